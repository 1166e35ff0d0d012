"""Random play through the referee, for every test that plays a table as its humans would (the
referee's counterpart of random_play.py): who acts and what they pick are drawn from one
`random.Random`, first the player among the humans to act (or the first of them), then the choice
among what the referee offers that player, acted with the table's version as a button sends it.

    move = await referee_move(ref, channel, rng)           # one move; None when nothing is played there
    async for info, player, choices in referee_walk(ref, channel, rng, limit=500):
        ...                                                 # look before each move; the walk then acts
"""
from __future__ import annotations

import random
from collections.abc import AsyncIterator, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.referee.shapes import Choice, Reply, TableInfo


@dataclass
class RefereeMove:
    info: Any           # the table before the move (TableInfo)
    player: str
    choice: Any         # what was picked (Choice: label, action)
    reply: Any          # the referee's Reply


def to_move(ref: Any, channel: str, rng: random.Random, *, first_to_act: bool = False,
            among: Collection[str] | None = None) -> tuple[TableInfo, str, list[Choice]] | None:
    """The table, the acting player and their choices, or None when no game is played at `channel`
    or none of `among` (all humans when None) is to act. Draws the player from `rng` unless
    `first_to_act`; the player offered no choice fails the test."""
    info = ref.table(channel)
    if info is None or info.status != "playing":
        return None
    humans = {seat.user for seat in info.seats if not seat.is_ai} if among is None else set(among)
    acting = [u for u in info.to_act if u in humans]
    if not acting:
        return None
    player = acting[0] if first_to_act else rng.choice(acting)
    choices = ref.choices(channel, player)
    assert choices, f"{channel}: {player} is to act but is offered no choice"
    return info, player, choices


async def referee_move(ref: Any, channel: str, rng: random.Random, *, first_to_act: bool = False,
                       among: Collection[str] | None = None) -> RefereeMove | None:
    """One random move at `channel` (see to_move); None when there is none to make."""
    found = to_move(ref, channel, rng, first_to_act=first_to_act, among=among)
    if found is None:
        return None
    info, player, choices = found
    choice = rng.choice(choices)
    return RefereeMove(info, player, choice, await ref.act(channel, player, choice.action, version=info.version))


class RefereeWalk:
    """Async-iterate to get (info, player, choices) before each move; the walk acts its random pick
    when the loop resumes. It ends when the game does (or none of `among` is to act), after `steps`
    moves if given, and fails the test when the game runs past `limit` moves."""

    def __init__(self, ref: Any, channel: str, rng: random.Random, *, first_to_act: bool = False,
                 among: Collection[str] | None = None, steps: int | None = None, limit: int = 5000) -> None:
        self.ref, self.channel, self.rng = ref, channel, rng
        self.first_to_act, self.among = first_to_act, among
        self.steps, self.limit = steps, limit
        self.moves: list[RefereeMove] = []

    async def __aiter__(self) -> AsyncIterator[tuple[TableInfo, str, list[Choice]]]:
        while self.steps is None or len(self.moves) < self.steps:
            found = to_move(self.ref, self.channel, self.rng, first_to_act=self.first_to_act, among=self.among)
            if found is None:
                return
            assert len(self.moves) < self.limit, f"{self.channel}: the game did not end within {self.limit} moves"
            info, player, choices = found
            yield found
            choice = self.rng.choice(choices)
            reply = await self.ref.act(self.channel, player, choice.action, version=info.version)
            self.moves.append(RefereeMove(info, player, choice, reply))

    async def play(self) -> list[Reply]:
        """Walk to the end (or `steps` moves) without looking; the replies."""
        async for _ in self:
            pass
        return self.replies

    @property
    def replies(self) -> list[Reply]:
        return [move.reply for move in self.moves]


def referee_walk(ref: Any, channel: str, rng: random.Random, **kwargs: Any) -> RefereeWalk:
    """A RefereeWalk (see its arguments): async-iterate it, or `await .play()` it."""
    return RefereeWalk(ref, channel, rng, **kwargs)
