"""Sending to Discord what is not the table card: the caller (ephemeral), DMs, short channel notes.

The table card (what the channel sees of a table) is composed by bot/discord/compose.py and sent
by bot/discord/sender.py, which use the helpers here (retries, outlets, files). Rules kept here:
- channel messages never ping anyone (allowed_mentions);
- a picture is attached only when it fits the upload limit, else its text alternative goes;
- a closed DM (error 50007) or one lost to a server error is reported in the channel
  without its content;
- a post refused for a passing reason (429 rate limit, 5xx) is retried with backoff;
- a channel that is gone (NotFound) or forbidden is logged and the table kept.
"""
from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord.utils import DEFAULT_FILE_SIZE_LIMIT_BYTES

from bot.discord.formatting import MESSAGE_LIMIT, alt_text, human, no_pings, reader, speak, split_text
from bot.text.names import seat_names
from bot.text.words import say, said
from games.base import as_list, as_player

if TYPE_CHECKING:
    from bot.referee.referee import Picture, PrivateMessage, Reply

log = logging.getLogger("boardroom.discord")

DM_CLOSED = 50007
MISSING_PERMISSIONS = 50013
UNKNOWN_INTERACTION = 10062      # the 3-second window passed, or the token is spent
ALREADY_ACKNOWLEDGED = 40060     # another process (a second copy of the bot?) answered first
TOO_LARGE = 40005                # request entity too large (HTTP 413)


RETRY_DELAYS = (1.0, 3.0, 8.0)   # seconds between attempts at a post Discord refused for a passing reason


def passing(error: BaseException) -> bool:
    """A refusal that may go away: rate limited (429) or Discord's own trouble (5xx)."""
    return isinstance(error, discord.HTTPException) and (error.status == 429 or error.status >= 500)


def cause(error: BaseException | None) -> dict:
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


@dataclass
class Outlet:
    """Where public messages go and what may be attached there."""

    channel_id: int
    channel: Any                 # a Messageable (TextChannel, Thread, PartialMessageable)
    can_attach: bool = True
    size_limit: int = DEFAULT_FILE_SIZE_LIMIT_BYTES
    failure: BaseException | None = None   # why the last post did not go (see `cause`)


def outlet_for(bot: discord.Client, interaction: discord.Interaction | None, channel_id: int) -> Outlet:
    """The channel of an interaction (or by id, for reminders) with its upload rules."""
    channel = interaction.channel if interaction is not None else None
    if channel is None:
        channel = bot.get_channel(channel_id) or bot.get_partial_messageable(channel_id)
    can_attach, limit = True, DEFAULT_FILE_SIZE_LIMIT_BYTES
    guild = getattr(channel, "guild", None)
    if interaction is not None:
        can_attach = interaction.app_permissions.attach_files
        limit = interaction.filesize_limit or limit
        guild = interaction.guild or guild
    elif isinstance(channel, discord.abc.GuildChannel) and channel.guild.me is not None:
        can_attach = channel.permissions_for(channel.guild.me).attach_files
    if guild is not None and not (interaction is not None and interaction.filesize_limit):
        limit = min(limit, guild.filesize_limit)  # the interaction's own limit already counts boosts
    return Outlet(channel_id, channel, can_attach, limit)


def as_file(picture: "Picture", locale: str = "en", names: dict[str, str] | None = None) -> discord.File:
    """The picture as an attachment; its description (alt text) in `locale`, players by name."""
    return discord.File(io.BytesIO(picture.png), filename=picture.filename,
                        description=alt_text(picture.alt, locale, names or {}))


