"""BURST (forced settlement) and the end of the game."""

from games.base import english
from games import GAMES
from games.futures import market

GAME = GAMES["futures"]
RED, BLUE, YELLOW, PURPLE = 0, 1, 2, 3


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1})   # seat 1 starts: the examples follow it


def row(state, value):
    return state.ladder.index(value)


def test_text_example_pepper_falls_to_zero():
    state = make()
    state.money = [0, 0, 0, 0]
    state.markers = [[RED, "pepper", "up", row(state, 12)], [YELLOW, "pepper", "down", row(state, 12)],
                     [BLUE, "corn", "up", row(state, 12)]]
    state.prices["pepper"] = row(state, 4)
    texts = [english(e) for e in market.move_prices(state, ["pepper_down"], "mid")]
    assert state.money[RED] == -12          # the debt is paid
    assert state.money[YELLOW] == 0         # no gain paid
    assert state.markers == [[BLUE, "corn", "up", row(state, 12)]]   # only PEPPER markers go home
    assert market.price(state, "pepper") == 25
    assert state.free_markers(RED) == 3 and state.free_markers(YELLOW) == 3
    assert any("BURST" in t for t in texts)
    assert state.last_move["bursts"] == ["pepper"]


def test_overshoot_stops_at_burst_and_no_extra_move():
    state = make()
    state.prices["corn"] = row(state, 8)           # two rows above 0
    state.markers = [[BLUE, "corn", "down", row(state, 25)]]
    market.move_prices(state, ["corn_down"] * 5, "period-end")
    assert market.price(state, "corn") == 25       # back at the start, not below
    assert state.money[BLUE] == 0                 # a winning DOWN marker gets nothing


def test_burst_at_the_top():
    state = make()
    state.prices["rice"] = row(state, 46)
    state.markers = [[PURPLE, "rice", "down", row(state, 42)], [RED, "rice", "up", row(state, 25)]]
    market.move_prices(state, ["rice_up"], "mid")
    assert state.money[PURPLE] == -8               # 42 - 50
    assert state.money[RED] == 0                   # the +25 is lost
    assert market.price(state, "rice") == 25 and state.markers == []


def test_a_move_that_stops_short_of_burst_settles_nothing():
    state = make()
    state.prices["rice"] = row(state, 42)
    state.markers = [[RED, "rice", "up", row(state, 25)]]
    market.move_prices(state, ["rice_up"], "mid")
    assert market.price(state, "rice") == 46 and len(state.markers) == 1


def test_burst_during_play_in_the_mid_move():
    state = make()
    state.field_top = ["corn_down"] * 6
    state.prices["corn"] = row(state, 4)
    state.markers = [[RED, "corn", "up", row(state, 8)]]
    state.owned[RED] = 3
    for _ in range(4):
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[0])
        state.apply(player, {"type": "pass"})
    assert state.phase == "late"
    assert state.markers == [] and market.price(state, "corn") == 25
    assert state.money[RED] == 1 - 8


def test_end_settles_two_best_markers_normally_and_the_rest_as_forced():
    state = make()
    state.money = [0, 0, 0, 0]
    state.prices.update(corn=row(state, 32), rice=row(state, 12), pepper=row(state, 25))
    state.markers = [
        [RED, "corn", "up", row(state, 25)],       # +7
        [RED, "rice", "down", row(state, 25)],     # +13
        [RED, "corn", "up", row(state, 29)],       # +3: third gain, forfeited
        [RED, "pepper", "up", row(state, 32)],     # -7: always paid
        [BLUE, "rice", "up", row(state, 15)],      # -3
    ]
    texts = market.final_settlement(state)
    assert state.money[RED] == 13 + 7 - 7
    assert state.money[BLUE] == -3
    assert state.markers == []
    assert state.final[RED]["forfeited"] == 3
    assert texts


def play_to_the_end(state, chooser):
    while not state.is_over():
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        state.apply(player, chooser(player, legal))


def test_most_money_wins_and_ties_share():
    state = make()
    play_to_the_end(state, lambda p, legal: next((a for a in legal if a["type"] == "pass"), legal[0]))
    assert state.winners() == state.players               # everyone passed: a four-way tie
    state = make()
    play_to_the_end(state, lambda p, legal: next(
        (a for a in legal if a["type"] == "pass" and p != "p2"),
        next((a for a in legal if a["type"] == "trade"), legal[0]) if p == "p2" else legal[0]))
    scores = state.scores()
    best = max(scores.values())
    assert state.winners() == [p for p in state.players if scores[p] == best]
    assert state.view(None)["final"] is not None


def test_winners_empty_while_playing():
    assert make().winners() == []
