"""Test tables of games derived from the registry: every registered game gets a row, and a table
keeps only what is true of one game alone (its exceptions). A new game's folder is enough for
it to be driven by every test built on these; a table naming a game that is not registered fails."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

from games import GAMES, PLUGINS

T = TypeVar("T")


def real_games() -> list[str]:
    """The games registered by their folders of games/ (not a test's stand-in), in menu order."""
    return [key for key, plugin in PLUGINS.items() if type(plugin.game).__module__.startswith("games.")]


def per_game(exceptions: Mapping[str, T], default: Callable[[str], T]) -> dict[str, T]:
    """game key -> its exception, else ``default(key)``, for every registered game in menu order."""
    keys = real_games()
    unknown = sorted(set(exceptions) - set(keys))
    if unknown:
        raise KeyError(f"test table names games that are not registered: {unknown}")
    return {key: exceptions[key] if key in exceptions else default(key) for key in keys}


def seats(at_least: int) -> Callable[[str], int]:
    """A default: `at_least` seats, within what the game allows."""
    return lambda key: min(max(at_least, GAMES[key].min_players), GAMES[key].max_players)
