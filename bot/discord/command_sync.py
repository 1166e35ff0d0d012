"""Registering the slash commands with Discord at start-up, so that a refusal cannot pass unnoticed.

Discord validates the whole command set at once: one bad option refuses every command, and a new
server (or a new application) then has none. So:
- refused as invalid (a 4xx other than 429): the log says so at ERROR with Discord's own words (which
  field, which rule) and what the operator can do, and the start stops (CommandSyncRefused, exit
  status 4) unless ALLOW_UNSYNCED_START is set;
- Discord busy or out of reach (429, 5xx, a network error): the bot runs on and tries again in the
  background, waiting longer each time.
`boardroom check` (bot/discord/check.py) finds the first kind offline, before a start.
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Awaitable, Callable

import aiohttp
import discord
from discord import app_commands

from bot.discord import mentions

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger("boardroom.discord")

RETRY_DELAYS = (5.0, 15.0, 60.0, 300.0)   # seconds between attempts while Discord is busy or unreachable

ADVICE = {
    400: "Run `boardroom check` to see every command and rule Discord refuses, fix them, then start again.",
    401: "The token is not valid: copy it again from the Developer Portal (Bot > Reset Token).",
    403: "The bot may not register commands there: invite it again with the applications.commands scope.",
    404: "DEV_GUILD_ID names no server this bot is in (or the application id is wrong): check the setting.",
}


class CommandSyncRefused(Exception):
    """Discord refused the command set as invalid; the process should not run without commands."""


def passing(error: BaseException) -> bool:
    """A failure that waiting may cure: rate limits, Discord's own trouble, the network."""
    if isinstance(error, discord.HTTPException):
        return error.status == 429 or error.status >= 500
    return isinstance(error, (aiohttp.ClientError, OSError, asyncio.TimeoutError))


class CommandSync:
    """One bot's command registration: `start()` at setup, retries in the background."""

    def __init__(self, tree: app_commands.CommandTree[Any], settings: "Settings",
                 close: Callable[[], Awaitable[None]], *,
                 sleep: Callable[[float], Awaitable[None]] = asyncio.sleep) -> None:
        """`close` stops the bot (a set Discord refuses after a background retry)."""
        self.tree, self.settings, self.close = tree, settings, close
        self.sleep = sleep
        self.retry_delays: tuple[float, ...] = RETRY_DELAYS
        self.task: asyncio.Task[None] | None = None
        self.synced: int | None = None          # commands Discord holds now, once a sync went through

    async def sync_once(self) -> int:
        settings = self.settings
        tree = self.tree
        if settings.dev_guild_id:          # a test server: commands appear at once
            guild = discord.Object(settings.dev_guild_id)
            tree.copy_global_to(guild=guild)
            synced = await tree.sync(guild=guild)
        else:                              # everywhere; Discord may take a while to show them
            synced = await tree.sync()
        self.synced = len(synced)
        mentions.learn(synced)             # texts now name commands as mentions (bot/discord/mentions.py)
        log.info("%d slash commands synced%s", len(synced),
                 f" to server {settings.dev_guild_id}" if settings.dev_guild_id else "")
        return len(synced)

    async def start(self) -> None:
        """Sync now; stop the start on an invalid set; keep trying in the background when Discord
        cannot be reached."""
        try:
            await self.sync_once()
        except Exception as exc:                 # noqa: BLE001  (sorted below: refused, passing, else)
            if passing(exc):
                log.warning("could not reach Discord to sync the slash commands (%s); trying again in the "
                            "background, the commands Discord had stay meanwhile", _describe(exc))
                self.task = asyncio.create_task(self._retry(), name="boardroom-command-sync")
                return
            self._refused(exc)

    def _refused(self, exc: BaseException) -> None:
        status = exc.status if isinstance(exc, discord.HTTPException) else None
        advice = ADVICE.get(status or 0, ADVICE[400])
        allowed = self.settings.allow_unsynced_start
        log.error("Discord refused the slash commands: %s. %s %s", _describe(exc), advice,
                  "ALLOW_UNSYNCED_START is set, so the bot runs on with the commands Discord had."
                  if allowed else "The bot stops (set ALLOW_UNSYNCED_START=true to run without the new commands).")
        if not allowed:
            raise CommandSyncRefused(f"Discord refused the slash commands ({_describe(exc)}). {advice}") from exc

    async def _retry(self) -> None:
        for delay in (*self.retry_delays, self.retry_delays[-1] if self.retry_delays else 300.0):
            await self.sleep(delay)
            try:
                await self.sync_once()
                return
            except Exception as exc:             # noqa: BLE001
                if not passing(exc):
                    try:
                        self._refused(exc)
                    except CommandSyncRefused:
                        await self.close()   # the set is invalid after all: stop, as at start-up
                    return
                log.warning("syncing the slash commands failed again (%s); next try in %.0f s",
                            _describe(exc), delay)
        log.error("the slash commands could not be synced: Discord stayed out of reach; the commands it "
                  "had stay in place until the next start")

    def cancel(self) -> None:
        if self.task is not None and not self.task.done():
            self.task.cancel()


def _describe(exc: BaseException) -> str:
    if isinstance(exc, discord.HTTPException):
        detail = " ".join(str(exc.text or "").split())
        return f"HTTP {exc.status}, code {exc.code}: {detail[:1500]}" if detail else f"HTTP {exc.status}"
    return f"{type(exc).__name__}: {exc}"
