"""The store on both backends (SQLite and PostgreSQL): migrations, compare-and-set versions,
one transaction per action, shard ownership, leases."""
from __future__ import annotations

import asyncio
import sqlite3

import asyncpg
import pytest

from bot.store import postgres as store_pg
from bot.store.backends import store_for
from bot.store.sharding import ShardSet
from bot.store.base import ChannelBusy, StaleVersion, Store
from bot.store.sqlite import MIGRATIONS, SqliteStore
from bot.store.postgres import PgStore

SEATS = [{"user": "a", "name": "A", "is_ai": False}, {"user": "b", "name": "B", "is_ai": False}]


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, db_path) -> str:
    return f"sqlite:///{db_path}" if request.param == "sqlite" else request.getfixturevalue("pg_url")


@pytest.fixture
async def store(store_url: str):
    """Every test below that takes `store` runs on both backends."""
    s = store_for(store_url)
    await s.open()
    yield s
    await s.close()


async def raw(store: Store, sql: str, *args) -> None:
    """A statement straight to the backend (`?` placeholders), around the store's interface."""
    if isinstance(store, PgStore):
        for i in range(len(args)):
            sql = sql.replace("?", f"${i + 1}", 1)
        await store.pool.execute(sql, *args)
    else:
        await store.db.execute(sql, args)


async def test_a_new_file_gets_every_migration_and_wal(db_path) -> None:
    store = SqliteStore(db_path)
    await store.open()
    await store.close()
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
        ALTER TABLE tables DROP COLUMN guild; ALTER TABLE tables DROP COLUMN settings; DROP TABLE players;
        ALTER TABLE tables DROP COLUMN parent;
        ALTER TABLE tables DROP COLUMN turn_timer; ALTER TABLE tables DROP COLUMN deadline;
        ALTER TABLE tables DROP COLUMN reminded;
        ALTER TABLE actions DROP COLUMN made_by; ALTER TABLE actions DROP COLUMN clock; DROP TABLE server_limits;
        DROP TABLE ratings; DROP TABLE standings; DROP TABLE stats_hidden;
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


async def test_a_new_postgres_database_gets_every_migration(pg_url: str) -> None:
    store = PgStore(pg_url)
    await store.open()
    try:
        assert await store.schema_version() == len(store_pg.MIGRATIONS)
        names = {r[0] for r in await store.pool.fetch("SELECT tablename FROM pg_tables WHERE schemaname='public'")}
        assert {"tables", "actions", "snapshots", "schema_version", "leases"} <= names
        # Both backends have the same numbered migrations: 4 labels, 5 leases, 6 guilds,
        # 7 table settings and players, 8 threads and the turn timer, 9 who made a move and the clock before it,
        # 10 server limits, 11 ratings.
        assert len(store_pg.MIGRATIONS) == len(MIGRATIONS) == 11
        assert "players" in names
    finally:
        await store.close()


async def test_an_old_postgres_database_is_migrated_forward_by_two_processes_at_once(pg_url: str) -> None:
    old = PgStore(pg_url)
    await old.open()
    await old.pool.execute("DROP TABLE ratings; DROP TABLE standings; DROP TABLE stats_hidden; "
                           "DROP TABLE server_limits; DROP TABLE players; ALTER TABLE tables DROP COLUMN settings; "
                           "DROP TABLE leases; ALTER TABLE tables DROP COLUMN guild; "
                           "ALTER TABLE tables DROP COLUMN parent, DROP COLUMN turn_timer, DROP COLUMN deadline, "
                           "DROP COLUMN reminded; "
                           "ALTER TABLE actions DROP COLUMN made_by, DROP COLUMN clock; "
                           "ALTER TABLE actions DROP COLUMN label; UPDATE schema_version SET version = 3")
    table_id = await old.pool.fetchval(
        "INSERT INTO tables (channel, game, host, status, seats, options, version, created, updated)"
        " VALUES ('c', 'g', 'a', 'lobby', '[]', '{}', 0, 0, 0) RETURNING id")
    await old.close()
    first, second = PgStore(pg_url), PgStore(pg_url)
    await asyncio.gather(first.open(), second.open())      # the advisory lock: each migration runs once
    try:
        assert await first.schema_version() == len(store_pg.MIGRATIONS)
        assert (await second.load(table_id)).guild is None
        assert await second.pool.fetchval("SELECT count(*) FROM leases") == 0   # migration 5 ran again
        rec = await second.create("c2", "g", "a", SEATS, {})
        await second.commit_action(rec.id, 0, "a", {"type": "x"}, "{}", ["told"], label="X marks it")
        assert (await second.history(rec.id, 5))[0].label == "X marks it"
    finally:
        await first.close()
        await second.close()


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
    await raw(store, "UPDATE tables SET version = 0 WHERE id = ?", rec.id)
    with pytest.raises((sqlite3.IntegrityError, asyncpg.UniqueViolationError)):
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


