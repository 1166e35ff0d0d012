"""The ratings' rows, shared by both stores: the schema of migration 11, the statements (written
with ``?``; ``numbered`` turns them into PostgreSQL's ``$1``), and rows to records.

- ``ratings``: one line per rated player per rated game (bot/standing/counting.py ``Result``);
- ``standings``: each player's rating now, per server and game (the leaderboard reads it by
  the index ``standings_by_rating``);
- ``stats_hidden``: the users who asked to stay off the leaderboards (``/game stats hide:true``).
"""
from __future__ import annotations

import logging
import re
from dataclasses import astuple, dataclass
from typing import Any, Callable, Iterable, TypeVar

from bot.standing.counting import Result
from bot.standing.rating import Skill, shown

log = logging.getLogger("bot.store")
R = TypeVar("R")


def readable(rows: Iterable[Any], read: Callable[[Any], R]) -> list[R]:
    """The rows that can be read; a damaged one (text in a number) is left out and logged: ratings
    are made from the logs, and ``boardroom ratings --rebuild`` makes them again."""
    found = []
    for row in rows:
        try:
            found.append(read(row))
        except (ValueError, TypeError, IndexError) as exc:
            log.warning("a rating row cannot be read (%s); boardroom ratings --rebuild makes them again", exc)
    return found


@dataclass(frozen=True)
class Standing:
    """A player's rating now at one game on one server."""

    guild: int
    game: str
    player: str
    skill: Skill

    @property
    def shown(self) -> int:
        return shown(self.skill.mu, self.skill.sigma)


def schema(real: str, big: str) -> list[str]:
    """Migration 11's statements, with the backend's names of a float and a 64-bit integer."""
    return [
        f"""CREATE TABLE ratings (
            table_id {big} NOT NULL, player TEXT NOT NULL, guild {big} NOT NULL, game TEXT NOT NULL,
            place INTEGER NOT NULL, entrants INTEGER NOT NULL, human INTEGER NOT NULL,
            mu_before {real} NOT NULL, sigma_before {real} NOT NULL, mu_after {real} NOT NULL,
            sigma_after {real} NOT NULL, games INTEGER NOT NULL, turns INTEGER NOT NULL,
            turn_seconds {real} NOT NULL, timeouts INTEGER NOT NULL, hinted INTEGER NOT NULL,
            time {real} NOT NULL, PRIMARY KEY (table_id, player))""",
        "CREATE INDEX ratings_by_player ON ratings(guild, player, time)",
        f"""CREATE TABLE standings (
            guild {big} NOT NULL, game TEXT NOT NULL, player TEXT NOT NULL, mu {real} NOT NULL,
            sigma {real} NOT NULL, games INTEGER NOT NULL, wins INTEGER NOT NULL, shown INTEGER NOT NULL,
            PRIMARY KEY (guild, game, player))""",
        "CREATE INDEX standings_by_rating ON standings(guild, game, shown)",
        "CREATE TABLE stats_hidden (player TEXT PRIMARY KEY)",
    ]


RESULT_COLUMNS = ("table_id, guild, game, player, place, entrants, human, mu_before, sigma_before, mu_after, "
                  "sigma_after, games, turns, turn_seconds, timeouts, hinted, time")
INSERT_RESULT = f"INSERT INTO ratings ({RESULT_COLUMNS}) VALUES ({', '.join('?' * 17)})"
SELECT_RESULTS = f"SELECT {RESULT_COLUMNS} FROM ratings"
STANDING_COLUMNS = "guild, game, player, mu, sigma, games, wins, shown"
SELECT_STANDINGS = f"SELECT {STANDING_COLUMNS} FROM standings"
PUT_STANDING = (f"INSERT INTO standings ({STANDING_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (guild, game, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, "
                "games = excluded.games, wins = excluded.wins, shown = excluded.shown")
NOT_HIDDEN = "player NOT IN (SELECT player FROM stats_hidden)"
LEADERS = (f"{SELECT_STANDINGS} WHERE guild = ? AND game = ? AND {NOT_HIDDEN} "
           "ORDER BY shown DESC, games DESC, player LIMIT ?")
ABOVE = f"SELECT count(*) FROM standings WHERE guild = ? AND game = ? AND shown > ? AND {NOT_HIDDEN}"
# how much each game is played on a server: its players' rated games added up (read from the
# standings, a row per player and game, not from every rated line: quick at any size)
GAMES_PLAYED = "SELECT game, sum(games) FROM standings WHERE guild = ? GROUP BY game ORDER BY sum(games) DESC, game"
VERSUS = (f"SELECT {', '.join('a.' + c.strip() for c in RESULT_COLUMNS.split(','))}, "
          f"{', '.join('b.' + c.strip() for c in RESULT_COLUMNS.split(','))} FROM ratings a "
          "JOIN ratings b ON b.table_id = a.table_id AND b.player = ? WHERE a.guild = ? AND a.player = ? "
          "ORDER BY a.time, a.table_id")


def numbered(sql: str) -> str:
    """A statement written with ``?`` as PostgreSQL takes it: ``$1``, ``$2``, ..."""
    count = iter(range(1, 1000))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


def result_row(result: Result) -> tuple[Any, ...]:
    """A Result as the columns of RESULT_COLUMNS (the dataclass's own order)."""
    row = astuple(result)
    return (*row[:6], int(result.human), *row[7:])


def result_of(row: Any) -> Result:
    values = tuple(row)
    return Result(int(values[0]), int(values[1]), str(values[2]), str(values[3]), int(values[4]), int(values[5]),
                  bool(values[6]), float(values[7]), float(values[8]), float(values[9]), float(values[10]),
                  int(values[11]), int(values[12]), float(values[13]), int(values[14]), int(values[15]),
                  float(values[16]))


