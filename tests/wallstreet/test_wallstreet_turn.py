"""A turn: buy (move, pay, keep or discard, refill), sell, raise capital, flip, loans."""
from __future__ import annotations

import pytest

from games.base import IllegalAction, english


def layout(ws, n=3, pawns=(1, 5, 6), deck=None):
    """Circle of 7 (3 players): trend card on spot 0, plain cards of known cost elsewhere."""
    corn1, corn2 = ws.plain("corn", 1), ws.plain("corn", 2)
    steel2, oil3 = ws.plain("steel", 2), ws.plain("oil", 3)
    cotton1 = ws.plain("cotton", 1)
    spots = [None, [corn1], [corn2], [steel2], [oil3], [cotton1], [ws.plain("oil", 2)]]
    spots = spots[:n + 4]
    deck = deck if deck is not None else [ws.plain("cotton", 2), ws.find("golden")] + ws.all("market", effect="crash")
    return ws.table(n, spots=spots, pawns=list(pawns)[:n], deck=deck)


def test_buy_pays_steps_and_price_from_capital_first(ws):
    state = layout(ws)
    corn2 = state.rondel[2][0]
    ws.play(state, "p0", {"type": "buy", "steps": 1})       # 1 step + $2 = 3 <= capital 4
    assert state.cash[0] == 4 and state.pawns[0] == 2
    assert state.todo[0] == {"k": "keep", "p": 0, "c": corn2}
    assert state.rondel[2] == []                              # refilled only after the decision
    ws.play(state, "p0", {"type": "keep"})
    assert state.shares[0] == [corn2]
    assert state.rondel[2] == [ws.plain("cotton", 2)]         # the deck's top card fills the gap
    assert state.prices == [3, 4, 5, 6]                       # a plain card moves no price


def test_unused_capital_is_lost_and_cash_covers_the_rest(ws):
    state = layout(ws)
    ws.play(state, "p0", {"type": "buy", "steps": 3}, {"type": "keep"})   # 3 steps + oil $3 = 6: $2 cash
    assert state.cash[0] == 2
    state = layout(ws)
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})   # 3 of 4 capital used
    assert state.cash[0] == 4


def test_other_pawns_on_the_card_get_one_dollar_each(ws):
    state = layout(ws, pawns=(1, 3, 3))
    ws.play(state, "p0", {"type": "buy", "steps": 2}, {"type": "keep"})   # 2 + steel $2 = capital
    assert state.cash == [2, 5, 5]


def test_must_move_at_least_one_step_and_staying_costs_a_full_circle(ws):
    state = layout(ws)
    steps = [a["steps"] for a in state.legal_actions("p0") if a["type"] == "buy"]
    assert 0 not in steps and max(steps) <= 7
    with pytest.raises(IllegalAction):
        state.apply("p0", {"type": "buy", "steps": 0})
    state.cash[0] = 20
    state._legal_cache = None
    ws.play(state, "p0", {"type": "buy", "steps": 7})                    # back to spot 1: 7 + $1
    assert state.pawns[0] == 1 and state.cash[0] == 20 - (7 + 1 - 4)


def test_flip_before_the_action_reverses_the_direction(ws):
    state = layout(ws)
    ws.play(state, "p0", {"type": "flip"})
    assert state.trend_dir == -1 and state.trend_cash == 1 and state.cash[0] == 3
    assert {"type": "flip"} not in state.legal_actions("p0")            # once per turn
    ws.play(state, "p0", {"type": "buy", "steps": 2}, {"type": "keep"})  # 1 -> 0 (trend) -> 6
    assert state.pawns[0] == 6


def test_flip_after_the_action_then_the_turn_ends(ws):
    state = layout(ws)
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})
    assert state.to_act() == ["p0"] and state.legal_actions("p0") == [{"type": "flip"}, {"type": "end"}]
    ws.play(state, "p0", {"type": "flip"})
    assert state.legal_actions("p0") == [{"type": "end"}] and state.trend_dir == -1
    ws.play(state, "p0", {"type": "end"})
    assert state.to_act() == ["p1"]


