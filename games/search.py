"""The hard computer player's search: determinised Monte Carlo over states sampled from one view.

The searching player knows only its view. Each round it draws one whole state
consistent with that view (``Game.sample``), then plays every candidate move
on a copy of it and lets the normal computer player finish the game for every
seat (the rollout). All candidates of a round share the sampled state and the
rollout's random numbers, so they are compared on the same luck (common random
numbers): a handful of rounds already tells a good move from a bad one. After
the budget, the normal player's own choice is kept unless another move beat it
clearly (by a margin, and by more than its standard error over the rounds).

Candidates are the normal player's choice plus a few other legal moves: the
ones the normal player itself ranks next when the game offers a ranking
(``rank``; a game with a hundred placements has few worth a rollout), else
drawn at random, so the search refines the normal player rather than
replacing it. Rounds are spent where they can still change the answer: a
candidate clearly worse than the normal move (its mean deficit beyond
``DROP_CONFIDENCE`` standard errors) is dropped from later rounds, and when
none is left the normal move is played at once. A result is 1 for a win (1/k for a win shared by k),
0 for a loss, with a small bonus for the score margin so that rounds where
every move wins (or loses) still say which is better. Games that are slow to
play out set ``depth``: the rollout stops after that many moves (or where a
predicate the game gives says, e.g. at the end of the current round), and who leads
(and by how much) judges the position: by the game's scores, or, when the game
offers one, by the normal player's own value of each seat's view (``judge``),
turned into a chance of winning (a logistic of the lead over ``spread`` points).
A short rollout judged this way varies far less than a whole game played out, so
the same time buys many more, and more telling, rounds (Wall Street: docs/ai.md).

The budget is a time per decision (the bot's setting, ``AI_THINK_MS``) or a
number of rounds (tests and the league, where the same seed must give the same
game); either way the search stops after ``max_rounds`` rounds (enough to tell
moves apart: more only spends time) and at once when every other candidate has
been dropped, so most decisions take well under the time allowed.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Protocol, cast

from games.base import IllegalAction

if TYPE_CHECKING:
    from games.base import Game, GameState

Chooser = Callable[[dict, list[dict], random.Random], dict]
Ranker = Callable[[dict, list[dict]], "list[dict] | None"]  # legal moves, best first, by the normal player's
                                                            # judgement (None: no ranking here, draw at random)
Judge = Callable[[dict], float]     # what a position is worth to the owner of this view, in the game's points


class _Rounds(Protocol):
    """A state with a round counter (Stockpile's, Futures!')."""
    round: int


Horizon = Callable[["GameState"], bool]  # a rollout stops when this says so (a game's `depth(view)` may return one)

DEFAULT_MS = 300.0
MARGIN_WEIGHT = 0.25     # how much the score margin counts next to winning (which counts 1)
KEEP_NORMAL = 0.02       # another move must beat the normal player's by this much on average
CONFIDENCE = 1.5         # ... and by this many standard errors of that average (1.0 traded good
                         # moves for lucky ones: hard lost to normal in Wall Street, docs/ai.md)
DROP_CONFIDENCE = 1.0    # a candidate this many standard errors below the normal move is dropped
MIN_ROUNDS = 4           # fewer rounds than this say too little: the normal move is played
MAX_STEPS = 20_000       # a rollout never runs longer than this (a game always ends well before)
CANDIDATES = 4           # moves weighed a decision, the normal one included (a game may ask for more)
MAX_ROUNDS = 48          # rounds enough to separate moves a few points apart: the search stops there


@dataclass
class Budget:
    """How long the hard player thinks per decision: ``rounds`` when set (deterministic), else ``ms``."""

    ms: float = DEFAULT_MS
    rounds: int | None = None
    candidates: int | None = None  # the normal move and up to this many minus one others (None: the game's count)
    max_rounds: int = MAX_ROUNDS  # a time budget stops here too (a decided search need not use its time)


BUDGET = Budget()
LAST_ROUNDS = [0]   # rounds the last search in this process played (a diagnostic for bench/hard_cost.py)


def set_budget(ms: float | None = None, rounds: int | None = None, candidates: int | None = None,
               max_rounds: int | None = None) -> None:
    """Set the process-wide budget (the bot's worker processes and the league call this once)."""
    if ms is not None:
        BUDGET.ms = float(ms)
    BUDGET.rounds = rounds
    if candidates is not None:
        BUDGET.candidates = candidates
    if max_rounds is not None:
        BUDGET.max_rounds = max_rounds


def viewer(view: dict) -> str | None:
    """The player whose view this is: games name it ``you`` (an id, or a dict with the seat)."""
    you = view.get("you")
    if isinstance(you, str):
        return you
    if isinstance(you, dict) and "seat" in you:
        return view["players"][you["seat"]]
    return None


def outcome(state: "GameState", player: str, judge: Judge | None = None, spread: float = 10.0) -> float:
    """1 for a win (1/k if shared), 0 otherwise, plus MARGIN_WEIGHT x the score margin in [-1, 1].

    A game cut short (``depth``) with a `judge`: the chance of winning that the judged worths
    give, ``exp(mine / spread) / sum(exp(theirs / spread))`` over every seat (at 2 players the
    logistic of the lead, ``1 / (1 + exp(-lead / spread))``; with more, every rival close
    behind takes its share, not only the best one), plus the margin over the best rival.
    """
    if judge is not None and not state.is_over():
        worth = {p: judge(state.view(p)) for p in state.players}
        lead = worth[player] - max(v for p, v in worth.items() if p != player)
        scale = max(abs(worth[player]), 1.0)
        return chance(worth, player, spread) + MARGIN_WEIGHT * max(-1.0, min(1.0, lead / scale))
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


def chance(worth: dict[str, float], player: str, spread: float) -> float:
    """`player`'s chance of winning as a softmax of every seat's judged worth over `spread` points."""
    mine = worth[player]
    return 1.0 / sum(math.exp(max(-50.0, min(50.0, (v - mine) / spread))) for v in worth.values())


def rollout(state: "GameState", policy: Chooser, rng: random.Random, depth: "int | Horizon | None") -> None:
    """Play on with `policy` for every seat: to the end, `depth` moves when a number, or until
    `depth(state)` says stop when a predicate (e.g. the end of the current round)."""
    limit = depth if isinstance(depth, int) else MAX_STEPS
    stop = depth if callable(depth) else None
    for _ in range(limit):
        acting = state.to_act()
        if not acting or (stop is not None and stop(state)):
            return
        player = acting[0] if len(acting) == 1 else rng.choice(acting)
        legal = state.legal_actions(player)
        action = policy(state.view(player), legal, rng)
        state.apply(player, action)


def round_end(view: dict) -> Horizon:
    """A `depth` for games with a ``round`` counter (view and state alike): the rollout stops when the
    round of `view` is over, e.g. once its price moves are made (Stockpile, Futures!)."""
    now = view["round"]
    return lambda state: cast("_Rounds", state).round != now


def candidates(normal: dict, legal: list[dict], rng: random.Random, count: int,
               ranked: list[dict] | None = None) -> list[dict]:
    """The normal player's move first, then up to count-1 others: the best `ranked` ones, else random."""
    others = [a for a in (ranked if ranked is not None else legal) if a != normal]
    if len(others) > count - 1:
        others = others[:count - 1] if ranked is not None else rng.sample(others, count - 1)
    return [normal, *others]


def mean_and_error(d: list[float]) -> tuple[float, float]:
    """The mean of a candidate's per-round differences and its standard error."""
    n = len(d)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def clearly_worse(d: list[float]) -> bool:
    """Enough rounds say this candidate loses to the normal move: stop spending rounds on it."""
    if len(d) < MIN_ROUNDS:
        return False
    mean, error = mean_and_error(d)
    return mean < 0 and mean + DROP_CONFIDENCE * error < 0


def search(game: "Game", policy: Chooser, view: dict, legal: list[dict], rng: random.Random,
           depth: "int | Callable[[dict], int | Horizon] | None" = None, budget: Budget | None = None, rank: Ranker | None = None,
           judge: Judge | None = None, spread: float = 10.0, count: int = CANDIDATES) -> dict:
    """The move the search likes best; the normal player's move when there is nothing to weigh."""
    budget = budget or BUDGET
    normal = policy(view, legal, rng)
    player = viewer(view)
    if len(legal) < 2 or player is None:
        return normal
    # e.g. one reply from every rival, or a Horizon: to the end of this round
    horizon = depth(view) if callable(depth) else depth
    moves = candidates(normal, legal, rng, budget.candidates or count, rank(view, legal) if rank else None)
    diffs: list[list[float]] = [[] for _ in moves]    # per round: a move's result minus the normal move's
    alive = list(range(1, len(moves)))                # the candidates still worth a rollout
    rounds = 0
    deadline = time.perf_counter() + budget.ms / 1000.0
    limit = budget.rounds if budget.rounds is not None else budget.max_rounds
    while alive and rounds < limit:
        base = game.sample(view, player, rng)
        luck = rng.getrandbits(64)
        results = {}
        for i in [0, *alive]:
            if budget.rounds is None and time.perf_counter() > deadline:
                break
            trial = base.clone() if hasattr(base, "clone") else game.load(base.dump())   # clone: a fast copy
            try:
                trial.apply(player, dict(moves[i]))
            except IllegalAction:       # the sample disagrees with the view: never pick this move
                results[i] = -1.0
                continue
            rollout(trial, policy, random.Random(luck), horizon)
            results[i] = outcome(trial, player, judge, spread)
        if len(results) < len(alive) + 1:      # out of time within a round: only whole rounds count
            break
        for i in alive:
            diffs[i].append(results[i] - results[0])
        alive = [i for i in alive if not clearly_worse(diffs[i])]
        rounds += 1
        if budget.rounds is None and time.perf_counter() > deadline:
            break
    LAST_ROUNDS[0] = rounds
    return pick(moves, diffs)


def pick(moves: list[dict], diffs: list[list[float]]) -> dict:
    """The move whose advantage over the normal move (moves[0]) is clear; else the normal move.

    Clear: over at least MIN_ROUNDS rounds, at least KEEP_NORMAL on average, and more than
    CONFIDENCE standard errors above 0 (few rounds are noisy: without this the search would
    trade a good move for a lucky one). diffs[0] (the normal move against itself) is unused.
    """
    best, best_mean = 0, 0.0
    for i in range(1, len(moves)):
        d = diffs[i]
        if len(d) < MIN_ROUNDS:
            continue
        mean, error = mean_and_error(d)
        if mean > KEEP_NORMAL and mean > CONFIDENCE * error and mean > best_mean:
            best, best_mean = i, mean
    return moves[best]
