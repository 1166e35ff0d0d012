"""What a game's chart shows, read from a sequence of PUBLIC views (one per move).

The bot gets the views by replaying the table's log (bot/referee/replay.py `replay_steps`
gives view(None) after each move), so a chart can never show anything hidden:
prices per company (Stockpile, Futures!, 1920 Wall Street), chain sizes (Acquire),
pagodas on the board per player (Qin). Pure: no Pillow drawing, no I/O.

Series are keyed by the English label ("Cosmic", "<@id>"); `labels` gives each one's name as a
message and `value_text` writes a value, so pictures say both in their own locale.
"""
from __future__ import annotations

from typing import Callable, Iterable

from games.base import Message, msg
from render.chart import short_number
from render.kit import RGB, colour

# Each game: (series of one view: label -> value, colours of one view: label -> RGB).
# Player ids are labelled as mentions ("<@id>") so that the chart can put display names on them.
Reader = Callable[[dict], dict[str, int]]
Painter = Callable[[dict], dict[str, RGB]]
Namer = Callable[[dict], dict[str, Message | str]]


def _stockpile(view: dict) -> dict[str, int]:
    unit = view.get("price_unit", 1)
    return {c["short"]: c["price"] * unit for c in view["companies"]}


def _stockpile_colours(view: dict) -> dict[str, RGB]:
    return {c["short"]: colour(c["colour"]) for c in view["companies"]}


def _stockpile_names(view: dict) -> dict[str, Message | str]:
    return {c["short"]: msg(f"stockpile-pic-company-{c['key']}") for c in view["companies"]}


def _acquire(view: dict) -> dict[str, int]:
    return {chain["name"]: chain["size"] for chain in view["chains"]}


def _acquire_colours(view: dict) -> dict[str, RGB]:
    return {chain["name"]: colour(chain["colour"]) for chain in view["chains"]}


def _acquire_names(view: dict) -> dict[str, Message | str]:
    from games.acquire.words import chain
    return {c["name"]: chain(c["name"]) for c in view["chains"]}


def _futures(view: dict) -> dict[str, int]:
    return {c["name"].title(): view["prices"][c["key"]] for c in view["commodities"]}


def _futures_colours(view: dict) -> dict[str, RGB]:
    return {c["name"].title(): colour(c["colour"]) for c in view["commodities"]}


def _futures_names(view: dict) -> dict[str, Message | str]:
    return {c["name"].title(): msg(f"futures-pic-figure-{c['key']}") for c in view["commodities"]}


def _qin(view: dict) -> dict[str, int]:
    return {f"<@{p}>": view["on_board"][p] for p in view["players"]}


def _qin_colours(view: dict) -> dict[str, RGB]:
    return {f"<@{p}>": colour(view["colours"][p]) for p in view["players"]}


def _qin_names(view: dict) -> dict[str, Message | str]:
    return {f"<@{p}>": f"<@{p}>" for p in view["players"]}      # the pictures put the players' names on


def _wallstreet(view: dict) -> dict[str, int]:
    return {stock.title(): price for stock, price in zip(view["stocks"], view["prices"])}


def _wallstreet_colours(view: dict) -> dict[str, RGB]:
    from render.wallstreet import STOCK_COLOURS     # the board's own stock colours
    return {stock.title(): STOCK_COLOURS[stock] for stock in view["stocks"]}


def _wallstreet_names(view: dict) -> dict[str, Message | str]:
    return {stock.title(): msg(f"wallstreet-stock-{stock}") for stock in view["stocks"]}


# Each game: its series, their colours, their names, the chart's title (a message id).
GAMES: dict[str, tuple[Reader, Painter, Namer, str]] = {
    "stockpile": (_stockpile, _stockpile_colours, _stockpile_names, "common-chart-share-prices"),
    "acquire": (_acquire, _acquire_colours, _acquire_names, "common-chart-chain-sizes"),
    "futures": (_futures, _futures_colours, _futures_names, "common-chart-prices"),
    "qin": (_qin, _qin_colours, _qin_names, "common-chart-pagodas"),
    "wallstreet": (_wallstreet, _wallstreet_colours, _wallstreet_names, "common-chart-share-prices"),
}
#: The money message of a game whose values are money (1920 Wall Street counts in 元 in Chinese).
MONEY_UNITS = {"stockpile": "common-money", "wallstreet": "wallstreet-money"}


def charted(game_key: str) -> bool:
    """True when the game has a chart."""
    return game_key in GAMES


def title(game_key: str, locale: str = "en") -> str:
    """What the chart of this game shows ("Share prices"), in `locale`."""
    from i18n import render as say
    return say(msg(GAMES[game_key][3]), locale)


def labels(game_key: str, public_view: dict) -> dict[str, Message | str]:
    """label -> its name as a message (a player stays "<@id>", for the picture's names)."""
    return GAMES[game_key][2](public_view)


def value_text(game_key: str, value: int, locale: str = "en") -> str:
    """A value as the boards' bands and the chart write it: "$4K", "$3" (3元 in zh-TW), "42".

    Thousands are shortened with "K" in every locale (the boards' prices read so at a glance).
    """
    unit = MONEY_UNITS.get(game_key)
    if unit is None or abs(value) >= 1000:
        return short_number(value, money=unit is not None)
    from i18n import render as say
    return say(msg(unit, sign="-" if value < 0 else "", amount=abs(value)), locale)


def series(game_key: str, public_views: Iterable[dict]) -> dict[str, list[int]]:
    """label -> one value per view, in the order of the views (labels in the first view's order).

    A label missing from a view (never the case in today's games) repeats its last value.
    """
    read = GAMES[game_key][0]
    out: dict[str, list[int]] = {}
    for i, view in enumerate(public_views):
        values = read(view)
        for label, value in values.items():
            out.setdefault(label, [value] * i)      # a late label starts level with its first value
        for label, line in out.items():
            line.append(values.get(label, line[-1] if line else 0))
    return out


def colours(game_key: str, public_view: dict) -> dict[str, RGB]:
    """label -> the colour the game's board gives it."""
    return GAMES[game_key][1](public_view)


def money_axis(game_key: str) -> bool:
    """True when the values are money (share prices in dollars: Stockpile, 1920 Wall Street)."""
    return game_key in MONEY_UNITS

