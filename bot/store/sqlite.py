"""Where tables live: SQLite through aiosqlite (WAL), behind a small interface.

Three tables hold everything:
- ``tables``: one row per table (channel, game, host, status, seats, options,
  seed, version, result);
- ``actions``: the append-only log of accepted actions (table, version, player,
  action, public narration, time);
- ``snapshots``: the latest state dump of each table.

Every change is one transaction that checks the table's version first
(compare-and-set) and bumps it, so a stale or doubled click is refused by the
store itself even if two processes share the file. An accepted action appends
to the log, replaces the snapshot and bumps the version together or not at all.

The schema is versioned: ``schema_version`` holds how many of ``MIGRATIONS``
have run; opening a file runs the missing ones in order.

Failure rules: a file that cannot be used at all (not a database, newer than this
code, on a read-only file system) raises ``StoreUnusable`` from ``open()`` with a
sentence for the operator; a single unreadable row is left out of the listings and
named in ``unreadable``; a write after the file was deleted or replaced under us
raises ``DatabaseGone`` (nothing written to an unlinked file is acknowledged).
The ``leases`` table (migration 5) is no longer used: one process per database and per shard is
kept by locks that end with their process (bot/store/process_lock.py).

bot/store/postgres.py is the PostgreSQL backend with the same interface, schema and
numbered migrations (bot/store/backends.py picks one from DATABASE_URL); both implement
``Store`` (bot/store/base.py), which also holds the records and exceptions.
"""
from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, TypeVar

import aiosqlite

from bot.store.base import (KEEP, ActionRecord, ChannelBusy, DatabaseGone, PlayerRecord, StaleVersion, StoreUnusable,
                            TableRecord)
from bot.store.rows import (LIMIT_COLUMNS, SELECT_ACTIONS, SELECT_TABLES, RecordReader, action_record,
                            checked_schema_version, clock_sets, clock_text, dumps, label_text, player_record,
                            update_sets)
from bot.store.rating_rows import RatingQueries, Steps, priors_query, rating_steps, schema, standing_of
from bot.store.sharding import ShardSet

if TYPE_CHECKING:
    from bot.standing.counting import RatingJob
    from bot.store.base import Store

T = TypeVar("T")

# StoreUnusable is the interface's (bot/store/base.py); the command line still imports it from here
__all__ = ["MIGRATIONS", "SqliteStore", "StoreUnusable"]

# --- migrations ----------------------------------------------------------------
# Each migration is a function of a raw sqlite3 connection, run inside the
# transaction that also records the new schema version.
Migration = Callable[[sqlite3.Connection], None]


def _m1_base(db: sqlite3.Connection) -> None:
    db.execute("""
        CREATE TABLE tables (
            id       INTEGER PRIMARY KEY AUTOINCREMENT,
            channel  TEXT NOT NULL,
            game     TEXT NOT NULL,
            host     TEXT NOT NULL,
            status   TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
            seats    TEXT NOT NULL,
            options  TEXT NOT NULL,
            seed     INTEGER,
            version  INTEGER NOT NULL,
            created  REAL NOT NULL,
            updated  REAL NOT NULL,
            result   TEXT
        )""")
    db.execute("""
        CREATE TABLE actions (
            table_id INTEGER NOT NULL REFERENCES tables(id),
            version  INTEGER NOT NULL,
            player   TEXT NOT NULL,
            action   TEXT NOT NULL,
            time     REAL NOT NULL,
            PRIMARY KEY (table_id, version)
        ) WITHOUT ROWID""")
    db.execute("""
        CREATE TABLE snapshots (
            table_id INTEGER PRIMARY KEY REFERENCES tables(id),
            version  INTEGER NOT NULL,
            state    TEXT NOT NULL
        )""")


def _m2_one_active_table_per_channel(db: sqlite3.Connection) -> None:
    db.execute("CREATE UNIQUE INDEX one_active_per_channel ON tables(channel) "
               "WHERE status IN ('lobby', 'playing')")
    db.execute("CREATE INDEX tables_by_status ON tables(status)")
    db.execute("CREATE INDEX tables_by_channel ON tables(channel, id)")


