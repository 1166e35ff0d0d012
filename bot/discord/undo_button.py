"""Taking back a move in Discord: the table card's *Undo* button and the `/undo` command.

The button (``br:undo:<table>:<version>``, drawn by bot/text/table_card.py's running_card for the
player ``Reply.undo_for`` names) and `/undo` both call ``Referee.undo``; the reply goes out like
any move's. A button from an older card (the table moved on), or pressed by another player, is
answered privately and changes nothing. Texts: the ``undo`` catalog domain.
"""
from __future__ import annotations

import re

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands, ui

from bot.discord.delivery import referee_for
from bot.discord.reach import bot_of, label_of
from bot.text.words import said

if TYPE_CHECKING:
    from bot.discord.client import BoardroomBot


class UndoButton(ui.DynamicItem[ui.Button[Any]], template=r"br:undo:(?P<table>\d+):(?P<version>\d+)"):
    """The card's Undo: only for the player who may take back the last move at that version."""

    def __init__(self, table_id: int, version: int, label: str = "Undo") -> None:
        super().__init__(ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                   custom_id=f"br:undo:{table_id}:{version}"))
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "UndoButton":
        return cls(int(match["table"]), int(match["version"]), label_of(item) or "Undo")

    async def callback(self, interaction: discord.Interaction) -> None:
        await press(interaction, self.table_id, self.version)


def known(custom_id: str) -> bool:
    return UndoButton.__discord_ui_compiled_template__.fullmatch(custom_id) is not None


async def press(interaction: discord.Interaction, table_id: int, version: int) -> None:
    """The Undo button: refused privately when the card is older than the table or not the
    presser's; else the same as `/undo`."""
    flow = bot_of(interaction).flow
    try:
        referee = await referee_for(flow.referees, interaction)
        channel, caller = str(interaction.channel_id), str(interaction.user.id)
        info = referee.table(channel)
        if info is None or info.table_id != table_id or info.version != version:
            await flow.answers.tell(interaction, said("undo-stale"))
            return
        owner = referee.undoer(channel)
        if owner is not None and owner != caller:
            name = next((s.name for s in info.seats if s.user == owner), None)
            await flow.answers.tell(interaction, said("undo-for-other", name=name or "?"))
            return
        await flow.command(interaction, lambda r, c, u: r.undo(c, u))
    except Exception:
        await flow.failed(interaction)


def build_undo_command() -> app_commands.Command[Any, ..., Any]:
    """`/undo`: take back your last move (guild only, like every table command)."""

    async def callback(interaction: discord.Interaction[BoardroomBot]) -> None:
        await interaction.client.flow.command(
            interaction, lambda referee, channel, user: referee.undo(channel, user))

    command: app_commands.Command[Any, ..., None] = app_commands.Command(name="undo", callback=callback,
                                   description="Take back your last move, while nobody has moved since")
    return app_commands.guild_only(command)
