"""Taking back a move, pure: the log keeps an undo as an entry of its own, replays skip both.

The referee (bot/undoing.py) logs ``{"type": "undo"}`` by the player who takes their move back;
``effective`` is the log as the game saw it (each undo removes the move before it), so replays
and ``boardroom verify`` agree; ``undo`` says whether `player` may take back their last move now
and gives the state to go back to. A move may be taken back while it is the table's last one,
it is the player's own, and the game said before applying it that it reveals nothing
(``GameState.undoable``). Refusals are messages of the ``steps2`` domain.
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


def taken_back(entries: list[Any]) -> set[int]:
    """Positions in `entries` (a window of the log, oldest first) of the moves an undo entry of
    the same window took back (an undo whose move lies before the window marks nothing)."""
    standing: list[int] = []
    gone: set[int] = set()
    for i, entry in enumerate(entries):
        if is_undo(entry.action):
            if standing:
                gone.add(standing.pop())
        else:
            standing.append(i)
    return gone


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
        raise Refusal("steps2-undo-nothing")
    last = moves[-1]
    if last.player != player:
        moved = any(entry.player == player for entry in moves)
        raise Refusal("steps2-undo-acted-since" if moved else "steps2-undo-not-yours")
    before = game.new(players, seed, options or None)
    for entry in moves[:-1]:
        before.apply(entry.player, entry.action)
    if not before.undoable(player, last.action):
        raise Refusal("steps2-undo-revealed")
    return before


def last_move(entries: list[Any]) -> Any:
    """The entry an undo now would take back (None: nothing left)."""
    moves = effective(entries)
    return moves[-1] if moves else None