def _m3_public_narration(db: sqlite3.Connection) -> None:
    # History shows what the table was told, never the action of a hidden move.
    db.execute("ALTER TABLE actions ADD COLUMN public TEXT NOT NULL DEFAULT '[]'")


def _m4_move_label(db: sqlite3.Connection) -> None:
    # The label of a move is made when it is made: the history must not describe it with a later state.
    db.execute("ALTER TABLE actions ADD COLUMN label TEXT")


def _m5_leases(db: sqlite3.Connection) -> None:
    # Timed leases, once: one bot process per database or per shard. Unused since the locks of
    # bot/store/process_lock.py, which end with their process; the table stays for older files.
    db.execute("CREATE TABLE leases (key TEXT PRIMARY KEY, holder TEXT NOT NULL, expires REAL NOT NULL)")


def _m6_guild_per_table(db: sqlite3.Connection) -> None:
    # Shard processes each own the tables of their guilds: (guild >> 22) % shard_count.
    db.execute("ALTER TABLE tables ADD COLUMN guild INTEGER")


def _m7_languages(db: sqlite3.Connection) -> None:
    # A table's settings (its language) and each player's remembered locale and DM choice.
    db.execute("ALTER TABLE tables ADD COLUMN settings TEXT NOT NULL DEFAULT '{}'")
    db.execute("CREATE TABLE players (user TEXT PRIMARY KEY, locale TEXT, dm INTEGER NOT NULL DEFAULT 1)")


def _m8_turn_timer(db: sqlite3.Connection) -> None:
    # Where a table lives (a thread's parent channel) and the turn timer: its length, the
    # current turn's deadline and whether its reminder went out.
    db.execute("ALTER TABLE tables ADD COLUMN parent TEXT")
    db.execute("ALTER TABLE tables ADD COLUMN turn_timer INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE tables ADD COLUMN deadline REAL")
    db.execute("ALTER TABLE tables ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0")


def _m9_move_clock(db: sqlite3.Connection) -> None:
    # Who made each move (the player, or the computer when their time ran out: not theirs to take
    # back) and the turn clock before it (an undo restores it: the clock belongs to the turn).
    db.execute("ALTER TABLE actions ADD COLUMN made_by TEXT")
    db.execute("ALTER TABLE actions ADD COLUMN clock TEXT")


#: The columns of server_limits besides its guild, in order (bot/referee/limits.py names them).


def _m10_server_limits(db: sqlite3.Connection) -> None:
    # The limits a server's admins set (bot/referee/limits.py); a NULL column is the default.
    db.execute("CREATE TABLE server_limits (guild INTEGER PRIMARY KEY, tables_per_member INTEGER, "
               "tables_per_channel INTEGER, tables_per_hour INTEGER, rematch_cooldown INTEGER)")


def _m11_ratings(db: sqlite3.Connection) -> None:
    # Standing between games: each rated game's lines, each player's rating now, who hid (bot/store/rating_rows.py).
    for statement in schema("REAL", "INTEGER"):
        db.execute(statement)


# bot/store/postgres.py's MIGRATIONS is the same list, entry for entry.
MIGRATIONS: list[Migration] = [_m1_base, _m2_one_active_table_per_channel, _m3_public_narration,
                               _m4_move_label, _m5_leases, _m6_guild_per_table, _m7_languages,
                               _m8_turn_timer, _m9_move_clock,
                               _m10_server_limits, _m11_ratings]


def _rate(db: sqlite3.Connection, job: "RatingJob", now: float) -> None:
    """Rate a finished game inside its final move's transaction: its entrants' ratings read and
    written under the same write lock, so two games ending at once are rated one after the other."""
    sql, args = priors_query(job.guild, job.game, job.players)
    priors = {s.player: s.skill for s in map(standing_of, db.execute(sql, args).fetchall())}
    results, skills = job.finish(priors, now)
    for statement, rows in rating_steps(results, skills, job.guild, job.game):
        db.executemany(statement, rows)


