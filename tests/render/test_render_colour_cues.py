"""Colour is never the only cue: every meaning a board tells by colour (Qin's provinces, Acquire's chains,
Stockpile's companies, Futures!' commodities, 1920 Wall Street's stocks) also carries a letter, a symbol
or a name where it is drawn, and the cues of two meanings differ. The colours themselves are measured
under simulated protanopia, deuteranopia and tritanopia by bench/colours.py (docs/colour.md)."""
from __future__ import annotations

import pytest

import render
from drawn_text import record_text
from games import GAMES
from i18n import render as say
from random_play import random_walk
from render import acquire, qin

NAMES = {"p0": "Ada", "p1": "Babbage", "p2": "Curie"}


def boards(key: str, every: int = 15, seed: int = 2, **options):
    """Public views along a seeded game, and the board drawn from each."""
    for step, state in enumerate(random_walk(GAMES[key], list(NAMES), seed, options=options or None).states()):
        if step % every == 0 or state.is_over():
            view = state.view(None)
            yield view, render.pictures_of(key).board(view, NAMES, locale="en")


def test_a_qin_province_square_carries_its_colours_letter(monkeypatch) -> None:
    from render import phone
    drawn = record_text(monkeypatch)
    checked = 0
    for view, image in boards("qin"):
        shown = render.pictures_of("qin").figures(view, "en")
        x0, y0 = 16 + qin.MARGIN, 60 + (phone.band_height(image.width) if shown else 0) + qin.MARGIN
        for i, colour_letter in enumerate(view["grid"]):
            if colour_letter == ".":
                continue
            bx, by, bx1, by1 = qin._box(i, x0, y0)
            inside = [d.value for d in drawn if d.size == 15 and bx <= d.ink[0] and d.ink[2] <= bx1
                      and by <= d.ink[1] and d.ink[3] <= by1]
            assert inside == [colour_letter], (i, inside)
            checked += 1
        drawn.clear()
    assert checked > 50


def test_every_acquire_chain_tile_carries_the_chains_letter(monkeypatch) -> None:
    drawn = record_text(monkeypatch)
    tiles: list[tuple] = []
    original = acquire._tile

    def kept(label, fill, rim, badge, empty, cue=""):
        tiles.append((label, fill, badge, cue, empty))
        return original(label, fill, rim, badge, empty, cue)
    monkeypatch.setattr(acquire, "_tile", kept)
    checked = 0
    for view, _ in boards("acquire", every=10, seed=5):
        by_colour = {acquire.colour(c["colour"]): c["short"] for c in view["chains"]}
        for label, fill, badge, cue, empty in tiles:
            if fill in by_colour and not empty:
                assert badge.startswith(by_colour[fill]) or cue == by_colour[fill], (label, badge, cue)
                checked += 1
        tiles.clear()
    assert checked > 20
    drawn.clear()
    original.cache_clear()
    original("6D", (52, 120, 214), 0, "", False, "A")
    assert [d.value for d in drawn] == ["6D", "A"]


@pytest.mark.parametrize("key", ["stockpile", "futures", "wallstreet"])
def test_each_coloured_meaning_is_named_on_the_board(key: str, monkeypatch) -> None:
    """Stockpile's companies by ticker, Futures!' commodities and Wall Street's stocks by name."""
    drawn = record_text(monkeypatch)
    for view, _ in boards(key, every=40):
        said = {d.value for d in drawn}
        if key == "stockpile":
            wanted = [c["ticker"] for c in view["companies"]]
        elif key == "futures":
            wanted = [say({"msg": f"futures-commodity-{c['key']}", "args": {}}, "en") for c in view["commodities"]]
        else:
            wanted = [say({"msg": f"wallstreet-stock-{s}", "args": {}}, "en") for s in view["stocks"]]
        missing = [w for w in wanted if not any(w in value for value in said)]
        assert not missing, missing
        drawn.clear()


def test_the_cues_of_two_meanings_differ() -> None:
    """Two chains, companies, commodities or stocks never share their letter or name."""
    chains = GAMES["acquire"].new(list(NAMES), 1).view(None)["chains"]
    assert len({c["short"] for c in chains}) == len(chains)
    companies = GAMES["stockpile"].new(list(NAMES), 1).view(None)["companies"]
    assert len({c["ticker"] for c in companies}) == len(companies)
    assert len({c for c in "RYB"}) == len(GAMES["qin"].new(list(NAMES), 1).view(None)["province_colours"])


def test_the_colour_figures_are_measured_under_each_kind_of_colour_blindness() -> None:
    """bench/colours.py's figure moves with the colours: two chips of one colour are 0 apart, and the
    simulation brings red and green closer for deuteranopia than for normal sight."""
    import importlib.util
    import pathlib
    path = pathlib.Path(__file__).resolve().parents[2] / "bench" / "colours.py"
    spec = importlib.util.spec_from_file_location("colours_bench", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    red, green = (214, 64, 58), (56, 168, 88)
    assert bench.closest({"a": red, "b": red}, None)[0] == pytest.approx(0, abs=1e-6)
    assert bench.closest({"a": red, "b": green}, "deuteranomaly")[0] < bench.closest({"a": red, "b": green}, None)[0]
    for board, colours_of in bench.BOARDS.items():
        assert all(d > 3 for d, _, _ in (bench.closest(colours_of(), s) for s in bench.SIGHTS.values())), board
