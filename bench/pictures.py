"""Drawing alone, per game: process start, first picture, and every later picture.

    python bench/pictures.py [KEY ...] [--names latin|cjk] [--locale en|zh-TW|ja] [--steps 120] [--runs 3]

- start: a fresh process importing the referee and the pictures (what the bot pays before its first table);
- first: a fresh process drawing one board and one private picture (fonts, cmaps and caches cold);
- warm: ms per picture (board_png, then every seat's private_png) across a seeded random game, caches
  warm as in a running bot. Each figure is the median of --runs fresh processes.
`--names cjk` seats 小明, たろう, 김민준, José, Ünïcødé and an emoji instead of Ann, Bob, Cy, ...
so the CJK font and the placeholder are part of every picture. `--locale` draws every word in that
language (ja: with the CJK face's Japanese glyph forms).
Times are CPU time of the measuring process (time.process_time), so that other work on a shared
machine does not count; the pictures are drawn in one thread.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LATIN = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]
CJK = ["小明", "たろう", "김민준", "José", "Ünïcødé", "Zoë 🎲"]


def _views(key: str, players: int, steps: int) -> list[tuple[dict, list[dict]]]:
    from games import GAMES
    state = GAMES[key].new([f"p{i}" for i in range(players)], 7)
    rng = random.Random(7)
    out = []
    for _ in range(steps):
        if state.is_over():
            break
        player = rng.choice(state.to_act())
        state.apply(player, rng.choice(state.legal_actions(player)))
        out.append((state.view(None), [state.view(p) for p in state.players]))
    return out


def _child(key: str, names_kind: str, steps: int, what: str, locale: str = "en") -> dict:
    """Runs in a fresh process: the figures of one measurement."""
    start = time.process_time()
    import bot.referee.referee  # noqa: F401
    import render
    started = time.process_time() - start
    if what == "start":
        return {"ms": 1000 * started}
    from games import GAMES
    players = min(GAMES[key].max_players, 4)
    names = dict(zip([f"p{i}" for i in range(players)], LATIN if names_kind == "latin" else CJK))
    views = _views(key, players, steps)
    t0 = time.process_time()
    render.board_png(key, views[0][0], names, locale)
    render.private_png(key, views[0][1][0], names, locale)
    first = time.process_time() - t0
    if what == "first":
        return {"ms": 1000 * first}
    times = []
    for public, privates in views[1:]:
        t = time.process_time()
        render.board_png(key, public, names, locale)
        for view in privates:
            render.private_png(key, view, names, locale)
        times.append(1000 * (time.process_time() - t) / (1 + len(privates)))
    return {"ms": statistics.median(times)}


def _run(key: str, names: str, steps: int, what: str, locale: str = "en") -> float:
    out = subprocess.run([sys.executable, __file__, "--child", key, names, str(steps), what, locale],
                         capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout.strip().splitlines()[-1])["ms"]


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        key, names, steps, what, locale = sys.argv[2:7]
        print(json.dumps(_child(key, names, int(steps), what, locale)))
        return
    from games import GAMES
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("keys", nargs="*", default=list(GAMES))
    parser.add_argument("--names", choices=["latin", "cjk"], default="latin")
    parser.add_argument("--locale", choices=["en", "zh-TW", "ja"], default="en")
    parser.add_argument("--steps", type=int, default=120)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    start = statistics.median(_run(args.keys[0], args.names, args.steps, "start") for _ in range(args.runs))
    print(f"names {args.names}, locale {args.locale}; process start (import bot.referee.referee, render): {start:.0f} ms")
    print(f"{'game':<11}{'first picture ms':>18}{'warm ms/picture':>17}")
    for key in args.keys:
        first = statistics.median(_run(key, args.names, args.steps, "first", args.locale) for _ in range(args.runs))
        warm = statistics.median(_run(key, args.names, args.steps, "warm", args.locale) for _ in range(args.runs))
        print(f"{key:<11}{first:>18.1f}{warm:>17.2f}")


if __name__ == "__main__":
    main()
