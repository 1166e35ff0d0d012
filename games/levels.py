"""The three levels of every game's computer player: easy, normal and hard.

``games/<key>/ai.py`` keeps its ``choose(view, legal, rng)``: that is "normal".
``levels(key, choose)`` builds the other two around it, so each game's ai.py
ends with ``LEVELS = levels("<key>", choose)``:

- easy: the normal player with deliberate slack: now and then (``easy_slack`` of its
  decisions, which each game declares in its own ai.py, ``EASY_SLACK`` unless it says
  otherwise, one share or one by the number of players) it plays a random legal move
  instead: a fair first opponent, which beats random play and loses to the plain plans
  people try about half the time or more (docs/ai.md, "Easy", with the player counts measured).
- hard: ``games.search.search`` over states sampled from its view, with the
  normal player finishing every sampled game (see games/search.py).

The coach (``/game hint``) is the normal player explaining itself: each ai.py also has
``advise(view, legal, rng) -> (action, reason)``, the move ``choose`` makes and why, as a
message of the game's catalog (``<key>-hint-*``) whose arguments are the numbers its valuation
weighed. Where the valuation has nothing more particular to say it gives ``fallback()``
(tests/test_hints.py lists the decision kinds that do).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Mapping

from games.base import Game, Message, msg
from games.search import CANDIDATES, Chooser, Judge, Ranker, search

#: A game's coach: (the normal player's move, the reason as a message) for one view and its legal moves.
Advisor = Callable[[dict, list[dict], random.Random], tuple[dict, Message]]
#: The reason given where the normal player's valuation has nothing more particular to say.
FALLBACK = "hint-fallback"


def fallback() -> Message:
    return msg(FALLBACK)


EASY_SLACK = 0.35
LEVEL_NAMES = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"


#: Easy's share of random moves: one share, or one by the number of players at the table.
Slack = float | Mapping[int, float]


@dataclass(frozen=True)
class Easy:
    """The normal player, except that `slack(view)` of its decisions with a choice are random legal moves."""

    normal: Chooser
    share: Slack

    def slack(self, view: dict) -> float:
        if isinstance(self.share, Mapping):
            return self.share[len(view["players"])]
        return self.share

    def __call__(self, view: dict, legal: list[dict], rng: random.Random) -> dict:
        if len(legal) > 1 and rng.random() < self.slack(view):
            return rng.choice(legal)
        return self.normal(view, legal, rng)


def hard_of(key: str, normal: Chooser, depth: int | Callable[[dict], int] | None = None, rank: Ranker | None = None,
            judge: Judge | None = None, spread: float = 10.0, count: int = CANDIDATES) -> Chooser:
    def hard(view: dict, legal: list[dict], rng: random.Random) -> dict:
        from games import GAMES     # games/__init__ imports every game package: resolve at call time
        game = GAMES[key]
        if type(game).sample is Game.sample:    # no sampler yet: nothing to search over
            return normal(view, legal, rng)
        return search(game, normal, view, legal, rng, depth=depth, rank=rank, judge=judge, spread=spread,
                      count=count)
    hard.__doc__ = f"Determinised Monte Carlo search for {key}, the normal player as rollout policy."
    return hard


def levels(key: str, normal: Chooser, depth: int | Callable[[dict], int] | None = None, rank: Ranker | None = None,
           judge: Judge | None = None, spread: float = 10.0, count: int = CANDIDATES,
           easy_slack: Slack = EASY_SLACK) -> dict[str, Callable]:
    """{"easy": ..., "normal": normal, "hard": ...} for one game; `depth`, `rank`, `judge`,
    `spread` and `count` (moves weighed a decision): see games/search.py; `easy_slack`: the share
    of easy's decisions played at random (one share, or one by the number of players), the
    game's own (how strong normal is against the plain plans differs from game to game)."""
    return {"easy": Easy(normal, easy_slack), "normal": normal,
            "hard": hard_of(key, normal, depth, rank, judge, spread, count)}
