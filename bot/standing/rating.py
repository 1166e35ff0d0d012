"""The rating maths, pure: openskill's Weng–Lin Plackett–Luce model over one finished game.

A rating is (mu, sigma): how well someone plays and how unsure we are of it. Players are rated per
server and game. The number shown is ``shown(mu, sigma)`` = 1000 + 20 × (mu − 3·sigma), rounded: a
newcomer starts at 1000 (mu 25, sigma 25/3) and climbs as the games make us surer of them; a
rating is *provisional* until its player has ``PROVISIONAL_GAMES`` rated games at that game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from openskill.models import PlackettLuce

PROVISIONAL_GAMES = 5          # rated games at one game before a rating is shown as settled
SHOWN_BASE = 1000              # the shown rating of a newcomer
SHOWN_SCALE = 20               # shown points per unit of mu − 3·sigma

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Skill:
    """One player's rating at one game on one server, and how many rated games made it."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    wins: int = 0


def shown(mu: float, sigma: float) -> int:
    """The rating as players read it: 1000 + 20 × (mu − 3·sigma), a whole number."""
    return round(SHOWN_BASE + SHOWN_SCALE * (mu - 3 * sigma))


def provisional(games: int) -> bool:
    return games < PROVISIONAL_GAMES


def rate(priors: Sequence[Skill], places: Sequence[int]) -> list[tuple[float, float]]:
    """The new (mu, sigma) of each entrant of one game, in the order given; `places` are the
    finishing places (1 = first; equal places are a tie)."""
    if len(priors) != len(places) or len(priors) < 2:
        raise ValueError("a rated game has at least two entrants, each with a place")
    teams = [[MODEL.rating(mu=p.mu, sigma=p.sigma)] for p in priors]
    rated = MODEL.rate(teams, ranks=[float(place) for place in places])
    return [(team[0].mu, team[0].sigma) for team in rated]
