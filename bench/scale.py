"""The store at scale, on SQLite or PostgreSQL, in one process or as shard processes
(run through bench/bot.py: `--scale`, `--database-url`, `--shards`).

- decisions/s: random legal moves without pictures (referee + game + commit) across N
  concurrent tables, each process playing its own shard's tables;
- restart: N unfinished tables, then a new process's Referee.open (store, process lock, start):
  seconds until every table is back (with shards: the slowest process).

`--database-url pg-temp` starts a throw-away PostgreSQL server (tests/bot/pg_server.py,
PostgreSQL's durable defaults) for the run. A postgresql:// URL given is only used to create
(and at the end drop) a database `boardroom_bench` beside it.
"""
from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot.store.backends import is_postgres, store_for  # noqa: E402
from bot.referee.referee import Referee  # noqa: E402
from bot.store.sharding import ShardSet  # noqa: E402

BENCH_DB = "boardroom_bench"


def guild_on(shard: int, count: int, n: int) -> int:
    """The n-th made-up guild id that Discord routes to `shard` of `count`."""
    return ((n * count + shard) << 22) | 4242


class Database:
    """Where a figure is measured: a fresh SQLite file, or a fresh PostgreSQL database."""

    def __init__(self, url: str | None, folder: Path) -> None:
        self.folder = folder
        self.server = None
        if url == "pg-temp":
            from pg_server import PgServer
            self.server = PgServer(durable=True).start()
            url = self.server.url()
        self.base = url
        self.count = 0

    @property
    def label(self) -> str:
        return "PostgreSQL" if self.base and is_postgres(self.base) else "SQLite"

    def fresh(self) -> str:
        """An empty database's URL."""
        self.count += 1
        if not self.base or not is_postgres(self.base):
            return f"sqlite:///{self.folder / f'scale-{self.count}.db'}"
        asyncio.run(self._recreate())
        parts = urlsplit(self.base)
        return urlunsplit(parts._replace(path=f"/{BENCH_DB}"))

    async def _recreate(self) -> None:
        import asyncpg
        con = await asyncpg.connect(self.base)
        try:
            await con.execute(f"DROP DATABASE IF EXISTS {BENCH_DB}")
            await con.execute(f"CREATE DATABASE {BENCH_DB}")
        finally:
            await con.close()

    def close(self) -> None:
        if self.base and is_postgres(self.base) and self.count:
            async def drop() -> None:
                import asyncpg
                con = await asyncpg.connect(self.base)
                try:
                    await con.execute(f"DROP DATABASE IF EXISTS {BENCH_DB}")
                finally:
                    await con.close()
            asyncio.run(drop())
        if self.server is not None:
            self.server.stop()


async def open_referee(url: str, shards: ShardSet | None) -> Referee:
    store = store_for(url)
    await store.open()
    ref = Referee(store, pictures=False, shards=shards)
    await ref.start()
    return ref


async def seat(ref: Referee, channel: str, game: str, players: int, seed: int, guild: int) -> None:
    host = f"host-{channel}"      # a host per table: a server's limits hold one member to 3 (bot/referee/limits.py)
    await ref.new_table(channel, game, host, "Player 0", guild=guild)
    for i in range(1, players):
        await ref.join(channel, f"u{i}", f"Player {i}")
    await ref.start_game(channel, host, seed=seed)


async def step(ref: Referee, channel: str, rng: random.Random, game: str, players: int, guild: int) -> int:
    """One random legal move (a new deal when the table ended); the actions the reply carried."""
    info = ref.table(channel)
    if info is None:
        await seat(ref, channel, game, players, rng.randrange(1 << 30), guild)
        info = ref.table(channel)
    player = rng.choice(info.to_act)
    reply = await ref.act(channel, player, rng.choice(ref.choices(channel, player)).action, version=info.version)
    return reply.version - info.version


def my_tables(shard: int, count: int, tables: int) -> list[tuple[str, int]]:
    """(channel, guild) of this shard's share of the tables."""
    return [(f"t{n}-s{shard}", guild_on(shard, count, n)) for n in range(shard, tables, count)]


async def worker_throughput(url: str, shards: ShardSet, shard: int, game: str, players: int, tables: int,
                            seconds: float, go) -> dict:
    ref = await open_referee(url, shards)
    mine = my_tables(shard, shards.count, tables)
    for n, (channel, guild) in enumerate(mine):
        await seat(ref, channel, game, players, n, guild)
    await go()
    applied = [0]
    stop = time.perf_counter() + seconds

    async def play(channel: str, guild: int, n: int) -> None:
        rng = random.Random(n)
        while time.perf_counter() < stop:
            done = await step(ref, channel, rng, game, players, guild)
            applied[0] += done       # after the await: `+= await` would read the count before it

    start = time.perf_counter()
    await asyncio.gather(*(play(c, g, n) for n, (c, g) in enumerate(mine)))
    elapsed = time.perf_counter() - start
    await ref.close()
    return {"actions": applied[0], "seconds": elapsed}


