"""Actions: trade and its fee, settle, pass, extra actions by discarding, the fourth marker."""
import pytest

from games.base import english
from games import GAMES
from games.base import IllegalAction
from games.futures import market

GAME = GAMES["futures"]
RED, BLUE, YELLOW, PURPLE = 0, 1, 2, 3


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1})   # seat 1 starts: the examples follow it


def at_action_step(n=4, seed=7):
    """p0 has placed a card and is to act."""
    state = make(n, seed)
    state.apply("p0", state.legal_actions("p0")[0])
    assert state.step == "act"
    return state


def set_price(state, commodity, value):
    state.prices[commodity] = state.ladder.index(value)


def row(state, value):
    return state.ladder.index(value)


# --- the three fee examples of the text ---------------------------------------------
def test_fee_example_red_corn_up_at_8_on_an_empty_square():
    state = at_action_step()
    set_price(state, "corn", 8)
    state.apply("p0", {"type": "trade", "commodity": "corn", "side": "up"})
    assert state.money[RED] == -1
    assert state.markers == [[RED, "corn", "up", row(state, 8)]]


def test_fee_example_blue_rice_down_at_15_with_two_markers_one_its_own():
    state = make()
    state.apply("p0", state.legal_actions("p0")[0])
    state.apply("p0", {"type": "pass"})
    state.apply("p1", state.legal_actions("p1")[0])
    set_price(state, "rice", 15)
    state.markers = [[BLUE, "rice", "down", row(state, 15)], [RED, "rice", "down", row(state, 15)]]
    state.owned[BLUE] = 3
    money = state.money[BLUE]
    state.apply("p1", {"type": "trade", "commodity": "rice", "side": "down"})
    assert state.money[BLUE] == money - 3


def test_fee_example_purple_pepper_up_at_12_ignores_the_down_square():
    state = make()
    for _ in range(3):
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[0])
        state.apply(player, {"type": "pass"})
    state.apply("p3", state.legal_actions("p3")[0])
    set_price(state, "pepper", 12)
    state.markers = [[RED, "pepper", "up", row(state, 12)], [YELLOW, "pepper", "down", row(state, 12)],
                     [RED, "pepper", "up", row(state, 15)]]        # another row does not count either
    state.apply("p3", {"type": "trade", "commodity": "pepper", "side": "up"})
    assert state.money[PURPLE] == -2


def test_fee_counts_only_the_current_row_and_is_shown_on_the_button():
    state = at_action_step()
    set_price(state, "corn", 25)
    state.markers = [[1, "corn", "up", row(state, 25)]] * 3
    assert market.trade_fee(state, "corn", "up") == 4
    assert market.trade_fee(state, "corn", "down") == 1
    assert "fee $4" in state.describe({"type": "trade", "commodity": "corn", "side": "up"})


# --- the three settlement examples of the text ---------------------------------------
@pytest.mark.parametrize("commodity,side,opened,now,result", [
    ("corn", "up", 8, 18, 10),       # red: CORN UP at 8, now 18 -> receives 10
    ("rice", "down", 15, 8, 7),      # blue: RICE DOWN at 15, now 8 -> receives 7
    ("pepper", "up", 12, 4, -8),     # purple: PEPPER UP at 12, now 4 -> pays 8
])
def test_settlement_examples(commodity, side, opened, now, result):
    state = at_action_step()
    state.markers = [[RED, commodity, side, row(state, opened)]]
    set_price(state, commodity, now)
    assert {"type": "settle", "commodity": commodity, "side": side, "price": opened} in state.legal_actions("p0")
    state.apply("p0", {"type": "settle", "commodity": commodity, "side": side, "price": opened})
    assert state.money[RED] == result
    assert state.markers == []                      # the marker returns to the player
    assert state.free_markers(RED) == 3


def test_settling_at_the_same_price_changes_nothing():
    state = at_action_step()
    state.markers = [[RED, "corn", "down", state.prices["corn"]]]
    price = market.price(state, "corn")
    state.apply("p0", {"type": "settle", "commodity": "corn", "side": "down", "price": price})
    assert state.money[RED] == 0


def test_only_own_markers_can_be_settled():
    state = at_action_step()
    state.markers = [[BLUE, "corn", "up", 3]]
    assert not [a for a in state.legal_actions("p0") if a["type"] == "settle"]
    with pytest.raises(IllegalAction):
        state.apply("p0", {"type": "settle", "commodity": "corn", "side": "up", "price": state.ladder[3]})


def test_pass_takes_one():
    state = at_action_step()
    state.apply("p0", {"type": "pass"})
    assert state.money[RED] == 1
    assert state.to_act() == ["p1"]


def test_money_may_go_negative():
    state = at_action_step()
    state.apply("p0", {"type": "trade", "commodity": "rice", "side": "up"})
    assert state.money[RED] == -1


def test_no_trade_without_a_free_marker():
    state = at_action_step()
    state.markers = [[RED, "corn", "up", 5]] * 3
    assert not [a for a in state.legal_actions("p0") if a["type"] == "trade"]
    before = state.dump()
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p0", {"type": "trade", "commodity": "rice", "side": "up"})
    assert refusal.value.message_id == "futures-refuse-no-free-marker"
    assert state.dump() == before


