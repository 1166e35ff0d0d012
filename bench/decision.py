"""A decision's own cost: the CPU of `Referee.act` with pictures off, against the floor.

    python bench/decision.py [KEY ...] [--games N] [--peer PATH] [--compare TREE] [--profile]

Every seat is a human; each decision is a random legal choice of one acting player (the choices
are listed outside the clock). Per game it prints the CPU of one `act` (mean, p50, p95: this
process and its SQLite thread, `time.process_time`), and the floor measured in the same run on
the same moves: the rules step + the snapshot (the state's JSON) + one SQLite commit in WAL mode
(synchronous=NORMAL, as the store opens it) of the action and the snapshot, and the ratio.

For Acquire it also prints the server path of a whole game (the sum of its decisions) beside
tlstyer's engine driving a random game the same way (bench/peer_acquire.py: its move + a JSON of
its state + one SQLite commit a move). The peer is not part of this repository: fetch
github.com/tlstyer/acquire and point `--peer` at its checkout (the folder holding server/);
without it the bench says so and measures the rest.

`--compare TREE` runs the same bench on another checkout first (e.g. `/work/main`, the code
before a change) in a child process, so before and after are measured in one run, under the
same load (printed beside the figures).
"""
from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PLAYERS = {"stockpile": 4, "acquire": 4, "futures": 4, "qin": 4, "wallstreet": 4}


@dataclass
class Played:
    """One game's decisions: the CPU seconds of each `act`, and the moves for the floor."""

    cpu: list[float] = field(default_factory=list)
    moves: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


async def play_through_referee(key: str, players: int, games: int, prof: cProfile.Profile | None) -> list[Played]:
    from bot.referee.referee import Referee
    from bot.store.backends import store_for

    folder = Path(tempfile.mkdtemp(prefix="bench-decision-"))
    store = store_for(f"sqlite:///{folder / 'decisions.db'}")
    await store.open()
    ref = Referee(store, render_workers=1, auto_ai=False, pictures=False)
    await ref.start()
    out = []
    try:
        for g in range(games):
            channel = f"c{g}"
            await ref.new_table(channel, key, "u0", "U0")
            for i in range(1, players):
                await ref.join(channel, f"u{i}", f"U{i}")
            await ref.start_game(channel, "u0", seed=g + 1)
            rng = random.Random(g)
            played = Played()
            while (t := ref.book.tables.get(channel)) is not None and t.state is not None and not t.state.is_over():
                user = rng.choice(t.state.to_act())
                choices = ref.choices(channel, user)
                if not choices:
                    break
                action = rng.choice(choices).action
                played.moves.append((user, action))
                start = time.process_time()
                if prof:
                    prof.enable()
                await ref.act(channel, user, action)
                if prof:
                    prof.disable()
                played.cpu.append(time.process_time() - start)
            out.append(played)
    finally:
        await ref.close()
        await store.close()
    return out


def floor(key: str, players: int, games: int, played: list[Played]) -> list[float]:
    """The same moves again: rules step + state JSON + one WAL commit each (CPU seconds)."""
    from games import GAMES

    folder = Path(tempfile.mkdtemp(prefix="bench-floor-"))
    db = sqlite3.connect(folder / "floor.db", isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE moves (id INTEGER PRIMARY KEY, game INTEGER, action TEXT)")
    db.execute("CREATE TABLE snapshots (game INTEGER PRIMARY KEY, state TEXT)")
    cpu = []
    names = [f"u{i}" for i in range(players)]
    for g, game in enumerate(played[:games]):
        state = GAMES[key].new(names, g + 1)
        for user, action in game.moves:
            start = time.process_time()
            state.apply(user, action)
            snapshot = state.dump()
            db.execute("BEGIN")
            db.execute("INSERT INTO moves (game, action) VALUES (?, ?)", (g, json.dumps(action)))
            db.execute("INSERT OR REPLACE INTO snapshots VALUES (?, ?)", (g, snapshot))
            db.execute("COMMIT")
            cpu.append(time.process_time() - start)
    db.close()
    return cpu


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def us(seconds: float) -> str:
    return f"{1e6 * seconds:,.0f}"


def load() -> str:
    return f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "?"


def run(keys: list[str], games: int, peer: str | None, profile: bool, label: str) -> None:
    prof = cProfile.Profile() if profile else None
    print(f"[{label}] load average {load()} on {os.cpu_count()} cores; {games} games a game kind, every seat human")
    print(f"{'game':<11}{'decisions':>10}{'mean us':>9}{'p50':>7}{'p95':>7}{'floor us':>10}{'ratio':>7}")
    for key in keys:
        players = PLAYERS.get(key, 4)
        played = asyncio.run(play_through_referee(key, players, games, prof))
        cpu = [c for game in played for c in game.cpu]
        base = floor(key, players, games, played)
        mean, base_mean = statistics.fmean(cpu), statistics.fmean(base)
        print(f"{key:<11}{len(cpu):>10}{us(mean):>9}{us(percentile(cpu, .5)):>7}{us(percentile(cpu, .95)):>7}"
              f"{us(base_mean):>10}{mean / base_mean:>6.1f}x")
        if key == "acquire":
            whole = statistics.fmean(sum(game.cpu) for game in played)
            print(f"  acquire, a whole game's server path: {1e3 * whole:.1f} ms CPU "
                  f"({len(cpu) / len(played):.0f} decisions); floor {1e3 * sum(base) / len(played):.1f} ms")
            if peer is None:
                print("  peer: not measured (no --peer PATH: fetch github.com/tlstyer/acquire and point --peer at it)")
            else:
                from peer_acquire import measure
                moves, seconds = measure(Path(peer), games)
                print(f"  peer (tlstyer's engine + state JSON + one SQLite commit a move): {1e3 * seconds:.1f} ms "
                      f"CPU a game ({moves:.0f} moves); ours / peer = {whole / seconds:.1f}x")
    print(f"[{label}] load average {load()} at the end")
    if prof:
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("keys", nargs="*", default=list(PLAYERS))
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--peer", help="a checkout of github.com/tlstyer/acquire (the folder holding server/)")
    parser.add_argument("--compare", help="another checkout of this project to measure first (before)")
    parser.add_argument("--profile", action="store_true", help="print a profile of act (slower figures)")
    parser.add_argument("--label", default=str(HERE.parent))
    args = parser.parse_args()
    if args.compare:
        before = Path(args.compare).resolve()
        command = [sys.executable, str(HERE / "decision.py"), *args.keys, "--games", str(args.games),
                   "--label", f"before: {before}", "--code", str(before)]
        if args.peer:
            command += ["--peer", args.peer]
        subprocess.run(command, check=True)
    run(args.keys, args.games, args.peer, args.profile, args.label if not args.compare else f"after: {HERE.parent}")


if __name__ == "__main__":
    # --code TREE: import the project from TREE (how --compare measures another checkout)
    if "--code" in sys.argv:
        at = sys.argv.index("--code")
        sys.path.insert(0, sys.argv[at + 1])
        del sys.argv[at:at + 2]
    else:
        sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    main()
