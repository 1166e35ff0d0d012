"""Buttons and select menus.

A decision of at most 25 moves is one panel (buttons, or a menu); past that it is asked in
steps (``step_panel``: Qin's tile, then the square, then the neighbour; Stockpile's pile, then
the amount), each step's component ids carrying the positions picked so far
(``br:step|steps:<table>:<version>:<user>:<i.j...>``) and a *Back* button. The paged menus
(``panel`` past 25) remain only for a decision the steps cannot ask.

Every component is a ``discord.ui.DynamicItem``: its custom_id carries the table id
and the table version (``br:act:12:34:5``), so the bot rebuilds it from the id alone
after a restart (registered with ``bot.add_dynamic_items``). The callbacks hand
over to the bot's ``PanelPresses`` (bot/discord/panel_presses.py), which holds the logic.
"""
from __future__ import annotations

import re

from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from bot.discord.reach import bot_of, label_of, menu_of, picked
from bot.discord.formatting import BUTTON_LABEL_LIMIT, OPTION_LABEL_LIMIT, trim
from bot.text.words import say, said

if TYPE_CHECKING:
    from bot.discord.panel_presses import PanelPresses
    from bot.referee.referee import Choice
    from bot.referee.stepping import Step

BUTTONS_UP_TO = 10          # at most this many choices: plain buttons
PER_SELECT = 25             # Discord's limit of options in one select menu
SELECTS_PER_PAGE = 4        # four menus of 25 + one row for Prev/Next
PER_PAGE = PER_SELECT * SELECTS_PER_PAGE


def _panel(interaction: discord.Interaction) -> "PanelPresses":
    return bot_of(interaction).panel_presses


class MoveButton(ui.DynamicItem[ui.Button[Any]], template=r"br:move:(?P<table>\d+):(?P<version>\d+):(?P<user>\d+)"):
    """The public "Your move" button: opens the player's ephemeral action panel."""

    def __init__(self, table_id: int, version: int, user: str, label: str = "Your move") -> None:
        super().__init__(ui.Button(label=trim(label, BUTTON_LABEL_LIMIT), style=discord.ButtonStyle.primary,
                                   custom_id=f"br:move:{table_id}:{version}:{user}"))
        self.table_id, self.version, self.user = table_id, version, user

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "MoveButton":
        return cls(int(match["table"]), int(match["version"]), match["user"], label_of(item) or "Your move")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _panel(interaction).open_panel(interaction, self.table_id, self.version, self.user)


