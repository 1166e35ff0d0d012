"""Whole seeded games of every game leave the same fingerprints as when they were stored: moves,
events, views, pictures, cards, suggestions and computer choices unchanged by a restructuring.
After an intended change of what players see: python -m tests.helpers.fingerprints --write."""
from __future__ import annotations

import json

import pytest

from games import GAMES
from tests.helpers.fingerprints import SEEDS, STORED, one_game

pytestmark = pytest.mark.slow   # a sweep: run by CI and `pytest`, left out of `pytest -m "not slow"`

STORED_PRINTS = json.loads(STORED.read_text())


def test_every_game_is_fingerprinted() -> None:
    assert set(STORED_PRINTS) == {f"{key}:{seed}" for key in GAMES for seed in SEEDS}


@pytest.mark.parametrize("name", sorted(STORED_PRINTS))
def test_whole_games_are_unchanged(name: str) -> None:
    key, seed = name.split(":")
    assert one_game(key, int(seed)) == STORED_PRINTS[name]
