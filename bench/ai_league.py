"""The computer players' league: round robins per game and player count, written to docs/ai.md.

    python bench/ai_league.py [--games 400] [--think-ms 300 | --rounds R] [--jobs 2]
                              [--only KEY ...] [--players N ...] [--entrants NAME ...]
                              [--hours H] [--out docs/ai.md]

Entrants: random, easy, normal, hard and each game's scripted baselines
(bench/baselines.py). A pairing (A, B) at N players seats one A and N-1 B's;
the A seat rotates over every seat (game g: seat g mod N) and game g uses seed
g, so every pairing meets the same deals. A shared win counts 1/k. The table
gives A's win rate with its 95% Wilson interval next to the fair share 1/N.
With 2 players both sides of a pairing are one seat each, so (A, B) is listed once.

The hard player's budget is a time per decision (--think-ms, the bot's
setting) or a number of search rounds (--rounds: the same seed gives the same
game). Its decision times are measured and reported (mean, p95). --hours stops
starting new pairings after that long; the page says exactly what ran.
"""
from __future__ import annotations

import argparse
import datetime as dt
import importlib
import math
import os
import platform
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from games import GAMES  # noqa: E402
from games.search import set_budget  # noqa: E402

LEVELS = ("random", "easy", "normal", "hard")


def chooser(key: str, name: str):
    if name == "random":
        return lambda view, legal, rng: rng.choice(legal)
    if name in LEVELS:
        return importlib.import_module(f"games.{key}.ai").LEVELS[name]
    from baselines import BASELINES
    return BASELINES[key][name]


def entrants(key: str) -> list[str]:
    from baselines import BASELINES
    return [*LEVELS, *BASELINES[key]]


def play(key: str, n: int, one: str, field: str, seed: int) -> tuple[float, list[float]]:
    """One game: `one` in seat seed % n, `field` in the others. Returns (one's win share, hard's times)."""
    seats = [f"p{i}" for i in range(n)]
    mine = seats[seed % n]
    a, b = chooser(key, one), chooser(key, field)
    state = GAMES[key].new(seats, seed)
    rng = random.Random(f"league/{key}/{n}/{seed}")
    times: list[float] = []
    while not state.is_over():
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        name = one if player == mine else field
        start = time.perf_counter()
        action = (a if player == mine else b)(state.view(player), legal, rng)
        if name == "hard" and len(legal) > 1:
            times.append(time.perf_counter() - start)
        state.apply(player, action)
    winners = state.winners()
    return (1 / len(winners) if mine in winners else 0.0), times


def _worker_init(think_ms: float, rounds: int | None) -> None:
    set_budget(ms=think_ms, rounds=rounds)


