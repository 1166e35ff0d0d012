"""PostgreSQL and shards through the referee and the `boardroom` command: migrate, DATABASE_URL,
SHARD_COUNT/SHARD_IDS, and the shard leases that keep two processes off one shard."""
from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot import cli
from bot.store.backends import open_store
from bot.referee.referee import Referee, Refusal
from bot.referee.replay import verify
from bot.settings import Settings
from bot.store.process_lock import AdvisoryLock, ProcessBusy
from bot.store.sharding import ShardSet, shard_of
from bot.store.sqlite import SqliteStore
from referee_play import referee_walk

GAME = "highcard"


async def play(ref: Referee, channel: str, seed: int, moves: int, guild: int | None = None) -> None:
    """A two-human High Card table at `channel`, `moves` random moves in (fewer if it ends)."""
    await ref.new_table(channel, GAME, "h1", "One", guild=guild)
    await ref.join(channel, "h2", "Two")
    await ref.start_game(channel, "h1", seed=seed)
    await referee_walk(ref, channel, random.Random(seed), steps=moves).play()


def guild_on(shard: int, count: int, n: int) -> int:
    """The n-th made-up guild id that Discord routes to `shard` of `count`."""
    guild = ((n * count + shard) << 22) | 12345
    assert shard_of(guild, count) == shard
    return guild


def test_migrate_copies_every_table_log_and_snapshot_and_verifies(tmp_path: Path, pg_url: str, capsys) -> None:
    db = tmp_path / "old.db"

    async def fill() -> None:
        store = SqliteStore(db)
        await store.open()
        ref = Referee(store, pictures=False)
        await ref.start()
        for t in range(6):          # some finish, some stay unfinished, one stays in the lobby
            await play(ref, f"c{t}", t, moves=200 if t % 2 else 5, guild=guild_on(t % 2, 2, t))
        await ref.new_table("lobby", GAME, "h1", "One")
        await ref.close()

    asyncio.run(fill())
    assert cli.main(["migrate", "--from", f"sqlite:///{db}", "--to", pg_url]) == 0
    out = capsys.readouterr().out
    assert "copied 7 table(s)" in out and "verified: the copy equals the source." in out
    assert cli.main(["verify", "--db", pg_url]) == 0
    assert "every snapshot matches its log" in capsys.readouterr().out
    # A second copy into the same database is refused and changes nothing.
    assert cli.main(["migrate", "--from", f"sqlite:///{db}", "--to", pg_url]) == 2
    assert "already holds tables" in capsys.readouterr().out

    async def carry_on() -> None:
        store = await open_store(pg_url)
        ref = Referee(store, pictures=False)
        infos = await ref.start()
        assert sorted(i.channel for i in infos) == ["c0", "c2", "c4", "lobby"]
        assert {i.channel: i.table_id for i in infos}["lobby"] == 7
        await play(ref, "new", 99, moves=3)            # ids go on after the copied ones
        assert (await store.latest("new")).id == 8
        for info in infos:
            if info.status == "playing":
                player = info.to_act[0]
                await ref.act(info.channel, player, ref.choices(info.channel, player)[0].action)
        assert (await verify(store))[1] == []
        await ref.close()

    asyncio.run(carry_on())


def test_migrate_refuses_a_missing_source_or_a_sqlite_target(tmp_path: Path, capsys) -> None:
    assert cli.main(["migrate", "--from", f"sqlite:///{tmp_path / 'none.db'}", "--to", "postgresql://x/y"]) == 2
    assert "No database at" in capsys.readouterr().out
    db = tmp_path / "old.db"
    db.touch()
    assert cli.main(["migrate", "--from", f"sqlite:///{db}", "--to", f"sqlite:///{tmp_path / 'b.db'}"]) == 2
    assert "--to must be a postgresql:// URL" in capsys.readouterr().out


