"""Where a table lives: `/game new` opens it in a new public thread of the channel.

The referee's "channel" of such a table is the thread's id, so one channel hosts several
tables and every command used inside a thread acts on its table. When the bot may not create
threads there (or Discord refuses one), the table opens in the channel itself and the host is
told so, once per channel (ephemerally). A table opened inside a thread stays in that thread.
"""
from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Literal

import discord

from bot.discord.delivery import Referees, outlet_for
from bot.discord.flow import in_thread
from bot.referee.referee import Refusal
from bot.text.words import Said, game_title, said, say
from games.base import msg
from i18n import locale_for, render

if TYPE_CHECKING:
    from bot.discord.answers import Answers
    from bot.discord.dms import Dms
    from bot.discord.flow import Flow
    from bot.discord.outbox import Outbox
    from bot.discord.sender import Sender
    from bot.referee.referee import Reply

log = logging.getLogger("boardroom.discord")

THREAD_NAME_LIMIT = 100              # Discord's limit on a channel or thread name
ARCHIVE_MINUTES: Literal[10080] = 10080              # a quiet table's thread archives after a week (it reopens on a post)
def may_open_threads(interaction: discord.Interaction) -> bool:
    """A text channel where the bot may create public threads and speak in them."""
    permissions = interaction.app_permissions
    return isinstance(interaction.channel, discord.TextChannel) and \
        permissions.create_public_threads and permissions.send_messages_in_threads


def thread_name(game: str, title: str, table_id: int | None, locale: str = "en") -> str:
    """A table's thread name in the table's language: "股海 #12" (the game's name alone before
    the table has its number)."""
    spoken = game_title(game, title)
    if not table_id:
        return say(spoken, locale)[:THREAD_NAME_LIMIT]
    return render(msg("table-thread-name", game=spoken, id=table_id), locale)[:THREAD_NAME_LIMIT]


class Threads:
    """Opening tables (in a thread when it can) for `/game new`."""

    def __init__(self, client: discord.Client, referees: Referees, answers: "Answers", flow: "Flow",
                 sender: "Sender", dms: "Dms", outbox: "Outbox") -> None:
        self.client, self.referees, self.answers, self.flow = client, referees, answers, flow
        self.sender, self.dms, self.outbox = sender, dms, outbox
        self.told: set[int] = set()      # channels whose host heard that no thread could be made

    async def open_table(self, interaction: discord.Interaction, game: str, title: str, options: dict[str, object],
                         timer: int, thread: bool, language: str | None = None, rated: bool = True) -> None:
        """Defer, make the thread (or not), open the table there and deliver its lobby; `language`
        is the table's (its channel texts and the thread's name), the notes are in the caller's."""
        if not await self.flow.may_post(interaction):
            return
        await self.answers.think(interaction)
        referee = await self.referees.get_referee(interaction)
        locale = locale_for(str(interaction.locale))
        channel_id = interaction.channel_id or 0
        user = str(interaction.user.id)
        try:   # the server's limits first: no thread is made for a table that may not open
            await referee.check_opening(interaction.guild_id, str(channel_id), user)
        except Refusal as exc:
            await self.answers.tell(interaction, exc)
            return
        notes: list[Said] = []
        made: discord.Thread | None = None
        if thread and not in_thread(interaction):
            if may_open_threads(interaction):
                made = await self._make_thread(interaction, thread_name(game, title, None, language or locale))
                if made is None:
                    notes.append(said("table-thread-failed"))
            elif channel_id not in self.told:
                self.told.add(channel_id)
                notes.append(said("table-no-thread-permission"))
        where = made.id if made is not None else channel_id
        try:
            reply = await referee.new_table(str(where), game, user, interaction.user.display_name, options,
                                            guild=interaction.guild_id, turn_timer=timer,
                                            parent=str(channel_id) if made is not None else None,
                                            language=language, rated=rated)
        except Refusal as exc:
            if made is not None:
                await self.outbox.drop_thread(made)   # made for a table that could not open
            await self.answers.tell(interaction, exc)
            return
        if made is not None:
            await self.outbox.rename_thread(made, thread_name(game, title, reply.table_id, reply.language))
            notes.insert(0, said("table-opened-in-thread", id=reply.table_id, thread=f"<#{made.id}>"))
        await self._deliver(interaction, reply, made, notes)

    async def _deliver(self, interaction: discord.Interaction, reply: "Reply", made: discord.Thread | None,
                       notes: list[Said]) -> None:
        outlet = outlet_for(self.client, interaction, interaction.channel_id or 0)
        if made is not None:
            outlet = replace(outlet, channel_id=made.id, channel=made)
        await self.sender.post(outlet, reply)
        await self.dms.deliver(outlet, reply)
        if reply.answer or notes:       # the notes in the caller's language
            await self.answers.tell(interaction, [reply.answer, *notes], locale=locale_for(str(interaction.locale)))
        await self.flow.finish(interaction)

    async def _make_thread(self, interaction: discord.Interaction, name: str) -> discord.Thread | None:
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):     # may_open_threads checked it
            return None
        return await self.outbox.open_thread(channel, name, ARCHIVE_MINUTES)