async def test_each_table_keeps_its_guild_and_a_shard_loads_only_its_own(store: Store) -> None:
    guilds = {g << 22: g % 3 for g in range(1, 10)}           # guild id -> its shard out of 3
    made = {}
    for guild in guilds:
        made[(await store.create(f"c{guild}", "g", "a", SEATS, {}, guild=guild)).id] = guild
    old = await store.create("old", "g", "a", SEATS, {})     # no guild: opened before migration 4
    assert (await store.load(old.id)).guild is None
    assert {r.id: r.guild for r in await store.list_active() if r.guild} == made
    for shard in range(3):
        mine = {r.id for r in await store.list_active(ShardSet(3, (shard,)))}
        assert mine == {i for i, g in made.items() if guilds[g] == shard}     # `old` waits to be claimed
    both = {r.id for r in await store.list_active(ShardSet(3, (1, 2)))}
    assert both == {i for i, g in made.items() if guilds[g] in (1, 2)}
    assert {r.id for r in await store.list_active(ShardSet(1, (0,)))} == set(made)
    assert len(await store.list_active()) == len(made) + 1                  # unsharded: every table
    await store.claim_guild(old.id, 2 << 22)
    await store.claim_guild(old.id, 1 << 22)                                # claimed once, then kept
    assert (await store.load(old.id)).guild == 2 << 22
    assert old.id in {r.id for r in await store.list_active(ShardSet(3, (2,)))}


async def test_a_table_and_its_deal_are_created_in_one_write_with_labels_kept(store: Store) -> None:
    lobby = await store.create("c", "g", "a", SEATS[:1], {}, version=1, guild=7 << 22)
    assert (lobby.status, lobby.version, lobby.snapshot) == ("lobby", 1, None)
    assert (await store.load(lobby.id)).seats == SEATS[:1]
    dealt = await store.create("d", "g", "a", SEATS, {"o": 1}, seed=9, snapshot='{"s":0}', version=1)
    loaded = await store.load(dealt.id)
    assert (loaded.status, loaded.seed, loaded.version, loaded.snapshot, loaded.snapshot_version) == \
        ("playing", 9, 1, '{"s":0}', 1) == (dealt.status, dealt.seed, dealt.version, dealt.snapshot, 1)
    with pytest.raises(ChannelBusy):                 # nothing half-made: the channel's table stays whole
        await store.create("d", "g", "b", SEATS, {}, seed=1, snapshot="{}", version=1)
    assert (await store.active("d")).id == dealt.id
    await store.commit_action(dealt.id, 1, "a", {"type": "go"}, '{"s":1}', ["a goes"], label="Go")
    await store.commit_action(dealt.id, 2, "b", {"type": "go"}, '{"s":2}')
    assert [(a.label, a.public) for a in await store.actions(dealt.id)] == [("Go", ["a goes"]), (None, [])]


# --- migration 8: where a table lives and its turn clock ---

async def test_the_turn_clock_is_written_with_the_move_that_starts_a_turn(store: Store) -> None:
    rec = await store.create("thread-1", "g", "a", SEATS, {}, turn_timer=300, parent="chan")
    assert (rec.turn_timer, rec.deadline, rec.reminded, rec.parent) == (300, None, False, "chan")
    version = await store.update(rec.id, 0, status="playing", seed=1, snapshot="{}", deadline=1300.0)
    loaded = await store.load(rec.id)
    assert (loaded.turn_timer, loaded.deadline, loaded.reminded, loaded.parent) == (300, 1300.0, False, "chan")
    assert await store.set_clock(rec.id, version, reminded=True)
    assert (await store.load(rec.id)).reminded and (await store.load(rec.id)).version == version  # no bump
    version = await store.commit_action(rec.id, version, "a", {"type": "x"}, "{}", label="x")   # same turn
    assert ((await store.load(rec.id)).deadline, (await store.load(rec.id)).reminded) == (1300.0, True)
    version = await store.commit_action(rec.id, version, "a", {"type": "y"}, "{}", label="y", deadline=1600.0)
    loaded = await store.load(rec.id)
    assert (loaded.deadline, loaded.reminded) == (1600.0, False)   # a new turn: a new deadline, no reminder yet
    assert not await store.set_clock(rec.id, version - 1, deadline=None)   # the table moved on: refused
    assert await store.set_clock(rec.id, version, turn_timer=0, deadline=None)
    loaded = await store.load(rec.id)
    assert (loaded.turn_timer, loaded.deadline) == (0, None)
    await store.finish(rec.id, version, "abandoned", None)
    assert (await store.load(rec.id)).deadline is None


