"""Rules audit: the rule text (seeds/acquire_zh.txt) and shared/rules/README.md, sentence by sentence.

Each test names the rule it pins down. Worked numbers are written out by hand.
"""
import json

import pytest

from games import GAMES
from games.acquire import board as B
from games.acquire.scenario import build, row
from games.base import IllegalAction, english
from random_play import random_walk
from games.acquire.words import chain as chain_msg
from messages import args_of

GAME = GAMES["acquire"]

# Tiles to build a chain of any size from 2 to 60 in the top five rows (1A..12E).
TOP = [B.NAMES[c] for c in range(60)]

CHEAP = {2: 200, 3: 300, 4: 400, 5: 500, 6: 600, 10: 600, 11: 700, 20: 700, 21: 800, 30: 800,
         31: 900, 40: 900, 41: 1000, 60: 1000}
TIERS = {"2016": {"Worldwide": 0, "Sackson": 0, "Festival": 100, "Imperial": 100, "American": 100,
                  "Continental": 200, "Tower": 200},
         "classic": {"Luxor": 0, "Tower": 0, "American": 100, "Festival": 100, "Worldwide": 100,
                     "Continental": 200, "Imperial": 200}}


def texts(events):
    return [english(e) for e in events]


# --------------------------------------------------------------------------- price chart
@pytest.mark.parametrize("edition", ["2016", "classic"])
@pytest.mark.parametrize("size", sorted(CHEAP))
def test_price_chart_every_bracket_boundary_every_chain_both_editions(edition, size):
    """Information card: price by size; middle tier +$100, expensive +$200; bonuses 10x and 5x."""
    for chain, extra in TIERS[edition].items():
        s = build(["a", "b"], chains={chain: TOP[:size]}, hands={"a": ["12I"], "b": ["11I"]},
                  options={"edition": edition})
        shown = next(c for c in s.view(None)["chains"] if c["name"] == chain)
        price = CHEAP[size] + extra
        assert (shown["size"], shown["price"], shown["majority"], shown["minority"]) == (
            size, price, 10 * price, 5 * price), (edition, chain, size)
        assert s.describe({"type": "buy", "chain": chain}) == f"Buy 1 {chain} (${price:,})"


# --------------------------------------------------------------------------- setup
def test_starting_tiles_first_player_and_turn_order_from_them():
    """Each draws a tile onto the board; lowest number starts (same number: letter); play goes round."""
    s = GAME.new(["a", "b", "c", "d"], 3, {"tile_bag": ["7A", "2I", "9C", "2H"]})
    assert s.players[s.turn] == "d"                     # 2H: number 2 ties with 2I, H before I
    assert s.view(None)["turn"] == "d" and s.cash == [6000] * 4
    turns = [s.turn]
    walk = random_walk(GAME, s.players, 3, state=s, steps=200, chooser=lambda s, p, legal, rng: rng.choice(
        [a for a in legal if a["type"] != "declare_end"]))
    for s in walk.states():
        if s.turn != turns[-1]:
            turns.append(s.turn)
    assert len(turns) > 20
    assert all(b == (a + 1) % 4 for a, b in zip(turns, turns[1:])), turns


# --------------------------------------------------------------------------- founding
def test_founder_takes_the_free_share_only_while_the_bank_has_one():
    """建立連鎖: the founder takes one share as a reward; none if the market has none."""
    s = build(["a", "b"], lone=["5E"], hands={"a": ["5F"], "b": ["9I"]}, bank={"Tower": 1})
    s.apply("a", {"type": "place", "tile": "5F"})
    ev = s.apply("a", {"type": "found", "chain": "Tower"})
    t = s.chain_index["tower"]
    assert s.shares[0][t] == 1 and s.bank[t] == 0
    assert english(ev[0]) == "<@a> founds Tower (2 tiles) and takes 1 free founder's share."
    # the bank now has none: buying Tower is not offered
    assert {"type": "buy", "chain": "Tower"} not in s.legal_actions("a")


# --------------------------------------------------------------------------- bonuses in real mergers
def merger(holdings, options=None, defunct_tiles=3):
    """b places 5A between Tower 1A-4A (4) and Sackson (cheap) to the east of `defunct_tiles` tiles."""
    return build(["a", "b", "c", "d"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 5 + defunct_tiles, "A")},
                 hands={"a": ["9I"], "b": ["5A", "9G"], "c": ["9E"], "d": ["9C"]}, turn=1,
                 shares={p: {"Sackson": k} for p, k in holdings.items()}, options=options)


