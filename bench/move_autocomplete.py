"""`/move` autocomplete: the time of one answer, over seeded random play of every game.

    python bench/move_autocomplete.py [KEY ...] [--games N] [--every K] [--locale ja] [--pasted 6000]

At every K-th decision of random play, the suggestions the referee gives the player to act
(Referee.suggest: bot/typed.suggest with labels in the reader's language), once for an empty
field and once for the first letters of a move. Discord drops answers after 3 seconds; the
flow allows 2 (bot/discord/flow.py AUTOCOMPLETE_BUDGET). Prints mean, p95 and max per call.

`--pasted N` asks instead as the bot does (Referee.suggest: a worker thread on a copy of the
state) with N pasted characters after the first letters, and also prints the longest the event
loop went without running (a ticker every 5 ms), the stall a member's paste would cause.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.moves import typed  # noqa: E402
from bot.text.words import Said, say  # noqa: E402
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


def measure_pasted(key: str, games: int, every: int, locale: str, pasted: int) -> tuple[list[float], float]:
    """The answer times of Referee.suggest with `pasted` characters, and the longest loop stall."""
    import asyncio
    import tempfile

    from bot.referee.referee import Referee
    from bot.store.sqlite import SqliteStore

    async def run() -> tuple[list[float], float]:
        times: list[float] = []
        worst_gap = 0.0
        with tempfile.TemporaryDirectory() as tmp:
            store = SqliteStore(Path(tmp) / "bench.db")
            await store.open()
            referee = Referee(store, pictures=False, auto_ai=False)
            await referee.start()
            try:
                for seed in range(games):
                    channel, players = f"c{seed}", [f"{9000 + i}" for i in range(PLAYERS.get(key, 3))]
                    await referee.new_table(channel, key, players[0], "P0")
                    for i, user in enumerate(players[1:], 1):
                        await referee.join(channel, user, f"P{i}")
                    await referee.start_game(channel, players[0], seed=seed)
                    rng = random.Random(seed)
                    n = 0
                    while (info := referee.table(channel)) is not None and info.to_act:
                        player = info.to_act[0]
                        choices = referee.choices(channel, player)
                        if n % every == 0:
                            text = typed.typed_form(referee.book.tables[channel].state, rng.choice(choices).action)
                            text = text.lstrip("/")[:5] + ("x" * pasted)
                            gaps: list[float] = []
                            stop = asyncio.Event()

                            async def tick() -> None:
                                last = time.perf_counter()
                                while not stop.is_set():
                                    await asyncio.sleep(0.005)
                                    now = time.perf_counter()
                                    gaps.append(now - last)
                                    last = now

                            ticker = asyncio.create_task(tick())
                            await asyncio.sleep(0.01)
                            start = time.perf_counter()
                            await referee.suggest(channel, player, text, locale)
                            times.append(time.perf_counter() - start)
                            stop.set()
                            await ticker
                            worst_gap = max([worst_gap, *gaps])
                        n += 1
                        await referee.act(channel, player, rng.choice(choices).action)
            finally:
                await referee.close()
        return times, worst_gap

    return asyncio.run(run())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("keys", nargs="*", default=list(GAMES))
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--locale", default="en")
    parser.add_argument("--pasted", type=int, default=0, help="characters pasted after the first letters")
    args = parser.parse_args()
    print(f"{'game':<11}{'calls':>7}{'mean ms':>10}{'p95 ms':>9}{'max ms':>9}"
          + (f"{'loop stall ms':>15}" if args.pasted else ""))
    for key in args.keys:
        stall = None
        if args.pasted:
            times, stall = measure_pasted(key, args.games, args.every, args.locale, args.pasted)
        else:
            times = measure(key, args.games, args.every, args.locale)
        times = sorted(times)
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"{key:<11}{len(times):>7}{statistics.mean(times) * 1e3:>10.1f}{p95 * 1e3:>9.1f}{times[-1] * 1e3:>9.1f}"
              + (f"{stall * 1e3:>15.1f}" if stall is not None else ""))


if __name__ == "__main__":
    main()