class ActionButton(ui.DynamicItem[ui.Button[Any]],
                   template=r"br:act:(?P<table>\d+):(?P<version>\d+):(?P<index>\d+)(?::(?P<user>\d+))?"):
    """One legal action; `index` points into the player's choices at that version. `user` (the
    panel's owner; absent in panels drawn before it was added) lets only that player use it."""

    def __init__(self, table_id: int, version: int, index: int, label: str = "Choose", user: str | None = None) -> None:
        owner = f":{user}" if user and user.isdigit() else ""
        super().__init__(ui.Button(label=trim(label, BUTTON_LABEL_LIMIT) or "Choose",
                                   style=discord.ButtonStyle.secondary,
                                   custom_id=f"br:act:{table_id}:{version}:{index}{owner}"))
        self.table_id, self.version, self.index, self.user = table_id, version, index, user

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "ActionButton":
        return cls(int(match["table"]), int(match["version"]), int(match["index"]), label_of(item) or "Choose",
                   match["user"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _panel(interaction).choose(interaction, self.table_id, self.version, self.index, owner=self.user)


class ActionSelect(ui.DynamicItem[ui.Select[Any]],
                   template=r"br:sel:(?P<table>\d+):(?P<version>\d+):(?P<page>\d+):(?P<slot>\d+)(?::(?P<user>\d+))?"):
    """A menu of up to 25 legal actions; each option's value is the action's index."""

    def __init__(self, table_id: int, version: int, page: int, slot: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None,
                 user: str | None = None) -> None:
        owner = f":{user}" if user and user.isdigit() else ""
        super().__init__(ui.Select(custom_id=f"br:sel:{table_id}:{version}:{page}:{slot}{owner}",
                                   options=options or [discord.SelectOption(label="…", value="0")],
                                   placeholder=placeholder, min_values=1, max_values=1))
        self.table_id, self.version, self.user = table_id, version, user

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "ActionSelect":
        return cls(int(match["table"]), int(match["version"]), int(match["page"]), int(match["slot"]),
                   *menu_of(item), match["user"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = picked(interaction)
        index = int(values[0]) if values and str(values[0]).isdigit() else -1
        await _panel(interaction).choose(interaction, self.table_id, self.version, index, owner=self.user)


class PageButton(ui.DynamicItem[ui.Button[Any]],
                 template=r"br:page:(?P<table>\d+):(?P<version>\d+):(?P<page>\d+):(?P<dir>[pn])(?::(?P<user>\d+))?"):
    """Prev/Next in a long panel: redraws the panel at another page."""

    def __init__(self, table_id: int, version: int, page: int, label: str = "Next ▶", direction: str = "n",
                 user: str | None = None) -> None:
        owner = f":{user}" if user and user.isdigit() else ""
        super().__init__(ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                   custom_id=f"br:page:{table_id}:{version}:{page}:{direction}{owner}"))
        self.table_id, self.version, self.page, self.user = table_id, version, page, user

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "PageButton":
        return cls(int(match["table"]), int(match["version"]), int(match["page"]), label_of(item) or "Next ▶",
                   match["dir"], match["user"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _panel(interaction).turn_page(interaction, self.table_id, self.version, self.page, owner=self.user)


_PATH = r"(?P<path>(?:\d+(?:\.\d+)*)?)"


def _picks(path: str) -> list[int]:
    return [int(p) for p in path.split(".")] if path else []


def _path(picks: list[int]) -> str:
    return ".".join(str(p) for p in picks)


class StepButton(ui.DynamicItem[ui.Button[Any]],
                 template=r"br:step:(?P<table>\d+):(?P<version>\d+):(?P<user>\d+):" + _PATH):
    """A step of a step panel (or its Back): `path` is the option picked at each step so far,
    read back at the table's state of `version`; the last pick may be a whole move."""

    def __init__(self, table_id: int, version: int, user: str, picks: list[int], label: str = "…",
                 back: bool = False) -> None:
        super().__init__(ui.Button(label=trim(label, BUTTON_LABEL_LIMIT) or "…",
                                   style=discord.ButtonStyle.secondary if back else discord.ButtonStyle.primary,
                                   custom_id=f"br:step:{table_id}:{version}:{user}:{_path(picks)}"))
        self.table_id, self.version, self.user, self.picks = table_id, version, user, picks

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "StepButton":
        return cls(int(match["table"]), int(match["version"]), match["user"], _picks(match["path"]),
                   label_of(item) or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _panel(interaction).step(interaction, self.table_id, self.version, self.picks, owner=self.user)


class StepSelect(ui.DynamicItem[ui.Select[Any]],
                 template=r"br:steps:(?P<table>\d+):(?P<version>\d+):(?P<user>\d+):" + _PATH):
    """A step's options as a menu (more than fit as buttons); each value is the option's position."""

    def __init__(self, table_id: int, version: int, user: str, picks: list[int],
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None) -> None:
        super().__init__(ui.Select(custom_id=f"br:steps:{table_id}:{version}:{user}:{_path(picks)}",
                                   options=options or [discord.SelectOption(label="…", value="0")],
                                   placeholder=placeholder, min_values=1, max_values=1))
        self.table_id, self.version, self.user, self.picks = table_id, version, user, picks

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "StepSelect":
        return cls(int(match["table"]), int(match["version"]), match["user"], _picks(match["path"]),
                   *menu_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = picked(interaction)
        index = int(values[0]) if values and str(values[0]).isdigit() else -1
        await _panel(interaction).step(interaction, self.table_id, self.version, [*self.picks, index],
                                      owner=self.user)


class RematchButton(ui.DynamicItem[ui.Button[Any]], template=r"br:rematch:(?P<table>\d+)"):
    """Shown when a game ends: the same seats play again."""

    def __init__(self, table_id: int, label: str = "Rematch") -> None:
        super().__init__(ui.Button(label=trim(label, BUTTON_LABEL_LIMIT), style=discord.ButtonStyle.success,
                                   custom_id=f"br:rematch:{table_id}"))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "RematchButton":
        return cls(int(match["table"]), label_of(item) or "Rematch")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _panel(interaction).rematch(interaction, self.table_id)


class HintButton(ui.DynamicItem[ui.Button[Any]], template=r"br:hint:(?P<table>\d+)"):
    """*Hint* in a private panel: the presser's suggested move and why (bot/referee/coach.py),
    worked out for whoever presses it, from their own view only."""

    def __init__(self, table_id: int, label: str = "Hint") -> None:
        super().__init__(ui.Button(label=trim(label, BUTTON_LABEL_LIMIT), style=discord.ButtonStyle.secondary,
                                   custom_id=f"br:hint:{table_id}", row=4))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "HintButton":
        return cls(int(match["table"]), label_of(item) or "Hint")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _panel(interaction).hint(interaction, self.table_id)


def with_hint(view: ui.View, table_id: int, locale: str) -> ui.View:
    """The panel `view` with its *Hint* button (on the last row, after any Back or page buttons)."""
    view.add_item(HintButton(table_id, say(said("hint-button"), locale)))
    return unkept(view)


DYNAMIC_ITEMS = (MoveButton, ActionButton, ActionSelect, PageButton, StepButton, StepSelect, RematchButton, HintButton)


def known(custom_id: str) -> bool:
    """Does this custom_id belong to one of our components?"""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)


def unkept(view: ui.View) -> ui.View:
    """A view discord.py need not keep: its DynamicItems carry everything (table, version, index,
    owner) and are dispatched by pattern. Stopped before it is sent, it is not stored at all;
    otherwise every ephemeral panel would hold a View and a timeout task for 15 minutes."""
    view.stop()
    return view


# --- builders ---

def page_count(n: int) -> int:
    return 1 if n <= BUTTONS_UP_TO else (n + PER_PAGE - 1) // PER_PAGE


def panel(table_id: int, version: int, choices: list["Choice"], page: int = 0,
          user: str | None = None, locale: str = "en") -> tuple[str, ui.View]:
    """The ephemeral action panel: buttons for a few choices, select menus (paged) for many.

    `user`: the panel's owner, written into every custom_id so nobody else can use it; `locale`
    the reader's language (labels and headings). Returns the heading (rendered) and the view."""
    view = ui.View(timeout=None)
    n = len(choices)
    if n <= BUTTONS_UP_TO:
        for index, choice in enumerate(choices):
            view.add_item(ActionButton(table_id, version, index, say(choice.label, locale), user))
        return say(said("bot-panel-choose", count=n), locale), unkept(view)
    pages = page_count(n)
    page = max(0, min(page, pages - 1))
    start = page * PER_PAGE
    chunk = choices[start:start + PER_PAGE]
    for slot in range(0, len(chunk), PER_SELECT):
        first = start + slot
        options = [
            discord.SelectOption(label=trim(say(c.label, locale), OPTION_LABEL_LIMIT) or str(first + k),
                                 value=str(first + k))
            for k, c in enumerate(chunk[slot:slot + PER_SELECT])
        ]
        last = first + len(options)
        view.add_item(ActionSelect(table_id, version, page, slot // PER_SELECT, options,
                                   placeholder=say(said("bot-panel-range", first=first + 1, last=last, count=n),
                                                   locale), user=user))
    if pages > 1:
        prev = PageButton(table_id, version, max(page - 1, 0), say(said("bot-panel-prev"), locale), "p", user)
        nxt = PageButton(table_id, version, min(page + 1, pages - 1), say(said("bot-panel-next"), locale), "n", user)
        prev.item.disabled = page == 0
        nxt.item.disabled = page == pages - 1
        view.add_item(prev)
        view.add_item(nxt)
        return say(said("bot-panel-choose-page", count=n, page=page + 1, pages=pages), locale), unkept(view)
    return say(said("bot-panel-choose", count=n), locale), unkept(view)


def step_panel(table_id: int, version: int, user: str, picks: list[int], step: "Step",
               locale: str = "en") -> tuple[str, ui.View]:
    """One step of a decision past a page of moves (bot/referee/stepping.py): buttons for a few options, a
    menu for more, and *Back* after the first step. Labels are plain text in the reader's
    language already (the flow renders them); the heading says what was chosen so far."""
    view = ui.View(timeout=None)
    options = step.options
    if len(options) <= BUTTONS_UP_TO:
        for index, option in enumerate(options):
            view.add_item(StepButton(table_id, version, user, [*picks, index], str(option.label)))
    else:
        menu = [discord.SelectOption(label=trim(str(o.label), OPTION_LABEL_LIMIT) or str(i + 1), value=str(i))
                for i, o in enumerate(options[:PER_SELECT])]
        view.add_item(StepSelect(table_id, version, user, picks, menu, say(said("panel-pick"), locale)))
    if picks:
        back = StepButton(table_id, version, user, picks[:-1], say(said("panel-back"), locale), back=True)
        back.item.row = 4
        view.add_item(back)
    if not step.taken:
        heading = said("panel-first", count=step.total)
    else:
        heading = said("panel-next", chosen=" → ".join(str(c.label) for c in step.taken),
                       count=len(options))
    return say(heading, locale), unkept(view)