def bonus_log(events):
    return sorted(t for t in texts(events) if "bonus" in t)


def test_sole_holder_takes_majority_and_minority():
    s = merger({"c": 1})
    # Sackson 3 tiles, cheap: $300 -> 3,000 + 1,500
    assert bonus_log(s.apply("b", {"type": "place", "tile": "5A"})) == [
        "<@c> receives the Sackson majority and minority bonus: $4,500."]
    assert s.cash[2] == 10500


@pytest.mark.parametrize("rounding,each", [("down", 2200), ("up", 2300)])
def test_tie_for_first_shares_first_and_second_and_pays_no_second(rounding, each):
    # Sackson 3 tiles ($300): 3,000 + 1,500 = 4,500 / 2 = 2,250 -> 2,200 down / 2,300 up; d (1 share) gets nothing
    s = merger({"a": 4, "c": 4, "d": 1}, {"bonus_rounding": rounding})
    assert bonus_log(s.apply("b", {"type": "place", "tile": "5A"})) == [
        f"<@a> receives the Sackson shared majority and minority bonus: ${each:,}.",
        f"<@c> receives the Sackson shared majority and minority bonus: ${each:,}."]
    assert s.cash == [6000 + each, 6000, 6000 + each, 6000]


@pytest.mark.parametrize("rounding,each", [("down", 500), ("up", 600)])
def test_tie_for_second_shares_the_second_bonus(rounding, each):
    # Sackson 3 tiles ($300): first 3,000 to b; second 1,500 / 3 = 500 exactly both ways
    s = merger({"a": 2, "b": 5, "c": 2, "d": 2}, {"bonus_rounding": rounding})
    log = bonus_log(s.apply("b", {"type": "place", "tile": "5A"}))
    assert "<@b> receives the Sackson majority bonus: $3,000." in log
    for p in "acd":
        assert f"<@{p}> receives the Sackson shared minority bonus: $500." in log
    # Sackson 5 tiles ($500) into Tower (6): second 2,500 / 3 = 833 -> 800 down / 900 up
    s2 = build(["a", "b", "c", "d"], chains={"Tower": row(1, 6, "A"), "Sackson": row(8, 12, "A")},
               hands={"a": ["9I"], "b": ["7A", "9G"], "c": ["9E"], "d": ["9C"]}, turn=1,
               shares={"a": {"Sackson": 2}, "b": {"Sackson": 5}, "c": {"Sackson": 2}, "d": {"Sackson": 2}},
               options={"bonus_rounding": rounding})
    log = bonus_log(s2.apply("b", {"type": "place", "tile": "7A"}))
    assert "<@b> receives the Sackson majority bonus: $5,000." in log
    for p in "acd":
        assert f"<@{p}> receives the Sackson shared minority bonus: ${800 if rounding == 'down' else 900}." in log


def test_first_and_second_are_paid_at_the_defunct_price_before_the_merger():
    # Sackson 5 tiles ($500) into Tower 6 tiles: bonuses and sales at $500, not at the merged size's price
    s = build(["a", "b"], chains={"Tower": row(1, 6, "A"), "Sackson": row(8, 12, "A")},
              hands={"a": ["7A"], "b": ["9G"]}, shares={"a": {"Sackson": 3}, "b": {"Sackson": 1}})
    log = texts(s.apply("a", {"type": "place", "tile": "7A"}))
    assert "<@a> receives the Sackson majority bonus: $5,000." in log
    assert "<@b> receives the Sackson minority bonus: $2,500." in log
    s.apply("a", {"type": "sell", "chain": "Sackson", "count": 3})
    s.apply("b", {"type": "sell", "chain": "Sackson", "count": 1})
    assert s.cash == [6000 + 5000 + 1500, 6000 + 2500 + 500]
    assert s.sizes[s.chain_index["tower"]] == 12


