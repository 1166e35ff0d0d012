"""Pictures: board and private pictures through whole random games, variants included."""
from __future__ import annotations

import random
import re

import pytest
from drawn_games import draw_through_game

from games import GAMES
from render import board_png, private_png
from random_play import play_out, random_walk


@pytest.mark.parametrize("n,options", [(2, {}), (3, {"options": True}), (5, {"tycoons": True, "options": True})])
def test_pictures_through_a_whole_game(ws, n, options):
    names = {f"p{i}": f"Player {i}" for i in range(n)}
    walk = random_walk(ws.game, n, 11, options=options)
    for state in walk.states():
        if len(walk.moves) % 7 == 0 or state.is_over():
            png = board_png("wallstreet", state.view(None), names)
            assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 200_000
            for p in state.players:
                mine = private_png("wallstreet", state.view(p), names)
                assert mine is not None and len(mine) < 200_000
    assert private_png("wallstreet", state.view(None), names) is None


def test_tycoon_points_have_their_own_column_and_only_with_the_variant():
    from render import wallstreet as R
    for options, tycoon in (({}, False), ({"tycoons": True}, True)):
        state = play_out("wallstreet", ["a", "b"], 4, options=options, first_to_act=True)
        header, rows = R.final_table(state.view(None), {"a": "A", "b": "B"})
        assert ("Tycoon" in header) == tycoon and "Loans±" not in header
        assert all(len(row) == len(header) for row in rows)
        assert [r[header.index("Loans")] for r in rows] == \
            [str(state.breakdown(i, state.end_event())["loans"]) for i in range(2)]
        mine = R.estimate_rows(state.view("a"))
        assert any(r[0] == "Tycoon card A" for r in mine) == tycoon


def test_the_red_dynamite_dot_has_a_legend():
    from PIL import Image, ImageDraw

    from render import wallstreet as R
    image = Image.new("RGB", (200, 40))
    R.dynamite_legend(ImageDraw.Draw(image), (190, 20))
    assert R._say("en", R.DYNAMITE_LEGEND) == "dynamite" and image.getbbox() is not None


WORDS = re.compile(r"[A-Za-z]{2,}")


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_every_word_on_the_pictures_is_in_the_reader_s_language(monkeypatch, locale):
    """Every string the board and the private picture draw, through a whole game with both variants,
    holds no English word in zh-TW and ja (the players are named in CJK here)."""
    from render import kit
    from render import wallstreet as R
    drawn: list[str] = []
    original = kit.text

    def text(draw, xy, value, *args, **kwargs):
        drawn.append(value)
        return original(draw, xy, value, *args, **kwargs)

    monkeypatch.setattr(kit, "text", text)
    monkeypatch.setattr(R, "text", text)
    game = GAMES["wallstreet"]
    for n, options in ((2, {}), (5, {"tycoons": True, "options": True, "board": "yellow"})):
        state = game.new([f"p{i}" for i in range(n)], 11, options)
        names = {f"p{i}": name for i, name in enumerate(["小明", "たろう", "美玲", "はなこ", "大雄"][:n])}
        draw_through_game(state, R, names, locale, random.Random(11), every=5)
    english = sorted({w for value in drawn for w in WORDS.findall(value)})
    assert drawn and english == [], english


def test_the_english_pictures_say_what_they_said():
    """The catalog gives the English pictures their words as before (a few samples)."""
    from render import wallstreet as R
    cat = GAMES["wallstreet"].new(["a", "b"], 1).cat
    lines = {c["name"]: R.effect_lines(c) for c in cat.cards}
    assert lines["Mixed swing"] == ["Mixed", "swing"] and lines["Corn -1 market card"] == ["Corn \u22121"]
    assert lines["Cotton/Corn"] == ["start share", "Cotton/Corn"] and lines["Corn x2"] == ["share ×2"]
    assert R._stripe(cat.cards[cat.starting_ids[0]])[1].count("/") == 1
    assert R.effect_lines(cat.cards[cat.explosion], locale="ja") == ["爆発カード"]
