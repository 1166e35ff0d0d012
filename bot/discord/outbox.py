"""The outbox: the ONE module that talks to Discord to send, edit or delete a message.

Every destination has its typed method here, and nothing else in bot/discord calls Discord's
message APIs (tests/discord/test_discord_outbox.py scans for it):
- a channel (or thread): ``post_in``, ``edit_in``, ``remove_in``, ``note_in``; the thread a table
  opens in: ``open_thread``, ``rename_thread``, ``drop_thread``;
- a DM: ``open_dm``, ``to_dm``;
- an interaction: ``acknowledge`` (the deferred "thinking…" or a deferred update), ``respond`` (the
  first response), ``edit_original``, ``remove_original``, ``follow_up``, ``update`` (the pressed
  message), ``no_suggestions``.

What is sent is composed elsewhere (bot/discord/compose.py: a ``Letter``); which method is due is
the caller's decision (the card's cadence in sender.py, the interaction's state in answers.py, the
DM preference in dms.py). Here, once for all of them:
- **retrying**: a channel message or DM refused for a passing reason (429, 5xx) is tried again
  after 1, 3 and 8 s (interaction responses are not: their token allows one answer in 3 s);
- **attachments**: a letter whose file Discord refuses after all (no Attach Files: 50013; over the
  limit: 413 / 40005) goes once more as its ``plain`` twin, the picture's text instead;
- **error codes**: ``passing``, ``file_refused``, ``gone_interaction`` and ``cause`` (what went
  wrong, in words for the caller).
"""
from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Literal, TypeVar

import discord

from bot.discord.formatting import no_pings, pings

if TYPE_CHECKING:
    from bot.discord.compose import Letter
    from bot.discord.delivery import Outlet

log = logging.getLogger("boardroom.discord")

DM_CLOSED = 50007
MISSING_PERMISSIONS = 50013
UNKNOWN_INTERACTION = 10062      # the 3-second window passed, or the token is spent
ALREADY_ACKNOWLEDGED = 40060     # another process (a second copy of the bot?) answered first
TOO_LARGE = 40005                # request entity too large (HTTP 413)

RETRY_DELAYS = (1.0, 3.0, 8.0)   # seconds between attempts at a send Discord refused for a passing reason

T = TypeVar("T")
OpenDm = Callable[[discord.abc.Snowflake], Awaitable[discord.DMChannel]]


# --- error codes ---

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


# --- the pieces of a request ---

def _files(letter: "Letter") -> list[discord.File]:
    """The letter's picture (and its phone sheet) as attachments (a File is read once: new ones for
    each attempt)."""
    assert letter.picture is not None
    return [discord.File(io.BytesIO(part.png), filename=part.filename, description=letter.alt)
            for part in letter.picture.files()]


def _mentions(letter: "Letter") -> discord.AllowedMentions:
    return pings(sorted(letter.pings)) if letter.pings else no_pings()


def _fields(letter: "Letter", *, edit: bool) -> dict[str, Any]:
    """The keyword arguments discord.py takes for `letter` (a new message, or an edit of one);
    an edit without content leaves the message's content as it is."""
    fields: dict[str, Any] = {"allowed_mentions": _mentions(letter)}
    if letter.content is not None:
        fields["content"] = letter.content
    if letter.view is not None:
        fields["view"] = letter.view
    if letter.picture is not None and edit:
        fields["attachments"] = _files(letter)      # replaces the files the message carried
    elif letter.picture is not None:
        fields["files"] = _files(letter)
    elif edit and letter.drop_files:
        fields["attachments"] = []          # the old picture goes with what showed it
    return fields


