"""The turn timer through the Discord pipeline: a stored deadline, one reminder at half time,
the computer's move at the deadline, and both across a restart (an injected clock: no sleeping)."""
from __future__ import annotations

import asyncio

from discord_harness import ALICE, BOB, CHANNEL, Harness, close_harness, make_harness

CH = str(CHANNEL)
T0 = 1_000_000.0


class Clock:
    """The referee's clock, moved by hand."""

    def __init__(self, now: float = T0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def timed(h: Harness, clock: Clock) -> Clock:
    h.referee.clock = clock
    return clock


async def start_timed(h: Harness, timer: str = "5m") -> None:
    await h.slash(ALICE, "game new", {"game": "highcard", "thread": False, "timer": timer})
    await h.slash(BOB, "game join")
    await h.slash(ALICE, "game start")


def said(h: Harness, words: str, start: int = 0) -> list:
    return [s for s in h.channel(h.log[start:]) if words in s.content]


async def test_the_deadline_is_stored_with_the_start_and_a_new_turn(tmp_path):
    h = await make_harness(tmp_path)
    clock = timed(h, Clock())
    try:
        await start_timed(h)
        info = h.referee.table(CH)
        assert info.turn_timer == 300 and info.deadline == T0 + 300 and info.to_act == [str(ALICE)]
        assert (await h.referee.store.load(info.table_id)).deadline == T0 + 300   # stored, not only in memory
        clock.now += 100
        await h.slash(ALICE, "bid", {"choice": "1000"})                             # Bob's turn starts now
        rec = await h.referee.store.load(info.table_id)
        assert rec.deadline == T0 + 400 and not rec.reminded
    finally:
        await close_harness(h)


async def test_one_reminder_at_half_time_then_the_computer_moves_at_the_deadline(tmp_path):
    h = await make_harness(tmp_path)
    clock = timed(h, Clock())
    try:
        await start_timed(h)
        assert await h.bot.reminders.tick() == 150                  # the next look: half time
        assert not said(h, "Reminder")
        clock.now += 151
        start = len(h.log)
        await h.bot.reminders.tick()
        reminders = said(h, "Reminder", start)
        assert len(reminders) == 1 and reminders[0].allowed_users == [str(ALICE)]
        assert "computer moves for you" in reminders[0].content
        await h.bot.reminders.tick()                                # said once
        assert len(said(h, "Reminder")) == 1
        clock.now = T0 + 300
        start = len(h.log)
        version = h.referee.table(CH).version
        await h.bot.reminders.tick()
        posted = h.text(h.shown(h.log[start:]))
        assert "Time is up for Alice: the computer makes this move." in posted
        assert "<@1001> bids" in posted or "<@1001> passes" in posted   # narrated like any move
        info = h.referee.table(CH)
        assert info.version == version + 1 and info.to_act == [str(BOB)]
        assert info.deadline == T0 + 600 and not info.reminded       # Bob's turn has its own time
        assert h.last_move_message().allowed_users == [str(BOB)]
        await h.bot.reminders.tick()                                 # nothing more is due
        assert h.referee.table(CH).version == info.version
    finally:
        await close_harness(h)


async def test_a_move_in_time_leaves_the_timer_nothing_to_do(tmp_path):
    h = await make_harness(tmp_path)
    clock = timed(h, Clock())
    try:
        await start_timed(h)
        clock.now += 299
        await h.slash(ALICE, "bid", {"choice": "1000"})
        clock.now += 2                                               # Alice's old deadline has passed
        await h.bot.reminders.tick()
        assert not said(h, "Time is up") and not said(h, "Reminder")
        assert h.referee.table(CH).to_act == [str(BOB)]
    finally:
        await close_harness(h)


async def test_the_deadline_and_the_reminder_survive_a_restart(tmp_path):
    first = await make_harness(tmp_path)
    timed(first, Clock())
    await start_timed(first)
    await first.bot.close()
    log = first.log

    # half time passed while the bot was down: the reminder goes out once on start
    second = await make_harness(tmp_path, log=log)
    timed(second, Clock(T0 + 200))
    info = second.referee.table(CH)
    assert info.deadline == T0 + 300 and not info.reminded
    start = len(log)
    await second.bot.post_resumed()
    await second.bot.reminders.tick()
    for _ in range(5):
        await asyncio.sleep(0)
    assert len(said(second, "Reminder", start)) == 1
    await second.bot.close()

    # the deadline passed while it was down again: the computer moves at once, no second reminder
    third = await make_harness(tmp_path, log=log)
    timed(third, Clock(T0 + 1000))
    assert third.referee.table(CH).reminded
    start = len(log)
    await third.bot.post_resumed()
    await third.bot.reminders.tick()
    for _ in range(5):
        await asyncio.sleep(0)
    assert len(said(third, "Time is up for Alice", start)) == 1
    assert not said(third, "Reminder", start)
    info = third.referee.table(CH)
    assert info.to_act == [str(BOB)] and info.deadline == T0 + 1300
    await close_harness(third)


async def test_the_host_changes_the_timer_and_others_may_not(tmp_path):
    h = await make_harness(tmp_path)
    clock = timed(h, Clock())
    try:
        await start_timed(h, timer="off")
        assert h.referee.table(CH).deadline is None and h.referee.clocks() == []
        sent = await h.slash(BOB, "game timer", {"length": "1h"})
        assert "table-timer-host-only" in h.ids(h.to_caller(sent)) and h.referee.table(CH).turn_timer == 0
        clock.now += 50
        version = h.referee.table(CH).version
        sent = await h.slash(ALICE, "game timer", {"length": "1h"})
        assert "sets the turn timer: 1 hour" in h.text(h.shown(sent))
        info = h.referee.table(CH)
        assert (info.turn_timer, info.deadline, info.version) == (3600, T0 + 50 + 3600, version)  # buttons stay valid
        rec = await h.referee.store.load(info.table_id)
        assert (rec.turn_timer, rec.deadline) == (3600, T0 + 3650)
        await h.slash(ALICE, "game timer", {"length": "off"})
        assert h.referee.table(CH).deadline is None and h.referee.clocks() == []
        payload = h.command_payload(ALICE, "game timer", {"length": "24h"})
        payload["locale"] = "ja"
        sent = await h.feed(payload)                                # the caller's answer in their language
        assert "手番タイマー：24 時間" in h.text(h.to_caller(sent))
        payload = h.command_payload(BOB, "game timer", {"length": "5m"})
        payload["locale"] = "zh-TW"
        assert "只有主持人" in h.text(h.to_caller(await h.feed(payload)))
    finally:
        await close_harness(h)


async def test_the_timer_task_wakes_for_a_new_deadline(tmp_path):
    h = await make_harness(tmp_path)
    timed(h, Clock())
    try:
        await start_timed(h)
        task = h.bot.reminders.timer_task
        assert task is not None and not task.done()                # armed by the start's reply
    finally:
        await close_harness(h)
        assert h.bot.reminders.timer_task is None
