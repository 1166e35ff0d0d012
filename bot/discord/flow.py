"""What happens for each interaction: defer, ask the referee, deliver the reply.

Commands and components call into one ``Flow`` per bot. A Refusal from the
referee becomes an ephemeral answer for the caller alone; anything the referee
accepted is delivered to the channel, to the caller and by DM.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Awaitable, Callable

import discord
from discord import app_commands

from bot.discord import panels
from bot.discord.delivery import outlet_for
from bot.discord.formatting import OPTION_LABEL_LIMIT, decode_value, encode_action, trim
from bot.referee import Refusal

if TYPE_CHECKING:
    from bot.referee import Choice, Referee, Reply, TableInfo

log = logging.getLogger("boardroom.discord")

GONE = "This button belongs to a game that is no longer running in this channel."
OUTDATED = "This panel is outdated: the game has moved on since it was drawn."


def _told(interaction: discord.Interaction) -> bool:
    return bool(interaction.extras.get("told"))


async def defer(interaction: discord.Interaction) -> None:
    """Acknowledge at once (Discord allows 3 seconds) before any slow work."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


class Flow:
    def __init__(self, bot: Any) -> None:
        self.bot = bot

    @property
    def delivery(self) -> Any:
        return self.bot.delivery

    async def tell(self, interaction: discord.Interaction, content: str, **kwargs: Any) -> None:
        interaction.extras["told"] = True
        await self.delivery.tell(interaction, content, **kwargs)

    # --- commands that change the table ---

    async def command(self, interaction: discord.Interaction,
                      call: Callable[["Referee", str, str], Awaitable["Reply"]]) -> None:
        """Defer, run `call(referee, channel, user)`, deliver; a Refusal is answered privately."""
        await defer(interaction)
        referee = await self.bot.get_referee()
        try:
            reply = await call(referee, str(interaction.channel_id), str(interaction.user.id))
        except Refusal as exc:
            await self.tell(interaction, str(exc))
            return
        await self.deliver(interaction, reply)

    async def deliver(self, interaction: discord.Interaction, reply: "Reply", *,
                      from_panel: bool = False) -> None:
        """Channel (texts, board, pings), DMs, then the caller: answer and, if they act next, a panel.

        `from_panel`: the caller clicked in their panel, which already shows "You chose: …"; when
        they act again (a turn of several steps) they get a fresh panel and are not pinged again.
        """
        referee = self.bot.referee
        channel_id = interaction.channel_id or 0
        channel, caller = str(channel_id), str(interaction.user.id)
        outlet = outlet_for(self.bot, interaction, channel_id)
        choices: list[Choice] = []
        if caller in reply.ping and not reply.finished and reply.table_id is not None:
            choices = self._choices(referee, channel, caller)
        quiet = frozenset({caller}) if from_panel and choices else frozenset()
        posted = await self.delivery.publish(outlet, reply, quiet=quiet)
        await self.delivery.send_dms(outlet, reply)
        if not posted:
            await self.tell(interaction, "I could not post in this channel (missing permission, or the channel "
                                         "is gone). The table is saved.")
        if not from_panel and (reply.answer or getattr(reply, "answer_picture", None) is not None):
            await self.tell(interaction, reply.answer, picture=getattr(reply, "answer_picture", None))
        await self.offer_panel(interaction, reply, choices)
        await self.finish(interaction)
        self.bot.reminders.schedule(channel_id, reply)

    async def offer_panel(self, interaction: discord.Interaction, reply: "Reply", choices: list["Choice"]) -> None:
        """The caller's own action panel, privately, when they are to act after this reply."""
        if not choices or reply.table_id is None:
            return
        version = reply.version if reply.version is not None else self._version(self.bot.referee,
                                                                                 str(interaction.channel_id))
        content, view = panels.panel(reply.table_id, version, choices)
        await self.tell(interaction, f"Your move. {content}", view=view)

    async def finish(self, interaction: discord.Interaction) -> None:
        """A deferred command with nothing to say: remove the "thinking…" placeholder."""
        if interaction.type is discord.InteractionType.application_command and not _told(interaction):
            try:
                await interaction.delete_original_response()
            except discord.HTTPException:
                pass

    # --- information (ephemeral to the caller) ---

    async def inform(self, interaction: discord.Interaction,
                     call: Callable[["Referee", str, str], Awaitable["Reply"]]) -> None:
        await defer(interaction)
        referee = await self.bot.get_referee()
        caller = str(interaction.user.id)
        try:
            reply = await call(referee, str(interaction.channel_id), caller)
        except Refusal as exc:
            await self.tell(interaction, str(exc))
            return
        text = "\n".join(t for t in [reply.answer, *reply.public] if t)
        picture = getattr(reply, "answer_picture", None)
        if text or reply.board is not None or picture is not None:
            await self.tell(interaction, text, picture=reply.board or picture)
            if reply.board is not None and picture is not None:
                await self.tell(interaction, "", picture=picture)
        for message in reply.private.get(caller, []):  # only ever the caller's own secrets
            await self.tell(interaction, message.text, picture=message.picture)
        if caller in reply.ping and not reply.finished:  # a lost panel is one /game status away
            await self.offer_panel(interaction, reply, self._choices(referee, str(interaction.channel_id), caller))
        if not _told(interaction):
            await self.tell(interaction, "Nothing to show.")

    async def rules(self, interaction: discord.Interaction, game: str | None) -> None:
        await defer(interaction)
        referee = await self.bot.get_referee()
        if game is None:
            info = referee.table(str(interaction.channel_id))
            if info is None:
                await self.tell(interaction, "Which game? Pick one in `/game rules game:`.")
                return
            game = info.game
        try:
            text = referee.rules(game)
        except Refusal as exc:
            await self.tell(interaction, str(exc))
            return
        await self.tell(interaction, text or "No rules page for that game yet.")

    # --- typed verbs (/bid 2 6000) ---

    async def verb(self, interaction: discord.Interaction, verb: str, value: str | None) -> None:
        await defer(interaction)
        referee = await self.bot.get_referee()
        channel, caller = str(interaction.channel_id), str(interaction.user.id)
        kind, data = decode_value(value or "")
        try:
            if kind == "action":
                reply = await referee.act(channel, caller, data)  # type: ignore[arg-type]
            elif kind == "index":
                choices = referee.choices(channel, caller, verb)
                if not 0 <= data < len(choices):  # type: ignore[operator]
                    raise Refusal(self._allowed(choices, verb))
                reply = await referee.act(channel, caller, choices[data].action)  # type: ignore[index]
            else:
                reply = await referee.act_typed(channel, caller, verb, data)  # type: ignore[arg-type]
        except Refusal as exc:
            await self.tell(interaction, str(exc))
            return
        await self.deliver(interaction, reply)

    @staticmethod
    def _allowed(choices: list["Choice"], verb: str) -> str:
        if not choices:
            return f"You cannot /{verb} now."
        listed = "; ".join(c.label for c in choices[:10])
        more = f" (and {len(choices) - 10} more)" if len(choices) > 10 else ""
        return f"You can: {listed}{more}."

    async def complete(self, interaction: discord.Interaction, verb: str, current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete: the caller's legal actions for this verb, filtered by what they typed."""
        referee = self.bot.referee or await self.bot.get_referee()
        try:
            choices = referee.choices(str(interaction.channel_id), str(interaction.user.id), verb)
        except Refusal:
            return []
        typed = (current or "").lower().strip()
        found: list[app_commands.Choice[str]] = []
        for index, choice in enumerate(choices):
            value = encode_action(choice.action, index)
            if typed and typed not in choice.label.lower() and typed not in value.lower():
                continue
            found.append(app_commands.Choice(name=trim(choice.label, OPTION_LABEL_LIMIT) or value, value=value))
            if len(found) == 25:
                break
        return found

    # --- components ---

    def _choices(self, referee: "Referee", channel: str, user: str) -> list["Choice"]:
        try:
            return list(referee.choices(channel, user))
        except Refusal:
            return []

    @staticmethod
    def _version(referee: "Referee", channel: str) -> int:
        info = referee.table(channel)
        return info.version if info else 0

    async def _table(self, interaction: discord.Interaction, table_id: int) -> "TableInfo | None":
        referee = await self.bot.get_referee()
        info = referee.table(str(interaction.channel_id))
        if info is None or info.table_id != table_id or info.status != "playing":
            await self.tell(interaction, GONE)
            return None
        return info

    async def current_panel(self, interaction: discord.Interaction, info: "TableInfo", intro: str) -> None:
        caller = str(interaction.user.id)
        choices = self._choices(self.bot.referee, str(interaction.channel_id), caller)
        if not choices:
            waiting = self._waiting(info, caller)
            await self.tell(interaction, f"{intro} {waiting}".strip())
            return
        content, view = panels.panel(info.table_id, info.version, choices)
        await self.tell(interaction, f"{intro} {content}".strip(), view=view)

    def _waiting(self, info: "TableInfo", caller: str) -> str:
        if caller not in {s.user for s in info.seats}:
            return "You are not playing in this game."
        return "It is not your move right now."

    async def open_panel(self, interaction: discord.Interaction, table_id: int, version: int, user: str) -> None:
        try:
            info = await self._table(interaction, table_id)
            if info is None:
                return
            if str(interaction.user.id) != user:
                name = next((s.name for s in info.seats if s.user == user), f"<@{user}>")
                await self.tell(interaction, f"This panel is for {name}.")
                return
            if version != info.version:
                await self.current_panel(interaction, info, OUTDATED + " Here is the current one.")
                return
            await self.current_panel(interaction, info, "")
        except Exception:
            await self._failed(interaction)

    async def choose(self, interaction: discord.Interaction, table_id: int, version: int, index: int) -> None:
        try:
            info = await self._table(interaction, table_id)
            if info is None:
                return
            referee = self.bot.referee
            channel, caller = str(interaction.channel_id), str(interaction.user.id)
            choices = self._choices(referee, channel, caller) if version == info.version else []
            if version != info.version or not 0 <= index < len(choices):
                await self.current_panel(interaction, info, OUTDATED)
                return
            choice = choices[index]
            await interaction.response.edit_message(content=f"You chose: {choice.label}", view=None)
            try:
                reply = await referee.act(channel, caller, choice.action, version=version)
            except Refusal as exc:
                fresh = referee.table(channel)
                await self.current_panel(interaction, fresh or info, str(exc))
                return
            await self.deliver(interaction, reply, from_panel=True)
        except Exception:
            await self._failed(interaction)

    async def turn_page(self, interaction: discord.Interaction, table_id: int, version: int, page: int) -> None:
        try:
            info = await self._table(interaction, table_id)
            if info is None:
                return
            choices = self._choices(self.bot.referee, str(interaction.channel_id), str(interaction.user.id))
            if version != info.version or not choices:
                await self.current_panel(interaction, info, OUTDATED)
                return
            content, view = panels.panel(table_id, version, choices, page)
            await interaction.response.edit_message(content=content, view=view)
        except Exception:
            await self._failed(interaction)

    async def rematch_button(self, interaction: discord.Interaction, table_id: int) -> None:
        try:
            referee = await self.bot.get_referee()
            info = referee.table(str(interaction.channel_id))
            if info is not None and info.table_id != table_id and info.status in ("lobby", "playing"):
                await self.tell(interaction, "Another game is already on at this table.")
                return
            await self.command(interaction, lambda r, c, u: r.rematch(c, u))
        except Exception:
            await self._failed(interaction)

    async def _failed(self, interaction: discord.Interaction) -> None:
        log.exception("interaction %s failed", interaction.id)
        try:
            await self.tell(interaction, "Something went wrong on my side; the table is saved. Try again.")
        except Exception:
            log.exception("could not report the failure")
