"""Stockpile's end chart: each company's share price after every move, from public views only."""
from __future__ import annotations

from games.base import Message, msg
from games.plugin import ChartSpec


def _prices(view: dict) -> dict[str, int]:
    unit = view.get("price_unit", 1)
    return {c["short"]: c["price"] * unit for c in view["companies"]}


def _colours(view: dict) -> dict[str, str]:
    return {c["short"]: c["colour"] for c in view["companies"]}


def _names(view: dict) -> dict[str, Message | str]:
    return {c["short"]: msg(f"stockpile-pic-company-{c['key']}") for c in view["companies"]}


CHART = ChartSpec(series=_prices, colours=_colours, names=_names, title="common-chart-share-prices", money=True)
