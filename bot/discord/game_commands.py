"""The /game command group: lobby, start, information, abandon, rematch."""
from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands

import games
from bot.text import options_text
from bot.discord import guide
from bot.text import listing
from bot.discord.permissions import report
from bot.discord.stats_commands import standing_commands
from bot.discord.bounds import INTEGER_LIMIT  # Discord's Int53: a bound past it refuses the whole command set at sync
from bot.discord import replay as replaying
from bot.referee.shapes import Refusal
from bot.referee.timer import TIMER_CHOICES
from bot.text.words import known_games, said
from games.levels import DEFAULT_LEVEL, LEVEL_NAMES
from i18n import locale_for

if TYPE_CHECKING:
    from bot.discord.client import BoardroomBot

log = logging.getLogger("boardroom.discord")

TIMER_NAMES = {"off": "off", "5m": "5 minutes", "15m": "15 minutes", "1h": "1 hour", "24h": "24 hours"}
TIMER_MENU = [app_commands.Choice(name=TIMER_NAMES[key], value=key) for key in TIMER_CHOICES]

DM_CHOICES = [app_commands.Choice(name="on", value="dm-on"), app_commands.Choice(name="off", value="dm-off")]
SHARE_CHOICES = [app_commands.Choice(name="on", value="share-on"), app_commands.Choice(name="off", value="share-off")]
HINT_CHOICES = [app_commands.Choice(name="on", value="hints-on"), app_commands.Choice(name="off", value="hints-off")]
#: /game tables where: this server's open tables (the default), or the caller's on every server.
WHERE_CHOICES = [app_commands.Choice(name="here", value="tables-here"),
                 app_commands.Choice(name="mine", value="tables-mine")]

#: The table languages offered by /game new and /game language, each named in itself.
LANGUAGE_CHOICES = [app_commands.Choice(name="English", value="en"),
                    app_commands.Choice(name="繁體中文", value="zh-tw"),
                    app_commands.Choice(name="日本語", value="ja")]


def table_language(interaction: discord.Interaction, chosen: str | None) -> str:
    """The language a new table speaks: the one chosen, else the server's preferred locale
    (Community servers set it), else English."""
    if chosen:
        return locale_for(chosen)
    return locale_for(str(interaction.guild_locale) if interaction.guild_locale is not None else None)


def server_manager(interaction: discord.Interaction) -> bool:
    """Manage Server (or Administrator) in this channel, from the permissions Discord resolved
    for the interaction (no member cache or intent needed)."""
    permissions = interaction.permissions
    return bool(interaction.guild_id) and (permissions.manage_guild or permissions.administrator)


def game_choices() -> list[app_commands.Choice[str | int | float]]:
    """The registered games, in menu order (read when the bot is built)."""
    return [app_commands.Choice[str | int | float](name=game.title, value=key) for key, game in list(games.GAMES.items())[:25]]


