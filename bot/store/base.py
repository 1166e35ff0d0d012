"""The store's interface: what the referee needs from a backend (``Store``), the records it
reads back, the exceptions a write raises, and ``KEEP`` (a turn clock left as it is).

Both backends implement it, checked by mypy where each is defined (bot/store/sqlite.py
``SqliteStore``, bot/store/postgres.py ``PgStore``); so do the tests' stand-ins
(tests/bot/failing_store.py).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, Iterable, Protocol, Union

from bot.referee.shapes import Refusal
from bot.store.sharding import ShardSet
from bot.text.words import number_text

if TYPE_CHECKING:
    from bot.standing.counting import RatingJob, Result
    from bot.store.rating_rows import Standing


class Keep(enum.Enum):
    """The `deadline` argument left out: the stored deadline stays as it is."""

    KEEP = "KEEP"

    def __repr__(self) -> str:
        return "KEEP"


KEEP: Final = Keep.KEEP

#: A turn clock to write: epoch seconds, None (no clock) or KEEP (as it is).
Deadline = Union[float, None, Keep]


class StaleVersion(Exception):
    """The table moved on (or does not exist): the change was not made."""


class ChannelBusy(Exception):
    """The channel already has an active table."""


class StoreUnusable(Exception):
    """The database cannot be used at all; str(exc) says why, for the operator."""


class DatabaseGone(Exception):
    """The database file was deleted or replaced while open: nothing more may be acknowledged."""


class UnreadableRecord(Exception):
    """One table's row cannot be read (a damaged column); the others are fine."""


class UnreadableLog(Refusal):
    """A move in a table's log cannot be read: what needed the log (history, undo, replay) is
    refused politely, naming the table; `why` says which move and column, for the operator."""

    def __init__(self, table_id: Any, why: str) -> None:
        super().__init__("bot-aside", table=number_text(table_id) if isinstance(table_id, int) else str(table_id))
        self.why = why


@dataclass
class TableRecord:
    id: int
    channel: str
    game: str
    host: str
    status: str
    seats: list[dict[str, Any]]
    options: dict[str, Any]
    seed: int | None
    version: int
    created: float
    updated: float
    result: dict[str, Any] | None = None
    snapshot: str | None = None          # the latest state dump (None in the lobby)
    snapshot_version: int | None = None  # the version the snapshot was written at
    guild: int | None = None             # the Discord server; decides the shard that owns the table
    settings: dict[str, Any] = field(default_factory=dict[str, Any])   # the table's own settings: {"language": "zh-TW"} (migration 7)
    turn_timer: int = 0                  # seconds a human has for a turn; 0 = no timer (migration 8)
    deadline: float | None = None        # epoch seconds when the awaited turn runs out (None: no clock)
    reminded: bool = False               # the half-time reminder of this deadline was sent
    parent: str | None = None            # the channel whose thread `channel` is (None: a channel itself)


@dataclass
class ActionRecord:
    table_id: int
    version: int                         # the table's version after this action
    player: str
    action: dict[str, Any]
    time: float
    public: list[Any] = field(default_factory=list)  # what the table was told: messages (str: older English rows)
    label: Any = None                    # describe(action) when it was made: a message, or English (older
                                         # rows); None: logged before labels
    by: str | None = None                # who made the move for `player`: None themselves, "timer" the
                                         # computer when their time ran out (migration 9)
    clock: dict[str, Any] | None = None            # the turn clock before this row: {"deadline", "reminded"}, which an
                                         # undo of the move restores (None: logged before migration 9)


@dataclass
class PlayerRecord:
    """What the bot remembers of a Discord user across tables."""

    user: str
    locale: str | None = None            # the language of their Discord client, last seen
    dm: bool = True                      # secrets by DM (False: only through /game hand)


JsonDict = dict[str, Any]