async def test_a_table_from_before_migration_8_reads_without_a_timer(db_path) -> None:
    old = SqliteStore(db_path)
    await old.open()
    await old.close()
    con = sqlite3.connect(db_path)
    con.executescript("""
        ALTER TABLE tables DROP COLUMN parent; ALTER TABLE tables DROP COLUMN turn_timer;
        ALTER TABLE tables DROP COLUMN deadline; ALTER TABLE tables DROP COLUMN reminded;
        ALTER TABLE actions DROP COLUMN made_by; ALTER TABLE actions DROP COLUMN clock;
        DROP TABLE server_limits; DROP TABLE ratings; DROP TABLE standings; DROP TABLE stats_hidden;
        UPDATE schema_version SET version = 7;
        INSERT INTO tables (channel, game, host, status, seats, options, version, created, updated)
            VALUES ('c', 'g', 'a', 'lobby', '[]', '{}', 0, 0, 0);""")
    con.commit()
    con.close()
    store = SqliteStore(db_path)
    await store.open()
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        rec = (await store.list_active())[0]
        assert (rec.turn_timer, rec.deadline, rec.reminded, rec.parent) == (0, None, False, None)
    finally:
        await store.close()
# --- migration 9: who made each move and the turn clock before it ---

async def test_a_row_keeps_who_made_the_move_and_the_clock_before_it(store: Store) -> None:
    rec = await store.create("c", "g", "a", SEATS, {}, turn_timer=300)
    version = await store.update(rec.id, 0, status="playing", seed=1, snapshot="{}", deadline=1300.0)
    version = await store.commit_action(rec.id, version, "a", {"type": "x"}, "{}", deadline=1600.0,
                                        clock={"deadline": 1300.0, "reminded": True})
    version = await store.commit_action(rec.id, version, "b", {"type": "y"}, "{}", by="timer",
                                        clock={"deadline": 1600.0, "reminded": False})
    version = await store.commit_action(rec.id, version, "b", {"type": "undo"}, "{}", deadline=1300.0,
                                        reminded=True)                 # an undo restores a reminded deadline
    rows = await store.actions(rec.id)
    assert [(a.by, a.clock) for a in rows] == [(None, {"deadline": 1300.0, "reminded": True}),
                                               ("timer", {"deadline": 1600.0, "reminded": False}), (None, None)]
    loaded = await store.load(rec.id)
    assert (loaded.deadline, loaded.reminded) == (1300.0, True)


# --- migration 7: a table's settings, each player's locale and DM choice ---

async def test_a_table_keeps_its_settings_and_an_update_changes_them(store: Store) -> None:
    rec = await store.create("c7", "g", "a", SEATS, {}, settings={"language": "zh-TW"})
    assert rec.settings == {"language": "zh-TW"}
    assert (await store.load(rec.id)).settings == {"language": "zh-TW"}
    await store.update(rec.id, 0, settings={"language": "ja"})
    assert (await store.active("c7")).settings == {"language": "ja"}
    plain = await store.create("c8", "g", "a", SEATS, {})
    assert (await store.load(plain.id)).settings == {}


async def test_one_setting_is_written_without_a_version_bump(store: Store) -> None:
    """The table card's message id (bot/discord/sender.py) is bookkeeping: buttons stay valid."""
    rec = await store.create("c9", "g", "a", SEATS, {}, settings={"language": "ja"})
    await store.set_setting(rec.id, "card", {"message": 123, "table": rec.id, "awaited": ["a"]})
    got = await store.load(rec.id)
    assert got.settings == {"language": "ja", "card": {"message": 123, "table": rec.id, "awaited": ["a"]}}
    assert got.version == rec.version


async def test_players_remember_their_locale_and_dm_choice(store: Store) -> None:
    assert await store.player("42") is None
    await store.set_player("42", locale="ja")
    got = await store.player("42")
    assert (got.user, got.locale, got.dm) == ("42", "ja", True)
    await store.set_player("42", dm=False)              # the locale stays
    got = await store.player("42")
    assert (got.locale, got.dm) == ("ja", False)
    await store.set_player("42", locale="zh-TW")        # the DM choice stays
    got = await store.player("42")
    assert (got.locale, got.dm) == ("zh-TW", False)


async def test_a_label_message_is_kept_as_a_message_and_an_old_english_label_as_text(store: Store) -> None:
    rec = await store.create("c9", "g", "a", SEATS, {})
    label = {"msg": "bot-done", "args": {"label": "X"}}
    public = [{"msg": "bot-player-joins", "args": {"player": {"player": "a"}}}, "an old English sentence"]
    await store.commit_action(rec.id, 0, "a", {"type": "x"}, "{}", public, label=label)
    await store.commit_action(rec.id, 1, "a", {"type": "x"}, "{}", ["told"], label="{not json, old English")
    first, second = await store.history(rec.id, 5)
    assert (first.label, first.public) == (label, public)
    assert (second.label, second.public) == ("{not json, old English", ["told"])
