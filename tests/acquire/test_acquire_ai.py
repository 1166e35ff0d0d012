"""The Acquire computer player in chosen positions (tests/test_ai_contract.py plays whole games)."""
import random

from games import GAMES
from games.acquire.ai import choose
from games.acquire.scenario import build, row

GAME = GAMES["acquire"]


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
