"""Qin pictures render for every state of whole random games, within the size limits."""
from __future__ import annotations


from games.qin import GAME
from render import board_png, private_png
from random_play import random_walk

NAMES = {"p0": "Alice", "p1": "Bob", "p2": "Chen", "p3": "Dmitri"}


def test_pictures_through_whole_games() -> None:
    for players, options in ((2, {"match": True}), (4, {"side": "lion"})):
        walk = random_walk(GAME, players, 5, options=options, first_to_act=True)
        for state in walk.states():
            if len(walk.moves) % 7 == 0 or state.is_over():
                png = board_png("qin", state.view(None), NAMES)
                assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) <= 200_000
                for p in state.players:
                    hand = private_png("qin", state.view(p), NAMES)
                    assert hand is not None and len(hand) <= 200_000


def test_no_private_picture_for_the_table() -> None:
    state = GAME.new(["p0", "p1"], 1)
    assert private_png("qin", state.view(None), NAMES) is None
