"""Which process owns a table: Discord's shard formula, SHARD_COUNT/SHARD_IDS, and their mistakes."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.settings import Settings
from bot.store.sharding import ShardSet, shard_of


def test_a_guild_goes_to_discords_shard_and_no_guild_to_shard_0() -> None:
    guild = 81384788765712384          # Discord's documented example: shard (id >> 22) % count
    assert shard_of(guild, 1) == 0
    assert shard_of(guild, 16) == (guild >> 22) % 16
    assert shard_of(None, 4) == 0
    assert ShardSet(4, (1, 3)).owns(5 << 22) and not ShardSet(4, (1, 3)).owns(6 << 22)


def test_shard_settings_parse_and_no_settings_mean_one_process() -> None:
    assert Settings(_env_file=None).shards() is None
    assert Settings(_env_file=None, shard_count=4, shard_ids="3, 1,1").shards() == ShardSet(4, (1, 3))
    assert Settings(_env_file=None, shard_count=2).shards() == ShardSet(2, (0, 1))   # every shard here
    assert ShardSet(4, (1, 3)).lease_keys() == ["shard:1", "shard:3"]


@pytest.mark.parametrize("count, ids, words", [
    (None, "0", "SHARD_IDS needs SHARD_COUNT"),
    (2, "2", "outside 0..1"),
    (2, "zero", "numbers separated by commas"),
])
def test_impossible_shard_settings_stop_the_start_with_the_reason(count, ids, words) -> None:
    with pytest.raises(ValidationError, match=words):
        Settings(_env_file=None, shard_count=count, shard_ids=ids)


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'b.db'}" if request.param == "sqlite" else request.getfixturevalue("pg_url")


async def test_claims_exclude_each_other_whatever_the_mix(database: str) -> None:
    """Shard processes share a database; an unsharded process, a busy shard and another
    SHARD_COUNT are each refused with their reason, on either backend."""
    from bot.store.process_lock import ProcessBusy
    from bot.referee.referee import Referee

    def settings(**shards) -> Settings:
        return Settings(_env_file=None, database_url=database, lock_wait_seconds=0, **shards)

    async def refused(reason: str, **shards) -> None:
        with pytest.raises(ProcessBusy, match=reason):
            await Referee.open(settings(**shards))

    first = await Referee.open(settings(shard_count=2, shard_ids="0"))
    second = await Referee.open(settings(shard_count=2, shard_ids="1"))     # not blocked by the first
    try:
        assert first.leases.keys == ["shard:0"] and second.leases.keys == ["shard:1"]
        await refused("shard 1 is run by another process, so this process [(]shard 1 of 2[)] does not start",
                      shard_count=2, shard_ids="1")
        await refused("shard processes with SHARD_COUNT=2 use this database, and this one has SHARD_COUNT=4",
                      shard_count=4, shard_ids="3")
        await refused("shard processes with SHARD_COUNT=2 use this database, so this process "
                      "[(]without SHARD_COUNT[)] does not start")
    finally:
        await first.close()
    await refused("SHARD_COUNT=2", shard_count=1)        # the second still runs
    await second.close()
    alone = await Referee.open(settings())                                  # unsharded: the whole database
    try:
        await refused("another Boardroom process is using this database")
        await refused("a Boardroom process without SHARD_COUNT is using the whole database",
                      shard_count=2, shard_ids="0")
    finally:
        await alone.close()
    again = await Referee.open(settings(shard_count=3))                     # every claim was let go
    await again.close()
