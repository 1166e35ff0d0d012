"""Human pace (bench/bot.py --pace): many tables, each deciding every 3-10 s, a board for every decision.

Each table has only human seats; whoever is to act decides (a random legal move) 3 to 10 seconds
(uniform) after the table's last decision, as people do. Every decision goes the bot's whole way:
``Referee.act`` (rules, one commit, secrets, DMs' news) then ``Sender.post`` (the card composed, the
board drawn at send time in 2 render worker processes, the message edited through discord.py to
tests/discord's recording stand-in of Discord's HTTP API). At this pace no table decides twice
within Discord's 5 edits / 5 s, so nothing is coalesced: every decision that changes the board draws
one (the figures print boards drawn against decisions, and the sender's `skipped` count).

The stand-in does not check the requests against Discord's contract here (about 20 ms of jsonschema
a message, in this process: the bench would measure the checker; the tests check the very same
requests), it only records them and answers as Discord does.

Figures: decisions/s over the measured window (the offered rate is tables / 6.5 s), a decision's
wall time (act + card + picture) p50 / p99, this process's CPU per decision (all its threads) and
the render workers' CPU per decision. Targets (issue 27): >= 300 decisions/s,
p99 <= 50 ms, the bot process <= 1 ms per decision with its card.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "discord"))
sys.path.insert(0, str(ROOT / "tests" / "helpers"))

PAUSE = (3.0, 10.0)          # seconds between a table's decisions


def _cpu_of(pids: list[int]) -> float:
    """CPU seconds (user + system) of these processes so far."""
    tick, total = os.sysconf("SC_CLK_TCK"), 0.0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
        except OSError:
            pass
    return total


async def pace(game: str, tables: int, seconds: float, seed: int = 1) -> dict:
    import conftest as harness   # tests/discord/conftest.py: the bot with Discord's HTTP API stood in for
    from bot.discord.delivery import outlet_for
    from bot.referee.pictures import warm_up
    from games import GAMES
    check = harness.CONTRACT.check
    harness.CONTRACT.check = lambda *args, **kwargs: []        # recorded, not checked (see above)
    humans = max(2, GAMES[game].min_players)
    users = [str(1001 + i) for i in range(humans)]
    with tempfile.TemporaryDirectory() as tmp:
        h = await harness.make_harness(Path(tmp), render_workers=2)
        try:
            referee, sender, bot = h.referee, h.bot.sender, h.bot
            sender.clock, sender.sleep = time.monotonic, asyncio.sleep   # real time (the harness's is virtual)
            referee.pool.shutdown()                                     # as Referee(render_processes=True) builds it
            referee.pool = ProcessPoolExecutor(max_workers=2, initializer=warm_up,
                                                mp_context=multiprocessing.get_context("spawn"))
            channels = [str(900_000 + i) for i in range(tables)]

            async def seat(channel: str, table_seed: int) -> None:
                await referee.new_table(channel, game, users[0], "Player 1")
                for i, user in enumerate(users[1:], start=2):
                    await referee.join(channel, user, f"Player {i}")
                reply = await referee.start_game(channel, users[0], seed=table_seed)
                await sender.post(outlet_for(bot, None, int(channel)), reply)

            opening = asyncio.Semaphore(8)

            async def open_one(index: int, channel: str) -> None:
                async with opening:
                    await seat(channel, seed * 100_000 + index)

            await asyncio.gather(*(open_one(i, c) for i, c in enumerate(channels)))
            await sender.flush()
            pids = list(getattr(referee.pool, "_processes", {}) or {})
            counts0 = dict(sender.counts)
            times: list[float] = []
            done = [0]
            rng_all = random.Random(seed)
            stop = [0.0]

            async def table(channel: str, index: int) -> None:
                rng = random.Random(rng_all.random())
                await asyncio.sleep(rng.uniform(0, PAUSE[1]))     # tables start out of step
                table_seed = seed * 100_000 + tables + index * 1000
                while time.perf_counter() < stop[0]:
                    info = referee.table(channel)
                    if info is None or not info.to_act:
                        table_seed += 1
                        await seat(channel, table_seed)
                        continue
                    user = rng.choice([u for u in info.to_act if u in users])
                    t0 = time.perf_counter()
                    choice = rng.choice(referee.choices(channel, user))
                    reply = await referee.act(channel, user, choice.action, version=info.version)
                    await sender.post(outlet_for(bot, None, int(channel)), reply)
                    if time.perf_counter() < stop[0]:
                        times.append((time.perf_counter() - t0) * 1000)
                        done[0] += 1
                    await asyncio.sleep(rng.uniform(*PAUSE))

            cpu0, workers0 = time.process_time(), _cpu_of(pids)
            began = time.perf_counter()
            stop[0] = began + seconds
            await asyncio.gather(*(table(c, i) for i, c in enumerate(channels)))
            elapsed = stop[0] - began
            cpu = time.process_time() - cpu0
            workers = _cpu_of(pids) - workers0
            await sender.flush()
            sends = {k: sender.counts[k] - counts0.get(k, 0) for k in sender.counts}
            times.sort()
            n = max(1, done[0])
            return {"decisions": done[0], "decisions/s": done[0] / elapsed, "offered/s": tables / sum(PAUSE) * 2,
                    "p50 ms": statistics.median(times) if times else 0.0,
                    "p99 ms": times[int(len(times) * 0.99)] if times else 0.0,
                    "cpu ms": 1000 * cpu / n, "worker cpu ms": 1000 * workers / n,
                    "uploads": sends.get("uploads", 0), "skipped": sends.get("skipped", 0), "sends": sends}
        finally:
            harness.CONTRACT.check = check
            await harness.close_harness(h)


def report(games: list[str], tables: int, seconds: float) -> None:
    import pytest  # noqa: F401  (the harness is a pytest conftest)
    for game in games:
        load = os.getloadavg()[0]
        r = asyncio.run(pace(game, tables, seconds))
        print(f"{game}: {tables} tables deciding every {PAUSE[0]:.0f}-{PAUSE[1]:.0f} s (offered "
              f"{r['offered/s']:.0f}/s), {seconds:.0f} s: {r['decisions/s']:.0f} decisions/s (target >= 300); "
              f"a decision p50 {r['p50 ms']:.1f} ms, p99 {r['p99 ms']:.1f} ms (target p99 <= 50); "
              f"boards uploaded {r['uploads'] / max(1, r['decisions']):.2f} a decision, cards skipped "
              f"{r['skipped']}; CPU a decision: this process {r['cpu ms']:.2f} ms (target <= 1), render workers "
              f"{r['worker cpu ms']:.2f} ms; load {load:.1f} before, {os.getloadavg()[0]:.1f} after")
