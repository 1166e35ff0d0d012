"""The table card at every step of whole games: its size against Discord's limits, and its cost.

    python bench/cards.py [KEY ...] [--games N] [--players N]

For each game and locale, plays seeded random games and, after every move, builds the running card
(bot/text/table_card.py, with a 5-move log) and its LayoutView (bot/discord/card.py), then the end card.
Prints the largest text and component count met and the time per card (compose + view), p50/p99.
One core, no other work; nothing is sent.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.discord.card import card_view  # noqa: E402
from bot.referee.shapes import Seat  # noqa: E402
from bot.text.table_card import end_card_of, running_card  # noqa: E402
from games import GAMES  # noqa: E402
from i18n import LOCALES  # noqa: E402


def seats(n: int) -> list[Seat]:
    return [Seat(str(1000 + i), f"Player {i + 1}") if i % 2 == 0 else Seat(f"ai:{i}", f"Ada {i} (AI)", True)
            for i in range(n)]


def run(key: str, players: int, games: int, locale: str) -> tuple[int, int, list[float]]:
    most_text = most_parts = 0
    times: list[float] = []
    table = seats(players)
    for seed in range(games):
        state = GAMES[key].new([s.user for s in table], seed)
        rng = random.Random(seed)
        log: list[tuple[str, str]] = []
        while not state.is_over():
            player = rng.choice(state.to_act())
            action = rng.choice(state.legal_actions(player))
            log.append((player, state.describe(action)))
            state.apply(player, action)
            start = time.perf_counter()
            card = running_card(key, state.view(None), table_id=1, version=len(log), seats=table, log=log[-5:],
                                locale=locale, picture="board.png")
            card_view(card).to_components()
            times.append(time.perf_counter() - start)
            most_text, most_parts = max(most_text, card.text_length()), max(most_parts, card.component_count())
        end = end_card_of(key, state, table_id=1, seats=table, locale=locale, picture="chart.png")
        card_view(end).to_components()
        most_text, most_parts = max(most_text, end.text_length()), max(most_parts, end.component_count())
    return most_text, most_parts, times


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("keys", nargs="*", default=list(GAMES))
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=0, help="default: the most the game takes")
    args = parser.parse_args()
    print(f"{'game':<11} {'locale':<6} {'cards':>6} {'max chars':>9} {'max parts':>9} {'p50 ms':>7} {'p99 ms':>7}")
    for key in args.keys:
        game = GAMES[key]
        n = args.players or game.max_players
        for locale in LOCALES:
            text, parts, times = run(key, n, args.games, locale)
            times.sort()
            p50, p99 = statistics.median(times) * 1000, times[int(0.99 * (len(times) - 1))] * 1000
            print(f"{key:<11} {locale:<6} {len(times):>6} {text:>9} {parts:>9} {p50:>7.2f} {p99:>7.2f}")


if __name__ == "__main__":
    asyncio.run(main())        # on a loop, as in the bot (views are stopped there)
