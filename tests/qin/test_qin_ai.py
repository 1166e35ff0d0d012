"""The Qin computer player: legal, quick, and it takes what the board offers."""
from __future__ import annotations

import random

from games.qin import GAME
from games.qin.ai import choose
from games.qin.scenario import real_board, scenario_state


def test_it_places_its_last_pagoda_when_it_can() -> None:
    # bird: F7 is the red start; seat 0 has one pagoda left and a red tile
    state = scenario_state(supply=[1, 20], hands=[["RR", "BB", "YB"], ["YY"]], pile=["BB"] * 5,
                           on=real_board("bird"))
    legal = state.legal_actions("p0")
    action = choose(state.view("p0"), legal, random.Random(1))
    state.apply("p0", action)
    assert state.winners() == ["p0"]


def test_it_takes_the_placement_worth_most_pagodas() -> None:
    # seat 0 owns a yellow province A3-A4; B3 would add the village C3 (1 pagoda), but a new
    # yellow province at K11-K12 also takes the village K10 (2 pagodas): it picks the latter
    state = scenario_state(marks={"A3": "Y", "A4": "Y"}, pagodas={"A3": (0, 1)},
                           supply=[23, 24], hands=[["YY"], ["BB"]], pile=["BB"] * 5)
    action = choose(state.view("p0"), state.legal_actions("p0"), random.Random(2))
    state.apply("p0", action)
    assert state.pos.supply[0] == 21
