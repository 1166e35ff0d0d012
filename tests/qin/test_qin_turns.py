"""Qin turns: setup, hands and the draw, parsing and refusals, passing, every way to end, the match."""
from __future__ import annotations

from collections import Counter

import pytest

from games.base import IllegalAction, english
from games.qin import GAME
from games.qin.board import INDEX, Board
from games.qin.scenario import real_board, scenario_state
from messages import args_of, message_ids
from games.qin.texts import board_name


def texts(events) -> list[str]:
    return [english(e) for e in events if e["to"] is None]


# --- setup --------------------------------------------------------------------

@pytest.mark.parametrize("n,each", [(2, 24), (3, 19), (4, 15)])
def test_pagodas_by_player_count(n: int, each: int) -> None:
    state = GAME.new([f"p{i}" for i in range(n)], 5)
    assert state.pos.supply == [each] * n
    assert state.view(None)["pagodas_each"] == each


def test_72_tiles_12_of_each_kind_and_a_hand_of_three() -> None:
    state = GAME.new(["a", "b", "c"], 9, {"start": 1})
    assert all(len(h) == 3 for h in state.hands)
    every = Counter(state.pile + [t for h in state.hands for t in h])
    assert every == {t: 12 for t in ("RR", "RY", "RB", "YY", "YB", "BB")}
    assert state.to_act() == ["a"]                           # the first seat starts


def test_options_side_and_match() -> None:
    assert GAME.new(["a", "b"], 1).pos.board.side == "bird"
    assert GAME.new(["a", "b"], 1, {"side": "lion"}).pos.board.side == "lion"
    assert GAME.new(["a", "b"], 1, {"match": True}).sides == ["bird", "lion"]
    assert GAME.new(["a", "b"], 1, {"side": "lion", "match": True}).sides == ["lion", "bird"]
    with pytest.raises(IllegalAction) as refusal:
        GAME.new(["a", "b"], 1, {"side": "tiger"})
    assert refusal.value.message_id == "common-options-refused"


def test_first_placement_must_touch_a_start_square() -> None:
    state = GAME.new(["a", "b"], 3)
    starts = set(state.pos.board.starts.values())
    nbrs = state.pos.board.neighbours
    legal = state.legal_actions("a")
    assert legal
    for action in legal:
        cells = [INDEX[c] for c in action["cells"]]
        assert any(s in nbrs[c] for c in cells for s in starts)


def test_draw_after_placing_until_the_pile_is_empty() -> None:
    state = scenario_state(marks={"F1": "Y"}, hands=[["RR", "BB", "YY"], ["BB"]], pile=["RY"])
    events = state.apply("p0", {"type": "place", "tile": "RR", "cells": ["D1", "E1"]})
    assert sorted(state.hands[0]) == ["BB", "RY", "YY"] and state.pile == []
    assert [e for e in events if e["to"] == "p0" and e["msg"] == "qin-draw" and e["args"]["tile"] == "RY"]
    assert not any("RY" in t for t in texts(events))          # the draw is secret
    state.apply("p1", {"type": "place", "tile": "BB", "cells": ["G1", "H1"]})
    state.apply("p0", {"type": "place", "tile": "YY", "cells": ["F2", "G2"]})
    assert sorted(state.hands[0]) == ["BB", "RY"]              # nothing left to draw


# --- actions ------------------------------------------------------------------

def test_every_orientation_is_listed_and_mixed_tiles_both_ways_round() -> None:
    state = scenario_state(marks={"F1": "Y"}, hands=[["RY"], ["BB"]])
    legal = state.legal_actions("p0")
    assert {"type": "place", "tile": "RY", "cells": ["E1", "E2"]} in legal
    assert {"type": "place", "tile": "RY", "cells": ["E2", "E1"]} in legal
    assert {"type": "place", "tile": "RY", "cells": ["F2", "F3"]} in legal   # upright, touching F1 with F2
    assert {"type": "place", "tile": "RY", "cells": ["G1", "H1"]} in legal
    assert len(legal) == len({(a["tile"], tuple(a["cells"])) for a in legal})


def test_typed_forms_are_understood() -> None:
    for action in ({"type": "place", "tile": "yr", "cells": ["e2", "e1"]},      # yellow E2, red E1
                   {"type": "place", "tile": "RY", "cells": ["E1", "E2"]}):
        state = scenario_state(marks={"F1": "B"}, hands=[["RY"], ["BB"]])
        state.apply("p0", action)
        assert state.pos.colour[INDEX["E1"]] == 1 and state.pos.colour[INDEX["E2"]] == 2
    state = scenario_state(marks={"F1": "B"}, hands=[["RR"], ["BB"]])
    state.apply("p0", {"type": "place", "tile": "RR", "cells": ["E2", "E1"]})
    assert state.pos.colour[INDEX["E1"]] == state.pos.colour[INDEX["E2"]] == 1