# --------------------------------------------------------------------------- disposal
def test_disposal_runs_from_the_merge_maker_clockwise_skipping_non_holders_and_wrapping():
    s = build(["a", "b", "c", "d"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["9I"], "b": ["9G"], "c": ["5A", "9E"], "d": ["9C"]}, turn=2,
              shares={"a": {"Sackson": 1}, "b": {"Sackson": 1}, "d": {"Sackson": 1}})
    s.apply("c", {"type": "place", "tile": "5A"})       # c holds none: d first, then a, then b
    seen = []
    while s.phase == "dispose":
        p = s.to_act()[0]
        seen.append(p)
        s.apply(p, {"type": "keep"})
    assert seen == ["d", "a", "b"] and s.to_act() == ["c"] and s.phase == "buy"


def test_trade_two_for_one_only_while_the_bank_has_survivor_shares():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A"], "b": ["9G"]}, shares={"a": {"Sackson": 5}, "b": {"Tower": 25}})
    s.apply("a", {"type": "place", "tile": "5A"})
    assert [x["type"] for x in s.legal_actions("a")] == ["sell"] * 5 + ["keep"]
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "trade", "chain": "Sackson", "count": 1})
    assert str(e.value) == ("You hold 5 Sackson: sell 1 to 5 at $300 each, or keep them "
                            "(the bank has no Tower left to trade for).")


def test_sell_trade_keep_in_steps_and_the_odd_share_cannot_be_traded():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A"], "b": ["9G"]}, shares={"a": {"Sackson": 5}})
    t, sk = s.chain_index["tower"], s.chain_index["sackson"]
    s.apply("a", {"type": "place", "tile": "5A"})
    assert [x for x in s.legal_actions("a") if x["type"] == "trade"] == [
        {"type": "trade", "chain": "Sackson", "count": 1}, {"type": "trade", "chain": "Sackson", "count": 2}]
    s.apply("a", {"type": "trade", "chain": "Sackson", "count": 2})      # 4 Sackson -> 2 Tower
    assert s.shares[0][sk] == 1 and s.shares[0][t] == 2 and s.bank[sk] == 24 and s.bank[t] == 23
    assert [x["type"] for x in s.legal_actions("a")] == ["sell", "keep"]
    s.apply("a", {"type": "sell", "chain": "Sackson", "count": 1})
    assert s.merger is None and s.cash[0] == 6000 + 4500 + 300


# --------------------------------------------------------------------------- several chains
def test_three_defunct_chains_tied_the_maker_orders_them_one_by_one():
    # 5E touches Festival (north, 4), Worldwide (west, 3), Sackson (east, 3), American (south, 3)
    s = build(["a", "b"], chains={"Festival": ["5A", "5B", "5C", "5D"], "Worldwide": row(2, 4, "E"),
                                  "Sackson": row(6, 8, "E"), "American": ["5F", "5G", "5H"]},
              hands={"a": ["5E"], "b": ["9A"]})
    s.apply("a", {"type": "place", "tile": "5E"})
    assert s.merger["survivor"] == s.chain_index["festival"]
    assert s.phase == "order"
    assert [x["chain"] for x in s.legal_actions("a")] == ["Worldwide", "Sackson", "American"]
    s.apply("a", {"type": "defunct", "chain": "American"})
    assert s.phase == "order"                                 # two still tie: asked again
    assert [x["chain"] for x in s.legal_actions("a")] == ["Worldwide", "Sackson"]
    ev = s.apply("a", {"type": "defunct", "chain": "Sackson"})
    closed = args_of("acquire-defunct", *ev) + args_of("acquire-defunct-unheld", *ev)
    assert chain_msg("Worldwide") in [a["chain"] for a in closed]   # the last goes by itself
    assert s.merger is None and s.sizes[s.chain_index["festival"]] == 14


def test_largest_defunct_chain_is_settled_first_without_asking():
    # 5E touches Festival (5, north), Worldwide (3, west), Sackson (4, east)
    s = build(["a", "b"], chains={"Festival": ["5A", "5B", "5C", "5D", "6D"], "Worldwide": row(2, 4, "E"),
                                  "Sackson": row(6, 9, "E")},
              hands={"a": ["5E"], "b": ["9A"]}, shares={"b": {"Worldwide": 1, "Sackson": 1}})
    ev = s.apply("a", {"type": "place", "tile": "5E"})
    assert [t.split(" is defunct")[0] for t in texts(ev) if " is defunct" in t] == ["Sackson"]
    s.apply("b", {"type": "keep"})
    assert s.merger["current"] == s.chain_index["worldwide"]


