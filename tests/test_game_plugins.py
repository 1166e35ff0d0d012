"""The game manifest check: every registered game's description (games/<key>/__init__.py PLUGIN)
names pieces that exist, and nothing the contract does not know.

One check per field of GamePlugin (a new field without a check fails here), then what a game needs
outside its folder: its catalogs in every locale, its rules pages, its glossary table and its menu
word. The folder rule: every module of games/<key>/ is reached when the game and the parts its
description names are imported, or is listed as a tool; and none of that loads Pillow or render/.
"""
from __future__ import annotations

import ast
import dataclasses
import importlib
import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import games
from games import GAMES, PLUGINS
from games.base import Game
from games.plugin import FIELDS, GamePlugin, PluginError
from i18n import LOCALES
from bot.text.table_card import option_value_id
from i18n.catalog import catalog_files, find
from random_play import random_walk

ROOT = Path(__file__).resolve().parent.parent
KEYS = list(PLUGINS)
LEVELS = ("easy", "normal", "hard")


def has_message(message_id: str) -> list[str]:
    """The locales whose catalogs lack `message_id` (no fallback to English)."""
    return [locale for locale in LOCALES if find(message_id, locale, fallback=False) is None]


def public_views(key: str, moves: int = 40) -> list[dict]:
    """The public view after each of a few seeded random moves."""
    game = GAMES[key]
    walk = random_walk(game, game.max_players, 7, steps=moves, first_to_act=True)
    return [walk.state.view(None)] + [walk.state.view(None) for _ in walk.played()]


def module_with(path: str, *names: str) -> object:
    module = importlib.import_module(path)
    missing = [n for n in names if not callable(getattr(module, n, None))]
    assert not missing, f"{path} has no {', '.join(missing)}"
    return module


# --- one check per field ------------------------------------------------------------------------

def check_game(p: GamePlugin) -> None:
    assert isinstance(p.game, Game) and GAMES[p.key] is p.game
    assert (ROOT / "games" / p.key / "__init__.py").exists(), "the game's folder is named by its key"
    assert p.game.title and p.game.min_players <= p.game.max_players


def check_menu(p: GamePlugin) -> None:
    assert [q.menu for q in PLUGINS.values()] == sorted(q.menu for q in PLUGINS.values())
    assert sum(q.menu == p.menu for q in PLUGINS.values()) == 1


def check_accent(p: GamePlugin) -> None:
    assert 0 < p.accent <= 0xFFFFFF


def check_money(p: GamePlugin) -> None:
    if p.money is not None:
        assert not has_message(p.money), f"{p.money} missing in {has_message(p.money)}"


def check_chart(p: GamePlugin) -> None:
    from render.kit import colour
    assert not has_message(p.chart.title)
    for view in public_views(p.key, 12):
        series, colours, names = p.chart.series(view), p.chart.colours(view), p.chart.names(view)
        assert series and set(series) == set(colours) == set(names)
        assert all(isinstance(v, int) for v in series.values())
        assert all(len(colour(c)) == 3 for c in colours.values())


def check_levels(p: GamePlugin) -> None:
    assert p.levels.startswith(f"games.{p.key}.")
    levels = getattr(importlib.import_module(p.levels), "LEVELS", None)
    assert isinstance(levels, dict) and tuple(levels) == LEVELS and all(map(callable, levels.values()))
    module_with(p.levels, "advise")            # the coach: the normal move and its reason (/game hint)


def check_card(p: GamePlugin) -> None:
    assert p.card.startswith(f"games.{p.key}.")
    module_with(p.card, "card_lines", "end_lines", "reveal")


def check_sample(p: GamePlugin) -> None:
    assert p.sample.startswith(f"games.{p.key}.")
    importlib.import_module(p.sample)
    assert type(p.game).sample is not Game.sample, "the game builds no samples for the hard player"


def check_pictures(p: GamePlugin) -> None:
    assert not p.pictures.startswith("games."), "pictures are the edge's: never inside games/"
    module = module_with(p.pictures, "board", "private", "figures", "phone_sheet")
    view = public_views(p.key, 12)[-1]
    assert module.figures(view, "en"), "a phone player gets no figures"