@pytest.mark.parametrize("action,words", [
    ({"type": "pass"}, "tile placement"),
    ({"type": "place", "tile": "RY", "cells": ["E1", "E2"], "x": 1}, "tile placement"),
    ({"type": "place", "tile": "RG", "cells": ["E1", "E2"]}, "two of R, Y, B"),
    ({"type": "place", "tile": "RY", "cells": ["E1"]}, "two squares"),
    ({"type": "place", "tile": "RY", "cells": ["E1", "Z9"]}, "two squares"),
    ({"type": "place", "tile": "BB", "cells": ["E1", "E2"]}, "don't hold"),
    ({"type": "place", "tile": "RY", "cells": ["E1", "E3"]}, "side by side"),
    ({"type": "place", "tile": "RY", "cells": ["C2", "C3"]}, "village"),
    ({"type": "place", "tile": "RY", "cells": ["F1", "F2"]}, "already coloured"),
    ({"type": "place", "tile": "RY", "cells": ["A9", "A10"]}, "touch a coloured square"),
])
def test_refusals_say_what_is_allowed_and_change_nothing(action: dict, words: str) -> None:
    state = scenario_state(marks={"F1": "Y"}, hands=[["RY", "YY", "RR"], ["BB"]])
    before = (state.pos.grid(), list(state.pos.supply), repr(state.hands), state.turn)
    with pytest.raises(IllegalAction) as err:
        state.apply("p0", action)
    assert words in str(err.value)
    assert (state.pos.grid(), list(state.pos.supply), repr(state.hands), state.turn) == before


def test_water_is_refused() -> None:
    state = GAME.new(["a", "b"], 1)
    water = next(i for i, t in enumerate(state.pos.board.terrain) if t == "~")
    from games.qin.board import NAMES
    other = state.pos.board.neighbours[water][0]
    tile = state.hands[0][0]
    with pytest.raises(IllegalAction) as refusal:
        state.apply("a", {"type": "place", "tile": tile, "cells": [NAMES[water], NAMES[other]]})
    assert refusal.value.message == {'msg': 'qin-square-water', 'args': {'square': 'G1'}}


def test_off_turn_players_are_refused() -> None:
    state = GAME.new(["a", "b"], 1)
    action = state.legal_actions("a")[0]
    assert state.legal_actions("b") == []
    with pytest.raises(IllegalAction) as refusal:
        state.apply("b", action)
    assert refusal.value.message == {'msg': 'common-not-your-move', 'args': {'waiting': {'list': [{'player': 'a'}], 'style': 'and'}}}


def test_describe_is_short_and_readable() -> None:
    state = GAME.new(["a", "b", "c", "d"], 2)
    for action in state.legal_actions("a"):
        label = state.describe(action)
        assert label.startswith("Place ") and len(label) <= 80
    assert state.describe({"type": "place", "tile": "RY", "cells": ["C4", "C5"]}) == "Place RY: red C4, yellow C5"
    assert state.describe({"type": "place", "tile": "BB", "cells": ["C4", "C5"]}) == "Place BB on C4 + C5"


# --- passing and the end ------------------------------------------------------------

# A tiny board: grass A1-F1 and H1-I1, H2; the rest water.
TINY = ["......~..~~~~", "~~~~~~~.~~~~~"] + ["~" * 13] * 10 + ["~~~~~~~~~~RYB"]


def tiny_state(hands: list[list[str]], supply: list[int] | None = None):
    return scenario_state(
        marks={"A1": "Y", "B1": "Y", "E1": "Y", "F1": "Y", "H2": "B"},
        pagodas={"A1": (0, 1), "E1": (1, 1)}, supply=supply or [23, 23], hands=hands, pile=[],
        on=Board("tiny", "Tiny", TINY))


def test_a_player_without_a_legal_placement_passes_and_the_game_ends_when_nobody_can_place() -> None:
    state = tiny_state([["RR", "BB"], ["YY"]])
    # seat 1's only tile would join two yellow provinces of 2 of different owners: never legal here
    events = state.apply("p0", {"type": "place", "tile": "RR", "cells": ["H1", "I1"]})
    assert "<@p1> cannot place a tile and passes." in texts(events)
    assert state.to_act() == ["p0"]
    events = state.apply("p0", {"type": "place", "tile": "BB", "cells": ["C1", "D1"]})
    assert state.is_over() and state.to_act() == []
    assert "qin-blocked" in message_ids(*events)
    assert state.scores() == {"p0": 3, "p1": 1}             # the blue tile founded a province too
    assert state.winners() == ["p0"]


