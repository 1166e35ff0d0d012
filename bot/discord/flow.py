"""What happens for each command: defer, ask the referee, deliver the reply.

Commands call into one ``Flow`` per bot. A Refusal from the referee becomes an ephemeral
answer for the caller alone (bot/discord/answers.py); anything the referee accepted is
delivered by ``deliver``: the table card (bot/discord/sender.py), the DMs
(bot/discord/dms.py), then the caller's answer and, when they act next, their panel
(bot/discord/panel_presses.py).
"""
from __future__ import annotations

import asyncio
import logging
import sys
from typing import TYPE_CHECKING, Awaitable, Callable

import discord
from discord import app_commands

from bot.discord.delivery import Referees, outlet_for, referee_for
from bot.discord.outbox import cause, gone_interaction
from bot.discord.formatting import OPTION_LABEL_LIMIT, decode_value, encode_action, reader, trim
from bot.referee.shapes import Choice, Refusal
from bot.text.words import argument, say, said
from games.base import as_list

if TYPE_CHECKING:
    from bot.discord.answers import Answers
    from bot.discord.dms import Dms
    from bot.discord.outbox import Outbox
    from bot.discord.panel_presses import Offers
    from bot.discord.reminders import Reminders
    from bot.discord.sender import Sender
    from bot.referee.referee import Referee, Reply

log = logging.getLogger("boardroom.discord")

STALE_SUGGESTION = said("bot-discord-stale-suggestion")
AUTOCOMPLETE_BUDGET = 2.0   # seconds; Discord drops autocomplete answers after 3

Call = Callable[["Referee", str, str], Awaitable["Reply"]]


def _told(interaction: discord.Interaction) -> bool:
    return bool(interaction.extras.get("told"))


def in_thread(interaction: discord.Interaction) -> bool:
    """The interaction comes from a thread (where members speak with Send Messages in Threads)."""
    channel = interaction.channel
    return isinstance(channel, discord.Thread) or (
        isinstance(channel, discord.PartialMessageable) and channel.type in THREAD_TYPES)


THREAD_TYPES = (discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                discord.ChannelType.news_thread)


def speaks_here(interaction: discord.Interaction) -> bool:
    """The member may send messages where the bot would post for them: their own permission in
    this channel (or thread), as Discord resolved it for the interaction (a timed-out member has
    none)."""
    permissions = interaction.permissions
    if interaction.guild_id is None or permissions.administrator:
        return True
    return permissions.send_messages_in_threads if in_thread(interaction) else permissions.send_messages


