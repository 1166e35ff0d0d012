"""Build Qin positions and states directly from a few marked squares.

Used by the tests (every rule is checked on a hand-made position) and handy
for trying things at the console:

    state = scenario_state(marks={"B2": "R", "C2": "R"}, pagodas={"B2": (0, 1)})
"""
from __future__ import annotations

from games.qin.board import COLOURS, INDEX, NAMES, SIZE, Board, board, pieces
from games.qin.provinces import Position

# An open test board: all grass, villages at C3, H6 and K10, start squares far away.
TEST_ROWS = [
    ".............",
    ".............",
    "..V..........",
    ".............",
    ".............",
    ".......V.....",
    ".............",
    ".............",
    ".............",
    "..........V..",
    ".............",
    ".............",
    "..........RYB",
]
assert len(TEST_ROWS) == SIZE


def open_board() -> Board:
    return Board("test", "Test", TEST_ROWS)


def scenario_position(marks: dict[str, str] | None = None, pagodas: dict[str, tuple[int, int]] | None = None,
                      villages: dict[str, int] | None = None, supply: list[int] | None = None,
                      on: Board | None = None) -> Position:
    """marks: square -> "R"/"Y"/"B"; pagodas: anchor square -> (seat, 1 or 2); villages: square -> seat."""
    on = on or open_board()
    grid = ["." if not c else COLOURS[c - 1] for c in on.start_colours()]
    for cell, colour in (marks or {}).items():
        grid[INDEX[cell]] = colour
    pos = Position.from_data(
        on, "".join(grid),
        [[INDEX[cell], seat, level] for cell, (seat, level) in (pagodas or {}).items()],
        [[INDEX[cell], seat] for cell, seat in (villages or {}).items()],
        supply or [24, 24],
    )
    for k, group in pos.cells.items():
        if len(group) >= pos.minimum and k not in pos.owner:
            raise ValueError(f"the group at {[NAMES[x] for x in group]} needs a pagoda")
    return pos


def scenario_state(players: int = 2, marks: dict[str, str] | None = None,
                   pagodas: dict[str, tuple[int, int]] | None = None, villages: dict[str, int] | None = None,
                   supply: list[int] | None = None, hands: list[list[str]] | None = None,
                   pile: list[str] | None = None, turn: int = 0, options: dict | None = None,
                   on: Board | None = None):
    """A QinState with the given position, hands and pile (the rest as a new game)."""
    from games.qin import GAME

    state = GAME.new([f"p{i}" for i in range(players)], 1, options)
    total = pieces().pagodas[players]
    state.pos = scenario_position(marks, pagodas, villages, supply or [total] * players, on)
    if hands is not None:
        state.hands = [list(h) for h in hands]
    if pile is not None:
        state.pile = list(pile)
    state.turn = turn
    return state


def real_board(side: str = "bird") -> Board:
    return board(side)
