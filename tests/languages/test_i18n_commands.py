"""Slash commands carry zh-TW and ja names and descriptions (Discord's localisations).

The bot's own command tree is run through the catalog translator offline, as tree.sync()
does, and every command, option and choice is checked against Discord's rules.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from discord import Locale, app_commands

from bot.discord import create_bot
from bot.discord.translator import CatalogTranslator, install_translator
from bot.settings import Settings
from i18n import format_message

LOCALISED = ("zh-TW", "ja")
NAME = re.compile(r"[-_\w]{1,32}")  # Discord: letters (any script), digits, - and _; lowercase


class Recording(CatalogTranslator):
    """The catalog translator, noting each catalog id it is asked for with the English text."""

    def __init__(self) -> None:
        self.asked: dict[tuple[str, str | None], str] = {}

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        from bot.discord.translator import _NAMES, message_id

        key = message_id(context)
        if key is not None:
            self.asked[(key, None if context.location in _NAMES else "description")] = string.message
        return await super().translate(string, locale, context)


def settings(tmp_path: Path) -> Settings:
    return Settings(_env_file=None, discord_token=None, database_path=tmp_path / "boardroom.db",
                    image_dir=tmp_path / "images", render_workers=1, turn_reminder_minutes=0, dev_guild_id=None)


async def translated_commands(tmp_path: Path) -> tuple[list[dict[str, Any]], Recording]:
    """The payload tree.sync() would send, and the translator that made it."""
    bot = create_bot(settings(tmp_path))
    try:
        await install_translator(bot.tree)
        recording = Recording()
        await bot.tree.set_translator(recording)
        payload = [await command.get_translated_payload(bot.tree, recording) for command in bot.tree.get_commands()]
        return payload, recording
    finally:
        await bot.close()


def nodes(payload: list[dict[str, Any]], path: str = "") -> list[tuple[str, dict[str, Any], list[dict]]]:
    """(path, node, siblings) for every command, sub-command and option, depth first."""
    found = []
    for node in payload:
        here = f"{path} {node['name']}".strip()
        found.append((here, node, payload))
        found += nodes(node.get("options") or [], here)
    return found


@pytest.fixture
async def commands(tmp_path: Path) -> tuple[list[dict[str, Any]], Recording]:
    return await translated_commands(tmp_path)


async def test_every_command_and_option_has_a_chinese_and_a_japanese_name_and_description(commands):
    payload, _ = commands
    everything = nodes(payload)
    assert len(everything) > 30  # /game with its sub-commands, the verbs, their options
    for path, node, siblings in everything:
        for locale in LOCALISED:
            name = node.get("name_localizations", {}).get(locale)
            description = node.get("description_localizations", {}).get(locale)
            assert name, f"/{path} has no {locale} name"
            assert description, f"/{path} has no {locale} description"
            assert NAME.fullmatch(name) and name == name.lower(), f"/{path}: {name!r} is not a Discord name"
            assert 1 <= len(description) <= 100, f"/{path}: the {locale} description is too long"
            same = [s for s in siblings if s.get("name_localizations", {}).get(locale) == name]
            assert len(same) == 1, f"/{path}: {name!r} names two {locale} commands or options"


async def test_every_choice_has_a_chinese_and_a_japanese_name(commands):
    payload, _ = commands
    choices = [(path, c) for path, node, _ in nodes(payload) for c in node.get("choices") or []]
    assert {c["value"] for _, c in choices} >= {"stockpile", "acquire", "futures", "qin", "wallstreet"}
    for path, choice in choices:
        for locale in LOCALISED:
            assert 1 <= len(choice.get("name_localizations", {}).get(locale, "")) <= 100, (path, choice, locale)
    stockpile = next(c for _, c in choices if c["value"] == "stockpile")
    assert stockpile["name_localizations"]["zh-TW"] == "縱橫股海"  # the rule text's own title


async def test_the_game_terms_are_the_rule_texts(commands):
    payload, _ = commands
    bid = next(node for node in payload if node["name"] == "bid")
    assert bid["name_localizations"] == {"zh-TW": "競標", "zh-CN": "競標", "ja": "入札"}


async def test_english_clients_see_the_commands_as_written(commands):
    payload, _ = commands
    for path, node, _ in nodes(payload):
        for locale in ("en-US", "en-GB", "ko", "fr"):
            assert locale not in node.get("name_localizations", {}), path


async def test_the_english_catalog_says_what_the_code_says(commands):
    """The English bot catalog is the translators' original: it must match the commands."""
    _, recording = commands
    assert recording.asked
    for (key, attribute), english in recording.asked.items():
        if key.startswith("bot-choice-"):
            continue  # game titles: the games' catalogs, checked below
        assert format_message(key, "en", attribute=attribute, fallback=False) == english, key


def test_game_titles_in_the_catalogs_are_the_games_titles():
    import games

    for key, game in games.GAMES.items():
        assert format_message(f"{key}-title", "en", fallback=False) == game.title


async def test_the_bot_installs_the_translator_before_it_syncs(tmp_path):
    bot = create_bot(settings(tmp_path))
    synced: list[Any] = []

    async def request(route: Any, **kwargs: Any) -> Any:
        if route.method == "PUT" and route.path.endswith("/commands"):
            synced.append(kwargs["json"])
            return []
        raise AssertionError(f"unexpected request {route.method} {route.path}")

    bot.http.request = request  # type: ignore[method-assign]
    bot._connection.application_id = 555  # login() learns it before setup_hook
    try:
        await bot.setup_hook()
    finally:
        await bot.close()
    assert isinstance(bot.tree.translator, CatalogTranslator)
    game = next(c for c in synced[0] if c["name"] == "game")
    assert game["name_localizations"]["ja"] == "ゲーム"
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["description_localizations"]["zh-TW"] == "在這個頻道開一張新桌"
