"""The few figures that decide a move, per game, read from the PUBLIC view.

Prices per company (Stockpile, Futures!, 1920 Wall Street), size and share price of each chain on
the board (Acquire), pagodas left per player (Qin). Each game's picture module (the one its
description names) says which, as ``figures(view, locale)``; ``priced`` serves a game whose figures
are its chart's latest values. Boards draw them big at the top (render/phone.py) so that they read
on a phone at 400 px; the same list can be said in a table card's text. Labels and values are in
the picture's `locale` (the catalogs); a player stays "<@id>" for the picture to put the name on.
Pure: no drawing, no I/O.
"""
from __future__ import annotations

from typing import Any

from dataclasses import dataclass

from i18n import render as say
from render import history
from render.kit import RGB


@dataclass(frozen=True)
class Figure:
    label: str          # "Cosmic", "Tower"; a player as a mention "<@id>"
    value: str          # "$4K", "9 · $800", "6 left"
    colour: RGB         # the game's own colour for it


def priced(game_key: str, view: dict[str, Any], locale: str = "en") -> list[Figure]:
    """The chart's values in this view, named and coloured as the chart names and colours them."""
    fills = history.colours(game_key, view)
    names = history.labels(game_key, view)
    return [Figure(say(names[label], locale), history.value_text(game_key, value, locale), fills[label])
            for label, value in history.values(game_key, view).items()]


def figures(game_key: str, view: dict[str, Any], locale: str = "en") -> list[Figure]:
    """What a phone player must read first, in the board's order, in `locale` (the game's picture
    module's ``figures``)."""
    from render import pictures_of
    return pictures_of(game_key).figures(view, locale)
