"""A round: early trading, mid move, late trading, period-end move, carry-over."""
import pytest

from games.base import english
from games import GAMES
from games.base import IllegalAction
from games.futures import market

GAME = GAMES["futures"]


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1})   # seat 1 starts: the examples follow it


def turn(state):
    (player,) = state.to_act()
    return player


def card_step_and_pass(state, slot=None):
    """The current player takes the card step (places in early trading, reveals in late trading;
    on `slot` if given) and passes; returns who played."""
    player = turn(state)
    legal = state.legal_actions(player)
    action = next(a for a in legal if slot is None or a["slot"] == slot)
    state.apply(player, action)
    state.apply(player, {"type": "pass"})
    return player


place_and_pass = reveal_and_pass = card_step_and_pass


def finish_carry(state):
    for player in list(state.to_act()):
        state.apply(player, state.legal_actions(player)[0])


def test_early_trading_goes_clockwise_card_first_then_one_action():
    state = make(4)
    assert state.phase == "early" and state.step == "card"
    assert {a["type"] for a in state.legal_actions("p0")} == {"place"}
    with pytest.raises(IllegalAction):
        state.apply("p0", {"type": "pass"})
    order = [place_and_pass(state) for _ in range(4)]
    assert order == ["p0", "p1", "p2", "p3"]
    assert state.phase == "late"


def test_a_card_may_not_go_on_a_covered_slot():
    state = make(4)
    state.apply("p0", {"type": "place", "card": state.hands[0][0], "slot": 3})
    state.apply("p0", {"type": "pass"})
    slots = {a["slot"] for a in state.legal_actions("p1")}
    assert 3 not in slots and slots == {1, 2, 4, 5, 6}
    before = state.dump()
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p1", {"type": "place", "card": state.hands[1][0], "slot": 3})
    assert refusal.value.message_id == "futures-refuse-place"         # the uncovered slots
    assert state.dump() == before


def test_placing_takes_the_card_from_the_hand():
    state = make(4)
    card = state.hands[0][0]
    state.apply("p0", {"type": "place", "card": card, "slot": 1})
    assert len(state.hands[0]) == 4
    assert state.field_down[0] == card and state.field_owner[0] == 0


def test_mid_move_uses_only_the_two_uncovered_cards():
    # The text's example: RICE UP and PEPPER DOWN uncovered -> RICE +1, PEPPER -1
    state = make(4)
    state.field_top = ["corn_up", "corn_up", "rice_up", "corn_up", "pepper_down", "corn_up"]
    state.prices = dict.fromkeys(state.commodities, state.start_row)
    for slot in (1, 2, 4, 6):
        place_and_pass(state, slot)
    assert state.phase == "late"
    assert market.price(state, "corn") == 25
    assert market.price(state, "rice") == 27
    assert market.price(state, "pepper") == 23
    assert state.last_move["kind"] == "mid" and sorted(state.last_move["cards"]) == ["pepper_down", "rice_up"]


def test_late_trading_goes_in_reverse_from_the_start_players_right():
    state = make(4)
    state.sp = 1
    state.order = [1, 2, 3, 0]
    for _ in range(4):
        place_and_pass(state)
    assert state.phase == "late"
    assert state.view(None)["order"] == ["p0", "p3", "p2", "p1"]
    assert {a["type"] for a in state.legal_actions("p0")} == {"reveal"}
    order = [reveal_and_pass(state) for _ in range(4)]
    assert order == ["p0", "p3", "p2", "p1"]


def test_reveal_turns_a_face_down_card_up_in_its_place():
    state = make(4)
    for _ in range(4):
        place_and_pass(state)
    covered = [i for i, d in enumerate(state.field_down) if d is not None]
    slot = covered[0]
    card = state.field_down[slot]
    player = turn(state)
    assert sorted(a["slot"] for a in state.legal_actions(player)) == [i + 1 for i in covered]
    state.apply(player, {"type": "reveal", "slot": slot + 1})
    assert state.field_top[slot] == card and state.field_down[slot] is None
    assert state.view(None)["field"][slot]["card"] == card


def test_period_end_move_uses_all_six_cards():
    # The text's example: CORN UP x3, RICE UP x1, PEPPER DOWN x2 -> +3, +1, -2
    state = make(4)
    state.prices = dict.fromkeys(state.commodities, state.start_row)
    state.field_top = ["corn_up", "rice_up", "corn_up", "pepper_down", "corn_up", "pepper_down"]
    state.hands = [["corn_up"] * 5 for _ in range(4)]
    # slots 2 and 4 stay face up: mid move RICE +1, PEPPER -1
    for slot in (1, 3, 5, 6):
        player = turn(state)
        state.apply(player, {"type": "place", "card": "corn_up", "slot": slot})
        state.apply(player, {"type": "pass"})
    mid = dict(state.prices)
    # the placed cards replace the covered ones: CORN UP on 1, 3, 5 (as before) and on 6 (was PEPPER DOWN)
    for _ in range(4):
        reveal_and_pass(state)
    assert state.last_move["kind"] == "period-end"
    assert state.prices["corn"] == mid["corn"] + 4
    assert state.prices["rice"] == mid["rice"] + 1
    assert state.prices["pepper"] == mid["pepper"] - 1


