"""Mergers: survivor, bonuses, disposal out of turn, several defunct chains, trade cap, restarts."""
import json

import pytest

from games.acquire.game import GAME
from games.acquire.scenario import build, row
from games.acquire.words import chain as chain_msg
from games.base import IllegalAction, as_list, as_money, as_player, english, msg, public_msg

PLAYERS = ["a", "b", "c"]


def two_chain(options=None):
    """Tower 1A-4A (4 tiles, $600) and Sackson 6A-8A (3 tiles, $300); b places 5A."""
    return build(PLAYERS, chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
                 hands={"a": ["9I"], "b": ["5A", "9G"], "c": ["9E"]}, turn=1,
                 shares={"a": {"Sackson": 3}, "b": {"Sackson": 2}, "c": {"Sackson": 2}}, options=options)


def texts(events):
    return [english(e) for e in events]


def defunct(chain: str, price: int, **held: int) -> dict:
    """The event that closes `chain`: its price and every holder's shares, shown to all."""
    shown = [msg("acquire-holder", player=as_player(p), count=n) for p, n in held.items()]
    return public_msg("acquire-defunct", chain=chain_msg(chain), price=as_money(price),
                      holders=as_list(shown, style="unit"))


def merger_over(survivor: str, size: int) -> dict:
    return public_msg("acquire-merger-over", chain=chain_msg(survivor), size=size)


def test_larger_chain_survives_bonuses_then_holders_dispose_from_the_merge_maker():
    s = two_chain()
    t, sk = s.chain_index["tower"], s.chain_index["sackson"]
    ev = s.apply("b", {"type": "place", "tile": "5A"})
    assert s.merger["survivor"] == t
    log = texts(ev)
    assert defunct("Sackson", 300, a=3, b=2, c=2) in ev
    assert "<@a> receives the Sackson majority bonus: $3,000." in log
    # tie for second: 1,500 / 2 = 750, rounded down to 700
    assert "<@b> receives the Sackson shared minority bonus: $700." in log
    assert "<@c> receives the Sackson shared minority bonus: $700." in log
    # disposal: b (merge maker), then c, then a, each out of turn
    assert s.phase == "dispose" and s.to_act() == ["b"]
    s.apply("b", {"type": "sell", "chain": "Sackson", "count": 2})
    assert s.to_act() == ["c"] and s.legal_actions("b") == []
    assert {"type": "trade", "chain": "Sackson", "count": 1} in s.legal_actions("c")
    s.apply("c", {"type": "trade", "chain": "Sackson", "count": 1})
    assert s.to_act() == ["a"]
    s.apply("a", {"type": "sell", "chain": "Sackson", "count": 1})
    assert s.to_act() == ["a"]                      # two left: a decides again
    ev = s.apply("a", {"type": "keep"})
    assert "<@a> keeps 2 Sackson." in texts(ev)
    assert s.cash == [6000 + 3000 + 300, 6000 + 700 + 600, 6000 + 700]
    assert s.shares[2][t] == 1 and s.bank[t] == 24
    assert s.shares[0][sk] == 2 and s.bank[sk] == 23      # kept shares wait for Sackson's return
    assert s.sizes[t] == 8 and s.sizes[sk] == 0
    assert all(v != sk for v in s.board)
    assert s.phase == "buy" and s.to_act() == ["b"]
    assert {"type": "found", "chain": "Sackson"} not in s.legal_actions("b")


def test_split_bonus_rounds_up_with_the_option():
    s = two_chain({"bonus_rounding": "up"})
    ev = s.apply("b", {"type": "place", "tile": "5A"})
    assert "<@b> receives the Sackson shared minority bonus: $800." in texts(ev)


def test_sell_price_is_the_price_before_the_merger():
    s = two_chain()
    s.apply("b", {"type": "place", "tile": "5A"})
    assert s.describe({"type": "sell", "chain": "Sackson", "count": 2}) == "Sell 2 Sackson ($600)"


def test_a_tie_for_largest_lets_the_merge_maker_choose_the_survivor():
    s = build(PLAYERS, chains={"Tower": row(1, 3, "A"), "Sackson": row(5, 7, "A")},
              hands={"a": ["4A"], "b": ["9G"], "c": ["9E"]}, shares={"c": {"Tower": 1}})
    s.apply("a", {"type": "place", "tile": "4A"})
    assert s.phase == "survivor" and s.to_act() == ["a"]
    assert s.legal_actions("a") == [{"type": "survivor", "chain": "Tower"},
                                    {"type": "survivor", "chain": "Sackson"}]
    with pytest.raises(IllegalAction) as refusal:
        s.apply("a", {"type": "survivor", "chain": "Festival"})
    assert refusal.value.message_id == "acquire-choose-survivor"
    ev = s.apply("a", {"type": "survivor", "chain": "Sackson"})
    # Tower (expensive, 3 tiles: $500) is defunct; c is the sole holder: 5,000 + 2,500
    assert "<@c> receives the Tower majority and minority bonus: $7,500." in texts(ev)
    assert s.to_act() == ["c"]


