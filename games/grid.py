"""Square boards shared by the games that have one (Acquire, Qin)."""
from __future__ import annotations


def edge_neighbours(columns: int, rows: int) -> tuple[tuple[int, ...], ...]:
    """For each cell (row * columns + column), the cells sharing an edge with it:
    up, left, right, down, in that order."""
    def around(cell: int) -> tuple[int, ...]:
        r, c = divmod(cell, columns)
        near = []
        if r > 0:
            near.append(cell - columns)
        if c > 0:
            near.append(cell - 1)
        if c < columns - 1:
            near.append(cell + 1)
        if r < rows - 1:
            near.append(cell + columns)
        return tuple(near)

    return tuple(around(cell) for cell in range(columns * rows))
