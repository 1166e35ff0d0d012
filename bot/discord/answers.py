"""The caller's answers: ephemeral messages only they see (confirmations, refusals, information,
panels), composed by bot/discord/compose.py (``pieces``) in the reader's language.

The first answer is the interaction's response; after a deferred "thinking…" response it
edits that original response (as Discord documents: a follow-up there is deprecated); later
pieces are follow-ups. A file Discord refuses after all goes as its text alternative; an
interaction that cannot be answered any more is logged, nothing else is tried.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.compose import Piece, pieces
from bot.discord.delivery import Referees, as_file, file_refused, gone_interaction, names_at, picture_words, upload_limit
from bot.discord.formatting import MESSAGE_LIMIT, no_pings, reader

if TYPE_CHECKING:
    from bot.referee.referee import Picture

log = logging.getLogger("boardroom.discord")

EMPTY = "\u200b"     # a message with only a file or buttons still needs a character


class Answers:
    def __init__(self, referees: Referees) -> None:
        self.referees = referees

    async def tell(self, interaction: discord.Interaction, content: object, *, view: discord.ui.View | None = None,
                   picture: "Picture | None" = None, locale: str | None = None) -> None:
        """An ephemeral message to the caller (the first response or a follow-up), in their
        language: `content` is a Said, a Refusal, a literal or a list of them."""
        interaction.extras["told"] = True
        names = names_at(self.referees.referee, interaction.channel_id or 0)
        locale = locale or reader(interaction)
        parts = pieces(content, picture, locale, names, limit=upload_limit(interaction))
        if not parts:
            if view is None:
                return
            parts = [Piece("")]
        for i, part in enumerate(parts):
            extra: dict[str, Any] = {"ephemeral": True, "allowed_mentions": no_pings()}
            if i == len(parts) - 1 and view is not None:
                extra["view"] = view
            if part.picture is not None:
                extra["file"] = as_file(part.picture, locale, names)
            text = part.text or EMPTY
            try:
                await self._answer(interaction, text, extra)
            except discord.HTTPException as exc:
                if part.picture is not None and file_refused(exc):
                    extra.pop("file")  # over the limit after all: the picture's text instead
                    words = picture_words(part.picture, locale, names)
                    try:
                        fallback = "\n".join(t for t in [part.text, words] if t) or EMPTY
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
