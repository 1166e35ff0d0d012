"""Which process owns a table: Discord's shard formula, SHARD_COUNT/SHARD_IDS, and their mistakes."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.settings import Settings
from bot.sharding import ShardSet, shard_of


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


async def test_shard_processes_on_one_sqlite_file_hold_shard_leases_not_the_instance_lease(tmp_path) -> None:
    from bot.referee import Referee
    from bot.shard_lease import ShardBusy
    from bot.store import StoreUnusable

    def settings(**shards) -> Settings:
        return Settings(_env_file=None, database_path=tmp_path / "b.db", shard_lease_seconds=2, **shards)

    first = await Referee.open(settings(shard_count=2, shard_ids="0"))
    second = await Referee.open(settings(shard_count=2, shard_ids="1"))     # not blocked by the first
    try:
        assert await first.store.lease_holder("instance") is None
        assert await first.store.lease_holder("shard:0") == first.leases.holder
        assert await first.store.lease_holder("shard:1") == second.leases.holder
        with pytest.raises(ShardBusy, match="shard:1 is run by another process"):
            await Referee.open(settings(shard_count=2, shard_ids="1"))
    finally:
        await first.close()
        await second.close()
    alone = await Referee.open(settings())                                  # unsharded: the instance lease
    try:
        assert await alone.store.lease_holder("instance") is not None
        with pytest.raises(StoreUnusable, match="another Boardroom process"):
            await Referee.open(settings())
    finally:
        await alone.close()
