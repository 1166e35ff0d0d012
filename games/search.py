"""The hard computer player's search: determinised Monte Carlo over states sampled from one view.

The searching player knows only its view. Each round it draws one whole state
consistent with that view (``Game.sample``), then plays every candidate move
on a copy of it and lets the normal computer player finish the game for every
seat (the rollout). All candidates of a round share the sampled state and the
rollout's random numbers, so they are compared on the same luck (common random
numbers): a handful of rounds already tells a good move from a bad one. After
the budget, the normal player's own choice is kept unless another move beat it
clearly (by a margin, and by more than its standard error over the rounds).

Candidates are the normal player's choice plus a few other legal moves (drawn
at random when there are many), so the search refines the normal player
rather than replacing it. A result is 1 for a win (1/k for a win shared by k),
0 for a loss, with a small bonus for the score margin so that rounds where
every move wins (or loses) still say which is better. Games that are slow to
play out set ``depth``: the rollout stops after that many moves, and who leads
(and by how much) judges the position.

The budget is a time per decision (the bot's setting, ``AI_THINK_MS``) or a
number of rounds (tests and the league, where the same seed must give the same
game).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from games.base import IllegalAction

if TYPE_CHECKING:
    from games.base import Game, GameState

Chooser = Callable[[dict, list[dict], random.Random], dict]

DEFAULT_MS = 300.0
MARGIN_WEIGHT = 0.25     # how much the score margin counts next to winning (which counts 1)
KEEP_NORMAL = 0.02       # another move must beat the normal player's by this much on average
CONFIDENCE = 1.0         # ... and by this many standard errors of that average
MIN_ROUNDS = 4           # fewer rounds than this say too little: the normal move is played
MAX_STEPS = 20_000       # a rollout never runs longer than this (a game always ends well before)


@dataclass
class Budget:
    """How long the hard player thinks per decision: ``rounds`` when set (deterministic), else ``ms``."""

    ms: float = DEFAULT_MS
    rounds: int | None = None
    candidates: int = 4          # the normal player's move and up to this many minus one others


BUDGET = Budget()


def set_budget(ms: float | None = None, rounds: int | None = None, candidates: int | None = None) -> None:
    """Set the process-wide budget (the bot's worker processes and the league call this once)."""
    if ms is not None:
        BUDGET.ms = float(ms)
    BUDGET.rounds = rounds
    if candidates is not None:
        BUDGET.candidates = candidates


def viewer(view: dict) -> str | None:
    """The player whose view this is: games name it ``you`` (an id, or a dict with the seat)."""
    you = view.get("you")
    if isinstance(you, str):
        return you
    if isinstance(you, dict) and "seat" in you:
        return view["players"][you["seat"]]
    return None


def outcome(state: "GameState", player: str) -> float:
    """1 for a win (1/k if shared), 0 otherwise, plus MARGIN_WEIGHT x the score margin in [-1, 1]."""
    scores = state.scores()
    mine = scores[player]
    best_other = max(v for p, v in scores.items() if p != player)
    scale = max(abs(mine), abs(best_other), 1)
    margin = (mine - best_other) / scale
    if state.is_over():
        winners = state.winners()
        won = 1.0 / len(winners) if player in winners else 0.0
    else:
        won = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
    return won + MARGIN_WEIGHT * max(-1.0, min(1.0, margin))


def rollout(state: "GameState", policy: Chooser, rng: random.Random, depth: int | None) -> None:
    """Play on with `policy` for every seat: to the end, or `depth` moves when set."""
    limit = MAX_STEPS if depth is None else depth
    for _ in range(limit):
        acting = state.to_act()
        if not acting:
            return
        player = acting[0] if len(acting) == 1 else rng.choice(acting)
        legal = state.legal_actions(player)
        action = policy(state.view(player), legal, rng)
        state.apply(player, action)


def candidates(normal: dict, legal: list[dict], rng: random.Random, count: int) -> list[dict]:
    """The normal player's move first, then up to count-1 other legal moves."""
    others = [a for a in legal if a != normal]
    if len(others) > count - 1:
        others = rng.sample(others, count - 1)
    return [normal, *others]


def search(game: "Game", policy: Chooser, view: dict, legal: list[dict], rng: random.Random,
           depth: int | None = None, budget: Budget | None = None) -> dict:
    """The move the search likes best; the normal player's move when there is nothing to weigh."""
    budget = budget or BUDGET
    normal = policy(view, legal, rng)
    player = viewer(view)
    if len(legal) < 2 or player is None:
        return normal
    moves = candidates(normal, legal, rng, budget.candidates)
    diffs: list[list[float]] = [[] for _ in moves]    # per round: a move's result minus the normal move's
    rounds = 0
    deadline = time.perf_counter() + budget.ms / 1000.0
    while budget.rounds is None or rounds < budget.rounds:
        base = game.sample(view, player, rng)
        luck = rng.getrandbits(64)
        results = []
        for move in moves:
            if budget.rounds is None and time.perf_counter() > deadline:
                break
            trial = game.load(base.dump())
            try:
                trial.apply(player, dict(move))
            except IllegalAction:       # the sample disagrees with the view: never pick this move
                results.append(-1.0)
                continue
            rollout(trial, policy, random.Random(luck), depth)
            results.append(outcome(trial, player))
        if len(results) < len(moves):          # out of time within a round: only whole rounds count
            break
        for i, r in enumerate(results):
            diffs[i].append(r - results[0])
        rounds += 1
        if budget.rounds is None and time.perf_counter() > deadline:
            break
    return pick(moves, diffs)


def pick(moves: list[dict], diffs: list[list[float]]) -> dict:
    """The move whose advantage over the normal move (moves[0]) is clear; else the normal move.

    Clear: at least KEEP_NORMAL on average, and more than CONFIDENCE standard errors above 0
    (few rounds are noisy: without this the search would trade a good move for a lucky one).
    """
    rounds = len(diffs[0])
    if rounds < MIN_ROUNDS:
        return moves[0]
    best, best_mean = 0, 0.0
    for i in range(1, len(moves)):
        d = diffs[i]
        mean = sum(d) / rounds
        var = sum((x - mean) ** 2 for x in d) / (rounds - 1)
        if mean > KEEP_NORMAL and mean > CONFIDENCE * math.sqrt(var / rounds) and mean > best_mean:
            best, best_mean = i, mean
    return moves[best]
