"""How anything reaches Discord: where public messages go, retrying, and the attachment policy.

The one place for three rules every sender follows (the card's sender, the caller's answers,
DMs, channel notes, the replay):
- **retrying**: a send refused for a passing reason (429 rate limit, 5xx) is tried again after
  1, 3 and 8 s (``Retrying.send``);
- **attachments**: a picture goes as a file only where files may go and when it fits the upload
  limit (``fits``, ``upload_limit``), else its text alternative goes (``picture_words``); a file
  Discord refuses after all (50013, 413) is recognised by ``file_refused``;
- **errors**: ``cause`` (what went wrong, in words for the caller), ``gone_interaction`` (too late
  to answer), ``passing``.
A channel that is gone (NotFound) or forbidden is logged and the table kept.
"""
from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Awaitable, Callable, Protocol, TypeVar

import discord
from discord.utils import DEFAULT_FILE_SIZE_LIMIT_BYTES

from bot.discord.formatting import alt_text, no_pings, speak

if TYPE_CHECKING:
    from bot.referee.referee import Picture, Referee

log = logging.getLogger("boardroom.discord")

DM_CLOSED = 50007
MISSING_PERMISSIONS = 50013
UNKNOWN_INTERACTION = 10062      # the 3-second window passed, or the token is spent
ALREADY_ACKNOWLEDGED = 40060     # another process (a second copy of the bot?) answered first
TOO_LARGE = 40005                # request entity too large (HTTP 413)

RETRY_DELAYS = (1.0, 3.0, 8.0)   # seconds between attempts at a send Discord refused for a passing reason

T = TypeVar("T")


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


# --- errors ---

def passing(error: BaseException) -> bool:
    """A refusal that may go away: rate limited (429) or Discord's own trouble (5xx)."""
    return isinstance(error, discord.HTTPException) and (error.status == 429 or error.status >= 500)


def cause(error: BaseException | None) -> dict[str, object]:
    """What went wrong, in words for the caller (a message)."""
    if isinstance(error, discord.NotFound):
        return {"msg": "bot-discord-cause-gone", "args": {}}
    if isinstance(error, discord.Forbidden):
        return {"msg": "bot-discord-cause-forbidden", "args": {}}
    if isinstance(error, discord.HTTPException) and error.status == 429:
        return {"msg": "bot-discord-cause-rate-limited", "args": {}}
    if isinstance(error, discord.HTTPException) and error.status >= 500:
        return {"msg": "bot-discord-cause-server-error", "args": {}}
    return {"msg": "bot-discord-cause-refused", "args": {}}


def gone_interaction(error: BaseException | None) -> bool:
    """The interaction cannot be answered any more: saying anything would fail again."""
    return isinstance(error, discord.HTTPException) and error.code in (UNKNOWN_INTERACTION, ALREADY_ACKNOWLEDGED)


def file_refused(error: discord.HTTPException) -> bool:
    """Discord refused the message because of its attachment: no Attach Files permission
    (50013 when the bot could not check beforehand) or a file over the upload limit (413)."""
    return error.status == 413 or error.code in (TOO_LARGE, MISSING_PERMISSIONS)


# --- retrying ---

class Retrying:
    """`await send()`, again after a pause while Discord refuses for a passing reason."""

    def __init__(self, delays: tuple[float, ...] = RETRY_DELAYS) -> None:
        self.retry_delays = delays

    async def send(self, send: Callable[[], Awaitable[T]]) -> T:
        for delay in (*self.retry_delays, None):
            try:
                return await send()
            except discord.HTTPException as exc:
                if delay is None or not passing(exc):
                    raise
                log.warning("Discord refused a message (%s %s); trying again in %.0f s", exc.status,
                            exc.code, delay)
                await asyncio.sleep(delay)
        raise AssertionError("unreachable: the last attempt returns or raises")

    async def send_channel(self, outlet: "Outlet", content: str) -> bool:
        """One short channel note (already rendered, pinging nobody); False when the channel cannot
        take it (gone, forbidden: `outlet.failure` says why)."""
        try:
            await self.send(lambda: outlet.channel.send(content or None, allowed_mentions=no_pings()))
            return True
        except discord.HTTPException as exc:
            outlet.failure = exc
            if isinstance(exc, discord.NotFound):
                log.warning("channel %s is gone; the table stays saved", outlet.channel_id)
            elif isinstance(exc, discord.Forbidden):
                log.warning("cannot post in channel %s (%s); the table stays saved", outlet.channel_id, exc.text)
            else:
                log.error("posting in channel %s failed: %s", outlet.channel_id, exc)
            return False


# --- the attachment policy ---

def upload_limit(interaction: discord.Interaction | None = None) -> int:
    """The largest file that may go: the interaction's own limit (it counts the server's boosts),
    else Discord's default (DMs, channels reached without an interaction)."""
    return (interaction.filesize_limit if interaction is not None else 0) or DEFAULT_FILE_SIZE_LIMIT_BYTES


def fits(picture: "Picture", limit: int, can_attach: bool = True) -> bool:
    """The picture goes as a file: files may go there and it is within the upload limit."""
    return can_attach and len(picture.png) <= limit


def picture_words(picture: "Picture", locale: str, names: dict[str, str]) -> str:
    """What is sent instead of a picture that cannot go: its text alternative ("" if none)."""
    return speak(picture.alt, locale, names) if picture.alt else ""


def as_file(picture: "Picture", locale: str = "en", names: dict[str, str] | None = None) -> discord.File:
    """The picture as an attachment; its description (alt text) in `locale`, players by name."""
    return discord.File(io.BytesIO(picture.png), filename=picture.filename,
                        description=alt_text(picture.alt, locale, names or {}))


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
