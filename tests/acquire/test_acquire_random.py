"""Invariants through whole random games, every player count and both editions."""

import pytest

from games import GAMES
from games.acquire import board as B
from random_play import random_walk

GAME = GAMES["acquire"]


def check(s):
    for c in range(7):
        assert s.bank[c] + sum(row[c] for row in s.shares) == 25
        assert s.bank[c] >= 0
        on_board = sum(1 for v in s.board if v == c)
        if s.merger is None or c not in s.merger["chains"]:
            assert on_board == s.sizes[c]
        assert s.sizes[c] == 0 or s.sizes[c] >= 2
    assert all(x >= 0 for x in s.cash)
    tiles = [c for c in range(108) if s.board[c] != B.EMPTY] + [c for h in s.hands for c in h] + s.dead \
        + s.bag[s.drawn:]
    assert sorted(tiles) == list(range(108))
    assert all(len(h) <= 6 for h in s.hands)
    # a lone tile touches only empty cells, other starting tiles, or the tile being settled now
    for c in range(108):
        if s.board[c] == B.LONE and c != s.tile:
            for n in B.NEIGHBOURS[c]:
                assert s.board[n] == B.EMPTY or n == s.tile or (c in s.starters and n in s.starters)


@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("options", [{}, {"edition": "classic", "bonus_rounding": "up", "open_holdings": True}])
def test_random_games_keep_the_books(n, options):
    for seed in range(8):
        walk = random_walk(GAME, n, seed, options=options)
        for s, _, legal in walk:
            check(s)
            assert all(len(s.describe(a)) <= 80 for a in legal)
        s = walk.state
        check(s)
        assert s.ended in ("declared", "frozen")
