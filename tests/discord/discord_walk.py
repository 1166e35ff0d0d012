"""The Discord tests' one random walk: a table played at random through the harness (in the manner of
tests/helpers/random_play.py, which walks a bare game), and a private panel pressed at random until a
move is made.

    async for turn in random_turns(h, rng, steps=40, move=by_play(h.slash)):
        ...            # look before each move; the walk then plays rng.choice(turn.legal) as turn.player

The body may make the move itself (a panel press, an undo): the walk sees the table's version moved
and plays nothing that turn. ``break`` stops the walk (a condition met); ``async for … else`` runs when
the walk ended without one.
"""
from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from discord_harness import CHANNEL, Harness, Sent

YOU_CHOSE = "bot-discord-you-chose"      # what the panel says once a move is made


@dataclass
class Turn:
    """Before a move: who acts, what they may do, at which version of the table."""

    player: str
    legal: list[dict]
    version: int

    @property
    def user(self) -> int:
        return int(self.player)


#: how a move is made: (turn, action) -> whatever was sent
Mover = Callable[[Turn, dict], Awaitable[Any]]


def by_play(slash: Callable[..., Awaitable[list[Sent]]]) -> Mover:
    """Each move typed as `/play choice:<the action as JSON>` through `slash` (a harness's or a table's)."""
    return lambda turn, action: slash(turn.user, "play", {"choice": json.dumps(action, separators=(",", ":"))})


async def random_turns(h: Harness, rng: random.Random, *, steps: int, channel: str = str(CHANNEL),
                       humans: bool = False, move: Mover | None = None) -> AsyncIterator[Turn]:
    """Up to `steps` turns of the channel's table: the first player to act (the first human with
    `humans`) and their legal moves; after the body, unless it moved the table itself, the walk plays
    `rng.choice(turn.legal)` with `move` (default: straight to the referee). It ends when the table
    is gone (the game over) or nobody (no human, with `humans`) is to act."""
    for _ in range(steps):
        info = h.referee.table(channel)
        if info is None:
            return
        acting = [u for u in info.to_act if u.isdigit() or not humans]
        if not acting:
            return
        player = acting[0]
        turn = Turn(player, h.referee.book.tables[channel].state.legal_actions(player), info.version)
        assert turn.legal, f"{player} is to act but has no legal move"
        yield turn
        now = h.referee.table(channel)
        if now is None or now.version != turn.version:
            continue                                   # the body made the move
        action = rng.choice(turn.legal)
        if move is None:
            await h.referee.act(channel, player, action)
        else:
            await move(turn, action)


def moved(sent: list[Sent]) -> bool:
    """The press made a move: the panel now says which ("You chose: …" in the reader's language)."""
    return bool(sent) and sent[0].body.get("type") == 7 and YOU_CHOSE in sent[0].ids


def is_back(button: dict) -> bool:
    """A step panel's *Back* (drawn secondary, the other steps primary)."""
    return button["custom_id"].startswith("br:step:") and button.get("style") == 2


async def press_until_moved(h: Harness, user: int, panel: Sent, rng: random.Random, *, presses: int = 6) -> list[Sent]:
    """Press `user`'s panel at random (a menu's option, else a button other than *Back*) and each step
    panel it leads to, until a move is made; what the last press sent."""
    for _ in range(presses):
        if panel.selects():
            menu = rng.choice(panel.selects())
            sent = await h.press(user, panel, menu["custom_id"], values=[rng.choice(menu["options"])["value"]])
        else:
            forward = [b for b in panel.buttons() if not is_back(b)]
            sent = await h.press(user, panel, rng.choice(forward)["custom_id"])
        if moved(sent) or not sent or sent[0].body.get("type") != 7:
            return sent
        panel = sent[0]                                # the next step
    raise AssertionError(f"no move after {presses} presses")
