"""The computer player: always legal, uses only its view, beats random players."""
from __future__ import annotations

import random

from games.wallstreet.ai import choose


def test_ai_plays_whole_games_with_every_variant(ws):
    for seed, options in enumerate([{}, {"tycoons": True, "options": True},
                                    {"tycoons": True, "tycoon_sides": {"A": "penalty", "D": "penalty"}}]):
        n = 3 + seed % 3
        state = ws.game.new([f"p{i}" for i in range(n)], seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            player = rng.choice(state.to_act())
            legal = state.legal_actions(player)
            action = choose(state.view(player), legal, rng)
            assert action in legal
            state.apply(player, action)


def test_ai_beats_random_players(ws):
    wins = 0.0
    games = 12
    for seed in range(games):
        seats = ["p0", "p1", "p2"]
        state = ws.game.new(seats, seed)
        rng = random.Random(seed)
        ai = seats[seed % 3]
        while not state.is_over():
            player = rng.choice(state.to_act())
            legal = state.legal_actions(player)
            state.apply(player, choose(state.view(player), legal, rng) if player == ai else rng.choice(legal))
        if ai in state.winners():
            wins += 1 / len(state.winners())
    assert wins / games > 0.6
