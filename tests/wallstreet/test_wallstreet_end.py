"""The end: the explosion, the last round, the pile events and the scoring."""
from __future__ import annotations

from games.wallstreet.scoring import best_shares, fired_event


def small(ws, deck):
    spots = [None] + [[ws.plain("corn", 1)] for _ in range(6)]
    return ws.table(3, spots=spots, pawns=[1, 2, 3], deck=deck)


def raise_turn(ws, state, player):
    ws.play(state, player, {"type": "raise"})
    if state.todo and state.todo[0]["k"] == "pile":
        ws.play(state, player, {"type": "discard", "pile": "left"})
    if state.todo and state.todo[0]["k"] == "end":
        ws.play(state, player, {"type": "end"})


def test_explosion_is_placed_by_the_next_player_and_the_round_is_finished(ws):
    boom = ws.cat.explosion
    state = small(ws, [ws.plain("corn", 2), boom, ws.plain("oil", 2), ws.plain("oil", 3)])
    raise_turn(ws, state, "p0")
    assert state.to_act() == ["p1"] and state.todo[0]["k"] == "explode"
    assert [a["type"] for a in state.legal_actions("p1")] == ["discard"] * 3
    ws.play(state, "p1", {"type": "discard", "pile": "middle"})
    assert state.piles[1] == [boom] and state.final and not state.over
    raise_turn(ws, state, "p1")                     # p1 still plays their turn
    raise_turn(ws, state, "p2")                     # the player right of the start player
    assert state.over and state.to_act() == [] and state.winners()


def test_explosion_placed_by_the_start_player_ends_at_once(ws):
    boom = ws.cat.explosion
    state = small(ws, [ws.plain("corn", 2), ws.plain("oil", 2), ws.plain("oil", 3), boom, ws.plain("oil", 2)])
    for p in ("p0", "p1", "p2"):
        raise_turn(ws, state, p)
    assert state.to_act() == ["p0"] and state.todo[0]["k"] == "explode"
    ws.play(state, "p0", {"type": "discard", "pile": "right"})
    assert state.over and state.to_act() == [] and state.legal_actions("p0") == []


def test_empty_deck_skips_the_draws(ws):
    state = small(ws, [])
    raise_turn(ws, state, "p0")
    assert state.capital[0] == 5 and state.to_act() == ["p1"]


def test_the_pile_with_most_dynamite_fires_and_a_tie_fires_nothing():
    assert fired_event([3, 1, 2]) == 0
    assert fired_event([1, 4, 2]) == 1
    assert fired_event([0, 1, 5]) == 2
    assert fired_event([3, 3, 1]) is None
    assert fired_event([0, 0, 0]) is None


def test_dynamite_counts_every_card_on_a_pile(ws):
    state = small(ws, [])
    crash = ws.all("market", effect="crash")
    state.piles = [[crash[0]], [ws.cat.explosion, crash[1]], []]
    assert state.dynamite() == [2, 4, 0] and state.end_event() == 1


def test_shares_count_only_at_the_minimum_holding(ws):
    cat = ws.cat
    corn = [ws.plain("corn", 1)] * 5
    oil = [ws.plain("oil", 2)] * 3
    minimum = [6, 5, 4, 3]                     # three players
    points, counts = best_shares(cat, corn + oil, {}, [3, 4, 5, 6], minimum, None)
    assert points == 18 and counts == [5, 0, 0, 3]           # 5 corn < 6: nothing; 3 oil x 6
    points, _ = best_shares(cat, corn + oil, {"stock": "corn", "double": False}, [3, 4, 5, 6], minimum, None)
    assert points == 18 + 18                                  # the hidden corn makes six


def test_dual_and_golden_cards_stand_for_the_best_stock(ws):
    cat = ws.cat
    oil = [ws.plain("oil", 2)] * 2
    dual = ws.find("dual", stocks=["oil", "corn"])
    gold = ws.find("golden")
    points, counts = best_shares(cat, oil + [dual], {}, [3, 4, 5, 6], [6, 5, 4, 3], None)
    assert points == 18 and counts[3] == 3
    points, counts = best_shares(cat, oil + [gold], {}, [3, 4, 5, 6], [6, 5, 4, 3], None)
    assert points == 18
    # left event: golden cards are not wild
    points, _ = best_shares(cat, oil + [gold], {}, [3, 4, 5, 6], [6, 5, 4, 3], 0)
    assert points == 0


def test_middle_event_counts_one_less_and_right_event_halves_prices(ws):
    cat = ws.cat
    oil = [ws.plain("oil", 2)] * 4
    assert best_shares(cat, oil, {}, [3, 4, 5, 7], [6, 5, 4, 3], None)[0] == 28
    assert best_shares(cat, oil, {}, [3, 4, 5, 7], [6, 5, 4, 3], 1)[0] == 21
    assert best_shares(cat, oil, {}, [3, 4, 5, 7], [6, 5, 4, 3], 2)[0] == 16


def test_breakdown_adds_market_hidden_score_shares_cash_and_loans(ws):
    state = small(ws, [])
    state.capital_card[0] = 4                  # corn x2, hidden score 0
    state.shares[0] = [ws.plain("corn", 1)] * 4
    state.market[0] = [ws.find("market", effect="crash")]
    state.cash[0], state.loans[0] = 7, 1
    part = state.breakdown(0, None)
    assert part["market"] == 4 and part["shares"] == 6 * 3 and part["cash"] == 7 and part["loans"] == -8
    assert part["total"] == 4 + 18 + 7 - 8
    state.capital_card[0] = 0                  # corn, hidden score 3
    assert state.breakdown(0, None)["market"] == 7
    state.shares[0].append(ws.find("golden"))
    assert state.breakdown(0, 0)["cash"] == 7 + 3   # left event: golden pays $3


def test_ties_go_to_the_higher_capital_and_winners_hold_the_top_score(ws):
    state = small(ws, [])
    state.over = True
    state.todo = []
    state.capital_card = [3, 3, 3]             # oil, 0 points
    state.unused_capital = [0, 1, 2, 4]
    state.cash = [10, 10, 9]
    state.capital = [5, 6, 8]
    assert state.winners() == ["p1"]
    scores = state.scores()
    assert scores["p1"] == max(scores.values())
    state.capital = [6, 6, 8]
    assert state.winners() == ["p0", "p1"]


def test_the_final_view_shows_everything(ws):
    state = small(ws, [ws.plain("corn", 2), ws.cat.explosion])
    raise_turn(ws, state, "p0")
    ws.play(state, "p1", {"type": "discard", "pile": "left"})
    raise_turn(ws, state, "p1")
    raise_turn(ws, state, "p2")
    view = state.view(None)
    assert view["over"] and set(view["final"]["scores"]) == {"p0", "p1", "p2"}
    assert view["final"]["players"][0]["capital_card"]
