"""Undo in the referee: a player takes back their own last move (mixed into Referee).

Allowed while the move is the table's last effective one, it is the caller's own (not one the
clock made for them), nobody else has acted since (not even to take their own move back), and the
game said before applying it that it reveals nothing (``GameState.undoable``; the pure rules are
bot/moves/undo.py). One transaction, like any move: the log keeps ``{"type": "undo"}`` by that player,
the snapshot becomes the state before the move, the turn clock the one that was running before it
(kept with the move's row: a move and its undo never buy a fresh deadline), and the version
advances, so every button drawn before dies. Readers of the log skip the undo and the move it took
back (``undo.effective``).

Whether the last move may be taken back is also kept in memory (``Table.undo``: the version it
led to and its player), asked of the game when a human's move is made, so the table card can
offer its *Undo* button without reading the log; after a restart it is unknown (no button) until
the next move, and ``/undo`` still works from the log.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.moves import undo as rules
from bot.referee.play import Play
from bot.referee.shapes import Refusal, Reply
from bot.referee.tables import Run, Table
from bot.referee.timer import restored_clock
from bot.text.words import argument, message_of, said
from games.base import as_player, msg


class Undoing(Play):
    """`undo(channel, user)` and the bookkeeping of whose last move may be taken back."""

    async def _act(self, t: Table, user: str, action: dict) -> Reply:
        """A human's move; remembered as undoable when the game says so (asked before applying)."""
        try:
            quiet = bool(t.state.undoable(user, action))
        except Exception:
            quiet = False
        t.undo = (t.version + 1, user) if quiet else None
        try:
            return await super()._act(t, user, action)
        except BaseException:
            t.undo = None
            raise

    async def _reply(self, t: Table, run: Run, before: dict[str, Any], answer: str = "") -> Reply:
        reply = await super()._reply(t, run, before, answer)
        reply.undo_for = self.undoer(t.channel)
        return reply

    def undoer(self, channel: str) -> str | None:
        """The player who may take back the table's last move now (None: nobody)."""
        t = self._tables.get(channel)
        if t is None or t.status != "playing" or t.undo is None or t.undo[0] != t.version:
            return None
        return t.undo[1]

    async def undo(self, channel: str, user: str) -> Reply:
        """Take back `user`'s last move; a Refusal says why not (steps2-undo-*)."""
        async with self._lock(channel):
            t = self._playing(channel, user)
            game = self._game(t)
            entries = await self.store.actions(t.id)
            back = rules.undo(game, list(t.state.players), t.seed, t.options, entries, user)
            last = rules.last_move(entries)
            label = last.label if last.label is not None else message_of(back.label(last.action))
            secrets = self._secrets(t)
            told = [message_of(msg("steps2-undo-told", player=as_player(user), move=message_of(label)))]
            clock = restored_clock(t, getattr(last, "clock", None), back, self.clock())
            await self._commit_move(t, user, dict(rules.UNDO), back, back.dump(), told, None,
                                    msg("steps2-undo-label", move=message_of(label)), clock=clock)
            t.undo = self._still_undoable(t, game, [*entries, UndoEntry(user, dict(rules.UNDO))])
            run = Run()
            run.public.append(said("steps2-undo-told", player=as_player(user), move=argument(label)))
            run.applied = 1
            if self.auto_ai:
                await self._run_ai(t, run)
            return await self._reply(t, run, secrets, answer=said("steps2-undo-done", move=argument(label)))

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
            rules.undo(game, list(t.state.players), t.seed, t.options, entries, last.player)
        except Refusal:
            return None
        return (t.version, last.player)


@dataclass
class UndoEntry:
    """The undo entry just logged, as the log has it (for asking what may be taken back next)."""

    player: str
    action: dict
