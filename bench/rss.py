"""Memory over many games in one process: does the bot's RSS level off?

    python bench/rss.py [--games 1000] [--game qin] [--tables 4] [--render threads|processes]
                        [--every 100] [--no-pictures] [--plain] [--trace N] [--db PATH|URL]

Plays `--games` whole games, `--tables` at a time, each on a channel of its own (as a busy
server does), through the referee, the store (SQLite by default) and the pictures: computer
seats at the normal level, one committed move at a time, a board picture after each move
(drawn in render worker threads, or worker processes as the bot does by default). Every
`--every` games it prints the process's RSS, the Python heap (sys.getallocatedblocks and
tracemalloc-free counts), the referee's per-channel dictionaries, and the RSS of the render
worker processes. A table is a new channel, so caches keyed by channel show up here.
--plain runs without bot/memory.py's remedies (few malloc arenas, malloc_trim now and then).
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot import memory  # noqa: E402
from bot.store.backends import store_for  # noqa: E402
from bot.referee.referee import Referee  # noqa: E402


def rss_mb(pid: int | str = "self") -> float:
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return 0.0


def children_rss_mb() -> float:
    """The render (and computer) worker processes of this process."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if ppid == os.getpid():
                total += rss_mb(entry.name)
    return total


async def one_game(ref: Referee, channel: str, game: str, players: int, seed: int) -> int:
    """A whole game of computer seats at `channel`; its number of moves."""
    await ref.new_table(channel, game, "host", "Host", join=False)
    await ref.add_ai(channel, "host", players)
    await ref.start_game(channel, "host", seed=seed)
    moves = 0
    while ref.table(channel) is not None:
        await ref.step_ai(channel)
        moves += 1
    return moves


async def run(args: argparse.Namespace) -> None:
    if args.plain:
        memory.TRIM_EVERY = float("inf")       # as before bot/memory.py: no trim, glibc's arenas
    else:
        memory.tune_malloc()                  # as `boardroom run` does at start
    folder = Path(tempfile.mkdtemp(prefix="br-rss-"))
    store = store_for(args.db or f"sqlite:///{folder / 'rss.db'}")
    await store.open()
    ref = Referee(store, render_workers=2, auto_ai=False, pictures=not args.no_pictures,
                  render_processes=args.render == "processes")
    await ref.start()
    started = time.monotonic()
    done, moves = 0, 0
    next_game = iter(range(args.games))
    print(f"# {args.games} games of {args.game} ({args.players} computer seats, normal), {args.tables} at a time, "
          f"pictures {'off' if args.no_pictures else 'drawn in ' + args.render}, "
          f"{'no memory remedies' if args.plain else 'bot/memory.py remedies'}, pid {os.getpid()}", flush=True)
    print("games  seconds  rss_mb  workers_mb  py_blocks  gc_objects  channels_kept", flush=True)

    first: tracemalloc.Snapshot | None = None

    def trace_growth() -> None:
        """With --trace: where the Python allocations grew since the first checkpoint."""
        nonlocal first
        gc.collect()
        now = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)])
        if first is None:
            first = now
            return
        grown = now.compare_to(first, "lineno")
        print(f"#   traced {sum(s.size for s in now.statistics('filename')) / 2**20:.1f} MB; grown most:", flush=True)
        for stat in grown[:args.trace]:
            print(f"#   {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7d}  {stat.traceback}", flush=True)

    async def worker() -> None:
        nonlocal done, moves
        for n in next_game:
            moves += await one_game(ref, f"c{n}", args.game, args.players, seed=n + 1)
            done += 1
            if done % args.every == 0 or done == 1:
                kept = len(ref.book.locks) + len(ref.book.ended) + len(ref.book.locales)
                print(f"{done:5d}  {time.monotonic() - started:7.0f}  {rss_mb():6.1f}  {children_rss_mb():10.1f}"
                      f"  {sys.getallocatedblocks():9d}  {len(gc.get_objects()):10d}  {kept:13d}", flush=True)
                if args.trace:
                    trace_growth()

    await asyncio.gather(*(worker() for _ in range(args.tables)))
    print(f"# {moves} moves in {time.monotonic() - started:.0f} s", flush=True)
    await ref.close()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--game", default="qin")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--tables", type=int, default=4)
    p.add_argument("--render", choices=("threads", "processes"), default="threads")
    p.add_argument("--every", type=int, default=100)
    p.add_argument("--no-pictures", action="store_true")
    p.add_argument("--plain", action="store_true", help="without bot/memory.py's remedies (the figures before)")
    p.add_argument("--trace", type=int, default=0, metavar="N",
                   help="trace Python allocations; print the N lines that grew most since the first checkpoint")
    p.add_argument("--db", default=None, help="a database URL (default: a new SQLite file)")
    args = p.parse_args()
    if args.trace:
        tracemalloc.start(1)
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
