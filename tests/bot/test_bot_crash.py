"""A bot process killed with SIGKILL mid-game loses no acknowledged action and keeps no half one,
on SQLite and on PostgreSQL."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from acknowledged import assert_kept, opened
from bot.referee.referee import Referee

pytestmark = pytest.mark.slow   # child processes killed mid-game: run by CI and `pytest`, not by `-m "not slow"`

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def run_and_kill(db: str | Path, acks_before_kill: int, *mode: str) -> list[tuple[int, int]]:
    child = subprocess.Popen([sys.executable, str(HERE / "crash_child.py"), str(db), *mode], cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    acked: list[tuple[int, int]] = []
    deadline = time.monotonic() + 60
    try:
        while len(acked) < acks_before_kill:
            line = child.stdout.readline()
            if not line:
                raise AssertionError(f"the child died: {child.stderr.read()}")
            if line.startswith("ACK"):
                _, table, version = line.split()[:3]
                acked.append((int(table), int(version)))
            assert time.monotonic() < deadline
    finally:
        os.kill(child.pid, signal.SIGKILL)      # while it is busy committing the next move
        child.wait()
    return acked


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, db_path: Path) -> str:
    return str(db_path) if request.param == "sqlite" else request.getfixturevalue("pg_url")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_sigkill_mid_game_keeps_every_acknowledged_action(database: str) -> None:
    for round_ in range(3):
        acked = run_and_kill(database, random.Random(round_).randrange(15, 60))
        async with opened(database) as store:
            assert await assert_kept(store, acked) >= 1
            # And a new process carries on from there.
            ref = Referee(store, pictures=False)
            infos = await ref.start()
            if not infos:
                # Killed between a game's last move and the rematch: every table is finished.
                assert all(rec.status == "finished" for rec in await store.list_tables())
                continue
            assert len(infos) == 1 and infos[0].status in ("playing", "lobby")
            if infos[0].status == "lobby":
                # Killed inside a rematch, after its table was opened and before it was dealt.
                await ref.start_game(infos[0].channel, infos[0].host)
            info = ref.table(infos[0].channel)
            player = info.to_act[0]
            reply = await ref.act(info.channel, player, ref.choices(info.channel, player)[0].action,
                                  version=info.version)
            assert reply.version == info.version + 1


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_sigkill_in_the_lobby_and_rematch_keeps_every_acknowledged_change(database: str) -> None:
    for round_ in range(3):
        acked = run_and_kill(database, random.Random(round_).randrange(10, 60), "lobby")
        async with opened(database) as store:
            await assert_kept(store, acked, logged=None, snapshots=False)   # lobby changes log nothing
            for rec in await store.list_tables():
                # never a table without its host's seat, nor a playing one without its deal
                assert any(s["user"] == rec.host for s in rec.seats) or rec.status == "abandoned"
                if rec.status == "playing":
                    assert rec.snapshot is not None and rec.seed is not None
            ref = Referee(store, pictures=False)
            infos = await ref.start()
            assert len(infos) <= 1
            if infos and infos[0].status == "lobby":   # memory after a restart is what was acknowledged
                rec = await store.load(infos[0].table_id)
                assert [s.user for s in infos[0].seats] == [s["user"] for s in rec.seats]
                assert (await ref.status(infos[0].channel)).table_id == infos[0].table_id
