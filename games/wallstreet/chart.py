"""1920 Wall Street's end chart: each stock's price after every move, from public views only."""
from __future__ import annotations

from games.base import Message, msg
from games.plugin import ChartSpec

#: The board's own colour of each stock (render/wallstreet.py draws with them too).
STOCK_COLOURS = {"corn": "#40aa50", "cotton": "#ececec", "steel": "#8e54bc", "oil": "#18181c"}


def _prices(view: dict) -> dict[str, int]:
    return {stock.title(): price for stock, price in zip(view["stocks"], view["prices"])}


def _colours(view: dict) -> dict[str, str]:
    return {stock.title(): STOCK_COLOURS[stock] for stock in view["stocks"]}


def _names(view: dict) -> dict[str, Message | str]:
    return {stock.title(): msg(f"wallstreet-stock-{stock}") for stock in view["stocks"]}


CHART = ChartSpec(series=_prices, colours=_colours, names=_names, title="common-chart-share-prices", money=True)