def test_three_chains_with_tied_defunct_sizes_the_maker_orders_them():
    # 5E touches Worldwide (3, west), Sackson (3, east) and Festival (4, north)
    s = build(PLAYERS, chains={"Worldwide": row(2, 4, "E"), "Sackson": row(6, 8, "E"),
                               "Festival": ["5A", "5B", "5C", "5D"]},
              hands={"a": ["9I"], "b": ["9G"], "c": ["5E", "9E"]}, turn=2,
              shares={"a": {"Worldwide": 2, "Sackson": 1}, "b": {"Sackson": 4}})
    w, sk, f = (s.chain_index[k] for k in ("worldwide", "sackson", "festival"))
    ev = s.apply("c", {"type": "place", "tile": "5E"})
    assert s.merger["survivor"] == f
    assert s.phase == "order" and s.to_act() == ["c"]
    assert [a["chain"] for a in s.legal_actions("c")] == ["Worldwide", "Sackson"]
    ev = s.apply("c", {"type": "defunct", "chain": "Sackson"})
    log = texts(ev)
    assert ev[0]["msg"] == "acquire-defunct" and ev[0]["args"]["chain"] == chain_msg("Sackson")
    assert ev[0]["args"]["price"] == as_money(300)
    assert "<@b> receives the Sackson majority bonus: $3,000." in log
    assert "<@a> receives the Sackson minority bonus: $1,500." in log
    assert s.to_act() == ["a"]                     # from c clockwise: a, then b
    s.apply("a", {"type": "keep"})
    assert s.to_act() == ["b"]
    ev = s.apply("b", {"type": "trade", "chain": "Sackson", "count": 2})
    # Sackson closed; Worldwide follows at once (no tie left): a is the sole holder of 2
    log = texts(ev)
    assert defunct("Worldwide", 300, a=2) in ev
    assert "<@a> receives the Worldwide majority and minority bonus: $4,500." in log
    assert s.merger["current"] == w and s.to_act() == ["a"]
    ev = s.apply("a", {"type": "sell", "chain": "Worldwide", "count": 2})
    assert merger_over("Festival", 11) in ev
    assert s.sizes[f] == 11 and s.sizes[w] == 0 and s.sizes[sk] == 0
    assert s.shares[1][f] == 2 and s.bank[f] == 23
    assert s.phase == "buy" and s.to_act() == ["c"]


def four_chain(options=None):
    """5E touches Worldwide (4) and Sackson (4) level, Imperial (3) and American (3) level."""
    return build(["a", "b", "c", "d"],
                 chains={"Worldwide": row(1, 4, "E"), "Sackson": row(6, 9, "E"),
                         "Imperial": ["5B", "5C", "5D"], "American": ["5F", "5G", "5H"]},
                 hands={"a": ["5E"], "b": ["9A"], "c": ["9B"], "d": ["9C"]},
                 shares={"a": {"Worldwide": 1, "Imperial": 2}, "b": {"Worldwide": 1, "Imperial": 2, "American": 5},
                         "c": {"Worldwide": 1, "American": 1}, "d": {"American": 1, "Imperial": 2}},
                 options=options)


def test_four_chain_merger_with_ties_for_survivor_and_for_order():
    s = four_chain()
    w, sk, i, am = (s.chain_index[k] for k in ("worldwide", "sackson", "imperial", "american"))
    s.apply("a", {"type": "place", "tile": "5E"})
    assert s.phase == "survivor"
    assert [x["chain"] for x in s.legal_actions("a")] == ["Worldwide", "Sackson"]
    ev = s.apply("a", {"type": "survivor", "chain": "Sackson"})
    # Worldwide (4) is the largest defunct: it goes first without asking
    log = texts(ev)
    assert defunct("Worldwide", 400, a=1, b=1, c=1) in ev
    # three-way tie for first: (4,000 + 2,000) / 3 = 2,000 each
    assert log.count("<@a> receives the Worldwide shared majority and minority bonus: $2,000.") == 1
    assert s.to_act() == ["a"]
    for p in ("a", "b", "c"):
        s.apply(p, {"type": "sell", "chain": "Worldwide", "count": 1})
    # Imperial and American tie at 3: the merge maker orders them
    assert s.phase == "order" and s.to_act() == ["a"]
    assert [x["chain"] for x in s.legal_actions("a")] == ["Imperial", "American"]
    ev = s.apply("a", {"type": "defunct", "chain": "American"})
    log = texts(ev)
    # American (middle, 3 tiles: $400): b majority 4,000; c and d tie for second: 2,000 / 2 = 1,000
    assert "<@b> receives the American majority bonus: $4,000." in log
    assert "<@c> receives the American shared minority bonus: $1,000." in log
    assert "<@d> receives the American shared minority bonus: $1,000." in log
    assert s.to_act() == ["b"]
    s.apply("b", {"type": "keep"})
    s.apply("c", {"type": "keep"})
    ev = s.apply("d", {"type": "keep"})
    log = texts(ev)
    # Imperial ($400): a, b, d tie with 2 each: 6,000 / 3 = 2,000
    assert defunct("Imperial", 400, a=2, b=2, d=2) in ev
    assert s.to_act() == ["a"]
    s.apply("a", {"type": "keep"})
    s.apply("b", {"type": "keep"})
    s.apply("d", {"type": "keep"})
    assert s.merger is None and s.sizes[sk] == 4 + 4 + 3 + 3 + 1
    assert s.sizes[w] == s.sizes[i] == s.sizes[am] == 0
    assert s.cash == [6000 + 2000 + 400 + 2000, 6000 + 2000 + 400 + 4000 + 2000,
                      6000 + 2000 + 400 + 1000, 6000 + 1000 + 2000]


