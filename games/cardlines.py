"""What every game's table card shares: compact joins and the generic standing and end lines.

Each game's ``games/<key>/card.py`` says, from the PUBLIC view only, what a phone player must
read without the picture (``card_lines``), how the final scores were made (``end_lines``) and,
from the finished state, what each player held hidden (``reveal``). Registered generically on
``games.base.Game`` (``Game.card_lines`` / ``end_lines`` / ``reveal``). Everything is a message
of the ``card`` domain (data/locales/<locale>/card.ftl). Pure: no I/O.
"""
from __future__ import annotations

from typing import Any, Iterable

from games.base import Message, as_player, msg


def dots(items: list[Any]) -> Any:
    """Items one after another with a middle dot ("Cosmic $7,000 · Bank $5,000"); [] -> "-"."""
    return _joined(items, "card-dot")


def commas(items: list[Any]) -> Any:
    """Items with the locale's list comma and no "and" ("2 Labs, 4 Epic"; "2 Labs、4 Epic"); [] -> "-"."""
    return _joined(items, "card-comma")


def _joined(items: list[Any], joiner: str) -> Any:
    if not items:
        return msg("card-none")
    result = items[-1]
    for first in reversed(items[:-1]):
        result = msg(joiner, first=first, rest=result)
    return result


def ranked(scores: dict[str, int], winners: Iterable[str], score: Any = None) -> list[Message]:
    """One line per player, best first: "1. Ada — $109,000 (wins)". `score(value)` formats a score."""
    won = set(winners)
    order = sorted(scores, key=lambda p: -scores[p])
    lines: list[Message] = []
    for p in order:
        rank = 1 + sum(1 for q in scores if scores[q] > scores[p])
        value = score(scores[p]) if score else scores[p]
        lines.append(msg("card-end-rank", rank=rank, player=as_player(p), score=value,
                         won="yes" if p in won else "no"))
    return lines


def revealed(player: str, holdings: Any) -> Message:
    """"Ada held: 2 Labs, 4 Epic"."""
    return msg("card-reveal", player=as_player(player), holdings=holdings)
