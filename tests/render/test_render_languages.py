"""Every word drawn on every picture of a seeded game, per game, is in the picture's language.

For each game, the board and every seat's private picture are drawn through a seeded game (see
tests/helpers/drawn_games.py), and the chart of its public views; in zh-TW and ja no string drawn
may hold an English word. What stays Latin is listed per game: codes (Stockpile's tickers, Qin's
tile colours RY, Acquire's tiles 12I and badges), what players type (/place), and the Latin terms
the rule texts print themselves (Futures!: CORN, UP, DOWN, SP in the Japanese text). Players are
named in CJK, Hangul and Latin with accents, and their names are not words to judge.
"""
from __future__ import annotations

import random
import re

import pytest

import render
from drawn_games import draw_through_game, record_drawn
from games import GAMES
from registry_tables import per_game

NAMES = {"p0": "小明", "p1": "たろう", "p2": "김민준", "p3": "José", "p4": "美咲", "p5": "Ünïcødé"}
# A Latin word of two letters or more, not glued to a digit (tiles 12I, "$4K" stay).
WORD = re.compile(r"(?<![0-9A-Za-z])[A-Za-z][A-Za-z'’]+")
# Latin a picture may draw in zh-TW / ja, per game.
KEPT = per_game({
    "stockpile": {"CC", "BB", "LL", "AA", "SS", "EE"},                        # tickers
    "futures": {"Futures", "CORN", "RICE", "PEPPER", "UP", "DOWN", "SP", "BURST"},  # futures_ja.txt's terms
    "qin": {"RR", "RY", "RB", "YY", "YB", "BB", "place"},                    # tile colours, /place
}, lambda key: set())
GAMES_PLAYED = per_game({    # players, options, draw every n steps (a full table by default)
    "stockpile": (4, {"investors": True}, 3),
    "acquire": (6, {"open_holdings": True}, 25),
    "futures": (4, {}, 4),
    "qin": (4, {"match": True}, 25),
    "wallstreet": (5, {"tycoons": True, "options": True}, 5),
}, lambda key: (GAMES[key].max_players, {}, 5))


def english_words(text: str, key: str) -> list[str]:
    for name in NAMES.values():
        text = text.replace(name, " ")
    return [w for w in WORD.findall(text) if w not in KEPT[key]]


def play(key: str, locale: str, monkeypatch) -> list[str]:
    """Draw a seeded game's pictures and its chart in `locale`; every string drawn."""
    drawn = record_drawn(monkeypatch)
    players, options, every = GAMES_PLAYED[key]
    seats = list(NAMES)[:players]
    names = {p: NAMES[p] for p in seats}
    state = GAMES[key].new(seats, 13, options)
    views: list[dict] = []
    pictures = __import__(f"render.{key}", fromlist=["board"])

    class Recorded:                  # the public views along the way, for the chart
        @staticmethod
        def board(view, names, *, locale):
            views.append(view)
            return pictures.board(view, names, locale=locale)

        @staticmethod
        def private(view, names, *, locale):
            return pictures.private(view, names, locale=locale)

    draw_through_game(state, Recorded, names, locale, random.Random(13), every=every)
    assert render.chart_png(key, views, names, locale) is not None
    return drawn


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
@pytest.mark.parametrize("key", list(GAMES_PLAYED))
def test_every_word_drawn_is_in_the_pictures_language(key, locale, monkeypatch):
    drawn = play(key, locale, monkeypatch)
    assert len(drawn) > 100
    english = sorted({w for text in drawn for w in english_words(text, key)})
    assert english == [], english
    assert any(any("\u3040" <= c <= "\u9fff" for c in text) for text in drawn if text not in NAMES.values())


def test_english_pictures_keep_their_band_and_chart_words(monkeypatch):
    drawn = play("stockpile", "en", monkeypatch)
    assert {"Cosmic", "Bank", "Share prices"} <= set(drawn)
    assert any(re.fullmatch(r"\d+ moves", t) for t in drawn)
