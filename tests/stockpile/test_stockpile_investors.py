"""The investors expansion: choosing, starting cash and all ten abilities, each at its moment."""
from __future__ import annotations

import pytest

from games.base import english
from games import GAMES
from games.base import IllegalAction
from games.stockpile import scenario as sc
from random_play import play_out

GAME = GAMES["stockpile"]


def test_deal_two_keep_one_simultaneously_with_the_investors_cash():
    s = GAME.new(["p0", "p1", "p2"], 4, {"investors": True})
    assert s.phase == "choose" and s.to_act() == ["p0", "p1", "p2"]
    assert all(len(o) == 2 for o in s.offers)
    assert s.view(None)["seats"][0]["investors"] == []
    picks = {}
    for p in ("p2", "p0", "p1"):
        key = s.legal_actions(p)[0]["investor"]
        picks[p] = key
        s.apply(p, {"type": "keep", "investor": key})
    assert s.phase == "supply"
    for i, p in enumerate(s.players):
        assert s.inv[i] == [picks[p]]
        assert s.cash[i] == s.R.investors[picks[p]].cash
        assert s.view(None)["seats"][i]["investors"] == [picks[p]]


def test_two_players_deal_four_keep_two_and_add_the_tables_cash():
    s = GAME.new(["p0", "p1"], 4, {"investors": True})
    assert all(len(o) == 4 for o in s.offers)
    for p in ("p0", "p1"):
        for _ in range(2):
            s.apply(p, s.legal_actions(p)[0])
    table = {"bill": 35000, "graham": 6000, "bernie": 16000, "mark": 22000, "cramer": 12000,
             "martha": 20000, "donald": 4000, "stuart": 16000, "deborah": 14000, "warren": 23000}
    for i in range(2):
        assert len(s.inv[i]) == 2
        assert s.cash[i] == sum(table[k] for k in s.inv[i])


def test_single_investor_cash_table():
    R = sc.make(3).R
    cash = {k: v.cash for k, v in R.investors.items()}
    assert cash == {"bill": 32000, "bernie": 16000, "cramer": 18000, "donald": 13000, "deborah": 20000,
                    "graham": 16000, "martha": 22000, "mark": 25000, "stuart": 22000, "warren": 20000}


def demand_with(investors, piles, n=3, **fields):
    s = sc.make(n, investors=investors)
    sc.enter(s, "predemand", piles=piles, **fields)
    return s


def test_worked_example_warren_looks_then_mark_moves_a_card_there_in_player_order():
    piles = [sc.pile("cosmic", "bank", down={1: 2}), sc.pile("labs", "fee3000", down={1: 2}), ["epic"]]
    s = demand_with({"p0": ["warren"], "p1": ["mark"]}, piles)
    assert s.phase == "predemand" and s.to_act() == ["p0"]
    events = s.apply("p0", {"type": "look", "pile": 1})
    secret = [e for e in events if e["to"] == "p0"]
    assert secret and "Bank" in english(secret[0])
    assert all("Bank" not in english(e) for e in events if e["to"] is None)
    assert s.view("p0")["piles"][0][1] == {"up": False, "card": "bank"}
    assert s.view("p1")["piles"][0][1] == {"up": False}
    assert s.to_act() == ["p1"]
    s.apply("p1", {"type": "move_card", "pile": 2, "card": 2, "to": 1})   # the face-down fee
    assert [c[0] for c in s.piles[0]] == ["cosmic", "bank", "fee3000"]
    assert s.phase == "demand"


def test_mark_may_empty_a_pile_and_may_skip():
    s = demand_with({"p1": ["mark"]}, [["cosmic"], ["bank"], ["epic"]])
    s.apply("p1", {"type": "move_card", "pile": 3, "card": 1, "to": 1})
    assert s.piles[2] == [] and s.phase == "demand"
    s2 = demand_with({"p1": ["mark"]}, [["cosmic"], ["bank"], ["epic"]])
    s2.apply("p1", {"type": "done"})
    assert s2.phase == "demand" and [len(p) for p in s2.piles] == [1, 1, 1]


