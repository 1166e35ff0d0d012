"""Setup: the circle, the deck with the explosion near its end, capital, cash, pawns."""
from __future__ import annotations

import pytest

from games.base import IllegalAction


@pytest.mark.parametrize("n,size,capital", [(2, 6, 4), (3, 7, 4), (4, 8, 5), (5, 9, 5)])
def test_circle_capital_and_cash_by_player_count(ws, n, size, capital):
    state = ws.table(n, seed=7, place=False)
    assert len(state.rondel) == size
    assert sum(1 for spot in state.rondel if not spot) == 1          # the trend card
    assert state.rondel[state.trend_pos] == []
    dual = [c for spot in state.rondel for c in spot if ws.cat.cards[c]["kind"] == "dual"]
    assert len(dual) == n                                             # one starting card per player
    assert state.capital == [capital] * n and state.cash == [4] * n
    assert state.prices == [3, 4, 5, 6]
    assert state.trend_dir == 1                                       # green side: clockwise
    assert len(set(state.capital_card)) == n and len(state.unused_capital) == 5 - n


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_explosion_is_among_the_last_nine_cards(ws, n):
    for seed in range(30):
        state = ws.table(n, seed=seed, place=False)
        assert state.cat.explosion in state.deck[-9:]
        assert state.deck.count(state.cat.explosion) == 1


def test_deck_holds_every_card_once_and_no_exchange_with_two(ws):
    for n in (2, 3):
        state = ws.table(n, seed=3, place=False)
        cards = state.deck + [c for spot in state.rondel for c in spot]
        assert len(cards) == len(set(cards))
        exchange = set(ws.cat.exchange_ids)
        assert bool(exchange & set(cards)) == (n > 2)
        assert len(cards) == 43 + 40 + 1 + n - (4 if n == 2 else 0)


def test_minimum_holdings_card_by_player_count(ws):
    expected = {2: [8, 7, 6, 5], 3: [6, 5, 4, 3], 4: [5, 4, 3, 2], 5: [4, 3, 2, 2]}
    for n, row in expected.items():
        assert ws.table(n, place=False).view(None)["min_holdings"] == row


def test_pawns_are_placed_in_seat_order_anywhere_even_together(ws):
    state = ws.table(3, place=False)
    assert state.to_act() == ["p0"]
    with pytest.raises(IllegalAction):
        state.apply("p1", {"type": "place", "card": 0})
    state.apply("p0", {"type": "place", "card": state.trend_pos})
    state.apply("p1", {"type": "place", "card": 2})
    assert state.to_act() == ["p2"]
    state.apply("p2", {"type": "place", "card": 2})
    assert state.pawns == [state.trend_pos, 2, 2]
    assert state.to_act() == ["p0"] and state.todo[0]["k"] == "act"


def test_options_are_validated(ws):
    with pytest.raises(IllegalAction):
        ws.game.new(["a", "b"], 1, {"board": "green"})
    state = ws.game.new(["a", "b"], 1, {"board": "yellow"})
    assert state.low == [2, 2, 3, 3] and state.high == [6, 7, 8, 9]
    assert ws.game.new(["a", "b"], 1).high == [8, 9, 10, 12]


def test_same_seed_same_setup_and_load_dump(ws):
    a = ws.game.new(["a", "b", "c"], 42)
    b = ws.game.new(["a", "b", "c"], 42)
    assert a.dump() == b.dump()
    assert ws.game.load(a.dump()).dump() == a.dump()
    assert ws.game.new(["a", "b", "c"], 43).dump() != a.dump()