@app_commands.guild_only()
class GameGroup(app_commands.Group, name="game", description="Play a table game in this channel"):

    @app_commands.command(name="new", description="Open a new table in this channel")
    @app_commands.describe(game="Which game", options="Options in plain words: side=lion, tycoons on, "
                                                          "tycoon_sides=reward,penalty,reward,reward",
                           thread="Open it in a new thread of this channel (yes by default)",
                           timer="Time for each turn; then the computer moves (off by default)",
                           language="The table's language (the server's by default)",
                           rated="False: a practice table, left out of ratings (rated by default)")
    @app_commands.choices(timer=TIMER_MENU, language=LANGUAGE_CHOICES)
    async def new(self, interaction: discord.Interaction[BoardroomBot], game: str, options: Optional[str] = None,
                  thread: Optional[bool] = None, timer: Optional[str] = None,
                  language: Optional[str] = None, rated: Optional[bool] = None) -> None:
        answers = interaction.client.answers
        if game not in games.GAMES:
            await answers.tell(interaction, said("bot-unknown-game", game=game[:40], known=known_games()))
            return
        try:
            parsed = options_text.parse(games.GAMES[game].options_model, options)
        except options_text.OptionsError as exc:
            await answers.tell(interaction, exc)
            return
        seconds = TIMER_CHOICES.get(timer or "off", 0)
        speaks = table_language(interaction, language)
        await interaction.client.threads.open_table(
            interaction, game, games.GAMES[game].title, parsed, seconds, thread is not False, language=speaks,
            rated=rated is not False)

    @app_commands.command(name="language", description="Change the table's language (host)")
    @app_commands.describe(language="The language of the table's messages and pictures")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction[BoardroomBot], language: str) -> None:
        admin = server_manager(interaction)
        speaks = locale_for(language)
        await interaction.client.flow.command(interaction,
                                         lambda r, c, u: r.set_language(c, u, speaks, is_admin=admin))

    @app_commands.command(name="join", description="Take a seat at the table")
    async def join(self, interaction: discord.Interaction[BoardroomBot]) -> None:
        name = interaction.user.display_name
        await interaction.client.flow.command(interaction, lambda r, c, u: r.join(c, u, name))

    @app_commands.command(name="leave", description="Leave the table (before it starts)")
    async def leave(self, interaction: discord.Interaction[BoardroomBot]) -> None:
        await interaction.client.flow.command(interaction, lambda r, c, u: r.leave(c, u))

    @app_commands.command(name="add-ai", description="Add computer players")
    @app_commands.describe(n="How many (1 by default)", level="How well they play (normal by default)")
    @app_commands.choices(level=[app_commands.Choice(name=name, value=name) for name in LEVEL_NAMES])
    async def add_ai(self, interaction: discord.Interaction[BoardroomBot], n: app_commands.Range[int, 1, 10] = 1,
                     level: str = DEFAULT_LEVEL) -> None:
        await interaction.client.flow.command(interaction, lambda r, c, u: r.add_ai(c, u, n, level))

    @app_commands.command(name="remove-ai", description="Remove computer players")
    @app_commands.describe(n="How many (1 by default)")
    async def remove_ai(self, interaction: discord.Interaction[BoardroomBot], n: app_commands.Range[int, 1, 10] = 1) -> None:
        await interaction.client.flow.command(interaction, lambda r, c, u: r.remove_ai(c, u, n))

    @app_commands.command(name="start", description="Deal and start the game")
    async def start(self, interaction: discord.Interaction[BoardroomBot]) -> None:
        await interaction.client.flow.command(interaction, lambda r, c, u: r.start_game(c, u))

    @app_commands.command(name="status", description="The table, the board and whose move it is; the host shares its web page")
    @app_commands.describe(share="Host: the table's web page (the Watch link) on or off (leave it out for the status)")
    @app_commands.choices(share=SHARE_CHOICES)
    async def status(self, interaction: discord.Interaction[BoardroomBot], share: Optional[str] = None) -> None:
        if share is None:
            await interaction.client.flow.inform(interaction, lambda r, c, u: r.status(c))
            return
        admin = server_manager(interaction)
        await interaction.client.flow.command(interaction,
                                         lambda r, c, u: r.set_shared(c, u, share == "share-on", is_admin=admin))

    @app_commands.command(name="hand", description="Your secret cards and holdings (only you see this)")
    async def hand(self, interaction: discord.Interaction[BoardroomBot]) -> None:
        await interaction.client.flow.inform(interaction, lambda r, c, u: r.hand(c, u))

    @app_commands.command(name="rules", description="How a game is played")
    @app_commands.describe(game="Which game (the one at this table by default)")
    async def rules(self, interaction: discord.Interaction[BoardroomBot], game: Optional[str] = None) -> None:
        await guide.open_guide(interaction.client.flow, interaction, game)

    @app_commands.command(name="history", description="The last actions at this table")
    @app_commands.describe(last="How many actions (15 by default)")
    async def history(self, interaction: discord.Interaction[BoardroomBot], last: app_commands.Range[int, 1, 100] = 15) -> None:
        await interaction.client.flow.inform(interaction, lambda r, c, u: r.history(c, last, user=u))

    @app_commands.command(name="replay", description="The board at any move of a table, step by step (only you see this)")
    @app_commands.describe(table="Which table (this channel's by default; numbers from /game tables)")
    async def replay(self, interaction: discord.Interaction[BoardroomBot],
                     table: Optional[app_commands.Range[int, 1, INTEGER_LIMIT]] = None) -> None:
        await replaying.open_replay(interaction.client.flow, interaction, table)

    @app_commands.command(name="scores", description="The scores now (or the final result)")
    async def scores(self, interaction: discord.Interaction[BoardroomBot]) -> None:
        await interaction.client.flow.inform(interaction, lambda r, c, u: r.scores(c, u))

    @app_commands.command(name="abandon", description="End the game without a result (host or Manage Server)")
    async def abandon(self, interaction: discord.Interaction[BoardroomBot]) -> None:
        admin = server_manager(interaction)
        await interaction.client.flow.command(interaction, lambda r, c, u: r.abandon(c, u, is_admin=admin))

    @app_commands.command(name="rematch", description="Play again with the same seats")
    async def rematch(self, interaction: discord.Interaction[BoardroomBot]) -> None:
        await interaction.client.flow.command(interaction, lambda r, c, u: r.rematch(c, u))

    @app_commands.command(name="tables", description="Open tables: this server's, or yours everywhere (only you see this)")
    @app_commands.describe(where="here: this server's tables (default); mine: yours on every server, and where you are awaited")
    @app_commands.choices(where=WHERE_CHOICES)
    async def tables(self, interaction: discord.Interaction[BoardroomBot], where: Optional[str] = None) -> None:
        referee = await interaction.client.get_referee(interaction)
        reader = locale_for(str(interaction.locale))
        if where == "tables-mine":
            caller = str(interaction.user.id)
            text = listing.my_tables(referee.tables_of(caller), reader, caller)
        else:
            text = listing.server_tables(referee.tables_in(interaction.guild_id or 0), reader)
        await interaction.client.answers.tell(interaction, text)

    @app_commands.command(name="timer", description="Time for each turn at this table (host)")
    @app_commands.describe(length="How long each turn may take; then the computer moves")
    @app_commands.choices(length=TIMER_MENU)
    async def timer(self, interaction: discord.Interaction[BoardroomBot], length: str) -> None:
        seconds = TIMER_CHOICES.get(length, -1)
        admin = server_manager(interaction)
        # the answer in the caller's language, the channel's line in the table's (the flow renders them)
        await interaction.client.flow.command(interaction,
                                         lambda r, c, u: r.set_timer(c, u, seconds, is_admin=admin))

    @app_commands.command(name="hint", description="A suggested move with its reason (only you see this); the host turns hints on or off")
    @app_commands.describe(hints="Host: turn hints at this table on or off (leave it out for your hint)")
    @app_commands.choices(hints=HINT_CHOICES)
    async def hint(self, interaction: discord.Interaction[BoardroomBot], hints: Optional[str] = None) -> None:
        if hints is None:
            await interaction.client.flow.inform(interaction, lambda r, c, u: r.hint(c, u))
            return
        admin = server_manager(interaction)
        await interaction.client.flow.command(interaction,
                                         lambda r, c, u: r.set_hints(c, u, hints == "hints-on", is_admin=admin))

    @app_commands.command(name="dm", description="Private messages with your secrets: on or off (only you see this)")
    @app_commands.describe(setting="off: no DMs; read your hand with My hand or /game hand")
    @app_commands.choices(setting=DM_CHOICES)
    async def dm(self, interaction: discord.Interaction[BoardroomBot], setting: str) -> None:
        await interaction.client.dms.choose(interaction, setting == "dm-on")

    @app_commands.command(name="limits", description="This server's limits on tables and rematches (Manage Server sets them)")
    @app_commands.describe(tables_per_member="Open tables one member may host (3 by default)",
                           tables_per_channel="Open tables in one channel and its threads (10 by default)",
                           tables_per_hour="New tables one member may open within an hour (6 by default)",
                           rematch_seconds="Seconds between two rematches in a channel (120 by default)")
    async def limits(self, interaction: discord.Interaction[BoardroomBot],
                     tables_per_member: Optional[app_commands.Range[int, 1, 50]] = None,
                     tables_per_channel: Optional[app_commands.Range[int, 1, 100]] = None,
                     tables_per_hour: Optional[app_commands.Range[int, 1, 100]] = None,
                     rematch_seconds: Optional[app_commands.Range[int, 0, 86_400]] = None) -> None:
        changes = {column: value for column, value in (
            ("tables_per_member", tables_per_member), ("tables_per_channel", tables_per_channel),
            ("tables_per_hour", tables_per_hour), ("rematch_cooldown", rematch_seconds)) if value is not None}
        await server_limits(interaction, changes)

    @app_commands.command(name="permissions", description="Which permissions the bot lacks in this channel, and what each turns on")
    async def permissions(self, interaction: discord.Interaction[BoardroomBot]) -> None:
        text = report(interaction.app_permissions) if interaction.guild_id else said("guard-perm-server-only")
        await interaction.client.answers.tell(interaction, text)

    @app_commands.command(name="hand-to-ai", description="Give a departed player's seat to a computer (host)")
    @app_commands.describe(member="The player whose seat a computer takes over")
    async def hand_to_ai(self, interaction: discord.Interaction[BoardroomBot], member: discord.User) -> None:
        seat = str(member.id)
        admin = server_manager(interaction)
        await interaction.client.flow.command(interaction, lambda r, c, u: r.hand_to_ai(c, u, seat, is_admin=admin))


