"""The table book: the tables in memory (one per channel), their locks, loading and committing.

Every part of the referee (bot/referee/referee.py lists them) receives the one ``TableBook`` and
works on the tables through its public methods: ``lock``, ``need``, ``commit``, ``reload`` and
``close_table``. A ``Table`` is one table as it stands after its last commit."""
from __future__ import annotations

import asyncio
import logging
import re
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Awaitable, Callable, TypeVar

from bot.text.names import seat_label, seat_names
from bot.referee.shapes import Refusal, Seat, TableInfo
from bot.store.base import ChannelBusy, DatabaseGone, StaleVersion, Store, TableRecord
from bot.text.words import Said, game_title, message_of, number_text
from games.base import Event, Message, as_player, msg
from i18n import DEFAULT_LOCALE, LOCALES

if TYPE_CHECKING:
    from bot.store.process_lock import ProcessLock
    from games.base import Game, GameState

log = logging.getLogger("bot.referee")
T = TypeVar("T")

NAME_LIMIT = 32


#: Characters that turn text around or hide in it: bidi embeddings, overrides, isolates and marks,
#: zero-width spaces and the byte-order mark. A name holding them reorders the text around it
#: ("\u202eevil" shows as "live"); joiners (U+200C/D) stay, scripts and emoji need them.
_INVISIBLE = re.compile("[\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")


def clean_name(name: str) -> str:
    """A display name on one line, without control or bidi characters, at most NAME_LIMIT
    characters: names are drawn on the board and written in texts, where a newline would break
    both and a bidi override would turn the text after it around."""
    text = _INVISIBLE.sub("", str(name)[:10 * NAME_LIMIT])
    one_line = " ".join(re.sub(r"[\x00-\x1f\x7f\u2028\u2029]", " ", text).split())
    return (one_line[:NAME_LIMIT - 1] + "…" if len(one_line) > NAME_LIMIT else one_line) or "player"


def why_not_saved(exc: BaseException) -> Message:
    """A short, secret-free reason for a failed write, for the player (a message)."""
    text = str(exc).lower()
    if isinstance(exc, TimeoutError) or "statement timeout" in text:
        return msg("bot-why-slow")
    if "full" in text:
        return msg("bot-why-disk-full")
    if "locked" in text or "busy" in text:
        return msg("bot-why-busy")
    if "readonly" in text or "read-only" in text:
        return msg("bot-why-read-only")
    return msg("bot-why-refused")


ENDED_KEPT = 1000     # channels whose ended table's seat names are kept (late clicks, history)
LOCKS_KEPT = 1000     # idle channel locks kept beyond one per open table


def not_saved(exc: BaseException) -> Refusal:
    return Refusal("bot-not-saved", why=why_not_saved(exc))


def halted(why: str) -> Refusal:
    return Refusal("bot-halted", why=why)


def aside(table_id: int) -> Refusal:
    return Refusal("bot-aside", table=number_text(table_id))


