"""A game plugs in by its description alone: High Card (tests/bot/fake_game.py), registered by the
tests' fixture, gets a table card in its accent, an end chart, phone figures and computer seats,
and no shared module names it."""
from __future__ import annotations

import io
import random
from pathlib import Path

from PIL import Image

import fake_game
import render
from bot.referee import ai
from bot.referee.shapes import Seat
from bot.text.table_card import end_card_of, lobby_card
from games import PLUGINS
from render.figures import figures
from random_play import random_walk

ROOT = Path(__file__).resolve().parents[2]


def finished() -> tuple[list[dict], object]:
    """The public view after each move of a seeded random game of High Card, and the end state."""
    walk = random_walk(fake_game.GAME, ["1", "2", "3"], 4, first_to_act=True)
    views = [walk.state.view(None)] + [walk.state.view(None) for _ in walk.played()]
    return views, walk.state


def test_the_stand_in_is_registered_by_its_description() -> None:
    assert PLUGINS[fake_game.KEY] is fake_game.PLUGIN


def test_its_cards_wear_its_accent() -> None:
    card = lobby_card(fake_game.KEY, table_id=1, host="1", seats=[], options={})
    assert card.accent == fake_game.PLUGIN.accent == 0x808080


def test_its_end_chart_is_drawn_from_its_chart_spec() -> None:
    views, _ = finished()
    png = render.chart_png(fake_game.KEY, views, {"1": "Ann", "2": "Bo", "3": "Cy"})
    assert png is not None and Image.open(io.BytesIO(png)).size[0] > 0
    cash = {f"<@{p}>": c for p, c in zip(views[-1]["players"], views[-1]["cash"])}
    assert fake_game.PLUGIN.chart.series(views[-1]) == cash


def test_its_phone_figures_are_its_chart_values() -> None:
    views, _ = finished()
    shown = figures(fake_game.KEY, views[-1])
    assert [f.label for f in shown] == ["<@1>", "<@2>", "<@3>"]
    assert [f.value for f in shown] == [f"${c:,}" if c < 1000 else f"${c // 1000}K" for c in views[-1]["cash"]]
    assert shown[0].colour == (0x34, 0x78, 0xD6)


def test_its_end_card_and_computer_seats_come_from_its_parts() -> None:
    _, state = finished()
    seats = [Seat(p, f"P{p}") for p in state.players]
    card = end_card_of(fake_game.KEY, state, table_id=1, seats=seats, picture="chart.png")
    assert card.accent == fake_game.PLUGIN.accent and card.picture == "chart.png"
    assert fake_game.GAME.end_lines(state.view(None), state.scores(), state.winners())   # its card facts
    assert ai.chooser(fake_game.KEY, "hard") is fake_game.LEVELS["hard"]


def test_no_shared_module_names_the_stand_in() -> None:
    shared = [p for folder in ("bot", "render", "i18n", "games") for p in (ROOT / folder).rglob("*.py")]
    assert shared and not [p for p in shared if fake_game.KEY in p.read_text(encoding="utf-8")]
