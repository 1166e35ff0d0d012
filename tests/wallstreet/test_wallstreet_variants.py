"""Variants: tycoon cards (both sides of each) and call options."""
from __future__ import annotations

import pytest

from games.base import IllegalAction


def tycoon_table(ws, letter, side, stock=0):
    """p0 holds a kept 'corn +2' card lying one step ahead; corn (stock 0) is watched by `letter`."""
    up = ws.find("stock", stock="corn", moves={"corn": 2})
    spots = [None, [ws.plain("corn", 1)], [up]] + [[ws.plain("corn", 1)] for _ in range(4)]
    state = ws.table(3, options={"tycoons": True, "tycoon_sides": {letter: side}}, spots=spots, pawns=[1, 3, 4],
                     deck=[ws.plain("cotton", 2)] * 4)
    order = [t["card"] for t in state.tycoons]
    state.tycoons[stock], state.tycoons[order.index(letter)] = state.tycoons[order.index(letter)], state.tycoons[stock]
    state.prices[0] = 6
    state.cash = [10, 10, 10]
    return state


def trigger(ws, state):
    return ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})   # corn 6 -> 8: the limit


def test_tycoon_cards_are_dealt_one_per_stock_with_the_chosen_sides(ws):
    state = ws.game.new(["a", "b"], 5, {"tycoons": True, "tycoon_sides": {"B": "penalty"}})
    assert sorted(t["card"] for t in state.tycoons) == ["A", "B", "C", "D"]
    assert {t["card"]: t["side"] for t in state.tycoons} == {"A": "reward", "B": "penalty", "C": "reward",
                                                              "D": "reward"}
    assert ws.game.new(["a", "b"], 5).tycoons == []


def test_a_tycoon_card_fires_once_when_its_stock_reaches_a_limit(ws):
    state = tycoon_table(ws, "A", "reward")
    trigger(ws, state)
    assert state.prices[0] == 8 and state.bonus[0] == 2 and state.tycoons[0]["used"]
    state.prices[0] = 7
    state.move_price(0, 0, 1, [], pending := [])
    assert pending == []                                   # removed after firing


def test_tycoon_a_penalty_goes_to_another_player(ws):
    state = tycoon_table(ws, "A", "penalty")
    trigger(ws, state)
    assert state.legal_actions("p0") == [{"type": "give", "player": "p1"}, {"type": "give", "player": "p2"}]
    ws.play(state, "p0", {"type": "give", "player": "p2"})
    assert state.bonus == [0, 0, -2]


def test_tycoon_b(ws):
    state = tycoon_table(ws, "B", "reward")
    state.trend_cash = 3
    trigger(ws, state)
    assert state.cash[0] == 13 and state.trend_cash == 0
    state = tycoon_table(ws, "B", "penalty")
    trigger(ws, state)
    assert state.cash == [10, 9, 9]


def test_tycoon_c(ws):
    state = tycoon_table(ws, "C", "reward")
    state.loans[0] = 2
    trigger(ws, state)
    assert state.legal_actions("p0") == [{"type": "repay"}, {"type": "decline"}]
    ws.play(state, "p0", {"type": "repay"})
    assert state.loans[0] == 1 and state.cash[0] == 7
    state = tycoon_table(ws, "C", "penalty")
    state.capital = [8, 6, 5]
    trigger(ws, state)
    assert state.capital == [8, 5, 5]


def test_tycoon_d(ws):
    state = tycoon_table(ws, "D", "reward")
    card = ws.find("market", effect="crash")
    state.piles = [[card], [], []]
    trigger(ws, state)
    assert state.legal_actions("p0") == [{"type": "claim", "pile": "left"}]
    ws.play(state, "p0", {"type": "claim", "pile": "left"})
    assert state.market[0] == [card] and state.cash == [10, 10, 10]       # no crash: no effect
    state = tycoon_table(ws, "D", "penalty")
    state.shares[1] = [ws.plain("oil", 2)]
    state.market[2] = [card]
    trigger(ws, state)
    assert state.to_act() == ["p1", "p2"]
    ws.play(state, "p2", {"type": "remove", "card": card})
    assert state.market[2] == [card]                                       # until everyone has chosen
    ws.play(state, "p1", {"type": "remove", "card": ws.plain("oil", 2)})
    assert state.shares[1] == [] and state.market[2] == []


def option_table(ws):
    spots = [None] + [[ws.plain("corn", 1)] for _ in range(6)]
    return ws.table(3, options={"options": True}, spots=spots, pawns=[1, 2, 3], deck=[ws.plain("cotton", 2)] * 5)


def test_call_option_costs_one_and_blocks_others_for_two(ws):
    state = option_table(ws)
    options = [a for a in state.legal_actions("p0") if a["type"] == "option"]
    assert {a["card"] for a in options} == {1, 2, 3, 4, 5, 6}             # never the trend card
    ws.play(state, "p0", {"type": "option", "card": 5})
    assert state.cash[0] == 3 and state.option_at[0] == 5
    assert not [a for a in state.legal_actions("p0") if a["type"] == "option"]   # one option card
    ws.play(state, "p0", {"type": "raise"}, {"type": "discard", "pile": "left"})
    if state.todo[0]["k"] == "end":
        ws.play(state, "p0", {"type": "end"})
    # p1 (spot 2) buys spot 5: 3 steps + $1 + $2 option fee = 6, capital 4: $2 cash
    ws.play(state, "p1", {"type": "buy", "steps": 3})
    assert state.cash[1] == 2 and state.option_at[0] is None               # the option goes back


def test_option_not_under_two_cards_and_the_owner_pays_no_fee(ws):
    state = option_table(ws)
    state.rondel[4].append(ws.plain("corn", 2))
    state._legal_cache = None
    assert {"type": "option", "card": 4} not in state.legal_actions("p0")
    ws.play(state, "p0", {"type": "option", "card": 2})
    ws.play(state, "p0", {"type": "buy", "steps": 1})                      # 1 + $1 <= capital
    assert state.cash[:2] == [2, 5] and state.option_at[0] is None        # only the $1 to p1's pawn


def test_option_needs_the_variant(ws):
    spots = [None] + [[ws.plain("corn", 1)] for _ in range(6)]
    state = ws.table(3, spots=spots, pawns=[1, 2, 3])
    with pytest.raises(IllegalAction):
        state.apply("p0", {"type": "option", "card": 2})


def test_a_tycoon_card_also_fires_at_the_lower_limit(ws):
    state = tycoon_table(ws, "B", "penalty")
    state.prices[0] = 2
    pending: list[dict] = []
    state.move_price(0, 0, -1, [], pending)
    assert state.prices[0] == 1 and pending == [{"k": "tycoon", "p": 0, "stock": 0}]


def test_selling_where_an_option_lies_returns_it(ws):
    state = option_table(ws)
    state.option_at[2] = 1                       # p2's option under p0's spot
    state.shares[0] = [ws.plain("oil", 2)]
    state._legal_cache = None
    ws.play(state, "p0", {"type": "sell", "share": ws.plain("oil", 2)})
    assert state.option_at[2] is None and len(state.rondel[1]) == 2