def test_three_chains_tied_for_largest_maker_picks_survivor_then_orders_the_rest():
    s = build(["a", "b"], chains={"Worldwide": row(2, 4, "E"), "Sackson": row(6, 8, "E"),
                                  "American": ["5F", "5G", "5H"]},
              hands={"a": ["5E"], "b": ["9A"]})
    s.apply("a", {"type": "place", "tile": "5E"})
    assert s.phase == "survivor"
    assert [x["chain"] for x in s.legal_actions("a")] == ["Worldwide", "Sackson", "American"]
    s.apply("a", {"type": "survivor", "chain": "American"})
    assert s.phase == "order" and [x["chain"] for x in s.legal_actions("a")] == ["Worldwide", "Sackson"]


# --------------------------------------------------------------------------- safe chains, dead tiles
def test_a_safe_chain_takes_over_smaller_chains_and_is_never_taken_over():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": ["12B", "12C"], "Festival": row(1, 10, "C")},
              hands={"a": ["12A"], "b": ["9I"]})
    s.apply("a", {"type": "place", "tile": "12A"})
    t = s.chain_index["tower"]
    assert s.sizes[t] == 14 and s.sizes[s.chain_index["sackson"]] == 0


def test_a_tile_touching_two_safe_chains_and_another_is_still_dead():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C"), "Festival": ["12B"] + ["12C"]},
              hands={"a": ["11B", "9I"], "b": ["9G"]})
    # 11B touches Tower (11A), Sackson (11C) and Festival (12B)
    assert s.status(B.CELL_OF["11B"]) == "dead"
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "place", "tile": "11B"})
    assert str(e.value) == ("11B would join the safe chains Tower and Sackson: it is dead and is replaced "
                            "at the end of your turn. You can place 9I.")


def test_a_hand_of_only_dead_tiles_is_shown_may_buy_and_is_replaced_at_the_end_of_the_turn():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C"), "Festival": ["5G", "6G"]},
              hands={"a": ["1B", "2B"], "b": ["9I"]}, bag=["12I", "11I", "10I", "9H", "8H", "7H"])
    assert s.phase == "buy" and s.to_act() == ["a"]
    s.apply("a", {"type": "buy", "chain": "Festival"})
    ev = s.apply("a", {"type": "done"})
    assert "<@a> sets aside dead tiles 1B, 2B." in texts(ev)
    assert [B.NAMES[c] for c in s.hands[0][:4]] == ["12I", "11I", "10I", "9H"] and len(s.hands[0]) == 6
    assert s.dead == [B.CELL_OF["1B"], B.CELL_OF["2B"]]


def test_a_waiting_tile_is_never_set_aside():
    seven = {"Worldwide": ["1A", "2A"], "Sackson": ["4A", "5A"], "Festival": ["1C", "2C"],
             "Imperial": ["4C", "5C"], "American": ["7A", "8A"], "Continental": ["10A", "11A"],
             "Tower": ["7C", "8C"]}
    s = build(["a", "b"], chains=seven, lone=["12I"], hands={"a": ["11I", "9E"], "b": ["9G"]})
    s.apply("a", {"type": "place", "tile": "9E"})
    s.apply("a", {"type": "done"})
    assert B.CELL_OF["11I"] in s.hands[0] and s.dead == []


def test_the_eighth_chain_refusal_says_why():
    seven = {"Worldwide": ["1A", "2A"], "Sackson": ["4A", "5A"], "Festival": ["1C", "2C"],
             "Imperial": ["4C", "5C"], "American": ["7A", "8A"], "Continental": ["10A", "11A"],
             "Tower": ["7C", "8C"]}
    s = build(["a", "b"], chains=seven, lone=["12I"], hands={"a": ["11I", "9E"], "b": ["9G"]})
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "place", "tile": "11I"})
    assert str(e.value) == ("11I would found an eighth chain while all seven are on the board; it waits. "
                            "You can place 9E.")


# --------------------------------------------------------------------------- buying
def buying(cash=None, bank=None):
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"], "Sackson": row(1, 5, "C")},
              hands={"a": ["9I"], "b": ["9G"]}, cash=cash, bank=bank)
    s.apply("a", {"type": "place", "tile": "9I"})
    return s


