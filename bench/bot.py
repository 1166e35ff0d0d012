"""The referee under load: every figure goes through Referee -> game -> SQLite -> pictures.

    python bench/bot.py [--game KEY] [--actions 300] [--tables 100] [--seconds 10] [--restart 1000]
    python bench/bot.py --scale [--database-url URL|pg-temp] [--shards N] [--tables 1000] [--restart 10000]
    python bench/bot.py --cards [--game KEY] [--tables 100] [--seconds 10]   (the table card: bench/card_sending.py)
    python bench/bot.py --pace [--game KEY] [--tables 2000] [--seconds 30]   (human pace: bench/pace.py)

- per action (act() with the commit and a new board picture, plus the private
  pictures of players whose secrets changed): p50 and p99 ms;
- picture bytes (board and private);
- sustained actions/s across N concurrent tables (one coroutine per table);
- restart: a new referee loading N unfinished tables;
- memory per loaded table;
- the ceiling the strict figure cannot pass on this machine: cores x 1000 / (CPU ms of the
  pictures one action needs, measured alone);
- a realistic mix, labelled as such (never instead of the strict figures): one human and
  computer seats at each table, so one reply carries the human's action, the computers'
  actions that follow, and one set of pictures.
Targets: p50 <= 30 ms, p99 <= 100 ms, pictures <= 200 KB, >= 300 actions/s, 1,000 tables back in <= 2 s.
With --scale, --database-url or --shards: only the store at scale (bench/scale.py), on that
database and in that many shard processes: decisions/s over N tables, restart with M unfinished
tables (target <= 1.5 s for 10,000).
Uses the game given, else Stockpile when it has pictures, else the first game that has them,
else High Card from the tests.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import importlib
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot.referee.referee import Referee  # noqa: E402
from bot.store.sqlite import SqliteStore  # noqa: E402


def pick_game(wanted: str | None) -> str:
    from games import GAMES

    def has_pictures(key: str) -> bool:
        try:
            importlib.import_module(f"render.{key}")
            return True
        except ModuleNotFoundError:
            return False

    if wanted:
        if wanted == "highcard":
            import fake_game
            fake_game.register()
        return wanted
    for key in ["stockpile", *GAMES]:
        if key in GAMES and has_pictures(key):
            return key
    import fake_game
    fake_game.register()
    return fake_game.KEY


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


async def open_referee(db: Path, **kwargs) -> Referee:
    store = SqliteStore(db)
    await store.open()
    ref = Referee(store, **kwargs)
    await ref.start()
    return ref


async def seat_table(ref: Referee, channel: str, game: str, players: int, seed: int, humans: int | None = None) -> None:
    """`players` seats; the first `humans` (all by default) are people, the rest computer seats."""
    humans = players if humans is None else humans
    await ref.new_table(channel, game, "u0", "Player 0")
    for i in range(1, humans):
        await ref.join(channel, f"u{i}", f"Player {i}")
    if players > humans:
        await ref.add_ai(channel, "u0", players - humans)
    await ref.start_game(channel, "u0", seed=seed)


async def move(ref: Referee, channel: str, rng: random.Random, game: str, players: int, seed: list[int],
               humans: int | None = None, applied: list[int] | None = None):
    """One random legal move at the channel's table (a new table when the last one ended).

    `applied`, when given, gets the number of actions the reply carried added to it
    (the human's and the computer seats' that followed)."""
    info = ref.table(channel)
    if info is None:
        seed[0] += 1
        await seat_table(ref, channel, game, players, seed[0], humans)
        info = ref.table(channel)
    player = rng.choice(info.to_act)
    choice = rng.choice(ref.choices(channel, player))
    reply = await ref.act(channel, player, choice.action, version=info.version)
    if applied is not None:
        applied[0] += reply.version - info.version
    return reply


async def latency(game: str, players: int, actions: int, tmp: Path, pictures: bool = True,
                  processes: bool = False, humans: int | None = None) -> dict:
    ref = await open_referee(tmp / f"latency-{pictures}-{processes}-{humans}.db", render_workers=2,
                             pictures=pictures, render_processes=processes)
    rng, seed = random.Random(1), [100]
    await seat_table(ref, "lat", game, players, seed[0], humans)
    times, boards, privates, applied = [], [], [], [0]
    for _ in range(20):                                    # warm up fonts and caches
        await move(ref, "lat", rng, game, players, seed, humans)
    for _ in range(actions):
        start = time.perf_counter()
        reply = await move(ref, "lat", rng, game, players, seed, humans, applied)
        times.append(1000 * (time.perf_counter() - start))
        if reply.board is not None:
            boards.append(len(reply.board.png))
        privates += [len(m.picture.png) for ms in reply.private.values() for m in ms if m.picture]
    await ref.close()
    times.sort()
    return {"p50": statistics.median(times), "p99": times[int(0.99 * (len(times) - 1))],
            "board_avg": statistics.mean(boards) if boards else 0, "board_max": max(boards, default=0),
            "private_avg": statistics.mean(privates) if privates else 0, "private_max": max(privates, default=0),
            "privates_per_reply": len(privates) / max(1, actions), "actions_per_reply": applied[0] / max(1, actions)}


async def throughput(game: str, players: int, tables: int, seconds: float, tmp: Path, pictures: bool,
                     processes: bool = False, humans: int | None = None, quiet: bool = False) -> tuple[float, float]:
    """(actions/s, replies/s): with every seat human the two are the same."""
    ref = await open_referee(tmp / f"load-{pictures}-{processes}-{humans}.db", render_workers=2,
                             pictures=pictures, render_processes=processes)
    for t in range(tables):
        await seat_table(ref, f"t{t}", game, players, t, humans)
    replies, applied = 0, [0]
    stop = time.perf_counter() + seconds

    async def player(t: int) -> None:
        nonlocal replies
        rng, seed = random.Random(t), [10_000 + t * 1000]
        while time.perf_counter() < stop:
            await move(ref, f"t{t}", rng, game, players, seed, humans, applied)
            replies += 1

    start = time.perf_counter()
    await asyncio.gather(*(player(t) for t in range(tables)))
    elapsed = time.perf_counter() - start
    if pictures and not quiet:
        shelf = ref.drawing.shelf
        print(f"  (pictures kept for redraw-free replies: {shelf.size / 1024 / 1024:.1f} MB for "
              f"{len(ref.book.tables)} tables, at most {shelf.limit / 1024 / 1024:.0f} MB whatever their number)")
    await ref.close()
    return applied[0] / elapsed, replies / elapsed


async def restart(game: str, players: int, count: int, tmp: Path) -> tuple[float, float]:
    db = tmp / "restart.db"
    ref = await open_referee(db, pictures=False)
    rng, seed = random.Random(3), [0]
    for t in range(count):
        await seat_table(ref, f"r{t}", game, players, t)
        for _ in range(rng.randrange(3, 12)):
            if ref.table(f"r{t}") is None:
                break
            await move(ref, f"r{t}", rng, game, players, seed)
        if ref.table(f"r{t}") is None:              # keep every table unfinished
            await seat_table(ref, f"r{t}", game, players, t + 50_000)
    await ref.close()
    gc.collect()
    before = rss_bytes()
    start = time.perf_counter()
    again = await open_referee(db, pictures=False)
    elapsed = time.perf_counter() - start
    loaded = len(again.tables())
    gc.collect()
    per_table = (rss_bytes() - before) / max(1, loaded)
    assert loaded == count, f"only {loaded} of {count} tables came back"
    await again.close()
    return elapsed, per_table


def render_only(game: str, players: int) -> tuple[float, float]:
    """Median ms of render.board_png and render.private_png alone, on views from a random game."""
    import render
    from games import GAMES
    state = GAMES[game].new([f"u{i}" for i in range(players)], 5)
    rng = random.Random(5)
    names = {f"u{i}": f"Player {i}" for i in range(players)}
    boards, privates = [], []
    for _ in range(20):
        if state.is_over():
            break
        player = rng.choice(state.to_act())
        state.apply(player, rng.choice(state.legal_actions(player)))
        start = time.perf_counter()
        render.board_png(game, state.view(None), names)
        boards.append(1000 * (time.perf_counter() - start))
        start = time.perf_counter()
        render.private_png(game, state.view(player), names)
        privates.append(1000 * (time.perf_counter() - start))
    return statistics.median(boards), statistics.median(privates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=None)
    parser.add_argument("--players", type=int, default=0, help="0: the game's minimum, at least 3 if allowed")
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--restart", type=int, default=1000)
    parser.add_argument("--scale", action="store_true", help="only the store at scale (SQLite unless "
                        "--database-url)")
    parser.add_argument("--database-url", default=None, help="postgresql://... (a database boardroom_bench is "
                        "made beside it) or pg-temp (a throw-away server); implies --scale")
    parser.add_argument("--shards", type=int, default=1, help="shard processes sharing the database; "
                        "implies --scale")
    parser.add_argument("--cards", action="store_true", help="only the table card as Discord gets it "
                        "(bench/card_sending.py): per-decision counts, decisions/s over --tables with pictures")
    parser.add_argument("--pace", action="store_true", help="tables deciding every 3-10 s, a board for every "
                        "decision, the card sent through discord.py (bench/pace.py); --tables defaults to 2000 "
                        "and --seconds to 30 here")
    args = parser.parse_args()
    if args.pace:
        import pace
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        tables = args.tables if args.tables != 100 else 2000
        seconds = args.seconds if args.seconds != 10.0 else 30.0
        pace.report([args.game] if args.game else ["stockpile", "acquire", "futures", "qin", "wallstreet"],
                    tables, seconds)
        return
    if args.cards:
        import card_sending
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        card_sending.report([args.game] if args.game else ["stockpile", "acquire", "futures", "qin", "wallstreet"],
                            args.tables, args.seconds)
        return
    game = pick_game(args.game)
    from games import GAMES
    g = GAMES[game]
    players = args.players or min(g.max_players, max(g.min_players, 3))
    if args.scale or args.database_url or args.shards > 1:
        import scale
        print(f"game {game}, {players} human seats; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        scale.figures(args.database_url, args.shards, game, players, args.tables, args.seconds, args.restart)
        return
    print(f"game {game}, {players} human seats (every move is a human move: a commit and new pictures); "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    board_ms, private_ms = render_only(game, players)
    print(f"drawing alone (render.board_png / private_png, no referee): {board_ms:.1f} ms / {private_ms:.1f} ms")
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        lat = asyncio.run(latency(game, players, args.actions, tmp))
        print(f"per action: p50 {lat['p50']:.1f} ms, p99 {lat['p99']:.1f} ms  (targets 30 / 100)")
        bare_lat = asyncio.run(latency(game, players, args.actions, tmp, pictures=False))
        print(f"per action without pictures (referee + game + commit): p50 {bare_lat['p50']:.1f} ms, "
              f"p99 {bare_lat['p99']:.1f} ms")
        print(f"board picture: {lat['board_avg'] / 1024:.0f} KB average, {lat['board_max'] / 1024:.0f} KB max; "
              f"private picture: {lat['private_avg'] / 1024:.0f} KB average, {lat['private_max'] / 1024:.0f} KB max "
              "(target <= 200 KB)")
        rate, _ = asyncio.run(throughput(game, players, args.tables, args.seconds, tmp, pictures=True))
        print(f"sustained, {args.tables} concurrent tables, with pictures: {rate:,.0f} actions/s (target >= 300)")
        cpu_ms = board_ms + private_ms * lat["privates_per_reply"]
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
        print(f"  ceiling of that figure here: {cores} cores x 1000 / {cpu_ms:.1f} ms of pictures per action "
              f"(board {board_ms:.1f} + {lat['privates_per_reply']:.2f} private x {private_ms:.1f}) = "
              f"{cores * 1000 / cpu_ms:,.0f} actions/s, before the referee, the store and the GIL")
        if game != "highcard":      # High Card's pictures live in the tests: processes cannot import them
            plat = asyncio.run(latency(game, players, args.actions, tmp, processes=True))
            print(f"per action, pictures in 2 worker processes: p50 {plat['p50']:.1f} ms, p99 {plat['p99']:.1f} ms")
            prate, _ = asyncio.run(throughput(game, players, args.tables, args.seconds, tmp, pictures=True,
                                           processes=True))
            print(f"sustained, {args.tables} concurrent tables, pictures in 2 worker processes: "
                  f"{prate:,.0f} actions/s")
        bare, _ = asyncio.run(throughput(game, players, args.tables, args.seconds, tmp, pictures=False))
        print(f"sustained, {args.tables} concurrent tables, without pictures: {bare:,.0f} actions/s")
        if players > 1 and game != "highcard":
            mix = asyncio.run(latency(game, players, args.actions, tmp, humans=1))
            print(f"realistic mix (1 human + {players - 1} computer seats; a reply = the human's action, the "
                  f"computers' that follow, one set of pictures): {mix['actions_per_reply']:.1f} actions per reply, "
                  f"per reply p50 {mix['p50']:.1f} ms, p99 {mix['p99']:.1f} ms")
            mrate, mreplies = asyncio.run(throughput(game, players, args.tables, args.seconds, tmp, pictures=True,
                                                     humans=1, quiet=True))
            print(f"realistic mix, sustained, {args.tables} concurrent tables, with pictures: {mrate:,.0f} actions/s "
                  f"({mreplies:,.0f} replies/s)")
        took, per_table = asyncio.run(restart(game, players, args.restart, tmp))
        print(f"restart with {args.restart:,} unfinished tables: {took:.2f} s (target <= 2 s); "
              f"memory per table {per_table / 1024:.1f} KB")


if __name__ == "__main__":
    main()
