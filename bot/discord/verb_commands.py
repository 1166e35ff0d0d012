"""Game verbs typed like speech: /bid, /buy, /sell, /place, /pass, /play, and /move for the rest.

Each takes one `choice` string with autocomplete from the caller's legal actions
of that kind (referee.choices(channel, user, verb)). A picked suggestion carries
the action itself; free text ("2 6000") goes to referee.act_typed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

from bot.discord.move_command import build_move_command
from bot.moves.typed import COMMANDS

if TYPE_CHECKING:
    from bot.discord.client import BoardroomBot

VERBS: dict[str, str] = {
    "bid": "Bid (pick from the list or type e.g. `2 6000`)",
    "buy": "Buy (pick from the list or type what to buy)",
    "sell": "Sell (pick from the list or type what to sell)",
    "place": "Place (pick from the list or type where)",
    "pass": "Pass (pick from the list, or leave empty)",
    "play": "Play a card or tile (pick from the list)",
}


def _verb_command(verb: str, description: str) -> app_commands.Command[Any, ..., Any]:
    @app_commands.describe(choice="What exactly (suggestions follow your legal moves)")
    async def callback(interaction: discord.Interaction[BoardroomBot], choice: Optional[str] = None) -> None:
        await interaction.client.flow.verb(interaction, verb, choice)

    async def complete(interaction: discord.Interaction[BoardroomBot], current: str) -> list[app_commands.Choice[str]]:
        return await interaction.client.flow.complete(interaction, verb, current)

    command: app_commands.Command[Any, ..., None] = app_commands.Command(name=verb, description=description, callback=callback)
    command.autocomplete("choice")(complete)
    # guild_only() sets both the old dm_permission and the `contexts` Discord reads today
    return app_commands.guild_only(command)


def build_verb_commands() -> list[app_commands.Command[Any, ..., Any]]:
    """One command per common verb (bot.moves.typed.COMMANDS), then `/move` for every other move."""
    return [*(_verb_command(verb, VERBS[verb]) for verb in COMMANDS), build_move_command()]
