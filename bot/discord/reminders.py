"""Optional turn reminders: re-ping the players to act if the table has not moved."""
from __future__ import annotations

import asyncio
import logging
from typing import Any

from bot.discord.delivery import outlet_for
from bot.discord.formatting import human
from bot.referee import Reply

log = logging.getLogger("boardroom.discord")


class Reminders:
    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.tasks: dict[int, asyncio.Task[None]] = {}
        self.seconds: float | None = None  # overrides the setting (tests)

    @property
    def delay(self) -> float:
        if self.seconds is not None:
            return self.seconds
        return float(self.bot.settings.turn_reminder_minutes) * 60.0

    def schedule(self, channel_id: int, reply: Reply) -> None:
        """After a reply: (re)arm this channel's reminder for the players it pinged."""
        if reply.table_id is None or reply.version is None:
            return  # a lobby or information reply: leave any pending reminder alone
        self.cancel(channel_id)
        users = [u for u in reply.ping if human(u)]
        if self.delay <= 0 or not users or reply.finished:
            return
        self.tasks[channel_id] = asyncio.create_task(
            self._remind(channel_id, reply.table_id, reply.version, users),
            name=f"boardroom-reminder-{channel_id}",
        )

    def cancel(self, channel_id: int) -> None:
        task = self.tasks.pop(channel_id, None)
        if task is not None and not task.done():
            task.cancel()

    def cancel_all(self) -> None:
        for channel_id in list(self.tasks):
            self.cancel(channel_id)

    async def _remind(self, channel_id: int, table_id: int, version: int, users: list[str]) -> None:
        try:
            await asyncio.sleep(self.delay)
            referee = self.bot.referee
            info = referee.table(str(channel_id)) if referee is not None else None
            if info is None or info.table_id != table_id or info.version != version or info.status != "playing":
                return
            outlet = outlet_for(self.bot, None, channel_id)
            if await self.bot.delivery.repost_owed(outlet):   # what never arrived pings them anew
                return
            reminder = Reply(public=["Reminder: the table is waiting for you."], ping=users,
                             table_id=table_id, version=version)
            await self.bot.delivery.publish(outlet, reminder)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("turn reminder for channel %s failed", channel_id)
        finally:
            if self.tasks.get(channel_id) is asyncio.current_task():
                self.tasks.pop(channel_id, None)
