"""How often each game's computer player beats random players.

    python bench/ai_vs_random.py KEY [--games 500] [--players N]

The computer player sits in every seat in turn (seat = game number mod N);
the others play uniformly at random. A shared win counts as 1/k of a win.
A fair share is 1/N: the report gives both, and how long a decision takes.
"""
from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import GAMES  # noqa: E402


def play(key: str, players: int, seed: int, ai_seat: int, decisions: list[float]) -> float:
    choose = importlib.import_module(f"games.{key}.ai").choose
    seats = [f"p{i}" for i in range(players)]
    state = GAMES[key].new(seats, seed)
    rng = random.Random(seed)
    while not state.is_over():
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        if player == seats[ai_seat]:
            start = time.perf_counter()
            action = choose(state.view(player), legal, rng)
            decisions.append(time.perf_counter() - start)
        else:
            action = rng.choice(legal)
        state.apply(player, action)
    winners = state.winners()
    return 1 / len(winners) if seats[ai_seat] in winners else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("key")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    n = args.players
    decisions: list[float] = []
    wins = sum(play(args.key, n, seed, seed % n, decisions) for seed in range(args.games))
    p99 = statistics.quantiles(decisions, n=100)[98] if len(decisions) > 1 else decisions[0]
    print(f"{args.key}, {n} players, {args.games} games: computer player won {wins / args.games:.1%} "
          f"(fair share {1 / n:.1%}); a decision takes {1000 * statistics.mean(decisions):.2f} ms "
          f"on average, {1000 * p99:.2f} ms at the 99th percentile")


if __name__ == "__main__":
    main()
