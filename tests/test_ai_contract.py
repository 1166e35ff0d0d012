"""Every game's computer player (games/<key>/ai.py) keeps the same promises.

- In every seat, for every player count, it picks one of the legal actions it
  was given, from its own view, and games played by it alone come to an end.
- It wins more than its fair share against random players (a small sample
  here; bench/ai_vs_random.py measures 500 games).
How fast it decides is measured by the benchmark, never asserted here.
"""
from __future__ import annotations

import importlib

import pytest

from games import GAMES, plugin_of
from random_play import ai_at, ai_chooser, play_out

pytestmark = pytest.mark.slow   # a sweep: run by CI and `pytest`, left out of `pytest -m "not slow"`


def ai_of(key: str):
    try:
        return importlib.import_module(plugin_of(key).levels).choose
    except ModuleNotFoundError:
        return None


WITH_AI = [key for key in GAMES if ai_of(key) is not None]
CASES = [(key, n) for key in WITH_AI for n in range(GAMES[key].min_players, GAMES[key].max_players + 1)]


def test_every_game_has_a_computer_player() -> None:
    assert WITH_AI == list(GAMES)


@pytest.mark.parametrize("key,n", CASES)
def test_computer_players_alone_play_legal_moves_to_the_end(key: str, n: int) -> None:
    choose = ai_of(key)
    for seed in (1, 2):
        state = play_out(key, n, seed, chooser=ai_chooser(choose), max_steps=20_000)
        assert state.is_over(), f"{key}: computer players did not finish a game"


def fair_share_game(key: str, n: int, seed: int) -> float:
    choose = ai_of(key)
    seats = [f"p{i}" for i in range(n)]
    ai_seat = seats[seed % n]
    state = play_out(key, seats, seed, chooser=ai_at(ai_seat, choose))
    winners = state.winners()
    return 1 / len(winners) if ai_seat in winners else 0.0


@pytest.mark.parametrize("key", WITH_AI)
def test_computer_players_beat_random_players(key: str) -> None:
    n = min(4, GAMES[key].max_players)
    rate = sum(fair_share_game(key, n, seed) for seed in range(40)) / 40
    assert rate > 1.5 / n, f"{key}: the computer player won {rate:.0%} of 40 games against random players"
