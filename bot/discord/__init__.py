"""The Discord adapter.

``create_bot(settings)`` builds the configured bot without connecting (checks and
tests feed it interaction payloads); ``run(settings)`` logs in with the token.
Everything Discord-specific lives in this package; the referee knows nothing of it.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from discord.ext import commands

    from bot.referee.referee import Referee
    from bot.settings import Settings


def create_bot(settings: "Settings", referee: "Referee | None" = None) -> "commands.Bot":
    """The bot with its commands, components and referee wiring; not connected.

    The referee is opened from settings on first use (or in setup_hook at login);
    tests may pass one already opened. To drive it without logging in, feed gateway
    INTERACTION_CREATE payloads with ``bot.feed_interaction(payload)`` (or
    ``bot._connection.parse_interaction_create(payload)``) from a running loop: nothing
    else needs calling (see bot/discord/README.md, "Driving the bot offline").
    """
    from bot.discord import mentions
    from bot.discord.client import BoardroomBot, ShardedBoardroomBot

    mentions.forget()                   # a new bot knows no command ids until it syncs

    if settings.shards() is not None:   # SHARD_COUNT (and SHARD_IDS): this process runs those shards
        return ShardedBoardroomBot(settings, referee)
    return BoardroomBot(settings, referee)


def run(settings: "Settings") -> None:
    """Run the bot until interrupted; needs settings.discord_token.

    The referee (the database and its process lock) is opened before logging in: a database
    that cannot be used stops the process at once (StoreUnusable), before any network."""
    import asyncio

    import discord

    token = settings.discord_token
    if not token:
        raise SystemExit("DISCORD_TOKEN is not set: the Discord bot cannot log in.")
    level = getattr(logging, str(settings.log_level).upper(), logging.INFO)
    discord.utils.setup_logging(level=level, root=True)

    async def main() -> None:
        from bot.referee.referee import Referee

        referee = await Referee.open(settings)
        bot = create_bot(settings, referee)
        async with bot:
            await bot.start(token)

    try:
        asyncio.run(main())
    except KeyboardInterrupt:   # Ctrl-C: every acknowledged move is already saved
        pass


__all__ = ["create_bot", "run"]
