"""The registry of games: GAMES maps a key ("stockpile") to its Game.

Each game is a subpackage of games/ that exposes ``GAME``; adding a game means
adding its folder, nothing here. The order is the one players see in menus.
"""
from __future__ import annotations

import importlib
import pkgutil

from games.base import Game

MENU_ORDER = ["stockpile", "acquire", "futures", "qin", "wallstreet"]


def _discover() -> dict[str, Game]:
    found: dict[str, Game] = {}
    for module in pkgutil.iter_modules(__path__):
        if not module.ispkg:
            continue
        game = getattr(importlib.import_module(f"{__name__}.{module.name}"), "GAME", None)
        if isinstance(game, Game):
            found[game.key] = game
    rank = {key: i for i, key in enumerate(MENU_ORDER)}
    return dict(sorted(found.items(), key=lambda item: rank.get(item[0], len(rank))))


GAMES: dict[str, Game] = _discover()
