"""secret_text: a player's tiles in hand (and pagodas left), in words for a DM."""
from __future__ import annotations

import random

import pytest

from games import GAMES
from games.qin.texts import tile_name

GAME = GAMES["qin"]


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


def test_names_each_tile_in_hand_and_the_pagodas_left():
    state = GAME.new(["a", "b", "c"], 3)
    hand = state.hands[0]
    text = state.secret_text("a")
    assert text == f"Your tiles: {', '.join(tile_name(t) for t in hand)}. You have {state.pos.supply[0]} pagodas left."
    assert state.secret_text("b").startswith(f"Your tiles: {tile_name(state.hands[1][0])}")
    assert state.secret_text("d") == ""


def test_tile_names_say_their_colours():
    assert tile_name("RY") == "RY (red + yellow)"
    assert tile_name("BB") == "BB (two blue)"


def test_an_empty_hand_is_said_plainly():
    state = GAME.new(["a", "b"], 3)
    state.hands[0] = []
    assert state.secret_text("a").startswith("You hold no tiles. You have ")


@pytest.mark.parametrize("n,options", [(2, None), (3, {"side": "lion"}), (4, {"match": True})])
def test_texts_through_whole_games_are_short_and_never_move_with_others_secrets(n, options):
    players = [f"p{i}" for i in range(n)]
    lengths: list[int] = []
    last = None
    for seed in range(2):
        for state in random_states(players, seed, options, every=6):
            lengths += check_secret_texts(state, seed)
            last = state
    assert last.is_over() and last.secret_text("p0").startswith("The game is over")
    assert max(lengths) <= 400


def test_the_text_follows_the_players_own_secrets():
    changed = 0
    for state in random_states(["p0", "p1"], 1, every=3):
        if not state.is_over():
            changed += state.vary_secrets("p0", 7).secret_text("p0") != state.secret_text("p0")
    assert changed
