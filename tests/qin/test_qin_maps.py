"""The two boards (our own design) and the checks made when maps and pieces load."""
from __future__ import annotations

from collections import deque

import pytest
from pydantic import ValidationError

from games.qin.board import MapGrid, board, pieces

OPEN = ["." * 13] * 12


def grid(rows: list[str]) -> str:
    return "\n".join(rows)


def test_pieces_from_the_rule_text() -> None:
    p = pieces()
    assert sum(p.tiles.values()) == 72 and set(p.tiles.values()) == {12}
    assert p.pagodas == {2: 24, 3: 19, 4: 15}
    assert p.hand_size == 3 and p.major_size == 5
    assert p.sides["bird"].provisional and p.sides["lion"].provisional


@pytest.mark.parametrize("rows,words", [
    (OPEN[:11] + ["....RYB......"], "13 rows"),
    (OPEN[:11] + ["....RYB......", "............"], "13 rows"),
    (["~" * 13] * 11 + ["....RY.......", "~" * 13], "blue start"),
    (["~" * 13] * 11 + ["....RYBR.....", "~" * 13], "red start"),
    (OPEN[:11] + ["....RYB......", "." * 13], "at most 144 grass"),
    (["~" * 13] * 11 + ["....RYB..X...", "~" * 13], "unknown squares"),
])
def test_bad_maps_are_refused(rows: list[str], words: str) -> None:
    with pytest.raises(ValidationError, match=words):
        MapGrid.model_validate({"text": grid(rows)})


def reach(b, starts: list[int], through: str) -> dict[int, int]:
    dist = {s: 0 for s in starts}
    queue = deque(starts)
    while queue:
        x = queue.popleft()
        for n in b.neighbours[x]:
            if n not in dist and b.terrain[n] in through:
                dist[n] = dist[x] + 1
                queue.append(n)
    return dist


@pytest.mark.parametrize("side", ["bird", "lion"])
def test_every_grass_square_can_be_reached_and_has_a_village_nearby(side: str) -> None:
    b = board(side)
    grass = [i for i, t in enumerate(b.terrain) if t == "."]
    assert len(grass) <= 144
    assert sorted(b.starts) == ["B", "R", "Y"]
    from_starts = reach(b, list(b.starts.values()), ".")
    assert all(g in from_starts for g in grass), "grass cut off from the start squares"
    to_village = reach(b, b.villages, ".V")
    assert max(to_village[g] for g in grass) <= 3, "a corner more than 3 squares from any village"
    # the start squares sit near the centre
    for s in b.starts.values():
        assert abs(s // 13 - 6) <= 2 and abs(s % 13 - 6) <= 2


def test_the_lion_side_is_harder() -> None:
    bird, lion = board("bird"), board("lion")
    assert lion.terrain.count("~") > bird.terrain.count("~") + 5
    assert len(lion.villages) > len(bird.villages)
    assert lion.terrain.count(".") < bird.terrain.count(".")
