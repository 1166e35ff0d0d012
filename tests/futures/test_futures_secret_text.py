"""secret_text: a player's hand, own face-down field cards and the card being passed, for a DM."""
from __future__ import annotations



from games import GAMES
from games.futures.cards import label

GAME = GAMES["futures"]


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1})   # seat 1 starts: the examples follow it


def test_names_the_hand():
    state = make()
    assert state.secret_text("p0") == f"Your hand: {', '.join(label(c) for c in state.hands[0])}."
    assert state.secret_text("p1") == f"Your hand: {', '.join(label(c) for c in state.hands[1])}."
    assert state.secret_text("p7") == ""


def test_names_the_face_down_card_and_its_slot_for_the_placer_only():
    state = make()
    card = state.hands[0][0]
    state.apply("p0", {"type": "place", "card": card, "slot": 3})
    assert f"Your face-down card: {label(card)} on slot 3." in state.secret_text("p0")
    assert "face-down" not in state.secret_text("p1")


def test_names_the_card_being_passed_and_to_whom():
    state = make(3)
    while state.phase != "carry":
        p = state.to_act()[0]
        legal = state.legal_actions(p)
        state.apply(p, next((a for a in legal if a["type"] == "pass"), legal[0]))
    card = state.hands[0][0]
    state.apply("p0", {"type": "pass_card", "card": card})
    assert f"You are passing {label(card)} to <@p1>." in state.secret_text("p0")
    assert "passing" not in state.secret_text("p1")
