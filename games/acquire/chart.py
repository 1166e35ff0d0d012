"""Acquire's end chart: the size of each chain after every move, from public views only."""
from __future__ import annotations

from games.acquire.words import chain
from games.base import Message
from games.plugin import ChartSpec


def _sizes(view: dict) -> dict[str, int]:
    return {c["name"]: c["size"] for c in view["chains"]}


def _colours(view: dict) -> dict[str, str]:
    return {c["name"]: c["colour"] for c in view["chains"]}


def _names(view: dict) -> dict[str, Message | str]:
    return {c["name"]: chain(c["name"]) for c in view["chains"]}


CHART = ChartSpec(series=_sizes, colours=_colours, names=_names, title="common-chart-chain-sizes", money=False)