def _play_many(args: tuple) -> tuple[float, int, list[float]]:
    key, n, one, field, seeds = args
    wins, times = 0.0, []
    for seed in seeds:
        w, t = play(key, n, one, field, seed)
        wins += w
        times += t
    return wins, len(seeds), times


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% interval of a win rate (Wilson score interval)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def pairings(key: str, n: int, names: list[str]) -> list[tuple[str, str]]:
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1:] if n == 2 else names:
            if a != b:
                out.append((a, b))
    return out


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (f"{cpu}, {os.cpu_count()} cores (load {load:.1f} at the start), Python {platform.python_version()}, "
            f"{platform.system()} {platform.release()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games a pairing (default 400)")
    parser.add_argument("--hard-games", type=int, default=None, help="games a pairing with hard (default --games)")
    parser.add_argument("--think-ms", type=float, default=300.0, help="hard's time per decision")
    parser.add_argument("--rounds", type=int, default=None, help="hard's search rounds per decision instead")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=list(GAMES), help="game keys")
    parser.add_argument("--players", nargs="*", type=int, default=None, help="player counts")
    parser.add_argument("--entrants", nargs="*", default=None, help="only these entrants")
    parser.add_argument("--hours", type=float, default=None, help="start no pairing after this long")
    parser.add_argument("--out", default=str(ROOT / "docs" / "ai.md"))
    args = parser.parse_args()

    started = time.time()
    header = machine()
    pool = ProcessPoolExecutor(args.jobs, initializer=_worker_init, initargs=(args.think_ms, args.rounds))
    sections: list[str] = []
    skipped: list[str] = []
    hard_times: dict[str, list[float]] = {}
    for key in args.only:
        game = GAMES[key]
        counts = args.players or list(range(game.min_players, game.max_players + 1))
        for n in [c for c in counts if game.min_players <= c <= game.max_players]:
            names = [e for e in entrants(key) if args.entrants is None or e in args.entrants]
            rows = []
            for one, field in pairings(key, n, names):
                if args.hours is not None and time.time() - started > args.hours * 3600:
                    skipped.append(f"{key} {n}p {one} vs {field}")
                    continue
                games = args.hard_games if "hard" in (one, field) and args.hard_games else args.games
                chunks = [list(range(s, min(games, s + 10))) for s in range(0, games, 10)]
                results = list(pool.map(_play_many, [(key, n, one, field, c) for c in chunks]))
                wins = sum(r[0] for r in results)
                times = [t for r in results for t in r[2]]
                hard_times.setdefault(key, []).extend(times)
                low, high = wilson(wins, games)
                rows.append((one, field, games, wins / games, low, high))
                print(f"{key} {n}p {one:>22} vs {field:<22} {wins / games:6.1%} [{low:.1%}, {high:.1%}] "
                      f"fair {1 / n:.1%} ({games} games)", flush=True)
            if rows:
                sections.append(_table(game.title, n, rows))
    pool.shutdown()
    _write(Path(args.out), args, header, sections, skipped, hard_times, time.time() - started)


def _table(title: str, n: int, rows: list[tuple]) -> str:
    fair = 1 / n
    field = "the other seat" if n == 2 else f"the other {n - 1} seats"
    lines = [f"### {title}, {n} players (fair share {fair:.0%})", "",
             f"| one seat | {field} | games | win rate | 95% interval | verdict |", "|---|---|---|---|---|---|"]
    for one, other, games, rate, low, high in rows:
        verdict = "above fair" if low > fair else "below fair" if high < fair else "—"
        lines.append(f"| {one} | {other} | {games} | {rate:.1%} | {low:.1%}–{high:.1%} | {verdict} |")
    return "\n".join(lines)


def _write(path: Path, args, header: str, sections: list[str], skipped: list[str],
           hard_times: dict[str, list[float]], elapsed: float) -> None:
    budget = f"{args.rounds} search rounds a decision" if args.rounds else f"{args.think_ms:.0f} ms a decision"
    timing = []
    for key, times in hard_times.items():
        if len(times) > 1:
            p95 = statistics.quantiles(times, n=20)[18]
            timing.append(f"| {GAMES[key].title} | {len(times)} | {1000 * statistics.mean(times):.0f} ms | "
                          f"{1000 * p95:.0f} ms | {1000 * max(times):.0f} ms |")
    command = "python bench/ai_league.py " + " ".join(sys.argv[1:])
    text = [
        "# The computer players' league",
        "",
        "Written by `bench/ai_league.py` (see its docstring for the method). Do not edit by hand.",
        "",
        f"- Date: {dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC; took {elapsed / 60:.0f} min",
        f"- Machine: {header}",
        f"- Command: `{command}`",
        f"- Games a pairing: {args.games}" + (f" ({args.hard_games} with hard)" if args.hard_games else ""),
        f"- Hard's budget: {budget}",
        "",
        "How to read a row: one seat plays the first entrant, every other seat the second; seats",
        "rotate and seeds are shared between pairings. A win shared by k counts 1/k. *above fair*:",
        "the interval's lower bound is above the fair share.",
        "",
    ]
    if timing:
        text += ["## Hard's thinking time (decisions with a choice)", "",
                 "| game | decisions | mean | p95 | max |", "|---|---|---|---|---|", *timing, ""]
    text += ["## Results", "", *[s + "\n" for s in sections]]
    if skipped:
        text += ["## Not run (out of time)", "", ", ".join(skipped), ""]
    path.write_text("\n".join(text))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
