"""How far apart the colours that carry a meaning are, for people who see colour differently.

    python bench/colours.py [--markdown]

For each board, the colours that tell meanings apart (Qin's provinces, Acquire's chains, Stockpile's
companies, Futures!' commodities, 1920 Wall Street's stocks, and the players' own colours) are read
from a seeded game's public view, simulated as seen with protanopia, deuteranopia and tritanopia
(colorspacious's CVD model, Machado et al. 2009, severity 100) and compared two by two: the figure is
the smallest colour difference between two meanings, as CAM02-UCS delta E (about 1 is barely seen;
under ~10, two small chips are easily taken for each other). Every meaning also carries a letter,
a symbol or a number on the boards and the phone sheet (tests/render/test_render_colour_cues.py), so
a small figure is no longer the only thing between a player and a mistake; the figures say where it was.
"""
from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path
from typing import Callable

import numpy as np
from colorspacious import cspace_convert, deltaE

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import GAMES  # noqa: E402
from games.wallstreet.chart import STOCK_COLOURS  # noqa: E402
from render.kit import PLAYER_COLOURS, colour  # noqa: E402

SIGHTS = {"normal": None, "protanopia": "protanomaly", "deuteranopia": "deuteranomaly", "tritanopia": "tritanomaly"}


def seen(rgb: tuple[int, int, int], sight: str | None) -> np.ndarray:
    """sRGB 0-255 as a person with `sight` (a colorspacious CVD type at severity 100) sees it."""
    value = np.asarray(rgb, dtype=float)
    if sight is None:
        return value
    space = {"name": "sRGB1+CVD", "cvd_type": sight, "severity": 100}
    return np.clip(cspace_convert(value / 255, space, "sRGB1"), 0, 1) * 255


def closest(colours: dict[str, tuple[int, int, int]], sight: str | None) -> tuple[float, str, str]:
    """The smallest CAM02-UCS delta E between two of `colours` as seen with `sight`, and which two."""
    best = (float("inf"), "", "")
    for (a, ca), (b, cb) in itertools.combinations(colours.items(), 2):
        d = float(deltaE(seen(ca, sight), seen(cb, sight), input_space="sRGB255", uniform_space="CAM02-UCS"))
        best = min(best, (d, a, b))
    return best


def view(key: str) -> dict:
    return GAMES[key].new([f"p{i}" for i in range(GAMES[key].max_players)], 1).view(None)


BOARDS: dict[str, Callable[[], dict[str, tuple[int, int, int]]]] = {
    "Qin provinces": lambda: {k: colour(v) for k, v in view("qin")["province_colours"].items()},
    "Qin players": lambda: {p: colour(v) for p, v in view("qin")["colours"].items()},
    "Acquire chains": lambda: {c["name"]: colour(c["colour"]) for c in view("acquire")["chains"]},
    "Stockpile companies": lambda: {c["key"]: colour(c["colour"]) for c in view("stockpile")["companies"]},
    "Futures! commodities": lambda: {c["key"]: colour(c["colour"]) for c in view("futures")["commodities"]},
    "Futures! players": lambda: {p: colour(v) for p, v in view("futures")["colours"].items()},
    "1920 Wall Street stocks": lambda: {s: colour(v) for s, v in STOCK_COLOURS.items()},
    "Players (Acquire, Stockpile, Wall Street)": lambda: {str(i): c for i, c in enumerate(PLAYER_COLOURS)},
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--markdown", action="store_true", help="a table for docs/colour.md")
    args = parser.parse_args()
    rows = []
    for board, colours_of in BOARDS.items():
        colours = colours_of()
        rows.append((board, [closest(colours, sight) for sight in SIGHTS.values()]))
    if args.markdown:
        print("| Board | " + " | ".join(SIGHTS) + " |")
        print("|---|" + "---:|" * len(SIGHTS))
        for board, found in rows:
            print(f"| {board} | " + " | ".join(f"{d:.1f} ({a}/{b})" for d, a, b in found) + " |")
        return
    for board, found in rows:
        print(f"{board:44}" + "  ".join(f"{sight} {d:5.1f} ({a}/{b})" for sight, (d, a, b) in zip(SIGHTS, found)))


if __name__ == "__main__":
    main()
