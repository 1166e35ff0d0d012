"""Server limits (bot/referee/limits.py) in the store on both backends, through migrations and `boardroom
migrate`, and in the referee: open tables per member and per channel, tables per hour, the
rematch cool-down (issue 25)."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot import cli
from bot.referee.limits import effective
from bot.referee.referee import Referee, Refusal
from bot.store.sqlite import SqliteStore
from test_bot_store import raw, store, store_url  # noqa: F401  (both backends)

GAME = "highcard"
GUILD = 42


async def test_limits_are_kept_per_server_and_a_damaged_value_is_the_default(store) -> None:  # noqa: F811
    assert await store.server_limits(GUILD) == {}
    await store.set_server_limits(GUILD, {"tables_per_member": 5})
    await store.set_server_limits(GUILD, {"rematch_cooldown": 0})
    await store.set_server_limits(7, {"tables_per_hour": 2})
    kept = await store.server_limits(GUILD)
    assert kept["tables_per_member"] == 5 and kept["rematch_cooldown"] == 0 and kept["tables_per_hour"] is None
    assert effective(kept) == {"tables_per_member": 5, "tables_per_channel": 10, "tables_per_hour": 6,
                               "rematch_cooldown": 0}
    assert [g for g, _ in await store.all_server_limits()] == [7, GUILD]
    if isinstance(store, SqliteStore):   # SQLite keeps text in an INTEGER column: read as the default
        await raw(store, "UPDATE server_limits SET tables_per_member = 'abc' WHERE guild = ?", GUILD)
        await store.db.commit()
        assert effective(await store.server_limits(GUILD))["tables_per_member"] == 3


def test_migrate_copies_the_servers_limits(tmp_path: Path, pg_url: str, capsys) -> None:
    db = tmp_path / "old.db"

    async def fill() -> None:
        source = SqliteStore(db)
        await source.open()
        await source.set_server_limits(GUILD, {"tables_per_member": 4, "rematch_cooldown": 30})
        await source.close()

    asyncio.run(fill())
    assert cli.main(["migrate", "--from", f"sqlite:///{db}", "--to", pg_url]) == 0
    assert "verified: the copy equals the source." in capsys.readouterr().out

    async def read() -> dict:
        from bot.store.postgres import PgStore
        target = PgStore(pg_url)
        await target.open()
        try:
            return await target.server_limits(GUILD)
        finally:
            await target.close()

    assert asyncio.run(read()) == {"tables_per_member": 4, "tables_per_channel": None, "tables_per_hour": None,
                                   "rematch_cooldown": 30}


@pytest.fixture
async def referee(tmp_path: Path):
    store = SqliteStore(tmp_path / "limits.db")
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    ref.now = 1_000_000.0
    ref.clock = lambda: ref.now
    yield ref
    await ref.close()


async def test_the_referee_keeps_every_limit(referee: Referee) -> None:
    with pytest.raises(Refusal, match="Manage Server"):
        await referee.set_server_limits(GUILD, {"tables_per_member": 2}, is_admin=False)
    with pytest.raises(Refusal, match="from 1 to 50"):
        await referee.set_server_limits(GUILD, {"tables_per_member": 51}, is_admin=True)
    said = await referee.set_server_limits(GUILD, {"tables_per_member": 2, "tables_per_hour": 3}, is_admin=True)
    assert "2 open tables per member" in said and "3 new tables" in said
    for n in range(2):
        await referee.new_table(f"c{n}", GAME, "alice", "Alice", guild=GUILD)
    with pytest.raises(Refusal, match="already host 2"):
        await referee.new_table("c2", GAME, "alice", "Alice", guild=GUILD)
    await referee.new_table("c2", GAME, "alice", "Alice", guild=GUILD + 1)     # another server: its own count
    await referee.abandon("c0", "alice")
    await referee.new_table("c3", GAME, "alice", "Alice", guild=GUILD)        # the third this hour
    await referee.abandon("c3", "alice")
    with pytest.raises(Refusal, match="within the last hour") as refused:
        await referee.new_table("c4", GAME, "alice", "Alice", guild=GUILD)
    assert "60 minutes" in str(refused.value)
    referee.now += 3601
    await referee.new_table("c4", GAME, "alice", "Alice", guild=GUILD)
    await referee.new_table("console", GAME, "alice", "Alice")                # the console: no server, no limits


async def test_threads_count_against_their_channel(referee: Referee) -> None:
    await referee.set_server_limits(GUILD, {"tables_per_channel": 2}, is_admin=True)
    await referee.new_table("t1", GAME, "alice", "Alice", guild=GUILD, parent="room")
    await referee.new_table("t2", GAME, "bob", "Bob", guild=GUILD, parent="room")
    with pytest.raises(Refusal, match="already holds 2 open tables"):
        await referee.new_table("t3", GAME, "carol", "Carol", guild=GUILD, parent="room")
    await referee.new_table("t4", GAME, "carol", "Carol", guild=GUILD, parent="hall")


async def test_rematches_wait_for_the_cool_down(referee: Referee) -> None:
    await referee.new_table("c", GAME, "alice", "Alice", guild=GUILD)
    await referee.join("c", "bob", "Bob")
    await referee.start_game("c", "alice")
    await referee.abandon("c", "alice")
    await referee.rematch("c", "bob")
    await referee.abandon("c", "alice")
    with pytest.raises(Refusal, match="120 seconds"):
        await referee.rematch("c", "bob")
    referee.now += 120
    await referee.rematch("c", "bob")
    await referee.set_server_limits(GUILD, {"rematch_cooldown": 0}, is_admin=True)
    await referee.abandon("c", "alice")
    await referee.rematch("c", "alice")
