"""The Discord client: a commands.Bot wired to the referee."""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import panels
from bot.discord.delivery import Delivery, outlet_for
from bot.discord.flow import Flow
from bot.discord.formatting import no_pings
from bot.discord.game_commands import build_game_group
from bot.discord.reminders import Reminders
from bot.discord.verb_commands import build_verb_commands
from bot.referee import Reply

if TYPE_CHECKING:
    from bot.referee import Referee
    from bot.settings import Settings

log = logging.getLogger("boardroom.discord")


class BoardroomBot(commands.Bot):
    """Slash commands and components only: no message content intent, no prefix commands."""

    def __init__(self, settings: "Settings", referee: "Referee | None" = None) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            allowed_mentions=no_pings(),
        )
        self.settings = settings
        self.referee: Referee | None = referee
        self._opening = asyncio.Lock()
        self.delivery = Delivery(self)
        self.flow = Flow(self)
        self.reminders = Reminders(self)
        self.add_dynamic_items(*panels.DYNAMIC_ITEMS)
        self.tree.add_command(build_game_group())
        for command in build_verb_commands():
            self.tree.add_command(command)
        self.tree.on_error = self._on_app_command_error  # type: ignore[method-assign]
        self._bind_running_loop()

    def _bind_running_loop(self) -> None:
        """Built inside a running loop (tests, outside checks): bind to it as login() would,
        so gateway payloads can be fed to ``bot._connection`` without logging in."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self.loop = loop
        self.http.loop = loop
        self._connection.loop = loop

    async def get_referee(self) -> "Referee":
        """The referee, opened on first use (setup_hook opens it when the bot logs in)."""
        if self.referee is None:
            async with self._opening:
                if self.referee is None:
                    from bot.referee import Referee

                    self.referee = await Referee.open(self.settings)
        return self.referee

    async def setup_hook(self) -> None:
        referee = await self.get_referee()  # Referee.open() has run referee.start(): unfinished tables are back
        tables = referee.tables() if callable(getattr(referee, "tables", None)) else []
        log.info("referee ready: %d unfinished table(s)", len(tables))
        try:
            if self.settings.dev_guild_id:  # a test server: commands appear at once
                guild = discord.Object(self.settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
            else:  # everywhere; Discord may take a while to show them
                synced = await self.tree.sync()
            log.info("%d slash commands synced", len(synced))
        except discord.HTTPException:
            log.exception("syncing slash commands failed; the previous set stays in place")

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s)", self.user, getattr(self.user, "id", "?"))
        await self.post_resumed()

    async def post_resumed(self) -> None:
        """After a (re)start: show what computer seats played while the bot was starting, and
        arm the turn reminders of the tables that wait for a human."""
        referee = self.referee
        if referee is None:
            return
        resumed = getattr(referee, "resumed", None) or {}
        while resumed:
            channel, reply = resumed.popitem()
            if channel.isdigit():
                await self.delivery.publish(outlet_for(self, None, int(channel)), reply)
                self.reminders.schedule(int(channel), reply)
        for info in referee.tables() if callable(getattr(referee, "tables", None)) else []:
            waiting = [u for u in info.to_act if u.isdigit()]
            if info.status == "playing" and waiting and info.channel.isdigit() \
                    and int(info.channel) not in self.reminders.tasks:
                self.reminders.schedule(int(info.channel), Reply(ping=waiting, table_id=info.table_id,
                                                                 version=info.version))

    async def close(self) -> None:
        self.reminders.cancel_all()
        if self.referee is not None:
            try:
                await self.referee.close()
            except Exception:
                log.exception("closing the referee failed")
        await super().close()

    async def _on_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        log.error("command %s failed", getattr(interaction.command, "qualified_name", "?"), exc_info=error)
        try:
            await self.flow.tell(interaction, "Something went wrong on my side; the table is saved. Try again.")
        except Exception:
            log.exception("could not report the failure")
