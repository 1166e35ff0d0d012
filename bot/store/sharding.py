"""Which tables a process owns when the bot runs as several shard processes.

Discord routes a guild's events to shard ``(guild_id >> 22) % shard_count``; a
process running shards ``ids`` loads, reminds and plays computer seats only for
the tables of those guilds. A table with no guild (opened before the store
recorded guilds) is loaded by no shard process at start: the first command in
its channel records the guild, and the process that received it takes it
(Referee.adopt).
"""
from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild: int | None, count: int) -> int:
    """The shard that receives a guild's events (Discord's own formula)."""
    return ((guild or 0) >> 22) % count


@dataclass(frozen=True)
class ShardSet:
    """The shards one process runs: ``ids`` out of ``count``."""

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("SHARD_COUNT must be at least 1")
        if not self.ids:
            raise ValueError("SHARD_IDS names no shard")
        bad = [i for i in self.ids if not 0 <= i < self.count]
        if bad:
            raise ValueError(f"SHARD_IDS {bad} are outside 0..{self.count - 1} (SHARD_COUNT={self.count})")

    @classmethod
    def parse(cls, count: int | None, ids: str | None) -> "ShardSet | None":
        """From SHARD_COUNT and SHARD_IDS ("0,1"); None when neither is set (one process, as ever).
        SHARD_COUNT alone runs every shard in this process."""
        if count is None and not ids:
            return None
        if count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT")
        if not ids:
            return cls(count, tuple(range(count)))
        try:
            wanted = tuple(sorted({int(part) for part in ids.replace(" ", "").split(",") if part}))
        except ValueError:
            raise ValueError(f"SHARD_IDS must be numbers separated by commas, like 0,1 (not {ids!r})") from None
        return cls(count, wanted)

    def owns(self, guild: int | None) -> bool:
        return shard_of(guild, self.count) in self.ids

    def lease_keys(self) -> list[str]:
        return [f"shard:{i}" for i in self.ids]
