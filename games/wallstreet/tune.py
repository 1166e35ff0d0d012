"""Simulated games between computer players, to tune our provisional card data.

    python -m games.wallstreet.tune [--games 200] [--players 3] [--tycoons] [--options] [--board blue]

Reports how often each end event fires, the spread of scores, how many loans
are taken, how often tycoon cards fire, and how long games last.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from games.wallstreet import GAME
from games.wallstreet.ai import choose


def simulate(players: int, seed: int, options: dict) -> dict:
    seats = [f"p{i}" for i in range(players)]
    state = GAME.new(seats, seed, options)
    rng = random.Random(seed)
    actions = 0
    decide = 0.0
    while not state.is_over():
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        start = time.perf_counter()
        action = choose(state.view(player), legal, rng)
        decide = max(decide, time.perf_counter() - start)
        state.apply(player, action)
        actions += 1
    scores = state.scores()
    event = state.end_event()
    return {"event": "none" if event is None else state.rules.piles[event], "scores": list(scores.values()),
            "loans": state.stats["loans"], "tycoons": state.stats["tycoons"],
            "actions": actions, "slowest": decide,
            "players_with_loans": sum(1 for l in state.loans if l), "prices": list(state.prices)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--tycoons", action="store_true")
    parser.add_argument("--options", action="store_true")
    parser.add_argument("--board", default="blue")
    args = parser.parse_args()
    options = {"board": args.board, "tycoons": args.tycoons, "options": args.options}
    results = [simulate(args.players, seed, options) for seed in range(args.games)]
    events = Counter(r["event"] for r in results)
    spreads = [max(r["scores"]) - min(r["scores"]) for r in results]
    winners = [max(r["scores"]) for r in results]
    everyone = [s for r in results for s in r["scores"]]
    print(f"{args.games} games, {args.players} players, options {options}")
    print("end events: " + ", ".join(f"{k} {v / args.games:.0%}" for k, v in sorted(events.items())))
    print(f"scores: mean {statistics.mean(everyone):.1f}, winner mean {statistics.mean(winners):.1f}, "
          f"spread (best - worst) mean {statistics.mean(spreads):.1f}, median {statistics.median(spreads)}")
    print(f"loans per game {statistics.mean(r['loans'] for r in results):.2f}; games with a loan "
          f"{sum(1 for r in results if r['loans']) / args.games:.0%}; players ending with a loan "
          f"{sum(r['players_with_loans'] for r in results) / (args.games * args.players):.0%}")
    print(f"tycoon cards fired per game {statistics.mean(r['tycoons'] for r in results):.2f}")
    print(f"actions per game {statistics.mean(r['actions'] for r in results):.0f}; "
          f"slowest decision {max(r['slowest'] for r in results) * 1000:.1f} ms")
    finals = [r["prices"] for r in results]
    print("final prices (mean): " + ", ".join(
        f"{s} {statistics.mean(p[i] for p in finals):.1f}" for i, s in enumerate(("corn", "cotton", "steel", "oil"))))


if __name__ == "__main__":
    main()
