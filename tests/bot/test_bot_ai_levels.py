"""Computer seats at a level: /game add-ai [n] [level], the level kept with the seat, hard off the loop."""
from __future__ import annotations

import os
import random

import pytest

from bot.referee import ai as computer
from bot.console.commands import ai_args
from bot.referee.referee import Refusal, Referee
from bot.store.sqlite import SqliteStore

C = "chan"


async def test_the_level_is_shown_with_the_seat_and_kept_in_the_store(db_path) -> None:
    store = SqliteStore(db_path)
    await store.open()
    first = Referee(store)
    await first.start()
    await first.new_table(C, "highcard", "h1", "One")
    reply = await first.add_ai(C, "h1", 1, "hard")
    assert "Ada (computer, hard)" in reply.public[0]
    await first.add_ai(C, "h1", 1)
    seats = first.table(C).seats
    assert [(s.name, s.level) for s in seats[1:]] == [("Ada", "hard"), ("Babbage", "normal")]
    await first.close()
    store = SqliteStore(db_path)
    await store.open()
    second = Referee(store)
    await second.start()
    assert [s.level for s in second.table(C).seats] == [None, "hard", "normal"]
    await second.close()


async def test_an_unknown_level_is_refused_and_changes_nothing(referee: Referee) -> None:
    await referee.new_table(C, "highcard", "h1", "One")
    with pytest.raises(Refusal, match="easy, normal, hard"):
        await referee.add_ai(C, "h1", 1, "grandmaster")
    assert len(referee.table(C).seats) == 1


def test_add_ai_takes_a_count_and_a_level_in_either_order() -> None:
    assert ai_args([]) == (1, None)
    assert ai_args(["2", "hard"]) == (2, "hard")
    assert ai_args(["easy"]) == (1, "easy")
    assert ai_args(["hard", "3"]) == (3, "hard")
    with pytest.raises(Refusal):
        ai_args(["hard", "easy"])


async def test_a_hard_player_thinks_in_a_worker_process() -> None:
    from games import GAMES
    state = GAMES["futures"].new(["a", "b", "c"], 1)
    player = state.to_act()[0]
    legal = state.legal_actions(player)
    computer.configure(think_ms=20, workers=1)
    try:
        action = await computer.choose_async("futures", state.view(player), legal, random.Random(1), "hard")
        assert action in legal
        assert computer._pool is not None          # it went to the worker process, not the event loop
        pid = computer._pool.submit(os.getpid).result()
        assert pid != os.getpid()
    finally:
        computer.shutdown()
        computer.configure()
