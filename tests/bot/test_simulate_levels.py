"""`boardroom simulate` with levels: every seat at one level (--level) or one per seat (--levels)."""
from __future__ import annotations

from pathlib import Path

import pytest

from bot.console.simulate import seat_levels, simulate
from test_bot_console import boardroom


def test_seat_levels_read_one_level_for_all_or_one_per_seat() -> None:
    assert seat_levels(3) == ["normal"] * 3
    assert seat_levels(2, level="Hard") == ["hard", "hard"]
    assert seat_levels(3, levels="hard,normal,easy") == ["hard", "normal", "easy"]
    assert seat_levels(2, levels=["easy", "hard"]) == ["easy", "hard"]


@pytest.mark.parametrize("level, levels, says", [
    ("genius", None, "the levels are easy, normal, hard"),
    (None, "hard,normal", "give one per seat"),
    (None, "hard,normal,brilliant", "the levels are easy, normal, hard"),
    ("hard", "hard,normal,easy", "not both"),
])
def test_seat_levels_refuse_what_cannot_be_played(level, levels, says) -> None:
    with pytest.raises(ValueError, match=says):
        seat_levels(3, level, levels)


async def test_simulate_seats_each_computer_at_its_level(tmp_path: Path) -> None:
    result = await simulate("stockpile", 2, 3, tmp_path, pictures=False, levels=["easy", "normal"])
    assert sorted(result["levels"].values()) == ["easy", "normal"]
    assert sorted(result["names"].values()) == ["Ada (computer, easy)", "Babbage (computer, normal)"]
    assert result["winners"] and result["moves"] > 0


def test_simulate_command_takes_levels_per_seat(tmp_path: Path) -> None:
    done = boardroom(["simulate", "highcard", "--players", "2", "--seed", "4", "--out", str(tmp_path / "a"),
                      "--levels", "hard,easy"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "(computer, hard)" in done.stdout and "(computer, easy)" in done.stdout and "(winner)" in done.stdout
    wrong = boardroom(["simulate", "highcard", "--players", "3", "--out", str(tmp_path / "b"),
                       "--levels", "hard,easy"], tmp_path)
    assert wrong.returncode == 2 and "give one per seat" in wrong.stdout
    assert not (tmp_path / "b").exists()
