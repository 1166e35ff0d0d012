"""The console's `/game stats`, `/game leaderboard` and `/game versus` (bot/discord/stats_commands.py
in Discord), over the same answers (bot/standing/report.py). The console has no server: its
tables are rated as server 0.

    /game stats [player] [game] [hide on|off]    /game leaderboard [game]    /game versus <player>
"""
from __future__ import annotations

from typing import Callable

from bot.referee.referee import Picture, Refusal, Referee, Reply
from bot.standing.report import Standings
from bot.text.words import known_games, said
from games import GAMES

STANDING_SUBCOMMANDS = ("stats", "leaderboard", "versus")
CONSOLE_GUILD = 0           # the console's tables have no Discord server


def _game_and_rest(args: list[str]) -> tuple[str | None, list[str]]:
    """The game named among `args` (any position), and the other arguments."""
    game = next((a.lower() for a in args if a.lower() in GAMES), None)
    return game, [a for a in args if a.lower() != game]


async def standing_reply(referee: Referee, user: str, sub: str, args: list[str],
                         resolve_user: Callable[[str], str], locale: str) -> Reply:
    standings = Standings(referee.store, referee.drawing)
    game, rest = _game_and_rest(args)
    if sub == "stats":
        if len(rest) >= 2 and rest[-2].lower() == "hide" and rest[-1].lower() in ("on", "off"):
            return Reply(answer=await standings.hide(user, rest[-1].lower() == "on"))
        if len(rest) > 1:
            raise Refusal("bot-unknown-game", game=rest[-1][:40], known=known_games())
        player = resolve_user(rest[0]) if rest else user
        text, png = await standings.stats(CONSOLE_GUILD, player, game, locale)
        picture = Picture(png, "rating.png", said("standing-chart-alt")) if png is not None else None
        return Reply(answer=text, answer_picture=picture)
    if sub == "leaderboard":
        if rest:
            raise Refusal("bot-unknown-game", game=rest[0][:40], known=known_games())
        return Reply(answer=await standings.leaderboard(CONSOLE_GUILD, game, user))
    if not rest:
        raise Refusal("standing-console-versus-who")
    return Reply(answer=await standings.versus(CONSOLE_GUILD, user, resolve_user(rest[0])))
