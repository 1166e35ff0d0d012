"""The Acquire computer player in chosen positions (tests/test_ai_contract.py plays whole games)."""
import random

from games import GAMES
from games.acquire.ai import choose, expected_bonus
from games.acquire.scenario import build, row

GAME = GAMES["acquire"]
PLACE = "place"


def pick(state, player="a"):
    legal = state.legal_actions(player)
    action = choose(state.view(player), [dict(a) for a in legal], random.Random(1))
    assert action in legal
    return action


def place(tile):
    return {"type": PLACE, "tile": tile}


# ------------------------------------------------------------------ placing
def test_the_computer_merges_into_its_bonus():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"]}, shares={"a": {"Sackson": 5}})
    assert pick(s) == place("5A")


def test_the_computer_does_not_merge_away_a_chain_others_lead():
    # Sackson's 9 shares held by the others: merging it pays them, not a
    s = build(["a", "b", "c"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"], "c": ["9E"]},
              shares={"b": {"Sackson": 5}, "c": {"Sackson": 4}})
    assert pick(s) == place("9I")


def test_the_computer_grows_the_chain_it_leads_not_a_rivals():
    # 5C grows Festival (a holds 6), 5A grows American (the others hold 10)
    s = build(["a", "b", "c"], chains={"American": row(1, 4, "A"), "Festival": row(1, 4, "C")},
              hands={"a": ["5A", "5C"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Festival": 6}, "b": {"American": 6}, "c": {"American": 4}})
    assert pick(s) == place("5C")


def test_the_computer_would_rather_place_a_lone_tile_than_feed_a_rival():
    s = build(["a", "b", "c"], chains={"American": row(1, 4, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"], "c": ["9E"]},
              shares={"b": {"American": 6}, "c": {"American": 4}})
    assert pick(s) == place("9I")


def test_the_computer_founds_a_chain_when_it_can_buy_in():
    s = build(["a", "b", "c"], lone=["1A"], hands={"a": ["2A", "9I"], "b": ["9G"], "c": ["9E"]})
    assert pick(s) == place("2A")
    s.apply("a", place("2A"))
    action = pick(s)
    assert action["type"] == "found"
    s.apply("a", action)
    # then it buys into its own chain
    assert pick(s) == {"type": "buy", "chain": action["chain"]}


def test_the_computer_picks_the_survivor_that_pays_it():
    # Tower and Sackson tie at 3 tiles; a holds 4 Sackson, none of Tower: Tower survives, Sackson pays
    s = build(["a", "b", "c"], chains={"Tower": row(1, 3, "A"), "Sackson": row(5, 7, "A")},
              hands={"a": ["4A", "9I"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Sackson": 4}, "b": {"Tower": 3}})
    s.apply("a", place("4A"))
    assert s.phase == "survivor"
    assert pick(s) == {"type": "survivor", "chain": "Tower"}


# ------------------------------------------------------------------ disposal
def test_the_computer_sells_when_trading_does_not_pay():
    # Tower (3 tiles, $500) into Sackson (4 tiles; 8 after, $600): one Sackson is worth less than
    # two Tower sales, and b and c hold too much Sackson for a few shares to earn a bonus
    s = build(["a", "b", "c"], chains={"Sackson": row(1, 4, "A"), "Tower": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Tower": 5}, "b": {"Sackson": 6}, "c": {"Sackson": 5}})
    s.apply("a", place("5A"))
    assert pick(s) == {"type": "sell", "chain": "Tower", "count": 5}


def test_the_computer_trades_when_the_survivor_is_worth_more():
    # Sackson ($300) into Tower (8 tiles after, $800): 1 Tower beats 2 x $300
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"]}, shares={"a": {"Sackson": 5}})
    s.apply("a", place("5A"))
    assert pick(s) == {"type": "trade", "chain": "Sackson", "count": 2}


def test_the_computer_trades_two_for_one_into_a_dear_survivor():
    # Sackson (2 tiles, $200) into Tower (10 tiles, $800): one Tower share beats two $200 sales
    s = build(["a", "b", "c"], chains={"Tower": row(1, 10, "A"), "Sackson": row(1, 2, "C")},
              hands={"a": ["1B", "9I"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Sackson": 4}, "b": {"Tower": 5}})
    s.apply("a", place("1B"))
    action = pick(s)
    assert action == {"type": "trade", "chain": "Sackson", "count": 2}


def test_the_computer_keeps_cheap_defunct_shares_early_while_the_chain_may_return():
    # Sackson dies at $200 a share with six chains off the board and the pile nearly full;
    # Worldwide's bank is empty (no trade): four shares kept may head a new Sackson later
    s = build(["a", "b", "c"], chains={"Worldwide": row(1, 3, "A"), "Sackson": row(5, 6, "A")},
              hands={"a": ["4A", "9I"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Sackson": 4}, "b": {"Worldwide": 25}})
    s.apply("a", place("4A"))
    assert pick(s) == {"type": "keep"}


def test_the_computer_sells_defunct_shares_late_in_the_game():
    s = build(["a", "b", "c"], chains={"Worldwide": row(1, 3, "A"), "Sackson": row(5, 6, "A")},
              hands={"a": ["4A", "9I"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Sackson": 4}, "b": {"Worldwide": 25}})
    s.drawn = len(s.bag) - 5              # the pile nearly spent
    s.apply("a", place("4A"))
    assert pick(s) == {"type": "sell", "chain": "Sackson", "count": 4}


# ------------------------------------------------------------------ buying
def test_the_computer_buys_where_a_share_takes_the_lead():
    # Festival: a 3 against b's 3 (one more share leads); American: a leads 10 to 2 already
    s = build(["a", "b", "c"], chains={"American": row(1, 6, "A"), "Festival": row(1, 4, "C")},
              hands={"a": ["9I", "9H"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Festival": 3, "American": 10}, "b": {"American": 2, "Festival": 3}})
    s.apply("a", place("9I"))
    assert pick(s) == {"type": "buy", "chain": "Festival"}


def test_the_computer_keeps_some_cash_early_on():
    s = build(["a", "b", "c"], chains={"Festival": row(1, 4, "C")},
              hands={"a": ["9I", "9H"], "b": ["9G"], "c": ["9E"]}, cash={"a": 550})
    s.apply("a", place("9I"))
    assert pick(s) == {"type": "done"}


# ------------------------------------------------------------------ the end
def _safe_board(shares):
    return build(["a", "b", "c"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C")},
                 hands={"a": ["12I", "12G"], "b": ["9G"], "c": ["9E"]}, shares=shares)


def test_the_computer_declares_the_end_when_it_leads():
    s = _safe_board({"a": {"Tower": 8, "Sackson": 8}, "b": {"Tower": 2}, "c": {"Sackson": 3}})
    assert s.can_declare()
    assert pick(s) == {"type": "declare_end"}


def test_the_computer_plays_on_when_it_trails():
    s = _safe_board({"a": {"Tower": 1}, "b": {"Tower": 9, "Sackson": 9}, "c": {"Sackson": 4}})
    assert s.can_declare()
    assert pick(s)["type"] != "declare_end"


def test_before_declaring_it_buys_a_share_that_lifts_a_bonus():
    # a leads Tower 6 to 6 held by others; one Sackson share gives it a minority when b holds 5
    s = _safe_board({"a": {"Tower": 7}, "b": {"Sackson": 5, "Tower": 3}, "c": {"Tower": 3}})
    s.apply("a", place("12I"))
    assert s.phase == "buy"
    first = pick(s)
    assert first["type"] == "buy"


# ------------------------------------------------------------------ the guess
def test_the_bonus_guess_reads_the_banks_counts():
    # nobody else holds any: both bonuses; far behind the others' total: little
    assert expected_bonus(1, 0, 3, 3000, 1500) == 4500
    assert expected_bonus(1, 20, 3, 3000, 1500) < expected_bonus(8, 20, 3, 3000, 1500)
    assert expected_bonus(11, 10, 3, 3000, 1500) == 3000
    # a merger's revealed holdings replace the guess
    assert expected_bonus(4, 6, 3, 3000, 1500, known=[3, 3]) == 3000
    assert expected_bonus(4, 6, 3, 3000, 1500, known=[4, 2]) == 2250
