"""Is a text free of English? The checker the language tests share (import no_english).

A Chinese or Japanese table must not show an English sentence. What may stay Latin: player and
computer names (they are names), Discord mentions, commands in backticks (`/game rematch` is
typed as it is), tile and cell codes and tickers (upper case: "RR", "H4", "BNK"), and a short
list of words that have no translation here.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

#: Latin words a zh-TW or ja text may hold: names of things that are not translated.
ALLOWED = frozenset({
    "Boardroom", "Discord", "English",          # names (the language menu names English in English)
    "Futures",                                  # the game's name, kept by its Japanese rule text
    "DM", "AI",                                 # as Discord and the games' own catalogs write them
    "png",                                      # file names of pictures
})
_CODE = re.compile(r"`[^`]*`|(?<![\w/])/[a-z][\w-]*")      # code spans and typed commands (/place)
_MENTION = re.compile(r"<@!?[^>\s]+>")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")


def english_words(text: str, names: Iterable[str] = ()) -> list[str]:
    """The words of `text` that look English: Latin words with a lower-case letter, outside
    names, mentions, code spans and typed commands, and not allowed above."""
    for name in sorted(names, key=len, reverse=True):
        if name:
            text = text.replace(name, " ")
    text = _MENTION.sub(" ", _CODE.sub(" ", text))
    return [w for w in _WORD.findall(text) if any(c.islower() for c in w) and w not in ALLOWED]


def assert_no_english(texts: Iterable[tuple[str, str]], names: Iterable[str] = ()) -> None:
    """Fail with every (where, text) that holds English, each shown with its words."""
    names = list(names)
    found = [(where, text, words) for where, text in texts if (words := english_words(text, names))]
    shown = "\n".join(f"- {where}: {words} in {text!r}" for where, text, words in found[:30])
    assert not found, f"{len(found)} text(s) hold English:\n{shown}"