def test_a_tie_at_the_end_is_shared() -> None:
    state = tiny_state([["RB"], []])
    state.apply("p0", {"type": "place", "tile": "RB", "cells": ["H1", "I1"]})   # founds nothing
    assert state.is_over()
    assert state.scores() == {"p0": 1, "p1": 1}
    assert state.winners() == ["p0", "p1"]


def test_placing_the_last_pagoda_wins_at_once() -> None:
    state = scenario_state(marks={"F1": "Y"}, supply=[1, 10], hands=[["YY", "BB", "BB"], ["BB"]],
                           pile=["RR"] * 5)
    events = state.apply("p0", {"type": "place", "tile": "YY", "cells": ["F2", "F3"]})
    assert state.is_over() and state.winners() == ["p0"]
    assert "<@p0> has placed every pagoda!" in texts(events)
    scores = state.scores()
    assert scores["p0"] == 24 and scores["p0"] > scores["p1"]


def test_a_player_can_win_on_someone_elses_turn() -> None:
    # seat 1 has one pagoda left; seat 0 makes seat 1's province major, placing seat 1's last pagoda
    state = scenario_state(marks={c: "B" for c in ("E4", "F4", "G4", "H4")}, pagodas={"E4": (1, 1)},
                           supply=[24, 1], hands=[["BB", "RR", "RR"], ["YY"]], pile=["RR"] * 5)
    events = state.apply("p0", {"type": "place", "tile": "BB", "cells": ["E5", "F5"]})
    assert state.is_over() and state.winners() == ["p1"]
    assert "<@p1> has placed every pagoda!" in texts(events)
    assert state.scores()["p1"] == 24


def test_an_off_turn_win_through_a_village() -> None:
    state = scenario_state(marks={"E2": "R", "F2": "R"}, pagodas={"E2": (1, 1)}, supply=[24, 1],
                           hands=[["RR"], ["YY"]], pile=["BB"] * 3)
    state.apply("p0", {"type": "place", "tile": "RR", "cells": ["C2", "D2"]})   # C2 touches the village C3
    assert state.winners() == ["p1"]


def test_two_players_finishing_with_one_tile_share_the_win() -> None:
    state = scenario_state(
        marks={"A11": "R", "A12": "R", "A13": "R", "B13": "R", "C11": "B", "C12": "B", "C13": "B", "D13": "B"},
        pagodas={"A11": (0, 1), "C11": (1, 1)}, supply=[1, 1], hands=[["RB"], ["YY"]], pile=["BB"])
    state.apply("p0", {"type": "place", "tile": "RB", "cells": ["B12", "B11"]})
    assert state.winners() == ["p0", "p1"]


# --- the match ------------------------------------------------------------------------

def test_the_match_plays_both_sides_and_fewest_left_over_wins() -> None:
    state = scenario_state(marks={"F7": "R"}, supply=[1, 20], hands=[["RR", "BB", "BB"], ["YY"]],
                           pile=["BB"] * 4, options={"match": True}, on=real_board("bird"))
    # bird: F7 is the red start; a red tile next to it founds with seat 0's last pagoda
    events = state.apply("p0", {"type": "place", "tile": "RR", "cells": ["D7", "E7"]})
    assert not state.is_over()
    assert state.pos.board.side == "lion" and state.board_no == 1
    assert state.pos.supply == [24, 24] and all(len(h) == 3 for h in state.hands)
    assert state.to_act() == ["p1"]                                   # the next seat starts board 2
    assert [args["board"] for args in args_of("qin-second-board", *events)] == [board_name("lion")]
    assert state.scores() == {"p0": 24, "p1": 4}
    loaded = GAME.load(state.dump())
    assert loaded.dump() == state.dump()
    # finish board 2 at once: seat 1 places its last pagoda
    state.pos.supply = [3, 1]
    start_red = state.pos.board.starts["R"]
    from games.qin.board import NAMES
    nbr = [n for n in state.pos.board.grass_neighbours[start_red]][0]
    far = [n for n in state.pos.board.grass_neighbours[nbr] if n != start_red][0]
    state.hands[1] = ["RR"]
    cells = sorted([nbr, far])
    state.apply("p1", {"type": "place", "tile": "RR", "cells": [NAMES[c] for c in cells]})
    assert state.is_over()
    assert state.left_over() == [3, 20]                      # 0 + 3 and 20 + 0
    assert state.scores() == {"p0": 45, "p1": 28}            # pagodas placed over both boards
    assert state.winners() == ["p0"]
    view = state.view(None)
    assert [r["side"] for r in view["results"]] == ["bird", "lion"]
    assert view["left_over"] == {"p0": 3, "p1": 20}
