"""Drawing and encoding a game's board alone, move after move: what one picture costs.

    python bench/render.py [--game KEY ...] [--moves 140] [--players 3] [--plain] [--no-static]

For each game: a seeded random game is played and view(None) kept after each move;
then every board is drawn (render/<key>.board) and encoded (render.encode.to_png)
in order, as a table would, three times over with fresh caches. Prints the median
CPU ms (thread time, so other processes on the machine count less) of drawing,
encoding and both, best of the three runs, and the average PNG size. The first 20
boards only warm the caches. --plain draws on untracked canvases (render/track.py
off): the encoder then hashes every strip's pixels, as it did before tracking.
Each game is measured twice in the same run, side by side: with its static layer kept
(render/layers.py) and painted in place on every board as before (the ratio is
before / after); --no-static measures only the latter. The load average is printed
beside the figures.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import GAMES, PLUGINS  # noqa: E402

import render  # noqa: E402
from render import encode  # noqa: E402

try:
    from render import track
except ImportError:              # a checkout from before tracked canvases: measure it as it is
    track = None
try:
    from render import layers
except ImportError:              # a checkout from before static layers
    layers = None

WARM = 20


def public_views(game: str, moves: int, players: int, seed: int = 5) -> list[dict]:
    state = GAMES[game].new([f"u{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    views = []
    while not state.is_over() and len(views) < moves:
        player = rng.choice(state.to_act())
        state.apply(player, rng.choice(state.legal_actions(player)))
        views.append(state.view(None))
    return views


def run(game: str, views: list[dict], names: dict[str, str]) -> tuple[float, float, float, float]:
    """(draw, encode, both) median ms and average bytes over the boards after the warm-up."""
    if hasattr(encode, "clear"):
        encode.clear()
    else:                                # a checkout from before encode.clear
        encode._strips.clear()
        encode._strip_bytes = 0          # (or the byte count of earlier runs empties the cache as it fills)
        encode._LEARNED_PALETTES.clear()
        encode._PALETTE_IDS.clear()
        encode._SAMPLES.clear()
    if layers is not None:
        layers.clear()
    module = render.pictures_of(game)
    drawn, encoded, sizes = [], [], []
    for view in views:
        start = time.thread_time()
        image = module.board(view, names)
        middle = time.thread_time()
        png = encode.to_png(image, f"{game}:board")
        end = time.thread_time()
        drawn.append(1000 * (middle - start))
        encoded.append(1000 * (end - middle))
        sizes.append(len(png))
    both = [a + b for a, b in zip(drawn, encoded)]
    return (statistics.median(drawn[WARM:]), statistics.median(encoded[WARM:]), statistics.median(both[WARM:]),
            statistics.mean(sizes[WARM:]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="*", default=list(PLUGINS))
    parser.add_argument("--moves", type=int, default=140)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--plain", action="store_true", help="untracked canvases: pixel hashing, as before")
    parser.add_argument("--no-static", action="store_true", help="paint every board's static layer in place")
    args = parser.parse_args()
    if track is not None:
        track.ENABLED = not args.plain
    tracked = track is not None and track.ENABLED
    modes = [False] if args.no_static or layers is None else [False, True]
    names = {f"u{i}": f"Player {i}" for i in range(args.players)}
    print(f"{'tracked' if tracked else 'plain'} canvases; median CPU ms per board, best of 3 runs; "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    for game in args.game:
        views = public_views(game, args.moves, max(args.players, GAMES[game].min_players))
        runs: dict[bool, list[tuple[float, float, float, float]]] = {static: [] for static in modes}
        for _ in range(3):                   # the modes in turn, so that both meet the same load
            for static in modes:
                if layers is not None:
                    layers.ENABLED = static
                runs[static].append(run(game, views, names))
        figures = {}
        for static in modes:
            figures[static] = draw, enc, both, size = tuple(min(r[i] for r in runs[static]) for i in range(4))
            print(f"{game:10s} {'static layer' if static else 'in place    '} draw {draw:5.2f}  encode {enc:5.2f}  "
                  f"both {both:5.2f} ms   {size / 1024:4.0f} KB a board ({len(views)} boards)")
        if len(figures) == 2:
            print(f"{'':10s} before / after (both): {figures[False][2] / figures[True][2]:.2f}x   "
                  f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
