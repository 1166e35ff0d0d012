"""The web view under watchers: W concurrent server-sent-event watchers of T live tables on
127.0.0.1, moves committed to the store as the bot commits them; how long after a move's commit
each watcher has it (the "live" event with the new version).

    python bench/web_watchers.py [--tables 50] [--watchers 200] [--seconds 30] [--moves-per-second 10]

The web view runs in a process of its own (as `boardroom web` does) over a SQLite file; this process
plays the moves (tests/helpers/web_tables.py) and runs the watchers (aiohttp clients). It prints
the delivery times (p50, p95, max), the number of updates delivered and the web view's own CPU
while the moves were played (its process's user + system time, from /proc). A figure, never a test.
"""
from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "helpers")]

KEY = b"bench-web-watchers-key-0123456789"
GAMES = [("stockpile", 3), ("acquire", 3), ("futures", 3), ("qin", 2), ("wallstreet", 3)]
VERSION = re.compile(rb'id="live" data-version="(\d+)"')


def serve(db: str, port: int, ready: "multiprocessing.synchronize.Event") -> None:
    """The web view's process: `boardroom web` over `db` on 127.0.0.1:`port`."""
    from bot.store.sqlite import SqliteStore
    from bot.web.server import serve as start

    async def main() -> None:
        store = SqliteStore(db)
        await store.open()
        await start(store, KEY, "127.0.0.1", port)
        ready.set()
        await asyncio.Event().wait()
    asyncio.run(main())


async def watcher(session, url: str, table: int, got: list[tuple[int, int, float]],
                  stop: asyncio.Event) -> None:
    """Reads one watcher's events; notes (table, version, when) of each "live" event in `got` (its own list)."""
    async with session.get(url) as response:
        buffer = b""
        while not stop.is_set():
            try:
                chunk = await asyncio.wait_for(response.content.readany(), 1)
            except asyncio.TimeoutError:
                continue
            if not chunk:
                return
            now = time.perf_counter()
            buffer += chunk
            while b"\n\n" in buffer:
                event, buffer = buffer.split(b"\n\n", 1)
                if event.startswith(b"event: live"):
                    found = VERSION.search(event)
                    if found:
                        got.append((table, int(found.group(1)), now))


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process `pid` so far (Linux /proc; 0 where there is none)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def main(args: argparse.Namespace) -> None:
    import aiohttp

    from bot.store.sqlite import SqliteStore
    from bot.web.tokens import token_for
    from web_tables import dealt, play

    folder = Path(tempfile.mkdtemp(prefix="web-bench-"))
    db = str(folder / "bench.db")
    store = SqliteStore(db)
    await store.open()
    rng = random.Random(1)
    tables = []
    for i in range(args.tables):
        game, players = GAMES[i % len(GAMES)]
        table = await dealt(store, game, ["ann", "bob", "cy"][:players], seed=i + 1, channel=str(1000 + i))
        await play(store, table, 3)
        tables.append(table)
    port = 18000 + rng.randrange(1000)
    ready = multiprocessing.get_context("spawn").Event()
    server = multiprocessing.get_context("spawn").Process(target=serve, args=(db, port, ready), daemon=True)
    server.start()
    ready.wait(30)
    committed: dict[tuple[int, int], float] = {}
    got: list[list[tuple[int, int, float]]] = [[] for _ in range(args.watchers)]
    stop = asyncio.Event()
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=None)) as session:
        watchers = [asyncio.create_task(watcher(
            session, f"http://127.0.0.1:{port}/t/{token_for(KEY, tables[w % len(tables)].table_id)}/events",
            tables[w % len(tables)].table_id, got[w], stop)) for w in range(args.watchers)]
        await asyncio.sleep(3)               # every watcher connected and given the table as it is
        started, moves = time.perf_counter(), 0
        cpu_before = cpu_seconds(server.pid or 0)
        while time.perf_counter() - started < args.seconds:
            table = rng.choice([t for t in tables if not t.state.is_over()])
            version = await play(store, table, 1)
            committed[(table.table_id, version)] = time.perf_counter()
            moves += 1
            await asyncio.sleep(max(0.0, started + moves / args.moves_per_second - time.perf_counter()))
        await asyncio.sleep(2)               # the last updates arrive
        cpu = cpu_seconds(server.pid or 0) - cpu_before
        spent = time.perf_counter() - started
        stop.set()
        for task in watchers:
            task.cancel()
        await asyncio.gather(*watchers, return_exceptions=True)
    server.terminate()
    await store.close()
    per_table = {t.table_id: 0 for t in tables}
    for w in range(args.watchers):
        per_table[tables[w % len(tables)].table_id] += 1
    expected = sum(per_table[table] for (table, _) in committed)
    # a watcher has a move once it shows that version or a later one (a watcher that falls behind
    # is sent the newest version only): the delay is from the move's commit to the first such event
    delays, missed = [], 0
    for (table, version), at in committed.items():
        for events in got:
            if not events or events[0][0] != table:
                continue
            seen = [when for _, v, when in events if v >= version and when >= at]
            if seen:
                delays.append(seen[0] - at)
            else:
                missed += 1
    delays.sort()
    p95 = delays[int(0.95 * (len(delays) - 1))] if delays else float("nan")
    print(f"{args.watchers} watchers of {args.tables} tables, {moves} moves in {args.seconds} s "
          f"({args.moves_per_second}/s): {len(delays)} of {expected} updates delivered ({missed} missed)")
    if delays:
        print(f"delivery after the commit: p50 {statistics.median(delays) * 1000:.0f} ms, "
              f"p95 {p95 * 1000:.0f} ms, max {delays[-1] * 1000:.0f} ms")
    print(f"the web view's CPU: {cpu:.1f} s in {spent:.0f} s ({100 * cpu / spent:.0f}% of one core)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--watchers", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--moves-per-second", type=float, default=10)
    asyncio.run(main(parser.parse_args()))
