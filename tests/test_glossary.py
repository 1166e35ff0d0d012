"""docs/i18n/glossary.md is data the catalogs use: one well-formed table per game, every name our
data files give a player (companies, investors, chains, commodities, stocks, card kinds, board sides)
with its English, Traditional Chinese and Japanese word."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from games import PLUGINS

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "i18n" / "glossary.md"
DATA = ROOT / "data"
KANA = re.compile(r"[\u3040-\u30ff]")
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
SOURCE = re.compile(r"^(ours|\w+_(zh|ja)\.txt:\d+ 「.+」)$")


def glossary() -> dict[str, dict[str, tuple[str, str, str, str]]]:
    """game title -> key -> (en, zh-TW, ja, source), from the Markdown tables."""
    tables: dict[str, dict[str, tuple[str, str, str, str]]] = {}
    game = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            game = line[3:].split(" (")[0]
            tables[game] = {}
        elif game and line.startswith("| ") and not line.startswith(("| key ", "| **")):
            cells = [c.strip() for c in line.strip("|").split(" | ")]
            assert len(cells) == 5, line
            key, *words = cells
            assert key not in tables[game], f"{key} twice in {game}"
            tables[game][key] = tuple(words)
    return tables


def toml(path: str) -> dict:
    return tomllib.loads((DATA / path).read_text(encoding="utf-8"))


#: the glossary's table of each registered game (headed by its title) -> its rules page
PAGES = {plugin.game.title: plugin.rules for plugin in PLUGINS.values()}


def test_one_table_per_game() -> None:
    assert set(glossary()) == set(PAGES)


@pytest.mark.parametrize("game", list(PAGES))
def test_every_row_has_three_words_and_a_source(game: str) -> None:
    for key, (en, zh, ja, source) in glossary()[game].items():
        assert re.fullmatch(r"[a-z_]+:[\w.]+", key), key
        assert en and zh and ja, key
        assert not KANA.search(zh), f"{key}: kana in the zh-TW word {zh}"
        assert CJK.search(zh) or zh.isascii(), key
        assert SOURCE.match(source), f"{key}: source {source!r}"


def test_every_name_in_our_data_has_its_words() -> None:
    words = glossary()
    stockpile = toml("stockpile/stockpile.toml")
    expected = {
        "Stockpile": [f"company:{c['key']}" for c in stockpile["companies"]]
                     + [f"investor:{i['key']}" for i in stockpile["investors"]]
                     + [f"side:{s}" for s in stockpile["boards"]]
                     + [f"card:{a['code']}" for a in stockpile["market"]["actions"]],
        "Acquire": [f"chain:{c['name']}" for e in toml("acquire/chains.toml")["editions"].values()
                    for c in e["chains"]]
                   + [f"edition:{e}" for e in toml("acquire/chains.toml")["editions"]],
        "Futures!": [f"commodity:{c['key']}" for c in toml("futures/futures.toml")["commodities"]],
        "Qin": [f"side:{s}" for s in toml("qin/qin.toml")["sides"]]
               + [f"colour:{c}" for c in toml("qin/qin.toml")["look"]["provinces"]]
               + [f"pagoda:{c}" for c in toml("qin/qin.toml")["look"]["pagoda_names"]],
        "1920 Wall Street": [f"stock:{s}" for s in toml("wallstreet/rules.toml")["stocks"]]
                            + [f"pile:{p}" for p in toml("wallstreet/rules.toml")["piles"]]
                            + [f"board:{b}" for b in toml("wallstreet/rules.toml")["boards"]]
                            + [f"kind:{c['kind']}" for c in toml("wallstreet/cards.toml")["market_cards"]["cards"]],
    }
    for game, keys in expected.items():
        missing = sorted(set(keys) - set(words[game]))
        assert not missing, f"{game}: no glossary row for {missing}"


NAMES = ("company:", "investor:", "side:", "card:boom", "card:bust", "chain:", "edition:", "commodity:",
         "colour:", "pagoda:", "stock:", "board:", "pile:", "kind:")


def named(word: str) -> str:
    """The name as a sentence writes it: "CORN（玉米）" is 玉米, "黃色面（初學者）" stays whole."""
    m = re.fullmatch(r"([\x00-\x7f]+)（(.+)）", word)
    return m.group(2) if m else word


@pytest.mark.parametrize("game", list(PAGES))
def test_the_rules_pages_use_the_glossary_names(game: str) -> None:
    pages = {locale: (ROOT / "docs" / "rules" / f"{PAGES[game]}.{locale}.md").read_text(encoding="utf-8")
             for locale in ("zh-TW", "ja")}
    for key, (_, zh, ja, _) in glossary()[game].items():
        if key.startswith(NAMES):
            assert named(zh) in pages["zh-TW"], f"{key}: {named(zh)} not in the zh-TW page"
            assert named(ja) in pages["ja"], f"{key}: {named(ja)} not in the ja page"
