"""Pictures of games, drawn from views only (never the full state).

Each game has render/<key>.py with two functions:
    board(view: dict, names: dict[str, str]) -> PIL.Image.Image       # from view(None)
    private(view: dict, names: dict[str, str]) -> PIL.Image.Image | None  # from view(player)
`names` maps player ids to display names. `chart_png` draws the game's chart
(render/chart.py) from the public views after each move (render/history.py). The functions here pick the module
and return PNG bytes; they are pure and thread-safe, so the bot runs them in a
worker thread.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Sequence

from render.encode import to_png


def _module(game_key: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{game_key}")


def board_png(game_key: str, view: dict, names: dict[str, str], *, locale: str = "en") -> bytes:
    """The table's picture, from the public view, in `locale` (the table's language)."""
    return to_png(_module(game_key).board(view, names, locale=locale), f"{game_key}:board")


def private_png(game_key: str, view: dict, names: dict[str, str], *, locale: str = "en") -> bytes | None:
    """One player's own picture (hand, portfolio), from that player's view, in `locale` (the
    player's language); None if the game has none."""
    image = _module(game_key).private(view, names, locale=locale)
    return None if image is None else to_png(image, f"{game_key}:private")


def chart_png(game_key: str, public_views: Sequence[dict], names: dict[str, str]) -> bytes | None:
    """The game's chart (prices, chain sizes, pagodas placed) over its moves, from public views only;
    None for a game without a chart or without views."""
    from render import chart, history
    if not public_views or not history.charted(game_key):
        return None
    image = chart.line_chart(history.series(game_key, public_views), history.colours(game_key, public_views[-1]),
                             history.title(game_key), names, money=history.money_axis(game_key))
    return to_png(image, f"{game_key}:chart")
