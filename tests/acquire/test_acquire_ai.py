"""The computer player: always legal, fast, uses only its own view."""
import random
import time

from games import GAMES
from games.acquire.ai import choose
from games.acquire.scenario import build, row

GAME = GAMES["acquire"]


def test_the_computer_plays_whole_games_legally_and_fast():
    worst = 0.0
    for seed in range(6):
        s = GAME.new([f"p{i}" for i in range(4)], seed)
        rng = random.Random(seed)
        while not s.is_over():
            p = s.to_act()[0]
            legal = s.legal_actions(p)
            start = time.perf_counter()
            action = choose(s.view(p), legal, rng)
            worst = max(worst, time.perf_counter() - start)
            assert action in legal
            s.apply(p, action)
    assert worst < 0.05


def test_the_computer_merges_into_its_bonus():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"]}, shares={"a": {"Sackson": 5}})
    assert choose(s.view("a"), s.legal_actions("a"), random.Random(1)) == {"type": "place", "tile": "5A"}


def test_the_computer_sells_when_trading_does_not_pay():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"]}, shares={"a": {"Sackson": 5}})
    s.apply("a", {"type": "place", "tile": "5A"})
    assert choose(s.view("a"), s.legal_actions("a"), random.Random(1)) == \
        {"type": "sell", "chain": "Sackson", "count": 5}
