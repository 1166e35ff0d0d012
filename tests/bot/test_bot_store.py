"""The SQLite store: migrations, compare-and-set versions, one transaction per action."""
from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.store import MIGRATIONS, ChannelBusy, SqliteStore, StaleVersion

SEATS = [{"user": "a", "name": "A", "is_ai": False}, {"user": "b", "name": "B", "is_ai": False}]


async def test_a_new_file_gets_every_migration_and_wal(store: SqliteStore, db_path) -> None:
    assert await store.schema_version() == len(MIGRATIONS)
    con = sqlite3.connect(db_path)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"tables", "actions", "snapshots", "schema_version"} <= names


async def test_an_old_file_is_migrated_forward(db_path) -> None:
    old = SqliteStore(db_path)
    await old.open()
    await old.close()
    # Pretend the file was written by the first release: drop what later migrations added.
    con = sqlite3.connect(db_path)
    con.executescript("""
        DROP INDEX one_active_per_channel; DROP INDEX tables_by_status; DROP INDEX tables_by_channel;
        ALTER TABLE actions DROP COLUMN public; ALTER TABLE actions DROP COLUMN label; DROP TABLE leases;
        UPDATE schema_version SET version = 1;""")
    con.commit()
    con.close()
    store = SqliteStore(db_path)
    await store.open()
    assert await store.schema_version() == len(MIGRATIONS)
    rec = await store.create("c", "g", "a", SEATS, {})
    version = await store.commit_action(rec.id, 0, "a", {"type": "x"}, "{}", ["told"], label="X marks it")
    entry = (await store.history(rec.id, 5))[0]
    assert (entry.public, entry.label, version) == (["told"], "X marks it", 1)
    await store.close()


async def test_compare_and_set_refuses_a_stale_version(store: SqliteStore) -> None:
    rec = await store.create("c", "g", "a", SEATS, {"x": 1})
    assert rec.version == 0
    v1 = await store.update(rec.id, 0, status="playing", seed=5, snapshot='{"s":0}')
    v2 = await store.commit_action(rec.id, v1, "a", {"type": "go"}, '{"s":1}', ["a goes"])
    with pytest.raises(StaleVersion):
        await store.commit_action(rec.id, v1, "a", {"type": "go"}, '{"s":2}')
    loaded = await store.load(rec.id)
    assert loaded.version == v2 == 2
    assert loaded.snapshot == '{"s":1}' and loaded.snapshot_version == 2
    assert [a.version for a in await store.actions(rec.id)] == [2]


async def test_concurrent_commits_at_the_same_version_apply_once(store: SqliteStore) -> None:
    rec = await store.create("c", "g", "a", SEATS, {})
    results = await asyncio.gather(
        *(store.commit_action(rec.id, 0, "a", {"type": "go", "n": i}, f'{{"n":{i}}}') for i in range(5)),
        return_exceptions=True)
    assert sum(isinstance(r, int) for r in results) == 1
    assert sum(isinstance(r, StaleVersion) for r in results) == 4
    assert len(await store.actions(rec.id)) == 1


async def test_a_failed_transaction_leaves_nothing_behind(store: SqliteStore) -> None:
    rec = await store.create("c", "g", "a", SEATS, {})
    await store.commit_action(rec.id, 0, "a", {"type": "go"}, "{}")
    # The same version twice in the log violates the primary key: the whole commit must roll back.
    await store.db.execute("UPDATE tables SET version = 0 WHERE id = ?", (rec.id,))
    with pytest.raises(sqlite3.IntegrityError):
        await store.commit_action(rec.id, 0, "a", {"type": "again"}, '{"changed":1}')
    loaded = await store.load(rec.id)
    assert loaded.version == 0 and loaded.snapshot == "{}"
    assert len(await store.actions(rec.id)) == 1


async def test_one_active_table_per_channel(store: SqliteStore) -> None:
    rec = await store.create("c", "g", "a", SEATS, {})
    with pytest.raises(ChannelBusy):
        await store.create("c", "g", "b", SEATS, {})
    await store.finish(rec.id, rec.version, "abandoned", None)
    again = await store.create("c", "g", "b", SEATS, {})
    assert (await store.active("c")).id == again.id
    assert (await store.latest("c")).id == again.id
    assert [r.id for r in await store.list_active()] == [again.id]
    assert {r.status for r in await store.list_tables()} == {"abandoned", "lobby"}


async def test_finishing_with_the_last_action_keeps_result_and_log(store: SqliteStore) -> None:
    rec = await store.create("c", "g", "a", SEATS, {})
    v = await store.update(rec.id, 0, status="playing", seed=1, snapshot="{}")
    v = await store.commit_action(rec.id, v, "a", {"type": "win"}, '{"over":1}', ["a wins"],
                                  result={"scores": {"a": 3, "b": 1}, "winners": ["a"]})
    loaded = await store.load(rec.id)
    assert loaded.status == "finished" and loaded.result["winners"] == ["a"]
    assert await store.active("c") is None
    history = await store.history(rec.id, 10)
    assert history[-1].action == {"type": "win"} and history[-1].public == ["a wins"]
