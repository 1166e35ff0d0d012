"""The computer player: always legal, uses only its view, beats random players."""
from __future__ import annotations

from games.wallstreet.ai import choose
from random_play import ai_at, ai_chooser, play_out


def test_ai_plays_whole_games_with_every_variant(ws):
    for seed, options in enumerate([{}, {"tycoons": True, "options": True},
                                    {"tycoons": True, "tycoon_sides": {"A": "penalty", "D": "penalty"}}]):
        n = 3 + seed % 3
        play_out(ws.game, n, seed, options=options, chooser=ai_chooser(choose))   # each move checked legal


def test_ai_beats_random_players(ws):
    wins = 0.0
    games = 12
    for seed in range(games):
        seats = ["p0", "p1", "p2"]
        ai = seats[seed % 3]
        state = play_out(ws.game, seats, seed, chooser=ai_at(ai, choose))
        if ai in state.winners():
            wins += 1 / len(state.winners())
    assert wins / games > 0.6