class Outbox:
    """Sends, edits and deletes messages; `open_dm` is the client's ``create_dm``."""

    def __init__(self, open_dm: OpenDm, delays: tuple[float, ...] = RETRY_DELAYS) -> None:
        self.open_dm_channel = open_dm
        self.retry_delays = delays

    async def _retry(self, send: Callable[[], Awaitable[T]]) -> T:
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
        raise AssertionError("unreachable: the last attempt returns or raises")

    @staticmethod
    async def _plain_if_refused(letter: "Letter", send: Callable[["Letter"], Awaitable[T]]) -> tuple[T, "Letter"]:
        """Send `letter`; a file Discord refuses goes once more as the letter's text twin.
        Returns what Discord answered and the letter that went."""
        try:
            return await send(letter), letter
        except discord.HTTPException as exc:
            if letter.picture is None or letter.plain is None or isinstance(exc, discord.NotFound) \
                    or not file_refused(exc):
                raise
            log.warning("Discord refused a picture (%s %s); sending its text instead", exc.status, exc.code)
            return await send(letter.plain), letter.plain

    # --- a channel or thread ---

    async def post_in(self, outlet: "Outlet", letter: "Letter") -> tuple[discord.Message, "Letter"]:
        """A new message in the outlet's channel; returns it and the letter that went (its text
        twin when the channel refused the file: then files are not tried there again)."""
        async def send(chosen: "Letter") -> discord.Message:
            return await self._retry(lambda: outlet.channel.send(**_fields(chosen, edit=False)))
        message, sent = await self._plain_if_refused(letter, send)
        if sent is not letter:
            outlet.can_attach = False
        return message, sent

    async def edit_in(self, outlet: "Outlet", message_id: int, letter: "Letter") -> "Letter":
        """The channel's message `message_id` becomes `letter`; returns the letter that went."""
        message = outlet.message(message_id)

        async def send(chosen: "Letter") -> discord.Message:
            return await self._retry(lambda: message.edit(**_fields(chosen, edit=True)))
        _, sent = await self._plain_if_refused(letter, send)
        if sent is not letter:
            outlet.can_attach = False
        return sent

    async def remove_in(self, outlet: "Outlet", message_id: int) -> bool:
        """Delete a message of the channel; False when it could not be (already gone, not ours)."""
        try:
            await outlet.message(message_id).delete()
            return True
        except discord.HTTPException as exc:
            log.info("message %s in channel %s could not be deleted: %s", message_id, outlet.channel_id, exc)
            return False

    async def note_in(self, outlet: "Outlet", letter: "Letter") -> bool:
        """One short channel note (pinging nobody); False when the channel cannot take it (gone,
        forbidden: `outlet.failure` says why)."""
        try:
            await self._retry(lambda: outlet.channel.send(letter.content or None, allowed_mentions=no_pings()))
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

    async def open_thread(self, channel: discord.TextChannel, name: str,
                          minutes: Literal[60, 1440, 4320, 10080]) -> discord.Thread | None:
        """A public thread of `channel` (None when Discord refuses: the table opens in the channel)."""
        try:
            return await channel.create_thread(name=name, type=discord.ChannelType.public_thread,
                                               auto_archive_duration=minutes, reason="a Boardroom table")
        except discord.HTTPException as exc:
            log.warning("could not create a thread in channel %s: %s %s", channel.id, exc.status, exc.code)
            return None

    @staticmethod
    async def rename_thread(thread: discord.Thread, name: str) -> None:
        try:
            await thread.edit(name=name)
        except discord.HTTPException as exc:
            log.warning("could not name thread %s: %s %s", thread.id, exc.status, exc.code)

    @staticmethod
    async def drop_thread(thread: discord.Thread) -> None:
        try:
            await thread.delete()
        except discord.HTTPException as exc:
            log.warning("could not delete the unused thread %s: %s %s", thread.id, exc.status, exc.code)

    # --- DMs ---

    async def open_dm(self, user_id: int) -> discord.DMChannel:
        return await self._retry(lambda: self.open_dm_channel(discord.Object(user_id)))

    async def to_dm(self, dm: discord.DMChannel, letter: "Letter") -> None:
        async def send(chosen: "Letter") -> discord.Message:
            return await self._retry(lambda: dm.send(**_fields(chosen, edit=False)))
        await self._plain_if_refused(letter, send)

    # --- an interaction (ephemeral answers, the pressed message) ---

    @staticmethod
    async def acknowledge(interaction: discord.Interaction, *, thinking: bool) -> None:
        """Within Discord's 3 seconds: "thinking…" for a private answer to come (`thinking`), else a
        deferred update of the message pressed."""
        if thinking:
            await interaction.response.defer(ephemeral=True, thinking=True)
        else:
            await interaction.response.defer()

    async def respond(self, interaction: discord.Interaction, letter: "Letter") -> None:
        """The interaction's first response: an ephemeral message."""
        async def send(chosen: "Letter") -> None:
            await interaction.response.send_message(ephemeral=True, **_fields(chosen, edit=False))
        await self._plain_if_refused(letter, send)

    async def edit_original(self, interaction: discord.Interaction, letter: "Letter") -> None:
        """The original response (the deferred "thinking…", or a deferred update) becomes `letter`."""
        async def send(chosen: "Letter") -> None:
            await interaction.edit_original_response(**_fields(chosen, edit=True))
        await self._plain_if_refused(letter, send)

    async def follow_up(self, interaction: discord.Interaction, letter: "Letter") -> None:
        async def send(chosen: "Letter") -> None:
            await interaction.followup.send(ephemeral=True, **_fields(chosen, edit=False))
        await self._plain_if_refused(letter, send)

    async def announce(self, interaction: discord.Interaction, letter: "Letter") -> None:
        """A follow-up everyone in the channel sees (after a deferred update of a private message:
        a replay's *Post link here*). Discord posts it for the interaction: no Send Messages needed."""
        async def send(chosen: "Letter") -> None:
            await interaction.followup.send(ephemeral=False, **_fields(chosen, edit=False))
        await self._plain_if_refused(letter, send)

    @staticmethod
    async def remove_original(interaction: discord.Interaction) -> None:
        """Remove the original response (a "thinking…" that has nothing to say); failing is harmless."""
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            pass

    @staticmethod
    async def update(interaction: discord.Interaction, letter: "Letter") -> None:
        """The first response to a press: the pressed message becomes `letter` (no picture)."""
        fields: dict[str, Any] = {"view": letter.view}
        if letter.content is not None:
            fields["content"] = letter.content
        await interaction.response.edit_message(**fields)

    @staticmethod
    async def no_suggestions(interaction: discord.Interaction) -> None:
        await interaction.response.autocomplete([])
