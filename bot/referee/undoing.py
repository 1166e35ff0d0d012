"""Undo in the referee: a player takes back their own last move.

Allowed while the move is the table's last effective one, it is the caller's own (not one the
clock made for them), nobody else has acted since (not even to take their own move back), and the
game said before applying it that it reveals nothing (``GameState.undoable``; the pure rules are
bot/moves/undo.py). One transaction, like any move: the log keeps ``{"type": "undo"}`` by that player,
the snapshot becomes the state before the move, the turn clock the one that was running before it
(kept with the move's row: a move and its undo never buy a fresh deadline), and the version
advances, so every button drawn before dies. Readers of the log skip the undo and the move it took
back (``undo.effective``).

Whether the last move may be taken back is also kept in memory (``Table.undo``: the version it
led to and its player; ``Table.undoer()`` reads it), asked of the game when a human's move is made
(bot/referee/play.py ``Moves``), so the table card can
offer its *Undo* button without reading the log; after a restart it is unknown (no button) until
the next move, and ``/undo`` still works from the log.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.moves import undo as rules
from bot.referee.play import Moves
from bot.referee.replies import Replies
from bot.referee.shapes import Refusal, Reply
from bot.referee.tables import Run, Table, TableBook, game_of
from bot.referee.timer import restored_clock
from bot.text.told import told_of
from bot.text.words import argument, message_of, said
from games.base import as_player, msg


class Undo:
    """`undo(channel, user)`: a player takes back their own last move, through `moves` (one
    committed transaction) and told through `replies`."""

    def __init__(self, book: TableBook, moves: Moves, replies: Replies) -> None:
        self.book = book
        self.moves = moves
        self.replies = replies

    async def undo(self, channel: str, user: str) -> Reply:
        """Take back `user`'s last move; a Refusal says why not (undo-*)."""
        async with self.book.lock(channel):
            t = self.moves.playing(channel, user)
            game = game_of(t)
            entries = await self.book.store.actions(t.id)
            back = rules.undo(game, list(t.dealt().players), t.dealt_seed(), t.options, entries, user)
            last = rules.last_move(entries)
            assert last is not None      # rules.undo refused a log without a move to take back
            label = last.label if last.label is not None else message_of(back.label(last.action))
            secrets = self.replies.secrets(t)
            said_then = told_of(t.game, last.player, last.action, last.public, last.label)[0]   # never the label
            told = [message_of(msg("undo-told", player=as_player(user), move=message_of(said_then)))]
            clock = restored_clock(t, last.clock, back, self.book.clock())
            await self.moves.commit_move(t, user, dict(rules.UNDO), back, back.dump(), told, None,
                                         msg("undo-label", move=message_of(label)), clock=clock)
            t.undo = self._still_undoable(t, game, [*entries, UndoEntry(user, dict(rules.UNDO))])
            run = Run()
            run.public.append(said("undo-told", player=as_player(user), move=argument(said_then)))
            run.applied = 1
            await self.moves.computers_follow(t, run)
            return await self.replies.reply(t, run, secrets, answer=said("undo-done", move=argument(label)))

    def _still_undoable(self, t: Table, game: Any, entries: list[Any]) -> tuple[int, str] | None:
        """After an undo (the last of `entries`): may the move now last be taken back too? Only by
        the player who just took theirs back (anyone else's move was answered since)."""
        last = rules.last_move(entries)
        if last is None or last.player != entries[-1].player:
            return None
        seat = t.seat(last.player)
        if seat is None or seat.is_ai:
            return None
        try:
            rules.undo(game, list(t.dealt().players), t.dealt_seed(), t.options, entries, last.player)
        except Refusal:
            return None
        return (t.version, last.player)


@dataclass
class UndoEntry:
    """The undo entry just logged, as the log has it (for asking what may be taken back next)."""

    player: str
    action: dict[str, Any]
