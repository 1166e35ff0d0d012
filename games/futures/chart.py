"""Futures!'s end chart: each commodity's price after every move, from public views only."""
from __future__ import annotations

from games.base import Message, msg
from games.plugin import ChartSpec


def _prices(view: dict) -> dict[str, int]:
    return {c["name"].title(): view["prices"][c["key"]] for c in view["commodities"]}


def _colours(view: dict) -> dict[str, str]:
    return {c["name"].title(): c["colour"] for c in view["commodities"]}


def _names(view: dict) -> dict[str, Message | str]:
    return {c["name"].title(): msg(f"futures-pic-figure-{c['key']}") for c in view["commodities"]}


CHART = ChartSpec(series=_prices, colours=_colours, names=_names, title="common-chart-prices", money=False)
