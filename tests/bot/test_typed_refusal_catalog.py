"""Every refusal a player can get (an id the code raises as IllegalAction or Refusal, a game's
`-refuse-` message, every `moves-` message) renders in English, 繁體中文 and 日本語 with sample
arguments: no Fluent error, no raw `{ $x }` left; each is in every catalog."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from games.base import as_list, as_money, msg
from i18n import render
from i18n.check import catalogs, python_files

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ("en", "zh-TW", "ja")
CATALOGS = catalogs()


def _raised() -> tuple[set[str], set[str]]:
    """The ids (and the starts of ids built at run time) the code raises as refusals."""
    ids: set[str] = set()
    prefixes: set[str] = set()
    for path in python_files([ROOT / "games", ROOT / "bot"]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name not in ("IllegalAction", "Refusal"):
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                ids.add(first.value)
            elif isinstance(first, ast.JoinedStr) and first.values and isinstance(first.values[0], ast.Constant):
                prefixes.add(str(first.values[0].value))
    return ids, prefixes


def refusal_ids() -> list[str]:
    ids, prefixes = _raised()
    known = set(CATALOGS["en"].entries)
    found = {i for i in ids if i in known}
    found |= {i for i in known if not i.startswith("-") and (
        i.startswith("moves-") or "-refuse" in i or any(i.startswith(p) for p in prefixes if len(p) > 4))}
    return sorted(found)


SAMPLES = {
    "number": lambda: 2,
    "name": lambda: "Ada",
    "message": lambda: as_list([as_money(1000), msg("moves-no-reason")]),
}


def test_the_refusals_are_found() -> None:
    ids = refusal_ids()
    assert len(ids) > 50 and "moves-not-now" in ids and "qin-bad-tile" in ids


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("sample", sorted(SAMPLES))
def test_every_refusal_renders_in_every_language(locale: str, sample: str) -> None:
    bad = []
    for message_id in refusal_ids():
        entry = CATALOGS[locale].entries.get(message_id)
        if entry is None:
            bad.append(f"{message_id}: missing in {locale}")
            continue
        names = set(entry.variables) | set(CATALOGS["en"].entries[message_id].variables)
        args = {name: SAMPLES[sample]() for name in names}
        try:
            text = render(msg(message_id, **args), locale)
        except Exception as error:                 # a Fluent error: a bad reference or argument
            bad.append(f"{message_id}: {error}")
            continue
        if re.search(r"\{\s*\$|\{\s*-", text) or not text.strip():
            bad.append(f"{message_id}: {text!r}")
    assert not bad, bad[:20]
