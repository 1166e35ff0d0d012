"""How often the first seat (the host's) and the starting seat win when computer players take
every seat: the start player is drawn from the seed, so the first seat should win its fair share.

    python bench/start_seat.py KEY [--games 200] [--players N] [--fixed]

--fixed makes seat 1 start every game (the old behaviour, for comparison). A shared win counts
as 1/k of a win; the fair share is 1/N.
"""
from __future__ import annotations

import argparse
import importlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import GAMES  # noqa: E402


def play(key: str, players: int, seed: int, fixed: bool) -> tuple[list[float], int]:
    """Each seat's share of the win, and the seat that started."""
    choose = importlib.import_module(f"games.{key}.ai").choose
    seats = [f"p{i}" for i in range(players)]
    options = {"start": 1} if fixed and "start" in GAMES[key].options_model.model_fields else None
    state = GAMES[key].new(seats, seed, options)
    first = state.to_act()[0]
    rng = random.Random(seed)
    while not state.is_over():
        player = rng.choice(state.to_act())
        state.apply(player, choose(state.view(player), state.legal_actions(player), rng))
    won = state.winners()
    return [1 / len(won) if p in won else 0.0 for p in seats], seats.index(first)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("key", choices=sorted(GAMES))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int)
    parser.add_argument("--fixed", action="store_true")
    args = parser.parse_args()
    players = args.players or GAMES[args.key].min_players
    host = starter = 0.0
    for seed in range(args.games):
        shares, first = play(args.key, players, seed, args.fixed)
        host += shares[0]
        starter += shares[first]
    n = args.games
    print(f"{args.key}, {players} players, {n} games, start {'seat 1' if args.fixed else 'drawn'}: "
          f"seat 1 (host) wins {host / n:.0%}, the start player wins {starter / n:.0%} (fair {1 / players:.0%})")


if __name__ == "__main__":
    main()