def test_two_investors_acting_in_the_same_phase_in_the_players_order_of_choice():
    s = sc.make(2, investors={"p0": ["warren", "mark"]})
    sc.enter(s, "predemand", piles=[["cosmic"], sc.pile("bank", "labs", down={1: 1}), ["epic"], ["auto"]])
    types = {a["type"] for a in s.legal_actions("p0")}
    assert types == {"look", "move_card", "done"}
    s.apply("p0", {"type": "move_card", "pile": 1, "card": 1, "to": 2})
    s.apply("p0", {"type": "look", "pile": 2})
    assert s.phase == "demand"


def bid_all(s, bids):
    for p, t, amount in bids:
        s.apply(p, {"type": "bid", "track": t, "amount": amount})


def test_worked_example_donald_pays_6000_on_a_10000_bid():
    s = demand_with({"p0": ["donald"]}, [["cosmic"], ["bank"], ["epic"]])
    bid_all(s, [("p0", 1, 10000), ("p1", 2, 1000), ("p2", 3, 0)])
    assert s.cash == [14000, 19000, 20000]


def test_donald_pays_nothing_for_a_1000_bid_and_both_meeples_in_two_player():
    s = sc.make(2, investors={"p0": ["donald"]})
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"], ["auto"]])
    bid_all(s, [("p0", 1, 1000), ("p1", 2, 0), ("p0", 3, 20000), ("p1", 4, 0)])
    assert s.cash[0] == 30000 - 0 - 15000


def test_bernie_collects_fees_instead_of_paying():
    s = demand_with({"p0": ["bernie"]}, [["cosmic", "fee3000", "fee1000"], ["bank"], ["epic"]])
    bid_all(s, [("p0", 1, 6000), ("p1", 2, 0), ("p2", 3, 0)])
    assert s.cash[0] == 20000 - 6000 + 4000


def test_graham_gets_1000_more_per_share_sold_split_counts_twice_also_at_the_end():
    s = sc.make(3, investors={"p0": ["graham"]})
    for p in s.players:
        sc.holdings(s, p)
    sc.holdings(s, "p0", {"cosmic": 1}, split={"bank": 1})
    sc.enter(s, "selling")
    s.apply("p0", {"type": "sell", "company": "cosmic"})
    assert s.cash[0] == 20000 + 5000 + 1000
    s.apply("p0", {"type": "sell_split", "company": "bank"})
    assert s.cash[0] == 26000 + 10000 + 2000
    # at the end, liquidation counts too
    s2 = sc.make(3, investors={"p0": ["graham"]})
    for p in s2.players:
        sc.holdings(s2, p)
    sc.holdings(s2, "p0", {"cosmic": 2})
    s2.round = s2.rounds_total
    s2.cash = [0, 0, 0]
    sc.enter(s2, "round_end")
    assert s2.scores()["p0"] == 10000 + 2 * 6000


def test_cramer_nudges_one_company_one_step_before_or_after_his_action_cards():
    s = sc.make(3, investors={"p1": ["cramer"]})
    s.acts = [[], ["boom"], []]
    sc.enter(s, "action")
    assert s.to_act() == ["p1"]
    assert {a["type"] for a in s.legal_actions("p1")} == {"boom", "nudge"}
    s.apply("p1", {"type": "nudge", "company": "labs", "steps": -1})
    assert sc.price(s, "labs") == 4
    assert {a["type"] for a in s.legal_actions("p1")} == {"boom"}     # once a round
    s.apply("p1", {"type": "boom", "company": "labs"})
    assert sc.price(s, "labs") == 6 and s.phase == "selling"


def test_cramer_without_action_cards_may_still_nudge_or_finish():
    s = sc.make(3, investors={"p2": ["cramer"]})
    s.acts = [[], [], []]
    sc.enter(s, "action")
    assert s.to_act() == ["p2"]
    s.apply("p2", {"type": "done"})
    assert s.phase == "selling"


