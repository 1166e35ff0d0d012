"""Taking back a move, pure: the log keeps an undo as an entry of its own, replays skip both.

The referee (second wave) logs ``{"type": "undo"}`` by the player who takes their move back;
``effective`` is the log as the game saw it (each undo removes the move before it), so replays
and ``boardroom verify`` agree; ``undo`` says whether `player` may take back their last move now
and gives the state to go back to. A move may be taken back while it is the table's last one,
it is the player's own, and the game said before applying it that it reveals nothing
(``GameState.undoable``).
"""
from __future__ import annotations

from typing import Any, Protocol

from bot.shapes import Refusal
from games.base import Action, Game, GameState

UNDO: Action = {"type": "undo"}


class Entry(Protocol):
    player: str
    action: dict


def is_undo(action: Any) -> bool:
    return action == UNDO


def effective(entries: list[Any]) -> list[Any]:
    """The entries the game applied: an undo entry and the move it took back drop out."""
    kept: list[Any] = []
    for entry in entries:
        if is_undo(entry.action):
            if kept:
                kept.pop()
        else:
            kept.append(entry)
    return kept


def replay(game: Game, players: list[str], seed: int, options: dict | None, entries: list[Any]) -> GameState:
    """The state a log (undo entries included) leads to."""
    state = game.new(players, seed, options or None)
    for entry in effective(entries):
        state.apply(entry.player, entry.action)
    return state


def undo(game: Game, players: list[str], seed: int, options: dict | None, entries: list[Any],
         player: str) -> GameState:
    """The state before `player`'s last move, if they may take it back now; else Refusal."""
    moves = effective(entries)
    if not moves:
        raise Refusal("moves-undo-nothing")
    last = moves[-1]
    if last.player != player:
        raise Refusal("moves-undo-not-yours")
    before = game.new(players, seed, options or None)
    for entry in moves[:-1]:
        before.apply(entry.player, entry.action)
    if not before.undoable(player, last.action):
        raise Refusal("moves-undo-revealed")
    return before
