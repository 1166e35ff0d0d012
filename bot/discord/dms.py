"""Private messages: each player's news by DM, and ``/game dm off|on``.

The referee decides who gets a DM and what it says (bot/referee/replies.py: only news, what happened
first, never the same DM twice in a row); this module sends them:
- each DM in its reader's language (else the table's), its picture attached when it fits;
- a closed DM (error 50007) is said once per table and player in the channel, never what it
  held; a DM lost to Discord's own trouble is said every time;
- a player who turned DMs off (``Reply.held``) hears once per table, privately, the first time
  one was due while they act, where their hand is (*My hand*, ``/game hand``).
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord.answers import Answers
from bot.discord.compose import letter, letters
from bot.discord.delivery import Referees, names_at, referee_for, upload_limit
from bot.discord.formatting import human
from bot.discord.outbox import DM_CLOSED, Outbox
from bot.referee.shapes import Refusal
from bot.text.words import said
from games.base import as_list, as_player

if TYPE_CHECKING:
    from bot.discord.delivery import Outlet
    from bot.referee.referee import PrivateMessage, Reply

log = logging.getLogger("boardroom.discord")

class Dms:
    """The players' DMs, composed like every private text (bot/discord/compose.py ``letters``) and
    sent by bot/discord/outbox.py (with its retries)."""

    def __init__(self, referees: Referees, outbox: Outbox, answers: Answers) -> None:
        self.referees, self.outbox, self.answers = referees, outbox, answers
        self.closed_noted: set[tuple[int, int | None, str]] = set()   # (channel, table, user) told once
        self.off_noted: set[tuple[int | None, str]] = set()           # (table, user) told DMs are off

    async def deliver(self, outlet: "Outlet", reply: "Reply") -> list[str]:
        """Each player's DM; returns who could not be reached (DMs closed, or lost).

        The channel hears about a closed DM once per table and player, never what it held.
        """
        names = names_at(self.referees.referee, outlet.channel_id)
        closed: list[str] = []
        lost: list[str] = []        # a server error, not the player's settings: said every time
        for user, messages in reply.private.items():
            if not human(user) or not messages:
                continue
            try:
                await self._dm(int(user), messages, names, reply.language)
            except discord.Forbidden as exc:
                if exc.code != DM_CLOSED:
                    log.warning("DM to %s refused: %s %s", user, exc.status, exc.code)
                closed.append(user)
            except discord.HTTPException as exc:
                log.warning("DM to %s failed: %s %s", user, exc.status, exc.code)
                lost.append(user)
        fresh = [u for u in closed if (outlet.channel_id, reply.table_id, u) not in self.closed_noted]
        if fresh:
            self.closed_noted.update((outlet.channel_id, reply.table_id, u) for u in fresh)
            who = as_list([as_player(u) for u in fresh])
            await self.outbox.note_in(outlet, letter(said("bot-discord-dm-closed", players=who), reply.language))
        if lost:
            who = as_list([as_player(u) for u in lost])
            await self.outbox.note_in(outlet, letter(said("bot-discord-dm-lost", players=who), reply.language))
        return closed + lost

    async def _dm(self, user_id: int, messages: list["PrivateMessage"], names: dict[str, str],
                  table_language: str = "en") -> None:
        """A player's DMs, each in its reader's language (else the table's)."""
        dm = await self.outbox.open_dm(user_id)
        for message in messages:
            locale = message.locale or table_language
            for each in letters(message.text, message.picture, locale, names, limit=upload_limit()):
                await self.outbox.to_dm(dm, each)

    # --- DMs turned off ---

    async def note_off(self, interaction: discord.Interaction, reply: "Reply") -> None:
        """The caller turned DMs off and one was due to them: say so once per table, with where
        their hand is."""
        caller = str(interaction.user.id)
        if caller not in reply.held or (reply.table_id, caller) in self.off_noted:
            return
        self.off_noted.add((reply.table_id, caller))
        await self.answers.tell(interaction, said("presses-dm-held"))

    async def choose(self, interaction: discord.Interaction, on: bool) -> None:
        """``/game dm on|off``: stored for the caller (every table, every server)."""
        referee = await referee_for(self.referees, interaction)
        try:
            await referee.set_dms(str(interaction.user.id), on)
        except Refusal as exc:
            await self.answers.tell(interaction, exc)
            return
        self.off_noted = {key for key in self.off_noted if key[1] != str(interaction.user.id)}
        await self.answers.tell(interaction, said("presses-dm-on" if on else "presses-dm-off"))
