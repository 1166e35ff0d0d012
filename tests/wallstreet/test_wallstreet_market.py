"""Market cards: every kind, the crash with loans, the share exchange."""
from __future__ import annotations

import pytest

from games.base import english


def buy_market(ws, card, n=3, prices=None, cash=10):
    """p0 buys `card` (lying 1 step ahead) and keeps it."""
    spots = [None] + [[ws.plain("corn", 1)] for _ in range(n + 3)]
    spots[2] = [card]
    state = ws.table(n, spots=spots, pawns=[1, 3, 4, 5, 6][:n], deck=[ws.plain("cotton", 2)] * 5)
    if prices:
        state.prices = list(prices)
    state.cash[0] = cash
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})
    return state


def test_price_move_card_and_points(ws):
    card = ws.find("market", effect="move", moves={"steel": -2})
    state = buy_market(ws, card)
    assert state.prices == [3, 4, 3, 6] and state.market[0] == [card]
    assert state.breakdown(0, None)["market"] == ws.cat.cards[card]["points"] + state.cat.capital[
        state.capital_card[0]]["points"]


@pytest.mark.parametrize("effect,stock,prices", [("boom", "oil", [3, 4, 5, 7]), ("bust", "corn", [2, 4, 5, 6])])
def test_boom_and_bust_move_a_stock_of_the_buyers_choice(ws, effect, stock, prices):
    state = buy_market(ws, ws.find("market", effect=effect))
    assert state.legal_actions("p0") == [{"type": effect, "stock": s} for s in ("corn", "cotton", "steel", "oil")]
    ws.play(state, "p0", {"type": effect, "stock": stock})
    assert state.prices == prices


def test_upswing_lifts_every_lowest_stock(ws):
    state = buy_market(ws, ws.find("market", effect="rise"), prices=[3, 3, 5, 6])
    assert state.prices == [4, 4, 5, 6]


def test_downswing_lowers_every_highest_stock(ws):
    state = buy_market(ws, ws.find("market", effect="fall"), prices=[3, 6, 5, 6])
    assert state.prices == [3, 5, 5, 5]


def test_mixed_swing_does_both(ws):
    state = buy_market(ws, ws.find("market", effect="mixed"), prices=[3, 3, 5, 6])
    assert state.prices == [4, 4, 5, 5]


def test_crash_makes_everyone_pay_two_with_loans_if_needed(ws):
    """股市崩盤: 所有玩家(包括購買此張卡牌玩家)皆須支付2元現金至公區,現金不足的玩家則須立即進行借貸"""
    spots = [None, [ws.plain("corn", 1)], [ws.find("market", effect="crash")], [ws.plain("corn", 1)],
             [ws.plain("corn", 1)], [ws.plain("corn", 1)], [ws.plain("corn", 1)]]
    state = ws.table(3, spots=spots, pawns=[1, 3, 4], deck=[ws.plain("cotton", 2)] * 3)
    state.cash = [4, 1, 0]
    state.loans = [0, 0, 2]
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})
    assert state.cash == [2, 4, 3]
    assert state.loans == [0, 1, 3]


def exchange_table(ws, n=3):
    state = buy_market(ws, ws.find("market", effect="exchange"), n=n)
    return state


def test_exchange_offer_answers_face_down_then_pick(ws):
    corn, steel, oil, gold = ws.plain("corn", 1), ws.plain("steel", 2), ws.plain("oil", 2), ws.find("golden")
    spots = [None, [ws.plain("corn", 1)], [ws.find("market", effect="exchange")]] + [[ws.plain("cotton", 1)]] * 2
    state = ws.table(2 + 2, spots=spots + [[corn]] * 3, pawns=[1, 3, 4, 5], deck=[ws.plain("cotton", 2)] * 3)
    state.shares = [[corn, gold], [steel, ws.plain("corn", 2)], [oil], [gold]]
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})
    assert state.legal_actions("p0") == [{"type": "offer", "share": corn, "stock": "corn"}]  # golden never
    events = ws.play(state, "p0", {"type": "offer", "share": corn, "stock": "corn"})
    assert any("p3" in english(e) and "shows" in english(e) for e in events)   # only golden: shows its shares
    assert state.to_act() == ["p1", "p2"]                                    # at the same time
    assert state.legal_actions("p1") == [{"type": "answer", "share": steel}]  # not corn, not golden
    events = ws.play(state, "p2", {"type": "answer", "share": oil})
    assert all("Oil" not in english(e) for e in events if e["to"] is None)    # face down
    assert state.view("p1")["prompt"]["answered"] == ["p2"]
    assert state.view("p1")["you"]["chosen"] is None and state.view("p2")["you"]["chosen"]["id"] == oil
    events = ws.play(state, "p1", {"type": "answer", "share": steel})
    assert any("revealed" in english(e) for e in events)
    assert state.legal_actions("p0") == [{"type": "take", "player": "p1"}, {"type": "take", "player": "p2"}]
    ws.play(state, "p0", {"type": "take", "player": "p2"})
    assert oil in state.shares[0] and corn in state.shares[2] and corn not in state.shares[0]
    assert state.shares[1] == [steel, ws.plain("corn", 2)]


def test_exchange_with_a_dual_card_names_its_stock(ws):
    dual = ws.find("dual", stocks=["cotton", "corn"])
    cotton = ws.plain("cotton", 1)
    state = exchange_table(ws)
    state.shares = [[dual], [cotton], [cotton]]
    state.todo.insert(0, {"k": "offer", "p": 0})
    state._legal_cache = None
    assert state.legal_actions("p0") == [{"type": "offer", "share": dual, "stock": "cotton"},
                                         {"type": "offer", "share": dual, "stock": "corn"}]
    events = ws.play(state, "p0", {"type": "offer", "share": dual, "stock": "cotton"})
    assert events[-1]["msg"] == "wallstreet-nobody-answers"


def test_exchange_without_an_offerable_share_does_nothing(ws):
    state = exchange_table(ws)
    assert state.todo[0]["k"] == "end"


def test_two_players_have_no_exchange_cards(ws):
    for seed in range(5):
        state = ws.game.new(["a", "b"], seed)
        cards = state.deck + [c for spot in state.rondel for c in spot]
        assert not set(cards) & set(ws.cat.exchange_ids)


def test_a_dual_card_with_the_offered_stock_cannot_answer(ws):
    state = exchange_table(ws)
    dual = ws.find("dual", stocks=["steel", "corn"])
    other = ws.find("dual", stocks=["cotton", "oil"])
    x2 = ws.find("stock", stock="corn", double=True)
    state.shares[1] = [dual, other, x2, ws.find("golden")]
    assert state.answerable(1, "corn") == [other]
    assert state.answerable(1, "oil") == [dual, x2]
