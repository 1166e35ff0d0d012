"""/game replay: what one step of a replay costs, per game.

    python bench/replay.py [--games stockpile,qin] [--steps 30] [--locale en]

For a whole game of computer seats (seed 5, fewest players), through the real referee over
SQLite in a temporary folder, no Discord:
- build: the table's log replayed from its seed (``Referee.replay_of`` with nothing kept): ms;
- step: one press of ◀ or ▶ (``replay_of`` with the replay kept, then ``replay_frame`` drawing
  the board at a move not seen yet, in the render worker): p50 / p95 ms;
- again: the same move shown again (its picture kept): p50 ms.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # the package, not bench/bot.py

from bot.referee.referee import Referee  # noqa: E402
from bot.store.sqlite import SqliteStore  # noqa: E402


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


async def step(ref: Referee, table_id: int, index: int, locale: str) -> float:
    """Seconds of one press of ◀ or ▶: the table's replay (kept) and the frame at `index`."""
    start = time.perf_counter()
    await ref.replay_frame(await ref.replay_of(table_id), index, locale)
    return time.perf_counter() - start


async def one(game: str, steps: int, locale: str, tmp: Path) -> str:
    from games import GAMES
    store = SqliteStore(tmp / f"{game}.db")
    await store.open()
    ref = Referee(store, render_workers=1, pictures=False)
    await ref.start()
    await ref.new_table("bench", game, "host", "Host", join=False)
    await ref.add_ai("bench", "host", GAMES[game].min_players)
    await ref.start_game("bench", "host", seed=5)          # computers play it to the end
    rec = await store.latest("bench")
    ref.pictures = True
    await ref.replay_frame(await ref.replay_of(rec.id), 0, locale)       # fonts and drawing warmed up
    ref.replay_book._kept.clear()
    start = time.perf_counter()
    replay = await ref.replay_of(rec.id)
    build = (time.perf_counter() - start) * 1000
    moves = random.Random(game).sample(range(1, replay.moves + 1), min(steps, replay.moves))
    fresh = [await step(ref, rec.id, index, locale) for index in moves]    # pictures not drawn yet
    again = [await step(ref, rec.id, index, locale) for index in moves]    # the same, kept
    await ref.close()
    await store.close()
    return (f"{game:<11} {replay.moves:>5} moves  build {build:7.1f} ms  step p50 {pct(fresh, .5):6.1f} ms"
            f"  p95 {pct(fresh, .95):6.1f} ms  again p50 {statistics.median(again) * 1000:5.1f} ms")


async def main() -> None:
    from games import PLUGINS
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(PLUGINS))
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for game in args.games.split(","):
            print(await one(game, args.steps, args.locale, Path(tmp)), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
