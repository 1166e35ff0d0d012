"""A SQLite store that fails on demand, as an unlucky server would: a full disk, a read-only file,
a database locked past the busy timeout, failing on the Nth commit, or holding a commit open."""
from __future__ import annotations

import asyncio
import sqlite3
from typing import Any, Callable, TypeVar

from bot.store.base import Store
from bot.store.sqlite import SqliteStore

FULL = "database or disk is full"
READ_ONLY = "attempt to write a readonly database"
LOCKED = "database is locked"
T = TypeVar("T")


class FailingStore(SqliteStore):
    """Every write counts; `fail(message, after=n, times=k)` makes writes n+1 .. n+k raise the
    error SQLite raises in that case (before anything is written, as SQLite's rollback leaves it).
    `hold()` makes the next write wait until `release()`: readers can look at the table meanwhile."""

    def __init__(self, path: Any) -> None:
        super().__init__(path)
        self.writes = 0
        self._failing: tuple[int, int, str] | None = None     # (first failing write, last, message)
        self._gate: asyncio.Event | None = None               # the next write waits for it
        self._waiting: asyncio.Event | None = None            # the gate a write waits at now
        self.holding = asyncio.Event()                         # set while a write waits at the gate

    def fail(self, message: str = FULL, *, after: int = 0, times: int = 1_000_000) -> None:
        self._failing = (self.writes + after + 1, self.writes + after + times, message)

    def heal(self) -> None:
        self._failing = None

    def hold(self) -> None:
        self._gate = asyncio.Event()

    def release(self) -> None:
        for gate in (self._gate, self._waiting):
            if gate is not None:
                gate.set()

    async def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        self.writes += 1
        if self._gate is not None:
            self._waiting, self._gate = self._gate, None
            self.holding.set()
            await self._waiting.wait()
            self.holding.clear()
            self._waiting = None
        if self._failing is not None:
            first, last, message = self._failing
            if first <= self.writes <= last:
                raise sqlite3.OperationalError(message)
        return await super()._write(work)


def _implements_store(path: str) -> Store:
    """mypy checks here that the stand-in implements the Store interface, as the real stores do."""
    return FailingStore(path)
