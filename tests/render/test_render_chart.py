"""The game chart: series read from public views only, and a picture legible at 400 px."""
from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from games import GAMES
from render import chart, history
from render.kit import colour
from random_play import random_walk

KEYS = ["stockpile", "acquire", "futures", "qin", "wallstreet"]


def _public_views(key: str, seed: int = 7, moves: int = 400) -> list[dict]:
    players = [f"u{i}" for i in range(max(3, GAMES[key].min_players))]
    walk = random_walk(key, players, seed, steps=moves)
    return [walk.state.view(None)] + [walk.state.view(None) for _ in walk.played()]


@pytest.mark.parametrize("key", KEYS)
def test_series_has_one_value_per_view_and_a_colour_per_label(key):
    views = _public_views(key, moves=80)
    lines = history.series(key, views)
    assert lines and all(len(line) == len(views) for line in lines.values())
    assert set(history.colours(key, views[-1])) == set(lines)


def test_stockpile_series_are_the_prices_on_the_board():
    views = _public_views("stockpile", moves=60)
    lines = history.series("stockpile", views)
    for i, view in enumerate(views):
        for company in view["companies"]:
            assert lines[company["short"]][i] == company["price"] * view["price_unit"]
    assert history.colours("stockpile", views[0])["Cosmic"] == colour("blue")


def test_series_of_the_other_games_follow_their_views():
    acquire = _public_views("acquire", moves=120)
    sizes = history.series("acquire", acquire)
    assert [v["chains"][0]["size"] for v in acquire] == sizes[acquire[0]["chains"][0]["name"]]
    assert max(max(line) for line in sizes.values()) > 2          # chains did grow
    futures = _public_views("futures", moves=80)
    assert history.series("futures", futures)["Corn"] == [v["prices"]["corn"] for v in futures]
    street = _public_views("wallstreet", moves=80)
    assert history.series("wallstreet", street)["Oil"] == [v["prices"][v["stocks"].index("oil")] for v in street]
    qin = _public_views("qin", moves=40)
    placed = history.series("qin", qin)["<@u0>"]
    assert placed == [v["on_board"]["u0"] for v in qin] and placed[-1] > placed[0]


def test_series_never_read_hidden_state():
    """A view with every secret varied gives the same series: only public views are read."""
    state = GAMES["stockpile"].new(["a", "b", "c"], 3)
    twin = state.vary_secrets("a", 99)
    assert history.series("stockpile", [state.view(None)]) == history.series("stockpile", [twin.view(None)])


def test_series_of_no_views_is_empty():
    assert history.series("acquire", []) == {}


def test_nice_ticks_cover_the_range_in_round_steps():
    assert chart.nice_ticks(0, 10) == [0, 2, 4, 6, 8, 10]
    ticks = chart.nice_ticks(3, 47)
    assert ticks[0] <= 3 and ticks[-1] >= 47 and len(ticks) <= 7
    assert len({b - a for a, b in zip(ticks, ticks[1:])}) == 1
    assert chart.nice_ticks(5, 5) == [5, 6]
    assert chart.short_number(4000, money=True) == "$4K" and chart.short_number(12) == "12"


@pytest.mark.parametrize("key", KEYS)
def test_chart_png_is_a_small_phone_picture(key):
    views = _public_views(key)
    png = render.chart_png(key, views, {"u0": "Ann", "u1": "Bob", "u2": "Cy"})
    image = Image.open(io.BytesIO(png))
    assert image.width == 2 * chart.PHONE_WIDTH and 300 < image.height < 2 * chart.PHONE_WIDTH
    assert len(png) < 60_000


def test_every_series_is_drawn_in_its_colour():
    lines = {"Up": [1, 2, 3, 4], "Down": [4, 3, 2, 1], "Dark": [2, 2, 2, 2]}
    fills = {"Up": (231, 76, 60), "Down": (52, 152, 219), "Dark": (24, 24, 28)}
    image = chart.line_chart(lines, fills, "Test")
    found = {rgb for _, rgb in image.getcolors(1 << 20)}
    assert all(fill in found for fill in fills.values())


def test_chart_names_players_and_survives_one_view():
    views = _public_views("qin", moves=0)
    assert len(views) == 1
    image = chart.line_chart(history.series("qin", views), history.colours("qin", views[0]), "Pagodas",
                             {"u0": "Ann"})
    assert image.width == 800
    assert render.chart_png("qin", [], {}) is None