def check_catalogs(p: GamePlugin) -> None:
    assert p.key in p.catalogs, "the game's own domain (<key>-title ...)"
    for domain in p.catalogs:
        for locale in LOCALES:
            assert (ROOT / "data" / "locales" / locale / f"{domain}.ftl").exists(), f"{locale}/{domain}.ftl"
    games_domains = {d for q in PLUGINS.values() for d in q.catalogs}
    for locale in LOCALES:                     # what the game says is in its own catalogs, never in a shared one
        for path in catalog_files(locale):
            if path.stem not in games_domains:
                named = [i for i in message_ids(path) if p.key in i.split("-")]
                assert not named, f"{locale}/{path.name} speaks for {p.key}: {named}"


def message_ids(path: Path) -> list[str]:
    return [line.split(" =")[0] for line in path.read_text(encoding="utf-8").splitlines()
            if line[:1].isalpha() and " =" in line]
    assert not has_message(f"{p.key}-title")


def check_rules(p: GamePlugin) -> None:
    for suffix in ("", *(f".{locale}" for locale in LOCALES if locale != "en")):
        assert (ROOT / "docs" / "rules" / f"{p.rules}{suffix}.md").exists(), f"docs/rules/{p.rules}{suffix}.md"


def check_guide(p: GamePlugin) -> None:
    from bot.text.guide import PARTS, guide_file, parse
    for locale in LOCALES:
        path = guide_file(p.guide, locale)
        assert path.exists(), f"data/{p.guide}/guide.{locale}.md: the players' guide"
        parts = parse(path.read_text(encoding="utf-8"))
        assert len(parts) == len(PARTS) and all(part.body for part in parts), \
            f"data/{p.guide}/guide.{locale}.md has {len(parts)} parts, not {len(PARTS)} ({', '.join(PARTS)})"


def check_option_words(p: GamePlugin) -> None:
    fields = p.game.options_model.model_fields
    for name in p.option_words:
        assert name in fields, f"{name} is not an option of {p.key}"
        assert not has_message(option_value_id(p.key, name))
    declared = {option_value_id(p.key, name) for name in p.option_words}
    in_catalog = {line.split(" =")[0] for path in catalog_files("en")
                  for line in path.read_text(encoding="utf-8").splitlines()
                  if line.startswith(option_value_id(p.key, ""))}
    assert in_catalog <= declared, f"catalog words for options not declared: {in_catalog - declared}"


def check_tools(p: GamePlugin) -> None:
    for name in p.tools:
        assert (ROOT / "games" / p.key / f"{name}.py").exists(), f"games/{p.key}/{name}.py"


CHECKS: dict[str, Callable[[GamePlugin], None]] = {
    "game": check_game, "menu": check_menu, "accent": check_accent, "money": check_money, "chart": check_chart,
    "levels": check_levels, "card": check_card, "sample": check_sample, "pictures": check_pictures,
    "catalogs": check_catalogs, "rules": check_rules, "guide": check_guide, "option_words": check_option_words, "tools": check_tools,
}


def test_every_field_of_the_description_has_its_check() -> None:
    assert set(CHECKS) == set(FIELDS), "a field the manifest check does not know, or a check for no field"


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("key", KEYS)
def test_each_piece_the_description_names_exists(key: str, field: str) -> None:
    CHECKS[field](PLUGINS[key])


# --- what a game needs outside its folder ---------------------------------------------------------

@pytest.mark.parametrize("key", KEYS)
def test_the_menu_word_and_the_glossary_name_the_game(key: str) -> None:
    assert not has_message(f"{key}-title")          # the choice of /game new (bot/discord/translator.py)
    headings = [line[3:].split(" (")[0] for line in (ROOT / "docs" / "i18n" / "glossary.md")
                .read_text(encoding="utf-8").splitlines() if line.startswith("## ")]
    assert GAMES[key].title in headings, f"docs/i18n/glossary.md has no table for {GAMES[key].title}"


# --- the folder ------------------------------------------------------------------------------------

