"""`/game stats`, `/game leaderboard` and `/game versus`: standing between games on this server
(bot/standing/report.py answers them from the ratings the store keeps).

Private answers (ephemeral) unless `public: True`: then the answer is posted in the channel
(where the member may post), and the caller is told so privately. `/game stats hide:True` keeps
the caller off every leaderboard (their games are still rated); `hide:False` brings them back.
The commands join the /game group (bot/discord/game_commands.py ``build_game_group``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

import games
from bot.discord.compose import letters
from bot.discord.delivery import names_at, outlet_for
from bot.discord.formatting import reader
from bot.referee.shapes import Picture
from bot.standing.report import Standings
from bot.text.words import known_games, said

if TYPE_CHECKING:
    from bot.discord.client import BoardroomBot


async def _standings(interaction: discord.Interaction["BoardroomBot"], game: str | None) -> Standings | None:
    """The answers of this server's standing, or None when the caller was told why not (no server,
    an unknown game): checked before any work."""
    answers = interaction.client.answers
    if not interaction.guild_id:
        await answers.tell(interaction, said("standing-server-only"))
        return None
    if game is not None and game not in games.GAMES:
        await answers.tell(interaction, said("bot-unknown-game", game=game[:40], known=known_games()))
        return None
    referee = await interaction.client.get_referee(interaction)
    return Standings(referee.store, referee.drawing)


async def _answer(interaction: discord.Interaction["BoardroomBot"], text: Any, public: bool,
                  picture: Picture | None = None) -> None:
    """The answer, to the caller alone or (`public`) posted in the channel."""
    bot = interaction.client
    if not public:
        await bot.answers.tell(interaction, text, picture=picture)
        return
    if not await bot.flow.may_post(interaction):
        return
    channel_id = interaction.channel_id or 0
    outlet = outlet_for(bot, interaction, channel_id)
    for letter in letters(text, picture, reader(interaction), names_at(bot.referee, channel_id),
                          limit=outlet.size_limit, can_attach=outlet.can_attach):
        await bot.outbox.post_in(outlet, letter)
    await bot.answers.tell(interaction, said("standing-posted"))


def standing_commands() -> list[app_commands.Command[Any, ..., None]]:
    """Fresh commands for one /game group (a command belongs to one group)."""

    @app_commands.command(name="stats", description="A player's ratings, games and habits on this server")
    @app_commands.describe(player="Whose (yours by default)", game="One game only (every game by default)",
                           hide="True: keep yourself off the leaderboards; False: show yourself again",
                           public="True: post the answer in the channel (only you see it by default)")
    async def stats(interaction: discord.Interaction["BoardroomBot"], player: Optional[discord.User] = None,
                    game: Optional[str] = None, hide: Optional[bool] = None, public: bool = False) -> None:
        standings = await _standings(interaction, game)
        if standings is None:
            return
        caller = str(interaction.user.id)
        if hide is not None:
            await interaction.client.answers.tell(interaction, await standings.hide(caller, hide))
            return
        await interaction.client.answers.think(interaction)
        text, png = await standings.stats(interaction.guild_id or 0, str(player.id) if player else caller, game,
                                          reader(interaction))
        picture = Picture(png, "rating.png", said("standing-chart-alt")) if png is not None else None
        await _answer(interaction, text, public, picture)

    @app_commands.command(name="leaderboard", description="This server's best ratings at a game, and your place")
    @app_commands.describe(game="Which game (the most played here by default)",
                           public="True: post the answer in the channel (only you see it by default)")
    async def leaderboard(interaction: discord.Interaction["BoardroomBot"], game: Optional[str] = None,
                          public: bool = False) -> None:
        standings = await _standings(interaction, game)
        if standings is not None:
            text = await standings.leaderboard(interaction.guild_id or 0, game, str(interaction.user.id))
            await _answer(interaction, text, public)

    @app_commands.command(name="versus", description="You against another player on this server: games, wins, the last five")
    @app_commands.describe(player="The other player",
                           public="True: post the answer in the channel (only you see it by default)")
    async def versus(interaction: discord.Interaction["BoardroomBot"], player: discord.User,
                     public: bool = False) -> None:
        standings = await _standings(interaction, None)
        if standings is not None:
            text = await standings.versus(interaction.guild_id or 0, str(interaction.user.id), str(player.id))
            await _answer(interaction, text, public)

    return [stats, leaderboard, versus]