def standing_row(standing: Standing) -> tuple[Any, ...]:
    s = standing.skill
    return (standing.guild, standing.game, standing.player, s.mu, s.sigma, s.games, s.wins, standing.shown)


def standing_of(row: Any) -> Standing:
    values = tuple(row)
    return Standing(int(values[0]), str(values[1]), str(values[2]),
                    Skill(float(values[3]), float(values[4]), int(values[5]), int(values[6])))


def standings_after(job_guild: int, job_game: str, skills: dict[str, Skill]) -> list[Standing]:
    """The standings rows a rated game writes, in a fixed order (locks taken alike)."""
    return [Standing(job_guild, job_game, player, skill) for player, skill in sorted(skills.items())]


Steps = list[tuple[str, list[tuple[Any, ...]]]]


class RatingQueries:
    """The ratings' reads and writes, once for both stores; each store gives ``_fetch`` (a
    statement written with ``?`` and its rows) and ``_apply`` (statements, each with its rows of
    arguments, all in one transaction)."""

    async def _fetch(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        raise NotImplementedError

    async def _apply(self, steps: Steps) -> None:
        raise NotImplementedError

    async def table_results(self, table_id: int) -> list[Result]:
        """The rated lines of one table (empty: not rated), best place first."""
        rows = await self._fetch(f"{SELECT_RESULTS} WHERE table_id = ? ORDER BY place, player", (table_id,))
        return readable(rows, result_of)

    async def player_results(self, guild: int, player: str, game: str | None = None) -> list[Result]:
        """A player's rated lines on a server (at one game, or all), oldest first."""
        sql = f"{SELECT_RESULTS} WHERE guild = ? AND player = ?"
        args: tuple[Any, ...] = (guild, player)
        if game is not None:
            sql, args = f"{sql} AND game = ?", (*args, game)
        return readable(await self._fetch(f"{sql} ORDER BY time, table_id", args), result_of)

    async def leaders(self, guild: int, game: str, limit: int = 10) -> list[Standing]:
        """The best ratings at `game` on a server, users who hid themselves left out."""
        return readable(await self._fetch(LEADERS, (guild, game, limit)), standing_of)

    async def standing(self, guild: int, game: str, player: str) -> Standing | None:
        rows = await self._fetch(f"{SELECT_STANDINGS} WHERE guild = ? AND game = ? AND player = ?",
                                 (guild, game, player))
        found = readable(rows, standing_of)
        return found[0] if found else None

    async def rank_above(self, guild: int, game: str, rating: int) -> int:
        """How many shown players rate higher than `rating` at `game` on a server."""
        rows = await self._fetch(ABOVE, (guild, game, rating))
        return int(rows[0][0])

    async def games_played(self, guild: int) -> list[tuple[str, int]]:
        """How much each game is played on a server (its players' rated games added up), most first."""
        return readable(await self._fetch(GAMES_PLAYED, (guild,)), lambda row: (str(row[0]), int(row[1])))

    async def versus(self, guild: int, player: str, other: str) -> list[tuple[Result, Result]]:
        """Every rated game on a server both played: (player's line, other's line), oldest first."""
        rows = await self._fetch(VERSUS, (other, guild, player))
        return readable(rows, lambda row: (result_of(tuple(row)[:17]), result_of(tuple(row)[17:])))

    async def is_hidden(self, player: str) -> bool:
        return bool(await self._fetch("SELECT 1 FROM stats_hidden WHERE player = ?", (player,)))

    async def hidden_players(self) -> list[str]:
        return [str(row[0]) for row in await self._fetch("SELECT player FROM stats_hidden ORDER BY player")]

    async def set_hidden(self, player: str, hidden: bool) -> None:
        """Keep `player` off the leaderboards (or bring them back)."""
        await self._apply([("DELETE FROM stats_hidden WHERE player = ?", [(player,)])]
                          + ([("INSERT INTO stats_hidden (player) VALUES (?)", [(player,)])] if hidden else []))

    async def all_results(self) -> list[Result]:
        return readable(await self._fetch(f"{SELECT_RESULTS} ORDER BY time, table_id, player"), result_of)

    async def all_standings(self) -> list[Standing]:
        return readable(await self._fetch(f"{SELECT_STANDINGS} ORDER BY guild, game, player"), standing_of)

    async def replace_ratings(self, results: list[Result], standings: list[Standing]) -> None:
        """Every rated line and standing replaced at once (``boardroom ratings --rebuild``, ``migrate``)."""
        await self._apply([("DELETE FROM ratings", [()]), ("DELETE FROM standings", [()]),
                           (INSERT_RESULT, [result_row(r) for r in results]),
                           (PUT_STANDING, [standing_row(s) for s in standings])])


def rating_steps(results: list[Result], skills: dict[str, Skill], guild: int, game: str) -> Steps:
    """What a rated game writes inside its final move's transaction."""
    return [(INSERT_RESULT, [result_row(r) for r in results]),
            (PUT_STANDING, [standing_row(s) for s in standings_after(guild, game, skills)])]


def priors_query(guild: int, game: str, players: list[str]) -> tuple[str, tuple[Any, ...]]:
    """The statement reading a game's entrants' ratings before it."""
    wanted = sorted(set(players))
    return (f"{SELECT_STANDINGS} WHERE guild = ? AND game = ? AND player IN ({', '.join('?' * len(wanted))})",
            (guild, game, *wanted))
