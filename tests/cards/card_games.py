"""Seeded games for the table card's tests: a game part-way through and the same game at its end."""
from __future__ import annotations

import random

from bot.referee.shapes import Seat
from games import GAMES
from games.base import GameState
from random_play import play_out

#: Two humans (Discord ids) and a computer seat: the card pings only humans.
SEATS = [Seat("1001", "Alice"), Seat("ai:1", "Ada (AI, normal)", True, "normal"), Seat("1003", "Bob *bold*")]


def seats_for(key: str) -> list[Seat]:
    game = GAMES[key]
    n = max(game.min_players, min(3, game.max_players))
    return SEATS[:n]


def play(key: str, seed: int = 5, steps: int | None = 40) -> GameState:
    """A seeded random game of `key` after `steps` moves (to its end with None)."""
    return play_out(key, [s.user for s in seats_for(key)], seed, steps=steps)
