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
