"""Pictures: board and private pictures through whole random games, variants included."""
from __future__ import annotations

import random

import pytest

from render import board_png, private_png


@pytest.mark.parametrize("n,options", [(2, {}), (3, {"options": True}), (5, {"tycoons": True, "options": True})])
def test_pictures_through_a_whole_game(ws, n, options):
    state = ws.game.new([f"p{i}" for i in range(n)], 11, options)
    names = {f"p{i}": f"Player {i}" for i in range(n)}
    rng = random.Random(11)
    step = 0
    while True:
        if step % 7 == 0 or state.is_over():
            png = board_png("wallstreet", state.view(None), names)
            assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 200_000
            for p in state.players:
                mine = private_png("wallstreet", state.view(p), names)
                assert mine is not None and len(mine) < 200_000
        if state.is_over():
            break
        player = rng.choice(state.to_act())
        state.apply(player, rng.choice(state.legal_actions(player)))
        step += 1
    assert private_png("wallstreet", state.view(None), names) is None


def test_tycoon_points_have_their_own_column_and_only_with_the_variant():
    import random

    from games import GAMES
    from render import wallstreet as R
    for options, tycoon in (({}, False), ({"tycoons": True}, True)):
        state = GAMES["wallstreet"].new(["a", "b"], 4, options)
        rng = random.Random(4)
        while not state.is_over():
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
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
    assert R.DYNAMITE_LEGEND == "dynamite" and image.getbbox() is not None
