"""What one game brings, declared in one place: its ``GamePlugin``, in games/<key>/__init__.py.

The registry (games/__init__.py) reads each game package's ``PLUGIN``; shared code (the card, the
pictures, the chart, the computer seats) asks the description and never names a game. Every field
is required: a game that leaves one out fails when its package is imported, and
tests/test_game_plugins.py checks that each named piece really exists (modules and their
functions, catalogs in every locale, rules pages, the players' guide, glossary, menu word).

Where the pictures live. They stay in render/<key>.py, named here by module path and imported
only by the edge (render/__init__.py resolves it). render/ is the one package that imports
Pillow and the drawing kit, so "games/ never imports Pillow" stays a rule about a folder (and is
checked by a test that imports every game's rules modules and finds no PIL), the worker processes
that draw import only render/, and a game's rules can be read, tested and searched over with no
picture code loaded. The description is the single place that says which module draws the game.

The chart's readers are pure (public view in, numbers and colour names out), so they live in the
game's own folder and are held here directly.
"""
from __future__ import annotations

from typing import Any

import re
from collections.abc import Callable
from dataclasses import dataclass, fields

from games.base import MESSAGE_ID, Game, Message

#: A dotted module path, resolved only where the piece is used ("games.qin.ai", "render.qin").
MODULE_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")
#: A game key, an option name, a catalog domain: lowercase word characters.
WORD = re.compile(r"[a-z][a-z0-9_]*")
#: A colour as the data files and views write it: "#3478d6", or a name the drawing kit knows ("blue").
ColourName = str


class PluginError(ValueError):
    """A game's description that cannot be registered: it says what is wrong and in which game."""


@dataclass(frozen=True)
class ChartSpec:
    """What a game's end chart draws, read from one PUBLIC view (one view per move).

    Series are keyed by a label ("Cosmic", or a player as a mention "<@id>" for the picture to put
    the display name on); ``names`` gives each label's name as a message.
    """

    #: label -> value in this view
    series: Callable[[dict[str, Any]], dict[str, int]]
    #: label -> the colour the board gives it ("#3478d6" or a kit colour name)
    colours: Callable[[dict[str, Any]], dict[str, ColourName]]
    #: label -> its name as a message (a player stays "<@id>")
    names: Callable[[dict[str, Any]], dict[str, Message | str]]
    #: message id of the chart's title ("common-chart-share-prices")
    title: str
    #: True when the values are money, written with the game's money message (GamePlugin.money)
    money: bool


@dataclass(frozen=True)
class GamePlugin:
    """Everything a game brings besides its rules. Module paths are resolved at the edge, so
    importing ``games`` loads neither the computer players nor the pictures."""

    #: the rules: the Game registered under ``game.key``
    game: Game
    #: the place in menus (lower first)
    menu: int
    #: the table card's accent colour (its side bar), 0xRRGGBB: the colour the board leads with
    accent: int
    #: the game's money message ("common-money", "wallstreet-money": 元 in Chinese); None without money
    money: str | None
    #: the end chart
    chart: ChartSpec
    #: module with ``LEVELS`` {"easy", "normal", "hard"} of choosers and the coach ``advise`` (games/levels.py)
    levels: str
    #: module with the card facts ``card_lines``, ``end_lines`` and ``reveal`` (games/cardlines.py)
    card: str
    #: module that builds the states the hard player searches over (``Game.sample`` uses it)
    sample: str
    #: module with the pictures ``board``, ``private`` and the phone ``figures``; edge only (Pillow)
    pictures: str
    #: the Fluent domains it adds: data/locales/<locale>/<domain>.ftl in every locale
    catalogs: tuple[str, ...]
    #: the rules pages for us: docs/rules/<rules>.md, .zh-TW.md and .ja.md
    rules: str
    #: the players' guide (how to play), a page per part: data/<guide>/guide.<locale>.md in every locale
    guide: str
    #: options whose values are words of the catalogs (``<key>-option-value-<option>``, in its own catalog)
    option_words: tuple[str, ...]
    #: modules of the game's folder used outside play (scenarios for tests, tuning scripts)
    tools: tuple[str, ...]

    def __post_init__(self) -> None:
        problems = list(self._problems())
        if problems:
            raise PluginError(f"game {getattr(self.game, 'key', '?')!r}: " + "; ".join(problems))

    @property
    def key(self) -> str:
        return self.game.key

    def modules(self) -> dict[str, str]:
        """Each module-path field by name: {"levels": "games.qin.ai", ...}."""
        return {name: getattr(self, name) for name in ("levels", "card", "sample", "pictures")}

    def _problems(self) -> list[str]:
        found: list[str] = []
        if not isinstance(self.game, Game):
            return [f"game is {type(self.game).__name__}, not a Game"]
        if not WORD.fullmatch(getattr(self.game, "key", "") or ""):
            found.append("the game's key must be a lowercase word")
        if not isinstance(self.menu, int) or isinstance(self.menu, bool):
            found.append("menu must be an int")
        if not isinstance(self.accent, int) or not 0 <= self.accent <= 0xFFFFFF:
            found.append("accent must be a colour 0xRRGGBB")
        if self.money is not None and not MESSAGE_ID.fullmatch(self.money):
            found.append(f"money {self.money!r} is not a message id")
        if not isinstance(self.chart, ChartSpec):
            found.append("chart must be a ChartSpec")
        else:
            if not MESSAGE_ID.fullmatch(self.chart.title):
                found.append(f"chart title {self.chart.title!r} is not a message id")
            if self.chart.money and self.money is None:
                found.append("a chart of money needs the game's money message")
        for name, path in self.modules().items():
            if not isinstance(path, str) or not MODULE_PATH.fullmatch(path):
                found.append(f"{name} must be a module path, not {path!r}")
        for name in ("catalogs", "option_words", "tools"):
            value = getattr(self, name)
            if not isinstance(value, tuple) or not all(isinstance(v, str) and WORD.fullmatch(v) for v in value):
                found.append(f"{name} must be a tuple of lowercase words")
        if not isinstance(self.rules, str) or not WORD.fullmatch(self.rules):
            found.append("rules must name the page docs/rules/<rules>.md")
        if not isinstance(self.guide, str) or not WORD.fullmatch(self.guide):
            found.append("guide must name the folder data/<guide>/ of guide.<locale>.md")
        return found


#: The fields a description has (tests/test_game_plugins.py checks each one).
FIELDS = tuple(f.name for f in fields(GamePlugin))
