"""The private action panel: what the caller may do, and the presses in it.

``Offers`` lists the caller's legal moves as plain labels in their language (mentions written as
names: buttons show no mentions) and draws the panel for them (bot/discord/panels.py: buttons,
menus, or a step panel past a page of moves). ``PanelPresses`` answers the panel's components:
*Your move* (open it), a move (play it), a step (the next step, Back, or the whole move), a page
(Prev/Next) and *Rematch*; a panel drawn for another player, or at an older version of the table,
is answered privately and changes nothing. A played move goes out through ``Flow.deliver``.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord import panels
from bot.discord.compose import letter
from bot.discord.delivery import Referees, names_at, referee_for
from bot.discord.reach import data_of
from bot.discord.formatting import BUTTON_LABEL_LIMIT, OPTION_LABEL_LIMIT, plain_names, reader, trim
from bot.referee.shapes import Choice, Refusal
from bot.text.words import Said, say, said
from games.base import as_list, as_player

if TYPE_CHECKING:
    from bot.discord.answers import Answers
    from bot.discord.flow import Flow
    from bot.discord.outbox import Outbox
    from bot.referee.referee import Referee, TableInfo
    from bot.referee.stepping import Step

log = logging.getLogger("boardroom.discord")

GONE = said("bot-discord-gone")                   # rendered in the reader's language
OUTDATED = said("bot-discord-panel-outdated")
RACED = said("bot-discord-raced")


class Offers:
    """The caller's legal moves, as the panel and the suggestions show them."""

    def __init__(self, referees: Referees) -> None:
        self.referees = referees

    def choices(self, referee: "Referee", channel: str, user: str, locale: str = "en") -> list[Choice]:
        """The caller's choices, labels in `locale` with mentions written as names (buttons show no mentions)."""
        try:
            choices = list(referee.choices(channel, user))
        except Refusal:
            return []
        return self.plain(choices, channel, locale)

    def plain(self, choices: list[Choice], channel: str, locale: str = "en") -> list[Choice]:
        """Labels as plain text in `locale`, mentions written as names."""
        texts = [say(c.label, locale) for c in choices]
        if not any("<@" in text for text in texts):
            return [Choice(text, c.action) for text, c in zip(texts, choices)]
        names = names_at(self.referees.referee, int(channel) if channel.isdigit() else 0)
        return [Choice(plain_names(text, names), c.action) for text, c in zip(texts, choices)]

    def plain_step(self, step: "Step", interaction: discord.Interaction) -> "Step":
        """The step with its labels as plain text in the caller's language (names for mentions)."""
        channel, locale = str(interaction.channel_id), reader(interaction)
        step.taken = self.plain(step.taken, channel, locale)
        step.options = self.plain(step.options, channel, locale)
        return step

    def panel_for(self, referee: "Referee", interaction: discord.Interaction, table_id: int, version: int,
                  choices: list[Choice]) -> tuple[str, discord.ui.View]:
        """The caller's panel: one page for up to 25 moves, else the first step of a step panel
        (paged menus only when the steps cannot ask the decision)."""
        caller, locale = str(interaction.user.id), reader(interaction)
        heading, view = self._bare_panel(referee, interaction, table_id, version, choices)
        if referee.hints_on(str(interaction.channel_id)):
            view = panels.with_hint(view, table_id, locale)
        return heading, view

    def _bare_panel(self, referee: "Referee", interaction: discord.Interaction, table_id: int, version: int,
                    choices: list[Choice]) -> tuple[str, discord.ui.View]:
        caller, locale = str(interaction.user.id), reader(interaction)
        if len(choices) > panels.PER_SELECT:
            step = referee.step(str(interaction.channel_id), caller, [])
            if step is not None and step.options:
                return panels.step_panel(table_id, version, caller, [], self.plain_step(step, interaction), locale)
        return panels.panel(table_id, version, choices, user=caller, locale=locale)


