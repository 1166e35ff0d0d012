"""The few figures that decide a move, per game, read from the PUBLIC view.

Prices per company (Stockpile, Futures!, 1920 Wall Street), size and share price
of each chain on the board (Acquire), pagodas left per player (Qin). Boards draw
them big at the top (render/phone.py) so that they read on a phone at 400 px;
the same list can be said in a table card's text. Labels and values are in the picture's
`locale` (the catalogs); a player stays "<@id>" for the picture to put the name on. Pure: no
drawing, no I/O.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.base import msg
from i18n import render as say
from render import history
from render.chart import short_number
from render.kit import RGB, colour


@dataclass(frozen=True)
class Figure:
    label: str          # "Cosmic", "Tower"; a player as a mention "<@id>"
    value: str          # "$4K", "9 · $800", "6 left"
    colour: RGB         # the game's own colour for it


def _priced(game_key: str, view: dict, locale: str) -> list[Figure]:
    values = history.GAMES[game_key][0](view)
    fills = history.colours(game_key, view)
    names = history.labels(game_key, view)
    return [Figure(say(names[label], locale), history.value_text(game_key, value, locale), fills[label])
            for label, value in values.items()]


def _acquire(view: dict, locale: str) -> list[Figure]:
    from games.acquire.words import chain
    return [Figure(say(chain(c["name"]), locale), f"{c['size']} · {short_number(c['price'], money=True)}",
                   colour(c["colour"])) for c in view["chains"] if c["on_board"]]


def qin_figures(view: dict, locale: str = "en") -> list[Figure]:
    """Pagodas left per player; the words ("6 left") in `locale`."""
    return [Figure(f"<@{p}>", say(msg("qin-pic-left", left=view["supply"][p]), locale), colour(view["colours"][p]))
            for p in view["players"]]


def figures(game_key: str, view: dict, locale: str = "en") -> list[Figure]:
    """What a phone player must read first, in the board's order, in `locale`; [] for a game without any."""
    if game_key in ("stockpile", "wallstreet", "futures"):
        return _priced(game_key, view, locale)
    if game_key == "acquire":
        return _acquire(view, locale)
    if game_key == "qin":
        return qin_figures(view, locale)
    return []
