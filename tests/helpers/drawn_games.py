"""Play a seeded random game and draw its pictures along the way (for the picture-language tests)."""
from __future__ import annotations

import random
from typing import Any, Callable

from games.base import GameState
from random_play import random_walk


def draw_through_game(state: GameState, pictures: Any, names: dict[str, str], locale: str, rng: random.Random,
                      every: int, *, first_to_act: bool = False,
                      also_when: Callable[[GameState], bool] = lambda state: False) -> None:
    """Play `state` to the end with random legal moves, drawing the board and every player's
    private picture (module `pictures`: board(view, names, locale=), private(...)) every `every`
    steps, whenever `also_when(state)` holds, and at the end. The player to move is the first
    of to_act() with `first_to_act`, else one chosen with `rng`."""
    def draw(state: GameState) -> None:
        pictures.board(state.view(None), names, locale=locale)
        for p in state.players:
            pictures.private(state.view(p), names, locale=locale)

    for step, (state, _, _) in enumerate(random_walk(None, state.players, 0, state=state, rng=rng,
                                                     first_to_act=first_to_act)):
        if step % every == 0 or also_when(state):
            draw(state)
    draw(state)


def record_drawn(monkeypatch: Any) -> list[str]:
    """Record every string any render module draws from now on (through render.kit.text), the
    phone band's and the chart's included. Pieces the kit or a board would paste from a cache
    (chips, track rows, tiles) are drawn afresh, so each picture draws every word it shows."""
    import importlib
    import sys

    from render import kit
    from games import PLUGINS
    for name in ("render.chart", "render.figures", "render.phone", *(p.pictures for p in PLUGINS.values())):
        importlib.import_module(name)
    drawn: list[str] = []
    original = kit.text

    def record(draw, xy, value, *args, **kwargs):
        drawn.append(value)
        return original(draw, xy, value, *args, **kwargs)

    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("render") and getattr(module, "text", None) is original:
            monkeypatch.setattr(module, "text", record)
    monkeypatch.setattr(kit, "_paste_piece", lambda draw, box, key, paint: paint(draw, box))
    monkeypatch.setattr(sys.modules["render.stockpile"], "_ROWS", {})
    sys.modules["render.acquire"]._tile.cache_clear()
    return drawn
