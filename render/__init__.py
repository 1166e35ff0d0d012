"""Pictures of games, drawn from views only (never the full state).

Each game's description (games/<key>/__init__.py, ``GamePlugin.pictures``) names its picture
module, render/<key>.py, which has (the ``Pictures`` protocol below):
    board(view: dict, names: dict[str, str], *, locale="en") -> PIL.Image.Image       # from view(None)
    private(view: dict, names: dict[str, str], *, locale="en") -> PIL.Image.Image | None  # from view(player)
    figures(view: dict, locale="en") -> list[render.figures.Figure]                    # the phone band
    phone_sheet(view: dict, names: dict[str, str], *, locale="en") -> PIL.Image.Image # from view(None)
    phone_model(view: dict, names: dict[str, str], *, locale="en") -> render.phone_sheet.Sheet  # what it draws
`phone_sheet` is the board's phone sheet (render/phone_sheet.py): 600 px wide, nothing drawn under 17 px, so
it reads at 400 px on a phone; Discord says nothing of the reader's screen, so both are sent. `phone_model`
is what the sheet says before it is drawn: the web page (web/) renders it as HTML.
`names` maps player ids to display names; every word is drawn in `locale` (en, zh-TW, ja: the
table's language), from the catalogs. `chart_png` draws the game's chart
(render/chart.py) from the public views after each move (render/history.py). The functions here pick the module
and return PNG bytes; they are pure and thread-safe, so the bot runs them in a
worker thread.
"""
from __future__ import annotations

import importlib
from typing import Any, Protocol, Sequence, TYPE_CHECKING, cast

from games import plugin_of
from render.encode import to_png
from render.kit import language

if TYPE_CHECKING:
    from PIL import Image

    from render.figures import Figure
    from render.phone_sheet import Sheet


class Pictures(Protocol):
    """What a game's picture module offers (checked for every game by tests/test_game_plugins.py)."""

    def board(self, view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image: ...

    def private(self, view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image | None: ...

    def figures(self, view: dict[str, Any], locale: str = "en") -> list[Figure]: ...

    def phone_sheet(self, view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image: ...

    def phone_model(self, view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Sheet: ...


def pictures_of(game_key: str) -> Pictures:
    """The picture module the game's description names (imported on first use)."""
    return cast(Pictures, importlib.import_module(plugin_of(game_key).pictures))


def board_png(game_key: str, view: dict[str, Any], names: dict[str, str], locale: str = "en") -> bytes:
    """The table's picture, from the public view, in `locale`."""
    with language(locale):
        return to_png(pictures_of(game_key).board(view, names, locale=locale), f"{game_key}:board")


def phone_png(game_key: str, view: dict[str, Any], names: dict[str, str], locale: str = "en") -> bytes:
    """The table's phone sheet, from the public view, in `locale` (sent beside the board)."""
    with language(locale):
        return to_png(pictures_of(game_key).phone_sheet(view, names, locale=locale), f"{game_key}:phone")


def phone_sheet_model(game_key: str, view: dict[str, Any], names: dict[str, str], locale: str = "en") -> Sheet:
    """What the table's phone sheet says (from the public view, in `locale`), names put on: the web page's board."""
    with language(locale):
        return pictures_of(game_key).phone_model(view, names, locale=locale).named()


def private_png(game_key: str, view: dict[str, Any], names: dict[str, str], locale: str = "en") -> bytes | None:
    """One player's own picture (hand, portfolio), from that player's view, in `locale`; None if the
    game has none."""
    with language(locale):
        image = pictures_of(game_key).private(view, names, locale=locale)
    return None if image is None else to_png(image, f"{game_key}:private")


def chart_png(game_key: str, public_views: Sequence[dict[str, Any]], names: dict[str, str],
              locale: str = "en") -> bytes | None:
    """The game's chart (prices, chain sizes, pagodas placed) over its moves, from public views only,
    in `locale`; None without views."""
    from i18n import render as say
    from render import chart, history
    if not public_views:
        return None
    labels = history.labels(game_key, public_views[-1])
    named = {label: say(labels.get(label, label), locale) for label in history.series(game_key, [public_views[-1]])}
    series = {named.get(label, label): line for label, line in history.series(game_key, public_views).items()}
    colours = {named.get(label, label): fill for label, fill in history.colours(game_key, public_views[-1]).items()}
    with language(locale):
        image = chart.line_chart(series, colours, history.title(game_key, locale), names,
                                 money=history.money_axis(game_key), locale=locale,
                                 value_text=lambda value: history.value_text(game_key, value, locale))
    return to_png(image, f"{game_key}:chart")
