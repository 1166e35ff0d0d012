"""The table card as Discord receives it (bot/discord/card.py): a Components V2 payload built for a
seeded game of each game in each language, checked against Discord's limits and our ids."""
from __future__ import annotations

import re

import discord
import pytest

from bot.discord.guide import GUIDE_ITEMS
from bot.discord.card import CARD_ITEMS, card_view
from bot.discord.panels import RematchButton
from games import plugin_of
from bot.text.table_card import TEXT_LIMIT, end_card_of, lobby_card, running_card
from i18n import LOCALES

from card_games import play, seats_for

CONTAINER, ACTION_ROW, BUTTON, SELECT, TEXT, GALLERY, SEPARATOR = 17, 1, 2, 3, 10, 12, 14


def walk(components: list[dict]):
    for component in components:
        yield component
        yield from walk(component.get("components", []))


def ours(custom_id: str) -> bool:
    items = (*CARD_ITEMS, RematchButton, *GUIDE_ITEMS)       # How to play: bot/discord/guide.py
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in items)


def check(card, payload: list[dict], key: str) -> list[dict]:
    assert len(payload) == 1 and payload[0]["type"] == CONTAINER
    assert payload[0]["accent_color"] == plugin_of(key).accent
    every = list(walk(payload))
    assert len(every) == card.component_count() <= 40
    assert sum(len(c["content"]) for c in every if c["type"] == TEXT) <= TEXT_LIMIT
    for row in (c for c in every if c["type"] == ACTION_ROW):
        kinds = [c["type"] for c in row["components"]]
        assert kinds == [SELECT] or (kinds and set(kinds) == {BUTTON} and len(kinds) <= 5)
    for c in every:
        if c["type"] in (BUTTON, SELECT):
            assert ours(c["custom_id"]) and len(c["custom_id"]) <= 100, c["custom_id"]
        if c["type"] == SELECT:
            assert 1 <= len(c["options"]) <= 25
    return every


@pytest.mark.parametrize("locale", LOCALES)
def test_running_card_payload(key: str, locale: str) -> None:
    state = play(key)
    card = running_card(key, state.view(None), table_id=12, version=34, seats=seats_for(key),
                        log=[("1001", "Bid $6,000 on pile 2")], locale=locale, picture=f"{key}-12-v34.png")
    every = check(card, card_view(card).to_components(), key)
    assert [c["items"][0]["media"]["url"] for c in every if c["type"] == GALLERY] == [f"attachment://{key}-12-v34.png"]
    texts = [c["content"] for c in every if c["type"] == TEXT]
    assert texts[0].startswith(f"## {card.title}\n") and card.status in texts[0]
    assert [c["label"] for c in every if c["type"] == BUTTON] == [b.label for b in card.buttons]


@pytest.mark.parametrize("locale", LOCALES)
def test_lobby_and_end_card_payloads(key: str, locale: str) -> None:
    seats = seats_for(key)
    lobby = lobby_card(key, table_id=5, host=seats[0].user, seats=seats, options={}, locale=locale)
    every = check(lobby, card_view(lobby).to_components(), key)
    assert sum(c["type"] == SELECT for c in every) == len(lobby.selects) >= 1
    end = end_card_of(key, play(key, steps=None), table_id=5, seats=seats, locale=locale, picture="chart.png")
    every = check(end, card_view(end).to_components(), key)
    assert "br:rematch:5" in [c.get("custom_id") for c in every]


async def test_the_view_keeps_nothing() -> None:
    """Built on the event loop (as the bot does), the view is stopped: discord.py stores nothing."""
    state = play("stockpile")
    card = running_card("stockpile", state.view(None), table_id=1, version=2, seats=seats_for("stockpile"))
    view = card_view(card)
    assert view.is_finished() and view.timeout is None
    assert isinstance(view, discord.ui.LayoutView) and view.content_length() == card.text_length()


def test_card_ids_do_not_collide_with_the_panels() -> None:
    from bot.discord.panels import DYNAMIC_ITEMS
    for custom_id in ("br:card:move:1:2", "br:lobby:opt:1:side", "br:lobby:ai:1:easy"):
        assert not any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)
        assert ours(custom_id)
    assert not re.fullmatch(CARD_ITEMS[0].__discord_ui_compiled_template__.pattern, "br:move:1:2:3")


class Response:
    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []

    async def send_message(self, text: str, *, ephemeral: bool = False) -> None:
        self.sent.append((text, ephemeral))


class Interaction:
    """Just what a card component's callback reads of an interaction."""

    def __init__(self, client: object, values: list[str] | None = None, locale: str = "ja") -> None:
        self.client, self.locale, self.response = client, locale, Response()
        self.data = {"values": values or []}


async def pressed(custom_id: str, client: object, values: list[str] | None = None) -> Interaction:
    from bot.discord.card import CardButtonItem, LobbySelectItem
    cls = LobbySelectItem if values is not None else CardButtonItem
    item = (discord.ui.Select(custom_id=custom_id, options=[discord.SelectOption(label="a")]) if values is not None
            else discord.ui.Button(label="x", custom_id=custom_id))
    match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    component = await cls.from_custom_id(None, item, match)   # type: ignore[arg-type]
    interaction = Interaction(client, values)
    await component.callback(interaction)                     # type: ignore[arg-type]
    return interaction


async def test_a_press_goes_to_the_flow_with_what_was_chosen() -> None:
    from bot.text.table_card import CardPress
    got: list[CardPress] = []

    from bot.discord.client import BoardroomBot

    class CardPresses:
        async def press(self, interaction: object, press: CardPress) -> None:
            got.append(press)

    client = BoardroomBot.__new__(BoardroomBot)    # the type the components check for, not connected
    client.card_presses = CardPresses()            # type: ignore[assignment]
    await pressed("br:card:move:4:9", client)
    await pressed("br:lobby:opt:4:side", client, values=["lion"])
    assert got == [CardPress("card", "move", 4, version=9), CardPress("lobby", "opt", 4, arg="side", value="lion")]
