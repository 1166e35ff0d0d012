"""The catalogs agree with each other and with the code.

Every message id the code builds exists in every locale with the arguments the code gives it;
every locale has the same ids with the same arguments; no catalog holds an id nobody uses.
"""
from __future__ import annotations

from pathlib import Path

from bot.discord.translator import ID_PREFIXES
from bot.text.summary import BRIEF, KIND
from bot.text.told import LABEL, TOLD
from bot.text.table_card import option_value_id
from games import PLUGINS
from i18n import LOCALES
from i18n.check import catalogs, code_use, problems, python_files
from test_i18n_commands import translated_commands

ROOT = Path(__file__).resolve().parents[2]
CODE = python_files([ROOT / "games", ROOT / "bot", ROOT / "render", ROOT / "i18n"])


def test_the_catalogs_parse_and_every_locale_has_every_id_with_the_same_arguments():
    assert problems() == []


def test_every_message_the_code_builds_exists_everywhere_with_its_arguments():
    every = catalogs()
    use = code_use(CODE)
    for message_id, places in use.calls.items():
        for locale in LOCALES:
            entry = every[locale].entries.get(message_id)
            assert entry is not None, f"{message_id} is used in the code but missing from {locale}"
            for args in places:
                if args is not None:
                    assert args == entry.variables, \
                        f"{message_id}: the code gives {sorted(args)}, {locale} takes {sorted(entry.variables)}"


async def test_no_catalog_holds_an_unused_id(tmp_path):
    _, tree = await translated_commands(tmp_path)
    use = code_use(CODE)
    used = set(use.calls) | use.strings | {key for key, _ in tree.asked}
    prefixes = tuple(p for p in use.prefixes if not p.startswith(ID_PREFIXES))  # the tree says which
    english = catalogs()["en"].entries
    used |= {name for name in english if prefixes and name.startswith(prefixes)}
    used |= {option_value_id(key, name) for key, p in PLUGINS.items() for name in p.option_words}  # declared
    used |= {told for name in english if LABEL in name and (told := name.replace(LABEL, TOLD, 1)) in english}
    used |= {name for name in english for end in (KIND, BRIEF) if name.endswith(end) and name[:-len(end)] in english}
    reached, todo = set(), [name for name in used if name in english]
    while todo:  # what a used message refers to is used too
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo += [ref for ref in english[name].messages | english[name].terms if ref in english]
    unused = sorted(name for name in english if name not in reached and not name.startswith("-"))
    assert unused == [], f"ids nothing uses: {unused}"


def test_the_code_scan_sees_what_games_will_write(tmp_path):
    """The scanner reads the shapes the contract offers (guards the two tests above)."""
    source = tmp_path / "sample.py"
    source.write_text(
        "from games.base import IllegalAction, msg, private_msg, public_msg\n"
        "public_msg('stockpile-bid', player=p, amount=a)\n"
        "private_msg(p, 'stockpile-hand', cards=c)\n"
        "raise IllegalAction('acquire-no-cash', need=n)\n"
        "msg('stockpile-company', **extra)\n"
        "event = {'msg': 'qin-village', 'args': {'owner': o}}\n"
        "side = f'qin-side-{name}'\n"
        "cash = as_money(5, unit='wallstreet-money')\n"
        "raise IllegalAction('You may not.')\n", encoding="utf-8")
    use = code_use([source])
    assert use.calls == {"stockpile-bid": [frozenset({"player", "amount"})], "stockpile-hand": [frozenset({"cards"})],
                         "acquire-no-cash": [frozenset({"need"})], "stockpile-company": [None],
                         "qin-village": [frozenset({"owner"})], "wallstreet-money": [frozenset({"sign", "amount"})]}
    assert use.prefixes == {"qin-side-"}


def test_a_broken_catalog_is_reported(tmp_path, monkeypatch):
    from i18n import catalog

    for locale, text in {"en": "common-a = A { $x }\ncommon-b = B\n", "zh-TW": "common-a = A { $y }\nbroken\n",
                         "ja": "common-a = A { $x }\ncommon-b = { common-c }\nstockpile-x = X\n"}.items():
        (tmp_path / locale).mkdir()
        (tmp_path / locale / "common.ftl").write_text(text, encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALE_DIR", tmp_path)
    found = "\n".join(problems())
    assert "zh-TW: common-a takes ['y'], English ['x']" in found
    assert "zh-TW/common.ftl: cannot read 'broken'" in found
    assert "zh-TW: common-b is missing" in found
    assert "ja: common-b refers to common-c" in found
    assert "ja/common.ftl: stockpile-x must start with 'common-'" in found