class Delivery:
    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.retry_delays: tuple[float, ...] = RETRY_DELAYS

    async def _with_retries(self, send: Any) -> Any:
        """`await send()`, again after a pause while Discord refuses for a passing reason."""
        for delay in (*self.retry_delays, None):
            try:
                return await send()
            except discord.HTTPException as exc:
                if delay is None or not passing(exc):
                    raise
                log.warning("Discord refused a message (%s %s); trying again in %.0f s", exc.status,
                            exc.code, delay)
                await asyncio.sleep(delay)

    # --- names ---

    def names(self, channel_id: int) -> dict[str, str]:
        referee = self.bot.referee
        if referee is None:
            return {}
        if hasattr(referee, "names"):
            return referee.names(str(channel_id))
        info = referee.table(str(channel_id))
        return seat_names(info.seats, info.language) if info else {}

    # --- the channel ---

    async def send_channel(self, outlet: Outlet, content: str, **kwargs: Any) -> bool:
        """One channel message (already rendered); False when the channel cannot take it (gone, forbidden)."""
        kwargs.setdefault("allowed_mentions", no_pings())
        try:
            await self._with_retries(lambda: outlet.channel.send(content or None, **kwargs))
            return True
        except discord.HTTPException as exc:
            return await self._log_failure(outlet, exc)

    @staticmethod
    async def _log_failure(outlet: Outlet, exc: discord.HTTPException) -> bool:
        outlet.failure = exc
        if isinstance(exc, discord.NotFound):
            log.warning("channel %s is gone; the table stays saved", outlet.channel_id)
        elif isinstance(exc, discord.Forbidden):
            log.warning("cannot post in channel %s (%s); the table stays saved", outlet.channel_id, exc.text)
        else:
            log.error("posting in channel %s failed: %s", outlet.channel_id, exc)
        return False

    # --- direct messages ---

    async def send_dms(self, outlet: Outlet, reply: "Reply") -> list[str]:
        """Each player's DM (bot/discord/dms.py); returns who could not be reached."""
        return await self.bot.dms.send(outlet, reply)

    # --- the caller ---

    async def tell(self, interaction: discord.Interaction, content: Any, *, view: discord.ui.View | None = None,
                   picture: "Picture | None" = None, channel_id: int | None = None,
                   locale: str | None = None) -> None:
        """An ephemeral message to the caller (the first response or a follow-up), in their
        language: `content` is a Said, a Refusal, a literal or a list of them."""
        names = self.names(channel_id or interaction.channel_id or 0)
        locale = locale or reader(interaction)
        chunks = split_text(speak(content, locale, names)) or []
        file = None
        if picture is not None:
            if len(picture.png) <= (interaction.filesize_limit or DEFAULT_FILE_SIZE_LIMIT_BYTES):
                file = as_file(picture, locale, names)
            elif picture.alt:
                chunks += split_text(speak(picture.alt, locale, names))
        if not chunks:
            if file is None and view is None:
                return
            chunks = ["\u200b"]
        for i, chunk in enumerate(chunks):
            extra: dict[str, Any] = {"ephemeral": True, "allowed_mentions": no_pings()}
            if i == len(chunks) - 1:
                if view is not None:
                    extra["view"] = view
                if file is not None:
                    extra["file"] = file
            try:
                await self._answer(interaction, chunk, extra)
            except discord.HTTPException as exc:
                if "file" in extra and file_refused(exc) and picture is not None:
                    extra.pop("file")  # over the limit after all: the picture's text instead
                    alt = speak(picture.alt, locale, names) if picture.alt else ""
                    text = chunk if chunk != "\u200b" else ""
                    try:
                        fallback = "\n".join(t for t in [text, alt] if t) or "\u200b"
                        await self._answer(interaction, fallback[:MESSAGE_LIMIT], extra)
                        continue
                    except discord.HTTPException as again:
                        exc = again
                if gone_interaction(exc):
                    log.warning("interaction %s could not be answered any more (%s)", interaction.id, exc)
                else:
                    log.exception("could not answer interaction %s", interaction.id)
                return

    @staticmethod
    async def _answer(interaction: discord.Interaction, content: str, extra: dict[str, Any]) -> None:
        """The first answer is the interaction's response; after a deferred "thinking…" response
        it edits that original response (as Discord documents: a follow-up there is deprecated);
        only later pieces are follow-ups."""
        if not interaction.response.is_done():
            await interaction.response.send_message(content, **extra)
        elif interaction.extras.get("thinking") and not interaction.extras.get("original_answered"):
            edit: dict[str, Any] = {"content": content, "allowed_mentions": extra.get("allowed_mentions")}
            if "view" in extra:
                edit["view"] = extra["view"]
            if "file" in extra:
                edit["attachments"] = [extra["file"]]
            await interaction.edit_original_response(**edit)
            interaction.extras["original_answered"] = True
        else:
            await interaction.followup.send(content, **extra)

    async def tell_private(self, interaction: discord.Interaction, messages: list["PrivateMessage"]) -> None:
        for message in messages:
            await self.tell(interaction, message.text, picture=message.picture)
