"""What a game's chart shows, read from a sequence of PUBLIC views (one per move).

The bot gets the views by replaying the table's log (bot/referee/replay.py `replay_steps`
gives view(None) after each move), so a chart can never show anything hidden. What each game
charts is its description's ``ChartSpec`` (games/<key>/chart.py, named by games/<key>/__init__.py);
this module only reads it. Pure: no Pillow drawing, no I/O.

Series are keyed by the English label ("Cosmic", "<@id>"); `labels` gives each one's name as a
message and `value_text` writes a value, so pictures say both in their own locale.
"""
from __future__ import annotations

from typing import Any, Iterable

from games import plugin_of
from games.base import Message, msg
from games.plugin import ChartSpec
from render.chart import short_number
from render.kit import RGB, colour


def spec(game_key: str) -> ChartSpec:
    """The game's chart, as its description declares it (KeyError for a game not registered)."""
    return plugin_of(game_key).chart


def title(game_key: str, locale: str = "en") -> str:
    """What the chart of this game shows ("Share prices"), in `locale`."""
    from i18n import render as say
    return say(msg(spec(game_key).title), locale)


def labels(game_key: str, public_view: dict[str, Any]) -> dict[str, Message | str]:
    """label -> its name as a message (a player stays "<@id>", for the picture's names)."""
    return spec(game_key).names(public_view)


def money_unit(game_key: str) -> str | None:
    """The money message the chart's values are written with; None when they are not money."""
    return plugin_of(game_key).money if spec(game_key).money else None


def value_text(game_key: str, value: int, locale: str = "en") -> str:
    """A value as the boards' bands and the chart write it: "$4K", "$3" (3元 in zh-TW), "42".

    Thousands are shortened with "K" in every locale (the boards' prices read so at a glance).
    """
    unit = money_unit(game_key)
    if unit is None or abs(value) >= 1000:
        return short_number(value, money=unit is not None)
    from i18n import render as say
    return say(msg(unit, sign="-" if value < 0 else "", amount=abs(value)), locale)


def values(game_key: str, public_view: dict[str, Any]) -> dict[str, int]:
    """label -> its value in one view."""
    return spec(game_key).series(public_view)


def series(game_key: str, public_views: Iterable[dict[str, Any]]) -> dict[str, list[int]]:
    """label -> one value per view, in the order of the views (labels in the first view's order).

    A label missing from a view (never the case in today's games) repeats its last value.
    """
    read = spec(game_key).series
    out: dict[str, list[int]] = {}
    for i, view in enumerate(public_views):
        now = read(view)
        for label, value in now.items():
            out.setdefault(label, [value] * i)      # a late label starts level with its first value
        for label, line in out.items():
            line.append(now.get(label, line[-1] if line else 0))
    return out


def colours(game_key: str, public_view: dict[str, Any]) -> dict[str, RGB]:
    """label -> the colour the game's board gives it."""
    return {label: colour(name) for label, name in spec(game_key).colours(public_view).items()}


def money_axis(game_key: str) -> bool:
    """True when the values are money (share prices in dollars: Stockpile, 1920 Wall Street)."""
    return spec(game_key).money
