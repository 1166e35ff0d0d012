"""Computers that think never make anyone queue: each hard decision gets its share of the machine, and
with an adapter listening each thinking computer's move comes as a reply of its own, after the
human's reply, so the card shows every move as it is made."""
from __future__ import annotations

import asyncio
import random
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from bot.referee import ai as computer
from bot.referee.referee import Referee, Refusal
from bot.referee.shapes import Reply

C = "chan"


@pytest.fixture
def idle_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(computer, "machine_share", lambda: 1.0)


def test_a_request_thinks_its_share_of_the_workers_and_of_the_free_cores(monkeypatch, idle_machine) -> None:
    computer.configure(think_ms=300, workers=2)
    try:
        assert [computer.think_budget_ms(n) for n in (1, 2, 3, 4, 6)] == [300, 300, 200, 150, 100]
        monkeypatch.setattr(computer, "machine_share", lambda: 0.5)     # twice the work of the cores
        assert computer.think_budget_ms(1) == 150
    finally:
        computer.configure()


def test_workers_default_to_one_per_core() -> None:
    computer.configure(think_ms=300, workers=0)
    try:
        assert computer._workers == computer.cores() >= 1
    finally:
        computer.configure()


def test_the_machine_share_follows_the_load_average(monkeypatch) -> None:
    monkeypatch.setattr(computer, "cores", lambda: 2)
    monkeypatch.setattr(computer.os, "getloadavg", lambda: (1.0, 0.0, 0.0))
    assert computer.machine_share() == 1.0
    monkeypatch.setattr(computer.os, "getloadavg", lambda: (8.0, 0.0, 0.0))
    assert computer.machine_share() == 0.25


async def test_waiting_for_a_worker_comes_off_the_thinking_and_a_late_request_plays_normal(
        monkeypatch, idle_machine) -> None:
    """Six requests at once on two workers: the later ones are given less time from the start,
    and time spent queued counts against it; nobody's wait grows with the queue."""
    budgets: list[float] = []
    levels: list[str] = []

    def chooser(key: str, level: str = "normal"):
        def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
            levels.append(level)
            if level == "hard":
                from games.search import BUDGET
                budgets.append(BUDGET.ms)
                time.sleep(BUDGET.ms / 1000)        # a search uses all the time it is given
            return legal[0]
        return choose

    monkeypatch.setattr(computer, "chooser", chooser)
    pool = ThreadPoolExecutor(2)
    monkeypatch.setattr(computer, "_worker_pool", lambda: pool)
    computer.configure(think_ms=200, workers=2)
    try:
        start = time.monotonic()
        await asyncio.gather(*(computer.choose_async("x", {}, [{"type": "a"}], random.Random(i), "hard")
                               for i in range(6)))
        took = time.monotonic() - start
    finally:
        computer.configure()
        pool.shutdown()
    assert budgets and max(budgets) <= 200 + 1
    assert len(levels) == 6 and levels.count("normal") >= 1     # time gone before a worker was free
    assert took < 6 * 0.2 / 2                                     # less than the queue would have taken
    assert computer._thinking == 0


async def test_a_request_whose_time_is_gone_plays_the_normal_move_at_once(monkeypatch) -> None:
    played: list[str] = []
    monkeypatch.setattr(computer, "choose", lambda key, view, legal, rng, level="normal": played.append(level)
                        or legal[0])
    computer.think_until("x", {}, [{"type": "a"}], random.Random(1), "hard", time.monotonic() - 1)
    computer.think_until("x", {}, [{"type": "a"}], random.Random(1), "hard", time.monotonic() + 1)
    assert played == ["normal", "hard"]


async def _slow_hard(monkeypatch) -> list[str]:
    """Hard seats that take a while (no worker process: the referee's scheduling is what is tested)."""
    order: list[str] = []
    real = computer.choose

    async def slow(game: str, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random,
                   level: str = "normal") -> dict[str, Any]:
        if level == "hard":
            await asyncio.sleep(0.05)
        order.append(level)
        return real(game, view, legal, rng, "normal")

    monkeypatch.setattr(computer, "choose_async", slow)
    return order


async def test_with_an_adapter_each_thinking_computer_moves_after_the_reply_in_its_own_reply(
        referee: Referee, monkeypatch) -> None:
    await _slow_hard(monkeypatch)
    heard: list[Reply] = []
    done = asyncio.Event()

    async def deliver(channel: str, reply: Reply) -> None:
        heard.append(reply)
        info = referee.table(channel)
        if info is None or "h1" in info.to_act or info.status != "playing":
            done.set()

    referee.on_background = deliver
    await referee.new_table(C, "highcard", "h1", "One")
    await referee.add_ai(C, "h1", 2, "hard")
    await referee.start_game(C, "h1", seed=3)
    info = referee.table(C)
    assert info.to_act == ["h1"]
    choice = referee.choices(C, "h1")[0]
    reply = await referee.act(C, "h1", choice.action)
    assert reply.version == info.version + 1              # the human's move alone: nobody waited for the computers
    assert referee.table(C).to_act != ["h1"]
    with pytest.raises(Refusal):                          # a human's command meanwhile: a polite refusal, no queue
        await referee.act(C, "h1", choice.action)
    await asyncio.wait_for(done.wait(), 5)
    assert len(heard) >= 2 and all(r.public for r in heard)
    versions = [r.version for r in heard]
    assert versions == sorted(versions) and versions[0] == reply.version + 1    # one turn a reply, in order
    task = referee.moves.thinking.get(C)
    if task is not None:
        await asyncio.wait_for(task, 5)
    assert C not in referee.moves.thinking                 # the thinker ends when a human is awaited


async def test_without_an_adapter_the_computers_move_within_the_command(referee: Referee, monkeypatch) -> None:
    order = await _slow_hard(monkeypatch)
    await referee.new_table(C, "highcard", "h1", "One")
    await referee.add_ai(C, "h1", 2, "hard")
    info = await referee.start_game(C, "h1", seed=3)
    choice = referee.choices(C, "h1")[0]
    before = referee.table(C).version
    reply = await referee.act(C, "h1", choice.action)
    assert reply.version >= before + 3 and order[:2] == ["hard", "hard"]
    assert not referee.moves.thinking
    del info


async def test_closing_the_referee_stops_a_computer_that_is_thinking(referee: Referee, monkeypatch) -> None:
    async def forever(*args: Any, **kwargs: Any) -> dict[str, Any]:
        await asyncio.sleep(3600)
        raise AssertionError

    async def deliver(channel: str, reply: Reply) -> None:
        pass

    referee.on_background = deliver
    await referee.new_table(C, "highcard", "h1", "One")
    await referee.add_ai(C, "h1", 1, "hard")
    await referee.start_game(C, "h1", seed=3)
    monkeypatch.setattr(computer, "choose_async", forever)
    await referee.act(C, "h1", referee.choices(C, "h1")[0].action)
    task = referee.moves.thinking[C]
    await asyncio.sleep(0.01)
    await referee.close()
    await asyncio.gather(task, return_exceptions=True)
    assert task.cancelled()