def _in_transaction(db: sqlite3.Connection, work: Callable[[sqlite3.Connection], Any],
                    still_there: Callable[[], None] = lambda: None) -> Any:
    """BEGIN, work, COMMIT; `still_there()` raises (and the work is rolled back) when the file
    was deleted or replaced meanwhile: a commit into an unlinked file would be lost."""
    db.execute("BEGIN IMMEDIATE")
    try:
        result = work(db)
        still_there()
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return result


def _bump(db: sqlite3.Connection, table_id: int, expected_version: int, sets: dict[str, Any]) -> int:
    """The compare-and-set at the heart of every change."""
    columns = "".join(f", {name} = ?" for name in sets)
    cur = db.execute(
        f"UPDATE tables SET version = version + 1, updated = ?{columns} WHERE id = ? AND version = ?",
        (time.time(), *sets.values(), table_id, expected_version))
    if cur.rowcount != 1:
        raise StaleVersion(f"table {table_id} is not at version {expected_version}")
    return expected_version + 1


class SqliteStore(RecordReader, RatingQueries):
    """The default backend: aiosqlite over one connection in WAL mode.

    Each operation (a whole transaction, or a query and its rows) runs as one
    call on aiosqlite's worker thread: one thread hop per commit rather than one
    per statement, and no other statement can slip into a transaction.
    """

    def __init__(self, path: str | Path, synchronous: str = "NORMAL") -> None:
        self.path = str(path)
        self.synchronous = synchronous   # NORMAL in WAL: durable across a process crash
        self._db: aiosqlite.Connection | None = None
        self._identity: tuple[int, int] | None = None   # (device, inode) of the file we opened
        self.gone: str | None = None                      # why writes stopped (the file vanished)
        super().__init__()

    # --- life cycle ---
    @property
    def is_open(self) -> bool:
        return self._db is not None

    async def open(self) -> None:
        """Open (creating if needed) and migrate; StoreUnusable with a clear reason if the file
        cannot serve as the database. Nothing is left running on failure."""
        try:
            if self.path != ":memory:":
                await asyncio.to_thread(_prepare_file, Path(self.path))
            self._db = await aiosqlite.connect(self.path, isolation_level=None)
            # The busy timeout first: switching to WAL waits for another process's lock only then
            # (two shard processes opening one file at once met "database is locked").
            await self._db.execute("PRAGMA busy_timeout=5000")
            await self._db.execute("PRAGMA journal_mode=WAL")
            await self._db.execute(f"PRAGMA synchronous={self.synchronous}")
            await self._db.execute("PRAGMA foreign_keys=ON")
            await self.migrate()
            if self.path != ":memory:":
                stat = os.stat(self.path)
                self._identity = (stat.st_dev, stat.st_ino)
        except BaseException as exc:
            await self.close()   # the worker thread would keep the process alive
            if isinstance(exc, StoreUnusable) or not isinstance(exc, (sqlite3.Error, OSError)):
                raise
            raise StoreUnusable(self._why_unusable(exc)) from exc

    def _why_unusable(self, exc: BaseException) -> str:
        if os.path.isdir(self.path):
            return f"the database {self.path} is a folder; DATABASE_PATH must name a file."
        if isinstance(exc, OSError):
            return f"cannot create or open the database {self.path}: {exc.strerror or exc}."
        text = str(exc)
        if "not a database" in text:
            return f"{self.path} is not a Boardroom database (SQLite says: {text})."
        if "readonly" in text or "read-only" in text:
            return f"the database {self.path} is read-only (SQLite says: {text}); Boardroom must write to it."
        return f"the database {self.path} cannot be used (SQLite says: {text})."

    async def close(self) -> None:
        if self._db is not None:
            db, self._db = self._db, None
            try:
                await db.close()
            except Exception:   # closing a broken connection: the thread ends all the same
                pass

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("the store is not open")
        return self._db

    async def _run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """fn(raw sqlite3 connection) on aiosqlite's worker thread, as one queued call (aiosqlite's
        own queue, which it does not type: one thread hop per transaction, not one per statement)."""
        db = self.db
        result: T = await db._execute(fn, db._conn)  # type: ignore[no-untyped-call]
        return result

    async def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        if self.gone:
            raise DatabaseGone(self.gone)
        try:
            return await self._run(lambda raw: _in_transaction(raw, work, self._still_there))
        except DatabaseGone as exc:
            self.gone = str(exc)
            raise

    def _still_there(self) -> None:
        """Raise DatabaseGone when the path no longer names the file we opened (deleted, replaced)."""
        if self._identity is None:
            return
        try:
            stat = os.stat(self.path)
        except FileNotFoundError:
            raise DatabaseGone(f"the database file {self.path} was deleted while the bot was running") from None
        if (stat.st_dev, stat.st_ino) != self._identity:
            raise DatabaseGone(f"the database file {self.path} was replaced while the bot was running")

    async def schema_version(self) -> int:
        def read(db: sqlite3.Connection) -> int:
            db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = db.execute("SELECT version FROM schema_version").fetchone()
            return row[0] if row else 0
        return await self._run(read)

    async def migrate(self, upto: int | None = None) -> int:
        """Run the migrations this file lacks, each in its own transaction."""
        target = len(MIGRATIONS) if upto is None else upto
        current = checked_schema_version(await self.schema_version(), f"the database {self.path}")
        if current > len(MIGRATIONS):
            raise StoreUnusable(f"the database {self.path} was written by a newer Boardroom (schema "
                                f"{current}, this one knows {len(MIGRATIONS)}); run the newer version.")
        while current < target:
            def step(db: sqlite3.Connection, number: int = current) -> int:
                # Read again under the write lock: another process opening the same file at the
                # same time may have run this migration since (two shard processes starting at once).
                row = db.execute("SELECT version FROM schema_version").fetchone()
                done = row[0] if row else 0
                if done > number:
                    return done
                MIGRATIONS[number](db)
                db.execute("DELETE FROM schema_version")
                db.execute("INSERT INTO schema_version VALUES (?)", (number + 1,))
                return number + 1
            current = await self._write(step)
        return current

    # --- writes ---
    async def create(self, channel: str, game: str, host: str, seats: list[dict[str, Any]],
                     options: dict[str, Any], *, seed: int | None = None, snapshot: str | None = None,
                     version: int = 0, guild: int | None = None, settings: dict[str, Any] | None = None,
                     turn_timer: int = 0, deadline: float | None = None, parent: str | None = None) -> TableRecord:
        """A new table with its seats, in one transaction, at `version`. With `seed` and
        `snapshot` it is created already dealt (a rematch): status "playing". `guild`: the
        Discord server, which decides the shard that owns the table; `settings`: its language;
        `turn_timer` and `deadline`: its turn clock (seconds a turn, when the first one runs out);
        `parent`: the channel whose thread `channel` is."""
        settings = dict(settings or {})
        now = time.time()
        dealt = seed is not None and snapshot is not None
        status = "playing" if dealt else "lobby"

        def work(db: sqlite3.Connection) -> int:
            try:
                cur = db.execute(
                    "INSERT INTO tables (channel, game, host, status, seats, options, seed, version, created, updated,"
                    " guild, settings, turn_timer, deadline, parent)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (channel, game, host, status, dumps(seats), dumps(options), seed if dealt else None,
                     version, now, now, guild, dumps(settings), int(turn_timer), deadline, parent))
            except sqlite3.IntegrityError:
                raise ChannelBusy(channel) from None
            if dealt:
                db.execute("INSERT INTO snapshots (table_id, version, state) VALUES (?, ?, ?)",
                           (cur.lastrowid, version, snapshot))
            assert cur.lastrowid is not None    # an INSERT's row id
            return cur.lastrowid

        table_id = await self._write(work)
        return TableRecord(id=table_id, channel=channel, game=game, host=host, status=status,
                           seats=seats, options=options, seed=seed if dealt else None, version=version,
                           created=now, updated=now, snapshot=snapshot if dealt else None,
                           snapshot_version=version if dealt else None, guild=guild, settings=settings,
                           turn_timer=int(turn_timer), deadline=deadline, parent=parent)

    async def update(self, table_id: int, expected_version: int, *, host: str | None = None,
                     seats: list[dict[str, Any]] | None = None, options: dict[str, Any] | None = None,
                     status: str | None = None, seed: int | None = None, result: dict[str, Any] | None = None,
                     snapshot: str | None = None, settings: dict[str, Any] | None = None, deadline: Any = KEEP) -> int:
        """Change lobby fields or settings, start (seed + snapshot + status) or end a table;
        returns the new version. `deadline` (epoch seconds, or None for no clock) is written in
        the same transaction."""
        sets = update_sets(host=host, seats=seats, options=options, status=status, seed=seed, result=result,
                            settings=settings)
        sets.update(clock_sets(deadline))

        def work(db: sqlite3.Connection) -> int:
            version = _bump(db, table_id, expected_version, sets)
            if snapshot is not None:
                db.execute("INSERT OR REPLACE INTO snapshots (table_id, version, state) VALUES (?, ?, ?)",
                           (table_id, version, snapshot))
            return version

        return await self._write(work)

    async def commit_action(self, table_id: int, expected_version: int, player: str, action: dict[str, Any],
                            snapshot: str, public: list[str] | None = None,
                            result: dict[str, Any] | None = None, label: Any = None, deadline: Any = KEEP,
                            reminded: bool = False, by: str | None = None, clock: dict[str, Any] | None = None,
                            rating: "RatingJob | None" = None) -> int:
        """Log + snapshot + version bump in one transaction; `result` also finishes the table.

        `label` is the move's describe() made before it was applied, kept for the history;
        `deadline` the turn clock the move starts (left as it is when not given), `reminded`
        whether its reminder went out already (a deadline an undo restores); `by` who made the
        move for `player` (None: themselves; "timer": the computer at their deadline); `clock`
        the turn clock before the move ({"deadline", "reminded"}), for an undo to restore;
        `rating`: the finished game to rate (bot/standing/counting.py), in the same transaction.
        """
        sets: dict[str, Any] = {}
        if result is not None:
            sets = {"status": "finished", "result": dumps(result)}
        sets.update(clock_sets(deadline, reminded=reminded))
        action_json, public_json = dumps(action), dumps(public or [])

        def work(db: sqlite3.Connection) -> int:
            version = _bump(db, table_id, expected_version, sets)
            now = time.time()
            db.execute("INSERT INTO actions (table_id, version, player, action, time, public, label, made_by, clock)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (table_id, version, player, action_json, now, public_json, label_text(label),
                        by, clock_text(clock)))
            if rating is not None and result is not None:
                _rate(db, rating, now)
            db.execute("INSERT OR REPLACE INTO snapshots (table_id, version, state) VALUES (?, ?, ?)",
                       (table_id, version, snapshot))
            return version

        return await self._write(work)

    async def finish(self, table_id: int, expected_version: int, status: str,
                     result: dict[str, Any] | None) -> int:
        return await self.update(table_id, expected_version, status=status, result=result, deadline=None)

    async def set_clock(self, table_id: int, version: int, *, turn_timer: int | None = None,
                        deadline: Any = KEEP, reminded: bool | None = None) -> bool:
        """The turn clock of a table still at `version` (its version is not bumped: the buttons
        drawn for it stay valid). False when the table moved on meanwhile."""
        sets = clock_sets(deadline, turn_timer)
        if reminded is not None:
            sets["reminded"] = int(reminded)
        if not sets:
            return True
        columns = ", ".join(f"{name} = ?" for name in sets)

        def work(db: sqlite3.Connection) -> bool:
            cur = db.execute(f"UPDATE tables SET {columns} WHERE id = ? AND version = ?",
                             (*sets.values(), table_id, version))
            return cur.rowcount == 1

        return await self._write(work)

    # --- reads ---
    async def _one(self, sql: str, args: tuple[Any, ...]) -> TableRecord | None:
        row = await self._run(lambda db: db.execute(sql, args).fetchone())
        found = self._readable([row] if row else [])
        return found[0] if found else None

    async def _many(self, sql: str, args: tuple[Any, ...] = ()) -> list[TableRecord]:
        rows = await self._run(lambda db: db.execute(sql, args).fetchall())
        return self._readable(rows)

    async def load(self, table_id: int) -> TableRecord | None:
        return await self._one(f"{SELECT_TABLES} WHERE t.id = ?", (table_id,))

    async def active(self, channel: str) -> TableRecord | None:
        return await self._one(f"{SELECT_TABLES} WHERE t.channel = ? AND t.status IN ('lobby', 'playing')", (channel,))

    async def latest(self, channel: str) -> TableRecord | None:
        return await self._one(f"{SELECT_TABLES} WHERE t.channel = ? ORDER BY t.id DESC LIMIT 1", (channel,))

    async def list_active(self, shards: ShardSet | None = None) -> list[TableRecord]:
        """Every unfinished table, or only those of the guilds on `shards` (a table with no guild
        yet, from before migration 6, is left to the process its first command reaches)."""
        if shards is None:
            return await self._many(f"{SELECT_TABLES} WHERE t.status IN ('lobby', 'playing') ORDER BY t.id")
        marks = ", ".join("?" for _ in shards.ids)
        return await self._many(f"{SELECT_TABLES} WHERE t.status IN ('lobby', 'playing') "
                                f"AND (t.guild >> 22) % ? IN ({marks}) ORDER BY t.id",
                                (shards.count, *shards.ids))

    async def claim_guild(self, table_id: int, guild: int) -> None:
        """Record the guild of a table that has none yet (it was opened before migration 6)."""
        await self._write(lambda db: db.execute("UPDATE tables SET guild = ? WHERE id = ? AND guild IS NULL",
                                                (guild, table_id)))

    async def list_tables(self, statuses: Iterable[str] | None = None) -> list[TableRecord]:
        if statuses is None:
            return await self._many(f"{SELECT_TABLES} ORDER BY t.id")
        wanted = tuple(statuses)
        marks = ", ".join("?" for _ in wanted)
        return await self._many(f"{SELECT_TABLES} WHERE t.status IN ({marks}) ORDER BY t.id", wanted)

    async def actions(self, table_id: int) -> list[ActionRecord]:
        rows = await self._run(lambda db: db.execute(
            f"{SELECT_ACTIONS} WHERE table_id = ? ORDER BY version", (table_id,)).fetchall())
        return [action_record(row) for row in rows]

    async def history(self, table_id: int, last: int) -> list[ActionRecord]:
        rows = await self._run(lambda db: db.execute(
            f"{SELECT_ACTIONS} WHERE table_id = ? ORDER BY version DESC LIMIT ?", (table_id, last)).fetchall())
        return [action_record(row) for row in reversed(rows)]

    # --- the ratings' two primitives (bot/store/rating_rows.py RatingQueries) ---
    async def _fetch(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        return await self._run(lambda db: db.execute(sql, args).fetchall())

    async def _apply(self, steps: Steps) -> None:
        def work(db: sqlite3.Connection) -> None:
            for statement, rows in steps:
                db.executemany(statement, rows)
        await self._write(work)

    # --- players ---
    async def player(self, user: str) -> PlayerRecord | None:
        """What is remembered of `user` (None: never seen)."""
        row = await self._run(lambda db: db.execute(
            "SELECT user, locale, dm FROM players WHERE user = ?", (user,)).fetchone())
        return player_record(row) if row else None

    async def set_player(self, user: str, *, locale: str | None = None, dm: bool | None = None) -> None:
        """Remember `user`'s locale and/or DM choice (what is None stays as it was)."""
        def work(db: sqlite3.Connection) -> None:
            db.execute("INSERT INTO players (user, locale, dm) VALUES (?, ?, ?) ON CONFLICT (user) DO UPDATE"
                       " SET locale = COALESCE(excluded.locale, players.locale),"
                       " dm = CASE WHEN ? IS NULL THEN players.dm ELSE excluded.dm END",
                       (user, locale, 1 if dm is None else int(dm), dm))

        await self._write(work)

    async def set_setting(self, table_id: int, key: str, value: Any) -> None:
        """One key of a table's settings (the table card's message id), without a version bump:
        bookkeeping of the adapter, not a change of the game."""
        def work(db: sqlite3.Connection) -> None:
            row = db.execute("SELECT settings FROM tables WHERE id = ?", (table_id,)).fetchone()
            if row is not None:
                settings = {**(json.loads(row[0]) if row[0] else {}), key: value}
                db.execute("UPDATE tables SET settings = ? WHERE id = ?", (dumps(settings), table_id))

        await self._write(work)

    async def players(self) -> list[PlayerRecord]:
        """Every remembered player (`boardroom migrate` copies them)."""
        rows = await self._run(lambda db: db.execute("SELECT user, locale, dm FROM players ORDER BY user").fetchall())
        return [player_record(r) for r in rows]

    # --- server limits (bot/referee/limits.py) ---
    async def server_limits(self, guild: int) -> dict[str, Any]:
        """What a server's admins set, column -> value as stored (None: the default); {} when nothing."""
        row = await self._run(lambda db: db.execute(
            f"SELECT {', '.join(LIMIT_COLUMNS)} FROM server_limits WHERE guild = ?", (guild,)).fetchone())
        return dict(zip(LIMIT_COLUMNS, row)) if row else {}

    async def set_server_limits(self, guild: int, values: dict[str, int | None]) -> None:
        """Set some of a server's limits (the columns not given stay as they are)."""
        given = {k: v for k, v in values.items() if k in LIMIT_COLUMNS}
        if not given:
            return
        sql = (f"INSERT INTO server_limits (guild, {', '.join(given)}) VALUES (?{', ?' * len(given)}) "
               f"ON CONFLICT (guild) DO UPDATE SET {', '.join(f'{k} = excluded.{k}' for k in given)}")
        await self._write(lambda db: db.execute(sql, (guild, *given.values())))

    async def all_server_limits(self) -> list[tuple[int, dict[str, Any]]]:
        """Every server's limits (`boardroom migrate` copies them)."""
        rows = await self._run(lambda db: db.execute(
            f"SELECT guild, {', '.join(LIMIT_COLUMNS)} FROM server_limits ORDER BY guild").fetchall())
        return [(row[0], dict(zip(LIMIT_COLUMNS, row[1:]))) for row in rows]


def _prepare_file(path: Path) -> None:
    """Before SQLite opens `path`: its folder exists; a new database is made beside it and linked
    into place whole (so no file of ours is ever seen empty); an existing empty file is refused
    (a 0-byte file is a mistake: a wrong path, a failed copy); and the file opens at all (a
    folder, say, fails here rather than in aiosqlite's thread)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        size = None
    if size == 0 and path.is_file() and not Path(f"{path}-wal").exists():
        raise StoreUnusable(f"{path} is an empty file (0 bytes), not a Boardroom database; delete it to start "
                            "a new database there, or set DATABASE_PATH to the right file.")
    if size is None:
        fresh = path.with_name(f"{path.name}.new-{os.getpid()}-{os.urandom(3).hex()}")
        con = sqlite3.connect(fresh)
        try:
            con.execute("PRAGMA journal_mode=WAL")     # writes the first page: the file is not empty
        finally:
            con.close()
        try:
            os.link(fresh, path)                        # fails if another process made it meanwhile
        except FileExistsError:
            pass
        finally:
            fresh.unlink()
    sqlite3.connect(path).close()


def _implements_store(path: str) -> "Store":
    """mypy checks here that SqliteStore implements the Store interface (never called)."""
    return SqliteStore(path)