async def fill_unfinished(url: str, game: str, players: int, tables: int, count: int) -> None:
    """`tables` unfinished tables spread over `count` shards, 3-12 moves in, seated 50 at a time."""
    ref = await open_referee(url, None)
    everything = [t for s in range(count) for t in my_tables(s, count, tables)]

    async def fill(batch: list[tuple[str, int]], n0: int) -> None:
        for n, (channel, guild) in enumerate(batch, n0):
            rng = random.Random(n)
            await seat(ref, channel, game, players, n, guild)
            for _ in range(rng.randrange(3, 12)):
                await step(ref, channel, rng, game, players, guild)
            if ref.table(channel) is None:            # keep every table unfinished
                await seat(ref, channel, game, players, n + 1_000_000, guild)

    size = max(1, len(everything) // 50 + 1)
    await asyncio.gather(*(fill(everything[i:i + size], i) for i in range(0, len(everything), size)))
    await ref.close()


async def worker_restart(url: str, shards: ShardSet | None, go) -> dict:
    from bot.settings import Settings
    settings = Settings(_env_file=None, database_url=url, shard_count=shards.count if shards else None,
                        shard_ids=",".join(map(str, shards.ids)) if shards else None)
    await go()
    start = time.perf_counter()
    ref = await Referee.open(settings)      # the store, the process lock, every unfinished table
    elapsed = time.perf_counter() - start
    loaded = len(ref.tables())
    await ref.close()
    return {"seconds": elapsed, "tables": loaded}


def run_processes(kind: str, url: str, count: int, args: list[str]) -> list[dict]:
    """`count` shard processes at once, released together once each is ready; their results."""
    procs = [subprocess.Popen([sys.executable, __file__, "--worker", kind, "--url", url, "--count", str(count),
                               "--shard", str(s), *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
             for s in range(count)]
    try:
        for p in procs:
            assert p.stdout.readline().strip() == "READY", "a bench process failed to start"
        for p in procs:
            p.stdin.write("GO\n")
            p.stdin.flush()
        return [json.loads(p.stdout.readline()) for p in procs]
    finally:
        for p in procs:
            p.wait(timeout=600)


def figures(database_url: str | None, shards: int, game: str, players: int, tables: int, seconds: float,
            restart: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = Database(database_url, Path(folder))
        try:
            where = f"{db.label}, {shards} process{'es' if shards > 1 else ''}"
            common = ["--game", game, "--players", str(players)]
            url = db.fresh()
            results = run_processes("throughput", url, shards, [*common, "--tables", str(tables),
                                                                "--seconds", str(seconds)])
            rate = sum(r["actions"] / r["seconds"] for r in results)
            print(f"decisions/s over {tables:,} concurrent tables ({where}, no pictures): {rate:,.0f}")
            url = db.fresh()
            start = time.perf_counter()
            asyncio.run(fill_unfinished(url, game, players, restart, shards))
            print(f"  ({restart:,} unfinished tables written in {time.perf_counter() - start:.0f} s)")
            results = run_processes("restart", url, shards, common)
            took = max(r["seconds"] for r in results)
            back = sum(r["tables"] for r in results)
            assert back == restart, f"only {back} of {restart} tables came back"
            print(f"restart with {restart:,} unfinished tables ({where}): {took:.2f} s (target <= 1.5 s)")
        finally:
            db.close()


def worker_main(argv: list[str]) -> None:
    import argparse
    p = argparse.ArgumentParser()
    p.add_argument("--worker", choices=["throughput", "restart"])
    p.add_argument("--url")
    p.add_argument("--count", type=int)
    p.add_argument("--shard", type=int)
    p.add_argument("--game")
    p.add_argument("--players", type=int)
    p.add_argument("--tables", type=int, default=0)
    p.add_argument("--seconds", type=float, default=0)
    a = p.parse_args(argv)
    if a.game == "highcard":          # the tests' stand-in game
        import fake_game
        fake_game.register()
    shards = ShardSet(a.count, (a.shard,)) if a.count > 1 else None

    async def go() -> None:
        print("READY", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)

    if a.worker == "throughput":
        result = asyncio.run(worker_throughput(a.url, shards or ShardSet(1, (0,)), a.shard, a.game, a.players,
                                               a.tables, a.seconds, go))
    else:
        result = asyncio.run(worker_restart(a.url, shards, go))
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    worker_main(sys.argv[1:])