def test_landing_on_the_trend_card_buys_nothing_takes_its_cash_and_discards_the_top_card(ws):
    state = layout(ws, pawns=(5, 0, 1))
    state.trend_cash = 3
    top = state.deck[0]
    ws.play(state, "p0", {"type": "buy", "steps": 2})                    # 5 -> 6 -> 0; p1's pawn is there
    assert state.pawns[0] == 0 and state.cash == [7, 4, 4] and state.trend_cash == 0
    assert state.legal_actions("p0") == [{"type": "discard", "pile": p} for p in ("left", "middle", "right")]
    ws.play(state, "p0", {"type": "discard", "pile": "middle"})
    assert state.piles[1] == [top] and state.deck[0] != top


def test_two_cards_cost_their_sum_and_each_is_kept_or_discarded(ws):
    state = layout(ws)
    a, b = ws.plain("corn", 1), ws.find("market", effect="move", moves={"oil": 1})
    state.rondel[2] = [a, b]
    state.cash[0] = 10
    ws.play(state, "p0", {"type": "buy", "steps": 1})                    # 1 + (1 + 1) = 3
    assert state.cash[0] == 10
    ws.play(state, "p0", {"type": "discard", "pile": "left"})
    assert state.piles[0] == [a]
    ws.play(state, "p0", {"type": "keep"})
    assert state.market[0] == [b] and state.prices[3] == 7
    assert len(state.rondel[2]) == 1                                     # one card refills the spot


def test_kept_cards_move_prices_within_limits_discarded_ones_do_not(ws):
    state = layout(ws)
    up = ws.find("stock", stock="corn", moves={"corn": 2})
    state.rondel[2] = [up]
    state.prices[0] = 7                                                  # corn's upper limit is 8
    state.cash[0] = 10
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})
    assert state.prices[0] == 8
    state = layout(ws)
    state.rondel[2] = [up]
    state.cash[0] = 10
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "discard", "pile": "right"})
    assert state.prices[0] == 3 and state.shares[0] == []


def test_sell_discards_the_card_places_the_share_pays_half_up_and_adds_the_top_card(ws):
    state = layout(ws)
    steel = ws.plain("steel", 2)
    state.shares[0] = [steel]
    old = state.rondel[1][0]
    top = state.deck[0]
    ws.play(state, "p0", {"type": "sell", "share": steel})
    assert state.cash[0] == 4 + 3                                         # half of 5, rounded up
    assert state.rondel[1] == [steel, top] and state.shares[0] == []
    ws.play(state, "p0", {"type": "discard", "pile": "left"})
    assert state.piles[0] == [old]


@pytest.mark.parametrize("kind,fields,value", [
    ("dual", {"stocks": ["oil", "corn"]}, 2),      # the lower of oil 6 and corn 3 -> 3 -> $2
    ("golden", {}, 2),                              # the lowest price of all (corn 3) -> $2
    ("stock", {"stock": "oil", "double": True}, 6),  # x2: the full price
])
def test_special_shares_sell_by_the_text(ws, kind, fields, value):
    state = layout(ws)
    card = ws.find(kind, **fields)
    state.shares[0] = [card]
    ws.play(state, "p0", {"type": "sell", "share": card})
    assert state.cash[0] == 4 + value


def test_no_sale_on_the_trend_card_or_where_two_cards_lie(ws):
    state = layout(ws, pawns=(0, 4, 5))
    state.shares[0] = [ws.plain("corn", 1)]
    state._legal_cache = None
    assert not [a for a in state.legal_actions("p0") if a["type"] == "sell"]
    state = layout(ws)
    state.shares[0] = [ws.plain("corn", 1)]
    state.rondel[1].append(ws.plain("corn", 2))
    state._legal_cache = None
    assert not [a for a in state.legal_actions("p0") if a["type"] == "sell"]


