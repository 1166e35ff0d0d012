"""bench/ai_league.py and its scripted baselines: legal play, sound intervals, a readable page."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.append(str(Path(__file__).resolve().parent.parent / "bench"))   # last: bench/bot.py is no package

import ai_league  # noqa: E402
from baselines import BASELINES  # noqa: E402

from games import GAMES  # noqa: E402
from random_play import ai_chooser, play_out

pytestmark = pytest.mark.slow   # a sweep: run by CI and `pytest`, left out of `pytest -m "not slow"`


def test_every_game_has_two_scripted_baselines() -> None:
    assert set(BASELINES) == set(GAMES)
    assert all(len(plans) >= 2 for plans in BASELINES.values())


@pytest.mark.parametrize("key,name", [(k, n) for k, plans in BASELINES.items() for n in plans])
def test_a_baseline_plays_legal_moves(key: str, name: str) -> None:
    choose = BASELINES[key][name]
    n = GAMES[key].min_players + (1 if key != "futures" else 0)
    steps = 12 if key == "qin" else 400               # a Qin plan weighs ~150 placements a move
    play_out(key, n, 2, steps=steps, chooser=ai_chooser(choose))   # the walk checks each move is legal


def test_the_interval_holds_the_rate_and_narrows_with_games() -> None:
    low, high = ai_league.wilson(30, 100)
    assert low < 0.30 < high
    low2, high2 = ai_league.wilson(120, 400)
    assert high2 - low2 < high - low
    assert ai_league.wilson(0, 10)[0] == 0.0


def test_pairings_seat_one_entrant_against_a_field() -> None:
    names = ["a", "b", "c"]
    assert ai_league.pairings("x", 2, names) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert len(ai_league.pairings("x", 3, names)) == 6


def test_the_page_names_budget_machine_and_verdict(tmp_path: Path) -> None:
    results = {"futures|3|hard|normal|300 ms": {
        "games": 40, "wins": 30, "budget": "300 ms", "machine": "test box", "load": "1.0",
        "date": "2026-01-01 00:00 UTC", "times": {"decisions": 9, "mean_ms": 301, "p95_ms": 320, "max_ms": 330}}}
    out = tmp_path / "ai.md"
    ai_league.write_page(out, results)
    text = out.read_text()
    assert "test box" in text and "300 ms" in text and "above fair" in text and "| 320 ms |" in text


class _InlinePool:
    """ProcessPoolExecutor's map, run in this process (lazily, as the real one hands results back)."""

    def __init__(self, *args, **kwargs) -> None:
        pass

    def map(self, fn, items):
        return (fn(item) for item in items)

    def shutdown(self) -> None:
        pass


def test_a_hard_pairing_stopped_part_way_keeps_the_games_it_played(tmp_path: Path, monkeypatch) -> None:
    chunks = []

    def fake_play_many(args: tuple) -> tuple[float, int, list[float]]:
        if len(chunks) == 5:                # the 26th game never finishes: the run is stopped
            raise KeyboardInterrupt
        chunks.append(args)
        return 3.0, len(args[4]), [0.1, 0.2]

    monkeypatch.setattr(ai_league, "ProcessPoolExecutor", _InlinePool)
    monkeypatch.setattr(ai_league, "_play_many", fake_play_many)
    results = tmp_path / "results.json"
    monkeypatch.setattr(sys, "argv", ["ai_league.py", "--only", "futures", "--players", "3", "--pairs",
                                      "hard:normal", "--rounds", "2", "--games", "400",
                                      "--results", str(results), "--out", str(tmp_path / "ai.md")])
    with pytest.raises(KeyboardInterrupt):
        ai_league.main()
    import json
    row = json.loads(results.read_text())["futures|3|hard|normal|2 rounds"]
    assert row["games"] == 20 and row["wins"] == 12.0 and row["times"]["decisions"] == 8


def test_a_resumed_pairing_goes_on_from_its_next_seed_and_adds_to_the_row(tmp_path: Path, monkeypatch) -> None:
    seeds = []

    def fake_play_many(args: tuple) -> tuple[float, int, list[float]]:
        seeds.extend(args[4])
        return 2.0, len(args[4]), [0.1, 0.3, 0.5]

    monkeypatch.setattr(ai_league, "ProcessPoolExecutor", _InlinePool)
    monkeypatch.setattr(ai_league, "_play_many", fake_play_many)
    import json
    results = tmp_path / "results.json"
    kept = {"games": 20, "wins": 11.0, "budget": "2 rounds", "machine": "m", "load": "1.0", "date": "d",
            "times": {"decisions": 40, "mean_ms": 100.0, "p95_ms": 900.0, "max_ms": 950.0}}
    results.write_text(json.dumps({"futures|3|hard|normal|2 rounds": kept}))
    argv = ["ai_league.py", "--only", "futures", "--players", "3", "--pairs", "hard:normal", "--rounds", "2",
            "--games", "30", "--resume", "--results", str(results), "--out", str(tmp_path / "ai.md")]
    monkeypatch.setattr(sys, "argv", argv)
    ai_league.main()
    row = json.loads(results.read_text())["futures|3|hard|normal|2 rounds"]
    assert seeds == list(range(20, 30))                 # the kept games' seeds are not played again
    assert row["games"] == 30 and row["wins"] == 11.0 + 4.0
    assert row["times"]["decisions"] == 40 + 6
    assert row["times"]["mean_ms"] == pytest.approx((40 * 100.0 + 6 * 300.0) / 46)
    assert row["times"]["p95_ms"] == 900.0 and row["times"]["max_ms"] == 950.0
    seeds.clear()
    ai_league.main()                                    # already 30 games: nothing more to play
    assert seeds == []
