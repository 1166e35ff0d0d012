"""The referee: a transport-free service that runs one table per channel.

It knows nothing about Discord. Adapters (bot/discord/, bot/console/terminal.py) call its
coroutines with plain ids and get back a ``Reply`` saying what to send: an
answer for the caller, public texts and the board picture for the channel,
private texts and pictures per player, and who must act now.

Every accepted action is one store transaction (action log + snapshot +
version bump) taken under the table's lock; the reply is built only after the
commit, so nothing acknowledged is ever lost.

Secrets: public texts come only from public events (to=None), the seats and
``view(None)``; the board is drawn from ``view(None)``; scores are shown to the
table only once the game is over (a running score can be hidden, e.g. Acquire's
cash). Each human gets a private message when there is news for them: a private
event, or a secret fact (their view beyond the table's, without the game's hints)
that appeared or changed through someone else's move (bot/referee/replies.py).

``Referee`` is the front door: it builds the parts below, each an object that receives its
collaborators in its constructor and is reached only through their public methods, and its own
public methods hand each call to one part. It re-exports the data shapes adapters import.
- bot/referee/shapes.py      Reply, Seat, Picture, Choice, TableInfo, Refusal ...
- bot/referee/tables.py      TableBook: the tables in memory, their locks, load, commit (shared by all)
- bot/referee/pictures.py    Pictures: the board and hands drawn in a worker pool
- bot/referee/replies.py     Replies: the Reply after a change (texts, DMs, pings), DMs on or off
- bot/referee/play.py        Moves: moves under the lock, apply + commit, computer seats, choices
- bot/referee/lobby.py       Lobby: open, seats, options, start, abandon, rematch, hand-over
- bot/referee/limits.py      Limits: a server's limits on opening tables and on rematches
- bot/referee/timer.py       TurnTimer: stored deadlines, the half-time reminder, the computer at the end
- bot/referee/undoing.py     Undo: a player takes back their own last quiet move (one transaction, logged)
- bot/referee/stepping.py    Steps: the options of each step of a decision past 25 moves
- bot/referee/queries.py     Queries: status, hand, history, scores, rules, a server's and a player's tables
- bot/referee/replay.py      Replays: /game replay and the end chart (a table's replay, kept a few minutes)
- bot/referee/card_facts.py  CardFacts: what the table card needs (facts, board at send time, end card)
"""
from __future__ import annotations

import gc
import logging
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Iterator

from bot.referee import ai as computer
from bot.referee.card_facts import CardFacts, FinalFacts
from bot.referee.hidden import SECRET_SUMMARY_LIMIT, secret_part, summarise_secret
from bot.referee.limits import Limits
from bot.referee.lobby import Lobby
from bot.referee.pictures import DrawBoard, DrawPrivate, Pictures, default_draw_board, default_draw_private, warm_up
from bot.referee.play import MAX_AI_STEPS, Moves, computer_to_act
from bot.referee.queries import Queries
from bot.referee.replay import Frame, Replay, ReplayBook, Replays
from bot.referee.replies import Replies
from bot.referee.shapes import (Choice, Picture, PrivateMessage, Refusal, ReplayStep, Reply, Seat, TableInfo,
                                TableStatus)
from bot.referee.stepping import Step, Steps
from bot.referee.tables import TableBook, info_of, installed_games
from bot.referee.timer import TurnClock, TurnTimer
from bot.referee.coach import Coach, hints_on
from bot.referee.undoing import Undo
from bot.store.base import Store
from bot.text.rules_pages import RULES_DIR
from bot.text.words import Said

if TYPE_CHECKING:
    from bot.text.guide import GuidePage
    from bot.settings import Settings
    from bot.store.process_lock import ProcessLock
    from bot.store.sharding import ShardSet

log = logging.getLogger(__name__)

__all__ = ["Choice", "Picture", "PrivateMessage", "Refusal", "Referee", "ReplayStep", "Reply", "Seat",
           "TableInfo", "TableStatus", "secret_part", "summarise_secret", "MAX_AI_STEPS", "RULES_DIR",
           "SECRET_SUMMARY_LIMIT", "DrawBoard", "DrawPrivate"]


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


