"""The computer players' league: round robins per game and player count, written to docs/ai.md.

    python bench/ai_league.py [--games 400] [--think-ms 300 | --rounds R] [--max-rounds 48] [--jobs 2]
                              [--only KEY ...] [--players N ...] [--entrants NAME ...]
                              [--pairs ONE:FIELD ...] [--hours H] [--resume] [--out docs/ai.md]
    python bench/ai_league.py --merge OTHER_RESULTS.json ...   (runs made in parallel)

Entrants: random, easy, normal, hard and each game's scripted baselines
(bench/baselines.py). A pairing (A, B) at N players seats one A and N-1 B's;
the A seat rotates over every seat (game g: seat g mod N) and game g uses seed
g, so every pairing meets the same deals. A shared win counts 1/k. The table
gives A's win rate with its 95% Wilson interval next to the fair share 1/N.
With 2 players both sides of a pairing are one seat each, so (A, B) is listed once.

The hard player's budget is a time per decision (--think-ms, the bot's
setting; the search also stops after --max-rounds rounds, as in the bot) or a
number of search rounds (--rounds: the same seed gives the same game, whatever
the machine's load; the league's choice on a shared machine). Its decision times are measured and reported (mean, p95). --hours stops
starting new pairings after that long. Results are kept in
bench/league_results.json, one row a pairing (a pairing run again with the
same budget replaces its row, or with --resume goes on from the next seed and adds to it), so the
league can be run in parts (--only, --players, --pairs) and over several sittings (--resume), and
the page always says exactly what ran: games, hard's budget, date and machine.
"""
from __future__ import annotations

import argparse
import datetime as dt
import importlib
import json
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
sys.path.append(str(ROOT / "bench"))        # after the project: bench/bot.py must not hide the bot package

from games import GAMES  # noqa: E402
from games.search import MAX_ROUNDS, set_budget  # noqa: E402

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


