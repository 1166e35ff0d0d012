"""Time at the tables: the turn timer's scheduler, and the optional idle nudge.

The turn timer (bot/referee/timer.py) keeps each table's deadline in the database. One task here
wakes at the next half time or deadline of any table, asks the referee what is due and posts
it: the half-time reminder (a ping of the awaited players, once: the referee stores that it
was sent) and, at the deadline, the computer's move for the awaited seats (the referee's
``act_for_timeout``: one committed action per step, narrated like any move). After a restart
``start()`` runs the same check at once: overdue tables act, unsent reminders go out once.
The clock is the referee's (``Referee.clock``), so tests move time without sleeping.

The older idle nudge (TURN_REMINDER_MINUTES, off by default) still re-pings the players to
act once when a table without a turn timer has not moved, and re-posts a move that never
reached the channel; it lives in memory only.
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Awaitable, Callable

import discord

from bot.discord.delivery import Referees, outlet_for
from bot.discord.formatting import human
from bot.referee.referee import Refusal, Reply
from bot.text.words import said

if TYPE_CHECKING:
    from bot.discord.sender import Sender
    from bot.referee.referee import TableInfo
    from bot.settings import Settings

log = logging.getLogger("boardroom.discord")

MAX_NAP = 60.0        # seconds: the timer task looks again at least this often
MIN_NAP = 1.0         # seconds: and never more often than this (a failing save is tried again)


class Reminders:
    def __init__(self, client: discord.Client, referees: Referees, sender: "Sender", settings: "Settings",
                 post_background: Callable[[str, Reply], Awaitable[None]]) -> None:
        """`post_background` posts a reply nobody asked for (a computer's move at a deadline)."""
        self.client, self.referees, self.sender, self.settings = client, referees, sender, settings
        self.post_background = post_background
        self.tasks: dict[int, asyncio.Task[None]] = {}    # channel -> idle nudge
        self.seconds: float | None = None  # overrides the idle nudge's setting (tests)
        self.timer_task: asyncio.Task[None] | None = None
        self.wake_at: float | None = None   # the referee's clock time of the timer task's next look
        self._poked: asyncio.Event | None = None

    # --- the turn timer ---

    def start(self) -> None:
        """Run the timer task (idempotent); it looks at once, then at each next due time."""
        if self.timer_task is not None and not self.timer_task.done():
            self.poke()
            return
        self._poked = asyncio.Event()
        self.timer_task = asyncio.create_task(self._run(), name="boardroom-reminder-timer")

    def poke(self) -> None:
        """Look again now (a deadline earlier than the task's next look was set)."""
        if self._poked is not None:
            self._poked.set()

    async def tick(self) -> float | None:
        """Do what is due now at every timed table: reminders, then computer moves at deadlines.
        Returns the seconds until the next thing is due (None: nothing timed)."""
        referee = self.referees.referee
        if referee is None or referee.halted or (referee.leases is not None and referee.leases.lost):
            return None       # nothing can be saved (or another process runs these tables now)
        now = referee.clock()
        for clock in referee.clocks():
            try:
                if now >= clock.deadline:
                    await self._timeout(clock.channel)
                elif not clock.reminded and now >= clock.remind_at:
                    await self._remind(clock.channel)
            except Refusal as exc:      # a save that failed: the next look tries again
                log.warning("turn timer of channel %s: %s", clock.channel, exc)
            except Exception:
                log.exception("turn timer of channel %s failed", clock.channel)
        now = referee.clock()
        due = [(c.deadline if c.reminded else c.remind_at) - now for c in referee.clocks()]
        return max(0.0, min(due)) if due else None

    async def _remind(self, channel: str) -> None:
        reply = await (await self.referees.get_referee()).remind(channel)
        if reply is None or not channel.isdigit():
            return
        outlet = outlet_for(self.client, None, int(channel))
        await self.sender.post(outlet, reply, remind=frozenset(u for u in reply.ping if human(u)))

    async def _timeout(self, channel: str) -> None:
        reply = await (await self.referees.get_referee()).act_for_timeout(channel)
        if reply is not None:
            await self.post_background(channel, reply)

    async def _run(self) -> None:
        while True:
            try:
                wait = await self.tick()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the turn timer failed; looking again shortly")
                wait = None
            nap = MAX_NAP if wait is None else min(max(wait, MIN_NAP), MAX_NAP)
            referee = self.referees.referee
            self.wake_at = referee.clock() + nap if referee is not None else None
            assert self._poked is not None
            self._poked.clear()
            try:
                await asyncio.wait_for(self._poked.wait(), nap)
            except asyncio.TimeoutError:
                pass

    def _timed(self, channel_id: int) -> "TableInfo | None":
        referee = self.referees.referee
        info = referee.table(str(channel_id)) if referee is not None else None
        return info if info is not None and info.turn_timer else None

    # --- after each reply ---

    def schedule(self, channel_id: int, reply: Reply) -> None:
        """After a reply: wake the timer task for a new deadline; else (re)arm the idle nudge."""
        if reply.table_id is None or reply.version is None:
            return  # a lobby or information reply: leave any pending reminder alone
        self.cancel(channel_id)
        timed = self._timed(channel_id)
        if timed is not None:
            if timed.deadline is not None and (self.wake_at is None or self.timer_task is None
                                               or timed.deadline - timed.turn_timer / 2 < self.wake_at):
                self.start()
            return
        users = [u for u in reply.ping if human(u)]
        if self.delay <= 0 or not users or reply.finished:
            return
        self.tasks[channel_id] = asyncio.create_task(
            self._nudge(channel_id, reply.table_id, reply.version, users),
            name=f"boardroom-reminder-{channel_id}",
        )

    # --- the idle nudge (TURN_REMINDER_MINUTES) ---

    @property
    def delay(self) -> float:
        if self.seconds is not None:
            return self.seconds
        return float(self.settings.turn_reminder_minutes) * 60.0

    def cancel(self, channel_id: int) -> None:
        task = self.tasks.pop(channel_id, None)
        if task is not None and not task.done():
            task.cancel()

    def cancel_all(self) -> None:
        for channel_id in list(self.tasks):
            self.cancel(channel_id)
        if self.timer_task is not None and not self.timer_task.done():
            self.timer_task.cancel()
        self.timer_task = None
        self.wake_at = None

    async def _nudge(self, channel_id: int, table_id: int, version: int, users: list[str]) -> None:
        try:
            await asyncio.sleep(self.delay)
            referee = self.referees.referee
            info = referee.table(str(channel_id)) if referee is not None else None
            if info is None or info.table_id != table_id or info.version != version or info.status != "playing":
                return
            outlet = outlet_for(self.client, None, channel_id)
            reminder = Reply(public=[said("table-idle-reminder")], ping=users,
                             table_id=table_id, version=version, language=info.language)
            await self.sender.post(outlet, reminder, remind=frozenset(users))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("turn reminder for channel %s failed", channel_id)
        finally:
            if self.tasks.get(channel_id) is asyncio.current_task():
                self.tasks.pop(channel_id, None)
