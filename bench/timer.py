"""The turn timer at scale: what a look of the timer task costs, and a timed-out turn.

    python bench/timer.py [--game KEY] [--tables 1000] [--overdue 100]

- one look with nothing due (``Referee.clocks()`` over N timed tables, what the timer task
  reads each time it wakes): ms;
- the half-time reminder (stored flag + reply) and ``act_for_timeout`` (the computer plays the
  awaited seat: committed, narrated, no pictures): p50 / p99 ms over the overdue tables;
- a restart: the timed tables loaded again with their deadlines: s.
Everything runs through the real referee and SQLite in a temporary folder; no Discord.
"""
from __future__ import annotations

import argparse
import asyncio
import importlib.util
import statistics
import tempfile
import time
from pathlib import Path

_spec = importlib.util.spec_from_file_location("bench_bot", Path(__file__).resolve().parent / "bot.py")
assert _spec is not None and _spec.loader is not None
bench_bot = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_bot)


def ms(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


async def run(game: str, tables: int, overdue: int, tmp: Path) -> None:
    db = tmp / "timer.db"
    ref = await bench_bot.open_referee(db, pictures=False)
    now = [1_000_000.0]
    ref.clock = lambda: now[0]
    for n in range(tables):
        channel = f"c{n}"
        await ref.new_table(channel, game, "u0", "Player 0", turn_timer=300)
        await ref.add_ai(channel, "u0", 1)
        await ref.start_game(channel, "u0", seed=n)
    timed = [c for c in ref.clocks()]
    start = time.perf_counter()
    for _ in range(20):
        ref.clocks()
    look = (time.perf_counter() - start) / 20 * 1000
    print(f"{len(timed)} timed tables ({game}); one look of the timer task: {look:.2f} ms")
    now[0] += 10_000
    reminders, timeouts = [], []
    for clock in timed[:overdue]:
        t0 = time.perf_counter()
        await ref.remind(clock.channel)
        reminders.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        await ref.act_for_timeout(clock.channel)
        timeouts.append(time.perf_counter() - t0)
    print(f"half-time reminder: p50 {ms(reminders, 0.5):.2f} ms, p99 {ms(reminders, 0.99):.2f} ms")
    print(f"computer move at the deadline: p50 {ms(timeouts, 0.5):.2f} ms, p99 {ms(timeouts, 0.99):.2f} ms "
          f"(mean {statistics.mean(timeouts) * 1000:.2f} ms, with the computer seat's reply)")
    await ref.close()
    start = time.perf_counter()
    again = await bench_bot.open_referee(db, pictures=False)
    back = time.perf_counter() - start
    print(f"restart: {len(again.clocks())} timed tables back with their deadlines in {back:.2f} s")
    await again.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default=None)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--overdue", type=int, default=100)
    args = parser.parse_args()
    game = bench_bot.pick_game(args.game)
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(run(game, args.tables, args.overdue, Path(tmp)))


if __name__ == "__main__":
    main()
