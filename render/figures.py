"""The few figures that decide a move, per game, read from the PUBLIC view.

Prices per company (Stockpile, Futures!, 1920 Wall Street), size and share price
of each chain on the board (Acquire), pagodas left per player (Qin). Boards draw
them big at the top (render/phone.py) so that they read on a phone at 400 px;
the same list can be said in a table card's text. Pure: no drawing, no I/O.
"""
from __future__ import annotations

from dataclasses import dataclass

from render import history
from render.chart import short_number
from render.kit import RGB, colour


@dataclass(frozen=True)
class Figure:
    label: str          # "Cosmic", "Tower"; a player as a mention "<@id>"
    value: str          # "$4K", "9 · $800", "6 left"
    colour: RGB         # the game's own colour for it


def _priced(game_key: str, view: dict, money: bool) -> list[Figure]:
    values = history.GAMES[game_key][0](view)
    fills = history.colours(game_key, view)
    return [Figure(label, short_number(value, money) if money or value >= 1000 else str(value), fills[label])
            for label, value in values.items()]


def _acquire(view: dict) -> list[Figure]:
    return [Figure(c["name"], f"{c['size']} · {short_number(c['price'], money=True)}", colour(c["colour"]))
            for c in view["chains"] if c["on_board"]]


def qin_figures(view: dict, locale: str = "en") -> list[Figure]:
    """Pagodas left per player; the words ("6 left") in `locale`."""
    from games.base import msg
    from i18n import render as say
    return [Figure(f"<@{p}>", say(msg("qin-pic-left", left=view["supply"][p]), locale), colour(view["colours"][p]))
            for p in view["players"]]


def figures(game_key: str, view: dict) -> list[Figure]:
    """What a phone player must read first, in the board's order; [] for a game without any."""
    if game_key in ("stockpile", "wallstreet", "futures"):
        return _priced(game_key, view, money=history.money_axis(game_key))
    if game_key == "acquire":
        return _acquire(view)
    if game_key == "qin":
        return qin_figures(view)
    return []
