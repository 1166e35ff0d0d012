"""The players' guide: how to play a game, in pages, in the reader's language.

A game brings its guide (``GamePlugin.guide`` names the folder data/<guide>/ that holds
guide.en.md, guide.zh-TW.md and guide.ja.md); shared code never names a game. A guide is written
for players (docs/rules/ stays ours): its ``## `` headings cut it into PARTS parts, and each part
is one page. A page is the head line (game, part, "page 2 of 5") and the part's text, and fits one
Discord message (MESSAGE_LIMIT): Discord and the console show the same pages
(tests/bot/test_bot_guide.py checks every game and language).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from bot.text.rules_pages import rules_locale
from bot.text.words import game_title, said, say
from games import PLUGINS

DATA_DIR = Path(__file__).resolve().parents[2] / "data"
#: the parts every guide has, in this order: the goal, a turn, scoring, the options, a worked first turn
PARTS = ("goal", "turn", "scoring", "options", "example")
#: one page is one Discord message's content
MESSAGE_LIMIT = 2000


@dataclass(frozen=True)
class Part:
    """One part of a guide: its heading and its text (Discord Markdown: lists, bold, no tables)."""

    heading: str
    body: str


@dataclass(frozen=True)
class GuidePage:
    """Page `index` (from 0) of `count` of game `key`'s guide, as read in `locale`."""

    key: str
    locale: str
    index: int
    count: int
    text: str


def guide_file(folder: str, locale: str, data: Path = DATA_DIR) -> Path:
    return data / folder / f"guide.{locale}.md"


def parse(text: str) -> tuple[Part, ...]:
    """The parts of a guide's text: each ``## `` heading opens one; text before the first is dropped."""
    parts: list[Part] = []
    for chunk in ("\n" + text).split("\n## ")[1:]:
        heading, _, body = chunk.partition("\n")
        parts.append(Part(heading.strip(), body.strip()))
    return tuple(parts)


@lru_cache(maxsize=64)
def guide_parts(key: str, locale: str) -> tuple[Part, ...]:
    """Game `key`'s guide in `locale` (a Discord locale or a LANG value; English when the game has
    none in that language); () for a game without a guide."""
    plugin = PLUGINS.get(key)
    if plugin is None:
        return ()
    for chosen in dict.fromkeys((rules_locale(locale), "en")):
        path = guide_file(plugin.guide, chosen)
        if path.exists():
            return parse(path.read_text(encoding="utf-8"))
    return ()


def page_text(key: str, title: str, locale: str, index: int, head: str = "") -> GuidePage:
    """Page `index` of game `key`'s guide (clamped to the pages it has), with `head` (the table
    facts: players and options) above page 1. A game without a guide has one page: `head`."""
    chosen = rules_locale(locale)
    parts = guide_parts(key, chosen)
    if not parts:
        return GuidePage(key, chosen, 0, 1, head)
    index = min(max(index, 0), len(parts) - 1)
    part = parts[index]
    line = say(said("guide-head", game=game_title(key, title), part=part.heading, page=index + 1,
                    pages=len(parts)), chosen)
    text = "\n\n".join(t for t in (head if index == 0 else "", line, part.body) if t)
    return GuidePage(key, chosen, index, len(parts), text)
