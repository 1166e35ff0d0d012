"""The referee: a transport-free service that runs one table per channel.

It knows nothing about Discord. Adapters (bot/discord/, bot/console/terminal.py) call its
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
cash). Each human gets a private message when there is news for them: a private
event, or a secret fact (their view beyond the table's, without the game's hints)
that appeared or changed through someone else's move (bot/referee/replies.py).

The referee is split by concern; this module assembles it and re-exports the data
shapes adapters import from here:
- bot/referee/shapes.py   Reply, Seat, Picture, Choice, TableInfo, Refusal ...
- bot/referee/tables.py   tables in memory, their locks, the helpers every part shares
- bot/referee/pictures.py drawing the board and hands in a worker pool
- bot/referee/replies.py  building the Reply after a change (texts, DMs, pings)
- bot/referee/lobby.py    open, seats, options, start, abandon, rematch, hand-over
- bot/referee/play.py     moves under the lock, apply + commit, computer seats, choices
- bot/referee/queries.py  status, hand, history, scores, rules, a server's and a player's tables
- bot/referee/timer.py    the turn timer: stored deadlines, the half-time reminder, the computer at the end
- bot/referee/replay.py   /game replay: a table's replay (kept a few minutes) and the board at move N
- bot/referee/stepping.py step panels: the options of each step of a decision past 25 moves
- bot/referee/undoing.py  undo: a player takes back their own last quiet move (one transaction, logged)
"""
from __future__ import annotations

import asyncio
import gc
import logging
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from bot.referee import ai as computer
from bot.referee.card_facts import CardFacts
from bot.referee.hidden import SECRET_SUMMARY_LIMIT, secret_part, summarise_secret
from bot.referee.pictures import DrawBoard, DrawPrivate, default_draw_board, default_draw_private, warm_up
from bot.referee.play import MAX_AI_STEPS
from bot.referee.queries import RULES_DIR, RULES_LIMIT, Queries
from bot.referee.shapes import (Choice, Picture, PrivateMessage, Refusal, ReplayStep, Reply, Seat, TableInfo,
                        TableStatus)
from bot.store.base import Store
from bot.store.base import TableRecord
from bot.referee.replay import Replaying
from bot.referee.tables import Table, installed_games
from bot.referee.timer import Timer
from bot.referee.stepping import Stepping
from bot.referee.undoing import Undoing

if TYPE_CHECKING:
    from bot.settings import Settings
    from bot.store.process_lock import ProcessLock
    from bot.store.sharding import ShardSet
    from games.base import Game

log = logging.getLogger(__name__)

__all__ = ["Choice", "Picture", "PrivateMessage", "Refusal", "Referee", "ReplayStep", "Reply", "Seat",
           "TableInfo", "TableStatus", "secret_part", "summarise_secret", "MAX_AI_STEPS", "RULES_DIR",
           "RULES_LIMIT", "SECRET_SUMMARY_LIMIT", "DrawBoard", "DrawPrivate"]


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off while thousands of tables are loaded at start: it
    would otherwise rescan the growing heap again and again (3/4 of a 10,000-table restart).
    Then what was loaded is frozen (gc.freeze): long-lived, it is left out of later collections
    instead of being scanned in one long pause as the collector comes back (still freed by
    reference counting when a table moves on)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_on:
            gc.enable()


