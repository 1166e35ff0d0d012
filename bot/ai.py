"""Computer seats: a choice from the seat's own view and legal actions only.

A game that has ``games/<key>/ai.py`` with ``choose(view, legal, rng)`` plays with
it; any other game plays uniformly at random. The generator is seeded from the
table's seed, the seat and the table's version, so a simulation replays exactly.
"""
from __future__ import annotations

import importlib
import logging
import random
from functools import lru_cache
from typing import Callable

from games.base import seeded_rng

log = logging.getLogger(__name__)

Chooser = Callable[[dict, list[dict], random.Random], dict]


def random_choice(view: dict, legal: list[dict], rng: random.Random) -> dict:
    return rng.choice(legal)


@lru_cache(maxsize=None)
def chooser(game_key: str) -> Chooser:
    """The game's own computer player, or random when it has none."""
    try:
        module = importlib.import_module(f"games.{game_key}.ai")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"games.{game_key}.ai", f"games.{game_key}"):
            log.warning("games.%s.ai failed to import (%s); computer seats play at random", game_key, exc)
        return random_choice
    choose = getattr(module, "choose", None)
    return choose if callable(choose) else random_choice


def rng_for(seed: int | None, seat: str, version: int) -> random.Random:
    return seeded_rng(seed or 0, "ai", seat, version)


def choose(game_key: str, view: dict, legal: list[dict], rng: random.Random) -> dict:
    """A legal action; falls back to random if the game's player errs or answers nonsense."""
    if not legal:
        raise ValueError("a computer seat was asked to act with no legal action")
    try:
        action = chooser(game_key)(view, legal, rng)
    except Exception:  # a bug in a game's computer player must not stop the table
        log.exception("the %s computer player failed; playing at random", game_key)
        return rng.choice(legal)
    if action not in legal:
        log.warning("the %s computer player chose a %r move, which is not legal; playing at random", game_key,
                    str(action.get("type"))[:40] if isinstance(action, dict) else type(action).__name__)
        return rng.choice(legal)
    return action