def test_buy_refusals_say_why_and_what_is_allowed():
    s = buying(cash={"a": 500})
    before = s.dump()
    allowed = "You can buy Sackson or Tower (3 more this turn), or say done."
    cases = [
        ({"type": "buy", "chain": "Festival"}, "Festival is not on the board: only chains on the board can be bought."),
        ({"type": "buy", "chain": "Ritz"}, "There is no chain called 'Ritz'."),
        ({"type": "buy", "chain": "Tower", "count": 3}, 'To buy one Tower share, send {"type": "buy", "chain": "Tower"}.'),
        ({"type": "place", "tile": "9G"}, "You have placed your tile for this turn."),
        ({"type": "declare_end"}, "You can declare the end only when a chain has 41 or more tiles or every "
                                  "chain on the board is safe (11 or more tiles)."),
        ({"type": "pass"}, ""),
    ]
    for action, message in cases:
        with pytest.raises(IllegalAction) as e:
            s.apply("a", action)
        assert str(e.value) == f"{message} {allowed}".strip()
    assert s.dump() == before
    s.apply("a", {"type": "buy", "chain": "Tower"})          # $100 left
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "buy", "chain": "Tower"})
    assert str(e.value) == "Tower costs $400; you have $100. Say done to end your turn."


def test_the_three_share_limit_is_explained_when_the_end_may_be_declared():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A")}, hands={"a": ["9I"], "b": ["9G"]})
    s.apply("a", {"type": "place", "tile": "9I"})
    for _ in range(3):
        s.apply("a", {"type": "buy", "chain": "Tower"})
    assert s.to_act() == ["a"]                       # the end may be declared: the turn waits
    assert s.legal_actions("a") == [{"type": "declare_end"}, {"type": "done"}]
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "buy", "chain": "Tower"})
    assert str(e.value) == ("You can buy at most 3 shares a turn; you have bought 3. "
                            "You can declare the end of the game or say done.")


def test_empty_bank_refusal():
    s = buying(bank={"Tower": 0})
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "buy", "chain": "Tower"})
    assert str(e.value) == "The bank has no Tower shares left. You can buy Sackson (3 more this turn), or say done."


def test_buying_before_placing_is_refused_politely():
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, hands={"a": ["9I", "5E"], "b": ["9G"]})
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "buy", "chain": "Tower"})
    assert str(e.value) == "Place a tile first; then you can buy shares. You can place 5E or 9I."
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "place", "tile": "3C"})
    assert str(e.value) == "3C is not in your hand. You can place 5E or 9I."


def test_several_chains_in_one_turn():
    """買股票: one kind or several, three at most."""
    s = buying()
    s.apply("a", {"type": "buy", "chain": "Tower"})
    s.apply("a", {"type": "buy", "chain": "Sackson"})
    s.apply("a", {"type": "buy", "chain": "Sackson"})
    assert s.to_act() == ["b"] and s.cash[0] == 6000 - 400 - 1000


# --------------------------------------------------------------------------- the end
def test_final_scoring_pays_bonuses_for_every_chain_then_sells_and_defunct_shares_are_worthless():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C")},
              hands={"a": ["9I"], "b": ["9G"]},
              shares={"a": {"Tower": 2, "Festival": 9}, "b": {"Tower": 1, "Sackson": 3}})
    ev = s.apply("a", {"type": "declare_end"})
    log = texts(ev)
    # Tower 11 tiles, expensive: $900 -> a 9,000 majority, b 4,500 minority; Sackson 11, cheap $700: b sole 10,500
    assert "<@a> receives the Tower majority bonus: $9,000." in log
    assert "<@b> receives the Tower minority bonus: $4,500." in log
    assert "<@b> receives the Sackson majority and minority bonus: $10,500." in log
    assert s.cash == [6000 + 9000 + 2 * 900, 6000 + 4500 + 900 + 10500 + 3 * 700]
    assert s.winners() == ["b"]
    assert s.view(None)["holdings"]["a"]["shares"] == {"Festival": 9}     # worth nothing


def test_all_chains_safe_needs_every_chain_on_the_board_safe():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": ["1C", "2C"]},
              hands={"a": ["9I"], "b": ["9G"]})
    assert not s.can_declare()
    with pytest.raises(IllegalAction) as e:
        s.apply("a", {"type": "declare_end"})
    assert str(e.value) == ("You can declare the end only when a chain has 41 or more tiles or every chain on "
                            "the board is safe (11 or more tiles). You can place 9I.")
    s = build(["a", "b"], hands={"a": ["9I"], "b": ["9G"]})
    assert not s.can_declare()                        # no chain on the board at all


