"""The coach: `/game hint` suggests the player's move with the reason in a sentence.

The suggestion is the NORMAL computer's own (each game's ai.py ``advise``: the move its
``choose`` makes and the reason as a message of the game's catalog, from what its valuation
weighed), worked out from the asker's own view only (``state.view(user)`` and their legal moves;
never the full state), only for the player whose move it is, and answered to them alone.

Tables may turn hints off (``/game hint hints:on|off``, the host): kept in the table's settings
(``"hints"``). Without a choice a table without a turn timer has them on (casual play, learning)
and a timed table has them off (a timer says the table plays seriously); docs/DESIGN.md.

A move made after a hint, for the decision it was given for, is marked in the action log: the
row's ``made_by`` is ``bot.moves.undo.HINTED`` ("hint"), set by bot/referee/play.py. The decision is the asker's next move: the hint is
remembered in memory (``Table.hinted``: user -> the version it was given at) until that move,
whatever the version then (others may move between in simultaneous phases). After a restart a
hint given before it is forgotten, so that move goes unmarked.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from bot.referee.play import Moves, move_label
from bot.referee.shapes import Refusal, Reply
from bot.referee.sharing import host_switch
from bot.referee.tables import Table, TableBook
from bot.text.words import argument, said
from games import plugin_of
from games.base import Message, as_list, as_player, msg, seeded_rng

if TYPE_CHECKING:
    from games.levels import Advisor


def hints_on(t: Table) -> bool:
    """Whether the table gives hints: its setting, else on without a turn timer, off with one."""
    chosen = t.settings.get("hints")
    return chosen if isinstance(chosen, bool) else not t.turn_timer


def advisor(game_key: str) -> "Advisor":
    """The game's coach: ``advise`` of the module its description names for the computer levels."""
    advise: "Advisor" = getattr(importlib.import_module(plugin_of(game_key).levels), "advise")
    return advise


def advice(t: Table, user: str) -> tuple[dict[str, Any], Message]:
    """The normal player's move for `user` now and its reason, from `user`'s own view and legal
    moves only (the same hint for two states that differ only in what `user` cannot see)."""
    state = t.state
    assert state is not None
    legal = state.legal_actions(user)
    if len(legal) == 1:
        return legal[0], msg("hint-only")
    rng = seeded_rng(t.seed or 0, "hint", t.id, t.version, user)
    return advisor(t.game)(state.view(user), legal, rng)


class Coach:
    """`hint(channel, user)` and the host's `set_hints(channel, user, on)`."""

    def __init__(self, book: TableBook, moves: Moves) -> None:
        self.book = book
        self.moves = moves

    async def hint(self, channel: str, user: str) -> Reply:
        """The asker's suggested move and why, privately; a Refusal when hints are off, it is
        not their move, or there is no game to hint in."""
        async with self.book.lock(channel):
            try:
                t = self.moves.playing(channel, user)
            except Refusal as exc:
                if exc.message.get("msg") == "bot-no-table" and await self._ended_here(channel):
                    raise Refusal("hint-over") from None
                raise
            state = t.state
            assert state is not None
            if state.is_over():
                raise Refusal("hint-over")
            if not hints_on(t):
                raise Refusal("hint-off", host=as_player(t.host))
            legal = state.legal_actions(user)
            if user not in state.to_act() or not legal:
                raise Refusal("hint-not-your-turn", waiting=as_list([as_player(p) for p in state.to_act()]))
            action, reason = advice(t, user)
            t.hinted[user] = t.version
            return Reply(answer=said("hint-suggest", move=argument(move_label(state, action)), reason=reason),
                         table_id=t.id, version=t.version, language=t.language())

    async def _ended_here(self, channel: str) -> bool:
        last = await self.book.store.latest(channel)
        return last is not None and last.status in ("finished", "abandoned")

    async def set_hints(self, channel: str, user: str, on: bool, is_admin: bool = False) -> Reply:
        """The host turns the table's hints on or off (kept with the table: a restart keeps it)."""
        word = "on" if on else "off"
        return await host_switch(self.book, channel, user, "hints", on, refused="hint-host-only",
                                 answer=f"hint-set-{word}", told=f"hint-now-{word}", is_admin=is_admin)
