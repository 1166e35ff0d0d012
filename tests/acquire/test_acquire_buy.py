"""Buying shares: one step at a time, at most three, only chains on the board, within cash and bank."""
import pytest

from games.acquire.scenario import build, row
from games.base import IllegalAction, english


def ready(cash=None, bank=None):
    """a has placed a lone tile; Tower (2 tiles, $400) and Sackson (5 tiles, $500) are on the board."""
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"], "Sackson": row(1, 5, "C")},
              hands={"a": ["9I"], "b": ["9G"]}, cash=cash, bank=bank)
    s.apply("a", {"type": "place", "tile": "9I"})
    return s


def test_buy_offers_chains_on_the_board_then_done():
    s = ready()
    assert s.phase == "buy"
    assert s.legal_actions("a") == [{"type": "buy", "chain": "Sackson"}, {"type": "buy", "chain": "Tower"},
                                    {"type": "done"}]
    assert s.describe({"type": "buy", "chain": "Tower"}) == "Buy 1 Tower ($400)"


def test_at_most_three_shares_a_turn_then_the_turn_ends():
    s = ready()
    t = s.chain_index["tower"]
    s.apply("a", {"type": "buy", "chain": "Tower"})
    s.apply("a", {"type": "buy", "chain": "Tower"})
    assert s.to_act() == ["a"] and s.bought == 2
    s.apply("a", {"type": "buy", "chain": "Sackson"})
    assert s.to_act() == ["b"]                      # third share: nothing more to do
    assert s.shares[0][t] == 2 and s.bank[t] == 23 and s.cash[0] == 6000 - 800 - 500


def test_no_buying_beyond_cash_or_the_bank():
    s = ready(cash={"a": 450}, bank={"Sackson": 0})
    assert s.legal_actions("a") == [{"type": "buy", "chain": "Tower"}, {"type": "done"}]
    with pytest.raises(IllegalAction) as refusal:
        s.apply("a", {"type": "buy", "chain": "Sackson"})
    assert refusal.value.message_id == "acquire-bank-empty"
    with pytest.raises(IllegalAction):
        s.apply("a", {"type": "buy", "chain": "Festival"})     # not on the board
    s.apply("a", {"type": "buy", "chain": "Tower"})
    # $50 left: nothing affordable, but the turn does not end by itself (that would tell the
    # table a's cash is low); a says done
    assert s.to_act() == ["a"] and s.legal_actions("a") == [{"type": "done"}]
    s.apply("a", {"type": "done"})
    assert s.to_act() == ["b"]


def test_the_turn_ends_by_itself_only_for_public_reasons():
    # no chain on the board: nothing for sale, the turn ends after placing
    s = build(["a", "b"], hands={"a": ["9I"], "b": ["9G"]}, cash={"a": 0})
    s.apply("a", {"type": "place", "tile": "9I"})
    assert s.to_act() == ["b"]
    # a chain whose bank is empty: also nothing for sale
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, hands={"a": ["9I"], "b": ["9G"]},
              shares={"b": {"Tower": 25}})
    s.apply("a", {"type": "place", "tile": "9I"})
    assert s.to_act() == ["b"]


def test_done_draws_a_tile_privately():
    s = ready()
    assert len(s.hands[0]) == 0
    ev = s.apply("a", {"type": "done"})
    assert len(s.hands[0]) == 6                     # refilled to six
    draws = [e for e in ev if english(e).startswith("You draw")]
    assert draws and all(e["to"] == "a" for e in draws)
    assert s.to_act() == ["b"] and s.phase == "place"


def test_the_founder_may_buy_the_chain_just_founded():
    s = build(["a", "b"], lone=["5E"], hands={"a": ["5F"], "b": ["9I"]})
    s.apply("a", {"type": "place", "tile": "5F"})
    s.apply("a", {"type": "found", "chain": "Worldwide"})
    assert {"type": "buy", "chain": "Worldwide"} in s.legal_actions("a")
    assert s.describe({"type": "buy", "chain": "Worldwide"}) == "Buy 1 Worldwide ($200)"
