"""The caller's answers: ephemeral messages only they see (confirmations, refusals, information,
panels), composed by bot/discord/compose.py (``letters``) in the reader's language and sent by
bot/discord/outbox.py.

This module keeps the interaction's state: the first answer is the interaction's response; after a
deferred "thinking…" response it edits that original response (as Discord documents: a follow-up
there is deprecated); later letters are follow-ups. An interaction that cannot be answered any
more is logged, nothing else is tried.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord.compose import Letter, letters
from bot.discord.delivery import Referees, names_at, upload_limit
from bot.discord.formatting import reader
from bot.discord.outbox import Outbox, gone_interaction

if TYPE_CHECKING:
    from bot.referee.referee import Picture

log = logging.getLogger("boardroom.discord")


class Answers:
    def __init__(self, referees: Referees, outbox: Outbox) -> None:
        self.referees, self.outbox = referees, outbox

    async def tell(self, interaction: discord.Interaction, content: object, *, view: discord.ui.View | None = None,
                   picture: "Picture | None" = None, locale: str | None = None, says: object = None) -> None:
        """An ephemeral message to the caller (the first response or a follow-up), in their
        language: `content` is a Said, a Refusal, a literal or a list of them (`says`: the messages
        a `content` rendered beforehand says, for the Letter's ids)."""
        interaction.extras["told"] = True
        names = names_at(self.referees.referee, interaction.channel_id or 0)
        locale = locale or reader(interaction)
        for letter in letters(content, picture, locale, names, limit=upload_limit(interaction), view=view,
                              answer=True, says=says):
            try:
                await self.answer(interaction, letter)
            except discord.HTTPException as exc:
                if gone_interaction(exc):
                    log.warning("interaction %s could not be answered any more (%s)", interaction.id, exc)
                else:
                    log.exception("could not answer interaction %s", interaction.id)
                return

    async def answer(self, interaction: discord.Interaction, letter: Letter) -> None:
        """`letter` as the interaction's next answer: its response, the edit of "thinking…", or a follow-up."""
        if not interaction.response.is_done():
            await self.outbox.respond(interaction, letter)
        elif interaction.extras.get("thinking") and not interaction.extras.get("original_answered"):
            await self.outbox.edit_original(interaction, letter)
            interaction.extras["original_answered"] = True
        else:
            await self.outbox.follow_up(interaction, letter)

    async def think(self, interaction: discord.Interaction) -> None:
        """Acknowledge at once (Discord allows 3 seconds) before any slow work: "thinking…"."""
        if not interaction.response.is_done():
            await self.outbox.acknowledge(interaction, thinking=True)
            interaction.extras["thinking"] = True
