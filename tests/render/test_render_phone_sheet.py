"""The phone sheet (render/phone_sheet.py): every game's, in every language and with long names, reads at
400 px wide (no text under 11 px there), keeps every string inside the picture and apart from the
others, and says each meaning with a cue that is not only a colour."""
from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image

import render
from drawn_text import faults, record_text
from games import GAMES
from i18n import LOCALES
from random_play import random_walk
from render import phone_sheet
from render.figures import figures
from render.kit import language, with_names

LONG = {"p0": "Maximiliana Wolfeschlegelsteinhausen", "p1": "吉田たろう吉田たろう吉田たろう", "p2": "Zoë",
        "p3": "歐陽美咲歐陽美咲歐陽美咲", "p4": "Ünïcødé Ōkubo-Ångström", "p5": "김민준김민준김민준"}
PLAYERS = {"stockpile": 5, "acquire": 6, "futures": 4, "qin": 4, "wallstreet": 5}
OPTIONS = {"acquire": {"open_holdings": True}}


def sheets(key: str, locale: str, every: int = 25, seed: int = 4):
    """(public view, phone sheet) along a seeded game of a full table, and at its end."""
    players = list(LONG)[:min(PLAYERS.get(key, 4), GAMES[key].max_players)]
    walk = random_walk(GAMES[key], players, seed, options=OPTIONS.get(key))
    for step, state in enumerate(walk.states()):
        if step % every == 0 or state.is_over():
            view = state.view(None)
            with language(locale):
                yield view, render.pictures_of(key).phone_sheet(view, LONG, locale=locale)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", list(GAMES))
def test_the_phone_sheet_reads_at_400_px_and_every_string_fits(key: str, locale: str, monkeypatch) -> None:
    drawn = record_text(monkeypatch)
    seen = 0
    for view, image in sheets(key, locale):
        assert image.width == phone_sheet.WIDTH
        mine = [d for d in drawn if d.picture == image._drawn_number]
        assert mine, "the sheet drew nothing"
        assert not faults(mine, smallest=11), faults(mine, smallest=11)[:8]
        said = {d.value for d in mine}
        for figure in figures(key, view, locale):     # what the board's band shows has a row on the sheet
            label = with_names(figure.label, LONG)
            assert any(value.lower().startswith(label[:4].lower()) for value in said), (label, sorted(said)[:20])
        drawn.clear()
        seen += 1
    assert seen >= 2


def test_the_measure_fails_on_small_print_and_on_overlaps(monkeypatch) -> None:
    """The checks above can fail: a board (1,200+ px wide) draws text under 11 px at 400, and two
    strings drawn at one place overlap."""
    drawn = record_text(monkeypatch)
    view = random_walk("stockpile", list(LONG)[:3], 4, steps=10).play().view(None)
    render.pictures_of("stockpile").board(view, LONG, locale="en")
    assert any("px at 400" in f for f in faults(drawn, smallest=11))
    from render.kit import canvas, text
    drawn.clear()
    image, draw = canvas(600, 100)
    text(draw, (10, 10), "Cosmic", 20)
    text(draw, (30, 12), "Bank", 20)
    assert faults(drawn) == ["'Cosmic' over 'Bank'"]
    drawn.clear()
    from render.kit import inside
    with inside((10, 10, 40, 40)):
        text(draw, (12, 12), "Cosmic", 20)
    assert [f.split(" (")[0] for f in faults(drawn)] == ["'Cosmic' outside its box"]


@pytest.mark.parametrize("key", list(GAMES))
def test_every_row_and_square_has_a_cue_besides_its_colour(key: str, monkeypatch) -> None:
    """Each row's swatch carries a cue, and rows of one kind that differ in colour differ in cue too."""
    rows: list[phone_sheet.Row] = []
    original = phone_sheet.draw

    def keep(model):
        kept, grid = model.rows, model.grid
        rows.extend(r for r in kept if isinstance(r, phone_sheet.Row))
        if grid is not None:
            for cell in (c for line in grid.cells for c in line):
                assert cell.fill == phone_sheet.PANEL or cell.label or cell.fill in {c.fill for c, _ in grid.legend} \
                    or key == "qin", cell
        return original(model)
    monkeypatch.setattr(phone_sheet, "draw", keep)
    for _ in sheets(key, "en", every=40):
        pass
    assert rows
    assert all(r.cue.strip() for r in rows)
    by_colour: dict = {}
    for r in rows:
        by_colour.setdefault(r.colour, set()).add(r.cue)
    cues = [cue for cues in by_colour.values() for cue in cues]
    colours_of = {cue: {c for c, cs in by_colour.items() if cue in cs} for cue in cues}
    assert all(len(c) == 1 for c in colours_of.values()), "one cue stands for two colours"


def test_phone_png_is_small_and_whole() -> None:
    for key in GAMES:
        view = random_walk(key, list(LONG)[:3], 4, steps=30).play().view(None)
        png = render.phone_png(key, view, LONG, "ja")
        assert len(png) < 150_000
        image = Image.open(io.BytesIO(png))
        image.verify()


def test_distinct_cues_tell_labels_apart() -> None:
    assert phone_sheet.distinct_cues(["Corn", "Cotton", "Steel", "Oil"]) == ["Cor", "Cot", "Ste", "Oil"]
    assert phone_sheet.distinct_cues(["CORN", "RICE", "PEPPER"]) == ["C", "R", "P"]
