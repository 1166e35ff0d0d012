"""The registry of games: PLUGINS maps a key ("stockpile") to its description, GAMES to its Game.

Each subpackage of games/ is one game and declares everything it brings in its ``PLUGIN``
(games/plugin.py); adding a game means adding its folder, nothing here. A subpackage without a
description is an error, not a game that quietly goes missing. The order is the menus'
(``GamePlugin.menu``). Tests plug in a game of their own with ``register``.
"""
from __future__ import annotations

import importlib
import pkgutil

from games.base import Game
from games.plugin import GamePlugin, PluginError

#: key -> the game's description, in menu order
PLUGINS: dict[str, GamePlugin] = {}
#: key -> its Game, in menu order (the same keys as PLUGINS)
GAMES: dict[str, Game] = {}


def register(plugin: GamePlugin) -> None:
    """Add a game (a test's stand-in does so). A key or a menu place taken twice is an error."""
    if not isinstance(plugin, GamePlugin):
        raise PluginError(f"{plugin!r} is not a GamePlugin")
    if plugin.key in PLUGINS and PLUGINS[plugin.key] is not plugin:
        raise PluginError(f"two games are registered as {plugin.key!r}")
    taken = {p.menu: p.key for p in PLUGINS.values() if p.key != plugin.key}
    if plugin.menu in taken:
        raise PluginError(f"{plugin.key!r} and {taken[plugin.menu]!r} both ask for menu place {plugin.menu}")
    PLUGINS[plugin.key] = plugin
    ordered = sorted(PLUGINS.values(), key=lambda p: p.menu)
    PLUGINS.clear()
    PLUGINS.update((p.key, p) for p in ordered)
    GAMES.clear()
    GAMES.update((p.key, p.game) for p in ordered)


def unregister(key: str) -> None:
    """Take a game out again (the end of a test)."""
    PLUGINS.pop(key, None)
    GAMES.pop(key, None)


def plugin_of(key: str) -> GamePlugin:
    """The description of game `key`; KeyError naming the registered games when there is none."""
    try:
        return PLUGINS[key]
    except KeyError:
        raise KeyError(f"no game {key!r} is registered; the games are {', '.join(PLUGINS)}") from None


def _discover() -> None:
    for module in pkgutil.iter_modules(__path__):
        if not module.ispkg:
            continue
        plugin = getattr(importlib.import_module(f"{__name__}.{module.name}"), "PLUGIN", None)
        if not isinstance(plugin, GamePlugin):
            raise PluginError(f"games/{module.name}/ declares no PLUGIN (a GamePlugin, see games/plugin.py)")
        if plugin.key != module.name:
            raise PluginError(f"games/{module.name}/ describes a game keyed {plugin.key!r}")
        register(plugin)


_discover()