def test_martha_peeks_once_on_her_turn_at_a_players_pair():
    s = demand_with({"p1": ["martha"]}, [["cosmic"], ["bank"], ["epic"]])
    s.apply("p0", {"type": "bid", "track": 1, "amount": 0})
    assert any(a["type"] == "peek" for a in s.legal_actions("p1"))
    assert not any(a["type"] == "peek" for a in s.legal_actions("p0") if s.to_act() == ["p0"])
    events = s.apply("p1", {"type": "peek", "player": "p2", "pair": 1})
    secret = english(s.pair_message(s.pairs[2][0]))
    assert any(e["to"] == "p1" and secret in english(e) for e in events)
    assert all(secret not in english(e) for e in events if e["to"] is None)
    assert s.view("p1")["you"]["seen"][0]["forecast"] == s.pairs[2][0][1]
    assert s.view("p2")["you"]["seen"] == [] and "seen" not in s.view(None)
    assert s.to_act() == ["p1"]                       # still her bid
    assert not any(a["type"].startswith("peek") for a in s.legal_actions("p1"))


def test_martha_may_look_at_a_face_down_pair_with_fewer_than_five_players_only():
    s = demand_with({"p0": ["martha"]}, [["cosmic"], ["bank"], ["epic"]])
    assert {"type": "peek_facedown", "pair": 2} in s.legal_actions("p0")
    s5 = sc.make(5, investors={"p0": ["martha"]})
    sc.enter(s5, "predemand", piles=[["cosmic"]] * 5)
    assert not any(a["type"] == "peek_facedown" for a in s5.legal_actions("p0"))
    assert any(a["type"] == "peek" for a in s5.legal_actions("p0"))


def test_martha_in_two_player_sees_only_one_of_the_pairs():
    s = sc.make(2, investors={"p0": ["martha"]})
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"], ["auto"]])
    peeks = [a for a in s.legal_actions("p0") if a["type"] == "peek"]
    assert peeks == [{"type": "peek", "player": "p1", "pair": 1}, {"type": "peek", "player": "p1", "pair": 2}]
    s.apply("p0", peeks[1])
    assert len(s.view("p0")["you"]["seen"]) == 1


def test_stuart_may_place_both_cards_face_down():
    s = sc.make(3, investors={"p0": ["stuart"]})
    s._legal_cache = None
    a, b = s.hand[0]
    s.apply("p0", {"type": "place", "card": a, "face": "down", "pile": 1})
    assert {x["face"] for x in s.legal_actions("p0")} == {"up", "down"}
    s.apply("p0", {"type": "place", "card": b, "face": "down", "pile": 2})
    assert not s.piles[0][-1][1] and not s.piles[1][-1][1]


def test_without_stuart_both_face_down_is_refused():
    s = sc.make(3)
    a, b = s.hand[0]
    s.apply("p0", {"type": "place", "card": a, "face": "down", "pile": 1})
    with pytest.raises(IllegalAction):
        s.apply("p0", {"type": "place", "card": b, "face": "down", "pile": 2})


def test_deborah_names_a_company_at_the_end_of_the_round_holders_claim_1000_a_share():
    s = sc.make(3, investors={"p2": ["deborah"]})
    for p in s.players:
        sc.holdings(s, p)
    sc.holdings(s, "p0", {"labs": 2})
    sc.holdings(s, "p2", split={"labs": 1})
    s.pairs, s.public_pair, s.hidden_pairs = [[], [], []], None, []
    sc.enter(s, "movement")
    assert s.phase == "round_end" and s.to_act() == ["p2"]
    s.apply("p2", {"type": "dividend", "company": "labs"})
    assert s.to_act() == ["p0", "p2"]
    s.apply("p0", {"type": "claim", "shares": 2})
    s.apply("p2", {"type": "claim", "shares": 2})
    assert s.cash[0] == 22000 and s.cash[2] == 22000
    assert s.round == 2


def test_bill_has_no_ability_only_money():
    s = sc.make(3, investors={"p0": ["bill"]})
    s.acts = [[], [], []]
    sc.enter(s, "action")
    assert s.phase == "selling"


def test_advanced_side_and_investors_random_games_finish():
    for n in (2, 3, 4, 5):
        for seed in range(4):
            s = play_out(GAME, n, seed, options={"side": "advanced", "investors": True})
            assert s.winners()
