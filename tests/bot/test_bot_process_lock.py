"""One process per shard and per database, with real processes on SQLite and PostgreSQL: a holder
killed with SIGKILL is replaced at once (no lease to run out), and a mixed configuration (an
unsharded process beside shard processes, or another SHARD_COUNT) is refused with one sentence
and no traceback, while the process that holds the database goes on."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LONG_WAIT = "30"     # LOCK_WAIT_SECONDS of the restarted process: a takeover by waiting would show


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'b.db'}" if request.param == "sqlite" else request.getfixturevalue("pg_url")


def env(database: str, wait: str = "0", **settings: str) -> dict:
    return {**os.environ, "DATABASE_URL": database, "DISCORD_TOKEN": "", "LOG_LEVEL": "WARNING",
            "LOCK_WAIT_SECONDS": wait, "SHARD_COUNT": "", "SHARD_IDS": "", **settings}


def holder(database: str, **settings: str) -> subprocess.Popen:
    """`boardroom run` (the console) holding the database until its input ends."""
    proc = subprocess.Popen([sys.executable, str(HERE / "fake_runner.py"), "run"], cwd=ROOT,
                            env=env(database, LONG_WAIT, **settings), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert "Boardroom console" in proc.stdout.readline(), proc.stderr.read() if proc.poll() is not None else ""
    return proc


def start(database: str, wait: str = "0", **settings: str) -> subprocess.CompletedProcess:
    """`python -m bot` with no input: it starts, or says why not."""
    return subprocess.run([sys.executable, str(HERE / "fake_runner.py"), "run"], cwd=ROOT, input="",
                          env=env(database, wait, **settings), capture_output=True, text=True, timeout=60)


def refused(done: subprocess.CompletedProcess, reason: str) -> None:
    assert done.returncode == 3, done.stderr
    assert "Traceback" not in done.stderr and "Traceback" not in done.stdout
    lines = [line for line in done.stderr.splitlines() if line.startswith("Not started")]
    assert len(lines) == 1 and reason in lines[0], done.stderr


def stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.wait()


@pytest.mark.parametrize("claim", [{}, {"SHARD_COUNT": "2", "SHARD_IDS": "1"}], ids=["unsharded", "shard"])
def test_a_killed_holder_is_replaced_at_once(database: str, claim: dict) -> None:
    first = holder(database, **claim)
    try:
        refused(start(database, **claim), "is using this database" if not claim else "shard 1 is run by another")
        os.kill(first.pid, signal.SIGKILL)
        first.wait()
        began = time.monotonic()
        second = holder(database, **claim)          # waits up to 30 s for a live holder; a dead one: none
        took = time.monotonic() - began
        stop(second)
        assert took < 10, f"the restart took {took:.1f} s"
    finally:
        stop(first)


def test_a_mixed_configuration_is_refused_and_the_holder_goes_on(database: str) -> None:
    shard0 = holder(database, SHARD_COUNT="2", SHARD_IDS="0")
    try:
        refused(start(database), "shard processes with SHARD_COUNT=2 use this database, so this process "
                                 "(without SHARD_COUNT) does not start")
        refused(start(database, SHARD_COUNT="3", SHARD_IDS="1"),
                "shard processes with SHARD_COUNT=2 use this database, and this one has SHARD_COUNT=3")
        assert start(database, SHARD_COUNT="2", SHARD_IDS="1").returncode == 0      # its sibling may run
        shard0.stdin.write("/game new highcard\n")
        shard0.stdin.close()
        assert shard0.wait(timeout=30) == 0 and "Table #1 is open" in shard0.stdout.read()
    finally:
        stop(shard0)
    alone = holder(database)
    try:
        refused(start(database, SHARD_COUNT="2", SHARD_IDS="0"),
                "a Boardroom process without SHARD_COUNT is using the whole database")
    finally:
        stop(alone)
