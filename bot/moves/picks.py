"""`/play N` in the console: a number means a move of the last `/choices` list its reader saw.

Like a Discord button, a listed number carries the table's version: once the table has moved on,
the number may point at another move, so it is refused (``moves-outdated-choice``) and the
player lists again. Kept per referee, per channel and reader, in memory (a console session).
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any

from bot.referee.shapes import Choice, Refusal

_LISTS: "weakref.WeakKeyDictionary[object, dict[tuple[str, str], Listed]]" = weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class Listed:
    version: int
    choices: list[Choice]


def remember(referee: object, channel: str, user: str, version: int, choices: list[Choice]) -> None:
    """Note the list `user` was just shown, made at table version `version`."""
    _LISTS.setdefault(referee, {})[(channel, user)] = Listed(version, list(choices))


def pick(referee: object, channel: str, user: str, number: int | None, version: int,
         current: list[Choice]) -> dict[str, Any]:
    """The action of move `number` of the list `user` saw; refused if the table moved on since
    (`version` is the table's now), or the number is not on it. Without a list shown yet, the
    current choices are the list."""
    listed = _LISTS.get(referee, {}).get((channel, user))
    if listed is None:
        listed = Listed(version, current)
    elif listed.version != version:
        raise Refusal("moves-outdated-choice")
    if number is None or not 1 <= number <= len(listed.choices):
        raise Refusal("moves-no-choice", number=str(number if number is not None else "?"),
                      count=len(listed.choices))
    return listed.choices[number - 1].action
