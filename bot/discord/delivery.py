"""Sending a referee Reply to Discord: the channel, the caller (ephemeral) and DMs.

Rules kept here:
- channel messages never ping anyone but the players who must act (allowed_mentions);
- a picture is attached only when the channel allows attachments and it fits the
  upload limit, else its text alternative is posted;
- a closed DM (error 50007) or one lost to a server error is reported in the channel
  without its content;
- a post refused for a passing reason (429 rate limit, 5xx) is retried with backoff; what
  still does not reach the channel is owed, and re-posted by the next `/game status` or the
  turn reminder; the caller is told the real cause;
- a channel that is gone (NotFound) or forbidden is logged and the table kept.
"""
from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord
from discord.utils import DEFAULT_FILE_SIZE_LIMIT_BYTES

from bot.discord import panels
from bot.discord.formatting import MESSAGE_LIMIT, human, no_pings, pack, pings, reader, speak, split_text
from bot.names import seat_names
from bot.words import say, said
from games.base import as_list, as_player

if TYPE_CHECKING:
    from bot.referee import Picture, PrivateMessage, Reply

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


def as_file(picture: "Picture", locale: str = "en") -> discord.File:
    """The picture as an attachment; its description (alt text) in `locale`."""
    return discord.File(io.BytesIO(picture.png), filename=picture.filename,
                        description=say(picture.alt, locale)[:1024] or None)


class Delivery:
    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.retry_delays: tuple[float, ...] = RETRY_DELAYS
        self.owed: dict[int, "Reply"] = {}     # channel -> the reply that did not reach it

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

    async def publish(self, outlet: Outlet, reply: "Reply", *, quiet: frozenset[str] = frozenset()) -> bool:
        """Texts, the board, and the ping of the players to act (their "Your move" buttons).

        `quiet`: players shown a button but not pinged (the caller who got a panel already).
        A reply that does not reach the channel is owed (see `repost_owed`).
        """
        posted = await self._publish(outlet, reply, quiet=quiet)
        if posted:
            if reply.table_id is not None and reply.version is not None:
                self.owed.pop(outlet.channel_id, None)
        elif reply.table_id is not None and not isinstance(outlet.failure, discord.NotFound):
            self.owed[outlet.channel_id] = reply
        return posted

    async def repost_owed(self, outlet: Outlet) -> bool:
        """Post again what did not reach this channel: the whole reply while the table is still at
        its version, else only who must act now. False if nothing was owed or it failed again."""
        reply = self.owed.get(outlet.channel_id)
        referee = self.bot.referee
        if reply is None or referee is None:
            return False
        info = referee.table(str(outlet.channel_id))
        if info is None or info.table_id != reply.table_id:
            self.owed.pop(outlet.channel_id, None)
            return False
        if info.version != reply.version:
            from bot.referee import Reply as _Reply
            reply = _Reply(public=[said("bot-discord-repost-moved-on")], ping=list(info.to_act),
                           table_id=info.table_id, version=info.version, language=info.language)
        else:
            reply = replace(reply, public=[said("bot-discord-repost"), *reply.public])
        return await self.publish(outlet, reply)

    async def _publish(self, outlet: Outlet, reply: "Reply", *, quiet: frozenset[str]) -> bool:
        names = self.names(outlet.channel_id)
        locale = reply.language          # the channel reads the table's language
        texts = [speak(t, locale, names) for t in reply.public]
        file = None
        if reply.board is not None:
            if outlet.can_attach and len(reply.board.png) <= outlet.size_limit:
                file = as_file(reply.board, locale)
            elif reply.board.alt:
                texts.append(speak(reply.board.alt, locale, names))
        to_act = [u for u in reply.ping if human(u)]
        loud = [u for u in to_act if u not in quiet]
        view = None
        ping_line = ""
        if to_act and reply.table_id is not None and not reply.finished:
            view = panels.move_view(reply.table_id, self._version(reply, outlet), to_act, names, locale)
            if loud:
                ping_line = say(said("bot-discord-ping", players=as_list([as_player(u) for u in loud])), locale)
        elif reply.finished and reply.table_id is not None:
            view = panels.rematch_view(reply.table_id, locale)
        chunks = pack(texts)
        if ping_line:
            if chunks and len(chunks[-1]) + 1 + len(ping_line) <= 2000:
                chunks[-1] = f"{chunks[-1]}\n{ping_line}"
            else:
                chunks.append(ping_line)
        if not chunks and file is None and view is None:
            return True
        if not chunks:
            chunks = [""]
        for chunk in chunks[:-1]:
            if not await self.send_channel(outlet, chunk):
                return False
        extra: dict[str, Any] = {"allowed_mentions": pings(loud) if ping_line else no_pings()}
        if view is not None:
            extra["view"] = view
        your_move = say(said("bot-discord-your-move"), locale)
        content = chunks[-1] or (your_move if view is not None and file is None else "")
        if file is None:
            return await self.send_channel(outlet, content, **extra)
        try:
            await self._with_retries(lambda: outlet.channel.send(content or None, file=as_file(reply.board, locale),
                                                                 **extra))
            return True
        except discord.HTTPException as exc:
            if isinstance(exc, discord.NotFound) or not file_refused(exc):
                return await self._log_failure(outlet, exc)
            # the picture could not go (no Attach Files, or too large): the text, the ping and
            # the buttons still must go (and nothing more is attached for this reply)
            log.warning("channel %s refused the picture (%s); posting its text instead", outlet.channel_id,
                        exc.text or exc.status)
            outlet.can_attach = False
            alt = speak(reply.board.alt, locale, names) if reply.board is not None and reply.board.alt else ""
            fallback = split_text("\n".join(t for t in [alt, content] if t)) or [your_move]
            for chunk in fallback[:-1]:
                if not await self.send_channel(outlet, chunk):
                    return False
            return await self.send_channel(outlet, fallback[-1], **extra)

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

    def _version(self, reply: "Reply", outlet: Outlet) -> int:
        if reply.version is not None:
            return reply.version
        info = self.bot.referee.table(str(outlet.channel_id))
        return info.version if info else 0

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
                file = as_file(picture, locale)
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
        if not interaction.response.is_done():
            await interaction.response.send_message(content, **extra)
        else:
            await interaction.followup.send(content, **extra)

    async def tell_private(self, interaction: discord.Interaction, messages: list["PrivateMessage"]) -> None:
        for message in messages:
            await self.tell(interaction, message.text, picture=message.picture)
