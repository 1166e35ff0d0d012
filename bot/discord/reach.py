"""From a component's interaction to the bot's parts.

discord.py types a ``DynamicItem``'s ``callback`` for any client (its parameter is
``Interaction[ClientT]`` with a method-level type variable, so an override may not narrow it to
``Interaction[BoardroomBot]``). Slash commands are typed ``discord.Interaction[BoardroomBot]``
directly; the components ask here, where the client is checked once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import ui

if TYPE_CHECKING:
    from bot.discord.client import BoardroomBot


def bot_of(interaction: discord.Interaction) -> "BoardroomBot":
    """The BoardroomBot that dispatched this interaction (every client that registers our items is one)."""
    from bot.discord.client import BoardroomBot

    client = interaction.client
    if not isinstance(client, BoardroomBot):
        raise TypeError(f"a Boardroom component dispatched by {type(client).__name__}")
    return client


def data_of(interaction: discord.Interaction) -> dict[str, object]:
    """The interaction's `data` as the payload has it (discord.py types it per kind of interaction)."""
    return dict(interaction.data or {})


def picked(interaction: discord.Interaction) -> list[str]:
    """The values chosen in a select menu (none for a button)."""
    values = data_of(interaction).get("values")
    return [str(v) for v in values] if isinstance(values, list) else []


def label_of(item: ui.Item[Any]) -> str | None:
    """The label of a pressed button (a DynamicItem is rebuilt from the component Discord sent)."""
    return item.label if isinstance(item, ui.Button) else None


def menu_of(item: ui.Item[Any]) -> tuple[list[discord.SelectOption] | None, str | None]:
    """The options and placeholder of a pressed select menu."""
    if isinstance(item, ui.Select):
        return list(item.options) or None, item.placeholder
    return None, None
