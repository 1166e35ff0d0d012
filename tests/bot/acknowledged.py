"""What the SIGKILL tests check after a killed bot process: nothing acknowledged lost, nothing
half-applied (tests/bot/test_bot_crash.py, tests/bot/test_bot_shards.py)."""
from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from bot.store.backends import open_store
from bot.referee.replay import verify
from bot.store.base import Store


@asynccontextmanager
async def opened(database: str) -> AsyncIterator[Store]:
    """The store at `database` (a SQLite path or URL, or PostgreSQL's), closed afterwards."""
    store = await open_store(database)
    try:
        yield store
    finally:
        await store.close()


async def assert_kept(store: Store, acked: list[tuple[int, int]], *,
                      logged: Callable[[int], bool] | None = lambda version: True, snapshots: bool = True) -> int:
    """Every acknowledged (table, version) is kept: the table is at least at that version and,
    where `logged(version)`, the action that made it is in the log (None: lobby changes, which
    log nothing). Nothing is half-applied: `boardroom verify` finds no difference and, with
    `snapshots`, each table with a log has its snapshot at its version and at its last action.
    Returns how many tables verify checked."""
    tables = {rec.id: rec for rec in await store.list_tables()}
    logs = {table: {a.version for a in await store.actions(table)} for table in {t for t, _ in acked}}
    for table, version in acked:
        assert table in tables and tables[table].version >= version, (table, version)
        if logged is not None and logged(version):
            assert version in logs[table], (table, version)
    checked, problems = await verify(store)
    assert problems == []
    if snapshots:
        for rec in tables.values():
            log = await store.actions(rec.id)
            if log:
                assert rec.snapshot_version == rec.version == log[-1].version, rec.id
    return checked
