"""One bot process per shard and per database, whatever the mix of settings.

Before it loads a table, a bot process claims either the whole database (no SHARD_COUNT) or its
shards (SHARD_IDS out of SHARD_COUNT). Claims exclude each other:

- an unsharded process excludes every other bot process on the database;
- a shard process excludes another on the same shard, and any process with another SHARD_COUNT
  (the two would route servers differently and both answer the same tables).

The claim is made of locks the system drops when their holder ends, so a crashed process's claim
is free as soon as it is gone, and a supervisor's restart takes it at once:

- PostgreSQL: session advisory locks on a connection of their own; the server drops them when
  that session ends (the process exits or is killed). TCP keepalives on that session make the
  server notice within about LOCK_WAIT_SECONDS a holder whose machine vanished without a word.
- SQLite: byte-range locks (fcntl, open file description locks) on ``<database>-lock`` next to the
  database file; the kernel drops them when the process ends, however it ends.

A claim that is busy is tried again for up to ``wait`` seconds (LOCK_WAIT_SECONDS: a holder that
is stopping, or one the server has not yet found gone), then refused with one sentence
(``ProcessBusy``). The lock layout, as keys (PostgreSQL) or byte offsets (SQLite):

    MODE              exclusive: an unsharded process; shared: every shard process
    DOOR              held for a moment while a process checks and takes its locks
    COUNT_BASE + c    shared by the shard processes of SHARD_COUNT=c
    SHARD_BASE + i    exclusive: the process running shard i
"""
from __future__ import annotations

import asyncio
import errno
import fcntl
import logging
import os
import socket
import struct
import time
from pathlib import Path
from typing import Any, Callable

from bot.store.sharding import ShardSet

log = logging.getLogger(__name__)

MODE, DOOR = 0, 1
COUNT_BASE = 1 << 20          # + SHARD_COUNT
SHARD_BASE = 1 << 22          # + shard id
MAX_COUNT = (1 << 20) - 1     # more shards than Discord will ever ask for
PG_CLASS = 0x62726D31         # the first key of every advisory lock of ours ("brm1")
RETRY = 0.2                   # seconds between tries while a claim is busy


class ProcessBusy(RuntimeError):
    """Another bot process holds what this one claims (or claims it with other settings)."""


def describe(shards: ShardSet | None) -> str:
    if shards is None:
        return "without SHARD_COUNT"
    return f"shard{'s' if len(shards.ids) > 1 else ''} {','.join(map(str, shards.ids))} of {shards.count}"


