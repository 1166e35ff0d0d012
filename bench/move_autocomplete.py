"""`/move` autocomplete: the time of one answer, over seeded random play of every game.

    python bench/move_autocomplete.py [KEY ...] [--games N] [--every K] [--locale ja]

At every K-th decision of random play, the suggestions the referee gives the player to act
(Referee.suggest: bot/typed.suggest with labels in the reader's language), once for an empty
field and once for the first letters of a move. Discord drops answers after 3 seconds; the
flow allows 2 (bot/discord/flow.py AUTOCOMPLETE_BUDGET). Prints mean, p95 and max per call.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import typed  # noqa: E402
from bot.words import Said, say  # noqa: E402
from games import GAMES  # noqa: E402

PLAYERS = {"stockpile": 5, "acquire": 4, "futures": 3, "qin": 3, "wallstreet": 3}


def measure(key: str, games: int, every: int, locale: str) -> list[float]:
    times: list[float] = []
    for seed in range(games):
        state = GAMES[key].new([f"p{i}" for i in range(PLAYERS.get(key, 3))], seed)
        rng = random.Random(seed)
        n = 0
        while not state.is_over():
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            if n % every == 0:
                label_of = (lambda s: lambda a: say(Said(s.label(a)), locale))(state)
                for text in ("", None):
                    if text is None:   # the first letters of some legal move, as a player types
                        text = typed.typed_form(state, rng.choice(legal)).lstrip("/")[:5]
                    start = time.perf_counter()
                    typed.suggest(state, player, text, label_of=label_of)
                    times.append(time.perf_counter() - start)
            n += 1
            state.apply(player, rng.choice(legal))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("keys", nargs="*", default=list(GAMES))
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    print(f"{'game':<11}{'calls':>7}{'mean ms':>10}{'p95 ms':>9}{'max ms':>9}")
    for key in args.keys:
        times = sorted(measure(key, args.games, args.every, args.locale))
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"{key:<11}{len(times):>7}{statistics.mean(times) * 1e3:>10.1f}{p95 * 1e3:>9.1f}{times[-1] * 1e3:>9.1f}")


if __name__ == "__main__":
    main()
