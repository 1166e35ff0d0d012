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
"""
from __future__ import annotations

import asyncio
import gc
import hashlib
import json
import logging
import secrets
import time
import multiprocessing
from contextlib import contextmanager
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Literal

from bot import ai as computer
from bot import verbs
from bot.names import computer_name
from bot.store import ChannelBusy, StaleVersion, Store, TableRecord

if TYPE_CHECKING:
    from bot.shard_lease import ShardLeases
    from bot.sharding import ShardSet
    from bot.settings import Settings
    from games.base import Game, GameState

log = logging.getLogger(__name__)

TableStatus = Literal["lobby", "playing", "finished", "abandoned"]

RULES_DIR = Path(__file__).resolve().parent.parent / "docs" / "rules"
RULES_LIMIT = 1800          # characters of the rules page quoted in a reply
MAX_AI_STEPS = 100_000      # one command never makes computers play more than this
SECRET_SUMMARY_LIMIT = 600


class Refusal(Exception):
    """A polite sentence for the caller alone (ephemeral); nothing was changed."""


@dataclass
class Seat:
    user: str                 # Discord user id as a string, or "ai:1", "ai:2" ...
    name: str                 # display name at the time of joining
    is_ai: bool = False


@dataclass
class Picture:
    png: bytes
    filename: str             # "stockpile-12-v34.png"
    alt: str                  # a text fallback when the picture cannot be sent


@dataclass
class PrivateMessage:
    text: str                 # mentions as <@id>
    picture: Picture | None = None


@dataclass
class Choice:
    label: str                # GameState.describe(action), <= 80 characters
    action: dict


@dataclass
class Reply:
    """What an adapter sends after one command."""

    answer: str = ""                          # to the caller only (ephemeral in Discord)
    public: list[str] = field(default_factory=list)     # channel texts, in order
    board: Picture | None = None              # the board after the change
    private: dict[str, list[PrivateMessage]] = field(default_factory=dict)  # user -> DMs
    ping: list[str] = field(default_factory=list)       # humans who must act now
    table_id: int | None = None
    version: int | None = None                # the table's version after the command
    finished: bool = False                    # the game ended with this command
    answer_picture: Picture | None = None     # the caller's own picture (with `answer`; /game hand)


@dataclass
class TableInfo:
    table_id: int
    channel: str
    game: str
    host: str
    status: TableStatus
    seats: list[Seat]
    options: dict
    version: int
    title: str = ""
    to_act: list[str] = field(default_factory=list)
    seed: int | None = None


@dataclass
class ReplayStep:
    version: int
    player: str
    action: dict
    label: str
    public: list[str]
    view: dict                # view(None) after the action


# --- drawing -------------------------------------------------------------------
DrawBoard = Callable[[str, dict, dict], "bytes | None"]
DrawPrivate = Callable[[str, dict, dict], "bytes | None"]


def default_draw_board(game: str, view: dict, names: dict[str, str]) -> bytes | None:
    import render
    try:
        return render.board_png(game, view, names)
    except ModuleNotFoundError as exc:
        if exc.name == f"render.{game}":
            return None          # the game has no pictures yet
        raise


def default_draw_private(game: str, view: dict, names: dict[str, str]) -> bytes | None:
    import render
    try:
        return render.private_png(game, view, names)
    except ModuleNotFoundError as exc:
        if exc.name == f"render.{game}":
            return None
        raise


def _fingerprint(view: dict) -> bytes:
    """A short digest of a view: a picture is redrawn only when what it shows changed."""
    return hashlib.blake2b(json.dumps(view, sort_keys=True, separators=(",", ":")).encode(), digest_size=16).digest()


def _warm_up() -> None:
    """A render process loads the games, the pictures and the fonts once, up front."""
    import games  # noqa: F401
    import render  # noqa: F401


# --- secrets -------------------------------------------------------------------
_ABSENT = "<absent>"


def secret_part(mine: Any, table: Any) -> Any:
    """What a player's view holds beyond the table's view (recursively)."""
    if isinstance(mine, dict) and isinstance(table, dict):
        out = {k: secret_part(v, table[k]) if k in table else v
               for k, v in mine.items() if k not in table or v != table[k]}
        out.update({k: _ABSENT for k in table if k not in mine})
        return out
    if isinstance(mine, list) and isinstance(table, list) and len(mine) == len(table):
        return {i: secret_part(a, b) for i, (a, b) in enumerate(zip(mine, table)) if a != b}
    return mine


_SELF_KEYS = {"you", "player", "viewer", "me", "seat", "self", "game"}


def summarise_secret(part: Any) -> str:
    """A short text of a secret part: "hand: 3, 7, 9; forecast: +2"."""
    lines: list[str] = []

    def walk(value: Any, path: tuple[str, ...]) -> None:
        if isinstance(value, dict) and any(isinstance(v, (dict, list)) for v in value.values()) or \
                isinstance(value, dict) and len(path) == 0:
            for k, v in value.items():
                walk(v, path if isinstance(k, int) else (*path, str(k)))
            return
        if value == _ABSENT or value is None or value == [] or value == {} or not path or \
                path[-1] in _SELF_KEYS:
            return
        if isinstance(value, dict):
            shown = ", ".join(f"{k} {v}" for k, v in value.items())
        elif isinstance(value, list):
            shown = ", ".join(" ".join(map(str, v.values())) if isinstance(v, dict) else
                              json.dumps(v) if isinstance(v, list) else str(v) for v in value)
        else:
            shown = str(value)
        label = [p for p in path if p not in _SELF_KEYS][-2:] or list(path[-1:])
        lines.append(f"{' '.join(label).replace('_', ' ')}: {shown}")

    walk(part, ())
    text = "; ".join(lines)
    return text if len(text) <= SECRET_SUMMARY_LIMIT else text[: SECRET_SUMMARY_LIMIT - 1] + "…"


# --- tables in memory ------------------------------------------------------------
@dataclass
class _Table:
    id: int
    channel: str
    game: str
    host: str
    status: str
    seats: list[Seat]
    options: dict
    seed: int | None
    version: int
    state: "GameState | None" = None
    dump: str | None = None                      # the last committed snapshot
    result: dict | None = None
    board_cache: tuple[bytes, Picture] | None = None
    private_cache: dict[str, tuple[bytes, Picture]] = field(default_factory=dict)   # user -> (view, picture)
    changed: float = 0.0                         # when it last changed (time.time())

    def seat(self, user: str) -> Seat | None:
        return next((s for s in self.seats if s.user == user), None)

    def humans(self) -> list[Seat]:
        return [s for s in self.seats if not s.is_ai]

    def names(self) -> dict[str, str]:
        return {s.user: s.name for s in self.seats}

    def seat_dicts(self) -> list[dict]:
        return [{"user": s.user, "name": s.name, "is_ai": s.is_ai} for s in self.seats]


def _seats_from(data: list[dict]) -> list[Seat]:
    return [Seat(d["user"], d["name"], bool(d.get("is_ai", False))) for d in data]


def _games() -> dict[str, "Game"]:
    from games import GAMES   # read at call time: tests register games into it
    return GAMES


class _Run:
    """Events gathered while one command applies one or more actions."""

    def __init__(self) -> None:
        self.public: list[str] = []
        self.private: dict[str, list[str]] = {}
        self.applied = 0

    def add(self, events: list[dict]) -> None:
        for event in events:
            if event.get("to") is None:
                self.public.append(event["text"])
            else:
                self.private.setdefault(event["to"], []).append(event["text"])


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

    Built as ``Referee(store, render_workers=2)`` around an opened ``bot.store.Store``;
    ``await Referee.open(settings)`` opens the SQLite store at settings.database_path
    and returns a started referee. Pictures are drawn in a thread pool of
    `render_workers` threads, never on the event loop.
    """

    def __init__(self, store: Store, render_workers: int = 2, *,
                 draw_board: DrawBoard | None = None, draw_private: DrawPrivate | None = None,
                 auto_ai: bool = True, pictures: bool = True, render_processes: bool = False,
                 shards: "ShardSet | None" = None) -> None:
        self.store = store
        self.shards = shards              # None: every table; else only the tables of these shards' guilds
        self.leases: "ShardLeases | None" = None   # held while the process runs shards (Referee.open)
        self.halted: str | None = None    # why this process stopped acting (its shard lease was lost)
        self.render_workers = render_workers
        self.draw_board = draw_board or default_draw_board
        self.draw_private = draw_private or default_draw_private
        self.auto_ai = auto_ai            # computer seats move on their own after each command
        self.pictures = pictures          # False: no pictures at all (bench of the bare path)
        self._pool: Executor
        if render_processes:
            # Drawing is CPU work under the GIL: worker processes use every core and keep the
            # event loop responsive. The draw functions must be importable (no test doubles).
            self._pool = ProcessPoolExecutor(max_workers=render_workers, initializer=_warm_up,
                                             mp_context=multiprocessing.get_context("spawn"))
        else:
            self._pool = ThreadPoolExecutor(max_workers=render_workers, thread_name_prefix="render")
        self._tables: dict[str, _Table] = {}      # channel -> active table
        self._ended: dict[str, dict[str, str]] = {}   # channel -> seat names of the table that ended last
        self._locks: dict[str, asyncio.Lock] = {}
        self.resumed: dict[str, Reply] = {}       # channel -> what computer seats did during start()

    @classmethod
    async def open(cls, settings: "Settings") -> "Referee":
        """The store from DATABASE_URL (else the SQLite file), the shard leases when SHARD_IDS/SHARD_COUNT
        are set (waiting for, or refusing, another process on the same shard), then start()."""
        from bot.backends import settings_url, store_for
        store = store_for(settings_url(settings))
        await store.open()
        shards = settings.shards()
        referee = cls(store, render_workers=settings.render_workers,
                      render_processes=getattr(settings, "render_processes", False), shards=shards)
        try:
            if shards is not None:
                from bot.shard_lease import ShardLeases
                ttl = settings.shard_lease_seconds
                referee.leases = ShardLeases(store, shards.lease_keys(), ttl)
                referee.leases.on_lost.append(referee.halt)
                await referee.leases.take(wait=2 * ttl)
            await referee.start()
        except BaseException:
            await referee.close()
            raise
        return referee

    def halt(self, why: str) -> None:
        """Stop acting (another process owns our shards now): every command is refused."""
        self.halted = why

    # --- life cycle ---
    async def start(self) -> list[TableInfo]:
        """Open the store and load every unfinished table (after a restart)."""
        with _collector_paused():
            return await self._load_tables()

    async def _load_tables(self) -> list[TableInfo]:
        if not getattr(self.store, "is_open", True):
            await self.store.open()
        games = _games()
        self._tables.clear()
        for rec in await self.store.list_active(self.shards):
            self._load(rec, games)
        for channel, table in list(self._tables.items()):
            if self.auto_ai and self._computer_to_act(table):
                try:
                    self.resumed[channel] = await self.resume(channel)
                except Refusal:
                    log.exception("table %s could not catch up", table.id)
        return [self._info(t) for t in self._tables.values()]

    def _load(self, rec: TableRecord, games: dict[str, "Game"]) -> None:
        game = games.get(rec.game)
        if game is None:
            log.warning("table %s plays %r, which is not installed; left alone", rec.id, rec.game)
            return
        table = self._from_record(rec)
        if rec.status == "playing" and rec.snapshot is not None:
            table.state = game.load(rec.snapshot)
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
            await self.store.claim_guild(rec.id, guild)
            rec.guild = guild
            self._load(rec, _games())
            log.info("table %s in channel %s now belongs to guild %s", rec.id, channel, guild)
        if channel in self._tables and self.auto_ai and self._computer_to_act(self._tables[channel]):
            self.resumed[channel] = await self.resume(channel)

    async def close(self) -> None:
        self._pool.shutdown(wait=True)
        if self.leases is not None:
            await self.leases.release()
        await self.store.close()

    def _from_record(self, rec: TableRecord) -> _Table:
        return _Table(id=rec.id, channel=rec.channel, game=rec.game, host=rec.host, status=rec.status,
                      seats=_seats_from(rec.seats), options=rec.options, seed=rec.seed,
                      version=rec.version, dump=rec.snapshot, result=rec.result, changed=rec.updated)

    def _close_table(self, t: _Table) -> None:
        self._tables.pop(t.channel, None)
        t.board_cache = None
        t.private_cache.clear()
        self._ended[t.channel] = t.names()

    def _lock(self, channel: str) -> asyncio.Lock:
        lock = self._locks.get(channel)
        if lock is None:
            lock = self._locks[channel] = asyncio.Lock()
        return lock

    def _need(self, channel: str) -> _Table:
        if self.halted:
            raise Refusal("This bot process has handed its servers over to another one; try again in a moment.")
        table = self._tables.get(channel)
        if table is None:
            raise Refusal("There is no table in this channel. Open one with `/game new <game>`.")
        return table

    def _game(self, table: _Table) -> "Game":
        game = _games().get(table.game)
        if game is None:
            raise Refusal(f"The game {table.game!r} is not installed here.")
        return game

    def _title(self, key: str) -> str:
        game = _games().get(key)
        return game.title if game else key

    def _info(self, t: _Table) -> TableInfo:
        return TableInfo(table_id=t.id, channel=t.channel, game=t.game, host=t.host, status=t.status,  # type: ignore[arg-type]
                         seats=[Seat(s.user, s.name, s.is_ai) for s in t.seats], options=dict(t.options),
                         version=t.version, title=self._title(t.game),
                         to_act=t.state.to_act() if t.state is not None and t.status == "playing" else [],
                         seed=t.seed)

    # --- lobby ---
    async def new_table(self, channel: str, game: str, host: str, host_name: str,
                        options: dict | None = None, *, join: bool = True, guild: int | None = None) -> Reply:
        games = _games()
        key = game.strip().lower()
        if key not in games:
            key = next((k for k, g in games.items() if g.title.lower() == key), key)
        if key not in games:
            known = ", ".join(f"`{k}` ({g.title})" for k, g in games.items()) or "none installed yet"
            raise Refusal(f"I don't know the game {game!r}. Games: {known}.")
        chosen = games[key]
        options = dict(options or {})
        self._check_options(chosen, options)
        async with self._lock(channel):
            if channel in self._tables:
                t = self._tables[channel]
                raise Refusal(f"This channel already has a {self._title(t.game)} table (#{t.id}, {t.status}). "
                              "Finish it or `/game abandon` it first.")
            seats = [Seat(host, host_name)] if join else []
            try:
                rec = await self.store.create(channel, key, host, [], options, guild=guild)
            except ChannelBusy:
                raise Refusal("This channel already has a table.") from None
            table = self._from_record(rec)
            table.seats = seats
            if seats:
                table.version = await self.store.update(table.id, table.version, seats=table.seat_dicts())
            self._tables[channel] = table
            text = (f"<@{host}> opens a table for {chosen.title} ({chosen.min_players}–{chosen.max_players} players). "
                    "Take a seat with `/game join`; the host adds computer players with `/game add-ai` "
                    "and starts with `/game start`.")
            return self._lobby_reply(table, text, answer=f"Table #{table.id} is open.")

    def _check_options(self, game: "Game", options: dict) -> None:
        from games.base import IllegalAction
        try:
            game.parse_options(options)
        except IllegalAction as exc:
            raise Refusal(str(exc)) from None

    def _lobby_reply(self, t: _Table, text: str, answer: str = "") -> Reply:
        return Reply(answer=answer, public=[text, self._seat_line(t)] if text else [self._seat_line(t)],
                     table_id=t.id, version=t.version)

    def _seat_line(self, t: _Table) -> str:
        game = _games().get(t.game)
        limits = f" ({len(t.seats)}/{game.max_players})" if game else ""
        seats = ", ".join(self._seat_label(t, s) for s in t.seats) or "nobody yet"
        return f"Seats{limits}: {seats}."

    @staticmethod
    def _seat_label(t: _Table, s: Seat) -> str:
        who = s.name if s.is_ai else f"<@{s.user}>"
        return f"{who} (host)" if s.user == t.host else who

    def _lobby(self, channel: str) -> _Table:
        t = self._need(channel)
        if t.status != "lobby":
            raise Refusal("The game has already started.")
        return t

    def _require_host(self, t: _Table, user: str, is_admin: bool = False, what: str = "do that") -> None:
        if user != t.host and not is_admin:
            raise Refusal(f"Only the host, <@{t.host}>, can {what}.")

    async def _save_lobby(self, t: _Table, **fields: Any) -> None:
        try:
            t.version = await self.store.update(t.id, t.version, **fields)
            t.changed = time.time()
        except StaleVersion:
            raise Refusal("The table changed meanwhile; try again.") from None

    async def join(self, channel: str, user: str, name: str) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            game = self._game(t)
            if t.seat(user):
                raise Refusal("You already have a seat at this table.")
            if len(t.seats) >= game.max_players:
                raise Refusal(f"The table is full ({game.max_players} seats). The host can remove a computer "
                              "player with `/game remove-ai`.")
            t.seats.append(Seat(user, name))
            await self._save_lobby(t, seats=t.seat_dicts())
            return self._lobby_reply(t, f"<@{user}> takes a seat.", answer="You have a seat.")

    async def leave(self, channel: str, user: str) -> Reply:
        async with self._lock(channel):
            t = self._need(channel)
            seat = t.seat(user)
            if seat is None or seat.is_ai:
                raise Refusal("You have no seat at this table.")
            if t.status == "playing":
                return await self._to_computer(t, seat, f"<@{user}> leaves; a computer plays their seat.")
            t.seats.remove(seat)
            text = f"<@{user}> leaves the table."
            if user == t.host:
                humans = t.humans()
                if not humans:
                    t.status = "abandoned"
                    await self._save_lobby(t, seats=t.seat_dicts(), status="abandoned")
                    self._close_table(t)
                    return Reply(answer="You left; the table is closed.",
                                 public=[f"{text} Nobody is left, so the table is closed."],
                                 table_id=t.id, version=t.version)
                t.host = humans[0].user
                text += f" <@{t.host}> is the host now."
            await self._save_lobby(t, seats=t.seat_dicts(), host=t.host)
            return self._lobby_reply(t, text, answer="You left the table.")

    async def add_ai(self, channel: str, user: str, count: int = 1) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="add computer players")
            game = self._game(t)
            free = game.max_players - len(t.seats)
            if count < 1:
                raise Refusal("Add at least one computer player.")
            if free <= 0:
                raise Refusal(f"The table is full ({game.max_players} seats).")
            added = []
            for _ in range(min(count, free)):
                number = 1 + max((int(s.user.split(":")[1]) for s in t.seats
                                  if s.user.startswith("ai:") and s.user.split(":")[1].isdigit()), default=0)
                seat = Seat(f"ai:{number}", computer_name(number), is_ai=True)
                t.seats.append(seat)
                added.append(seat.name)
            await self._save_lobby(t, seats=t.seat_dicts())
            note = "" if len(added) == count else f" (only {len(added)} seat(s) were free)"
            return self._lobby_reply(t, f"Computer players join: {', '.join(added)}{note}.",
                                     answer=f"Added {len(added)} computer player(s).")

    async def remove_ai(self, channel: str, user: str, count: int = 1) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="remove computer players")
            computers = [s for s in t.seats if s.is_ai]
            if not computers:
                raise Refusal("There are no computer players to remove.")
            gone = computers[-max(1, count):]
            for seat in gone:
                t.seats.remove(seat)
            await self._save_lobby(t, seats=t.seat_dicts())
            return self._lobby_reply(t, f"Computer players leave: {', '.join(s.name for s in gone)}.",
                                     answer=f"Removed {len(gone)} computer player(s).")

    async def set_options(self, channel: str, user: str, options: dict) -> Reply:
        """The host changes the game's options in the lobby (merged over the current ones)."""
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="change the options")
            merged = {**t.options, **options}
            self._check_options(self._game(t), merged)
            t.options = merged
            await self._save_lobby(t, options=merged)
            shown = ", ".join(f"{k}={v}" for k, v in merged.items()) or "the defaults"
            return self._lobby_reply(t, f"Options: {shown}.", answer="Options changed.")

    async def start_game(self, channel: str, user: str, seed: int | None = None) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="start the game")
            return await self._start(t, seed)

    async def _start(self, t: _Table, seed: int | None) -> Reply:
        from games.base import IllegalAction
        game = self._game(t)
        seed = secrets.randbelow(2**31) if seed is None else seed
        try:
            state = game.new([s.user for s in t.seats], seed, t.options or None)
        except IllegalAction as exc:
            raise Refusal(str(exc)) from None
        dump = state.dump()
        before = {s.user: None for s in t.humans()}
        try:
            t.version = await self.store.update(t.id, t.version, status="playing", seed=seed, snapshot=dump)
        except StaleVersion:
            raise Refusal("The table changed meanwhile; try again.") from None
        t.status, t.seed, t.state, t.dump, t.changed = "playing", seed, state, dump, time.time()
        order = ", ".join(self._seat_label(t, s) for s in t.seats)
        run = _Run()
        run.public.append(f"{game.title} begins (table #{t.id}). Seats in order: {order}.")
        run.add(state.opening_events)
        if self.auto_ai:
            await self._run_ai(t, run)
        return await self._reply(t, run, before, answer="The game has started.")

    async def abandon(self, channel: str, user: str, is_admin: bool = False) -> Reply:
        async with self._lock(channel):
            t = self._need(channel)
            self._require_host(t, user, is_admin, what="abandon the table")
            try:
                t.version = await self.store.finish(t.id, t.version, "abandoned", None)
            except StaleVersion:
                raise Refusal("The table changed meanwhile; try again.") from None
            t.status = "abandoned"
            self._close_table(t)
            return Reply(answer="The table is abandoned.",
                         public=[f"<@{user}> abandons the {self._title(t.game)} table (#{t.id}). "
                                 "Its log is kept; `/game rematch` starts it again with the same seats."],
                         table_id=t.id, version=t.version)

    async def rematch(self, channel: str, user: str, seed: int | None = None) -> Reply:
        async with self._lock(channel):
            if channel in self._tables:
                raise Refusal("This channel already has a table in play.")
            last = await self.store.latest(channel)
            if last is None or last.status not in ("finished", "abandoned"):
                raise Refusal("There is no finished table in this channel to play again.")
            seats = _seats_from(last.seats)
            if user != last.host and not any(s.user == user for s in seats):
                raise Refusal("Only a player of the last game can ask for a rematch.")
            try:
                rec = await self.store.create(channel, last.game, last.host, [s.__dict__ for s in seats],
                                              last.options, guild=last.guild)
            except ChannelBusy:
                raise Refusal("This channel already has a table.") from None
            t = self._from_record(rec)
            self._tables[channel] = t
            try:
                reply = await self._start(t, seed)
            except Refusal:
                await self.store.finish(t.id, t.version, "abandoned", None)
                self._tables.pop(channel, None)
                raise
            reply.public.insert(0, f"Rematch of table #{last.id}: same seats, new deal.")
            return reply

    async def hand_to_ai(self, channel: str, user: str, seat_user: str, is_admin: bool = False) -> Reply:
        """The host gives a departed player's seat to a computer player."""
        async with self._lock(channel):
            t = self._need(channel)
            self._require_host(t, user, is_admin, what="hand a seat to a computer")
            seat = t.seat(seat_user)
            if seat is None or seat.is_ai:
                raise Refusal("That player has no seat of their own at this table.")
            if t.status == "lobby":
                t.seats.remove(seat)
                await self._save_lobby(t, seats=t.seat_dicts())
                return self._lobby_reply(t, f"<@{seat_user}> is removed from the table.")
            return await self._to_computer(t, seat, f"<@{user}> hands <@{seat_user}>'s seat to a computer.")

    async def _to_computer(self, t: _Table, seat: Seat, text: str) -> Reply:
        before = self._secrets(t)
        seat.is_ai = True
        seat.name = f"{seat.name} (AI)"
        await self._save_lobby(t, seats=t.seat_dicts())
        if seat.user == t.host and t.humans():
            t.host = t.humans()[0].user
            await self._save_lobby(t, host=t.host)
        run = _Run()
        run.public.append(text)
        if self.auto_ai:
            await self._run_ai(t, run)
        return await self._reply(t, run, before, answer="Done.")

    # --- play ---
    async def act(self, channel: str, user: str, action: dict, version: int | None = None) -> Reply:
        """Apply one action; `version` (from a button) must match the table's or it is outdated."""
        async with self._lock(channel):
            t = self._playing(channel, user)
            if version is not None and version != t.version:
                raise Refusal("That button is outdated: the table has moved on. Use the latest message "
                              "or `/game status`.")
            return await self._act(t, user, action)

    async def _act(self, t: _Table, user: str, action: dict) -> Reply:
        before = self._secrets(t)
        run = _Run()
        label = t.state.describe(action) if isinstance(action, dict) and action.get("type") else str(action)
        await self._apply(t, user, action, run)
        if self.auto_ai:
            await self._run_ai(t, run)
        return await self._reply(t, run, before, answer=f"Done: {label}.")

    def _playing(self, channel: str, user: str) -> _Table:
        t = self._need(channel)
        if t.status != "playing" or t.state is None:
            raise Refusal("The game has not started yet. The host starts it with `/game start`.")
        seat = t.seat(user)
        if seat is None:
            raise Refusal("You are not playing at this table.")
        if seat.is_ai:
            raise Refusal("A computer plays your seat now.")
        return t

    async def act_typed(self, channel: str, user: str, verb: str, args: list[str]) -> Reply:
        """A typed verb (/bid 2 6000): matched against legal actions of that type."""
        async with self._lock(channel):
            t = self._playing(channel, user)
            action = self._match_typed(t, user, verb, args)
            return await self._act(t, user, action)

    def _match_typed(self, t: _Table, user: str, verb: str, args: list[str]) -> dict:
        state = t.state
        legal = state.legal_actions(user)
        if not legal:
            waiting = ", ".join(f"<@{p}>" for p in state.to_act()) or "nobody"
            raise Refusal(f"It is not your move; waiting for {waiting}.")
        key = verbs.verb_key(verb)
        of_type = [a for a in legal if verbs.verb_key(str(a.get("type", ""))) == key]
        if not of_type:
            kinds = sorted({f"`/{str(a.get('type')).replace('_', '-')}`" for a in legal})
            reason = self._game_refusal(t, user, {"type": key})
            if reason:
                raise Refusal(f"You can't {verb.lstrip('/')} now. {reason} "
                              f"Type, for example: {verbs.examples(legal, state.describe)}.")
            raise Refusal(f"You can't {verb.lstrip('/')} now. You can: {', '.join(kinds)}. "
                          f"For example: {verbs.examples(legal, state.describe)}.")
        found = verbs.match(of_type, args)
        if len(found) == 1:
            return found[0]
        typed = " ".join([f"/{verb.lstrip('/')}", *args])
        if not found:
            reason = self._game_refusal(t, user, verbs.attempted(of_type, args))
            if reason:   # the game says what is allowed; add how to type it, briefly
                raise Refusal(f"`{typed}` is not allowed now. {reason} "
                              f"Type, for example: {verbs.examples(of_type, state.describe)}.")
            raise Refusal(f"`{typed}` is not allowed now. You can: {verbs.examples(of_type, state.describe)}.")
        raise Refusal(f"`{typed}` could mean several moves; say which: {verbs.examples(found, state.describe)}.")

    def _game_refusal(self, t: _Table, user: str, action: dict | None) -> str | None:
        """The game's own sentence for a move it refuses (asked of a copy: nothing can change)."""
        if action is None:
            return None
        from games.base import IllegalAction

        trial = _games()[t.game].load(t.state.dump())
        try:
            trial.apply(user, action)
        except IllegalAction as refusal:
            return str(refusal)
        except Exception:  # a malformed guess must never break the answer
            return None
        return None

    def choices(self, channel: str, user: str, verb: str | None = None) -> list[Choice]:
        """The caller's legal actions as labelled choices (for panels and autocomplete)."""
        t = self._tables.get(channel)
        if t is None or t.state is None or t.status != "playing":
            return []
        seat = t.seat(user)
        if seat is None or seat.is_ai:
            return []
        legal = t.state.legal_actions(user)
        if verb is not None:
            key = verbs.verb_key(verb)
            legal = [a for a in legal if verbs.verb_key(str(a.get("type", ""))) == key]
        return [Choice(t.state.describe(a)[:80], a) for a in legal]

    async def step_ai(self, channel: str) -> Reply:
        """Exactly one computer move (simulations drive a table this way, one picture per move)."""
        async with self._lock(channel):
            t = self._need(channel)
            before = self._secrets(t)
            run = _Run()
            await self._run_ai(t, run, limit=1)
            if not run.applied:
                raise Refusal("No computer player is to act.")
            return await self._reply(t, run, before)

    async def resume(self, channel: str) -> Reply:
        """Let computer seats that are due play (after a restart or a handover)."""
        async with self._lock(channel):
            t = self._need(channel)
            before = self._secrets(t)
            run = _Run()
            await self._run_ai(t, run)
            return await self._reply(t, run, before) if run.applied else Reply(table_id=t.id, version=t.version)

    def _computer_to_act(self, t: _Table) -> str | None:
        if t.state is None or t.status != "playing":
            return None
        for player in t.state.to_act():
            seat = t.seat(player)
            if seat is not None and seat.is_ai:
                return player
        return None

    async def _run_ai(self, t: _Table, run: _Run, limit: int = MAX_AI_STEPS) -> None:
        steps = 0
        while steps < limit and not t.state.is_over():
            player = self._computer_to_act(t)
            if player is None:
                return
            legal = t.state.legal_actions(player)
            action = computer.choose(t.game, t.state.view(player), legal,
                                     computer.rng_for(t.seed, player, t.version))
            await self._apply(t, player, action, run)
            steps += 1

    async def _apply(self, t: _Table, player: str, action: dict, run: _Run) -> None:
        """apply + commit, or nothing at all (the state is restored from the last snapshot)."""
        from games.base import IllegalAction
        game = self._game(t)
        try:
            events = t.state.apply(player, action)
        except IllegalAction as exc:
            raise Refusal(str(exc)) from None
        except Exception:
            log.exception("table %s: %r by %s broke the game", t.id, action, player)
            t.state = game.load(t.dump)
            raise Refusal("That move upset the rules engine; nothing was changed. Please tell the bot's owner.") from None
        dump = t.state.dump()
        public = [e["text"] for e in events if e.get("to") is None]
        result = None
        if t.state.is_over():
            result = {"scores": t.state.scores(), "winners": t.state.winners()}
        try:
            version = await self.store.commit_action(t.id, t.version, player, action, dump, public, result)
        except StaleVersion:
            await self._reload(t)     # another process moved it on: catch up with the store
            raise Refusal("The table moved on meanwhile; nothing was changed.") from None
        except BaseException:
            t.state = game.load(t.dump)
            raise
        t.version, t.dump, t.changed = version, dump, time.time()
        run.add(events)
        run.applied += 1
        if result is not None:
            t.status, t.result = "finished", result
            self._close_table(t)

    async def _reload(self, t: _Table) -> None:
        rec = await self.store.load(t.id)
        fresh = self._from_record(rec)
        t.status, t.seats, t.host, t.version, t.dump, t.changed = (
            fresh.status, fresh.seats, fresh.host, fresh.version, fresh.dump, fresh.changed)
        t.state = self._game(t).load(rec.snapshot) if rec.snapshot is not None else None
        if t.status not in ("lobby", "playing"):
            self._close_table(t)

    # --- replies ---
    def _secrets(self, t: _Table) -> dict[str, Any]:
        if t.state is None:
            return {s.user: None for s in t.humans()}
        table = t.state.view(None)
        return {s.user: secret_part(t.state.view(s.user), table) for s in t.humans()}

    async def _reply(self, t: _Table, run: _Run, before: dict[str, Any], answer: str = "") -> Reply:
        state = t.state
        reply = Reply(answer=answer, public=list(run.public), table_id=t.id, version=t.version)
        if state.is_over():
            reply.finished = True
            reply.public.append(self._final_text(t))
        else:
            reply.ping = [p for p in state.to_act() if (s := t.seat(p)) is not None and not s.is_ai]
        after = self._secrets(t)
        changed = [s.user for s in t.humans()
                   if after.get(s.user) != before.get(s.user) or s.user in run.private]
        tasks = [self._board(t)] + [self._private(t, user) for user in changed]
        pictures = await asyncio.gather(*tasks)
        reply.board = pictures[0]
        for user, picture in zip(changed, pictures[1:]):
            lines = list(run.private.get(user, []))
            if after.get(user) != before.get(user):
                lines.append(f"Your {self._title(t.game)} secrets (table #{t.id}): "
                             f"{self._secret_summary(state, user)}")
            reply.private[user] = [PrivateMessage("\n".join(lines), picture)]
        return reply

    def _final_text(self, t: _Table) -> str:
        scores = t.state.scores()
        ranked = sorted(t.seats, key=lambda s: -scores.get(s.user, 0))
        table = ", ".join(f"{self._who(s)} {scores.get(s.user, 0):,}" for s in ranked)
        winners = " and ".join(self._who(t.seat(w)) for w in t.state.winners() if t.seat(w))
        return f"Game over. Final scores: {table}. Winner: {winners}. `/game rematch` plays again."

    @staticmethod
    def _who(s: Seat) -> str:
        return s.name if s.is_ai else f"<@{s.user}>"

    async def _render(self, fn: Callable, *args: Any) -> bytes | None:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool, fn, *args)
        except Exception:
            log.exception("drawing %s failed", args[0] if args else "?")
            return None

    def _alt(self, t: _Table) -> str:
        waiting = ", ".join(self._who(s) for p in t.state.to_act() if (s := t.seat(p))) if t.state else ""
        status = f"waiting for {waiting}" if waiting else t.status
        return f"{self._title(t.game)}, table #{t.id}, move {t.version}: {status}."

    async def _board(self, t: _Table) -> Picture | None:
        if t.state is None or not self.pictures:
            return None
        view = t.state.view(None)
        key = _fingerprint(view)
        if t.board_cache is not None and t.board_cache[0] == key:
            old = t.board_cache[1]
            return Picture(old.png, old.filename, self._alt(t))
        png = await self._render(self.draw_board, t.game, view, t.names())
        if png is None:
            return None
        picture = Picture(png, f"{t.game}-{t.id}-v{t.version}.png", self._alt(t))
        t.board_cache = (key, picture)
        return picture

    async def _private(self, t: _Table, user: str) -> Picture | None:
        if t.state is None or not self.pictures:
            return None
        view = t.state.view(user)
        key = _fingerprint(view)
        cached = t.private_cache.get(user)
        if cached is not None and cached[0] == key:
            return cached[1]
        png = await self._render(self.draw_private, t.game, view, t.names())
        if png is None:
            return None
        picture = Picture(png, f"{t.game}-{t.id}-v{t.version}-{user.replace(':', '_')}.png",
                          f"Your {self._title(t.game)} hand.")
        t.private_cache[user] = (key, picture)
        return picture

    # --- information ---
    def table(self, channel: str) -> TableInfo | None:
        t = self._tables.get(channel)
        return self._info(t) if t else None

    def tables(self) -> list[TableInfo]:
        return [self._info(t) for t in self._tables.values()]

    def names(self, channel: str) -> dict[str, str]:
        """Seat user id -> display name for the channel's table (to render <@id> of computer seats)."""
        t = self._tables.get(channel)
        return t.names() if t else dict(self._ended.get(channel, {}))

    async def status(self, channel: str) -> Reply:
        t = self._tables.get(channel)
        if t is None:
            last = await self.store.latest(channel)
            if last is None:
                raise Refusal("There is no table in this channel. Open one with `/game new <game>`.")
            text = f"No table in play. The last one: {self._title(last.game)} #{last.id}, {last.status}."
            if last.result:
                seats = {s.user: s for s in _seats_from(last.seats)}
                won = " and ".join(self._who(seats[w]) for w in last.result.get("winners", []) if w in seats)
                text += f" Winner: {won}."
            return Reply(public=[text], table_id=last.id, version=last.version)
        if t.status == "lobby":
            game = self._game(t)
            options = ", ".join(f"{k}={v}" for k, v in t.options.items()) or "defaults"
            return self._lobby_reply(t, f"{game.title} table #{t.id}, waiting to start (options: {options}). "
                                        f"{game.min_players}–{game.max_players} players.")
        waiting = ", ".join(self._who(s) for p in t.state.to_act() if (s := t.seat(p)))
        view = t.state.view(None)
        phase = f", {view['phase']}" if isinstance(view.get("phase"), str) else ""
        text = (f"{self._title(t.game)} table #{t.id} (move {t.version}{phase}). "
                f"{self._seat_line(t)} Waiting for {waiting or 'nobody'}.")
        reply = Reply(public=[text], table_id=t.id, version=t.version,
                      ping=[p for p in t.state.to_act() if not t.seat(p).is_ai])
        reply.board = await self._board(t)
        return reply

    @staticmethod
    def _secret_summary(state: Any, user: str) -> str:
        """The game's own sentence about the player's secrets, else a summary of their view."""
        told = state.secret_text(user)
        if told:
            return told
        part = secret_part(state.view(user), state.view(None))
        return f"{summarise_secret(part) or 'nothing hidden'}."

    async def hand(self, channel: str, user: str) -> Reply:
        t = self._need(channel)
        if t.state is None:
            raise Refusal("The cards are dealt when the game starts.")
        seat = t.seat(user)
        if seat is None:
            raise Refusal("You are not playing at this table.")
        summary = self._secret_summary(t.state, user)
        legal = t.state.legal_actions(user)
        move = f" You can: {verbs.examples(legal, t.state.describe, 5)}." if legal else ""
        return Reply(answer=f"Your {self._title(t.game)} secrets: {summary}{move}",
                     answer_picture=await self._private(t, user), table_id=t.id, version=t.version)

    async def history(self, channel: str, last: int = 15, user: str | None = None,
                      table_id: int | None = None) -> Reply:
        """The last actions: what the table was told; a finished table shows every move's label."""
        rec = await (self.store.load(table_id) if table_id is not None else self._current_record(channel))
        if rec is None:
            raise Refusal("There is no table in this channel yet.")
        entries = await self.store.history(rec.id, max(1, min(last, 100)))
        seats = {s.user: s for s in _seats_from(rec.seats)}
        over = rec.status in ("finished", "abandoned")
        describe = self._describer(rec)
        lines = []
        for entry in entries:
            who = self._who(seats[entry.player]) if entry.player in seats else f"<@{entry.player}>"
            if over or entry.player == user:
                lines.append(f"{entry.version}. {who}: {describe(entry.action)}")
            else:
                lines.append(f"{entry.version}. {' '.join(entry.public) or who + ' moves.'}")
        head = f"{self._title(rec.game)} table #{rec.id} ({rec.status}), last {len(lines)} moves:"
        return Reply(answer="\n".join([head, *lines]) if lines else f"{head} none yet.",
                     table_id=rec.id, version=rec.version)

    async def _current_record(self, channel: str) -> TableRecord | None:
        t = self._tables.get(channel)
        return await (self.store.load(t.id) if t else self.store.latest(channel))

    def _describer(self, rec: TableRecord) -> Callable[[dict], str]:
        t = self._tables.get(rec.channel)
        state = t.state if t is not None and t.id == rec.id else None
        if state is None and rec.snapshot is not None and rec.game in _games():
            state = _games()[rec.game].load(rec.snapshot)
        if state is None:
            return lambda a: verbs.typed_form(a)
        return lambda a: state.describe(a)

    async def scores(self, channel: str, user: str | None = None) -> Reply:
        t = self._tables.get(channel)
        if t is None or t.state is None:
            last = await self.store.latest(channel)
            if last is None or not last.result:
                raise Refusal("No scores yet: the game has not started.")
            seats = {s.user: s for s in _seats_from(last.seats)}
            ranked = sorted(last.result["scores"].items(), key=lambda kv: -kv[1])
            table = ", ".join(f"{self._who(seats[u]) if u in seats else u} {v:,}" for u, v in ranked)
            return Reply(public=[f"Final scores of table #{last.id}: {table}."], table_id=last.id,
                         version=last.version)
        own = ""
        if user is not None and t.seat(user) is not None:
            own = f"Your score now: {t.state.scores().get(user, 0):,}."
        view = t.state.view(None)
        shown = view.get("scores")
        public = []
        if isinstance(shown, dict):
            table = ", ".join(f"{self._who(t.seat(u)) if t.seat(u) else u} {v}" for u, v in shown.items())
            public.append(f"Scores on the table: {table}.")
        else:
            public.append("The final scores are counted at the end; the board shows what is public.")
        return Reply(answer=own, public=public, table_id=t.id, version=t.version)

    def rules(self, game: str) -> str:
        games = _games()
        chosen = games.get(game.strip().lower())
        if chosen is None:
            known = ", ".join(f"`{k}`" for k in games) or "none installed yet"
            return f"I don't know the game {game!r}. Games: {known}."
        path = RULES_DIR / f"{chosen.key}.md"
        fields = chosen.options_model.model_fields
        options = "; ".join(f"{name}: {f.description or f.annotation} (default {f.get_default(call_default_factory=True)!r})"
                            for name, f in fields.items()) or "none"
        head = f"**{chosen.title}**, {chosen.min_players}–{chosen.max_players} players. Options: {options}."
        if not path.exists():
            return head
        body = path.read_text(encoding="utf-8")
        if len(body) > RULES_LIMIT:
            body = body[:RULES_LIMIT].rsplit("\n", 1)[0] + f"\n… (the full rules: docs/rules/{chosen.key}.md)"
        return f"{head}\n\n{body}"

    def overdue(self, seconds: float) -> list[TableInfo]:
        """Tables whose humans have been waiting longer than `seconds` (for turn reminders)."""
        now = time.time()
        return [self._info(t) for t in self._tables.values()
                if t.status == "playing" and t.changed < now - seconds]

    # --- replay ---
    async def replay(self, table_id: int) -> list[ReplayStep]:
        """Every move of a table from its seed, with what the table saw after each."""
        from bot.replay import replay_steps
        rec = await self.store.load(table_id)
        if rec is None:
            raise Refusal(f"There is no table #{table_id}.")
        if rec.seed is None:
            raise Refusal(f"Table #{table_id} never started.")
        return replay_steps(rec, await self.store.actions(table_id))
