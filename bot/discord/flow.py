"""What happens for each interaction: defer, ask the referee, deliver the reply.

Commands and components call into one ``Flow`` per bot. A Refusal from the
referee becomes an ephemeral answer for the caller alone; anything the referee
accepted is delivered to the channel, to the caller and by DM.
"""
from __future__ import annotations

import asyncio
import logging
import sys
from typing import TYPE_CHECKING, Any, Awaitable, Callable

import discord
from discord import app_commands

from bot.discord import move_command, panels, presses
from bot.discord.delivery import cause, gone_interaction, outlet_for
from bot.discord.formatting import (BUTTON_LABEL_LIMIT, OPTION_LABEL_LIMIT, decode_value, encode_action, plain_names,
                                    reader, trim)
from bot.referee.referee import Choice, Refusal
from bot.text.words import Said, argument, say, said
from games.base import as_list, as_player

if TYPE_CHECKING:
    from bot.referee.referee import Referee, Reply, TableInfo
    from bot.text.table_card import CardPress

log = logging.getLogger("boardroom.discord")

GONE = said("bot-discord-gone")                   # rendered in the reader's language
OUTDATED = said("bot-discord-panel-outdated")
RACED = said("bot-discord-raced")
STALE_SUGGESTION = said("bot-discord-stale-suggestion")
AUTOCOMPLETE_BUDGET = 2.0   # seconds; Discord drops autocomplete answers after 3


def _told(interaction: discord.Interaction) -> bool:
    return bool(interaction.extras.get("told"))


