"""The table card as the Discord adapter sends it (bench/bot.py --cards), the network faked.

- counts per human decision over whole random games (one and two humans, through the real
  discord.py pipeline of tests/discord's harness): new channel messages, channel calls
  (posts + edits + deletes), boards drawn, boards uploaded;
- decisions/s across N tables at once, each a human (and computer seats) playing random moves:
  ``Referee.act`` then ``Sender.post`` (compose the card, draw the board at send time, edit or
  re-post through discord.py to a recording HTTP stand-in), with per-decision p50/p99 ms. A
  decision counts once it is applied and acknowledged (``post`` returned). Measured three
  ways: with the sender's real coalescing and Discord's 5 sends / 5 s per channel on real
  time (a burst of one table is drawn once, for its last state: what the bot does), the same
  with the pictures drawn in 2 worker processes (``render_processes``), and with the limit
  lifted (every decision drawn and sent: the worst case, a picture per decision). CPU ms per
  decision is this process's (all its threads; not the worker processes').

Counts, not times, are what tests/discord/test_discord_card.py asserts; times are this machine's.
"""
from __future__ import annotations

import asyncio
import json
import multiprocessing
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


def _harness():
    import conftest as harness   # tests/discord/conftest.py: the bot with its HTTP recorded
    return harness


async def counts(game: str, humans: int, seed: int = 7) -> dict:
    h_mod = _harness()
    with tempfile.TemporaryDirectory() as tmp:
        h = await h_mod.make_harness(Path(tmp))
        try:
            alice, bob = h_mod.ALICE, h_mod.BOB
            await h.slash(alice, "game new", {"game": game})
            if humans == 2:
                await h.slash(bob, "game join")
            from games import GAMES
            computers = max(0, GAMES[game].min_players - humans) + (1 if humans == 1 else 0)
            if computers:
                await h.slash(alice, "game add-ai", {"n": computers})
            await h.slash(alice, "game start")
            drawn = [0]
            draw = h.referee.draw_board

            def counted(*args):
                drawn[0] += 1
                return draw(*args)

            h.referee.draw_board = counted
            rng, start, decisions = random.Random(seed), len(h.log), 0
            channel = str(h_mod.CHANNEL)
            while (info := h.referee.table(channel)) is not None and decisions < 2000:
                user = next(int(u) for u in info.to_act if u.isdigit())
                legal = h.referee.book.tables[channel].state.legal_actions(str(user))
                await h.slash(user, "play", {"choice": json.dumps(rng.choice(legal), separators=(",", ":"))})
                decisions += 1
            sent = h.log[start:]
            posts = [s for s in sent if s.kind == "channel"]
            edits = [s for s in sent if s.kind == "edit"]
            deletes = [s for s in sent if s.kind == "delete"]
            dms = [s for s in sent if s.kind == "dm"]
            uploads = sum(1 for s in posts + edits for f in s.files if f.endswith(".png") and "chart" not in f)
            return {"decisions": decisions, "posts": len(posts) / decisions,
                    "channel calls": (len(posts) + len(edits) + len(deletes)) / decisions,
                    "boards drawn": drawn[0] / decisions, "boards uploaded": uploads / decisions,
                    "dms": len(dms) / decisions}
        finally:
            await h_mod.close_harness(h)