class ProcessLock:
    """The claim of one process. ``take(wait)``, then hold it until ``release()``; ``on_lost``
    callbacks run (and ``lost`` says why) if it is lost meanwhile (PostgreSQL: the lock session
    ended). Backends implement the four primitives below."""

    def __init__(self, shards: ShardSet | None, wait: float) -> None:
        if shards is not None and shards.count > MAX_COUNT:
            raise ProcessBusy(f"SHARD_COUNT={shards.count} is more than {MAX_COUNT}; this process does not start.")
        self.shards = shards
        self.wait = wait
        self.keys = shards.lease_keys() if shards is not None else ["database"]
        self.holder = f"{socket.gethostname()}:{os.getpid()}"
        self.on_lost: list[Callable[[str], Any]] = []
        self.lost: str | None = None
        self._closing = False          # release() under way: the session's end is no loss

    # --- what a backend provides ---
    async def _open(self) -> None: ...
    async def _try(self, key: int, shared: bool = False) -> bool:
        raise NotImplementedError

    async def _other_count(self, ours: int | None) -> int | None:
        """SHARD_COUNT of another process's shard locks (not `ours`); None when there is none."""
        raise NotImplementedError

    async def _drop(self, key: int) -> None: ...
    async def _drop_all(self) -> None: ...

    # --- the claim ---
    async def take(self, wait: float | None = None) -> None:
        """Hold the claim, trying again for up to `wait` seconds (default: self.wait); ProcessBusy
        with one sentence when it stays busy. Nothing is held after a refusal."""
        wait = self.wait if wait is None else wait
        deadline = time.monotonic() + wait
        warned = False
        try:
            await self._open()
            while True:
                why = await self._attempt()
                if why is None:
                    break
                await self._drop_all()
                if time.monotonic() >= deadline:
                    raise ProcessBusy(f"{why}, so this process ({describe(self.shards)}) does not start; stop "
                                      "the other one first, or give every process on this database the same "
                                      "SHARD_COUNT and its own SHARD_IDS.")
                if not warned:
                    log.warning("%s; waiting up to %.0f s for it to stop", why, max(0.0, deadline - time.monotonic()))
                    warned = True
                await asyncio.sleep(RETRY)
        except BaseException:
            await self.release()
            raise
        log.info("holding %s as %s", describe(self.shards), self.holder)
        self._started()

    async def _attempt(self) -> str | None:
        """One try at every lock of the claim; None when all are held, else why not."""
        if not await self._try(DOOR):
            return "another Boardroom process is starting on this database"
        try:
            shards = self.shards
            if shards is None:
                if await self._try(MODE):
                    return None
                other = await self._other_count(None)
                return (f"shard processes with SHARD_COUNT={other} use this database" if other is not None
                        else "another Boardroom process is using this database")
            if not await self._try(MODE, shared=True):
                return "a Boardroom process without SHARD_COUNT is using the whole database"
            other = await self._other_count(shards.count)
            if other is not None:
                return (f"shard processes with SHARD_COUNT={other} use this database, "
                        f"and this one has SHARD_COUNT={shards.count}")
            if not await self._try(COUNT_BASE + shards.count, shared=True):
                return "another Boardroom process is using this database"
            for shard in shards.ids:
                if not await self._try(SHARD_BASE + shard):
                    return f"shard {shard} is run by another process"
            return None
        finally:
            await self._drop(DOOR)

    def _started(self) -> None:
        """Start watching the claim (PostgreSQL: its session)."""

    def _lose(self, why: str) -> None:
        if self.lost is not None or self._closing:
            return
        self.lost = why
        log.error("%s: this process stops acting for %s", why, describe(self.shards))
        for callback in self.on_lost:
            try:
                callback(why)
            except Exception:
                log.exception("a lock-lost callback failed")

    async def release(self) -> None:
        """Let go of everything (it is let go anyway when the process ends)."""


# --- SQLite: fcntl byte-range locks on <database>-lock ------------------------------------------

# struct flock on Linux: l_type, l_whence (short), l_start, l_len (off_t), l_pid (int), padding.
_FLOCK = "hhqqi4x"
_SETLK = getattr(fcntl, "F_OFD_SETLK", fcntl.F_SETLK)    # open file description locks: two locks
_GETLK = getattr(fcntl, "F_OFD_GETLK", fcntl.F_GETLK)    # in one process exclude each other too


def lock_path(database: str | Path) -> Path:
    """The lock file of a SQLite database file."""
    return Path(f"{os.path.realpath(database)}-lock")


class FileLock(ProcessLock):
    """The claim on a SQLite file, as byte-range locks on ``<database>-lock``."""

    def __init__(self, database: str | Path, shards: ShardSet | None, wait: float) -> None:
        super().__init__(shards, wait)
        self.path = lock_path(database)
        self._fd: int | None = None

    async def _open(self) -> None:
        if self._fd is None:
            try:
                self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            except OSError as exc:
                from bot.store.sqlite import StoreUnusable
                raise StoreUnusable(f"cannot create or open the lock file {self.path} beside the database: "
                                    f"{exc.strerror or exc}.") from None

    def _fcntl(self, command: int, kind: int, start: int, length: int = 1) -> tuple[Any, ...]:
        assert self._fd is not None
        packed = fcntl.fcntl(self._fd, command, struct.pack(_FLOCK, kind, os.SEEK_SET, start, length, 0))
        return struct.unpack(_FLOCK, packed)

    async def _try(self, key: int, shared: bool = False) -> bool:
        try:
            self._fcntl(_SETLK, fcntl.F_RDLCK if shared else fcntl.F_WRLCK, key)
        except OSError as exc:
            if exc.errno in (errno.EAGAIN, errno.EACCES):
                return False
            raise
        return True

    async def _other_count(self, ours: int | None) -> int | None:
        ranges = [(COUNT_BASE + 1, MAX_COUNT)] if ours is None else \
            [(COUNT_BASE + 1, ours - 1), (COUNT_BASE + ours + 1, MAX_COUNT - ours)]
        for start, length in ranges:
            if length > 0:
                kind, _, found, _, _ = self._fcntl(_GETLK, fcntl.F_WRLCK, start, length)
                if kind != fcntl.F_UNLCK:
                    return int(found) - COUNT_BASE
        return None

    async def _drop(self, key: int) -> None:
        if self._fd is not None:
            self._fcntl(_SETLK, fcntl.F_UNLCK, key)

    async def _drop_all(self) -> None:
        if self._fd is not None:
            self._fcntl(_SETLK, fcntl.F_UNLCK, 0, 0)     # length 0: to the end of the file

    async def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)                                  # drops every lock of this description