def _worker_init(think_ms: float, rounds: int | None, max_rounds: int | None) -> None:
    set_budget(ms=think_ms, rounds=rounds, max_rounds=max_rounds)


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
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def load() -> str:
    """The machine's load when a pairing ended: hard's times depend on it (a shared machine)."""
    return f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games a pairing (default 400)")
    parser.add_argument("--hard-games", type=int, default=None, help="games a pairing with hard (default --games)")
    parser.add_argument("--think-ms", type=float, default=300.0, help="hard's time per decision")
    parser.add_argument("--rounds", type=int, default=None, help="hard's search rounds per decision instead")
    parser.add_argument("--max-rounds", type=int, default=None,
                        help=f"with --think-ms: stop after this many rounds (default {MAX_ROUNDS}, the bot's)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=list(GAMES), help="game keys")
    parser.add_argument("--players", nargs="*", type=int, default=None, help="player counts")
    parser.add_argument("--entrants", nargs="*", default=None, help="only these entrants")
    parser.add_argument("--pairs", nargs="*", default=None, help="only these pairings, as ONE:FIELD")
    parser.add_argument("--hours", type=float, default=None, help="start no pairing after this long")
    parser.add_argument("--resume", action="store_true",
                        help="a pairing kept with fewer games (same budget) goes on from its next seed "
                             "instead of starting again: a hard row can grow over several runs")
    parser.add_argument("--results", default=str(ROOT / "bench" / "league_results.json"),
                        help="results kept across runs (a pairing run again, same budget, replaces its row)")
    parser.add_argument("--out", default=str(ROOT / "docs" / "ai.md"))
    parser.add_argument("--merge", nargs="*", default=None,
                        help="only merge these results files (runs made in parallel) and write the page")
    args = parser.parse_args()

    started = time.time()
    results_path = Path(args.results)
    results = json.loads(results_path.read_text()) if results_path.exists() else {}
    if args.merge is not None:
        for other in args.merge:
            results.update(json.loads(Path(other).read_text()))
        results_path.write_text(json.dumps(results, indent=1, sort_keys=True))
        write_page(Path(args.out), results)
        return
    cap = args.max_rounds or MAX_ROUNDS
    budget = f"{args.rounds} rounds" if args.rounds else f"{args.think_ms:.0f} ms, ≤ {cap} rounds"
    pool = ProcessPoolExecutor(args.jobs, initializer=_worker_init,
                               initargs=(args.think_ms, args.rounds, args.max_rounds))
    wanted = None if args.pairs is None else {tuple(p.split(":", 1)) for p in args.pairs}
    for key in args.only:
        game = GAMES[key]
        counts = args.players or list(range(game.min_players, game.max_players + 1))
        for n in [c for c in counts if game.min_players <= c <= game.max_players]:
            names = [e for e in entrants(key) if args.entrants is None or e in args.entrants]
            todo = pairings(key, n, names) if wanted is None else [
                (one, field) for one, field in sorted(wanted) if one in names and field in names]
            for one, field in todo:
                if args.hours is not None and time.time() - started > args.hours * 3600:
                    print(f"out of time: {key} {n}p {one} vs {field} not run", flush=True)
                    continue
                with_hard = "hard" in (one, field)
                games = args.hard_games if with_hard and args.hard_games else args.games
                row = f"{key}|{n}|{one}|{field}" + (f"|{budget}" if with_hard else "")
                kept = results.get(row) if args.resume else None
                if kept and kept["games"] >= games:
                    print(f"{key} {n}p {one} vs {field}: {kept['games']} games kept already", flush=True)
                    continue
                first = kept["games"] if kept else 0
                chunks = [list(range(s, min(games, s + 5))) for s in range(first, games, 5)]
                done = []
                for part in pool.map(_play_many, [(key, n, one, field, c) for c in chunks]):
                    done.append(part)
                    played = first + sum(r[1] for r in done)
                    if with_hard and played % 20 == 0 and played < games:
                        # hard pairings take hours: say how it goes, and keep the games played so
                        # far (a run stopped part-way leaves a row of the games it finished,
                        # unless a longer run of this pairing is kept already)
                        so_far = _row(done, budget, with_hard, kept)
                        if results.get(row, {}).get("games", 0) <= played:
                            results[row] = so_far
                            results_path.write_text(json.dumps(results, indent=1, sort_keys=True))
                        print(f"  {key} {n}p {one} vs {field}: {so_far['wins'] / played:.1%} "
                              f"after {played} games", flush=True)
                results[row] = _row(done, budget, with_hard, kept)
                results_path.write_text(json.dumps(results, indent=1, sort_keys=True))
                wins = results[row]["wins"]
                low, high = wilson(wins, games)
                print(f"{key} {n}p {one:>22} vs {field:<22} {wins / games:6.1%} [{low:.1%}, {high:.1%}] "
                      f"fair {1 / n:.1%} ({games} games)", flush=True)
    pool.shutdown()
    write_page(Path(args.out), results)


def _row(done: list[tuple[float, int, list[float]]], budget: str, with_hard: bool, kept: dict | None = None) -> dict:
    """A pairing's row in the results file from the chunks played so far (after `kept`'s games when resumed)."""
    times = _summary([t for r in done for t in r[2]])
    if kept:
        times = _joined(kept.get("times"), times)
    return {"games": sum(r[1] for r in done) + (kept["games"] if kept else 0),
            "wins": sum(r[0] for r in done) + (kept["wins"] if kept else 0.0),
            "budget": budget if with_hard else "", "machine": machine(), "load": load(),
            "date": f"{dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC", "times": times}


def _joined(a: dict | None, b: dict | None) -> dict | None:
    """Two runs' time summaries as one. Only summaries are kept, so the p95 is the larger of the two
    (an upper bound of the joined runs' p95: each has 95% of its decisions at or below its own)."""
    if not a or not b:
        return a or b
    decisions = a["decisions"] + b["decisions"]
    return {"decisions": decisions,
            "mean_ms": (a["mean_ms"] * a["decisions"] + b["mean_ms"] * b["decisions"]) / decisions,
            "p95_ms": max(a["p95_ms"], b["p95_ms"]), "max_ms": max(a["max_ms"], b["max_ms"])}


def _summary(times: list[float]) -> dict | None:
    if len(times) < 2:
        return None
    return {"decisions": len(times), "mean_ms": 1000 * statistics.mean(times),
            "p95_ms": 1000 * statistics.quantiles(times, n=20)[18], "max_ms": 1000 * max(times)}


def write_page(path: Path, results: dict) -> None:
    """docs/ai.md from every result kept: a table per game and player count."""
    by_table: dict[tuple[str, int], list] = {}
    for name, r in results.items():
        key, n, one, field = name.split("|")[:4]
        by_table.setdefault((key, int(n)), []).append((one, field, r))
    order = {k: i for i, k in enumerate(GAMES)}
    rank = {e: i for i, e in enumerate(LEVELS)}
    text = [
        "## The league",
        "",
        "Written by `bench/ai_league.py` from `bench/league_results.json` (see the script's docstring",
        "for the method); do not edit this part by hand. Each row says when, on what machine and with what",
        "budget for hard it ran. One seat plays the first entrant, every other seat the second; seats",
        "rotate, seeds are shared between pairings, a win shared by k counts 1/k. *above fair*: the 95%",
        "interval's lower bound is above the fair share; *below fair*: its upper bound is below it.",
        "",
        "Entrants: `random`; the levels `easy`, `normal`, `hard` (games/levels.py); each game's family",
        "of plain human-like plans (bench/baselines.py, at least four a game). Not every pairing has run:",
        "a pairing without a row was not played.",
        "",
    ]
    machines = sorted({r["machine"] for r in results.values()})
    text += ["Machines:", "", *[f"- {m}" for m in machines], ""]
    timing = [(key, n, one, field, r) for (key, n), rows in by_table.items() for one, field, r in rows
              if r.get("times")]
    if timing:
        text += ["### Hard's thinking time per decision (decisions with a choice)", "",
                 "| game | players | pairing | budget | decisions | mean | p95 | max | load |",
                 "|---|---|---|---|---|---|---|---|---|"]
        for key, n, one, field, r in sorted(timing, key=lambda x: (order.get(x[0], 99), x[1])):
            t = r["times"]
            text.append(f"| {GAMES[key].title} | {n} | {one} vs {field} | {r['budget']} | {t['decisions']} | "
                        f"{t['mean_ms']:.0f} ms | {t['p95_ms']:.0f} ms | {t['max_ms']:.0f} ms | "
                        f"{r.get('load', '?')} |")
        text.append("")
    text += ["### Results", ""]
    for (key, n) in sorted(by_table, key=lambda kn: (order.get(kn[0], 99), kn[1])):
        rows = sorted(by_table[(key, n)], key=lambda x: (rank.get(x[0], 9), x[0], rank.get(x[1], 9), x[1]))
        fair = 1 / n
        others = "the other seat" if n == 2 else f"the other {n - 1} seats"
        text += [f"#### {GAMES[key].title}, {n} players (fair share {fair:.0%})", "",
                 f"| one seat | {others} | games | win rate | 95% interval | verdict | hard's budget | run |",
                 "|---|---|---|---|---|---|---|---|"]
        for one, field, r in rows:
            games, rate = r["games"], r["wins"] / r["games"]
            low, high = wilson(r["wins"], games)
            verdict = "above fair" if low > fair else "below fair" if high < fair else "—"
            text.append(f"| {one} | {field} | {games} | {rate:.1%} | {low:.1%}–{high:.1%} | {verdict} | "
                        f"{r['budget'] or '—'} | {r['date']}, load {r.get('load', '?')} |")
        text.append("")
    body = "\n".join([START, *text, END])
    old = path.read_text() if path.exists() else ""
    if START in old and END in old:         # keep what people wrote around the generated part
        body = old[:old.index(START)] + body + old[old.index(END) + len(END):]
    path.write_text(body if body.endswith("\n") else body + "\n")
    print(f"wrote {path}")


START, END = "<!-- league: generated by bench/ai_league.py -->", "<!-- league: end -->"


if __name__ == "__main__":
    main()
