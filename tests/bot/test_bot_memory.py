"""Memory that must not grow with the number of games: what the referee keeps per channel is
bounded (every table may be a new thread), and bot/memory.py's glibc remedies work here."""
from __future__ import annotations

import pytest

from bot import memory

from bot.referee import tables
from bot.referee.referee import Referee


async def test_per_channel_memory_is_bounded(referee: Referee, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables, "ENDED_KEPT", 5)
    monkeypatch.setattr(tables, "LOCKS_KEPT", 5)
    await referee.new_table("kept", "highcard", "h1", "One")            # an open table keeps its lock
    for n in range(30):
        channel = f"thread-{n}"
        await referee.new_table(channel, "highcard", "h1", "One")
        await referee.abandon(channel, "h1")
    assert len(referee.book.ended) == 5 and "thread-29" in referee.book.ended and "thread-0" not in referee.book.ended
    assert len(referee.book.locks) <= 5 + 1 + 1 and "kept" in referee.book.locks
    assert referee.names("thread-29") == {"h1": "One"}


def test_the_glibc_remedies_run() -> None:
    if memory._glibc() is None:
        pytest.skip("not glibc")
    assert memory.tune_malloc()
    memory._last_trim = 0.0
    assert memory.trim_due() and not memory.trim_due()                   # one trim per TRIM_EVERY
    memory.trim()
