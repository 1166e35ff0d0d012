"""Qin's hard player: how far its rollouts look, what it judges them by, and that it repeats under a seed."""
from __future__ import annotations

import random

import pytest

from games.qin import GAME
from games.qin.ai import LEVELS, MAJOR_SOON, OWN_SQUARE, choose, replies, worth
from games.qin.scenario import scenario_state
from games.search import BUDGET, set_budget


def test_rollouts_look_one_reply_at_two_players_and_a_whole_turn_round_at_three_and_four() -> None:
    looks = {n: replies(GAME.new([f"p{i}" for i in range(n)], 1).view("p0")) for n in (2, 3, 4)}
    assert looks == {2: 1, 3: 3, 4: 4}


@pytest.mark.parametrize("players", [3, 4])
def test_at_three_and_four_players_the_rollout_ends_after_the_searchers_own_next_placement(monkeypatch,
                                                                                           players) -> None:
    import games.search as search
    seen: list[list[str]] = []
    real = search.rollout

    def spy(state, policy, rng, depth):
        movers: list[str] = []

        def recording(view, legal, r):
            movers.append(view["you"])
            return policy(view, legal, r)
        real(state, recording, rng, depth)
        seen.append(movers)
    monkeypatch.setattr(search, "rollout", spy)
    set_budget(rounds=2)
    try:
        seats = [f"p{i}" for i in range(players)]
        state = GAME.new(seats, 3)
        player = state.to_act()[0]
        LEVELS["hard"](state.view(player), state.legal_actions(player), random.Random(1))
    finally:
        set_budget(rounds=None)
    me = seats.index(player)
    after = [seats[(me + k) % players] for k in range(1, players + 1)]     # every rival in turn, then me
    assert seen and all(movers == after for movers in seen)


def test_worth_grows_with_the_owners_province_and_not_with_a_rivals() -> None:
    # seat 0 owns a red province B2-C2; in the second position it is one square from major (5)
    small = scenario_state(players=4, marks={"B2": "R", "C2": "R"}, pagodas={"B2": (0, 1)})
    near = scenario_state(players=4, marks={"B2": "R", "C2": "R", "D2": "R", "E2": "R"}, pagodas={"B2": (0, 1)})
    assert worth(near.view("p0")) - worth(small.view("p0")) == pytest.approx(2 * OWN_SQUARE + MAJOR_SOON)
    assert worth(near.view("p1")) == worth(small.view("p1"))     # a rival's province is not p1's


def test_hard_at_four_players_repeats_under_a_seed_and_plays_legal_moves() -> None:
    set_budget(rounds=4)
    try:
        state = GAME.new(["p0", "p1", "p2", "p3"], 6)
        rng = random.Random(6)
        for _ in range(6):
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            first = LEVELS["hard"](state.view(player), legal, random.Random(1))
            assert LEVELS["hard"](state.view(player), legal, random.Random(1)) == first
            assert first in legal
            state.apply(player, choose(state.view(player), legal, rng))
    finally:
        set_budget(rounds=None)
        BUDGET.candidates = None