# --- extra actions ---------------------------------------------------------------
def test_discarding_two_cards_openly_gives_one_more_action():
    state = at_action_step()
    hand = list(state.hands[RED])
    pair = sorted(hand[:2])
    events = state.apply("p0", {"type": "discard", "cards": pair})
    assert state.actions_left == 2
    assert len(state.hands[RED]) == len(hand) - 2
    assert state.discards == pair
    assert any(e["to"] is None and "discards" in english(e) for e in events)   # shown to all
    state.apply("p0", {"type": "trade", "commodity": "corn", "side": "up"})
    assert state.to_act() == ["p0"]
    state.apply("p0", {"type": "trade", "commodity": "corn", "side": "up"})
    assert state.to_act() == ["p1"]
    assert state.money[RED] == -1 - 2          # the second marker on the same square pays 2


def test_four_cards_give_two_extra_actions_any_mix():
    state = at_action_step()
    state.hands[RED] = ["corn_up", "corn_up", "rice_down", "rice_down"]
    state.apply("p0", {"type": "discard", "cards": ["corn_up", "corn_up"]})
    state.apply("p0", {"type": "discard", "cards": ["rice_down", "rice_down"]})
    assert state.actions_left == 3 and state.hands[RED] == []
    assert not [a for a in state.legal_actions("p0") if a["type"] == "discard"]
    state.apply("p0", {"type": "trade", "commodity": "rice", "side": "down"})
    price = market.price(state, "rice")
    state.apply("p0", {"type": "settle", "commodity": "rice", "side": "down", "price": price})
    state.apply("p0", {"type": "pass"})
    assert state.to_act() == ["p1"]


def test_discard_pairs_are_listed_once_per_kind_pair():
    state = at_action_step()
    state.hands[RED] = ["corn_up", "corn_up", "rice_down"]
    pairs = [a["cards"] for a in state.legal_actions("p0") if a["type"] == "discard"]
    assert pairs == [["corn_up", "corn_up"], ["corn_up", "rice_down"]]
    state.hands[RED] = ["corn_up"]
    assert not [a for a in state.legal_actions("p0") if a["type"] == "discard"]


def test_extra_actions_work_in_late_trading_too():
    state = make()
    for _ in range(4):
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[0])
        state.apply(player, {"type": "pass"})
    player = state.to_act()[0]
    seat = int(player[1])
    state.apply(player, state.legal_actions(player)[0])
    assert any(a["type"] == "discard" for a in state.legal_actions(player))
    state.apply(player, {"type": "discard", "cards": sorted(state.hands[seat][:2])})
    state.apply(player, {"type": "pass"})
    state.apply(player, {"type": "pass"})
    assert state.money[seat] == 3


# --- the fourth marker ----------------------------------------------------------------
def test_fourth_marker_costs_5_spends_no_action_and_is_usable_at_once():
    state = at_action_step()
    state.money[RED] = 5
    state.markers = [[RED, "corn", "up", 5]] * 3
    assert {"type": "buy_marker"} in state.legal_actions("p0")
    state.apply("p0", {"type": "buy_marker"})
    assert state.money[RED] == 0 and state.owned[RED] == 4
    assert state.to_act() == ["p0"] and state.actions_left == 1
    state.apply("p0", {"type": "trade", "commodity": "rice", "side": "up"})
    assert state.free_markers(RED) == 0


def test_fourth_marker_not_below_5_and_only_once():
    state = at_action_step()
    state.money[RED] = 4
    assert {"type": "buy_marker"} not in state.legal_actions("p0")
    with pytest.raises(IllegalAction):
        state.apply("p0", {"type": "buy_marker"})
    state.money[RED] = 20
    state.apply("p0", {"type": "buy_marker"})
    assert {"type": "buy_marker"} not in state.legal_actions("p0")
    assert state.money[RED] == 15 and state.owned[RED] == 4


def test_card_step_comes_before_any_action():
    # The card is placed before the action; only the fourth marker (any time on your turn) may come first.
    state = make()
    state.money[RED] = 10
    legal = state.legal_actions("p0")
    assert {a["type"] for a in legal} == {"place", "buy_marker"}
    for bad in ({"type": "pass"}, {"type": "trade", "commodity": "corn", "side": "up"}):
        before = state.dump()
        with pytest.raises(IllegalAction) as refusal:
            state.apply("p0", bad)
        assert refusal.value.message_id == "futures-refuse-place"     # "First place a card ..."
        assert state.dump() == before
    state.money[RED] = 4
    assert {a["type"] for a in state.legal_actions("p0")} == {"place"}


def test_refusals_are_sentences_and_change_nothing():
    state = at_action_step()
    for bad in ({"type": "trade", "commodity": "gold", "side": "up"},
                {"type": "settle", "commodity": "corn", "side": "up", "price": 25},
                {"type": "discard", "cards": ["x", "y"]}, {"type": "pass", "extra": 1}, {}, "pass"):
        before = state.dump()
        with pytest.raises(IllegalAction) as refusal:
            state.apply("p0", bad)
        assert str(refusal.value).endswith(".")
        assert state.dump() == before
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p2", {"type": "pass"})
    assert "<@p0>" in str(refusal.value)


def test_describe_labels_are_short():
    state = at_action_step()
    state.markers = [[RED, "corn", "up", 2]]
    for action in state.legal_actions("p0"):
        label = state.describe(action)
        assert 0 < len(label) <= 80
