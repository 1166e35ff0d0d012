"""Shard leases: two processes started on the same shard by mistake never both act.

A process running shards 0 and 1 holds the leases "shard:0" and "shard:1" in the
database (the leases of bot/store.py's ``Store``, on SQLite or PostgreSQL), renews them every third of their time to
live, and releases them when it stops. A second process started on a shard that
is held waits, saying so, for the holder to stop (a killed process's lease runs
out after SHARD_LEASE_SECONDS, or at once on SQLite when the holder was a process of
this host that is gone); if the shard is still held after ``wait`` seconds
it refuses to start. A process that cannot renew in time (the database is gone,
or another took the lease) stops acting: ``on_lost`` callbacks run.
"""
from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import time
from typing import Any, Callable

log = logging.getLogger(__name__)


class ShardBusy(RuntimeError):
    """Another process runs one of our shards."""


class ShardLeases:
    def __init__(self, store: Any, keys: list[str], ttl: float, holder: str | None = None) -> None:
        if not hasattr(store, "acquire_lease"):
            raise ShardBusy("shard settings need a database that holds leases (SQLite or PostgreSQL)")
        self.store = store
        self.keys = keys
        self.ttl = ttl
        self.holder = holder or f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.on_lost: list[Callable[[str], Any]] = []
        self.lost: str | None = None
        self._held: list[str] = []
        self._task: asyncio.Task | None = None
        self._renewed = 0.0

    async def take(self, wait: float) -> None:
        """Hold every key, waiting up to `wait` seconds for busy ones; ShardBusy when they stay busy."""
        deadline = time.monotonic() + wait
        said: set[str] = set()
        try:
            for key in self.keys:
                while not await self.store.acquire_lease(key, self.holder, self.ttl):
                    other = await self._describe(key)
                    if time.monotonic() >= deadline:
                        raise ShardBusy(f"{key} is run by another process ({other}); this process does not "
                                        "start. Stop the other one, or give each process its own SHARD_IDS.")
                    if key not in said:
                        log.warning("%s is run by another process (%s); waiting up to %.0f s for it to stop",
                                    key, other, max(0.0, deadline - time.monotonic()))
                        said.add(key)
                    await asyncio.sleep(min(self.ttl / 3, max(0.05, deadline - time.monotonic())))
                self._held.append(key)
        except BaseException:
            await self.release()
            raise
        self._renewed = time.monotonic()
        log.info("holding %s as %s", ", ".join(self.keys), self.holder)
        self._task = asyncio.create_task(self._keep(), name="shard-leases")

    async def _describe(self, key: str) -> str:
        holder = getattr(self.store, "lease_holder", None)
        found = await holder(key) if holder else None
        return found or "lease in the database"

    async def _keep(self) -> None:
        while True:
            await asyncio.sleep(self.ttl / 3)
            try:
                ok = all([await self.store.renew_lease(key, self.holder, self.ttl) for key in self._held])
            except Exception as exc:     # the database is unreachable: we may still hold it, for a while
                log.warning("could not renew the shard leases: %s", exc)
                ok = time.monotonic() - self._renewed < self.ttl * 0.8
                if ok:
                    continue
            if not ok:
                self._lose("another process took over this process's shards (or their lease ran out)")
                return
            self._renewed = time.monotonic()

    def _lose(self, why: str) -> None:
        self.lost = why
        log.error("%s: this process stops acting for %s", why, ", ".join(self._held))
        for callback in self.on_lost:
            try:
                callback(why)
            except Exception:
                log.exception("a lease-lost callback failed")

    async def release(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
        held, self._held = self._held, []
        for key in held:
            try:
                await self.store.release_lease(key, self.holder)
            except Exception as exc:
                log.warning("could not release %s (it runs out by itself): %s", key, exc)
