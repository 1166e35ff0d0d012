"""What a game's chart shows, read from a sequence of PUBLIC views (one per move).

The bot gets the views by replaying the table's log (bot/replay.py `replay_steps`
gives view(None) after each move), so a chart can never show anything hidden:
prices per company (Stockpile, Futures!, 1920 Wall Street), chain sizes (Acquire),
pagodas on the board per player (Qin). Pure: no Pillow drawing, no I/O.
"""
from __future__ import annotations

from typing import Callable, Iterable

from render.kit import RGB, colour

# Each game: (series of one view: label -> value, colours of one view: label -> RGB).
# Player ids are labelled as mentions ("<@id>") so that the chart can put display names on them.
Reader = Callable[[dict], dict[str, int]]
Painter = Callable[[dict], dict[str, RGB]]


def _stockpile(view: dict) -> dict[str, int]:
    unit = view.get("price_unit", 1)
    return {c["short"]: c["price"] * unit for c in view["companies"]}


def _stockpile_colours(view: dict) -> dict[str, RGB]:
    return {c["short"]: colour(c["colour"]) for c in view["companies"]}


def _acquire(view: dict) -> dict[str, int]:
    return {chain["name"]: chain["size"] for chain in view["chains"]}


def _acquire_colours(view: dict) -> dict[str, RGB]:
    return {chain["name"]: colour(chain["colour"]) for chain in view["chains"]}


def _futures(view: dict) -> dict[str, int]:
    return {c["name"].title(): view["prices"][c["key"]] for c in view["commodities"]}


def _futures_colours(view: dict) -> dict[str, RGB]:
    return {c["name"].title(): colour(c["colour"]) for c in view["commodities"]}


def _qin(view: dict) -> dict[str, int]:
    return {f"<@{p}>": view["on_board"][p] for p in view["players"]}


def _qin_colours(view: dict) -> dict[str, RGB]:
    return {f"<@{p}>": colour(view["colours"][p]) for p in view["players"]}


def _wallstreet(view: dict) -> dict[str, int]:
    return {stock.title(): price for stock, price in zip(view["stocks"], view["prices"])}


def _wallstreet_colours(view: dict) -> dict[str, RGB]:
    from render.wallstreet import STOCK_COLOURS     # the board's own stock colours
    return {stock.title(): STOCK_COLOURS[stock] for stock in view["stocks"]}


GAMES: dict[str, tuple[Reader, Painter, str]] = {
    "stockpile": (_stockpile, _stockpile_colours, "Share prices"),
    "acquire": (_acquire, _acquire_colours, "Chain sizes"),
    "futures": (_futures, _futures_colours, "Prices"),
    "qin": (_qin, _qin_colours, "Pagodas on the board"),
    "wallstreet": (_wallstreet, _wallstreet_colours, "Share prices"),
}


def charted(game_key: str) -> bool:
    """True when the game has a chart."""
    return game_key in GAMES


def title(game_key: str) -> str:
    """What the chart of this game shows ("Share prices")."""
    return GAMES[game_key][2]


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
    return game_key in ("stockpile", "wallstreet")

