"""Where messages go and what fits there; the sending itself is bot/discord/outbox.py's.

- ``Outlet`` / ``outlet_for``: a channel (or thread) with what may be attached there;
- the attachment rule the composer follows (bot/discord/compose.py): a picture goes as a file only
  where files may go and when it fits the upload limit (``fits``, ``upload_limit``), else its text
  alternative goes (``picture_words``);
- ``referee_for`` / ``names_at``: the referee for an interaction, the names at a channel's table.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import discord
from discord.utils import DEFAULT_FILE_SIZE_LIMIT_BYTES

from bot.discord.formatting import speak

if TYPE_CHECKING:
    from bot.referee.referee import Picture, Referee

class Referees(Protocol):
    """Where the Discord parts find the referee: opened on first use (``BoardroomBot`` is one)."""

    referee: "Referee | None"

    async def get_referee(self, interaction: discord.Interaction | None = None) -> "Referee": ...


async def referee_for(referees: Referees, interaction: discord.Interaction) -> "Referee":
    """The referee, told which language this user reads (their DMs follow it)."""
    referee = await referees.get_referee(interaction)
    if interaction.locale is not None:
        await referee.remember_locale(str(interaction.user.id), str(interaction.locale))
    return referee


def names_at(referee: "Referee | None", channel_id: int) -> dict[str, str]:
    """The display names of the seats at the channel's table (computer seats have no mention)."""
    return referee.names(str(channel_id)) if referee is not None else {}


# --- the attachment policy ---

def upload_limit(interaction: discord.Interaction | None = None) -> int:
    """The largest file that may go: the interaction's own limit (it counts the server's boosts),
    else Discord's default (DMs, channels reached without an interaction)."""
    return (interaction.filesize_limit if interaction is not None else 0) or DEFAULT_FILE_SIZE_LIMIT_BYTES


def fits(picture: "Picture", limit: int, can_attach: bool = True) -> bool:
    """The picture goes as a file (its phone sheet beside it): files may go there and each is within
    the upload limit."""
    return can_attach and all(len(part.png) <= limit for part in picture.files())


def picture_words(picture: "Picture", locale: str, names: dict[str, str]) -> str:
    """What is sent instead of a picture that cannot go: its text alternative ("" if none)."""
    return speak(picture.alt, locale, names) if picture.alt else ""


# --- where public messages go ---

@dataclass
class Outlet:
    """Where public messages go and what may be attached there."""

    channel_id: int
    channel: discord.abc.Messageable     # a TextChannel, Thread or PartialMessageable
    can_attach: bool = True
    size_limit: int = DEFAULT_FILE_SIZE_LIMIT_BYTES
    failure: BaseException | None = None   # why the last post did not go (see `cause`)

    def message(self, message_id: int) -> discord.PartialMessage:
        """A message of this channel by id (to edit or delete it)."""
        channel = self.channel
        if isinstance(channel, (discord.TextChannel, discord.Thread, discord.PartialMessageable,
                                discord.VoiceChannel, discord.StageChannel, discord.DMChannel)):
            return channel.get_partial_message(message_id)
        raise TypeError(f"no messages to edit in {type(channel).__name__}")


def outlet_for(bot: discord.Client, interaction: discord.Interaction | None, channel_id: int) -> Outlet:
    """The channel of an interaction (or by id, for reminders) with its upload rules."""
    found = interaction.channel if interaction is not None else None
    channel: discord.abc.Messageable
    if isinstance(found, discord.abc.Messageable):
        channel = found
    else:
        got = bot.get_channel(channel_id)
        channel = got if isinstance(got, discord.abc.Messageable) else bot.get_partial_messageable(channel_id)
    can_attach, limit = True, DEFAULT_FILE_SIZE_LIMIT_BYTES
    guild = channel.guild if isinstance(channel, (discord.abc.GuildChannel, discord.Thread,
                                                discord.PartialMessageable)) else None
    if interaction is not None:
        can_attach = interaction.app_permissions.attach_files
        limit = upload_limit(interaction)
        guild = interaction.guild or guild
    elif isinstance(channel, discord.abc.GuildChannel) and channel.guild.me is not None:
        can_attach = channel.permissions_for(channel.guild.me).attach_files
    if guild is not None and not (interaction is not None and interaction.filesize_limit):
        limit = min(limit, guild.filesize_limit)  # the interaction's own limit already counts boosts
    return Outlet(channel_id, channel, can_attach, limit)
