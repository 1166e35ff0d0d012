"""Every string drawn fits: on every picture (board, private pictures, end chart) of every game, in en,
zh-TW and ja, with long Latin and CJK names, no string's ink leaves its picture or its box (a chip,
a card, a table's cell) and no two strings lie over each other. What would not fit is shortened on
purpose (kit.shortened: an ellipsis), wrapped, or given a bigger box; never cut by what is drawn next."""
from __future__ import annotations

import pytest

import render
from drawn_text import faults, record_text
from games import GAMES
from i18n import LOCALES
from random_play import random_walk
from render.kit import language

LONG = {"p0": "Maximiliana Wolfeschlegelsteinhausen", "p1": "吉田たろう吉田たろう吉田たろう", "p2": "Zoë",
        "p3": "歐陽美咲歐陽美咲歐陽美咲", "p4": "Ünïcødé Ōkubo-Ångström", "p5": "김민준김민준김민준"}
PLAYERS = {"stockpile": 5, "acquire": 6, "futures": 4, "qin": 4, "wallstreet": 5}
OPTIONS = {"acquire": {"open_holdings": True}, "stockpile": {"investors": True},
           "wallstreet": {"tycoons": True, "options": True}}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", list(GAMES))
def test_every_string_drawn_fits(key: str, locale: str, monkeypatch) -> None:
    drawn = record_text(monkeypatch)
    players = list(LONG)[:min(PLAYERS.get(key, 4), GAMES[key].max_players)]
    pictures = render.pictures_of(key)
    views, found, seen = [], [], 0
    for step, state in enumerate(random_walk(GAMES[key], players, 4, options=OPTIONS.get(key)).states()):
        if step % 20 and not state.is_over():
            continue
        views.append(state.view(None))
        with language(locale):
            pictures.board(state.view(None), LONG, locale=locale)
            for p in players:
                pictures.private(state.view(p), LONG, locale=locale)
        found += faults(drawn)
        seen += len(drawn)
        drawn.clear()
    render.chart_png(key, views, LONG, locale)
    found += faults(drawn, smallest=11)          # the end chart is made for a phone
    assert seen > 200
    assert not found, sorted(set(found))[:10]