def test_text_period_end_example_directly():
    state = make(4)
    state.prices = dict.fromkeys(state.commodities, state.start_row)
    cards = ["corn_up", "corn_up", "corn_up", "rice_up", "pepper_down", "pepper_down"]
    market.move_prices(state, cards, "period-end")
    assert (market.price(state, "corn"), market.price(state, "rice"), market.price(state, "pepper")) == (32, 27, 21)


def test_three_players_npc_slot_is_covered_and_can_be_revealed_last_card_auto():
    state = make(3)
    slots = {a["slot"] for a in state.legal_actions("p0")}
    assert 1 not in slots                               # the NPC's card is already there
    for _ in range(3):
        place_and_pass(state)
    assert sum(d is not None for d in state.field_down) == 4
    assert state.order == [2, 1, 0]
    player = turn(state)
    assert 1 in {a["slot"] for a in state.legal_actions(player)}   # the NPC's slot may be chosen
    for _ in range(3):
        reveal_and_pass(state)
    # the one left was revealed by the game, then the period-end move and the carry-over
    assert all(d is None for d in state.field_down)
    assert state.phase == "carry"


def test_carry_over_is_simultaneous_and_hides_the_passed_card():
    state = make(4)
    for _ in range(4):
        place_and_pass(state)
    for _ in range(4):
        reveal_and_pass(state)
    assert state.phase == "carry"
    assert state.to_act() == ["p0", "p1", "p2", "p3"]      # everyone at once
    assert [len(h) for h in state.hands] == [5] * 4          # 4 left + 1 drawn
    assert len(state.deck) == 24
    card = state.hands[0][0]
    state.apply("p0", {"type": "pass_card", "card": card})
    assert state.to_act() == ["p1", "p2", "p3"]
    assert state.legal_actions("p0") == []
    assert state.view("p1")["hand"] == state.hands[1]        # p1 does not hold p0's card yet
    assert state.view("p0")["passing"] == card and state.view("p1")["passing"] is None
    assert state.view(None)["passed"] == {"p0": True, "p1": False, "p2": False, "p3": False}
    p1_hand = list(state.hands[1])
    # the others pass in any order
    for player in ("p3", "p1", "p2"):
        seat = int(player[1])
        state.apply(player, {"type": "pass_card", "card": state.hands[seat][-1]})
    assert sorted(p1_hand[:-1] + [card]) == state.hands[1]   # p0's card went to p1, the left neighbour
    assert state.round == 2 and state.sp == 1 and state.phase == "early"
    assert state.to_act() == ["p1"]
    assert [len(h) for h in state.hands] == [5] * 4


def test_npc_moves_right_each_round_and_wraps_after_round_six():
    state = make(3)
    seen = [state.npc_slot]
    while state.round < 8:
        r = state.round
        while state.round == r:
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            action = next((a for a in legal if a["type"] == "pass"), legal[0])
            state.apply(player, action)
        seen.append(state.npc_slot)
        assert state.field_owner[state.npc_slot] == -1 and state.field_down[state.npc_slot] is not None
    assert seen == [0, 1, 2, 3, 4, 5, 0, 1]


def test_sp_marker_moves_left_each_round():
    state = make(4)
    sps = [state.sp]
    while state.round < 5:
        r = state.round
        while state.round == r:
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            state.apply(player, next((a for a in legal if a["type"] == "pass"), legal[0]))
        sps.append(state.sp)
    assert sps == [0, 1, 2, 3, 0]


@pytest.mark.parametrize("n", [3, 4])
def test_last_round_has_no_carry_over_and_the_game_ends(n):
    state = make(n)
    while not state.is_over():
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        state.apply(player, next((a for a in legal if a["type"] == "pass"), legal[0]))
        assert state.round <= state.rounds
    assert state.round == state.rounds
    assert len(state.deck) == 0
    assert [len(h) for h in state.hands] == [4] * n
    # two passes a round, nothing else
    assert state.money == [2 * state.rounds] * n
    assert state.to_act() == [] and state.winners() == state.players


def test_a_player_without_cards_goes_straight_to_the_action():
    state = make(4)
    state.apply("p0", state.legal_actions("p0")[0])
    state.hands[1] = []
    events = state.apply("p0", {"type": "pass"})
    assert state.to_act() == ["p1"] and state.step == "act"
    assert {a["type"] for a in state.legal_actions("p1")} >= {"pass", "trade"}
    assert any("no card" in english(e) for e in events)


def test_describe_never_fails():
    state = make(4)
    assert state.describe({"type": "settle", "commodity": "corn", "side": "up", "price": 999})
    assert state.describe({}) and len(state.describe({"type": "place", "card": "corn_up", "slot": 2})) <= 80
