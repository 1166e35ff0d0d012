"""`boardroom check`: what Discord would refuse, found offline (no token, no network).

It builds the slash-command set exactly as the start-up sync sends it (every language's names and
descriptions included) and holds it against Discord's contract (bot/discord/contract), and it reads
the settings as a start would. Exit status 0 when Discord would accept everything, 1 otherwise."""
from __future__ import annotations

import asyncio
from typing import Any, TextIO

from pydantic import ValidationError


def settings_problems() -> tuple[Any, list[str]]:
    """The settings (or None) and what is wrong with them, as a start would say it."""
    from bot.cli import settings_problem
    from bot.settings import Settings
    from bot.store.sqlite import StoreUnusable
    try:
        settings = Settings()   # pydantic-settings fills every field from the environment
    except ValidationError as exc:
        return None, [settings_problem(exc)]
    problems = []
    url = settings.database_url or ""
    if url:
        from bot.store.backends import is_postgres, sqlite_path
        if not is_postgres(url):
            try:
                sqlite_path(url)
            except StoreUnusable as exc:
                problems.append(f"setting DATABASE_URL: {exc}")
    return settings, problems


async def command_report(settings: Any) -> tuple[list[dict[str, Any]], list[str]]:
    """The command set a sync would send, and what Discord would refuse in it."""
    from bot.discord import create_bot
    from bot.discord.contract import check_commands, command_payloads
    from bot.discord.translator import install_translator

    bot = create_bot(settings)
    await install_translator(bot.tree)
    payload = await command_payloads(bot.tree)
    problems = [str(p) for p in check_commands(payload, guild=bool(settings.dev_guild_id))]
    return payload, problems


def main(out: TextIO) -> int:
    settings, problems = settings_problems()
    if settings is None:
        from bot.settings import Settings
        settings = Settings.model_construct()      # the defaults, to check the commands all the same
    for problem in problems:
        print(problem, file=out)
    payload, refused = asyncio.run(command_report(settings))
    where = f"server {settings.dev_guild_id}" if settings.dev_guild_id else "every server (global)"
    from bot.discord.contract.limits import command_size
    largest = max(payload, key=command_size) if payload else None
    print(f"slash commands: {len(payload)} for {where}; the largest, /{largest['name'] if largest else '-'}, "
          f"is {command_size(largest) if largest else 0:,} of Discord's 8,000 characters.", file=out)
    for problem in refused:
        print(f"Discord would refuse: {problem}", file=out)
    if not problems and not refused:
        print("Discord would accept the command set, and the settings are readable.", file=out)
        return 0
    print(f"{len(problems) + len(refused)} problem(s): fix them before starting the bot.", file=out)
    return 1
