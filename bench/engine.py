"""Random play through the contract: actions per second and ms per game.

    python bench/engine.py [KEY ...] [--games N] [--players N]

Each step asks legal_actions of one acting player and applies a random one, the
way the outside checks drive a game. One core, no other work.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import GAMES  # noqa: E402


def play(key: str, players: int, seed: int) -> int:
    state = GAMES[key].new([f"p{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over():
        player = rng.choice(state.to_act())
        state.apply(player, rng.choice(state.legal_actions(player)))
        steps += 1
    return steps


def measure(key: str, players: int, games: int) -> tuple[float, float, float]:
    start = time.perf_counter()
    steps = sum(play(key, players, seed) for seed in range(games))
    elapsed = time.perf_counter() - start
    return steps / elapsed, 1000 * elapsed / games, steps / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("keys", nargs="*", default=list(GAMES))
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=0, help="0: every allowed count")
    args = parser.parse_args()
    print(f"{'game':<11}{'players':>8}{'actions/s':>12}{'ms/game':>10}{'actions/game':>14}")
    for key in args.keys:
        game = GAMES[key]
        counts = [args.players] if args.players else range(game.min_players, game.max_players + 1)
        for n in counts:
            rate, ms, per_game = measure(key, n, args.games)
            print(f"{key:<11}{n:>8}{rate:>12,.0f}{ms:>10.2f}{per_game:>14.0f}")


if __name__ == "__main__":
    main()
