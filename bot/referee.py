"""The referee: a transport-free service that runs one table per channel.

It knows nothing about Discord. Adapters (bot/discord/, bot/console.py) call its
coroutines with plain ids and get back a ``Reply`` saying what to send: an
answer for the caller, public texts and the board picture for the channel,
private texts and pictures per player, and who must act now.

Every accepted action is one store transaction (action log + snapshot +
version bump) taken under the table's lock; the reply is built only after the
commit, so nothing acknowledged is ever lost.

API SKELETON — the signatures and the data shapes below are agreed between the
referee/store author and the Discord adapter author. Implement behind them;
change a signature only in both places at once. (Additions since the skeleton:
``Reply.answer_picture`` (the caller's own picture, for ``hand``),
``TableInfo.title/to_act/seed``, ``Referee.names/set_options/resume/step_ai/
replay/overdue``, keyword-only extras with defaults, and ``Referee.resumed``:
replies for tables whose computer seats caught up during ``start()``.)

Secrets: public texts come only from public events (to=None), the seats and
``view(None)``; the board is drawn from ``view(None)``; scores are shown to the
table only once the game is over (a running score can be hidden, e.g. Acquire's
cash). Each human gets a private message when their own secrets change, found
by comparing the part of their view that differs from the table's view before
and after the command.

The referee is split by concern; this module assembles it and re-exports the data
shapes adapters import from here:
- bot/shapes.py   Reply, Seat, Picture, Choice, TableInfo, Refusal ...
- bot/tables.py   tables in memory, their locks, the helpers every part shares
- bot/pictures.py drawing the board and hands in a worker pool
- bot/replies.py  building the Reply after a change (texts, DMs, pings)
- bot/lobby.py    open, seats, options, start, abandon, rematch, hand-over
- bot/play.py     moves under the lock, apply + commit, computer seats, choices
- bot/queries.py  status, hand, history, scores, rules, replay
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import TYPE_CHECKING

from bot.hidden import SECRET_SUMMARY_LIMIT, secret_part, summarise_secret
from bot.pictures import DrawBoard, DrawPrivate, default_draw_board, default_draw_private, warm_up
from bot.play import MAX_AI_STEPS
from bot.queries import RULES_DIR, RULES_LIMIT, Queries
from bot.shapes import (Choice, Picture, PrivateMessage, Refusal, ReplayStep, Reply, Seat, TableInfo,
                        TableStatus)
from bot.store import Store
from bot.tables import Table, installed_games

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger(__name__)

__all__ = ["Choice", "Picture", "PrivateMessage", "Refusal", "Referee", "ReplayStep", "Reply", "Seat",
           "TableInfo", "TableStatus", "secret_part", "summarise_secret", "MAX_AI_STEPS", "RULES_DIR",
           "RULES_LIMIT", "SECRET_SUMMARY_LIMIT", "DrawBoard", "DrawPrivate"]


class Referee(Queries):
    """One instance per process. All methods may raise Refusal.

    Built as ``Referee(store, render_workers=2)`` around an opened ``bot.store.Store``;
    ``await Referee.open(settings)`` opens the SQLite store at settings.database_path
    and returns a started referee. Pictures are drawn in a thread pool of
    `render_workers` threads, never on the event loop.
    """

    def __init__(self, store: Store, render_workers: int = 2, *,
                 draw_board: DrawBoard | None = None, draw_private: DrawPrivate | None = None,
                 auto_ai: bool = True, pictures: bool = True, render_processes: bool = False) -> None:
        self.store = store
        self.render_workers = render_workers
        self.draw_board = draw_board or default_draw_board
        self.draw_private = draw_private or default_draw_private
        self.auto_ai = auto_ai            # computer seats move on their own after each command
        self.pictures = pictures          # False: no pictures at all (bench of the bare path)
        self._pool: Executor
        if render_processes:
            # Drawing is CPU work under the GIL: worker processes use every core and keep the
            # event loop responsive. The draw functions must be importable (no test doubles).
            self._pool = ProcessPoolExecutor(max_workers=render_workers, initializer=warm_up,
                                             mp_context=multiprocessing.get_context("spawn"))
        else:
            self._pool = ThreadPoolExecutor(max_workers=render_workers, thread_name_prefix="render")
        self._tables: dict[str, Table] = {}      # channel -> active table
        self._ended: dict[str, dict[str, str]] = {}   # channel -> seat names of the table that ended last
        self._locks: dict[str, asyncio.Lock] = {}
        self.resumed: dict[str, Reply] = {}       # channel -> what computer seats did during start()
        self.halted: str | None = None            # set when the database file vanished: nothing more is acknowledged
        self._aside: dict[str, tuple[int, str]] = {}   # channel -> (table id, why) of unreadable tables
        self._retrying: dict[str, asyncio.Task[None]] = {}

    @classmethod
    async def open(cls, settings: "Settings") -> "Referee":
        from bot.store import SqliteStore
        store = SqliteStore(settings.database_path)
        await store.open()
        referee = cls(store, render_workers=settings.render_workers,
                      render_processes=getattr(settings, "render_processes", False))
        await referee.start()
        return referee

    # --- life cycle ---
    async def start(self) -> list[TableInfo]:
        """Open the store and load every unfinished table (after a restart)."""
        if not getattr(self.store, "is_open", True):
            await self.store.open()
        installed = installed_games()
        self._tables.clear()
        for rec in await self.store.list_active():
            game = installed.get(rec.game)
            if game is None:
                log.warning("table %s plays %r, which is not installed; left alone", rec.id, rec.game)
                continue
            table = self._from_record(rec)
            if rec.status == "playing" and rec.snapshot is not None:
                table.state = game.load(rec.snapshot)
                table.remember(None)
            self._tables[rec.channel] = table
        for channel, table in list(self._tables.items()):
            if self.auto_ai and self._computer_to_act(table):
                try:
                    self.resumed[channel] = await self.resume(channel)
                except Refusal:
                    log.exception("table %s could not catch up", table.id)
        return [self._info(t) for t in self._tables.values()]

    async def close(self) -> None:
        self._pool.shutdown(wait=True)
        await self.store.close()