# --------------------------------------------------------------------------- hidden information
def test_hidden_cash_never_reaches_the_table_or_other_players():
    """Holdings hidden: two games that differ only in p1's cash look the same to everyone else."""
    rich = lambda s: s.cash.__setitem__(1, 60000)     # noqa: E731
    for seed in range(3):
        base = GAME.new(["p0", "p1", "p2", "p3"], seed)
        other = GAME.new(["p0", "p1", "p2", "p3"], seed)
        rich(other)
        for state in (base, other):
            state._legal = None
        # same public start, different secret
        assert base.view(None) == other.view(None) and base.view("p2") == other.view("p2")
        assert base.view("p1")["cash"] != other.view("p1")["cash"]
        # drive both with the same actions chosen from p1-independent steps
        for move in random_walk(GAME, base.players, seed, state=base, steps=300).played():
            p, action = move.player, move.action
            assert action in other.legal_actions(p)
            e1, e2 = move.events, other.apply(p, action)
            if base.is_over():
                break                                     # the end reveals everything
            assert [e for e in e1 if e["to"] != "p1"] == [e for e in e2 if e["to"] != "p1"]
            assert json.dumps(base.view(None)) == json.dumps(other.view(None))
            for q in ("p0", "p2", "p3"):
                assert json.dumps(base.view(q)) == json.dumps(other.view(q))
            for q in ("p0", "p2", "p3"):
                if q not in base.to_act():
                    for probe in ({"type": "buy", "chain": "Tower"}, {"type": "keep"}):
                        with pytest.raises(IllegalAction) as x1:
                            base.apply(q, probe)
                        with pytest.raises(IllegalAction) as x2:
                            other.apply(q, probe)
                        assert str(x1.value) == str(x2.value)


