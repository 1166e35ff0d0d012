"""Slash commands in the reader's language: discord.py's Translator fed by the `bot` catalogs.

Discord shows each command, option and choice under the name and description of the
client's locale (``name_localizations`` / ``description_localizations``, sent with the
commands at sync). The catalog ids follow the command tree (data/locales/*/bot.ftl):

    bot-cmd-<command path>           name; .description          /game new -> bot-cmd-game-new
    bot-opt-<command path>-<option>  name; .description          bot-opt-game-new-game
    bot-choice-<value>               name                        bot-choice-hard
    <game>-title                     a game's name as a choice   qin-title (the game's own catalog)

English is the commands' own text (the default); every other catalog is offered to the
Discord locales that read it (locale_for: zh-TW and zh-CN read zh-TW, ja reads ja).
A string missing from a catalog gets no localisation: Discord then shows the English one.
"""
from __future__ import annotations

from typing import Any

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from games import GAMES
from i18n import DEFAULT_LOCALE, format_message, locale_for

_NAMES = {Where.command_name, Where.group_name, Where.parameter_name, Where.choice_name}
COMMAND, OPTION, CHOICE = "bot-cmd-", "bot-opt-", "bot-choice-"
#: The catalog families this module reads; which ids it needs follows from the command tree.
ID_PREFIXES = (COMMAND, OPTION, CHOICE)


def message_id(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalog id of what `context` names: a command, a group, an option or a choice."""
    data = context.data
    if isinstance(data, (app_commands.Command, app_commands.Group)) and context.location in (
            Where.command_name, Where.command_description, Where.group_name, Where.group_description):
        return COMMAND + _path(data)
    if isinstance(data, app_commands.Parameter) and context.location in (Where.parameter_name,
                                                                         Where.parameter_description):
        return f"{OPTION}{_path(data.command)}-{data.name}"
    if isinstance(data, app_commands.Choice) and context.location is Where.choice_name:
        return f"{data.value}-title" if data.value in GAMES else f"{CHOICE}{data.value}"
    return None


def _path(command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> str:
    return command.qualified_name.replace(" ", "-")


class CatalogTranslator(app_commands.Translator):
    """Names and descriptions of the command tree from data/locales/<locale>/bot.ftl."""

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        ours = locale_for(locale)
        key = message_id(context)
        if ours == DEFAULT_LOCALE or key is None:
            return None
        attribute = None if context.location in _NAMES else "description"
        return format_message(key, ours, attribute=attribute, fallback=False)


async def install_translator(tree: app_commands.CommandTree) -> CatalogTranslator:
    """Put the catalog translator on `tree` (before tree.sync()).

    Choices built after a command was made (the game list of /game new) are plain strings,
    which discord.py does not offer to a translator; they are made translatable here.
    """
    for command in tree.walk_commands():
        command._convert_to_locale_strings()
    translator = CatalogTranslator()
    await tree.set_translator(translator)
    return translator
