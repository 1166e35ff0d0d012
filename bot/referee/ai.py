"""Computer seats: a choice from the seat's own view and legal actions only, at the seat's level.

A game's description names its ``games/<key>/ai.py``, which offers ``LEVELS`` (easy,
normal, hard; see games/levels.py). The generator is seeded from the table's seed,
the seat and the table's version, so a simulation replays exactly.

The hard player thinks for ``AI_THINK_MS`` per decision, or less: it stops
after ``games.search.MAX_ROUNDS`` rounds, at once when the move is forced or
every other candidate is clearly worse (the bot's budget is time; the league's
is rounds, so that its results do not depend on the machine's load). It runs in a worker
process (``choose_async``) so a thinking computer never holds up the event
loop, and with it every other table; easy and normal answer in well under a
millisecond and run in place.

A computer never queues behind another table's: there are as many workers as cores
(``AI_WORKERS=0``, the default), and a decision's time is its share of the machine.
Each request gets ``AI_THINK_MS`` times the share of the workers left to it (all of
them when it thinks alone; 2 of 6 when six tables' computers think at once) and times
the share of the cores the machine has free (the 1-minute load average against the
cores), counted from when it was asked: time spent waiting for a worker comes off its
thinking, and a request that finds its time gone plays the normal move at once. So the
wait for a hard computer stays near ``AI_THINK_MS`` however many tables think, and
the search thinks less rather than the queue growing.
"""
from __future__ import annotations

import asyncio
import importlib
import logging
import multiprocessing
import os
import random
import time
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from typing import Any, Callable

from games import plugin_of
from games.base import seeded_rng
from games.levels import DEFAULT_LEVEL, LEVEL_NAMES

log = logging.getLogger(__name__)

Chooser = Callable[[dict[str, Any], list[dict[str, Any]], random.Random], dict[str, Any]]
SEARCHING = frozenset({"hard"})       # levels that run in the worker process

MIN_THINK_MS = 5.0       # less time than this left: the normal player's move, at once

_think_ms = 300.0
_workers = 1
_pool: ProcessPoolExecutor | None = None
_thinking = 0            # hard decisions asked for and not yet answered (this process)


def cores() -> int:
    """The cores this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def machine_share() -> float:
    """The share of the cores free for thinking, from the 1-minute load average: 1.0 on an idle
    machine, 0.5 when twice as much work as cores waits. (Tests replace it.)"""
    try:
        load = os.getloadavg()[0]
    except OSError:
        return 1.0
    return min(1.0, cores() / load) if load > 0 else 1.0


def think_budget_ms(thinking: int) -> float:
    """A new request's thinking time when `thinking` requests (itself included) are open."""
    return _think_ms * min(1.0, _workers / max(1, thinking)) * machine_share()


def level_of(text: str | None) -> str:
    """A level name from what a host typed ("Hard" -> "hard"); ValueError naming the levels."""
    if text is None or text == "":
        return DEFAULT_LEVEL
    level = text.strip().lower()
    if level not in LEVEL_NAMES:
        raise ValueError(f"{text!r} is not a level; the levels are {', '.join(LEVEL_NAMES)}.")
    return level


@lru_cache(maxsize=None)
def chooser(game_key: str, level: str = DEFAULT_LEVEL) -> Chooser:
    """The game's computer player at `level`: ``LEVELS[level]`` of the module its description names."""
    levels: dict[str, Chooser] = importlib.import_module(plugin_of(game_key).levels).LEVELS
    return levels[level]


def rng_for(seed: int | None, seat: str, version: int) -> random.Random:
    return seeded_rng(seed or 0, "ai", seat, version)


def choose(game_key: str, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random,
           level: str = DEFAULT_LEVEL) -> dict[str, Any]:
    """A legal action; falls back to random if the game's player errs or answers nonsense."""
    if not legal:
        raise ValueError("a computer seat was asked to act with no legal action")
    try:
        action = chooser(game_key, level)(view, legal, rng)
    except Exception:  # a bug in a game's computer player must not stop the table
        log.exception("the %s computer player (%s) failed; playing at random", game_key, level)
        return rng.choice(legal)
    if action not in legal:
        log.warning("the %s computer player chose a %r move, which is not legal; playing at random", game_key,
                    str(action.get("type"))[:40] if isinstance(action, dict) else type(action).__name__)
        return rng.choice(legal)
    return action


def configure(think_ms: float = 300.0, workers: int = 1) -> None:
    """The hard player's time per decision and how many worker processes think at once
    (0: one per core)."""
    global _think_ms, _workers
    _think_ms, _workers = float(think_ms), (max(1, int(workers)) if workers else cores())


def _start_worker(think_ms: float) -> None:
    from games.search import set_budget
    set_budget(ms=think_ms)


def think_until(game_key: str, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random,
                level: str, until: float) -> dict[str, Any]:
    """choose() in a worker with the time left before `until` (time.monotonic(), the same clock in
    every process): the normal move when less than MIN_THINK_MS is left."""
    from games.search import BUDGET
    left_ms = (until - time.monotonic()) * 1000.0
    if left_ms < MIN_THINK_MS:
        return choose(game_key, view, legal, rng, DEFAULT_LEVEL)
    kept, BUDGET.ms = BUDGET.ms, left_ms
    try:
        return choose(game_key, view, legal, rng, level)
    finally:
        BUDGET.ms = kept


def _worker_pool() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        # spawn, not fork: the bot process has threads (aiosqlite, the picture pool)
        _pool = ProcessPoolExecutor(max_workers=_workers, mp_context=multiprocessing.get_context("spawn"),
                                    initializer=_start_worker, initargs=(_think_ms,))
    return _pool


async def choose_async(game_key: str, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random,
                       level: str = DEFAULT_LEVEL) -> dict[str, Any]:
    """choose(), off the event loop for the levels that search, within this request's share of the
    thinking time (see the module's docstring)."""
    global _thinking
    if level not in SEARCHING:
        return choose(game_key, view, legal, rng, level)
    loop = asyncio.get_running_loop()
    _thinking += 1
    try:
        until = time.monotonic() + think_budget_ms(_thinking) / 1000.0
        return await loop.run_in_executor(_worker_pool(), think_until, game_key, view, legal, rng, level, until)
    except Exception:   # a broken worker process must not stop the table: think in place, at normal
        log.exception("the computer players' worker process failed; playing at normal level")
        shutdown()
        return choose(game_key, view, legal, rng, DEFAULT_LEVEL)
    finally:
        _thinking -= 1


def _ready() -> int:
    return os.getpid()


def warm_up() -> None:
    """Start every worker now (a spawned process imports the games once, about a second), so that
    the first hard decision is not the one that waits for it."""
    pool = _worker_pool()
    for future in [pool.submit(_ready) for _ in range(_workers)]:
        future.result()


def shutdown() -> None:
    """Stop the worker processes (the referee's close() calls this)."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None
