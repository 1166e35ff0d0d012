"""SHARD_COUNT/SHARD_IDS: the bot becomes discord.py's AutoShardedBot on those shards, its referee
holds their leases and loads only their guilds' tables, and it plays like the unsharded bot."""
from __future__ import annotations

import asyncio

from discord.ext import commands

from bot.discord import create_bot
from bot.discord.client import BoardroomBot
from bot.store.sharding import shard_of
from discord_harness import ALICE, BOB, CHANNEL, GUILD, close_harness, make_harness, seated_game, settings_for


def test_no_shard_settings_build_the_unsharded_bot(tmp_path) -> None:
    bot = create_bot(settings_for(tmp_path))
    assert type(bot) is BoardroomBot and not isinstance(bot, commands.AutoShardedBot)


async def test_a_sharded_process_runs_its_shards_and_plays(tmp_path, pg_url) -> None:
    assert shard_of(GUILD, 2) == 0
    h = await make_harness(tmp_path, database_url=pg_url, shard_count=2, shard_ids="0")
    try:
        assert isinstance(h.bot, commands.AutoShardedBot)
        assert h.bot.shard_count == 2 and h.bot.shard_ids == [0]
        assert h.referee.leases is not None and h.referee.leases.keys == ["shard:0"]
        await seated_game(h, humans=(ALICE, BOB))
        info = h.referee.table(str(CHANNEL))
        assert info.status == "playing"
        assert (await h.referee.store.load(info.table_id)).guild == GUILD   # the table knows its guild
    finally:
        await close_harness(h)
    # The process that runs shard 1 does not load it; the one on shard 0 again does.
    other = await make_harness(tmp_path, database_url=pg_url, shard_count=2, shard_ids="1")
    try:
        assert other.referee.tables() == []
    finally:
        await close_harness(other)
    again = await make_harness(tmp_path, database_url=pg_url, shard_count=2, shard_ids="0")
    try:
        assert [t.channel for t in again.referee.tables()] == [str(CHANNEL)]
    finally:
        await close_harness(again)


async def test_a_sharded_bot_that_loses_its_shard_lease_closes(tmp_path, pg_url) -> None:
    h = await make_harness(tmp_path, open_referee=False, database_url=pg_url, shard_count=2, shard_ids="0",
                           dev_guild_id=4242)
    h.bot._connection.application_id = 555   # login() learns it from Discord before setup_hook runs
    await h.bot.setup_hook()                  # opens the referee, which takes the lease "shard:0"
    assert h.referee.leases is not None and not h.bot.is_closed()
    h.referee.leases._lose("another process took shard:0")
    for _ in range(400):                      # the close runs as a task: wait for it (a busy machine is slow)
        if h.bot.is_closed():
            break
        await asyncio.sleep(0.025)
    assert h.bot.is_closed() and h.referee.halted


async def test_a_table_opened_before_guilds_were_recorded_is_taken_at_its_first_command(tmp_path, pg_url) -> None:
    from bot.store.backends import open_store
    from bot.referee.referee import Referee

    ref = Referee(await open_store(pg_url), pictures=False)
    await ref.start()
    await ref.new_table(str(CHANNEL), "highcard", str(ALICE), "Alice")   # no guild, as before migration 4
    await ref.join(str(CHANNEL), str(BOB), "Bob")
    await ref.start_game(str(CHANNEL), str(ALICE), seed=3)
    await ref.close()
    h = await make_harness(tmp_path, database_url=pg_url, shard_count=2, shard_ids="0")
    try:
        assert h.referee.tables() == []
        await h.slash(ALICE, "game status")
        info = h.referee.table(str(CHANNEL))
        assert info is not None and info.status == "playing"
        assert (await h.referee.store.load(info.table_id)).guild == GUILD
    finally:
        await close_harness(h)
