"""The Qin board: data models for the maps and pieces, and the static geometry.

A map is a 13x13 text grid (data/qin/<side>.txt):
    .  grass        ~  water        V  village
    R  Y  B         the red, yellow and blue start squares
Squares are named like a chess board turned upright: column letter A-M from the
left, row number 1-13 from the top ("C4").
"""
from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel, Field, model_validator

from games.content import load_data
from games.grid import edge_neighbours

SIZE = 13
N = SIZE * SIZE
COLUMNS = "ABCDEFGHIJKLM"

GRASS, WATER, VILLAGE, START = ".", "~", "V", "RYB"
COLOURS = "RYB"                      # colour code c (1, 2, 3) is COLOURS[c - 1]
COLOUR_NAMES = {"R": "red", "Y": "yellow", "B": "blue"}


def cell_name(index: int) -> str:
    return f"{COLUMNS[index % SIZE]}{index // SIZE + 1}"


NAMES: list[str] = [cell_name(i) for i in range(N)]
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}


class MapGrid(BaseModel):
    """One side of the board, checked on load."""

    text: str
    rows: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _check(self) -> "MapGrid":
        rows = [line.strip() for line in self.text.splitlines() if line.strip()]
        if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
            raise ValueError(f"a map is {SIZE} rows of {SIZE} squares")
        allowed = set(GRASS + WATER + VILLAGE + START)
        bad = {ch for r in rows for ch in r} - allowed
        if bad:
            raise ValueError(f"unknown squares {sorted(bad)}; use . ~ V R Y B")
        flat = "".join(rows)
        for colour in START:
            if flat.count(colour) != 1:
                raise ValueError(f"exactly one {COLOUR_NAMES[colour]} start square, not {flat.count(colour)}")
        if flat.count(GRASS) > 144:
            raise ValueError(f"at most 144 grass squares (72 tiles x 2), not {flat.count(GRASS)}")
        self.rows = rows
        return self


class SideInfo(BaseModel):
    file: str
    title: str
    provisional: bool = False


class Look(BaseModel):
    provinces: dict[str, str]
    pagodas: list[str] = Field(min_length=4)
    pagoda_names: list[str] = Field(min_length=4)


class Pieces(BaseModel):
    """data/qin/qin.toml"""

    provisional: bool = False
    hand_size: int = Field(gt=0)
    province_min: int = Field(ge=2)
    major_size: int = Field(gt=2)
    tiles: dict[str, int]
    pagodas: dict[int, int]
    sides: dict[str, SideInfo]
    look: Look

    @model_validator(mode="after")
    def _check(self) -> "Pieces":
        for tile in self.tiles:
            if len(tile) != 2 or any(c not in COLOURS for c in tile) or tile != canonical_tile(tile):
                raise ValueError(f"tile {tile!r}: two of R, Y, B in the order R, Y, B")
        return self


def canonical_tile(tile: str) -> str:
    return "".join(sorted(tile, key=COLOURS.index))


class Board:
    """Static geometry of one side: terrain, neighbours, start squares, villages."""

    def __init__(self, side: str, title: str, rows: list[str]) -> None:
        self.side = side
        self.title = title
        self.rows = rows
        self.terrain = "".join(rows)
        self.neighbours = edge_neighbours(SIZE, SIZE)
        self.grass = [t == GRASS for t in self.terrain]
        self.villages = [i for i, t in enumerate(self.terrain) if t == VILLAGE]
        self.starts = {t: i for i, t in enumerate(self.terrain) if t in START}
        # grass neighbours of each square (where the other half of a tile may go)
        self.near_villages = [tuple(n for n in self.neighbours[i] if self.terrain[n] == VILLAGE) for i in range(N)]
        self.grass_neighbours = [tuple(n for n in self.neighbours[i] if self.grass[n]) for i in range(N)]

    def start_colours(self) -> list[int]:
        """The colour code of every square at the start (start squares coloured, all else 0)."""
        return [COLOURS.index(t) + 1 if t in START else 0 for t in self.terrain]


@lru_cache(maxsize=None)
def pieces() -> Pieces:
    return load_data("qin", "qin.toml", Pieces)


@lru_cache(maxsize=None)
def board(side: str) -> Board:
    info = pieces().sides[side]
    grid = load_data("qin", info.file, MapGrid)
    return Board(side, info.title, grid.rows)


@lru_cache(maxsize=16)
def board_from_rows(rows: tuple[str, ...], side: str = "", title: str = "") -> Board:
    """A board rebuilt from a view's terrain rows (what the computer player sees)."""
    return Board(side, title, list(rows))