async def test_referee_open_takes_database_url_and_loads_only_its_shards(pg_url: str) -> None:
    store = await open_store(pg_url)
    ref = Referee(store, pictures=False)
    await ref.start()
    for n in range(4):
        for shard in (0, 1, 2):
            await play(ref, f"s{shard}-{n}", n, moves=2, guild=guild_on(shard, 3, n))
    await ref.close()

    settings = Settings(_env_file=None, database_url=pg_url, shard_count=3, shard_ids="0,2",
                        lock_wait_seconds=5)
    sharded = await Referee.open(settings)
    try:
        assert sorted(t.channel for t in sharded.tables()) == sorted(f"s{s}-{n}" for s in (0, 2) for n in range(4))
        assert sharded.leases is not None and sharded.leases.keys == ["shard:0", "shard:2"]
        # Another process on shard 2 waits, then refuses to start, saying why.
        other = AdvisoryLock(pg_url, ShardSet(3, (1, 2)), wait=0.3)
        with pytest.raises(ProcessBusy, match="shard 2 is run by another process"):
            await other.take()
        third = AdvisoryLock(pg_url, ShardSet(3, (1,)), wait=0)   # what it took was let go
        await third.take()
        await third.release()
    finally:
        await sharded.close()
    # Closed: the shards are free at once.
    again = AdvisoryLock(pg_url, ShardSet(3, (0, 2)), wait=0)
    await again.take()
    await again.release()


async def test_a_process_whose_lock_session_ends_stops_acting(pg_url: str) -> None:
    settings = Settings(_env_file=None, database_url=pg_url, shard_count=2, shard_ids="0", lock_wait_seconds=1)
    ref = await Referee.open(settings)
    ref.pictures = False
    await play(ref, "c", 1, moves=1, guild=guild_on(0, 2, 1))
    store = ref.store
    # The server ends the lock session (an administrator, a restart, a network cut that it noticed).
    await store.pool.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                             " WHERE application_name LIKE 'boardroom shard 0 of 2%'")
    for _ in range(50):
        if ref.halted:
            break
        await asyncio.sleep(0.05)
    assert ref.halted and ref.leases.lost
    info = ref.table("c")
    with pytest.raises(Refusal, match="handed its servers over"):
        await ref.act("c", info.to_act[0], ref.choices("c", info.to_act[0])[0].action)
    await ref.close()
    # Its claim is free: another process takes the shard at once.
    again = AdvisoryLock(pg_url, ShardSet(2, (0,)), wait=0)
    await again.take()
    await again.release()


async def test_a_waiting_process_takes_the_shard_once_the_first_stops(pg_url: str) -> None:
    first = AdvisoryLock(pg_url, ShardSet(2, (0,)), wait=0)
    await first.take()
    second = AdvisoryLock(pg_url, ShardSet(2, (0,)), wait=10)
    waiting = asyncio.create_task(second.take())
    await asyncio.sleep(0.5)
    assert not waiting.done()
    await first.release()
    await asyncio.wait_for(waiting, 5)
    with pytest.raises(ProcessBusy, match="shard 0 is run by another process"):
        await AdvisoryLock(pg_url, ShardSet(2, (0,)), wait=0).take()
    await second.release()


def test_a_process_whose_shard_is_taken_exits_with_the_reason(monkeypatch, capsys) -> None:
    import bot.discord

    def busy(settings):
        raise ProcessBusy("shard 1 is run by another process, so this process (shard 1 of 2) does not start.")

    monkeypatch.setattr(bot.discord, "run", busy)
    settings = Settings(_env_file=None, discord_token="abc", shard_count=2, shard_ids="1")
    assert cli.run(settings) == 3
    assert "Not started: shard 1 is run by another process" in capsys.readouterr().err


async def test_a_table_without_a_guild_is_adopted_by_the_shard_its_first_command_reaches(pg_url: str) -> None:
    store = await open_store(pg_url)
    ref = Referee(store, pictures=False)
    await ref.start()
    await play(ref, "old", 5, moves=2)            # opened before the store recorded guilds
    await ref.close()

    store = await open_store(pg_url)
    shard1 = Referee(store, pictures=False, shards=ShardSet(2, (1,)))
    assert await shard1.start() == []                            # at start, nobody loads it
    await shard1.adopt("old", guild_on(0, 2, 3))                 # a guild of another shard: not ours
    assert shard1.table("old") is None and (await store.active("old")).guild is None
    await shard1.adopt("old", guild_on(1, 2, 3))                 # our guild: recorded and loaded
    info = shard1.table("old")
    assert info is not None and (await store.active("old")).guild == guild_on(1, 2, 3)
    player = info.to_act[0]
    await shard1.act("old", player, shard1.choices("old", player)[0].action, version=info.version)
    await shard1.close()
    store = await open_store(pg_url)
    again = Referee(store, pictures=False, shards=ShardSet(2, (1,)))
    assert [i.channel for i in await again.start()] == ["old"]   # from now on it is shard 1's at start
    await again.close()
