"""A TableCard (bot/text/table_card.py) as a Components V2 message: ``card_view(card)``.

The view is one ``Container`` in the game's accent colour: the title and status, a separator and
a ``TextDisplay`` per text block, a ``MediaGallery`` showing the attached picture
(``attachment://<filename>``: send the file with the same name), then an ``ActionRow`` per five
buttons and one per select. Its items are plain buttons and selects whose custom ids carry the
table (see bot/text/table_card.py); the DynamicItems below match those ids when pressed, also after a
restart, so the view is stopped before it is returned and discord.py keeps nothing per card.

Register ``CARD_ITEMS`` with ``bot.add_dynamic_items``. A press is handed to the bot's flow as a
``CardPress`` (``CardPresses.press(interaction, press)``, bot/discord/presses.py).
"""
from __future__ import annotations

import re

from typing import Any

import discord
from discord import ui

from bot.discord.mentions import mention
from bot.discord.reach import bot_of, picked
from bot.text.table_card import TEXT_LIMIT, CardButton, CardPress, CardSelect, TableCard

STYLES = {
    "primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success, "danger": discord.ButtonStyle.danger,
}


def _button(button: CardButton) -> ui.Button[Any]:
    return ui.Button(label=button.label, custom_id=button.custom_id, style=STYLES[button.style],
                     disabled=button.disabled)


def _select(select: CardSelect) -> ui.Select[Any]:
    return ui.Select(custom_id=select.custom_id, placeholder=select.placeholder, min_values=1, max_values=1,
                     options=[discord.SelectOption(label=o.label, value=o.value, default=o.default)
                              for o in select.options])


def card_view(card: TableCard, alt: str | None = None) -> ui.LayoutView:
    """The LayoutView of a card (send it with ``view=`` and, if `card.picture`, the file of that name);
    `alt` describes the picture to people who cannot see it."""
    container: ui.Container[Any] = ui.Container(accent_colour=discord.Colour(card.accent))
    container.add_item(ui.TextDisplay(card.header()))
    blocks = [mention(block) for block in card.blocks]        # commands as mentions, if they still fit
    if len(card.header()) + sum(map(len, blocks)) > TEXT_LIMIT:
        blocks = list(card.blocks)
    for block in blocks:
        container.add_item(ui.Separator())
        container.add_item(ui.TextDisplay(block))
    if card.picture:          # the board, then its phone sheet (a phone reads the sheet; Discord says not which screen)
        container.add_item(ui.MediaGallery(*(discord.MediaGalleryItem(f"attachment://{name}", description=alt)
                                             for name in (card.picture, card.sheet) if name)))
    for start in range(0, len(card.buttons), 5):
        container.add_item(ui.ActionRow(*(_button(b) for b in card.buttons[start:start + 5])))
    for select in card.selects:
        container.add_item(ui.ActionRow(_select(select)))
    if card.watch:            # a link button: Discord opens the table's web page, no press reaches us
        label, url = card.watch
        container.add_item(ui.ActionRow(ui.Button(label=label, url=url, style=discord.ButtonStyle.link)))
    view = ui.LayoutView(timeout=None)
    view.add_item(container)
    view.stop()             # the DynamicItems below answer presses; nothing to keep per message
    return view


async def _hand_over(interaction: discord.Interaction, press: CardPress) -> None:
    await bot_of(interaction).card_presses.press(interaction, press)


def _press_of(match: re.Match[str]) -> CardPress:
    """The press a card component's custom id carries."""
    return CardPress.parse(match.string)


class CardButtonItem(ui.DynamicItem[ui.Button[Any]],
                     template=r"br:(?:card:(?:move|hand|hist)|lobby:(?:join|leave|start|ai)):\d+(?::\w+)?"):
    """*Your move*, *My hand*, *History* on a table card; *Join*, *Leave*, *Add computer*, *Start*
    on a lobby card."""

    def __init__(self, item: ui.Button[Any], press: CardPress) -> None:
        super().__init__(item)
        self.press = press

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str],
                             /) -> "CardButtonItem":
        if not isinstance(item, ui.Button):
            raise TypeError("a card button's id on another kind of component")
        return cls(item, _press_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _hand_over(interaction, self.press)


class LobbySelectItem(ui.DynamicItem[ui.Select[Any]],
                      template=r"br:lobby:(?P<kind>opt|level):(?P<table>\d+)(?::(?P<option>\w+))?"):
    """An option's select, or the computer level's, on a lobby card: the press carries the choice."""

    def __init__(self, item: ui.Select[Any], press: CardPress) -> None:
        super().__init__(item)
        self.press = press

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str],
                             /) -> "LobbySelectItem":
        if not isinstance(item, ui.Select):
            raise TypeError("a lobby select's id on another kind of component")
        return cls(item, _press_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = picked(interaction)
        await _hand_over(interaction, self.press.chosen(str(values[0]) if values else ""))


#: The card's components, for ``bot.add_dynamic_items(*CARD_ITEMS)`` (Rematch is panels.RematchButton).
CARD_ITEMS = (CardButtonItem, LobbySelectItem)