# --- PostgreSQL: session advisory locks --------------------------------------------------------

class AdvisoryLock(ProcessLock):
    """The claim on a PostgreSQL database, as advisory locks of one session of its own."""

    def __init__(self, url: str, shards: ShardSet | None, wait: float) -> None:
        super().__init__(shards, wait)
        self.url = url
        self._con: Any = None
        self._watch: asyncio.Task[None] | None = None

    async def _open(self) -> None:
        if self._con is not None:
            return
        import asyncpg
        # Keepalives: the server ends this session (and frees the claim) within about `wait`
        # seconds when this machine vanishes without closing it. (No effect over a Unix socket.)
        probe = max(1, int(self.wait / 3))
        try:
            self._con = await asyncpg.connect(self.url, timeout=max(5.0, self.wait), server_settings={
                "application_name": f"boardroom {describe(self.shards)} {self.holder}"[:63],
                "tcp_keepalives_idle": str(probe), "tcp_keepalives_interval": str(probe),
                "tcp_keepalives_count": "2"})
        except (OSError, asyncio.TimeoutError, asyncpg.PostgresError) as exc:
            from bot.store.sqlite import StoreUnusable
            raise StoreUnusable(f"the PostgreSQL database cannot be used for this process's lock "
                                f"({type(exc).__name__}: {str(exc)[:200]}).") from None
        self._con.add_termination_listener(lambda _con: self._lose("the lock session with PostgreSQL ended"))

    async def _try(self, key: int, shared: bool = False) -> bool:
        function = "pg_try_advisory_lock_shared" if shared else "pg_try_advisory_lock"
        return bool(await self._con.fetchval(f"SELECT {function}($1::int, $2::int)", PG_CLASS, key))

    async def _other_count(self, ours: int | None) -> int | None:
        found = await self._con.fetchval(
            "SELECT min(objid::bigint) - $2 FROM pg_locks WHERE locktype = 'advisory' AND granted"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            " AND classid::bigint = $1 AND objsubid = 2 AND pid <> pg_backend_pid()"
            " AND objid::bigint > $2 AND objid::bigint < $3 AND objid::bigint <> $2 + coalesce($4, 0)",
            PG_CLASS, COUNT_BASE, SHARD_BASE, ours)
        return None if found is None else int(found)

    async def _drop(self, key: int) -> None:
        await self._con.fetchval("SELECT pg_advisory_unlock($1::int, $2::int)", PG_CLASS, key)

    async def _drop_all(self) -> None:
        await self._con.execute("SELECT pg_advisory_unlock_all()")

    def _started(self) -> None:
        self._watch = asyncio.create_task(self._keep_watch(), name="boardroom-lease")

    async def _keep_watch(self) -> None:
        """A session that stops answering may be gone for the server too: stop acting then."""
        while self.lost is None:
            await asyncio.sleep(max(0.5, self.wait / 3))
            try:
                await self._con.fetchval("SELECT 1", timeout=max(1.0, self.wait))
            except Exception as exc:
                self._lose(f"the lock session with PostgreSQL stopped answering ({type(exc).__name__})")

    async def release(self) -> None:
        if self._watch is not None:
            self._watch.cancel()
            self._watch = None
        if self._con is not None:
            con, self._con = self._con, None
            self._closing = True
            try:
                await asyncio.wait_for(con.close(), 5)
            except Exception:
                con.terminate()


def lock_for(url: str, shards: ShardSet | None, wait: float) -> ProcessLock:
    """The claim of a process on the database at `url` (bot/store/backends.py's URLs)."""
    from bot.store.backends import is_postgres, sqlite_path
    if is_postgres(url):
        return AdvisoryLock(url, shards, wait)
    return FileLock(sqlite_path(url), shards, wait)