class Store(Protocol):
    """What the referee needs from a backend: SqliteStore (bot/store/sqlite.py) or PgStore
    (bot/store/postgres.py); bot/store/backends.py picks one from DATABASE_URL.

    Every write that takes an expected version is one transaction that checks it and bumps it;
    StaleVersion when the table moved on. Rows that cannot be read are left out of the listings
    and named in ``unreadable`` (table id -> why) and ``unreadable_in`` (table id -> channel)."""

    unreadable: dict[int, str]
    unreadable_in: dict[int, str]

    @property
    def is_open(self) -> bool: ...

    async def open(self) -> None: ...
    async def close(self) -> None: ...
    async def schema_version(self) -> int: ...
    async def migrate(self, upto: int | None = None) -> int: ...
    async def create(self, channel: str, game: str, host: str, seats: list[JsonDict],
                     options: JsonDict, *, seed: int | None = None, snapshot: str | None = None,
                     version: int = 0, guild: int | None = None, settings: JsonDict | None = None,
                     turn_timer: int = 0, deadline: float | None = None, parent: str | None = None) -> TableRecord: ...
    async def update(self, table_id: int, expected_version: int, *, host: str | None = None,
                     seats: list[JsonDict] | None = None, options: JsonDict | None = None,
                     status: str | None = None, seed: int | None = None, result: JsonDict | None = None,
                     snapshot: str | None = None, settings: JsonDict | None = None,
                     deadline: Deadline = KEEP) -> int: ...
    async def commit_action(self, table_id: int, expected_version: int, player: str, action: JsonDict,
                            snapshot: str, public: list[Any] | None = None,
                            result: JsonDict | None = None, label: Any = None, deadline: Deadline = KEEP,
                            reminded: bool = False, by: str | None = None,
                            clock: JsonDict | None = None, rating: "RatingJob | None" = None) -> int: ...
    async def finish(self, table_id: int, expected_version: int, status: str,
                     result: JsonDict | None) -> int: ...
    # the turn clock (migration 8), written without a version bump while the table is at `version`
    async def set_clock(self, table_id: int, version: int, *, turn_timer: int | None = None,
                        deadline: Deadline = KEEP, reminded: bool | None = None) -> bool: ...
    async def load(self, table_id: int) -> TableRecord | None: ...
    async def active(self, channel: str) -> TableRecord | None: ...
    async def latest(self, channel: str) -> TableRecord | None: ...
    async def list_active(self, shards: ShardSet | None = None) -> list[TableRecord]: ...
    async def claim_guild(self, table_id: int, guild: int) -> None: ...
    async def list_tables(self, statuses: Iterable[str] | None = None) -> list[TableRecord]: ...
    async def actions(self, table_id: int) -> list[ActionRecord]: ...
    async def history(self, table_id: int, last: int) -> list[ActionRecord]: ...
    async def player(self, user: str) -> PlayerRecord | None: ...
    async def players(self) -> list[PlayerRecord]: ...
    async def set_player(self, user: str, *, locale: str | None = None, dm: bool | None = None) -> None: ...
    async def set_setting(self, table_id: int, key: str, value: Any) -> None: ...
    async def server_limits(self, guild: int) -> dict[str, Any]: ...
    async def set_server_limits(self, guild: int, values: dict[str, int | None]) -> None: ...
    async def all_server_limits(self) -> list[tuple[int, dict[str, Any]]]: ...
    # standing between games (migration 11; bot/store/rating_rows.py RatingQueries, one for both)
    async def table_results(self, table_id: int) -> "list[Result]": ...
    async def player_results(self, guild: int, player: str, game: str | None = None) -> "list[Result]": ...
    async def leaders(self, guild: int, game: str, limit: int = 10) -> "list[Standing]": ...
    async def standing(self, guild: int, game: str, player: str) -> "Standing | None": ...
    async def rank_above(self, guild: int, game: str, rating: int) -> int: ...
    async def games_played(self, guild: int) -> list[tuple[str, int]]: ...
    async def versus(self, guild: int, player: str, other: str) -> "list[tuple[Result, Result]]": ...
    async def is_hidden(self, player: str) -> bool: ...
    async def hidden_players(self) -> list[str]: ...
    async def set_hidden(self, player: str, hidden: bool) -> None: ...
    async def all_results(self) -> "list[Result]": ...
    async def all_standings(self) -> "list[Standing]": ...
    async def replace_ratings(self, results: "list[Result]", standings: "list[Standing]") -> None: ...
