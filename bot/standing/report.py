"""What `/game stats`, `/game leaderboard` and `/game versus` answer, and the end card's rating
lines: built from the ratings the store keeps (each game's public result: places, ratings, turn
times), never from a table's secrets. Texts are messages of data/locales/*/standing.ftl, rendered
at the edge in the reader's language; the rating chart is drawn by render/rating_chart.py."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from bot.standing.counting import Result, is_computer
from bot.standing.rating import SHOWN_BASE, provisional, shown
from bot.store.rating_rows import Standing
from bot.text.words import Said, game_title, lines, said
from games.base import as_player, msg
from i18n import render

if TYPE_CHECKING:
    from bot.referee.pictures import Pictures
    from bot.store.base import Store

TOP = 10            # players a leaderboard lists
LAST = 5            # games together /game versus lists


@dataclass(frozen=True)
class RatingChange:
    """A human's rating before and after one rated game, as shown (the end card's line)."""

    player: str
    before: int
    after: int
    provisional: bool


def changes(results: Sequence[Result]) -> list[RatingChange]:
    """The humans' rating changes of one game, best place first."""
    return [RatingChange(r.player, shown(r.mu_before, r.sigma_before), shown(r.mu_after, r.sigma_after),
                         provisional(r.games)) for r in results if r.human]


def change_line(change: RatingChange) -> Any:
    """ "Ada 1,520 → 1,548 (+28)" as a message (names as the table writes them)."""
    return msg("standing-end-line", player=as_player(change.player), before=change.before, after=change.after,
               change=f"{change.after - change.before:+d}",
               provisional=msg("standing-provisional") if change.provisional else "")


def who(player: str) -> Any:
    """A rated player as an argument: a member, or a computer of a level ("Computer (hard)")."""
    if is_computer(player):
        level = player.rsplit(":", 1)[-1]
        return msg("standing-computer", level=msg(f"card-level-{level}"))
    return as_player(player)


def game_name(key: str) -> Any:
    from games import GAMES
    return game_title(key, GAMES[key].title) if key in GAMES else key


def duration(seconds: float) -> Any:
    """A turn's length in words: "42 s", "3 min", "2 h"."""
    if seconds < 120:
        return msg("standing-seconds", count=round(seconds))
    if seconds < 7200:
        return msg("standing-minutes", count=round(seconds / 60))
    return msg("standing-hours", count=round(seconds / 3600))


def rating_text(standing: Standing | None) -> Any:
    if standing is None:
        return msg("standing-rating", rating=SHOWN_BASE, provisional=msg("standing-provisional"))
    return msg("standing-rating", rating=standing.shown,
               provisional=msg("standing-provisional") if provisional(standing.skill.games) else "")


