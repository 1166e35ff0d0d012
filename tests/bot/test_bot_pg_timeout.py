"""PostgreSQL's statement timeout: a move waits a few seconds at most, whether the server holds a
lock it needs (another transaction) or does not answer at all (its backends frozen with SIGSTOP),
and is then answered "not saved, nothing changed": nothing is applied, not even later."""
from __future__ import annotations

import asyncio
import os
import signal
import time

import asyncpg
import pytest

from bot.referee.referee import Referee, Refusal
from bot.store.postgres import PgStore

TIMEOUT = 1.0        # STATEMENT_TIMEOUT_SECONDS in these tests
C = "c"


async def seated(pg_url: str) -> tuple[Referee, PgStore]:
    store = PgStore(pg_url, statement_timeout=TIMEOUT, pool_size=1)   # one connection: its statements prepared
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    await ref.new_table(C, "highcard", "h1", "One")
    await ref.join(C, "h2", "Two")
    await ref.start_game(C, "h1", seed=4)
    return ref, store


async def move(ref: Referee) -> object:
    info = ref.table(C)
    player = info.to_act[0]
    return await ref.act(C, player, ref.choices(C, player)[0].action, version=info.version)


async def refused_in_time(ref: Referee, most: float) -> None:
    began = time.monotonic()
    with pytest.raises(Refusal, match="I could not save that: the database did not answer in time. "
                                      "Nothing was changed"):
        await move(ref)
    assert time.monotonic() - began < most


async def test_a_move_behind_a_held_lock_is_not_saved_after_the_timeout(pg_url: str, caplog) -> None:
    ref, store = await seated(pg_url)
    info = ref.table(C)
    other = await asyncpg.connect(pg_url)
    try:
        held = other.transaction()
        await held.start()
        await other.execute("SELECT 1 FROM tables WHERE id = $1 FOR UPDATE", info.table_id)
        await refused_in_time(ref, most=TIMEOUT + 1.5)
        assert "canceling statement due to statement timeout" in caplog.text    # the server's own timeout
        await held.rollback()
        assert ref.table(C).version == info.version == (await store.load(info.table_id)).version
        await move(ref)                                   # the lock gone, the same move is saved
        assert (await store.load(info.table_id)).version == info.version + 1
    finally:
        await other.close()
        await ref.close()


async def test_a_move_on_a_frozen_server_is_not_saved_and_never_applied_later(pg_url: str) -> None:
    ref, store = await seated(pg_url)
    await move(ref)                     # the move's statement is prepared: the next one is sent whole
    info = ref.table(C)
    watcher = await asyncpg.connect(pg_url)
    frozen = [r["pid"] for r in await watcher.fetch(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")]
    assert frozen
    try:
        for pid in frozen:
            os.kill(pid, signal.SIGSTOP)
        # the write gives up, then the referee's read-back gives up too: two timeouts at most
        await refused_in_time(ref, most=2 * store.give_up + 1.5)
    finally:
        for pid in frozen:
            os.kill(pid, signal.SIGCONT)
    await asyncio.sleep(1.0)            # the thawed backend reads what was sent, then the closed socket
    assert await watcher.fetchval("SELECT version FROM tables WHERE id = $1", info.table_id) == info.version
    assert await watcher.fetchval("SELECT count(*) FROM actions WHERE table_id = $1", info.table_id) == 1
    await watcher.close()
    assert ref.table(C).version == info.version
    await move(ref)                                        # a new connection: the next move is saved
    assert (await store.load(info.table_id)).version == info.version + 1
    await ref.close()
