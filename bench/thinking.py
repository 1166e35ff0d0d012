"""A player's wait behind hard computers when several tables think at once (issue 27).

    python bench/thinking.py [--game acquire] [--tables 4] [--computers 3] [--waits 10] [--think-ms 300]

Each table has one human seat, who moves (a random legal move) as soon as it is their turn, and
`--computers` hard computer seats; boards are drawn for every reply in two render worker processes,
as the bot runs. A human's wait is the time from their move until they are to act again, divided by
the computers' turns in between (a turn: one computer's run of decisions, e.g. Acquire's tile, shares
and merger answers); it is counted for every human move that hands the turn to the computers. Both ways are measured in the same run, on the same seeds:

- "shared" (the bot now): one thinking worker per core, each hard decision gets its share of
  AI_THINK_MS (of the workers and of the free cores), time spent queued comes off its thinking, and
  each computer's move is handed out as it is made (the referee's `on_background`, as the Discord
  adapter sets it);
- "queued" (before): one worker, every decision the whole AI_THINK_MS, the computers' moves inside
  the human's command.

Target: with 4 tables of 3 hard computers, the wait per computer to move <= 1.2 s at p95.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.referee import ai as computer  # noqa: E402
from bot.referee.referee import Referee  # noqa: E402
from bot.referee.shapes import Reply  # noqa: E402
from bot.store.sqlite import SqliteStore  # noqa: E402

HUMAN = "u0"


async def seat(ref: Referee, channel: str, game: str, computers: int, seed: int) -> None:
    await ref.new_table(channel, game, HUMAN, "Player 0")
    await ref.add_ai(channel, HUMAN, computers, "hard")
    await ref.start_game(channel, HUMAN, seed=seed)


def awaited(ref: Referee, channel: str) -> bool:
    """The human is to act, or the game is over (nothing left to wait for)."""
    info = ref.table(channel)
    return info is None or info.status != "playing" or HUMAN in info.to_act


def turns(movers: list[str | None]) -> int:
    """Computer turns in a run of moves: each change of mover starts one."""
    return sum(1 for i, m in enumerate(movers) if m is not None and m != HUMAN and (i == 0 or movers[i - 1] != m))


async def run(mode: str, game: str, tables: int, computers: int, waits_wanted: int, think_ms: float,
              db: Path) -> list[float]:
    """Per-computer waits (seconds) of every human move at `tables` tables thinking at once."""
    shared = mode == "shared"
    computer.shutdown()
    computer.configure(think_ms, 0 if shared else 1)
    if not shared:        # before: every decision the whole budget, whatever waits
        computer.think_budget_ms = lambda thinking: think_ms  # type: ignore[assignment]
    store = SqliteStore(db)
    await store.open()
    ref = Referee(store, render_workers=2, render_processes=True)
    await ref.start()
    ready = {f"t{i}": asyncio.Event() for i in range(tables)}

    async def deliver(channel: str, reply: Reply) -> None:
        if awaited(ref, channel):
            ready[channel].set()

    if shared:
        ref.on_background = deliver
    waits: list[float] = []
    computer.warm_up()            # spawned processes import the games once, before anything is timed
    for i in range(tables):
        await seat(ref, f"t{i}", game, computers, 1000 + i)

    async def human(i: int) -> None:
        channel, rng, seed = f"t{i}", random.Random(i), 2000 + i * 100
        done = 0
        while done < waits_wanted:
            if ref.table(channel) is None or ref.table(channel).status != "playing":
                seed += 1
                await seat(ref, channel, game, computers, seed)
            if not awaited(ref, channel):
                ready[channel].clear()
                if not awaited(ref, channel):
                    await ready[channel].wait()
                continue
            info = ref.table(channel)
            choice = rng.choice(ref.choices(channel, HUMAN))
            start = time.perf_counter()
            ready[channel].clear()
            await ref.act(channel, HUMAN, choice.action, version=info.version)
            if shared and not awaited(ref, channel):
                await ready[channel].wait()
            wait = time.perf_counter() - start
            t = ref.book.tables.get(channel)
            if t is None:             # the game ended with the human's move
                continue
            movers = [t.mover_at.get(v) for v in range(info.version + 2, t.version + 1)]
            if turns(movers) > 0:
                waits.append(wait / turns(movers))
                done += 1

    await asyncio.gather(*(human(i) for i in range(tables)))
    await ref.close()
    computer.think_budget_ms = THINK_BUDGET  # type: ignore[assignment]
    return waits


THINK_BUDGET = computer.think_budget_ms


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="acquire")
    parser.add_argument("--tables", type=int, default=4)
    parser.add_argument("--computers", type=int, default=3)
    parser.add_argument("--waits", type=int, default=10, help="human moves measured a table (each hands "
                        "the turn to the computers)")
    parser.add_argument("--think-ms", type=float, default=300.0)
    parser.add_argument("--modes", default="queued,shared")
    args = parser.parse_args()
    print(f"{args.game}: {args.tables} tables x (1 human + {args.computers} hard), AI_THINK_MS {args.think_ms:.0f}, "
          f"{args.waits} waits a table; {computer.cores()} cores, load {os.getloadavg()[0]:.1f} at the start")
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        for mode in args.modes.split(","):
            waits = asyncio.run(run(mode, args.game, args.tables, args.computers, args.waits, args.think_ms,
                                    Path(folder) / f"{mode}.db"))
            results[mode] = waits
            print(f"  {mode:6}: wait per computer to move p50 {statistics.median(waits):.2f} s, "
                  f"p95 {p95(waits):.2f} s, max {max(waits):.2f} s over {len(waits)} waits "
                  f"(load {os.getloadavg()[0]:.1f} after)")
    if "queued" in results and "shared" in results:
        print(f"  p95 ratio queued / shared: {p95(results['queued']) / p95(results['shared']):.1f}x "
              "(target: shared p95 <= 1.2 s)")


if __name__ == "__main__":
    main()
