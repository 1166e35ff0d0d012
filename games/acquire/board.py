"""The board's geometry: tile names, cells, orthogonal neighbours, and what a tile would do.

A cell is an int: row * columns + column (row 0 = A, column 0 = tile number 1).
The board is a list of ints, one per cell: EMPTY, LONE (a tile in no chain) or a
chain index 0..6.
"""
from __future__ import annotations

import re

from games.acquire.content import rules
from games.grid import edge_neighbours

EMPTY = -1
LONE = 99

_BOARD = rules().board
COLUMNS = _BOARD.columns
ROWS = tuple(_BOARD.rows)
CELLS = COLUMNS * len(ROWS)

NAMES: tuple[str, ...] = tuple(f"{c + 1}{ROWS[r]}" for r in range(len(ROWS)) for c in range(COLUMNS))
CELL_OF: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
_TILE_RE = re.compile(r"^\s*(\d{1,2})\s*-?\s*([A-Za-z])\s*$")


NEIGHBOURS: tuple[tuple[int, ...], ...] = edge_neighbours(COLUMNS, len(ROWS))

# How a tile in hand stands, as seen from the board now.
LONE_TILE = "lone"        # touches nothing: placed as a lone tile
FOUND = "found"           # touches lone tiles only: founds a chain
GROW = "grow"             # touches one chain: the chain grows
MERGE = "merge"           # touches two or more chains: a merger
WAITS = "waits"           # would found an 8th chain: unplayable for now
DEAD = "dead"             # would join two safe chains: unplayable for good
PLAYABLE = (LONE_TILE, FOUND, GROW, MERGE)


def parse_tile(text: object) -> int | None:
    """'5C', '5c', '5-C' -> cell; None if it is not a tile of this board."""
    if not isinstance(text, str):
        return None
    m = _TILE_RE.match(text)
    if not m:
        return None
    return CELL_OF.get(f"{int(m.group(1))}{m.group(2).upper()}")


def sort_key(cell: int) -> tuple[int, int]:
    """Order of the rule text's 'lowest tile': number first, then letter."""
    r, c = divmod(cell, COLUMNS)
    return (c, r)


RANK: tuple[int, ...] = tuple(sorted(range(CELLS), key=sort_key).index(i) for i in range(CELLS))
rank = RANK.__getitem__          # a fast sort key with the same order as sort_key


def classify(board: list[int], sizes: list[int], cell: int, safe_size: int) -> str:
    """What placing `cell` would do now."""
    chains: list[int] = []
    lone = False
    for n in NEIGHBOURS[cell]:
        v = board[n]
        if v == EMPTY:
            continue
        if v == LONE:
            lone = True
        elif v not in chains:
            chains.append(v)
    if not chains:
        if not lone:
            return LONE_TILE
        return FOUND if 0 in sizes else WAITS
    if len(chains) == 1:
        return GROW
    safe = 0
    for ch in chains:
        if sizes[ch] >= safe_size:
            safe += 1
    return DEAD if safe >= 2 else MERGE


def adjacent_chains(board: list[int], cell: int) -> list[int]:
    out: list[int] = []
    for n in NEIGHBOURS[cell]:
        v = board[n]
        if 0 <= v < LONE and v not in out:
            out.append(v)
    return out


def lone_group(board: list[int], cell: int) -> list[int]:
    """`cell` and every lone tile connected to it through lone tiles."""
    group = [cell]
    seen = {cell}
    i = 0
    while i < len(group):
        for n in NEIGHBOURS[group[i]]:
            if n not in seen and board[n] == LONE:
                seen.add(n)
                group.append(n)
        i += 1
    return group
