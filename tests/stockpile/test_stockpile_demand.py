"""Demand: bidding, outbidding and rebidding, locks, cash limits, paying, taking piles, fees."""
from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.stockpile import scenario as sc


def bid(s, p, track, amount):
    return s.apply(p, {"type": "bid", "track": track, "amount": amount})


def demand(n=3, **fields):
    s = sc.make(n)
    piles = fields.pop("piles", [["cosmic"], ["bank", "labs"], ["epic"], ["auto"], ["steel"]][:n if n > 2 else 4])
    sc.enter(s, "demand", piles=piles, **fields)
    return s


def test_bids_are_placed_in_turn_order_on_track_slots():
    s = demand(3)
    assert s.to_act() == ["p0"]
    amounts = {a["amount"] for a in s.legal_actions("p0") if a["track"] == 1}
    assert amounts == {0, 1000, 3000, 6000, 10000, 15000, 20000}     # not $25,000: p0 has $20,000
    bid(s, "p0", 1, 6000)
    assert s.to_act() == ["p1"]
    assert min(a["amount"] for a in s.legal_actions("p1") if a["track"] == 1) == 10000


def test_equal_or_lower_bid_is_refused():
    s = demand(3)
    bid(s, "p0", 1, 6000)
    before = s.dump()
    with pytest.raises(IllegalAction) as refusal:
        bid(s, "p1", 1, 6000)
    assert refusal.value.message_id == "stockpile-refuse-bid-range"   # from 10,000 to 20,000
    assert [refusal.value.message["args"][k]["money"] for k in ("low", "top")] == [10000, 20000]
    with pytest.raises(IllegalAction):
        bid(s, "p1", 1, 3000)
    assert s.dump() == before


def test_never_bid_more_than_your_cash():
    s = demand(3)
    s.cash[0] = 5000
    s._legal_cache = None
    assert max(a["amount"] for a in s.legal_actions("p0")) == 3000
    with pytest.raises(IllegalAction) as refusal:
        bid(s, "p0", 2, 6000)
    assert refusal.value.message_id == "stockpile-refuse-bid-range-over"   # from 0 to 3,000
    assert [refusal.value.message["args"][k]["money"] for k in ("low", "top")] == [0, 3000]


def test_outbid_players_rebid_after_everyone_placed_in_turn_order():
    s = demand(4)
    bid(s, "p0", 1, 1000)
    bid(s, "p1", 1, 3000)     # p0 outbid, but p2 and p3 place first
    assert s.to_act() == ["p2"]
    bid(s, "p2", 2, 1000)
    bid(s, "p3", 2, 3000)     # p2 outbid
    assert s.to_act() == ["p0"]   # rebids start with p0, then p2
    bid(s, "p0", 2, 6000)     # p0 may rebid anywhere; now p3 is outbid
    assert s.to_act() == ["p2"]
    bid(s, "p2", 3, 0)
    assert s.to_act() == ["p3"]
    bid(s, "p3", 4, 0)
    assert s.phase != "demand"   # every track holds one meeple


def test_a_track_at_25000_is_locked():
    s = demand(3, cash=[30000, 30000, 30000])
    bid(s, "p0", 1, 25000)
    assert all(a["track"] != 1 for a in s.legal_actions("p1"))
    with pytest.raises(IllegalAction) as refusal:
        bid(s, "p1", 1, 25000)
    assert refusal.value.message == {'msg': 'stockpile-refuse-bid-locked', 'args': {'pile': 1, 'amount': {'money': 25000}}}


def test_paying_and_taking_piles_including_a_free_zero_bid():
    s = demand(3, piles=[["cosmic", "boom"], ["bank", "labs"], ["epic"]])
    bid(s, "p0", 1, 6000)
    bid(s, "p1", 2, 0)
    bid(s, "p2", 3, 1000)
    assert s.cash == [14000, 20000, 19000]
    c = s.R.companies
    assert s.port[0][c.index("cosmic")] >= 1 and s.acts[0] == ["boom"]
    assert s.port[1][c.index("bank")] >= 1 and s.port[1][c.index("labs")] >= 1
    assert all(p == [] for p in s.piles)
    assert s.phase == "action" and s.to_act() == ["p0"]


def test_trading_fees_are_paid_at_once():
    s = demand(3, piles=[["cosmic", "fee3000"], ["bank"], ["epic"]])
    bid(s, "p0", 1, 6000)
    bid(s, "p1", 2, 0)
    bid(s, "p2", 3, 0)
    assert s.cash[0] == 20000 - 6000 - 3000 and s.unpaid[0] == []


def test_unpaid_fees_wait_and_are_paid_as_soon_as_cash_allows():
    s = demand(3, piles=[["cosmic", "fee3000", "fee2000"], ["bank"], ["epic"]], cash=[6000, 20000, 20000])
    bid(s, "p0", 1, 6000)
    bid(s, "p1", 2, 0)
    bid(s, "p2", 3, 0)
    assert s.cash[0] == 0 and s.unpaid[0] == [3000, 2000]
    assert s.view(None)["seats"][0]["unpaid_fees"] == [3000, 2000]
    # selling brings cash: the waiting fees are paid at once
    sc.holdings(s, "p0", {"cosmic": 1})
    sc.enter(s, "selling")
    sc.set_price(s, "cosmic", 4)
    s.apply("p0", {"type": "sell", "company": "cosmic"})
    assert s.cash[0] == 1000 and s.unpaid[0] == [2000]   # $4,000 in, $3,000 fee out, $2,000 still waits


def test_unpaid_fees_at_the_end_are_subtracted():
    s = sc.make(3)
    s.unpaid[1] = [3000]
    s.cash = [0, 0, 0]
    for p in s.players:
        sc.holdings(s, p)
    s.round = s.rounds_total
    sc.enter(s, "round_end")
    assert s.is_over()
    assert s.scores()["p1"] == -3000


def test_two_player_bidding_two_meeples_not_on_own_track_and_bids_together():
    s = sc.make(2)
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"], ["auto"]])
    assert s.to_act() == ["p0"]
    bid(s, "p0", 1, 20000)
    bid(s, "p1", 2, 1000)
    # p0's second meeple: not on track 1, and the two bids together <= $30,000
    legal = s.legal_actions("p0")
    assert all(a["track"] != 1 for a in legal)
    assert max(a["amount"] for a in legal) == 10000
    with pytest.raises(IllegalAction) as refusal:
        bid(s, "p0", 1, 25000)
    assert refusal.value.message == {'msg': 'stockpile-refuse-bid-own', 'args': {'pile': 1}}
    bid(s, "p0", 2, 10000)     # outbids p1
    bid(s, "p1", 3, 0)
    assert s.to_act() == ["p1"]   # all placed; p1 rebids its outbid meeple
    bid(s, "p1", 4, 0)
    assert s.phase == "action" or s.phase == "selling"
    assert s.cash[0] == 30000 - 20000 - 10000


def test_two_player_rebid_may_return_to_the_track_where_outbid():
    s = sc.make(2)
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"], ["auto"]])
    bid(s, "p0", 1, 1000)
    bid(s, "p1", 1, 3000)
    bid(s, "p0", 2, 0)
    bid(s, "p1", 3, 0)
    assert s.to_act() == ["p0"]
    assert any(a["track"] == 1 and a["amount"] == 6000 for a in s.legal_actions("p0"))