def test_hidden_shares_of_chains_not_being_settled_never_show():
    s = build(["a", "b", "c"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A"), "Festival": ["1E", "2E"]},
              hands={"a": ["9I"], "b": ["5A", "9G"], "c": ["9E"]}, turn=1,
              shares={"a": {"Sackson": 2, "Festival": 7}, "c": {"Sackson": 1}}, cash={"a": 1234})
    t = build(["a", "b", "c"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A"), "Festival": ["1E", "2E"]},
              hands={"a": ["9I"], "b": ["5A", "9G"], "c": ["9E"]}, turn=1,
              shares={"a": {"Sackson": 2, "Festival": 3}, "c": {"Sackson": 1}}, cash={"a": 4321},
              bank={"Festival": 18})
    e1 = s.apply("b", {"type": "place", "tile": "5A"})
    e2 = t.apply("b", {"type": "place", "tile": "5A"})
    assert e1 == e2
    for who in (None, "b", "c"):
        assert s.view(who) == t.view(who)
    text = json.dumps(s.view(None)) + json.dumps(s.view("b")) + json.dumps(e1)
    assert "1234" not in text and "1,234" not in text
    # the defunct chain is shown to all (rule text), nothing else
    assert s.view(None)["merger"]["revealed"] == {"a": 2, "c": 1}


def test_open_holdings_show_every_cash_and_share_to_everyone():
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, hands={"a": ["9I"], "b": ["9G"]},
              shares={"a": {"Tower": 2, "Festival": 1}}, cash={"a": 1234}, options={"open_holdings": True})
    for who in (None, "a", "b"):
        assert s.view(who)["holdings"] == {"a": {"cash": 1234, "shares": {"Tower": 2, "Festival": 1}},
                                           "b": {"cash": 6000, "shares": {}}}


def test_a_player_short_of_cash_still_ends_the_turn_themselves():
    """No automatic pass that would tell the table a player's cash is low."""
    poor = buying(cash={"a": 0})
    rich = buying()
    assert poor.to_act() == rich.to_act() == ["a"] and poor.phase == rich.phase == "buy"
    assert poor.legal_actions("a") == [{"type": "done"}]
    assert poor.view(None) == rich.view(None)


def test_vary_secrets_changes_the_hand_and_the_hidden_cash_only():
    s = GAME.new(["a", "b", "c"], 5)
    v = s.vary_secrets("b", 1)
    assert v.cash[1] != s.cash[1] and v.hands[1] != s.hands[1]
    assert v.view(None) == s.view(None) and v.view("a") == s.view("a") and v.view("c") == s.view("c")
    o = GAME.new(["a", "b", "c"], 5, {"open_holdings": True})
    assert o.vary_secrets("b", 1).cash == o.cash


# --------------------------------------------------------------------------- robustness
@pytest.mark.parametrize("count", [1.0, True, "1"])
def test_a_count_that_only_looks_like_a_whole_number_is_refused_and_changes_nothing(count):
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"]}, shares={"a": {"Sackson": 4}, "b": {"Sackson": 3}})
    s.apply("a", {"type": "place", "tile": "5A"})
    before = s.dump()
    with pytest.raises(IllegalAction) as refusal:
        s.apply("a", {"type": "sell", "chain": "Sackson", "count": count})
    assert refusal.value.message_id == "acquire-dispose-trade"
    assert s.dump() == before
    s.apply("a", {"type": "sell", "chain": "Sackson", "count": 1})
    assert s.shares[0][s.chain_index["sackson"]] == 3 and type(s.cash[0]) is int


def test_hand_statuses_show_the_board_as_it_will_be_once_the_tile_is_settled():
    # b's 5B touches the merge tile 5A; 7B touches Sackson only; 12I touches nothing
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["5B", "7B", "12I"]}, shares={"b": {"Sackson": 2}})
    s.apply("a", {"type": "place", "tile": "5A"})
    assert s.phase == "dispose" and s.to_act() == ["b"]
    assert s.view("b")["hand"] == [{"tile": "5B", "status": "grow"}, {"tile": "7B", "status": "grow"},
                                   {"tile": "12I", "status": "lone"}]
    assert s.board[B.CELL_OF["5A"]] == B.LONE and s.sizes[s.chain_index["sackson"]] == 3   # nothing moved
    # while a founding tile waits for its chain's name, a tile next to it already shows "grow"
    f = build(["a", "b"], lone=["5E"], hands={"a": ["5F", "5G"], "b": ["9I"]})
    f.apply("a", {"type": "place", "tile": "5F"})
    assert f.phase == "found"
    assert f.view("a")["hand"] == [{"tile": "5G", "status": "grow"}]


def test_the_merge_tile_brings_its_lone_neighbours_into_the_survivor():
    # 5A joins Tower (1A-4A) and Sackson (6A-7A) and touches the lone tile 5B (which touches 5C)
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": ["6A", "7A"]}, lone=["5B", "5C"],
              hands={"a": ["5A"], "b": ["9I"]})
    ev = s.apply("a", {"type": "place", "tile": "5A"})
    t = s.chain_index["tower"]
    assert args_of("acquire-merger-over", *ev) == [{"chain": chain_msg("Tower"), "size": 9}]
    assert all(s.board[B.CELL_OF[x]] == t for x in ("5A", "5B", "5C", "6A", "7A"))


def test_kept_shares_of_a_defunct_chain_count_again_when_it_is_founded_anew():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": ["6A", "7A"]}, lone=["9E"],
              hands={"a": ["5A"], "b": ["9F"]}, shares={"b": {"Sackson": 3}})
    s.apply("a", {"type": "place", "tile": "5A"})
    s.apply("b", {"type": "keep"})
    s.apply("a", {"type": "done"})
    sk = s.chain_index["sackson"]
    assert s.sizes[sk] == 0 and s.shares[1][sk] == 3
    s.apply("b", {"type": "place", "tile": "9F"})
    assert {"type": "found", "chain": "Sackson"} in s.legal_actions("b")
    s.apply("b", {"type": "found", "chain": "Sackson"})
    assert s.shares[1][sk] == 4 and s.bank[sk] == 21
    assert s.view("b")["shares"]["Sackson"] == 4


def test_a_dead_tile_is_set_aside_even_when_no_tile_is_left_to_draw():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C")},
              hands={"a": ["1B", "5E"], "b": ["9I"]})
    s.drawn = len(s.bag)
    s.apply("a", {"type": "place", "tile": "5E"})
    s.apply("a", {"type": "done"})
    assert s.hands[0] == [] and s.dead == [B.CELL_OF["1B"]]
