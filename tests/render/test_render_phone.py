"""Boards on a phone: the deciding figures, from public views, drawn big enough to read at 400 px."""
from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from render import phone
from render.figures import Figure, figures
from registry_tables import real_games
from random_play import play_out

KEYS = real_games()
NAMES = {"a": "Ada", "b": "Babbage", "c": "Curie"}


def _public_view(key: str, moves: int = 40, seed: int = 3) -> dict:
    return play_out(key, ["a", "b", "c"], seed, steps=moves).view(None)


def test_legible_sizes_read_at_phone_size():
    assert phone.legible(400) == phone.PHONE_TEXT
    assert phone.legible(1200) == 3 * phone.PHONE_TEXT
    assert phone.legible(1240, 14) * 400 / 1240 >= 14


def test_figures_are_the_prices_chains_and_pagodas_of_the_public_view():
    stock = _public_view("stockpile")
    assert [f.label for f in figures("stockpile", stock)] == [c["short"] for c in stock["companies"]]
    cosmic = stock["companies"][0]
    assert figures("stockpile", stock)[0].value == f"${cosmic['price'] * stock['price_unit'] // 1000}K"
    street = _public_view("wallstreet")
    assert [f.value for f in figures("wallstreet", street)] == [f"${p}" for p in street["prices"]]
    futures = _public_view("futures")
    assert [f.value for f in figures("futures", futures)] == [str(futures["prices"][c["key"]])
                                                             for c in futures["commodities"]]
    acquire = _public_view("acquire", moves=120)
    on_board = [c for c in acquire["chains"] if c["on_board"]]
    assert [f.label for f in figures("acquire", acquire)] == [c["name"] for c in on_board]
    qin = _public_view("qin")
    assert [f.value for f in figures("qin", qin)] == [f"{qin['supply'][p]} left" for p in "abc"]
    with pytest.raises(KeyError, match="no game 'nosuch' is registered"):     # no silent empty band
        figures("nosuch", {})


def test_the_band_draws_each_figure_in_its_colour_across_the_picture():
    from render.kit import canvas
    image, draw = canvas(1200, 200)
    below = phone.band(draw, 1200, 10, [Figure("Corn", "$4", (64, 170, 80)), Figure("<@a>", "9 left", (30, 30, 30))],
                       NAMES)
    assert below == 10 + phone.band_height(1200)
    assert image.getpixel((20, 20)) == (64, 170, 80) and image.getpixel((1180, 20)) == (30, 30, 30)


@pytest.mark.parametrize("key", KEYS)
def test_boards_carry_big_figures_and_stay_small(key):
    """Each board holds its figures' colours in a band under the title, and stays far under Discord's limit."""
    view = _public_view(key)
    image = render.pictures_of(key).board(view, NAMES)
    tall = phone.legible(image.width, 16)             # 16 phone pixels: a band of chips, or Futures' heads
    under_title = image.crop((0, 60, image.width, 60 + tall))

    def tallest_run(fill) -> int:     # the most rows of this colour in one column
        return max(sum(under_title.getpixel((x, y)) == fill for y in range(tall))
                   for x in range(0, image.width, 4))
    assert all(tallest_run(f.colour) >= 0.9 * tall for f in figures(key, view))
    assert len(render.board_png(key, view, NAMES)) < 150_000
    Image.open(io.BytesIO(render.board_png(key, view, NAMES))).verify()