def imported_by_play() -> set[str]:
    """In a fresh interpreter: import games and every part its descriptions name (not the pictures);
    which modules got loaded."""
    code = """
import importlib, json, sys
import games
for p in games.PLUGINS.values():
    for path in (p.levels, p.card, p.sample):
        importlib.import_module(path)
print(json.dumps(sorted(sys.modules)))
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout))


@pytest.fixture(scope="module")
def loaded() -> set[str]:
    return imported_by_play()


@pytest.mark.parametrize("key", KEYS)
def test_every_module_of_the_folder_is_accounted_for(key: str, loaded: set[str]) -> None:
    plugin = PLUGINS[key]
    folder = ROOT / "games" / key
    unaccounted = [f.name for f in sorted(folder.glob("*.py"))
                   if f.stem != "__init__" and f"games.{key}.{f.stem}" not in loaded and f.stem not in plugin.tools]
    assert not unaccounted, (f"games/{key}/ has modules neither the game nor its description's parts import, and "
                             f"not listed as tools: {unaccounted}")
    assert not [d for d in folder.iterdir() if d.is_dir() and d.name != "__pycache__"], "a game's folder is flat"


def test_the_rules_and_their_parts_load_no_pillow_and_no_pictures(loaded: set[str]) -> None:
    edge = sorted(m for m in loaded if m.split(".")[0] in ("PIL", "render", "bot", "discord"))
    assert not edge, f"importing the games loaded {edge[:5]}"


@pytest.mark.parametrize("key", KEYS)
def test_the_rules_modules_name_no_picture_code(key: str) -> None:
    """Statically too: no module of the folder imports PIL or render (a tool included)."""
    for path in (ROOT / "games" / key).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not [n for n in names if n.split(".")[0] in ("PIL", "render")], f"{path.name} imports {names}"


# --- registration refuses what the contract does not know --------------------------------------

def fields_of(key: str) -> dict:
    return {f.name: getattr(PLUGINS[key], f.name) for f in dataclasses.fields(GamePlugin)}


def test_a_description_with_a_piece_left_out_or_one_unknown_is_refused() -> None:
    given = fields_of(KEYS[0])
    with pytest.raises(TypeError, match="accent"):
        GamePlugin(**{k: v for k, v in given.items() if k != "accent"})
    with pytest.raises(TypeError, match="sound"):
        GamePlugin(**given, sound="fanfare.ogg")
    with pytest.raises(PluginError, match="accent"):
        GamePlugin(**{**given, "accent": 0x1000000})
    with pytest.raises(PluginError, match="levels must be a module path"):
        GamePlugin(**{**given, "levels": "games/qin/ai.py"})
    with pytest.raises(PluginError, match="money"):
        GamePlugin(**{**given, "money": None, "chart": dataclasses.replace(given["chart"], money=True)})


def test_a_game_without_its_guide_fails_the_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.text import guide
    plugin = PLUGINS[KEYS[0]]
    with pytest.raises(AssertionError, match="guide"):
        check_guide(dataclasses.replace(plugin, guide="nowhere"))
    with pytest.raises(PluginError, match="guide"):
        dataclasses.replace(plugin, guide="data/x/guide.md")
    for locale in LOCALES:          # every part but the worked example
        text = guide.guide_file(plugin.guide, locale).read_text(encoding="utf-8")
        (tmp_path / plugin.guide).mkdir(exist_ok=True)
        guide.guide_file(plugin.guide, locale, tmp_path).write_text(text.rsplit("\n## ", 1)[0], encoding="utf-8")
    monkeypatch.setattr(guide, "DATA_DIR", tmp_path)
    monkeypatch.setattr(guide, "guide_file", lambda folder, locale, data=tmp_path: data / folder / f"guide.{locale}.md")
    with pytest.raises(AssertionError, match="4 parts"):
        check_guide(plugin)


def test_the_registry_refuses_a_key_or_a_menu_place_taken_twice() -> None:
    first, second = PLUGINS[KEYS[0]], PLUGINS[KEYS[1]]
    with pytest.raises(PluginError, match="two games"):
        games.register(dataclasses.replace(first, chart=first.chart))
    with pytest.raises(PluginError, match="menu place"):
        games.register(dataclasses.replace(second, game=type("Other", (type(second.game),), {"key": "other"})(),
                                           menu=first.menu))
    assert list(PLUGINS) == KEYS and "other" not in GAMES


def test_a_game_not_registered_is_an_error_not_a_default() -> None:
    from bot.text.table_card import lobby_card
    from render import chart_png
    with pytest.raises(KeyError, match="no game 'nosuch'"):
        chart_png("nosuch", [{}], {})
    with pytest.raises(KeyError, match="nosuch"):
        lobby_card("nosuch", table_id=1, host="1", seats=[], options={})
