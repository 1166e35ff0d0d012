"""A player's own picture (hand, tiles, desk) is a phone sheet too (render/phone_sheet.py): in every
game and language, with long names, it reads at 400 px wide (no text under 11 px there), keeps every
string inside the picture and apart from the others, and shows the player's own figures."""
from __future__ import annotations

import pytest

from drawn_text import faults, record_text
from games import GAMES
from i18n import LOCALES
from random_play import random_walk
from render import phone_sheet
from render.kit import language
import render

LONG = {"p0": "Maximiliana Wolfeschlegelsteinhausen", "p1": "吉田たろう吉田たろう吉田たろう", "p2": "Zoë",
        "p3": "歐陽美咲歐陽美咲歐陽美咲"}


def private_sheets(key: str, locale: str, every: int = 15, seed: int = 5):
    """(seat, private view, its picture) for each seat along a seeded 4-seat game (fewer where the game
    seats fewer), and at its end."""
    players = list(LONG)[:min(4, GAMES[key].max_players)]
    walk = random_walk(GAMES[key], players, seed)
    for step, state in enumerate(walk.states()):
        if step % every == 0 or state.is_over():
            for player in players:
                view = state.view(player)
                with language(locale):
                    image = render.pictures_of(key).private(view, LONG, locale=locale)
                if image is not None:
                    yield player, view, image


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", list(GAMES))
def test_every_private_picture_reads_at_400_px_and_every_string_fits(key: str, locale: str, monkeypatch) -> None:
    drawn = record_text(monkeypatch)
    seen = 0
    for _, _, image in private_sheets(key, locale):
        assert image.width == phone_sheet.WIDTH
        mine = [d for d in drawn if d.picture == image._drawn_number]
        assert mine, "the picture drew nothing"
        assert not faults(mine, smallest=11), faults(mine, smallest=11)[:8]
        drawn.clear()
        seen += 1
    assert seen >= 4


def test_each_private_picture_shows_the_players_own_hidden_figures(monkeypatch) -> None:
    """What is the player's alone is on their picture: Acquire's tiles, Qin's tiles, Futures!' cards,
    Stockpile's forecast, Wall Street's hidden capital card."""
    drawn = record_text(monkeypatch)

    def said(key: str) -> list[tuple[dict, set[str]]]:
        found = []
        for _, view, image in private_sheets(key, "en", every=40):
            found.append((view, {d.value for d in drawn if d.picture == image._drawn_number}))
            drawn.clear()
        return found

    for view, words in said("acquire"):
        assert {t["tile"] for t in view["hand"]} <= words
    for view, words in said("qin"):
        assert {letter for tile in view["hand"] for letter in tile} <= words
    for view, words in said("futures"):
        assert {"▲" if c.endswith("_up") else "▼" for c in view["hand"]} <= words
    for view, words in said("stockpile"):
        assert {p["forecast"] for p in view["you"]["pairs"]} <= words
    for view, words in said("wallstreet"):
        assert any(f"hidden score: {view['you']['capital_card']['points']}" in w for w in words)