@dataclass
class Table:
    id: int
    channel: str
    game: str
    host: str
    status: str
    seats: list[Seat]
    options: dict[str, Any]
    seed: int | None
    version: int
    state: "GameState | None" = None
    dump: str | None = None                      # the last committed snapshot
    settings: dict[str, Any] = field(default_factory=dict[str, Any])  # {"language": "zh-TW"}: see language()
    result: dict[str, Any] | None = None
    changed: float = 0.0                         # when it last changed (time.time())
    # the last few versions: who was to act at each, and who made the move that led to it
    acting_at: dict[int, frozenset[str]] = field(default_factory=dict)
    mover_at: dict[int, str] = field(default_factory=dict)
    guild: int | None = None                     # the Discord server (None: the console, old tables)
    parent: str | None = None                    # the channel whose thread the table lives in
    turn_timer: int = 0                          # seconds a human has for a turn (0: no timer)
    deadline: float | None = None                # when the awaited turn runs out (stored)
    reminded: bool = False                       # its half-time reminder was sent (stored)
    undo: tuple[int, str] | None = None          # (version, player): that move may be taken back (bot/referee/undoing.py)
    told: dict[str, str] = field(default_factory=dict)   # user -> digest of their last DM (bot/referee/replies.py)
    hinted: dict[str, int] = field(default_factory=dict)  # user -> version a hint was given at (bot/referee/coach.py)
    # (state, human seats, their secret facts): worked out once per state (bot/referee/replies.py secrets())
    secrets_kept: tuple[Any, tuple[str, ...], dict[str, Any]] | None = None

    def remember(self, mover: str | None, keep: int = 20) -> None:
        """Note who is to act at the current version (and who moved to reach it)."""
        if self.state is None:
            return
        self.acting_at[self.version] = frozenset(self.state.to_act())
        if mover is not None:
            self.mover_at[self.version] = mover
        for old in [v for v in self.acting_at if v <= self.version - keep]:
            self.acting_at.pop(old, None)
            self.mover_at.pop(old, None)

    def dealt(self) -> "GameState":
        """The table's game state; a Refusal before the deal (callers check the status first)."""
        if self.state is None:
            raise Refusal("bot-not-started")
        return self.state

    def dealt_seed(self) -> int:
        """The seed of the deal; a Refusal before the deal."""
        if self.seed is None:
            raise Refusal("bot-not-started")
        return self.seed

    def language(self) -> str:
        """The table's language: its public texts and board picture are in it."""
        return table_language(self.settings)

    def seat(self, user: str) -> Seat | None:
        return next((s for s in self.seats if s.user == user), None)

    def humans(self) -> list[Seat]:
        return [s for s in self.seats if not s.is_ai]

    def names(self, locale: str | None = None) -> dict[str, str]:
        """Seat user id -> name as drawn and written in `locale` (default the table's language):
        a computer seat with its level in that language."""
        return seat_names(self.seats, locale or self.language())

    def seat_dicts(self) -> list[dict[str, Any]]:
        return seat_dicts(self.seats)

    def undoer(self) -> str | None:
        """The player who may take back the table's last move now (None: nobody; bot/referee/undoing.py)."""
        if self.status != "playing" or self.undo is None or self.undo[0] != self.version:
            return None
        return self.undo[1]


def seat_dicts(seats: list[Seat]) -> list[dict[str, Any]]:
    return [{"user": s.user, "name": s.name, "is_ai": s.is_ai, **({"level": s.level} if s.level else {})}
            for s in seats]


def seats_from(data: list[dict[str, Any]]) -> list[Seat]:
    return [Seat(d["user"], d["name"], bool(d.get("is_ai", False)), d.get("level")) for d in data]


def installed_games() -> dict[str, "Game"]:
    from games import GAMES   # read at call time: tests register games into it
    return GAMES


def recorded(event: Event) -> Any:
    """What the action log keeps of a public event: its record when it has one, else the event
    itself, as a message (ids and arguments, rendered in the reader's language when read)."""
    record = event.get("record")
    return message_of(event if record is None else record)


class Run:
    """Events gathered while one command applies one or more actions."""

    def __init__(self) -> None:
        self.public: list[str] = []            # Said texts (str for the legacy few)
        self.private: dict[str, list[str]] = {}
        self.applied = 0
        self.mover: str | None = None          # the human whose command this is (bot/referee/replies.py)
        self.own: Any = None                   # their secret facts right after their own step(s)
        self.own_private: list[str] = []       # what their own step(s) told them alone (their answer says it)
        self.failure: Refusal | None = None   # why a computer's move could not be saved

    def add(self, events: list[Event]) -> None:
        for event in events:
            to = event.get("to")
            if to is None:
                self.public.append(Said(event))
            else:
                self.private.setdefault(to, []).append(Said(event))


def table_from(rec: TableRecord) -> Table:
    """A table in memory from its stored record (no state: the caller loads the snapshot)."""
    return Table(id=rec.id, channel=rec.channel, game=rec.game, host=rec.host, status=rec.status,
                 seats=seats_from(rec.seats), options=rec.options, seed=rec.seed,
                 version=rec.version, dump=rec.snapshot, result=rec.result, changed=rec.updated,
                 settings=dict(rec.settings or {}), guild=rec.guild, parent=rec.parent,
                 turn_timer=rec.turn_timer, deadline=rec.deadline, reminded=rec.reminded)


def game_of(table: Table) -> "Game":
    """The installed game a table plays; a Refusal when it is not installed (any more)."""
    game = installed_games().get(table.game)
    if game is None:
        raise Refusal("bot-game-not-installed", game=table.game)
    return game


def title_of(key: str) -> str:
    game = installed_games().get(key)
    return game.title if game else key


def table_language(settings: dict[str, Any]) -> str:
    """The language a table with these settings speaks (settings["language"], else the default)."""
    chosen = settings.get("language")
    return chosen if chosen in LOCALES else DEFAULT_LOCALE


