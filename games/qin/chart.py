"""Qin's end chart: the pagodas each player has on the board after every move, from public views only."""
from __future__ import annotations

from games.base import Message
from games.plugin import ChartSpec


def _on_board(view: dict) -> dict[str, int]:
    return {f"<@{p}>": view["on_board"][p] for p in view["players"]}


def _colours(view: dict) -> dict[str, str]:
    return {f"<@{p}>": view["colours"][p] for p in view["players"]}


def _names(view: dict) -> dict[str, Message | str]:
    return {f"<@{p}>": f"<@{p}>" for p in view["players"]}      # the pictures put the players' names on


CHART = ChartSpec(series=_on_board, colours=_colours, names=_names, title="common-chart-pagodas", money=False)
