"""The command tree, the console, `/help` and README's command tables agree, each checked both ways
against the tree Discord is sent (create_bot's), and /game stays within Discord's 25 subcommands."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from discord import app_commands

from bot.console import commands as console
from bot.discord import create_bot
from bot.referee.referee import Referee
from bot.referee.shapes import Refusal
from bot.store.sqlite import SqliteStore
from bot.text.words import say, said
from discord_harness import settings_for
from i18n import LOCALES, format_message

ROOT = Path(__file__).resolve().parents[2]
SUBCOMMAND_LIMIT = 25           # Discord: options of one command (its subcommands)
#: Console commands that are not in the tree (typed only in the console).
CONSOLE_ONLY_COMMANDS = {("choices", ""), ("pick", ""), ("as", ""), ("help", ""),
                         *(("game", sub) for sub in console.CONSOLE_ONLY)}
#: A help line's or a README row's first command: "/game tables", "/bid", "/move".
FIRST = re.compile(r"/([a-z][a-z-]*)(?:[ \u00a0]+([a-z][a-z-]*))?")


def _tree(tmp_path: Path) -> dict[tuple[str, str], list[str]]:
    """(command, subcommand) -> its option names, for every command the bot syncs."""
    bot = create_bot(settings_for(tmp_path))
    found: dict[tuple[str, str], list[str]] = {}
    for command in bot.tree.get_commands():
        if isinstance(command, app_commands.Group):
            for sub in command.commands:
                assert isinstance(sub, app_commands.Command)
                found[(command.name, sub.name)] = [p.name for p in sub.parameters]
        else:
            assert isinstance(command, app_commands.Command)
            found[(command.name, "")] = [p.name for p in command.parameters]
    return found


def _first_command(text: str, tree: dict[tuple[str, str], list[str]]) -> tuple[str, str]:
    """The command a line starts with, its subcommand only where the command has subcommands."""
    match = FIRST.match(text.strip())
    assert match, text
    name, sub = match.group(1), match.group(2) or ""
    if (name, sub) in tree or (name, sub) in CONSOLE_ONLY_COMMANDS:
        return name, sub
    return name, ""


def _help_lines(message_id: str, locale: str) -> list[str]:
    """The command lines of a help section (its first line is the heading)."""
    text = say(said(message_id), locale)
    assert "{" not in text and "}" not in text, text
    return [line for line in text.splitlines()[1:] if line.strip()]


def _listed(lines: list[str], tree: dict[tuple[str, str], list[str]]) -> set[tuple[str, str]]:
    """Every command a help line names: its first, and the verbs a line lists together (/bid, /buy, …)."""
    listed = set()
    for line in lines:
        head = line.split(":")[0].split("：")[0]
        listed.add(_first_command(line, tree))
        listed |= {(name, "") for name, _ in FIRST.findall(head) if (name, "") in tree}
    return listed


def test_game_stays_within_discords_subcommand_limit(tmp_path: Path) -> None:
    subs = [key for key in _tree(tmp_path) if key[0] == "game"]
    assert len(subs) <= SUBCOMMAND_LIMIT, len(subs)


def test_the_console_takes_every_game_subcommand_and_option_of_the_tree_or_says_why_not(tmp_path: Path) -> None:
    tree = _tree(tmp_path)
    game = {sub: options for (name, sub), options in tree.items() if name == "game"}
    for sub, options in game.items():            # the tree -> the console
        assert (sub in console.CONSOLE_GAME) != (sub in console.DISCORD_ONLY), sub
        if sub in console.CONSOLE_GAME:
            for option in options:
                assert option in console.CONSOLE_GAME[sub] or (sub, option) in console.OPTIONS_LEFT_OUT, \
                    f"/game {sub} {option}: neither read by the console nor left out with a reason"
    for sub, options in console.CONSOLE_GAME.items():      # the console -> the tree
        assert sub in game, f"the console's /game {sub} is not in the tree"
        assert set(options) <= set(game[sub]), (sub, options, game[sub])
    for sub, option in console.OPTIONS_LEFT_OUT:
        assert option in game[sub] and option not in console.CONSOLE_GAME[sub], (sub, option)
    assert not set(console.CONSOLE_ONLY) & set(game)
    reasons = [*console.DISCORD_ONLY.values(), *console.OPTIONS_LEFT_OUT.values()]
    for locale in LOCALES:
        for reason in reasons:
            assert format_message(reason, locale, {"command": "`/game x`"}, fallback=False), (reason, locale)


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_console_answers_every_game_subcommand_of_the_tree(tmp_path: Path, locale: str) -> None:
    """Run each of the tree's /game subcommands in the console: none is "no such command"; the
    Discord-only ones say, in the reader's language, that they are Discord's and why."""
    tree = _tree(tmp_path)
    store = SqliteStore(tmp_path / "parity.db")
    await store.open()
    referee = Referee(store, pictures=False)
    await referee.start()
    try:
        await console.run(referee, "console", "ada", "Ada", console.parse("/game new stockpile"), locale=locale)
        for (name, sub) in sorted(tree):
            if name != "game" or sub == "abandon":
                continue
            try:
                reply = await console.run(referee, "console", "ada", "Ada", console.parse(f"/game {sub}"),
                                          locale=locale)
                answer = say(reply.answer, locale) if reply.answer else ""
            except Refusal as refused:
                assert refused.message_id != "bot-console-no-such-command", sub
                if sub in console.DISCORD_ONLY:
                    assert refused.message_id == console.DISCORD_ONLY[sub]
                    answer = say(refused, locale)
                    assert f"/game {sub}" in answer and "Discord" in answer, answer
                continue
            assert sub not in console.DISCORD_ONLY, f"/game {sub} ran in the console: {answer}"
        with pytest.raises(Refusal) as unknown:
            await console.run(referee, "console", "ada", "Ada", console.parse("/game nosuch"), locale=locale)
        assert unknown.value.message_id == "bot-console-no-such-command"
    finally:
        referee.pool.shutdown()
        await store.close()


async def test_console_tables_lists_here_and_mine(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "tables.db")
    await store.open()
    referee = Referee(store, pictures=False)
    await referee.start()
    try:
        await console.run(referee, "console", "ada", "Ada", console.parse("/game new qin"))
        here = say((await console.run(referee, "console", "bob", "Bob", console.parse("/game tables"))).answer, "en")
        assert "Qin" in here and "#1" in here
        for typed in ("/game tables mine", "/game tables where:mine"):
            mine = say((await console.run(referee, "console", "bob", "Bob", console.parse(typed))).answer, "en")
            assert mine == say(said("table-mine-none"), "en"), mine      # Bob has no seat
        mine = say((await console.run(referee, "console", "ada", "Ada", console.parse("/game tables mine"))).answer,
                   "en")
        assert "Qin" in mine and "#1" in mine
        await console.run(referee, "console", "ada", "Ada", console.parse("/game timer 15m"))
        assert referee.book.tables["console"].turn_timer == 900
        await console.run(referee, "console", "ada", "Ada", console.parse("/game hint off"))
        assert referee.book.tables["console"].settings["hints"] is False
        await console.run(referee, "console", "ada", "Ada", console.parse("/game dm off"))
        assert referee.replies.dm_choices["ada"] is False
    finally:
        referee.pool.shutdown()
        await store.close()


@pytest.mark.parametrize("locale", LOCALES)
def test_help_and_the_tree_agree_both_ways(tmp_path: Path, locale: str) -> None:
    tree = _tree(tmp_path)
    as_in_discord = _listed(_help_lines("bot-console-help", locale), tree)
    console_only = _listed(_help_lines("bot-console-help-only", locale), tree)
    discord_only = _listed(_help_lines("bot-console-help-discord", locale), tree)
    assert as_in_discord <= set(tree), f"help lists as Discord's what the tree lacks: {as_in_discord - set(tree)}"
    assert console_only <= CONSOLE_ONLY_COMMANDS, console_only - CONSOLE_ONLY_COMMANDS
    assert discord_only == {("game", sub) for sub in console.DISCORD_ONLY}
    missing = set(tree) - as_in_discord - discord_only
    assert not missing, f"in the tree, not in /help: {sorted(missing)}"
    assert ("as", "") in console_only and ("help", "") in console_only


def test_readme_command_table_and_the_tree_agree_both_ways(tmp_path: Path) -> None:
    tree = _tree(tmp_path)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    head = "| command | who | what it does |"          # README's command tables (the main one, standing's)
    tables = [part.split("\n\n")[0] for part in readme.split(head)[1:]]
    assert len(tables) >= 2
    rows = [row for table in tables for row in table.splitlines()[1:] if row.startswith("| `")]
    listed: set[tuple[str, str]] = set()
    for row in rows:
        first, who = row.split(" | ")[0], row.split(" | ")[1]
        named = {_first_command(cell, tree) for cell in re.findall(r"`([^`]+)`", first)}
        for key in named:
            if key in CONSOLE_ONLY_COMMANDS:
                assert "console only" in who, f"{row[:60]}: a console-only command not marked so"
            else:
                assert key in tree, f"README's table names {key}, which the tree lacks"
        listed |= named
    missing = set(tree) - listed
    assert not missing, f"in the tree, not in README's command table: {sorted(missing)}"
