"""Hidden information: hands, face-down field cards, the card being passed; dump/load."""
import random

import pytest

from games.base import english
from games import GAMES
from games.futures.cards import label
from random_play import random_walk

GAME = GAMES["futures"]


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1})   # seat 1 starts: the examples follow it


def test_hands_are_private():
    state = make()
    assert state.view("p0")["hand"] == state.hands[0]
    for who in (None, "p1"):
        view = state.view(who)
        assert view.get("hand") != state.hands[0]
        assert view["hand_counts"]["p0"] == 5


def test_face_down_cards_only_the_placer_sees():
    state = make()
    card = state.hands[0][0]
    events = state.apply("p0", {"type": "place", "card": card, "slot": 2})
    assert state.view("p0")["field"][1]["yours"] == card
    for who in (None, "p1", "p2", "p3"):
        slot = state.view(who)["field"][1]
        assert slot["face_down"] and slot["card"] is None and slot["yours"] is None
        assert slot["placed_by"] == "p0"
    public_texts = " ".join(english(e) for e in events if e["to"] is None)
    assert label(card) not in public_texts
    assert any(e["to"] == "p0" and label(card) in english(e) for e in events)


def test_nobody_sees_the_npc_card():
    state = make(3)
    for who in (None, "p0", "p1", "p2"):
        slot = state.view(who)["field"][0]
        assert slot["face_down"] and slot["card"] is None and slot["yours"] is None


def test_vary_secrets_changes_only_that_players_secrets():
    state = make()
    state.apply("p0", {"type": "place", "card": state.hands[0][0], "slot": 2})
    for seed in range(5):
        other = state.vary_secrets("p0", seed)
        assert other.dump() != state.dump()
        for who in (None, "p1", "p2", "p3"):
            assert other.view(who) == state.view(who)


def test_vary_secrets_can_change_the_card_being_passed():
    state = make(3)
    while state.phase != "carry":
        p = state.to_act()[0]
        legal = state.legal_actions(p)
        state.apply(p, next((a for a in legal if a["type"] == "pass"), legal[0]))
    state.apply("p0", {"type": "pass_card", "card": state.hands[0][0]})
    changed = False
    for seed in range(10):
        other = state.vary_secrets("p0", seed)
        changed |= other.passing[0] != state.passing[0]
        for who in (None, "p1", "p2"):
            assert other.view(who) == state.view(who)
    assert changed


@pytest.mark.parametrize("n", [3, 4])
def test_public_events_never_name_a_hidden_card(n):
    for move in random_walk(GAME, n, 11, state=make(n, seed=11), rng=random.Random(1)).played():
        action = move.action
        if action["type"] in ("place", "pass_card"):
            for e in move.events:
                if e["to"] is None:
                    assert label(action["card"]) not in english(e)


def test_dump_load_round_trip_mid_game():
    walk = random_walk(GAME, 4, 7, state=make(), rng=random.Random(3), steps=60)
    for state in walk.states():
        loaded = GAME.load(state.dump())
        assert loaded.dump() == state.dump()
        assert loaded.view(None) == state.view(None)
