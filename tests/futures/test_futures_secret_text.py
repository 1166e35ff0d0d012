"""secret_text: a player's hand, own face-down field cards and the card being passed, for a DM."""
from __future__ import annotations

import random

import pytest

from games import GAMES
from games.futures.cards import label

GAME = GAMES["futures"]


def random_states(players: list[str], seed: int, options: dict | None = None, every: int = 7):
    """Yield states along a seeded random game (every `every`-th step, and the end)."""
    state = GAME.new(players, seed, options)
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        if step % every == 0:
            yield state
        who = rng.choice(state.to_act())
        state.apply(who, rng.choice(state.legal_actions(who)))
        step += 1
    yield state


def check_secret_texts(state, seed: int) -> list[int]:
    """Every seat's text is short and does not move when another seat's secrets change."""
    lengths = []
    for p in state.players:
        text = state.secret_text(p)
        assert isinstance(text, str) and text, p
        assert len(text) <= 1500
        assert "{" not in text and "None" not in text, text
        lengths.append(len(text))
        for q in state.players:
            if q != p:
                twin = state.vary_secrets(q, seed)
                assert twin.secret_text(p) == text, (p, q)
    assert state.secret_text("nobody") == ""
    return lengths


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed)


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


@pytest.mark.parametrize("n", [3, 4])
def test_texts_through_whole_games_are_short_and_never_move_with_others_secrets(n):
    players = [f"p{i}" for i in range(n)]
    lengths: list[int] = []
    last = None
    for seed in range(3):
        for state in random_states(players, seed, every=5):
            lengths += check_secret_texts(state, seed)
            last = state
    assert last.is_over() and last.secret_text("p0").startswith("The game is over")
    assert max(lengths) <= 400


def test_the_text_follows_the_players_own_secrets():
    changed = 0
    for state in random_states(["p0", "p1", "p2"], 1, every=3):
        if not state.is_over():
            changed += state.vary_secrets("p0", 7).secret_text("p0") != state.secret_text("p0")
    assert changed