def test_four_chain_tie_split_rounding_both_ways():
    # Make the Imperial split uneven: price $400 -> (4,000 + 2,000) / 4 = 1,500 -> 1,500 both ways;
    # so use Worldwide ($400, 4 tiles) shared by two with the minority: 2,000 / 2 = 1,000 exact,
    # and American shared by three for second: 2,000 / 3 = 666 -> 600 down / 700 up.
    for rounding, each in (("down", 600), ("up", 700)):
        s = build(["a", "b", "c", "d"],
                  chains={"Worldwide": row(1, 4, "E"), "American": ["5F", "5G", "5H"]},
                  hands={"a": ["5E"], "b": ["9A"], "c": ["9B"], "d": ["9C"]},
                  shares={"a": {"American": 4}, "b": {"American": 1}, "c": {"American": 1},
                          "d": {"American": 1}}, options={"bonus_rounding": rounding})
        ev = s.apply("a", {"type": "place", "tile": "5E"})
        log = texts(ev)
        assert "<@a> receives the American majority bonus: $4,000." in log
        for p in "bcd":
            assert f"<@{p}> receives the American shared minority bonus: ${each}." in log


def test_trade_is_capped_by_the_survivors_shares_left_in_the_bank():
    s = build(PLAYERS, chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Sackson": 6}, "b": {"Tower": 24}})
    t = s.chain_index["tower"]
    s.apply("a", {"type": "place", "tile": "5A"})
    legal = s.legal_actions("a")
    assert [x for x in legal if x["type"] == "trade"] == [{"type": "trade", "chain": "Sackson", "count": 1}]
    with pytest.raises(IllegalAction) as refusal:
        s.apply("a", {"type": "trade", "chain": "Sackson", "count": 2})
    assert refusal.value.message_id == "acquire-dispose-trade-capped"
    s.apply("a", {"type": "trade", "chain": "Sackson", "count": 1})
    assert s.bank[t] == 0 and s.shares[0][t] == 1
    assert [x["type"] for x in s.legal_actions("a")] == ["sell"] * 4 + ["keep"]


def test_nobody_holding_the_defunct_chain_skips_disposal():
    s = build(PLAYERS, chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A"], "b": ["9G"], "c": ["9E"]})
    ev = s.apply("a", {"type": "place", "tile": "5A"})
    assert public_msg("acquire-no-bonus", chain=chain_msg("Sackson")) in ev
    assert s.merger is None and s.phase == "buy"


def test_a_game_saved_in_the_middle_of_disposal_resumes_exactly():
    s = two_chain()
    s.apply("b", {"type": "place", "tile": "5A"})
    s.apply("b", {"type": "sell", "chain": "Sackson", "count": 1})
    saved = s.dump()
    r = GAME.load(saved)
    assert r.dump() == saved and r.to_act() == ["b"] and r.legal_actions("b") == s.legal_actions("b")
    rest = [("b", {"type": "keep"}), ("c", {"type": "sell", "chain": "Sackson", "count": 2}),
            ("a", {"type": "trade", "chain": "Sackson", "count": 1})]
    for p, act in rest:
        assert s.apply(p, act) == r.apply(p, json.loads(json.dumps(act)))
        assert s.dump() == r.dump()
    assert r.phase == "dispose" and r.to_act() == ["a"]
    r.apply("a", {"type": "keep"})
    assert r.phase == "buy" and r.to_act() == ["b"]


def test_merger_events_show_only_the_defunct_holdings_never_cash():
    s = two_chain()
    s.shares[0][s.chain_index["tower"]] = 5          # a private Tower holding: never mentioned
    s._legal = None
    ev = s.apply("b", {"type": "place", "tile": "5A"})
    for e in ev:
        assert e["to"] is None
        assert "Tower" not in english(e) or "shown" not in english(e)
        assert "$6,000" not in english(e) and "cash" not in english(e)
    v = s.view(None)
    assert v["holdings"] is None
    assert v["merger"]["revealed"] == {"a": 3, "b": 2, "c": 2}
    assert v["merger"]["defunct"] == "Sackson" and v["merger"]["survivor"] == "Tower"
    assert "cash" not in v and "shares" not in v
