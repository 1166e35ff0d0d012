"""secret_text: a player's tiles in hand (and pagodas left), in words for a DM."""
from __future__ import annotations



from games import GAMES
from games.base import english
from games.qin.texts import tile_name

GAME = GAMES["qin"]


def test_names_each_tile_in_hand_and_the_pagodas_left():
    state = GAME.new(["a", "b", "c"], 3)
    hand = state.hands[0]
    text = state.secret_text("a")
    assert text == f"Your tiles: {', '.join(english(tile_name(t)) for t in hand)}. You have {state.pos.supply[0]} pagodas left."
    assert state.secret_text("b").startswith(f"Your tiles: {english(tile_name(state.hands[1][0]))}")
    assert state.secret_text("d") == ""


def test_tile_names_say_their_colours():
    assert english(tile_name("RY")) == "RY (red + yellow)"
    assert english(tile_name("BB")) == "BB (two blue)"


def test_an_empty_hand_is_said_plainly():
    state = GAME.new(["a", "b"], 3)
    state.hands[0] = []
    assert state.secret_text("a").startswith("You hold no tiles. You have ")