def test_raise_capital_costs_two_discards_the_top_card_and_stops_at_eight(ws):
    state = layout(ws)
    top = state.deck[0]
    ws.play(state, "p0", {"type": "raise"}, {"type": "discard", "pile": "right"})
    assert state.capital[0] == 5 and state.cash[0] == 2 and state.piles[2] == [top]
    state = layout(ws)
    state.capital[0] = 8
    state._legal_cache = None
    assert {"type": "raise"} not in state.legal_actions("p0")


def test_loans_cover_a_shortfall_and_cost_8_then_16(ws):
    """借貸規定: 從公區棄置圖板上拿取1張借貸卡,5元面朝上,並從公區棄置圖板上拿取5元現金 ...
    代價為遊戲結束時須扣減8分 ... 若玩家再度執行借貸行動,須將其面前桌上的借貸卡翻面(10元面朝上),
    並從公區棄置圖板上拿取5元現金 ... 代價為遊戲結束時須扣減16分"""
    state = layout(ws)
    state.cash[0] = 1
    ws.play(state, "p0", {"type": "raise"})
    assert state.loans[0] == 1 and state.cash[0] == 4
    assert state.breakdown(0, None)["loans"] == -8
    state.cash[0] = 0
    state._pay(0, 3, [])
    assert state.loans[0] == 2 and state.cash[0] == 2
    assert state.breakdown(0, None)["loans"] == -16


def test_loans_are_unlimited_a_third_loan_starts_a_new_card(ws):
    """遊戲過程中,現金及貸款皆無限供應,若出現貸款卡或現金指示物不足情況,玩家可用其他物件代替"""
    state = layout(ws)
    state.cash[0], state.loans[0] = 1, 2
    events = []
    state._pay(0, 3, events)
    assert state.cash[0] == 3 and state.loans[0] == 3
    assert state.breakdown(0, None)["loans"] == -24                     # a $10 card and a $5 card
    state._pay(0, 13, events)                                          # two more loans
    assert state.loans[0] == 5 and state.cash[0] == 0
    assert [state.rules.loan_penalty(k) for k in range(6)] == [0, 8, 16, 24, 32, 40]
    assert all(e["to"] is None and "loan" in english(e) for e in events)


def test_money_never_rules_out_an_action(ws):
    """玩家在進行其行動回合時,可從下列3項行動中,選擇其中1項執行 — with loans unlimited a player
    without cash still buys (at worst by moving onto the trend card), raises or flips."""
    state = layout(ws)
    state.cash[0], state.loans[0], state.capital[0] = 0, 4, 0
    state._legal_cache = None
    legal = state.legal_actions("p0")
    assert {"type": "raise"} in legal and {"type": "flip"} in legal
    assert [a["steps"] for a in legal if a["type"] == "buy"] == list(range(1, 8))
    assert all(a["type"] != "pass" for a in legal)
    ws.play(state, "p0", {"type": "buy", "steps": 6})                  # 1 -> 0 (trend card): $6
    assert state.pawns[0] == 0 and state.loans[0] == 6 and state.cash[0] == 4


def test_refusals_say_what_is_allowed_and_change_nothing(ws):
    state = layout(ws)
    before = state.dump()
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p0", {"type": "sell", "share": 1})
    assert "You can" in str(refusal.value) and state.dump() == before
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p1", {"type": "raise"})
    assert "not your move" in str(refusal.value)
    with pytest.raises(IllegalAction):
        state.apply("p0", {"type": "buy", "steps": True})


def test_look_alike_numbers_are_refused(ws):
    state = layout(ws)
    before = state.dump()
    for bad in ({"type": "buy", "steps": 1.0}, {"type": "buy", "steps": True}):
        with pytest.raises(IllegalAction):
            state.apply("p0", bad)
    assert state.dump() == before
