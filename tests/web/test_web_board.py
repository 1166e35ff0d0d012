"""The web board is the phone sheet's model as HTML: every row's cue, name, value and details and
every square's label reach the page (colour is never the only cue), escaped."""
from __future__ import annotations

import html

import pytest

from bot.web.server import templates
from games import GAMES
from random_play import random_walk
from render import phone_sheet_model
from render.phone_sheet import Row


@pytest.mark.parametrize("key", list(GAMES))
def test_the_html_board_says_everything_the_sheet_says(key: str) -> None:
    players = ["ann", "bob", "cy"] if GAMES[key].max_players >= 3 else ["ann", "bob"]
    view = random_walk(key, players, 5, steps=8).play().view(None)
    names = {"ann": "Ann <b>", "bob": "Bob & co", "cy": "Cy"}
    model = phone_sheet_model(key, view, names, "en")
    board = templates().from_string('{% from "board.html" import board %}{{ board(sheet) }}').render(sheet=model)
    assert "<b>" not in board and "Ann &lt;b&gt;" in board               # names escaped, never markup
    assert html.escape(model.title) in board
    for row in model.rows:
        if isinstance(row, str):
            assert html.escape(row) in board
            continue
        assert isinstance(row, Row) and row.cue.strip()
        assert f">{html.escape(row.cue)}</span>" in board
        for said in (row.name, row.value, *row.details):
            assert html.escape(said) in board
    if model.grid is not None:
        cells = [c for line in model.grid.cells for c in line]
        assert board.count("<td ") == len(cells)
        assert all(f">{html.escape(c.label)}</td>" in board for c in cells if c.label)
