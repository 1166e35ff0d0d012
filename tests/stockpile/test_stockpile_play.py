"""Whole games: every option set plays to the end, deterministically; labels; pictures."""
from __future__ import annotations

import json

import pytest

from games import GAMES
from games.stockpile import scenario as sc
from random_play import random_walk

GAME = GAMES["stockpile"]
OPTION_SETS = [{}, {"investors": True}, {"side": "advanced"}, {"side": "advanced", "investors": True},
               {"rounds": 3}, {"rounds": 12, "investors": True}]


def play(n, seed, options):
    walk = random_walk(GAME, n, seed, options=options)
    for s, _, legal in walk:
        assert all(0 < len(s.describe(a)) <= 80 for a in legal)
    return walk.state, walk.history


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_games_finish_and_replay_identically(n, options):
    for seed in range(3):
        s, history = play(n, seed, options)
        assert s.winners() and set(s.scores()) == set(s.players)
        replay = GAME.new([f"p{i}" for i in range(n)], seed, options)
        for p, a in history:
            replay.apply(p, json.loads(json.dumps(a)))
        assert replay.dump() == s.dump()
        assert GAME.load(s.dump()).dump() == s.dump()


def test_the_round_count_follows_the_option():
    s, _ = play(3, 1, {"rounds": 2})
    assert s.round == 2


def test_describe_labels():
    s = sc.make(3)
    assert s.describe({"type": "bid", "track": 2, "amount": 6000}) == "Bid $6,000 on pile 2"
    assert s.describe({"type": "place", "card": "cosmic", "face": "down", "pile": 3}) == \
        "Put Cosmic share face down on pile 3"
    assert s.describe({"type": "sell", "company": "bank"}) == "Sell 1 Bank share"


def test_pictures_render_through_a_whole_game(tmp_path):
    from render import stockpile as pic
    from render.encode import to_png
    names = {f"p{i}": f"Player {i}" for i in range(4)}
    for options in ({}, {"investors": True, "side": "advanced"}):
        for step, s in enumerate(random_walk(GAME, list(names), 3, options=options).states()):
            if step % 7 == 0 or s.is_over():
                assert len(to_png(pic.board(s.view(None), names))) < 200_000
                for p in names:
                    image = pic.private(s.view(p), names)
                    assert image is not None