class Referee(Undoing, Stepping, Timer, Queries, Replaying, CardFacts):
    """One instance per process. All methods may raise Refusal.

    Built as ``Referee(store, render_workers=2)`` around an opened ``bot.store.sqlite.Store``;
    ``await Referee.open(settings)`` opens the store (DATABASE_URL, else the SQLite file at
    settings.database_path) and returns a started referee. Pictures are drawn in a thread
    pool of `render_workers` threads, never on the event loop.
    """

    def __init__(self, store: Store, render_workers: int = 2, *,
                 draw_board: DrawBoard | None = None, draw_private: DrawPrivate | None = None,
                 auto_ai: bool = True, pictures: bool = True, render_processes: bool = False,
                 shards: "ShardSet | None" = None) -> None:
        self.store = store
        self.shards = shards              # None: every table; else only the tables of these shards' guilds
        self.leases: "ProcessLock | None" = None   # this process's claim on the database (Referee.open)
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
        self._locales: dict[str, str | None] = {}    # user -> their remembered language (see remember_locale)
        self._suggested: dict[str, tuple[int, dict]] = {}   # channel -> (version, /move forms worked out for it)

    @classmethod
    async def open(cls, settings: "Settings") -> "Referee":
        """Open the store from DATABASE_URL (else the SQLite file at DATABASE_PATH), claim it and
        start. The claim (bot/store/process_lock.py) is the whole database without SHARD_COUNT, else this
        process's shards; it excludes every other process whose claim overlaps or whose
        SHARD_COUNT differs, waiting up to LOCK_WAIT_SECONDS for a holder that is stopping.

        Raises StoreUnusable (or ProcessBusy) with a sentence for the operator when the database
        cannot be used or another process holds it; nothing is left running then."""
        from bot.store.backends import settings_url, store_for
        from bot.store.process_lock import lock_for
        url = settings_url(settings)
        store = store_for(url, settings.statement_timeout_seconds)
        await store.open()
        computer.configure(getattr(settings, "ai_think_ms", 300), getattr(settings, "ai_workers", 1))
        shards = settings.shards()
        referee = cls(store, render_workers=settings.render_workers,
                      render_processes=getattr(settings, "render_processes", False), shards=shards)
        try:
            referee.leases = lock_for(url, shards, settings.lock_wait_seconds)
            referee.leases.on_lost.append(referee.halt)
            await referee.leases.take()
            await referee.start()
        except BaseException:
            await referee.close()
            raise
        return referee

    def halt(self, why: str) -> None:
        """Stop acting (another process owns our shards now): every command is refused."""
        self._halt(f"this process handed its servers over to another one ({why})")

    def _need(self, channel: str) -> Table:
        if self.leases is not None and self.leases.lost:
            raise Refusal("bot-handed-over")
        return super()._need(channel)

    # --- life cycle ---
    async def start(self) -> list[TableInfo]:
        """Open the store and load every unfinished table (after a restart): all of them, or
        those of this process's shards' guilds.

        A table that cannot be read (a damaged row or snapshot) or whose game is not installed
        is left aside with a warning; the others run."""
        with _collector_paused():
            return await self._load_tables()

    async def _load_tables(self) -> list[TableInfo]:
        if not getattr(self.store, "is_open", True):
            await self.store.open()
        installed = installed_games()
        self._tables.clear()
        self._aside.clear()
        for rec in await self.store.list_active(self.shards):
            self._load(rec, installed)
        for table_id, why in getattr(self.store, "unreadable", {}).items():
            channel = getattr(self.store, "unreadable_in", {}).get(table_id)
            if channel is not None and channel not in self._tables:
                self._aside[channel] = (table_id, why)
            log.warning("table %s is left aside: %s; `boardroom verify` checks it", table_id, why)
        for channel, table in list(self._tables.items()):
            if self.auto_ai and self._computer_to_act(table):
                try:
                    self.resumed[channel] = await self.resume(channel)
                except Refusal:
                    log.exception("table %s could not catch up", table.id)
        return [self._info(t) for t in self._tables.values()]

    def _load(self, rec: TableRecord, installed: dict[str, "Game"]) -> None:
        """One unfinished table into memory, or aside (with a warning) when it cannot run."""
        game = installed.get(rec.game)
        if game is None:
            why = f"it plays {rec.game[:40]!r}, which is not installed"
            log.warning("table %s is left aside: %s", rec.id, why)
            self._aside[rec.channel] = (rec.id, why)
            return
        table = self._from_record(rec)
        if rec.status == "playing":
            try:
                if rec.snapshot is None:
                    raise ValueError("it has no snapshot")
                table.state = game.load(rec.snapshot)
                table.state.to_act()
            except Exception as exc:
                why = f"its snapshot cannot be loaded ({type(exc).__name__}: {str(exc)[:80]})"
                log.warning("table %s is left aside: %s; `boardroom verify` checks it", rec.id, why)
                self._aside[rec.channel] = (rec.id, why)
                return
            table.remember(None)
        self._tables[rec.channel] = table

    async def adopt(self, channel: str, guild: int | None) -> None:
        """A shard process takes the unfinished table of a channel its guild's command reached
        when that table has no guild yet (opened before the store recorded guilds): it records
        the guild and loads the table. Nothing to do unsharded, or when the table is loaded."""
        if self.shards is None or guild is None or channel in self._tables or not self.shards.owns(guild):
            return
        async with self._lock(channel):
            if channel in self._tables:
                return
            rec = await self.store.active(channel)
            if rec is None or rec.guild is not None:
                return
            await self._commit(self.store.claim_guild(rec.id, guild))
            rec.guild = guild
            self._load(rec, installed_games())
            log.info("table %s in channel %s now belongs to guild %s", rec.id, channel, guild)
        if channel in self._tables and self.auto_ai and self._computer_to_act(self._tables[channel]):
            self.resumed[channel] = await self.resume(channel)

    async def close(self) -> None:
        for task in self._retrying.values():
            task.cancel()
        self._pool.shutdown(wait=True)
        computer.shutdown()
        if self.leases is not None:
            await self.leases.release()
        await self.store.close()

    def store_is_open(self) -> bool:
        return bool(getattr(self.store, "is_open", True))
