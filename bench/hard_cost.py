"""What the hard player costs: CPU a decision and CPU a game, at a fixed number of search rounds.

    nice -n 15 python bench/hard_cost.py qin --players 2 3 4 --rounds 16 --seeds 1 2 [--profile]
    python bench/hard_cost.py qin --players 2 3 4 --think-ms 300 --seeds 1      (the bot's budget)

Plays seeded games of one hard seat against normal seats (bench/ai_league.py's seating: the
hard seat is seed mod N) and measures ``time.process_time`` around every hard decision with
a choice (CPU, so the machine's load matters little) and around the whole game. Also prints a
fingerprint of hard's moves, so that a change meant to be faster only can be checked to play
the very same games. --profile prints cProfile's top functions of the hard decisions.

--think-ms runs hard as the bot does (a deadline a decision, at most 48 rounds) and measures the wall
time of every hard decision instead (``time.perf_counter``: what a player waits), with the rounds
the search reached: the budget the issue sets is a mean of at most 300 ms and a p95 of at most 500 ms.
"""
from __future__ import annotations

import argparse
import cProfile
import hashlib
import importlib
import pstats
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games import GAMES, search  # noqa: E402
from games.search import set_budget  # noqa: E402


def game_cost(key: str, n: int, seed: int, profile: cProfile.Profile | None, clock: Callable[[], float],
              rounds: list[int]) -> tuple[list[float], float, str]:
    """One game (hard in seat seed % n): hard's seconds a decision by `clock` (CPU, or wall time with
    --think-ms), the game's, a fingerprint; `rounds` collects the rounds each hard search reached."""
    levels = importlib.import_module(f"games.{key}.ai").LEVELS
    seats = [f"p{i}" for i in range(n)]
    mine = seats[seed % n]
    state = GAMES[key].new(seats, seed)
    rng = random.Random(f"league/{key}/{n}/{seed}")
    times: list[float] = []
    moves = hashlib.sha256()
    start = clock()
    while not state.is_over():
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        chooser = levels["hard" if player == mine else "normal"]
        t0 = clock()
        if profile is not None and player == mine:
            action = profile.runcall(chooser, state.view(player), legal, rng)
        else:
            action = chooser(state.view(player), legal, rng)
        if player == mine and len(legal) > 1:
            times.append(clock() - t0)
            rounds.append(search.LAST_ROUNDS[0])
        moves.update(repr(action).encode())
        state.apply(player, action)
    return times, clock() - start, moves.hexdigest()[:12]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("key")
    parser.add_argument("--players", nargs="*", type=int, default=[2])
    parser.add_argument("--rounds", type=int, default=16)
    parser.add_argument("--seeds", nargs="*", type=int, default=[1])
    parser.add_argument("--think-ms", type=float, default=None,
                        help="the bot's budget instead of --rounds: wall time a decision, and rounds reached")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.think_ms is not None:
        set_budget(ms=args.think_ms, rounds=None)
    else:
        set_budget(rounds=args.rounds)
    clock = time.perf_counter if args.think_ms is not None else time.process_time
    what = "wall" if args.think_ms is not None else "CPU"
    budget = f"{args.think_ms:.0f} ms" if args.think_ms is not None else f"{args.rounds} rounds"
    profile = cProfile.Profile() if args.profile else None
    for n in args.players:
        times: list[float] = []
        games: list[float] = []
        prints = []
        reached: list[int] = []
        for seed in args.seeds:
            t, g, fp = game_cost(args.key, n, seed, profile, clock, reached)
            times += t
            games.append(g)
            prints.append(fp)
        p95 = statistics.quantiles(times, n=20)[18] if len(times) > 1 else times[0]
        print(f"{args.key} {n}p, {budget}, seeds {args.seeds}: {len(times)} hard decisions, "
              f"{what} a decision mean {1000 * statistics.mean(times):.0f} ms, p95 {1000 * p95:.0f} ms, "
              f"max {1000 * max(times):.0f} ms; {what} a game {statistics.mean(games):.1f} s; "
              f"rounds a decision median {statistics.median_high(reached)}, min {min(reached)}; "
              f"moves {' '.join(prints)}", flush=True)
    if profile is not None:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(30)


if __name__ == "__main__":
    main()