class Flow:
    def __init__(self, client: discord.Client, referees: Referees, answers: "Answers", sender: "Sender",
                 dms: "Dms", reminders: "Reminders", offers: "Offers", outbox: "Outbox") -> None:
        self.client, self.referees, self.answers, self.outbox = client, referees, answers, outbox
        self.sender, self.dms, self.reminders, self.offers = sender, dms, reminders, offers

    async def may_post(self, interaction: discord.Interaction) -> bool:
        """True when the bot may post for this member here (speaks_here); else they are told so
        privately and nothing is done."""
        if speaks_here(interaction):
            return True
        await self.answers.tell(interaction, said("guard-may-not-send"))
        return False

    # --- commands that change the table ---

    async def command(self, interaction: discord.Interaction, call: Call) -> None:
        """Defer, run `call(referee, channel, user)`, deliver; a Refusal is answered privately."""
        if not await self.may_post(interaction):
            return
        await self.answers.think(interaction)
        referee = await referee_for(self.referees, interaction)
        try:
            reply = await call(referee, str(interaction.channel_id), str(interaction.user.id))
        except Refusal as exc:
            await self.answers.tell(interaction, exc)
            return
        await self.deliver(interaction, reply)

    async def deliver(self, interaction: discord.Interaction, reply: "Reply", *,
                      from_panel: bool = False) -> None:
        """The table card (bot/discord/sender.py), DMs, then the caller: answer and, if they act
        next, a panel.

        `from_panel`: the caller clicked in their panel, which already shows "You chose: …"; when
        they act again (a turn of several steps) they get a fresh panel.
        """
        referee = await self.referees.get_referee()
        channel_id = interaction.channel_id or 0
        channel, caller = str(channel_id), str(interaction.user.id)
        outlet = outlet_for(self.client, interaction, channel_id)
        choices: list[Choice] = []
        if caller in reply.ping and not reply.finished and reply.table_id is not None:
            choices = self.offers.choices(referee, channel, caller, reader(interaction))
        posted = await self.sender.post(outlet, reply)
        await self.dms.deliver(outlet, reply)
        await self.dms.note_off(interaction, reply)     # DMs off: said once, privately
        if not posted and self.sender.first_failure(channel_id):
            await self.answers.tell(interaction, said("bot-discord-not-posted", why=cause(outlet.failure)))
        if not from_panel and (reply.answer or reply.answer_picture is not None):
            await self.answers.tell(interaction, reply.answer, picture=reply.answer_picture)
        await self.offer_panel(referee, interaction, reply, choices)
        await self.finish(interaction)
        self.reminders.schedule(channel_id, reply)

    async def offer_panel(self, referee: "Referee", interaction: discord.Interaction, reply: "Reply",
                          choices: list[Choice]) -> None:
        """The caller's own action panel, privately, when they are to act after this reply."""
        if not choices or reply.table_id is None:
            return
        if reply.version is not None:
            version = reply.version
        else:
            info = referee.table(str(interaction.channel_id))
            version = info.version if info else 0
        content, view = self.offers.panel_for(referee, interaction, reply.table_id, version, choices)
        await self.answers.tell(interaction, said("bot-discord-your-move-panel",
                                                  panel=say(content, reader(interaction))), view=view)

    async def finish(self, interaction: discord.Interaction) -> None:
        """A deferred command with nothing to say: remove the "thinking…" placeholder."""
        if interaction.extras.get("thinking") and not _told(interaction):
            await self.outbox.remove_original(interaction)

    # --- information (ephemeral to the caller) ---

    async def inform(self, interaction: discord.Interaction, call: Call) -> None:
        await self.answers.think(interaction)
        referee = await referee_for(self.referees, interaction)
        caller = str(interaction.user.id)
        channel_id = interaction.channel_id or 0
        if self.sender.owes(channel_id):   # a card that did not reach the channel: send it now
            await self.sender.flush(channel_id)
        try:
            reply = await call(referee, str(interaction.channel_id), caller)
        except Refusal as exc:
            await self.answers.tell(interaction, exc)
            return
        text = [t for t in [reply.answer, *reply.public] if t]    # information: all in the caller's language
        picture = reply.answer_picture
        if text or reply.board is not None or picture is not None:
            await self.answers.tell(interaction, text, picture=reply.board or picture)
            if reply.board is not None and picture is not None:
                await self.answers.tell(interaction, "", picture=picture)
        for message in reply.private.get(caller, []):  # only ever the caller's own secrets
            await self.answers.tell(interaction, message.text, picture=message.picture)
        if caller in reply.ping and not reply.finished:  # a lost panel is one /game status away
            await self.offer_panel(referee, interaction, reply,
                                   self.offers.choices(referee, str(interaction.channel_id), caller,
                                                       reader(interaction)))
        if not _told(interaction):
            await self.answers.tell(interaction, said("bot-discord-nothing"))

    # --- typed verbs (/bid 2 6000) ---

    async def verb(self, interaction: discord.Interaction, verb: str, value: str | None) -> None:
        if not await self.may_post(interaction):
            return
        await self.answers.think(interaction)
        referee = await referee_for(self.referees, interaction)
        channel, caller = str(interaction.channel_id), str(interaction.user.id)
        kind, data = decode_value(value or "")
        try:
            if kind == "action" and isinstance(data, dict):
                reply = await referee.act(channel, caller, data)
            elif kind in ("index", "at"):
                version, index = data if isinstance(data, tuple) else (None, data)
                info = referee.table(channel)
                if version is not None and info is not None and info.version != version:
                    raise Refusal.of(STALE_SUGGESTION.message)
                choices = referee.choices(channel, caller, verb)
                if not isinstance(index, int) or not 0 <= index < len(choices):
                    raise self._allowed(choices, verb)
                reply = await referee.act(channel, caller, choices[index].action, version=version)
            else:
                reply = await referee.act_typed(channel, caller, verb, data if isinstance(data, list) else [])
        except Refusal as exc:
            await self.answers.tell(interaction, exc)
            return
        await self.deliver(interaction, reply)

    @staticmethod
    def _allowed(choices: list[Choice], verb: str) -> Refusal:
        if not choices:
            return Refusal("bot-discord-cannot-now", verb=f"/{verb}")
        return Refusal("bot-discord-you-can", moves=as_list([argument(c.label) for c in choices[:10]]),
                       more=max(0, len(choices) - 10))

    async def complete(self, interaction: discord.Interaction, verb: str, current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete: the caller's legal actions for this verb, filtered by what they typed.

        Never raises and never waits long: discord.py swallows an autocomplete error without
        answering, and Discord shows "Loading options failed" after 3 seconds."""
        try:
            referee = await self.referee_soon()
            channel = str(interaction.channel_id)
            try:
                choices = self.offers.plain(referee.choices(channel, str(interaction.user.id), verb), channel,
                                            reader(interaction))
            except Refusal:
                return []
            info = referee.table(channel) if choices else None
            version = info.version if info is not None else None
            typed = (current or "").lower().strip()
            found: list[app_commands.Choice[str]] = []
            for index, choice in enumerate(choices):
                value = encode_action(choice.action, index, version)
                label = str(choice.label or "")
                if typed and typed not in label.lower() and typed not in value.lower():
                    continue
                found.append(app_commands.Choice(name=trim(label, OPTION_LABEL_LIMIT) or value[:OPTION_LABEL_LIMIT],
                                                 value=value))
                if len(found) == 25:
                    break
            return found
        except Exception:
            log.exception("autocomplete of /%s failed; answering with no suggestions", verb)
            return []

    async def referee_soon(self) -> "Referee":
        """The referee for an autocomplete: opened already, or within the autocomplete's budget."""
        referee = self.referees.referee
        if referee is None:  # not opened yet (a bot fed payloads before setup_hook)
            referee = await asyncio.wait_for(asyncio.shield(self.referees.get_referee()), AUTOCOMPLETE_BUDGET)
        return referee

    async def failed(self, interaction: discord.Interaction) -> None:
        """Called from an `except` block: the failure is logged and the caller told privately
        (unless the interaction cannot be answered any more)."""
        error = sys.exc_info()[1]
        if gone_interaction(error):  # too late (10062) or answered elsewhere (40060): nothing to say
            log.warning("interaction %s could not be answered (%s)", interaction.id, error)
            return
        log.exception("interaction %s failed", interaction.id)
        try:
            await self.answers.tell(interaction, said("bot-discord-failed"))
        except Exception:
            log.exception("could not report the failure")