class PanelPresses:
    """The presses in a caller's panel (bot/discord/panels.py hands each one here)."""

    def __init__(self, referees: Referees, answers: "Answers", offers: Offers, flow: "Flow", outbox: "Outbox") -> None:
        self.referees, self.answers, self.offers, self.flow = referees, answers, offers, flow
        self.outbox = outbox

    async def hint(self, interaction: discord.Interaction, table_id: int) -> None:
        """*Hint* in the presser's panel: their suggested move and why, privately (the panel stays)."""
        found = await self._table(interaction, table_id)
        if found is not None:
            await self.flow.inform(interaction, lambda r, c, u: r.hint(c, u))

    async def _table(self, interaction: discord.Interaction, table_id: int) -> "tuple[Referee, TableInfo] | None":
        referee = await referee_for(self.referees, interaction)
        info = referee.table(str(interaction.channel_id))
        if info is None or info.table_id != table_id or info.status != "playing":
            await self.answers.tell(interaction, GONE)
            return None
        return referee, info

    async def _owned_table(self, interaction: discord.Interaction, table_id: int,
                           owner: str | None) -> "tuple[Referee, TableInfo] | None":
        """The pressed panel's table, when it is still in play here and the panel is the
        presser's; else they are told which it is not (None)."""
        found = await self._table(interaction, table_id)
        if found is None or await self._not_yours(interaction, found[1], owner):
            return None
        return found

    async def _at_version(self, interaction: discord.Interaction, table_id: int, owner: str | None,
                          version: int, stale: Said) -> "tuple[Referee, TableInfo] | None":
        """As `_owned_table`, and the panel was drawn at the table's version; else the panel as it
        is now, after `stale` (None)."""
        found = await self._owned_table(interaction, table_id, owner)
        if found is None:
            return None
        referee, info = found
        if version != info.version:
            await self.current_panel(referee, interaction, info, stale)
            return None
        return referee, info

    async def current_panel(self, referee: "Referee", interaction: discord.Interaction, info: "TableInfo",
                            intro: object) -> None:
        """The caller's panel as it is now, after `intro` (a Said or a Refusal; "" for none)."""
        caller = str(interaction.user.id)
        locale = reader(interaction)
        choices = self.offers.choices(referee, str(interaction.channel_id), caller, locale)
        first = say(intro, locale) if intro else ""
        if not choices:
            waiting = say(self._waiting(info, caller), locale)
            await self.answers.tell(interaction, " ".join(t for t in (first, waiting) if t),
                                    says=[intro, self._waiting(info, caller)])
            return
        content, view = self.offers.panel_for(referee, interaction, info.table_id, info.version, choices)
        await self.answers.tell(interaction, " ".join(t for t in (first, say(content, locale)) if t), view=view,
                                says=[intro, content])

    @staticmethod
    def _waiting(info: "TableInfo", caller: str) -> Said:
        if caller not in {s.user for s in info.seats}:
            return said("bot-discord-not-in-game")
        others = [p for p in info.to_act if p != caller]
        if others:          # say whose move it is: the card's ping may be far up the thread
            return said("look-not-your-move", players=as_list([as_player(p) for p in others]))
        return said("bot-discord-not-your-move")

    async def open_panel(self, interaction: discord.Interaction, table_id: int, version: int, user: str) -> None:
        try:
            found = await self._at_version(interaction, table_id, user, version,
                                           said("bot-discord-panel-outdated-here"))
            if found is not None:
                await self.current_panel(found[0], interaction, found[1], "")
        except Exception:
            await self.flow.failed(interaction)

    async def _not_yours(self, interaction: discord.Interaction, info: "TableInfo", owner: str | None) -> bool:
        """A button or menu drawn for another player: say whose it is (nothing is applied)."""
        if owner is None or str(interaction.user.id) == owner:
            return False
        name = next((s.name for s in info.seats if s.user == owner), None)
        await self.answers.tell(interaction, said("bot-discord-panel-for", name=name) if name else
                                said("bot-discord-panel-for-other"))
        return True

    async def choose(self, interaction: discord.Interaction, table_id: int, version: int, index: int,
                     owner: str | None = None) -> None:
        try:
            found = await self._owned_table(interaction, table_id, owner)
            if found is None:
                return
            referee, info = found
            channel, caller = str(interaction.channel_id), str(interaction.user.id)
            choices = self.offers.choices(referee, channel, caller, reader(interaction))
            if version == info.version:
                choice = choices[index] if 0 <= index < len(choices) else None
            else:   # drawn before others moved (a simultaneous phase): the same move, if still there
                choice = _same_choice(interaction, index, choices)
            if choice is None:
                await self.current_panel(referee, interaction, info, OUTDATED)
                return
            await self._play_choice(referee, interaction, info, choice, version)
        except Exception:
            await self.flow.failed(interaction)

    async def _play_choice(self, referee: "Referee", interaction: discord.Interaction, info: "TableInfo",
                           choice: Choice, version: int) -> None:
        """The pressed move: the panel says "You chose: …", the referee applies it, the reply goes out."""
        if not await self.flow.may_post(interaction):
            return
        channel, caller = str(interaction.channel_id), str(interaction.user.id)
        await self.outbox.update(interaction, letter(said("bot-discord-you-chose", move=choice.label),
                                                     reader(interaction)))
        try:
            reply = await referee.act(channel, caller, choice.action, version=version)
        except Refusal as exc:
            fresh = referee.table(channel)
            raced = fresh is None or fresh.version != version  # moved on while this click waited
            await self.current_panel(referee, interaction, fresh or info, RACED if raced else exc)
            return
        await self.flow.deliver(interaction, reply, from_panel=True)

    async def step(self, interaction: discord.Interaction, table_id: int, version: int, picks: list[int],
                   owner: str | None = None) -> None:
        """A press in a step panel: the next step, Back (a shorter path), or the whole move.
        Drawn at another version: politely, the panel as it is now."""
        try:
            found = await self._at_version(interaction, table_id, owner, version, said("panel-stale"))
            if found is None:
                return
            referee, info = found
            step = referee.step(str(interaction.channel_id), str(interaction.user.id), picks)
            if step is None or not (step.options or step.move):
                await self.current_panel(referee, interaction, info, said("panel-unknown"))
                return
            step = self.offers.plain_step(step, interaction)
            if step.move is not None:
                await self._play_choice(referee, interaction, info, step.taken[-1], version)
                return
            content, view = panels.step_panel(table_id, version, str(interaction.user.id), picks, step,
                                              reader(interaction))
            if referee.hints_on(str(interaction.channel_id)):
                view = panels.with_hint(view, table_id, reader(interaction))
            await self.outbox.update(interaction, letter(content, reader(interaction), view=view))
        except Exception:
            await self.flow.failed(interaction)

    async def turn_page(self, interaction: discord.Interaction, table_id: int, version: int, page: int,
                        owner: str | None = None) -> None:
        try:
            found = await self._owned_table(interaction, table_id, owner)
            if found is None:
                return
            referee, info = found
            locale = reader(interaction)
            choices = self.offers.choices(referee, str(interaction.channel_id), str(interaction.user.id), locale)
            if version != info.version or not choices:
                await self.current_panel(referee, interaction, info, OUTDATED)
                return
            content, view = panels.panel(table_id, version, choices, page, user=str(interaction.user.id),
                                         locale=locale)
            if referee.hints_on(str(interaction.channel_id)):
                view = panels.with_hint(view, table_id, locale)
            await self.outbox.update(interaction, letter(content, locale, view=view))
        except Exception:
            await self.flow.failed(interaction)

    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None:
        """*Rematch* under a finished game's card: the same as ``/game rematch``, unless another
        game already sits at this channel."""
        try:
            referee = await referee_for(self.referees, interaction)
            info = referee.table(str(interaction.channel_id))
            if info is not None and info.table_id != table_id and info.status in ("lobby", "playing"):
                await self.answers.tell(interaction, said("bot-discord-another-game"))
                return
            await self.flow.command(interaction, lambda r, c, u: r.rematch(c, u))
        except Exception:
            await self.flow.failed(interaction)


def _same_choice(interaction: discord.Interaction, index: int, choices: list[Choice]) -> Choice | None:
    """The current choice whose label is the one the pressed component showed (button label
    or select option), when exactly one has it; the referee then checks it is still this
    player's move with only others' moves in between."""
    custom_id = str(data_of(interaction).get("custom_id", ""))
    shown: str | None = None
    message = interaction.message
    for row in message.components if message is not None else []:
        for item in row.children if isinstance(row, discord.ActionRow) else []:
            if not isinstance(item, (discord.Button, discord.SelectMenu)) or item.custom_id != custom_id:
                continue
            if isinstance(item, discord.Button) and item.label:
                shown = item.label
            for option in item.options if isinstance(item, discord.SelectMenu) else []:
                if option.value == str(index):
                    shown = option.label
    same = [c for c in choices if shown is not None and shown in
            (str(c.label), trim(str(c.label), BUTTON_LABEL_LIMIT), trim(str(c.label), OPTION_LABEL_LIMIT))]
    return same[0] if len(same) == 1 else None
