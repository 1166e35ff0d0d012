"""`/move text:` — any move of any game, typed as in the console (`/move found tower`).

The autocomplete offers the caller's legal moves (bot.moves.typed.suggest through the referee):
labels in the caller's language, values the typed text that `/move` reads back. Free text
goes to the referee's act_typed path with the verb "move" (its first word is the game verb).
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.moves import typed
from bot.discord.delivery import names_at
from bot.discord.flow import AUTOCOMPLETE_BUDGET
from bot.discord.formatting import OPTION_LABEL_LIMIT, plain_names, reader, trim

if TYPE_CHECKING:
    from bot.discord.client import BoardroomBot
    from bot.discord.flow import Flow

log = logging.getLogger("boardroom.discord")

VALUE_LIMIT = 100      # Discord refuses an autocomplete value longer than this


def words_of(text: str | None) -> list[str]:
    """What was typed, as words for the referee ("/buy 3 tower" and "buy 3 tower" alike)."""
    return (text or "").strip().lstrip("/").split()


async def play(flow: "Flow", interaction: discord.Interaction, text: str | None) -> None:
    """Play the typed move; a refusal (with the closest allowed forms) is answered privately."""
    args = words_of(text)
    await flow.command(interaction, lambda referee, channel, user: referee.act_typed(channel, user,
                                                                                    typed.MOVE_VERB, args))


async def complete(flow: "Flow", interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The caller's legal moves most like `current`, at most 25. Never raises: discord.py drops an
    autocomplete that fails, and Discord shows "Loading options failed" after 3 seconds."""
    try:
        referee = await flow.referee_soon()
        budget = AUTOCOMPLETE_BUDGET
        channel = str(interaction.channel_id)
        try:
            found = await asyncio.wait_for(referee.suggest(channel, str(interaction.user.id), current or "",
                                                           reader(interaction)), budget)
        except asyncio.TimeoutError:
            log.warning("/move suggestions took over %.1f s; answering with none", budget)
            return []
        names: dict[str, str] | None = None
        out: list[app_commands.Choice[str]] = []
        for label, text in found:
            if not text or len(text) > VALUE_LIMIT:
                continue
            if "<@" in label:
                if names is None:
                    names = names_at(referee, int(channel) if channel.isdigit() else 0)
                label = plain_names(label, names)
            out.append(app_commands.Choice(name=trim(label, OPTION_LABEL_LIMIT) or text, value=text))
        return out
    except Exception:
        log.exception("autocomplete of /move failed; answering with no suggestions")
        return []


def build_move_command() -> app_commands.Command[Any, ..., Any]:
    """The `/move` slash command (guild only, like every table command)."""

    @app_commands.describe(text="The move as you would say it, e.g. `found tower` (suggestions follow your legal moves)")
    async def callback(interaction: discord.Interaction[BoardroomBot], text: str) -> None:
        await play(interaction.client.flow, interaction, text)

    async def suggestions(interaction: discord.Interaction[BoardroomBot], current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction.client.flow, interaction, current)

    command: app_commands.Command[Any, ..., None] = app_commands.Command(name=typed.MOVE_VERB, callback=callback,
                                   description="Any move, typed as you would say it (pick from the list or type)")
    command.autocomplete("text")(suggestions)
    return app_commands.guild_only(command)
