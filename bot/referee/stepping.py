"""Step panels in the referee: the options of a step for a seated human.

A decision of more than a page of moves is asked one step at a time (bot/moves/steps.py, pure); the
Discord panel's component ids carry the positions picked so far, and ``step`` reads them back at
the table's current state. Labels are messages (Said), rendered by the edge in the reader's
language.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.moves import steps
from bot.referee.play import Moves
from bot.referee.shapes import Choice
from bot.text.words import Said


@dataclass
class Step:
    """Where a step panel stands: the options taken so far, the next step's options, the whole
    decision's size. An option's `action` is None when it leads to a further step."""

    taken: list[Choice]
    options: list[Choice]
    total: int

    @property
    def move(self) -> dict[str, Any] | None:
        """The whole move the picks end on (None while a step is still open)."""
        return self.taken[-1].action if self.taken and self.taken[-1].action is not None else None


def _choice(option: steps.Option) -> Choice:
    label = option.label if isinstance(option.label, str) else Said(option.label)
    return Choice(label, option.action)  # type: ignore[arg-type]


class Steps:
    """`step(channel, user, picks)`: the step panel after `picks` for the player to act (whose
    table `moves` finds)."""

    def __init__(self, moves: Moves) -> None:
        self.moves = moves

    def step(self, channel: str, user: str, picks: list[int]) -> Step | None:
        """None for anyone not to act here, or picks that lead nowhere at this state."""
        t = self.moves.seated_human(channel, user)
        if t is None or t.state is None:
            return None
        legal = t.state.legal_actions(user)
        if not legal:
            return None
        walked = steps.follow(t.state, legal, picks)
        if walked is None:
            return None
        taken, options = walked
        return Step([_choice(o) for o in taken], [_choice(o) for o in options], len(legal))