def game_name(key: str) -> Any:
    """A game's name as a message argument (its catalog title, in the reader's language)."""
    return game_title(key, title_of(key))


def who(s: Seat) -> Any:
    """A seat as a message argument: a computer seat by its name (ours), anyone else as a
    player, which adapters render as a mention (a player's own display name never enters a
    text raw, even after a computer took over their seat)."""
    return seat_label(s) if s.is_ai and s.user.startswith("ai:") else as_player(s.user)


def info_of(t: Table) -> TableInfo:
    """What adapters may know of a table (a copy: changing it changes nothing)."""
    return TableInfo(table_id=t.id, channel=t.channel, game=t.game, host=t.host,
                     status=t.status,  # type: ignore[arg-type]  # a stored status is one of TableStatus
                     seats=[Seat(s.user, s.name, s.is_ai, s.level) for s in t.seats], options=dict(t.options),
                     version=t.version, title=title_of(t.game),
                     to_act=t.state.to_act() if t.state is not None and t.status == "playing" else [],
                     seed=t.seed, guild=t.guild, parent=t.parent, turn_timer=t.turn_timer,
                     deadline=t.deadline, reminded=t.reminded, language=t.language())


class ChannelLock:
    """One channel's lock, counting who holds it or waits for it: an idle one may be forgotten."""

    def __init__(self) -> None:
        self._lock = asyncio.Lock()
        self.users = 0

    async def __aenter__(self) -> None:
        self.users += 1
        try:
            await self._lock.acquire()
        except BaseException:
            self.users -= 1
            raise

    async def __aexit__(self, *exc: object) -> None:
        self._lock.release()
        self.users -= 1

    def locked(self) -> bool:
        return self._lock.locked()


def _nothing(table: Table) -> None:
    """No part has asked to hear of tables a command reaches (see ``TableBook.on_reach``)."""


