"""Step panels, pure (bot/moves/steps.py): every decision of seeded random play fits pages of 25 a
step, and the positions a Discord panel carries (``follow``) lead back to each legal move."""
from __future__ import annotations

import random

import pytest

from bot.moves import steps
from registry_tables import per_game, real_games, seats
from random_play import play_out

PLAYERS = per_game({"stockpile": 5, "acquire": 4}, seats(3))   # bigger tables make bigger decisions


@pytest.mark.parametrize("key", real_games())
def test_every_decision_of_random_play_fits_a_page_a_step_and_follow_finds_it(key: str) -> None:
    from games import GAMES
    decisions = fitting = 0

    def check(state, player, legal, rng):
        """The random move, once the step panels were checked to lead to it."""
        nonlocal decisions, fitting
        action = rng.choice(legal)
        decisions += 1
        fitting += steps.fits(state, legal, action)
        if len(legal) > steps.PAGE and decisions % 7 == 0:
            picks = steps.picks_to(state, legal, action)
            assert picks is not None, action
            taken, options = steps.follow(state, legal, picks)
            assert taken[-1].action == action and options == []
        return action

    for seed in range(2):
        play_out(GAMES[key], PLAYERS[key], seed, first_to_act=True, chooser=check)
    assert fitting / decisions >= 0.95


def test_follow_refuses_picks_that_lead_nowhere() -> None:
    from games import GAMES
    state = GAMES["qin"].new(["a", "b"], 3)
    legal = state.legal_actions(state.to_act()[0])
    assert steps.follow(state, legal, [99]) is None
    taken, options = steps.follow(state, legal, [])
    assert taken == [] and 0 < len(options) <= steps.PAGE
    first = steps.follow(state, legal, [0])
    assert first is not None and first[0][0].action is None and len(first[1]) <= steps.PAGE
