"""Qin pictures render for every state of whole random games, within the size limits."""
from __future__ import annotations

import random

from games.qin import GAME
from render import board_png, private_png

NAMES = {"p0": "Alice", "p1": "Bob", "p2": "Chen", "p3": "Dmitri"}


def test_pictures_through_whole_games() -> None:
    for players, options in ((2, {"match": True}), (4, {"side": "lion"})):
        state = GAME.new([f"p{i}" for i in range(players)], 5, options)
        rng = random.Random(5)
        step = 0
        while True:
            if step % 7 == 0 or state.is_over():
                png = board_png("qin", state.view(None), NAMES)
                assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) <= 200_000
                for p in state.players:
                    hand = private_png("qin", state.view(p), NAMES)
                    assert hand is not None and len(hand) <= 200_000
            if state.is_over():
                break
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
            step += 1


def test_no_private_picture_for_the_table() -> None:
    state = GAME.new(["p0", "p1"], 1)
    assert private_png("qin", state.view(None), NAMES) is None
