"""Two shard processes on one database (PostgreSQL, or one SQLite file on this machine), 100
tables each, killed with SIGKILL and started again: each loads exactly its own guilds' tables, nothing acknowledged is lost, nothing
is half-applied, and a third process started on a shard that is taken refuses to start."""
from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from acknowledged import assert_kept, opened
from bot.store.backends import open_store
from bot.store.sharding import shard_of

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TABLES = 100
WAIT = 2.0           # seconds a process waits for a shard that is taken (a killed one's is free at once)


class Child:
    """A shard_child.py process whose output lines are read in a thread."""

    def __init__(self, url: str, shard: int) -> None:
        env = {**os.environ, "DATABASE_URL": url, "SHARD_COUNT": "2", "SHARD_IDS": str(shard),
               "LOCK_WAIT_SECONDS": str(WAIT), "LOG_LEVEL": "WARNING"}
        self.proc = subprocess.Popen([sys.executable, str(HERE / "shard_child.py"), str(TABLES)], cwd=ROOT,
                                     env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.acked: list[tuple[int, int]] = []
        self.loaded: set[int] | None = None
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put("")

    def until(self, done, timeout: float = 180) -> str:
        """Read lines until done(line); returns that line."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError("the shard process took too long") from None
            if line == "" and self.proc.poll() is not None:
                raise AssertionError(f"the shard process died: {self.proc.stderr.read()}")
            if line.startswith("LOADED"):
                self.loaded = {int(x) for x in line.split()[1:]}
            elif line.startswith("ACK"):
                _, table, version = line.split()
                self.acked.append((int(table), int(version)))
            if done(line):
                return line

    def kill(self) -> None:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()


@pytest.fixture(params=["postgresql", "sqlite"])
def shared_db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The database both shard processes use."""
    return request.getfixturevalue("pg_url") if request.param == "postgresql" else f"sqlite:///{tmp_path / 'b.db'}"


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_two_shard_processes_killed_and_restarted_keep_every_table(shared_db: str) -> None:
    acked: list[tuple[int, int]] = []
    children: list[Child] = []
    try:
        for round_ in range(2):
            children = [Child(shared_db, 0), Child(shared_db, 1)]
            for child in children:
                child.until(lambda line: line == "READY")
            if round_:
                # Each restarted process loaded exactly the unfinished tables of its own shard.
                for shard, child in enumerate(children):
                    assert child.loaded == {r.id for r in active if shard_of(r.guild, 2) == shard}
                assert children[0].loaded and children[1].loaded
            else:
                # A second process on shard 0 by mistake: it waits, then refuses to start, saying why.
                intruder = Child(shared_db, 0)
                line = intruder.until(lambda line: line.startswith("BUSY"), timeout=3 * WAIT + 30)
                assert "shard 0 is run by another process" in line and intruder.proc.wait(10) == 3
            for child in children:      # let both play a while, then kill them mid-commit
                target = len(child.acked) + 150 + 50 * round_
                child.until(lambda line, c=child, t=target: len(c.acked) >= t)
            for child in children:
                child.kill()
                acked += child.acked
            store = await open_store(shared_db)
            try:
                active = await store.list_active()
            finally:
                await store.close()
    finally:
        for child in children:
            if child.proc.poll() is None:
                child.kill()

    async with opened(shared_db) as store:
        tables = await store.list_tables()
        by_shard = {s: [r for r in tables if shard_of(r.guild, 2) == s] for s in (0, 1)}
        assert all(len({r.channel for r in rs}) == TABLES for rs in by_shard.values())
        assert all(r.channel.startswith(f"s{s}-") for s, rs in by_shard.items() for r in rs)
        # version 1: a rematch dealt, no action yet
        checked = await assert_kept(store, acked, logged=lambda version: version > 1)
        assert checked == len([r for r in tables if r.seed is not None])