class Referee:
    """One instance per process. All methods may raise Refusal.

    Built as ``Referee(store, render_workers=2)`` around an opened ``bot.store.base.Store``;
    ``await Referee.open(settings)`` opens the store (DATABASE_URL, else the SQLite file at
    settings.database_path) and returns a started referee. Pictures are drawn in a pool of
    `render_workers` threads (processes with `render_processes`), never on the event loop.
    """

    def __init__(self, store: Store, render_workers: int = 2, *,
                 draw_board: DrawBoard | None = None, draw_private: DrawPrivate | None = None,
                 auto_ai: bool = True, pictures: bool = True, render_processes: bool = False,
                 shards: "ShardSet | None" = None) -> None:
        self.store = store
        self.shards = shards              # None: every table; else only the tables of these shards' guilds
        self.render_workers = render_workers
        pool: Executor
        if render_processes:
            # Drawing is CPU work under the GIL: worker processes use every core and keep the
            # event loop responsive. The draw functions must be importable (no test doubles).
            pool = ProcessPoolExecutor(max_workers=render_workers, initializer=warm_up,
                                       mp_context=multiprocessing.get_context("spawn"))
        else:
            pool = ThreadPoolExecutor(max_workers=render_workers, thread_name_prefix="render")
        self.book = TableBook(store)
        self.drawing = Pictures(pool, draw_board or default_draw_board, draw_private or default_draw_private,
                                enabled=pictures)
        self.replies = Replies(self.book, self.drawing)
        self.moves = Moves(self.book, self.replies, auto_ai=auto_ai)
        self.book.on_reach = self.moves.catch_up
        self.limits = Limits(self.book)
        self.lobby = Lobby(self.book, self.replies, self.drawing, self.moves, self.limits)
        self.timer = TurnTimer(self.book, self.moves, self.replies)
        self.undoing = Undo(self.book, self.moves, self.replies)
        self.coach = Coach(self.book, self.moves)
        self.steps = Steps(self.moves)
        self.queries = Queries(self.book, self.replies, self.drawing)
        self.replays = Replays(store, self.drawing)
        self.card = CardFacts(self.book, self.drawing, self.replays)

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
        computer.configure(settings.ai_think_ms, settings.ai_workers)
        shards = settings.shards()
        referee = cls(store, render_workers=settings.render_workers,
                      render_processes=settings.render_processes, shards=shards)
        try:
            leases = referee.book.leases = lock_for(url, shards, settings.lock_wait_seconds)
            leases.on_lost.append(referee.halt)
            await leases.take()
            await referee.start()
        except BaseException:
            await referee.close()
            raise
        return referee

    # --- what adapters and tests set or read: kept by the part that uses it ---
    @property
    def leases(self) -> "ProcessLock | None":
        """This process's claim on the database (Referee.open)."""
        return self.book.leases

    @property
    def halted(self) -> str | None:
        """Why nothing more is acknowledged (the database is gone, or another process took over)."""
        return self.book.halted

    @property
    def clock(self) -> Callable[[], float]:
        """Now, in epoch seconds: the turn timer's and the limits' (tests set their own)."""
        return self.book.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self.book.clock = clock

    @property
    def pool(self) -> Executor:
        """The render workers (threads or processes): pictures and replays."""
        return self.drawing.pool

    @pool.setter
    def pool(self, pool: Executor) -> None:
        self.drawing.pool = pool

    @property
    def draw_board(self) -> DrawBoard:
        return self.drawing.draw_board

    @draw_board.setter
    def draw_board(self, draw: DrawBoard) -> None:
        self.drawing.draw_board = draw

    @property
    def draw_private(self) -> DrawPrivate:
        return self.drawing.draw_private

    @draw_private.setter
    def draw_private(self, draw: DrawPrivate) -> None:
        self.drawing.draw_private = draw

    @property
    def pictures(self) -> bool:
        """False: no pictures at all (a bench of the bare path)."""
        return self.drawing.enabled

    @pictures.setter
    def pictures(self, on: bool) -> None:
        self.drawing.enabled = on

    @property
    def boards_later(self) -> bool:
        """True: a move's Reply carries no board; the adapter draws it at send time (card_board)."""
        return self.drawing.boards_later

    @boards_later.setter
    def boards_later(self, later: bool) -> None:
        self.drawing.boards_later = later

    @property
    def auto_ai(self) -> bool:
        """Computer seats move on their own after each command."""
        return self.moves.auto_ai

    @auto_ai.setter
    def auto_ai(self, on: bool) -> None:
        self.moves.auto_ai = on

    @property
    def resumed(self) -> dict[str, Reply]:
        """Channel -> what computer seats did while nobody asked (during start(), or retried without
        an `on_background`): the adapter delivers these."""
        return self.moves.resumed

    @resumed.setter
    def resumed(self, replies: dict[str, Reply]) -> None:
        self.moves.resumed = replies

    @property
    def on_background(self) -> Callable[[str, Reply], Awaitable[None]] | None:
        """Where a reply made in the background goes (set by the adapter)."""
        return self.moves.on_background

    @on_background.setter
    def on_background(self, deliver: Callable[[str, Reply], Awaitable[None]] | None) -> None:
        self.moves.on_background = deliver

    @property
    def retry_delays(self) -> tuple[float, ...]:
        """Seconds between tries of computers whose move failed to save."""
        return self.moves.retry_delays

    @retry_delays.setter
    def retry_delays(self, delays: tuple[float, ...]) -> None:
        self.moves.retry_delays = delays

    @property
    def replay_book(self) -> ReplayBook:
        return self.replays.replay_book

    # --- life cycle ---
    def halt(self, why: str) -> None:
        """Stop acting (another process owns our shards now): every command is refused."""
        self.book.halt(f"this process handed its servers over to another one ({why})")

    async def start(self) -> list[TableInfo]:
        """Open the store and load every unfinished table (after a restart): all of them, or
        those of this process's shards' guilds.

        A table that cannot be read (a damaged row or snapshot) or whose game is not installed
        is left aside with a warning; the others run."""
        with _collector_paused():
            return await self._load_tables()

    async def _load_tables(self) -> list[TableInfo]:
        if not self.store.is_open:
            await self.store.open()
        installed = installed_games()
        book = self.book
        book.tables.clear()
        book.aside.clear()
        for rec in await self.store.list_active(self.shards):
            book.load(rec, installed)
        for table_id, why in self.store.unreadable.items():
            channel = self.store.unreadable_in.get(table_id)
            if channel is not None and channel not in book.tables:
                book.aside[channel] = (table_id, why)
            log.warning("table %s is left aside: %s; `boardroom verify` checks it", table_id, why)
        for channel, table in list(book.tables.items()):
            if self.moves.auto_ai and computer_to_act(table):
                try:
                    self.moves.resumed[channel] = await self.moves.resume(channel)
                except Refusal:
                    log.exception("table %s could not catch up", table.id)
        return [info_of(t) for t in book.tables.values()]

    async def adopt(self, channel: str, guild: int | None) -> None:
        """A shard process takes the unfinished table of a channel its guild's command reached
        when that table has no guild yet (opened before the store recorded guilds): it records
        the guild and loads the table. Nothing to do unsharded, or when the table is loaded."""
        book = self.book
        if self.shards is None or guild is None or channel in book.tables or not self.shards.owns(guild):
            return
        async with book.lock(channel):
            if channel in book.tables:
                return
            rec = await self.store.active(channel)
            if rec is None or rec.guild is not None:
                return
            await book.commit(self.store.claim_guild(rec.id, guild))
            rec.guild = guild
            book.load(rec, installed_games())
            log.info("table %s in channel %s now belongs to guild %s", rec.id, channel, guild)
        table = book.tables.get(channel)
        if table is not None and self.moves.auto_ai and computer_to_act(table):
            self.moves.resumed[channel] = await self.moves.resume(channel)

    async def close(self) -> None:
        for task in [*self.moves.retrying.values(), *self.moves.thinking.values()]:
            task.cancel()
        self.drawing.pool.shutdown(wait=True)
        computer.shutdown()
        if self.book.leases is not None:
            await self.book.leases.release()
        await self.store.close()

    async def remember_locale(self, user: str, locale: str | None) -> None:
        await self.book.remember_locale(user, locale)

    # --- the lobby and a table's life (bot/referee/lobby.py) ---
    async def new_table(self, channel: str, game: str, host: str, host_name: str,
                        options: dict[str, Any] | None = None, *, join: bool = True, guild: int | None = None,
                        turn_timer: int = 0, parent: str | None = None, language: str | None = None,
                        rated: bool = True) -> Reply:
        return await self.lobby.new_table(channel, game, host, host_name, options, join=join, guild=guild,
                                          turn_timer=turn_timer, parent=parent, language=language, rated=rated)

    async def set_language(self, channel: str, user: str, language: str, is_admin: bool = False) -> Reply:
        return await self.lobby.set_language(channel, user, language, is_admin)

    async def join(self, channel: str, user: str, name: str) -> Reply:
        return await self.lobby.join(channel, user, name)

    async def leave(self, channel: str, user: str) -> Reply:
        return await self.lobby.leave(channel, user)

    async def add_ai(self, channel: str, user: str, count: int = 1, level: str | None = None) -> Reply:
        return await self.lobby.add_ai(channel, user, count, level)

    async def remove_ai(self, channel: str, user: str, count: int = 1) -> Reply:
        return await self.lobby.remove_ai(channel, user, count)

    async def set_options(self, channel: str, user: str, options: dict[str, Any]) -> Reply:
        return await self.lobby.set_options(channel, user, options)

    async def start_game(self, channel: str, user: str, seed: int | None = None) -> Reply:
        return await self.lobby.start_game(channel, user, seed)

    async def abandon(self, channel: str, user: str, is_admin: bool = False) -> Reply:
        return await self.lobby.abandon(channel, user, is_admin)

    async def rematch(self, channel: str, user: str, seed: int | None = None) -> Reply:
        return await self.lobby.rematch(channel, user, seed)

    async def hand_to_ai(self, channel: str, user: str, seat_user: str, is_admin: bool = False) -> Reply:
        return await self.lobby.hand_to_ai(channel, user, seat_user, is_admin)

    # --- server limits (bot/referee/limits.py) ---
    async def server_limits(self, guild: int | None) -> dict[str, int]:
        return await self.limits.server_limits(guild)

    async def set_server_limits(self, guild: int | None, changes: dict[str, int], is_admin: bool) -> Said:
        return await self.limits.set_server_limits(guild, changes, is_admin)

    async def check_opening(self, guild: int | None, place: str, user: str) -> None:
        await self.limits.check_opening(guild, place, user)

    # --- moves (bot/referee/play.py), step panels (stepping.py), undo (undoing.py) ---
    async def act(self, channel: str, user: str, action: dict[str, Any], version: int | None = None) -> Reply:
        return await self.moves.act(channel, user, action, version)

    async def act_typed(self, channel: str, user: str, verb: str, args: list[str]) -> Reply:
        return await self.moves.act_typed(channel, user, verb, args)

    def choices(self, channel: str, user: str, verb: str | None = None, written: bool = False) -> list[Choice]:
        return self.moves.choices(channel, user, verb, written)

    async def suggest(self, channel: str, user: str, text: str, locale: str = "en") -> list[tuple[str, str]]:
        return await self.moves.suggest(channel, user, text, locale)

    async def step_ai(self, channel: str) -> Reply:
        return await self.moves.step_ai(channel)

    async def resume(self, channel: str) -> Reply:
        return await self.moves.resume(channel)

    def step(self, channel: str, user: str, picks: list[int]) -> Step | None:
        return self.steps.step(channel, user, picks)

    async def undo(self, channel: str, user: str) -> Reply:
        return await self.undoing.undo(channel, user)

    async def hint(self, channel: str, user: str) -> Reply:
        """The normal computer's move for `user` now, with its reason (bot/referee/coach.py)."""
        return await self.coach.hint(channel, user)

    async def set_hints(self, channel: str, user: str, on: bool, is_admin: bool = False) -> Reply:
        return await self.coach.set_hints(channel, user, on, is_admin)

    async def set_shared(self, channel: str, user: str, on: bool, is_admin: bool = False) -> Reply:
        """`/game status share:on|off`: the table's web page answers at its link, or 404 (bot/referee/sharing.py)."""
        from bot.referee.sharing import set_shared
        return await set_shared(self.book, channel, user, on, is_admin)

    def web_shared(self, channel: str) -> bool:
        """Whether the channel's table shows its web page (the card's *Watch* button)."""
        from bot.referee.sharing import shared
        table = self.book.tables.get(channel)
        return table is not None and shared(table.settings)

    def hints_on(self, channel: str) -> bool:
        """Whether the channel's table in play gives hints (its panels show *Hint*)."""
        table = self.book.tables.get(channel)
        return table is not None and table.status == "playing" and hints_on(table)

    def undoer(self, channel: str) -> str | None:
        """The player who may take back the table's last move now (None: nobody)."""
        table = self.book.tables.get(channel)
        return None if table is None else table.undoer()

    # --- the turn timer (bot/referee/timer.py) ---
    def clocks(self) -> list[TurnClock]:
        return self.timer.clocks()

    async def set_timer(self, channel: str, user: str, seconds: int, is_admin: bool = False) -> Reply:
        return await self.timer.set_timer(channel, user, seconds, is_admin)

    async def remind(self, channel: str) -> Reply | None:
        return await self.timer.remind(channel)

    async def act_for_timeout(self, channel: str) -> Reply | None:
        return await self.timer.act_for_timeout(channel)

    # --- DMs (bot/referee/replies.py) ---
    async def dms_on(self, user: str) -> bool:
        return await self.replies.dms_on(user)

    async def set_dms(self, user: str, on: bool) -> None:
        await self.replies.set_dms(user, on)

    # --- what a table or a player may know (bot/referee/queries.py) ---
    def table(self, channel: str) -> TableInfo | None:
        return self.queries.table(channel)

    def tables(self) -> list[TableInfo]:
        return self.queries.tables()

    def tables_in(self, guild: int | None) -> list[TableInfo]:
        return self.queries.tables_in(guild)

    def tables_of(self, user: str) -> list[TableInfo]:
        return self.queries.tables_of(user)

    def names(self, channel: str) -> dict[str, str]:
        return self.queries.names(channel)

    async def status(self, channel: str) -> Reply:
        return await self.queries.status(channel)

    async def hand(self, channel: str, user: str) -> Reply:
        return await self.queries.hand(channel, user)

    async def history(self, channel: str, last: int = 15, user: str | None = None,
                      table_id: int | None = None) -> Reply:
        return await self.queries.history(channel, last, user, table_id)

    async def scores(self, channel: str, user: str | None = None) -> Reply:
        return await self.queries.scores(channel, user)

    def rules(self, game: str, locale: str | None = "en") -> str:
        return self.queries.rules(game, locale)

    def guide(self, game: str, locale: str | None = "en", page: int = 0) -> "GuidePage":
        return self.queries.guide(game, locale, page)

    # --- replays (bot/referee/replay.py) ---
    async def replay_of(self, table_id: int) -> Replay:
        return await self.replays.replay_of(table_id)

    async def replay(self, table_id: int) -> list[ReplayStep]:
        return await self.replays.replay(table_id)

    async def replay_frame(self, replay: Replay, index: int, locale: str) -> Frame:
        return await self.replays.replay_frame(replay, index, locale)

    # --- the table card (bot/referee/card_facts.py) ---
    def card_facts(self, channel: str) -> tuple[TableInfo, dict[str, Any] | None] | None:
        return self.card.card_facts(channel)

    async def card_board(self, channel: str) -> Picture | None:
        return await self.card.card_board(channel)

    async def card_phone(self, channel: str) -> Picture | None:
        return await self.card.card_phone(channel)

    async def card_pictures(self, channel: str) -> Picture | None:
        return await self.card.card_pictures(channel)

    async def recent_moves(self, table_id: int, last: int = 5) -> list[tuple[str | None, Any]]:
        return await self.card.recent_moves(table_id, last)

    async def final_facts(self, table_id: int) -> FinalFacts | None:
        return await self.card.final_facts(table_id)

    async def chart(self, table_id: int, game: str, names: dict[str, str], locale: str) -> bytes | None:
        return await self.card.chart(table_id, game, names, locale)

    def card_message(self, channel: str) -> dict[str, Any] | None:
        return self.card.card_message(channel)

    async def remember_card(self, channel: str, card: dict[str, Any] | None) -> None:
        await self.card.remember_card(channel, card)