class Standings:
    """The answers, over a store (and the render workers for the chart, when pictures are on)."""

    def __init__(self, store: "Store", pictures: "Pictures | None" = None) -> None:
        self.store, self.pictures = store, pictures

    async def stats(self, guild: int, player: str, game: str | None, locale: str) -> tuple[Said, bytes | None]:
        """A player's standing on a server: per game their rating, games, wins, average place,
        time a turn, turns the clock played, moves after a hint; their favourite game; the chart."""
        results = await self.store.player_results(guild, player, game)
        if not results:
            return said("standing-stats-none", player=who(player)), None
        by_game: dict[str, list[Result]] = defaultdict(list)
        for r in results:
            by_game[r.game].append(r)
        order = sorted(by_game, key=lambda key: (-len(by_game[key]), key))
        parts: list[Any] = [said("standing-stats-head", player=who(player))]
        for key in order:
            mine = by_game[key]
            turns = sum(r.turns for r in mine)
            standing = await self.store.standing(guild, key, player)
            parts.append(said("standing-stats-game", game=game_name(key), rating=rating_text(standing),
                              games=len(mine), wins=sum(r.place == 1 for r in mine),
                              place=f"{sum(r.place for r in mine) / len(mine):.1f}"))
            parts.append(said("standing-stats-play",
                              turn=duration(sum(r.turn_seconds for r in mine) / turns) if turns else "—",
                              timeouts=sum(r.timeouts for r in mine), hinted=sum(r.hinted for r in mine)))
        if game is None:
            parts.append(said("standing-stats-favourite", game=game_name(order[0]), games=len(by_game[order[0]])))
        if await self.store.is_hidden(player):
            parts.append(said("standing-stats-hidden-note"))
        chart = await self.chart(player, {key: by_game[key] for key in order}, locale)
        return lines(parts), chart

    async def chart(self, player: str, by_game: dict[str, list[Result]], locale: str) -> bytes | None:
        """The rating chart (render/rating_chart.py), in the render workers; None with pictures off."""
        if self.pictures is None or not self.pictures.enabled:
            return None
        from render.rating_chart import rating_png
        series = {render(game_name(key), locale): [shown(mine[0].mu_before, mine[0].sigma_before)]
                  + [shown(r.mu_after, r.sigma_after) for r in mine] for key, mine in by_game.items()
}
        count = sum(len(mine) for mine in by_game.values())
        title = render(msg("standing-chart-title"), locale)
        return await self.pictures.render(rating_png, title, series,
                                          render(msg("standing-chart-games", count=count), locale), locale)

    async def leaderboard(self, guild: int, game: str | None, caller: str) -> Said:
        """A server's top players at a game (the most played one by default), and the caller's place."""
        if game is None:
            played = await self.store.games_played(guild)
            if not played:
                return said("standing-board-empty")
            game = played[0][0]
        leaders = await self.store.leaders(guild, game, TOP)
        if not leaders:
            return said("standing-board-none", game=game_name(game))
        parts: list[Any] = [said("standing-board-head", game=game_name(game))]
        for rank, s in enumerate(leaders, start=1):
            parts.append(said("standing-board-line", rank=rank, player=who(s.player), rating=rating_text(s),
                              games=s.skill.games, wins=s.skill.wins))
        if all(s.player != caller for s in leaders):
            mine = await self.store.standing(guild, game, caller)
            if mine is None:
                parts.append(said("standing-board-you-none", game=game_name(game)))
            elif await self.store.is_hidden(caller):
                parts.append(said("standing-board-you-hidden"))
            else:
                rank = await self.store.rank_above(guild, game, mine.shown) + 1
                parts.append(said("standing-board-you", rank=rank, rating=rating_text(mine),
                                  games=mine.skill.games, wins=mine.skill.wins))
        return lines(parts)

    async def versus(self, guild: int, player: str, other: str) -> Said:
        """Head to head on a server: games together, wins each, who finished ahead, the last five."""
        if player == other:
            return said("standing-versus-self")
        together = await self.store.versus(guild, player, other)
        if not together:
            return said("standing-versus-none", player=who(player), other=who(other))
        parts: list[Any] = [
            said("standing-versus-head", player=who(player), other=who(other), games=len(together)),
            said("standing-versus-wins", player=who(player), other=who(other),
                 mine=sum(a.place == 1 for a, _ in together), theirs=sum(b.place == 1 for _, b in together)),
            said("standing-versus-ahead", player=who(player), other=who(other),
                 mine=sum(a.place < b.place for a, b in together), theirs=sum(b.place < a.place for a, b in together)),
            said("standing-versus-last", count=min(LAST, len(together)))]
        for a, b in reversed(together[-LAST:]):
            parts.append(said("standing-versus-game", date=f"<t:{int(a.time)}:d>", game=game_name(a.game),
                              table=a.table_id, place=a.place, other_place=b.place, players=a.entrants))
        return lines(parts)

    async def hide(self, player: str, hidden: bool) -> Said:
        """`/game stats hide:true|false`: off the leaderboards (everywhere), or back on them."""
        await self.store.set_hidden(player, hidden)
        return said("standing-hidden-on" if hidden else "standing-hidden-off")