class TableBook:
    """The state every part of the referee shares: the tables in memory, their locks, the tables
    left aside, the store and the clock; and the helpers that keep memory equal to the store."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.tables: dict[str, Table] = {}               # channel -> active table
        self.ended: dict[str, dict[str, str]] = {}       # channel -> seat names of the table that ended last
        self.locks: dict[str, ChannelLock] = {}
        self.aside: dict[str, tuple[int, str]] = {}      # channel -> (table id, why) of tables that cannot be read
        self.halted: str | None = None                   # why nothing more is acknowledged (the database is gone)
        self.leases: "ProcessLock | None" = None         # this process's claim on the database (Referee.open)
        self.locales: dict[str, str | None] = {}         # user -> the language they were last seen in (None: unknown)
        self.clock: Callable[[], float] = time.time      # now, in epoch seconds (tests set their own)
        # called with each table a command reaches: the moves part starts computers that are due
        self.on_reach: Callable[[Table], None] = _nothing

    async def remember_locale(self, user: str, locale: str | None) -> None:
        """Note the language `user`'s Discord client speaks (their DMs and pictures use it); written
        to the store only when it changed. A failure to write is only logged: it must not cost a move."""
        if not locale:
            return
        from i18n import locale_for
        ours = locale_for(locale)
        if self.locales.get(user) == ours:
            return
        self.locales[user] = ours
        try:
            await self.store.set_player(user, locale=ours)
        except Exception as exc:
            log.warning("remembering the language of %s failed: %s", user, exc)

    async def locale_of(self, t: Table, user: str) -> str:
        """The language of `user`'s DMs and own picture: theirs when known, else the table's."""
        if user not in self.locales:
            try:
                rec = await self.store.player(user)
            except Exception:       # a failing store: the table's language will do
                rec = None
            self.locales[user] = rec.locale if rec is not None else None
        return self.locales[user] or t.language()

    async def commit(self, write: Awaitable[T]) -> T:
        """One store write. StaleVersion and ChannelBusy pass through; any other failure (disk
        full, read-only, locked past the busy timeout) becomes a Refusal saying nothing changed,
        and a vanished database file stops all further writes, loudly."""
        if self.halted:
            if asyncio.iscoroutine(write):
                write.close()
            raise halted(self.halted)
        try:
            return await write
        except (StaleVersion, ChannelBusy):
            raise
        except DatabaseGone as exc:
            self.halt(str(exc))
            raise halted(self.halted or "") from None
        except Exception as exc:
            log.error("a write to the database failed: %s: %s", type(exc).__name__, exc)
            raise not_saved(exc) from None

    def halt(self, why: str) -> None:
        """Stop acknowledging anything: every later write is refused with `why`."""
        if not self.halted:
            self.halted = why
            log.critical("STOPPED ACKNOWLEDGING MOVES: %s. Restart the bot on a sound database file.", why)

    def load(self, rec: TableRecord, installed: dict[str, "Game"]) -> None:
        """One unfinished table into memory, or aside (with a warning) when it cannot run."""
        game = installed.get(rec.game)
        if game is None:
            why = f"it plays {rec.game[:40]!r}, which is not installed"
            log.warning("table %s is left aside: %s", rec.id, why)
            self.aside[rec.channel] = (rec.id, why)
            return
        table = table_from(rec)
        if rec.status == "playing":
            try:
                if rec.snapshot is None:
                    raise ValueError("it has no snapshot")
                table.state = game.load(rec.snapshot)
                table.state.to_act()
            except Exception as exc:
                why = f"its snapshot cannot be loaded ({type(exc).__name__}: {str(exc)[:80]})"
                log.warning("table %s is left aside: %s; `boardroom verify` checks it", rec.id, why)
                self.aside[rec.channel] = (rec.id, why)
                return
            table.remember(None)
        self.tables[rec.channel] = table

    async def reload(self, t: Table) -> None:
        """Make the table in memory equal to the store again."""
        rec = await self.store.load(t.id)
        if rec is None:
            raise aside(t.id)
        fresh = table_from(rec)
        state = game_of(t).load(rec.snapshot) if rec.snapshot is not None else None
        t.status, t.seats, t.host, t.options, t.version, t.dump, t.changed, t.seed, t.state, t.settings = (
            fresh.status, fresh.seats, fresh.host, fresh.options, fresh.version, fresh.dump, fresh.changed,
            fresh.seed, state, fresh.settings)
        t.turn_timer, t.deadline, t.reminded = fresh.turn_timer, fresh.deadline, fresh.reminded
        if t.status not in ("lobby", "playing"):
            self.close_table(t)

    async def resync(self, t: Table) -> None:
        """After a failed write: reload if the store can be read; memory is unchanged anyway."""
        try:
            await self.reload(t)
        except Exception as exc:
            log.warning("table %s could not be reloaded after a failed write: %s", t.id, exc)

    def close_table(self, t: Table) -> None:
        """The table ended: out of memory, its seat names kept a while (late clicks, history)."""
        self.tables.pop(t.channel, None)
        self.ended.pop(t.channel, None)
        self.ended[t.channel] = t.names()
        while len(self.ended) > ENDED_KEPT:          # every table a new thread: forget the oldest
            del self.ended[next(iter(self.ended))]

    def lock(self, channel: str) -> ChannelLock:
        """The channel's lock: every change to its table is made holding it."""
        lock = self.locks.get(channel)
        if lock is None:
            if len(self.locks) >= LOCKS_KEPT + len(self.tables):
                self._forget_idle_locks()
            lock = self.locks[channel] = ChannelLock()
        return lock

    def _forget_idle_locks(self) -> None:
        """Drop the locks of channels without a table that nobody holds or waits for (a channel
        gets a new one when it needs one): a lock per channel ever used would grow forever."""
        for channel in [c for c, lock in self.locks.items() if c not in self.tables and not lock.users]:
            del self.locks[channel]

    def need(self, channel: str) -> Table:
        """The channel's table, or a Refusal saying why there is none to act on."""
        if self.leases is not None and self.leases.lost:
            raise Refusal("bot-handed-over")
        table = self.tables.get(channel)
        if table is None:
            if channel in self.aside:
                raise aside(self.aside[channel][0])
            self.point_to_threads(channel)
            raise Refusal("bot-no-table")
        self.on_reach(table)
        return table

    def need_no_aside(self, channel: str) -> None:
        """A Refusal when the channel is held by a table that cannot be read."""
        if channel in self.aside:
            self.need(channel)   # raises: the unreadable table still holds the channel

    def point_to_threads(self, channel: str) -> None:
        """A channel whose tables live in its threads: refuse, saying where they are."""
        threads = [t.channel for t in self.tables.values() if t.parent == channel]
        if threads:
            raise Refusal("table-in-threads", threads=", ".join(f"<#{c}>" for c in threads[:10]))