async def server_limits(interaction: discord.Interaction[BoardroomBot], changes: dict[str, int]) -> None:
    """`/game limits`: show them, or (Manage Server) change them; the answer is the caller's alone."""
    await interaction.client.answers.think(interaction)
    referee = await interaction.client.get_referee(interaction)
    text: object
    try:
        text = await referee.set_server_limits(interaction.guild_id, changes, server_manager(interaction))
    except Refusal as exc:
        text = exc
    await interaction.client.answers.tell(interaction, text)


def build_game_group() -> GameGroup:
    """A fresh group whose `game` parameters offer the games registered right now."""
    group = GameGroup()
    for standing in standing_commands():    # /game stats, leaderboard, versus (bot/discord/stats_commands.py)
        try:
            group.add_command(standing)
        except ValueError:
            # More than Discord's 25 subcommands: discord.py keeps the command all the same (it adds,
            # then counts), and `boardroom check` names the count, which Discord refuses at sync.
            log.warning("/game has more than 25 subcommands with /game %s; Discord will refuse them", standing.name)
    choices = game_choices()
    for name in ("new", "rules", "stats", "leaderboard"):
        command = group.get_command(name)
        assert isinstance(command, app_commands.Command)
        param = command._params["game"]
        command._params["game"] = dataclasses.replace(param, choices=list(choices))
    return group

