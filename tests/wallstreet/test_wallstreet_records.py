"""What the table is told and shown: the trend card's cash before a loan, one rule for the end
of a turn, loans narrated after what caused them, everyone's cards at the end, exact labels."""
from __future__ import annotations

from games.base import english
from test_wallstreet_turn import layout
from random_play import random_walk


def texts(events):
    return [english(e) for e in events if e["to"] is None]


def test_the_cash_on_the_trend_card_is_taken_before_paying(ws):
    state = layout(ws, pawns=(5, 1, 2))
    state.cash[0], state.capital[0], state.trend_cash = 0, 1, 3
    ws.play(state, "p0", {"type": "buy", "steps": 2})                 # 5 -> 6 -> 0: $2, $1 over capital
    assert state.loans[0] == 0 and state.cash[0] == 2                 # $3 taken, $1 paid: no loan


def test_the_turn_always_ends_when_the_player_says_so(ws):
    state = layout(ws)
    ws.play(state, "p0", {"type": "flip"}, {"type": "buy", "steps": 2}, {"type": "keep"})
    assert state.to_act() == ["p0"] and state.legal_actions("p0") == [{"type": "end"}]
    ws.play(state, "p0", {"type": "end"})
    assert state.to_act() == ["p1"]


def test_a_loan_and_a_returned_option_are_told_after_the_purchase(ws):
    state = layout(ws, pawns=(1, 2, 6), n=3)
    state.opts["options"] = True
    state.option_at[1] = 3
    state.cash[0] = 0
    said = texts(ws.play(state, "p0", {"type": "buy", "steps": 2}))   # steel $2 + $2 option + 2 steps + fee
    buys = next(i for i, t in enumerate(said) if "buys" in t)
    assert buys == 0 and any("loan" in t for t in said[1:]) and any("call option" in t for t in said[1:])


def test_the_end_shows_everyones_cards_and_capital_card_back(ws):
    walk = random_walk(ws.game, 3, 3, state=ws.table(3, seed=3), first_to_act=True)
    state = walk.play()
    shown = [t for t in texts(walk.moves[-1].events) if " shows: shares " in t]
    assert len(shown) == 3 and all("capital card back: " in t for t in shown)
    back = ws.cat.capital[state.capital_card[0]]
    assert f"{back['stock'].capitalize()}" in shown[0] and f"{back['points']} points" in shown[0]


def test_sell_labels_tell_apart_two_shares_of_one_name(ws):
    state = layout(ws)
    cheap, dear = ws.plain("corn", 1), ws.plain("corn", 2)
    state.shares[0] = [cheap, dear]
    state._legal_cache = None
    labels = [state.describe(a) for a in state.legal_actions("p0") if a["type"] == "sell"]
    assert len(labels) == 2 and len(set(labels)) == 2 and "a $1 card" in labels[0] + labels[1]


def test_a_buy_label_says_what_the_move_costs_in_all(ws):
    state = layout(ws, pawns=(1, 3, 3))                                # two pawns on spot 3: $1 each
    label = state.describe({"type": "buy", "steps": 2})                # 2 steps + steel $2 = capital 4
    assert ": $6, $2 cash" in label
