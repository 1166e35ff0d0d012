"""What each seat sees: hidden hands and holdings by default, open holdings as an option."""
import json

from games import GAMES
from games.acquire.scenario import build
from games.base import english
from random_play import random_walk

GAME = GAMES["acquire"]


def test_hands_and_holdings_are_private_by_default():
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, hands={"a": ["9I", "5E"], "b": ["12I"]},
              shares={"a": {"Tower": 3}}, cash={"a": 4321})
    table = s.view(None)
    assert "hand" not in table and "cash" not in table and table["holdings"] is None
    assert table["hand_counts"] == {"a": 2, "b": 1}
    assert "4321" not in json.dumps(table) and "9I" not in json.dumps(table)
    tower = next(c for c in table["chains"] if c["name"] == "Tower")
    assert tower["bank"] == 22 and tower["size"] == 2 and tower["price"] == 400
    assert tower["majority"] == 4000 and tower["minority"] == 2000
    mine = s.view("a")
    assert mine["cash"] == 4321 and mine["shares"] == {"Tower": 3}
    assert mine["hand"] == [{"tile": "5E", "status": "lone"}, {"tile": "9I", "status": "lone"}]
    theirs = s.view("b")
    assert theirs["cash"] == 6000 and "4321" not in json.dumps(theirs)
    assert theirs["hand"] == [{"tile": "12I", "status": "lone"}]


def test_open_holdings_show_everyones_cash_and_shares_but_not_hands():
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, hands={"a": ["9I"], "b": ["12I"]},
              shares={"a": {"Tower": 3}}, options={"open_holdings": True})
    table = s.view(None)
    assert table["holdings"] == {"a": {"cash": 6000, "shares": {"Tower": 3}}, "b": {"cash": 6000, "shares": {}}}
    assert "9I" not in json.dumps(table)


def test_the_tile_bag_option_never_shows_in_a_view():
    s = GAME.new(["a", "b"], 1, {"tile_bag": ["1A", "2B", "3C"]})
    assert "tile_bag" not in json.dumps(s.view(None)) and "tile_bag" not in json.dumps(s.view("a"))


DRAWS = {"acquire-draw", "acquire-draw-dead"}     # "You draw 5A.": the only private events


def test_public_events_never_carry_a_hand_or_a_total_through_random_games():
    for seed in range(10):
        walk = random_walk(GAME, ["a", "b", "c", "d"], seed)
        walk.play()
        for e in walk.events:
            if e["to"] is None:
                assert e["msg"] not in DRAWS
                assert "cash" not in english(e).lower()
            else:
                assert e["msg"] in DRAWS


def test_view_is_self_contained():
    v = GAME.new(["a", "b", "c"], 3).view("a")
    for key in ("game", "players", "turn", "phase", "to_act", "board", "chains", "hand", "cash", "shares",
                "tiles_left", "can_declare", "merger", "columns", "rows"):
        assert key in v
    assert v["game"] == "acquire" and len(v["board"]) == 108