async def throughput(game: str, tables: int, seconds: float, limited: bool = True, processes: bool = False) -> dict:
    """Decisions/s with pictures across `tables` tables: one human and one computer seat each.
    `limited`: the sender's own bucket (5 sends / 5 s per channel), else no limit (a send per decision);
    `processes`: pictures drawn in 2 worker processes (settings.render_processes) instead of threads."""
    h_mod = _harness()
    from bot.discord.delivery import outlet_for
    from bot.referee.pictures import warm_up
    with tempfile.TemporaryDirectory() as tmp:
        h = await h_mod.make_harness(Path(tmp), render_workers=2)
        try:
            referee, sender, bot = h.referee, h.bot.sender, h.bot
            sender.clock, sender.sleep = time.monotonic, asyncio.sleep   # real time (the harness's is virtual)
            if not limited:
                sender.bucket.rate = 10 ** 9      # every decision sent (and its board drawn) at once
            if processes:                         # as Referee(render_processes=True) builds it
                referee.pool.shutdown()
                referee.pool = ProcessPoolExecutor(max_workers=2, initializer=warm_up,
                                                    mp_context=multiprocessing.get_context("spawn"))
            channels = [str(800_000 + i) for i in range(tables)]
            from games import GAMES
            computers = max(1, GAMES[game].min_players - 1)

            async def seat(channel: str, seed: int) -> None:
                # no server: its limits (bot/referee/limits.py) would stop one member opening them all
                await referee.new_table(channel, game, "1001", "Alice")
                await referee.add_ai(channel, "1001", computers)
                reply = await referee.start_game(channel, "1001", seed=seed)
                await sender.post(outlet_for(bot, None, int(channel)), reply)

            for index, channel in enumerate(channels):     # the tables open (and their cards shown) first
                await seat(channel, index * 1000)
            await sender.flush()
            uploads = sender.counts["uploads"]
            times: list[float] = []
            done = [0]
            stop = time.perf_counter() + seconds

            async def run(channel: str, index: int) -> None:
                rng, seed = random.Random(index), index * 1000
                while time.perf_counter() < stop:
                    info = referee.table(channel)
                    if info is None:
                        seed += 1
                        await seat(channel, seed)
                        continue
                    t0 = time.perf_counter()
                    choice = rng.choice(referee.choices(channel, "1001"))
                    reply = await referee.act(channel, "1001", choice.action, version=info.version)
                    await sender.post(outlet_for(bot, None, int(channel)), reply)
                    times.append((time.perf_counter() - t0) * 1000)
                    done[0] += 1

            began, cpu = time.perf_counter(), time.process_time()
            await asyncio.gather(*(run(c, i) for i, c in enumerate(channels)))
            elapsed, cpu = time.perf_counter() - began, time.process_time() - cpu
            flushing = time.perf_counter()
            await sender.flush()                  # the cards still pending (bucket waits): sent, not timed
            times.sort()
            return {"decisions/s": done[0] / elapsed, "p50 ms": statistics.median(times) if times else 0,
                    "p99 ms": times[int(len(times) * 0.99)] if times else 0, "decisions": done[0],
                    "boards drawn": sender.counts["uploads"] - uploads, "cpu ms": 1000 * cpu / max(1, done[0]), "flush s": time.perf_counter() - flushing,
                    "sends": dict(sender.counts)}
        finally:
            await h_mod.close_harness(h)


def report(games: list[str], tables: int, seconds: float) -> None:
    import pytest  # noqa: F401  (the harness is a pytest conftest)
    for game in games:
        for humans in (1, 2):
            c = asyncio.run(counts(game, humans))
            print(f"{game:10s} humans={humans} decisions={c['decisions']:4d}  per decision: "
                  f"posts {c['posts']:.2f}  channel calls {c['channel calls']:.2f}  "
                  f"boards drawn {c['boards drawn']:.2f}  uploaded {c['boards uploaded']:.2f}  DMs {c['dms']:.2f}")
    for game in games[:1]:
        for limited, processes, how in ((True, False, "5 sends / 5 s per channel, coalesced"),
                                        (True, True, "the same, pictures in 2 worker processes"),
                                        (False, False, "no limit, every decision sent")):
            t = asyncio.run(throughput(game, tables, seconds, limited, processes))
            print(f"{game}: {tables} tables, {how}: {t['decisions']} decisions: {t['decisions/s']:.0f} decisions/s, "
                  f"p50 {t['p50 ms']:.1f} ms, p99 {t['p99 ms']:.1f} ms per decision (act + card + picture); "
                  f"boards drawn {t['boards drawn'] / max(1, t['decisions']):.2f} and CPU {t['cpu ms']:.1f} ms (this "
                  f"process, all its threads) per decision; sends {t['sends']}")
