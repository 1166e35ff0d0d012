"""Hidden information: portfolios, pairs, face-down cards, what Martha and Warren saw."""
from __future__ import annotations

import json

from games.base import english
from games import GAMES
from games.stockpile import scenario as sc, words
from random_play import random_walk

GAME = GAMES["stockpile"]


def test_public_view_shows_counts_not_portfolios_pairs_or_face_down_cards():
    s = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    a, _ = s.hand[0]
    s.apply("p0", {"type": "place", "card": a, "face": "down", "pile": 2})
    table = s.view(None)
    assert "you" not in table
    assert table["seats"][0]["portfolio_count"] == 1 and "portfolio" not in table["seats"][0]
    assert table["piles"][1][-1] == {"up": False}
    assert table["seats"][0]["pairs"] == 1 and table["hidden_pairs"] == 2
    mine = s.view("p0")
    assert mine["piles"][1][-1] == {"up": False, "card": a}
    assert mine["you"]["pairs"][0]["company"] == s.R.companies[s.pairs[0][0][0]]
    other = s.view("p1")
    assert other["piles"][1][-1] == {"up": False}
    assert other["you"]["pairs"] != mine["you"]["pairs"]


def test_split_area_is_public_because_it_was_shown():
    s = sc.make(3)
    sc.holdings(s, "p1", {"cosmic": 1}, split={"bank": 2})
    assert s.view(None)["seats"][1]["split"] == {"bank": 2}


def test_events_to_the_table_never_carry_a_secret():
    for seed in range(6):
        walk = random_walk(GAME, 4, seed, options={"start": 1, "investors": True})
        for move in walk.played():
            s, p, action, events = walk.state, move.player, move.action, move.events
            if action["type"] == "place" and action["face"] == "down":
                name = english(words.card(action["card"]))
                assert all(name not in english(e) for e in events if e["to"] is None)
            if action["type"] in ("peek", "peek_facedown"):
                seen = s.view(p)["you"]["seen"][-1]
                secret = f"{s.R.short_names[seen['company']]} {seen['forecast']}"
                assert any(secret in english(e) for e in events if e["to"] == p)
                assert all(secret not in english(e) for e in events if e["to"] is None)


def test_vary_secrets_changes_portfolio_but_no_other_view():
    s = GAME.new(["p0", "p1", "p2"], 8, {"start": 1})
    twin = s.vary_secrets("p1", 5)
    assert twin.port[1] != s.port[1] or twin.hand[1] != s.hand[1] or twin.pairs[1] != s.pairs[1]
    assert json.dumps(twin.view(None), sort_keys=True) == json.dumps(s.view(None), sort_keys=True)
    for p in ("p0", "p2"):
        assert json.dumps(twin.view(p), sort_keys=True) == json.dumps(s.view(p), sort_keys=True)
    assert twin.view("p1") != s.view("p1")


def test_vary_secrets_keeps_what_warren_saw():
    piles = [sc.pile("cosmic", "bank", down={1: 1}), ["labs"], ["epic"]]
    s = sc.make(3, investors={"p0": ["warren"]})
    sc.enter(s, "predemand", piles=piles)
    s.apply("p0", {"type": "look", "pile": 1})
    for seed in range(10):
        twin = s.vary_secrets("p1", seed)
        assert twin.piles[0][1][0] == "bank"          # p0 knows it: it may not change
        assert twin.view("p0") == s.view("p0")


def test_vary_secrets_varies_investor_offers_while_choosing():
    s = GAME.new(["p0", "p1", "p2"], 2, {"start": 1, "investors": True})
    twin = s.vary_secrets("p0", 1)
    assert twin.offers[0] != s.offers[0]
    assert twin.view("p1") == s.view("p1") and twin.view(None) == s.view(None)


def test_refusals_name_no_secret():
    s = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    hand = [english(words.card(c)) for c in s.hand[0]]
    try:
        s.apply("p0", {"type": "place", "card": "nothing", "face": "up", "pile": 1})
    except Exception as exc:  # IllegalAction
        assert all(name not in str(exc) for name in hand)


def test_vary_secrets_changes_what_martha_saw_of_a_face_down_pair_and_nothing_else():
    s = sc.make(3, investors={"p0": ["martha"]})
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"]])
    s.apply("p0", {"type": "peek_facedown", "pair": 1})
    seen = s.view("p0")["you"]["seen"][0]
    twin = s.vary_secrets("p0", 3)
    assert twin.view("p0")["you"]["seen"][0]["forecast"] != seen["forecast"]
    assert twin.hidden_pairs[0][1] == twin.view("p0")["you"]["seen"][0]["forecast"]
    for p in ("p1", "p2", None):
        assert twin.view(p) == s.view(p)


def test_two_player_stuart_may_hide_both_cards_in_each_pass():
    s = sc.make(2, investors={"p0": ["stuart"]})
    for _ in range(2):
        for p in ("p0", "p1"):
            for _ in range(2):
                legal = s.legal_actions(p)
                downs = [a for a in legal if a["face"] == "down"]
                s.apply(p, downs[0] if downs else legal[0])
    mine = [c for pile in s.piles for c in pile if c[2] == [0]]
    assert len(mine) == 4 and not any(c[1] for c in mine)