async def defer(interaction: discord.Interaction) -> None:
    """Acknowledge at once (Discord allows 3 seconds) before any slow work."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
        interaction.extras["thinking"] = True


def speaks_here(interaction: discord.Interaction) -> bool:
    """The member may send messages where the bot would post for them: their own permission in
    this channel (or thread), as Discord resolved it for the interaction (a timed-out member has
    none)."""
    from bot.discord.threads import in_thread
    permissions = interaction.permissions
    if interaction.guild_id is None or permissions.administrator:
        return True
    return permissions.send_messages_in_threads if in_thread(interaction) else permissions.send_messages


class Flow:
    def __init__(self, bot: Any) -> None:
        self.bot = bot

    async def may_post(self, interaction: discord.Interaction) -> bool:
        """True when the bot may post for this member here (speaks_here); else they are told so
        privately and nothing is done."""
        if speaks_here(interaction):
            return True
        await self.tell(interaction, said("guard-may-not-send"))
        return False

    @property
    def delivery(self) -> Any:
        return self.bot.delivery

    async def tell(self, interaction: discord.Interaction, content: Any, **kwargs: Any) -> None:
        """An ephemeral text (a Said, a Refusal, a literal) in the caller's language."""
        interaction.extras["told"] = True
        await self.delivery.tell(interaction, content, **kwargs)

    async def referee_for(self, interaction: discord.Interaction) -> "Referee":
        """The referee, told which language this user reads (their DMs follow it)."""
        referee = await self.bot.get_referee(interaction)
        remember = getattr(referee, "remember_locale", None)
        if remember is not None and interaction.locale is not None:
            await remember(str(interaction.user.id), str(interaction.locale))
        return referee

    # --- commands that change the table ---

    async def command(self, interaction: discord.Interaction,
                      call: Callable[["Referee", str, str], Awaitable["Reply"]]) -> None:
        """Defer, run `call(referee, channel, user)`, deliver; a Refusal is answered privately."""
        if not await self.may_post(interaction):
            return
        await defer(interaction)
        referee = await self.referee_for(interaction)
        try:
            reply = await call(referee, str(interaction.channel_id), str(interaction.user.id))
        except Refusal as exc:
            await self.tell(interaction, exc)
            return
        await self.deliver(interaction, reply)

    async def deliver(self, interaction: discord.Interaction, reply: "Reply", *,
                      from_panel: bool = False) -> None:
        """The table card (bot/discord/sender.py), DMs, then the caller: answer and, if they act
        next, a panel.

        `from_panel`: the caller clicked in their panel, which already shows "You chose: …"; when
        they act again (a turn of several steps) they get a fresh panel.
        """
        referee = self.bot.referee
        channel_id = interaction.channel_id or 0
        channel, caller = str(channel_id), str(interaction.user.id)
        outlet = outlet_for(self.bot, interaction, channel_id)
        choices: list[Choice] = []
        if caller in reply.ping and not reply.finished and reply.table_id is not None:
            choices = self._choices(referee, channel, caller, reader(interaction))
        posted = await self.bot.sender.post(outlet, reply)
        await self.delivery.send_dms(outlet, reply)
        await self.bot.dms.note_off(self, interaction, reply)     # DMs off: said once, privately
        if not posted and self.bot.sender.first_failure(channel_id):
            await self.tell(interaction, said("bot-discord-not-posted", why=cause(outlet.failure)))
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
        locale = reader(interaction)
        content, view = self.panel_for(interaction, reply.table_id, version, choices)
        await self.tell(interaction, said("bot-discord-your-move-panel", panel=say(content, locale)), view=view)

    async def finish(self, interaction: discord.Interaction) -> None:
        """A deferred command with nothing to say: remove the "thinking…" placeholder."""
        if interaction.extras.get("thinking") and not _told(interaction):
            try:
                await interaction.delete_original_response()
            except discord.HTTPException:
                pass

    # --- information (ephemeral to the caller) ---

    async def inform(self, interaction: discord.Interaction,
                     call: Callable[["Referee", str, str], Awaitable["Reply"]]) -> None:
        await defer(interaction)
        referee = await self.referee_for(interaction)
        caller = str(interaction.user.id)
        channel_id = interaction.channel_id or 0
        if self.bot.sender.owes(channel_id):   # a card that did not reach the channel: send it now
            await self.bot.sender.flush(channel_id)
        try:
            reply = await call(referee, str(interaction.channel_id), caller)
        except Refusal as exc:
            await self.tell(interaction, exc)
            return
        text = [t for t in [reply.answer, *reply.public] if t]    # information: all in the caller's language
        picture = getattr(reply, "answer_picture", None)
        if text or reply.board is not None or picture is not None:
            await self.tell(interaction, text, picture=reply.board or picture)
            if reply.board is not None and picture is not None:
                await self.tell(interaction, "", picture=picture)
        for message in reply.private.get(caller, []):  # only ever the caller's own secrets
            await self.tell(interaction, message.text, picture=message.picture)
        if caller in reply.ping and not reply.finished:  # a lost panel is one /game status away
            await self.offer_panel(interaction, reply, self._choices(referee, str(interaction.channel_id), caller,
                                                                     reader(interaction)))
        if not _told(interaction):
            await self.tell(interaction, said("bot-discord-nothing"))

    async def rules(self, interaction: discord.Interaction, game: str | None) -> None:
        await defer(interaction)
        referee = await self.referee_for(interaction)
        if game is None:
            info = referee.table(str(interaction.channel_id))
            if info is None:
                await self.tell(interaction, said("bot-discord-which-game"))
                return
            game = info.game
        try:
            text = referee.rules(game, locale=str(interaction.locale))
        except Refusal as exc:
            await self.tell(interaction, exc)
            return
        await self.tell(interaction, text or said("bot-discord-no-rules"))

    # --- typed verbs (/bid 2 6000) ---

    async def verb(self, interaction: discord.Interaction, verb: str, value: str | None) -> None:
        if not await self.may_post(interaction):
            return
        await defer(interaction)
        referee = await self.referee_for(interaction)
        channel, caller = str(interaction.channel_id), str(interaction.user.id)
        kind, data = decode_value(value or "")
        try:
            if kind == "action":
                reply = await referee.act(channel, caller, data)  # type: ignore[arg-type]
            elif kind in ("index", "at"):
                version, index = data if kind == "at" else (None, data)  # type: ignore[misc]
                info = referee.table(channel)
                if version is not None and info is not None and info.version != version:
                    raise Refusal.of(STALE_SUGGESTION.message)
                choices = referee.choices(channel, caller, verb)
                if not 0 <= index < len(choices):  # type: ignore[operator]
                    raise self._allowed(choices, verb)
                reply = await referee.act(channel, caller, choices[index].action, version=version)  # type: ignore[index]
            else:
                reply = await referee.act_typed(channel, caller, verb, data)  # type: ignore[arg-type]
        except Refusal as exc:
            await self.tell(interaction, exc)
            return
        await self.deliver(interaction, reply)

    @staticmethod
    def _allowed(choices: list["Choice"], verb: str) -> Refusal:
        if not choices:
            return Refusal("bot-discord-cannot-now", verb=f"/{verb}")
        return Refusal("bot-discord-you-can", moves=as_list([argument(c.label) for c in choices[:10]]),
                       more=max(0, len(choices) - 10))

    async def complete(self, interaction: discord.Interaction, verb: str, current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete: the caller's legal actions for this verb, filtered by what they typed.

        Never raises and never waits long: discord.py swallows an autocomplete error without
        answering, and Discord shows "Loading options failed" after 3 seconds."""
        try:
            referee = self.bot.referee
            if referee is None:  # not opened yet (a bot fed payloads before setup_hook)
                referee = await asyncio.wait_for(asyncio.shield(self.bot.get_referee()), AUTOCOMPLETE_BUDGET)
            channel = str(interaction.channel_id)
            try:
                choices = self._plain(referee.choices(channel, str(interaction.user.id), verb), channel,
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

    # --- /move: any move typed as in the console (logic in move_command) ---

    async def move(self, interaction: discord.Interaction, text: str | None) -> None:
        await move_command.play(self, interaction, text)

    async def complete_move(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await move_command.complete(self, interaction, current, AUTOCOMPLETE_BUDGET)

    # --- the table card and private messages (bot/discord/presses.py, bot/discord/dms.py) ---

    async def card_press(self, interaction: discord.Interaction, press: "CardPress") -> None:
        await presses.press(self, interaction, press)

    async def dm_setting(self, interaction: discord.Interaction, on: bool) -> None:
        await self.bot.dms.choose(self, interaction, on)

    # --- components ---

    def _choices(self, referee: "Referee", channel: str, user: str, locale: str = "en") -> list["Choice"]:
        """The caller's choices, labels in `locale` with mentions written as names (buttons show no mentions)."""
        try:
            choices = list(referee.choices(channel, user))
        except Refusal:
            return []
        return self._plain(choices, channel, locale)

    def _plain(self, choices: list["Choice"], channel: str, locale: str = "en") -> list["Choice"]:
        """Labels as plain text in `locale`, mentions written as names."""
        texts = [say(c.label, locale) for c in choices]
        if not any("<@" in text for text in texts):
            return [Choice(text, c.action) for text, c in zip(texts, choices)]
        names = self.delivery.names(int(channel) if channel.isdigit() else 0)
        return [Choice(plain_names(text, names), c.action) for text, c in zip(texts, choices)]

    @staticmethod
    def _version(referee: "Referee", channel: str) -> int:
        info = referee.table(channel)
        return info.version if info else 0

    async def _table(self, interaction: discord.Interaction, table_id: int) -> "TableInfo | None":
        referee = await self.referee_for(interaction)
        info = referee.table(str(interaction.channel_id))
        if info is None or info.table_id != table_id or info.status != "playing":
            await self.tell(interaction, GONE)
            return None
        return info

    async def current_panel(self, interaction: discord.Interaction, info: "TableInfo", intro: Any) -> None:
        """The caller's panel as it is now, after `intro` (a Said or a Refusal; "" for none)."""
        caller = str(interaction.user.id)
        locale = reader(interaction)
        choices = self._choices(self.bot.referee, str(interaction.channel_id), caller, locale)
        first = say(intro, locale) if intro else ""
        if not choices:
            waiting = say(self._waiting(info, caller), locale)
            await self.tell(interaction, " ".join(t for t in (first, waiting) if t))
            return
        content, view = self.panel_for(interaction, info.table_id, info.version, choices)
        await self.tell(interaction, " ".join(t for t in (first, say(content, locale)) if t), view=view)

    def panel_for(self, interaction: discord.Interaction, table_id: int, version: int,
                  choices: list["Choice"]) -> tuple[str, discord.ui.View]:
        """The caller's panel: one page for up to 25 moves, else the first step of a step panel
        (paged menus only when the steps cannot ask the decision)."""
        caller, locale = str(interaction.user.id), reader(interaction)
        if len(choices) > panels.PER_SELECT:
            step = self.bot.referee.step(str(interaction.channel_id), caller, [])
            if step is not None and step.options:
                return panels.step_panel(table_id, version, caller, [], self._plain_step(step, interaction), locale)
        return panels.panel(table_id, version, choices, user=caller, locale=locale)

    def _plain_step(self, step: Any, interaction: discord.Interaction) -> Any:
        """The step with its labels as plain text in the caller's language (names for mentions)."""
        channel, locale = str(interaction.channel_id), reader(interaction)
        step.taken = self._plain(step.taken, channel, locale)
        step.options = self._plain(step.options, channel, locale)
        return step

    def _waiting(self, info: "TableInfo", caller: str) -> Said:
        if caller not in {s.user for s in info.seats}:
            return said("bot-discord-not-in-game")
        others = [p for p in info.to_act if p != caller]
        if others:          # say whose move it is: the card's ping may be far up the thread
            return said("look-not-your-move", players=as_list([as_player(p) for p in others]))
        return said("bot-discord-not-your-move")

    async def open_panel(self, interaction: discord.Interaction, table_id: int, version: int, user: str) -> None:
        try:
            info = await self._table(interaction, table_id)
            if info is None:
                return
            if await self._not_yours(interaction, info, user):
                return
            if version != info.version:
                await self.current_panel(interaction, info, said("bot-discord-panel-outdated-here"))
                return
            await self.current_panel(interaction, info, "")
        except Exception:
            await self._failed(interaction)

    async def _not_yours(self, interaction: discord.Interaction, info: "TableInfo", owner: str | None) -> bool:
        """A button or menu drawn for another player: say whose it is (nothing is applied)."""
        if owner is None or str(interaction.user.id) == owner:
            return False
        name = next((s.name for s in info.seats if s.user == owner), None)
        await self.tell(interaction, said("bot-discord-panel-for", name=name) if name else
                        said("bot-discord-panel-for-other"))
        return True

    async def choose(self, interaction: discord.Interaction, table_id: int, version: int, index: int,
                     owner: str | None = None) -> None:
        try:
            info = await self._table(interaction, table_id)
            if info is None or await self._not_yours(interaction, info, owner):
                return
            referee = self.bot.referee
            channel, caller = str(interaction.channel_id), str(interaction.user.id)
            locale = reader(interaction)
            choices = self._choices(referee, channel, caller, locale)
            if version == info.version:
                choice = choices[index] if 0 <= index < len(choices) else None
            else:   # drawn before others moved (a simultaneous phase): the same move, if still there
                choice = self._same_choice(interaction, index, choices)
            if choice is None:
                await self.current_panel(interaction, info, OUTDATED)
                return
            await self._play_choice(interaction, info, choice, version)
        except Exception:
            await self._failed(interaction)

    async def _play_choice(self, interaction: discord.Interaction, info: "TableInfo", choice: "Choice",
                           version: int) -> None:
        """The pressed move: the panel says "You chose: …", the referee applies it, the reply goes out."""
        if not await self.may_post(interaction):
            return
        referee = self.bot.referee
        channel, caller = str(interaction.channel_id), str(interaction.user.id)
        await interaction.response.edit_message(content=say(said("bot-discord-you-chose", move=choice.label),
                                                            reader(interaction)), view=None)
        try:
            reply = await referee.act(channel, caller, choice.action, version=version)
        except Refusal as exc:
            fresh = referee.table(channel)
            raced = fresh is None or fresh.version != version  # moved on while this click waited
            await self.current_panel(interaction, fresh or info, RACED if raced else exc)
            return
        await self.deliver(interaction, reply, from_panel=True)

    async def step(self, interaction: discord.Interaction, table_id: int, version: int, picks: list[int],
                   owner: str | None = None) -> None:
        """A press in a step panel: the next step, Back (a shorter path), or the whole move.
        Drawn at another version: politely, the panel as it is now."""
        try:
            info = await self._table(interaction, table_id)
            if info is None or await self._not_yours(interaction, info, owner):
                return
            if version != info.version:
                await self.current_panel(interaction, info, said("steps2-panel-stale"))
                return
            step = self.bot.referee.step(str(interaction.channel_id), str(interaction.user.id), picks)
            if step is None or not (step.options or step.move):
                await self.current_panel(interaction, info, said("steps2-panel-unknown"))
                return
            step = self._plain_step(step, interaction)
            if step.move is not None:
                await self._play_choice(interaction, info, step.taken[-1], version)
                return
            content, view = panels.step_panel(table_id, version, str(interaction.user.id), picks, step,
                                              reader(interaction))
            await interaction.response.edit_message(content=content, view=view)
        except Exception:
            await self._failed(interaction)

    @staticmethod
    def _same_choice(interaction: discord.Interaction, index: int, choices: list["Choice"]) -> "Choice | None":
        """The current choice whose label is the one the pressed component showed (button label
        or select option), when exactly one has it; the referee then checks it is still this
        player's move with only others' moves in between."""
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        shown = None
        for row in getattr(interaction.message, "components", None) or []:
            for item in getattr(row, "children", []):
                if getattr(item, "custom_id", None) != custom_id:
                    continue
                if getattr(item, "label", None):
                    shown = item.label
                for option in getattr(item, "options", None) or []:
                    if option.value == str(index):
                        shown = option.label
        same = [c for c in choices if shown is not None and shown in
                (str(c.label), trim(str(c.label), BUTTON_LABEL_LIMIT), trim(str(c.label), OPTION_LABEL_LIMIT))]
        return same[0] if len(same) == 1 else None

    async def turn_page(self, interaction: discord.Interaction, table_id: int, version: int, page: int,
                        owner: str | None = None) -> None:
        try:
            info = await self._table(interaction, table_id)
            if info is None or await self._not_yours(interaction, info, owner):
                return
            locale = reader(interaction)
            choices = self._choices(self.bot.referee, str(interaction.channel_id), str(interaction.user.id), locale)
            if version != info.version or not choices:
                await self.current_panel(interaction, info, OUTDATED)
                return
            content, view = panels.panel(table_id, version, choices, page, user=str(interaction.user.id),
                                         locale=locale)
            await interaction.response.edit_message(content=say(content, locale), view=view)
        except Exception:
            await self._failed(interaction)

    async def rematch_button(self, interaction: discord.Interaction, table_id: int) -> None:
        try:
            referee = await self.referee_for(interaction)
            info = referee.table(str(interaction.channel_id))
            if info is not None and info.table_id != table_id and info.status in ("lobby", "playing"):
                await self.tell(interaction, said("bot-discord-another-game"))
                return
            await self.command(interaction, lambda r, c, u: r.rematch(c, u))
        except Exception:
            await self._failed(interaction)

    async def _failed(self, interaction: discord.Interaction) -> None:
        error = sys.exc_info()[1]
        if gone_interaction(error):  # too late (10062) or answered elsewhere (40060): nothing to say
            log.warning("interaction %s could not be answered (%s)", interaction.id, error)
            return
        log.exception("interaction %s failed", interaction.id)
        try:
            await self.tell(interaction, said("bot-discord-failed"))
        except Exception:
            log.exception("could not report the failure")
