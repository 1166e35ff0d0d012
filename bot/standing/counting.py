"""What a finished game counts for, pure: who is rated, at which place, and what the log says of
each player's turns (time, turns the clock took over, moves made after a hint).

What counts: a finished game (never an abandoned one) with at least one human seat, at a table
not opened as practice (``settings["rated"] is False``: ``/game new rated:false``). A rematch is a
table like any other. Places come from the game's own result: the winners share first place, the
others follow by score, equal scores tie. A computer seat is rated as the player
``ai:<game>:<level>`` of its own (two computers of one level at a table are that one player: it
takes the better place and the mean of the two seats' new ratings).

The same ``RatingJob`` serves the live path (the referee builds it before the final move is
committed, the store finishes it inside that move's transaction) and ``boardroom ratings
--rebuild`` (bot/standing/rebuild.py, from the stored log): one computation, one result.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from bot.moves.undo import HINTED, TIMER, effective, is_undo
from bot.standing.rating import Skill, rate

AI_PREFIX = "ai:"


def computer_id(game: str, level: str | None) -> str:
    """The rated player a computer seat of `game` at `level` is: ``ai:acquire:hard``."""
    return f"{AI_PREFIX}{game}:{level or 'normal'}"


def is_computer(player: str) -> bool:
    return player.startswith(AI_PREFIX)


@dataclass(frozen=True)
class Move:
    """A log row as the ratings read it: who, made by whom, when, whether it took a move back."""

    player: str
    by: str | None
    time: float
    action: dict[str, Any] = field(default_factory=dict)   # {"type": "undo"} for an undo row, else {}
    version: int | None = None


@dataclass(frozen=True)
class Entrant:
    player: str          # a Discord user id, or computer_id(...)
    place: int           # 1 = first; equal places tie
    human: bool


@dataclass(frozen=True)
class Result:
    """One rated player's line of one rated game (a row of the store's ``ratings`` table)."""

    table_id: int
    guild: int
    game: str
    player: str
    place: int
    entrants: int
    human: bool
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    games: int               # their rated games at this game on this server, this one included
    turns: int               # turns timed (their own, the clock's excluded)
    turn_seconds: float      # the time those turns took
    timeouts: int            # turns the clock played for them
    hinted: int              # moves made after asking for a hint
    time: float              # when the game ended (the final move's time)


def places(result: dict[str, Any], seated: Sequence[str]) -> dict[str, int]:
    """Each seat's finishing place by the game's own ranking: winners first, then by score."""
    scores = result.get("scores") or {}
    winners = set(result.get("winners") or [])
    keys = {user: (user in winners, scores.get(user, 0)) for user in seated}
    return {user: 1 + sum(1 for other in seated if keys[other] > keys[user]) for user in seated}


def counts(seats: Sequence[dict[str, Any]], settings: dict[str, Any], result: dict[str, Any] | None) -> bool:
    """Whether a table's result is rated: finished, two seats or more, a human among them, not practice."""
    return (result is not None and len(seats) >= 2 and settings.get("rated", True) is not False
            and any(not seat.get("is_ai") for seat in seats))


@dataclass
class RatingJob:
    """One game to rate: its entrants and the log before its final move (`final`: that move's
    player and maker). ``finish`` rates it from the entrants' ratings before it."""

    table_id: int
    guild: int
    game: str
    entrants: list[Entrant]
    moves: list[Move]
    final: tuple[str, str | None]

    @property
    def players(self) -> list[str]:
        return [e.player for e in self.entrants]

    def finish(self, priors: dict[str, Skill], now: float) -> tuple[list[Result], dict[str, Skill]]:
        """The game's result lines and each player's rating after it; `now`: the final move's time."""
        before = [priors.get(e.player, Skill()) for e in self.entrants]
        after = rate(before, [e.place for e in self.entrants])
        merged: dict[str, list[tuple[float, float]]] = {}
        best: dict[str, Entrant] = {}
        for entrant, new in zip(self.entrants, after):
            merged.setdefault(entrant.player, []).append(new)
            if entrant.player not in best or entrant.place < best[entrant.player].place:
                best[entrant.player] = entrant
        turns = turn_record([*self.moves, Move(self.final[0], self.final[1], now)])
        lines, skills = [], {}
        for player, entrant in best.items():
            prior = priors.get(player, Skill())
            mu = sum(m for m, _ in merged[player]) / len(merged[player])
            sigma = sum(s for _, s in merged[player]) / len(merged[player])
            won = entrant.place == 1
            skills[player] = Skill(mu, sigma, prior.games + 1, prior.wins + won)
            t = turns.get(player, TurnRecord()) if entrant.human else TurnRecord()
            lines.append(Result(self.table_id, self.guild, self.game, player, entrant.place, len(self.entrants),
                                entrant.human, prior.mu, prior.sigma, mu, sigma, prior.games + 1,
                                t.turns, t.seconds, t.timeouts, t.hinted, now))
        return lines, skills


def job_for(table_id: int, guild: int | None, game: str, seats: Sequence[dict[str, Any]],
            settings: dict[str, Any], result: dict[str, Any] | None, moves: Sequence[Move],
            final: tuple[str, str | None]) -> RatingJob | None:
    """The rating job of a finished table, or None when it does not count."""
    if result is None or not counts(seats, settings, result):
        return None
    placed = places(result, [seat["user"] for seat in seats])
    entrants = [Entrant(computer_id(game, seat.get("level")) if seat.get("is_ai") else seat["user"],
                        placed[seat["user"]], not seat.get("is_ai")) for seat in seats]
    return RatingJob(table_id, guild or 0, game, entrants, list(moves), final)


@dataclass
class TurnRecord:
    turns: int = 0
    seconds: float = 0.0
    timeouts: int = 0
    hinted: int = 0


def turn_record(moves: Sequence[Move]) -> dict[str, TurnRecord]:
    """Per player, from the log: a turn is a run of their standing moves; its time runs from the
    standing move before the run to its last move (the table's first turn has no start, so is not timed);
    a turn the clock played is counted as a timeout, not timed; moves made after a hint counted."""
    record: dict[str, TurnRecord] = {}
    kept = effective(moves)   # undo rows and what they took back drop out
    run_start = 0
    for i, move in enumerate(kept):
        mine = record.setdefault(move.player, TurnRecord())
        mine.hinted += move.by == HINTED
        last_of_run = i + 1 == len(kept) or kept[i + 1].player != move.player
        if not last_of_run:
            continue
        run = kept[run_start:i + 1]
        if any(m.by == TIMER for m in run):
            mine.timeouts += 1
        elif run_start > 0:
            mine.turns += 1
            mine.seconds += move.time - kept[run_start - 1].time
        run_start = i + 1
    return record


def move_of(entry: Any) -> Move:
    """A store's ActionRecord as a Move."""
    return Move(entry.player, entry.by, entry.time, dict(entry.action) if is_undo(entry.action) else {})
