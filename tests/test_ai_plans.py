"""The plain plans of bench/baselines.py (issue 30): each plays only legal moves and reads only its view.

The plan sits in one seat, random moves in the others (so it meets many kinds of decision). It is
handed a copy of its view made through JSON (plain data, nothing of the state behind it) and must
not change it: a plan that reached for the state, or wrote into the view, fails here.
"""
from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

import pytest

sys.path.append(str(Path(__file__).resolve().parent.parent / "bench"))   # last: bench/bot.py is no package

from baselines import BASELINES  # noqa: E402

from games import GAMES  # noqa: E402

PLANS = [(key, name) for key, plans in BASELINES.items() for name in plans]


def test_every_game_has_a_family_of_four_plans_or_more() -> None:
    assert set(BASELINES) == set(GAMES)
    assert all(len(plans) >= 4 for plans in BASELINES.values())
    assert "keep-all-nearest" in BASELINES["wallstreet"]


def _walk(key: str, name: str, seed: int, steps: int) -> int:
    """Play `steps` moves with the plan at seat 0; returns how many decisions the plan made."""
    plan = BASELINES[key][name]
    n = GAMES[key].min_players + (1 if key != "futures" else 0)
    seats = [f"p{i}" for i in range(n)]
    state = GAMES[key].new(seats, seed)
    rng = random.Random(seed)
    made = 0
    for _ in range(steps):
        if state.is_over():
            break
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        if player == seats[0]:
            view = json.loads(json.dumps(state.view(player)))
            seen = copy.deepcopy(view)
            action = plan(view, copy.deepcopy(legal), random.Random(made))
            assert action in legal, f"{name} chose {action!r}, not one of {legal!r}"
            assert view == seen, f"{name} changed its view"
            made += 1
        else:
            action = rng.choice(legal)
        state.apply(player, action)
    return made


@pytest.mark.parametrize("key,name", PLANS)
def test_a_plan_plays_only_legal_moves_from_its_view(key: str, name: str) -> None:
    steps = 40 if key == "qin" else 500
    assert _walk(key, name, 3, steps) > 0


def test_the_check_catches_an_illegal_move(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BASELINES["wallstreet"], "broken", lambda view, legal, rng: {"type": "buy", "steps": 99})
    with pytest.raises(AssertionError, match="not one of"):
        _walk("wallstreet", "broken", 3, 200)


def test_wall_street_literal_keeper_buys_the_nearest_card_capital_covers() -> None:
    plan = BASELINES["wallstreet"]["keep-all-nearest"]
    state = GAMES["wallstreet"].new(["a", "b", "c"], 5)
    rng = random.Random(5)
    checked = 0
    while not state.is_over() and checked < 20:
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        view = state.view(player)
        action = plan(view, legal, rng)
        if action["type"] == "buy":
            me = view["seats"][view["you"]["seat"]]
            step = 1 if view["trend_dir"] == "clockwise" else -1
            size = len(view["rondel"])

            def spot(n: int) -> dict:
                return view["rondel"][(me["pawn"] + step * n) % size]

            def covered(n: int) -> bool:
                s = spot(n)
                return not s["trend"] and bool(s["cards"]) and sum(c["cost"] for c in s["cards"]) <= me["capital"]
            if covered(action["steps"]):
                nearer = [a["steps"] for a in legal if a["type"] == "buy" and a["steps"] < action["steps"]]
                assert not any(covered(n) for n in nearer)
                checked += 1
        state.apply(player, action)
    assert checked > 0


def test_qin_copy_leader_places_most_pagodas_among_the_closest() -> None:
    """It follows the last tile placed, and among the closest placements puts down the most of its
    pagodas (it once picked among them at random, and random play nearly matched it)."""
    from baselines import _cell, _qin_after

    plan = BASELINES["qin"]["copy-leader"]
    state = GAMES["qin"].new(["a", "b"], 7)
    rng = random.Random(7)
    checked = 0
    while not state.is_over() and checked < 6:
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        view = state.view(player)
        last = view.get("last") or {}
        if player == "a" and last.get("cells") and len(legal) > 1:
            action = plan(view, legal, random.Random(checked))
            tx, ty = _cell(last["cells"][0])

            def distance(a: dict) -> int:
                x, y = _cell(a["cells"][0])
                return abs(x - tx) + abs(y - ty)

            def placed(a: dict) -> int:
                pos, trial, me = _qin_after(view, a)
                return pos.supply[me] - trial.supply[me]
            closest = [a for a in legal if distance(a) == min(map(distance, legal))]
            assert action in closest
            assert placed(action) == max(map(placed, closest))
            checked += 1
        else:
            action = rng.choice(legal)
        state.apply(player, action)
    assert checked == 6
