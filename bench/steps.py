"""Step panels and typed moves over seeded random play: how many decisions fit one page a step.

    python bench/steps.py [KEY ...] [--games N]

For every decision of random play: whether each step of the panel to the chosen move offers at
most 25 options (bot/moves/steps.py), the number of steps, the size of the whole decision, and the time
to make the 25 suggestions of an autocomplete (bot/moves/typed.py suggest).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.moves import steps, typed  # noqa: E402
from games import GAMES  # noqa: E402

PLAYERS = {"stockpile": 5, "acquire": 4, "futures": 3, "qin": 3, "wallstreet": 3}


def measure(key: str, games: int) -> dict:
    decisions = fitting = flat = most = 0
    step_counts: list[int] = []
    forms_time = 0.0
    forms_asked = 0
    for seed in range(games):
        state = GAMES[key].new([f"p{i}" for i in range(PLAYERS.get(key, 3))], seed)
        rng = random.Random(seed)
        while not state.is_over():
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            action = rng.choice(legal)
            sizes = steps.steps_to(state, legal, action) or [999]
            decisions += 1
            fitting += max(sizes) <= steps.PAGE
            flat += len(legal) <= steps.PAGE
            most = max(most, len(legal))
            step_counts.append(len(sizes))
            if decisions % 10 == 0:
                started = time.perf_counter()
                typed.suggest(state, player, "")
                forms_time += time.perf_counter() - started
                forms_asked += 1
            state.apply(player, action)
    return {"decisions": decisions, "fit": fitting / decisions, "flat": flat / decisions, "largest": most,
            "steps": sum(step_counts) / len(step_counts), "forms_ms": 1000 * forms_time / max(forms_asked, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("keys", nargs="*", default=list(GAMES))
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    print(f"{'game':<11} {'decisions':>9} {'fit/page':>9} {'flat':>7} {'largest':>8} {'steps':>6} {'suggest ms':>9}")
    for key in args.keys:
        m = measure(key, args.games)
        print(f"{key:<11} {m['decisions']:>9} {m['fit']:>9.1%} {m['flat']:>7.1%} {m['largest']:>8} "
              f"{m['steps']:>6.2f} {m['forms_ms']:>10.1f}")


if __name__ == "__main__":
    main()
