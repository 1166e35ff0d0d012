"""Every event one Qin tile can cause, alone and together, on hand-made positions.

The open test board (games/qin/scenario.py) is all grass with villages at C3, H6
and K10; the village C3 touches C2, B3, D3 and C4.
"""
from __future__ import annotations

import pytest

from games.base import IllegalAction, english
from games.qin.board import INDEX
from games.qin.scenario import scenario_state


def place(state, tile: str, a: str, b: str, player: str | None = None) -> list[str]:
    player = player or state.players[state.turn]
    if tile[0] == tile[1]:
        a, b = sorted((a, b), key=INDEX.get)
    action = {"type": "place", "tile": tile, "cells": [a, b]}
    assert action in state.legal_actions(player), f"{action} should be legal"
    return [english(e) for e in state.apply(player, action) if e["to"] is None]


def province(state, cell: str) -> tuple[int, int, int]:
    """(owner seat, pagodas, size) of the group holding `cell`."""
    pos = state.pos
    k = pos.comp[INDEX[cell]]
    return pos.owner.get(k, -1), pos.level.get(k, 0), len(pos.cells[k])


def village(state, cell: str) -> int:
    return state.pos.village.get(INDEX[cell], -1)


def supply(state) -> list[int]:
    return list(state.pos.supply)


def snapshot(state) -> tuple:
    pos = state.pos
    return (pos.grid(), pos.pagoda_list(), pos.village_list(), list(pos.supply), repr(state.hands),
            list(state.pile), state.turn)


def refused(state, tile: str, a: str, b: str, words: str) -> None:
    player = state.players[state.turn]
    if tile[0] == tile[1]:
        a, b = sorted((a, b), key=INDEX.get)
    action = {"type": "place", "tile": tile, "cells": [a, b]}
    assert action not in state.legal_actions(player)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(player, action)
    assert words in str(err.value)
    assert snapshot(state) == before


HAND = ["RR", "RY", "YY", "YB", "BB", "RB"]


def hands(*tiles: str) -> list[list[str]]:
    return [list(tiles), ["BB", "BB", "BB"]]


# --- founding -------------------------------------------------------------------

def test_a_same_colour_tile_alone_founds_a_province() -> None:
    state = scenario_state(marks={"F1": "Y"}, hands=hands("RR"))
    texts = place(state, "RR", "D1", "E1")
    assert province(state, "D1") == (0, 1, 2)
    assert supply(state) == [23, 24]
    assert any("founds a red province (2 squares)" in t for t in texts)


def test_a_half_joining_a_lone_square_founds_a_province() -> None:
    state = scenario_state(marks={"E5": "R"}, hands=hands("RY"))
    place(state, "RY", "E4", "E3")
    assert province(state, "E5") == (0, 1, 2)
    assert province(state, "E3") == (-1, 0, 1)           # the yellow half stays a lone square
    assert supply(state) == [23, 24]


def test_founding_next_to_a_start_square() -> None:
    from games.qin.scenario import real_board
    state = scenario_state(hands=hands("RR"), on=real_board("bird"))
    # bird: red start F7; a red tile beside it makes a province of 3
    place(state, "RR", "E7", "D7")
    assert province(state, "F7") == (0, 1, 3)


def test_founding_a_province_of_five_at_once_makes_it_major() -> None:
    # lone red squares around the tile E4-E5, none touching another
    state = scenario_state(marks={"E3": "R", "D4": "R", "F5": "R", "E6": "R"}, hands=hands("RR"))
    texts = place(state, "RR", "E4", "E5")
    assert province(state, "E4") == (0, 2, 6)
    assert supply(state) == [22, 24]
    assert any("major" in t for t in texts)


# --- extending ------------------------------------------------------------------

def test_extending_keeps_the_owner_and_costs_nothing() -> None:
    state = scenario_state(marks={"E4": "B", "F4": "B"}, pagodas={"E4": (1, 1)}, supply=[24, 23],
                           hands=hands("BB"))
    texts = place(state, "BB", "G4", "H4")
    assert province(state, "E4") == (1, 1, 4)
    assert supply(state) == [24, 23]
    assert any("grows to 4 squares" in t for t in texts)


def test_a_major_province_gets_the_second_pagoda_of_its_owner_whoever_enlarges_it() -> None:
    state = scenario_state(marks={"E5": "B", "F5": "B", "G5": "B"}, pagodas={"E5": (1, 1)},
                           supply=[24, 23], hands=hands("BB"))
    texts = place(state, "BB", "E6", "F6")                   # placed by seat 0
    assert province(state, "E5") == (1, 2, 5)
    assert supply(state) == [24, 22]
    assert any("reaches 5 squares: a major province" in t for t in texts)


def test_a_major_province_never_gets_a_third_pagoda() -> None:
    marks = {c: "B" for c in ("E8", "F8", "G8", "H8", "I8")}
    state = scenario_state(marks=marks, pagodas={"E8": (0, 2)}, supply=[22, 24], hands=hands("BB"))
    place(state, "BB", "E9", "F9")
    assert province(state, "E8") == (0, 2, 7)
    assert supply(state) == [22, 24]


# --- villages -------------------------------------------------------------------

def test_connecting_a_free_village_places_a_pagoda_on_it() -> None:
    state = scenario_state(marks={"A3": "Y"}, hands=hands("YY"))
    texts = place(state, "YY", "B3", "B4")                   # B3 touches the village C3
    assert province(state, "B3") == (0, 1, 3)
    assert village(state, "C3") == 0
    assert supply(state) == [22, 24]
    assert any("takes the village at C3" in t for t in texts)


def test_a_village_goes_to_the_province_owner_when_someone_else_connects_it() -> None:
    state = scenario_state(marks={"E2": "R", "F2": "R"}, pagodas={"E2": (1, 1)}, supply=[24, 23],
                           hands=hands("RR"))
    place(state, "RR", "C2", "D2")                           # seat 0 extends seat 1's province to C3
    assert province(state, "C2") == (1, 1, 4)
    assert village(state, "C3") == 1
    assert supply(state) == [24, 22]


def test_a_lone_square_next_to_a_village_does_not_take_it() -> None:
    state = scenario_state(marks={"D1": "B"}, hands=hands("RY"))
    place(state, "RY", "D2", "C2")                           # yellow C2 touches C3 but is alone
    assert village(state, "C3") == -1


def test_a_village_is_conquered_by_more_pagodas_and_the_old_pagoda_goes_back() -> None:
    # seat 0 holds C3 with a single red province; seat 1's blue province becomes major next to it
    state = scenario_state(
        marks={"B3": "R", "B2": "R", "E3": "B", "F3": "B", "G3": "B"},
        pagodas={"B3": (0, 1), "E3": (1, 1)}, villages={"C3": 0}, supply=[22, 23],
        hands=hands("BB"))
    texts = place(state, "BB", "D3", "D4")                   # blue grows to 5 and touches C3
    assert province(state, "D3") == (1, 2, 5)
    assert village(state, "C3") == 1
    assert supply(state) == [23, 21]                         # seat 0 got its village pagoda back
    assert any("conquers the village at C3" in t for t in texts)


def test_a_village_changes_hands_then_goes_empty_on_a_tie() -> None:
    state = scenario_state(
        marks={"B3": "R", "B4": "R", "B5": "R", "E2": "Y", "F2": "Y", "G2": "Y"},
        pagodas={"B3": (0, 1), "E2": (1, 1)}, villages={"C3": 0}, supply=[22, 23],
        hands=[["BB", "RR", "BB"], ["YY", "BB", "BB"]], turn=1)
    texts = place(state, "YY", "C2", "D2")                   # yellow 5: major, 2 against 1
    assert province(state, "C2") == (1, 2, 5)
    assert village(state, "C3") == 1
    assert supply(state) == [23, 21]
    assert any("conquers the village at C3 from <@p0>" in t for t in texts)
    texts = place(state, "RR", "A5", "A6")                   # red 5: major, 2 against 2
    assert province(state, "B3") == (0, 2, 5)
    assert village(state, "C3") == -1
    assert supply(state) == [22, 22]
    assert any("village at C3 is now tied" in t for t in texts)


def test_a_tied_village_is_taken_by_whoever_pulls_ahead() -> None:
    state = scenario_state(
        marks={"B3": "R", "B4": "R", "D3": "Y", "E3": "Y"},
        pagodas={"B3": (0, 1), "D3": (1, 1)}, supply=[23, 23], hands=hands("RR"))
    place(state, "RR", "A4", "A5")                           # red B3 B4 A4 A5 = 4 squares: still 1 against 1
    assert village(state, "C3") == -1
    state.turn = 0
    state.hands[0] = ["RR"]
    place(state, "RR", "A6", "A7")                           # red 6 squares: major, 2 against 1
    assert province(state, "B3") == (0, 2, 6)
    assert village(state, "C3") == 0


def test_a_village_counts_each_touching_province_once_and_all_of_one_owner() -> None:
    # seat 0 touches C3 with two provinces (red and blue) = 2; seat 1 with a double = 2 -> tie
    state = scenario_state(
        marks={"B3": "R", "A3": "R", "C4": "B", "C5": "B", "D3": "Y", "E3": "Y", "F3": "Y", "G3": "Y"},
        pagodas={"B3": (0, 1), "C4": (0, 1), "D3": (1, 1)}, supply=[22, 23], hands=hands("YY"))
    place(state, "YY", "D2", "E2")                           # yellow 6: major -> 2 against 2
    assert province(state, "D3") == (1, 2, 6)
    assert village(state, "C3") == -1


# --- absorbing and joining --------------------------------------------------------

def test_a_larger_province_absorbs_a_smaller_one_and_its_pagoda_goes_back() -> None:
    state = scenario_state(
        marks={"B5": "R", "C5": "R", "E5": "R", "F5": "R", "G5": "R"},
        pagodas={"B5": (0, 1), "E5": (1, 1)}, supply=[23, 23], hands=hands("RY"))
    texts = place(state, "RY", "D5", "D6")                   # joins 2 and 3 (+1) = 6: major
    assert province(state, "B5") == (1, 2, 6)
    assert supply(state) == [24, 22]
    assert any("absorbs <@p0>'s (2 squares)" in t for t in texts)


def test_the_placer_can_lose_their_own_province_by_joining() -> None:
    state = scenario_state(
        marks={"B5": "R", "C5": "R", "E5": "R", "F5": "R", "G5": "R"},
        pagodas={"B5": (1, 1), "E5": (0, 1)}, supply=[23, 23], hands=hands("RR"))
    place(state, "RR", "D4", "D5")                           # 2 + 3 + 2 = 7, seat 0 (larger) keeps it
    assert province(state, "B5") == (0, 2, 7)
    assert supply(state) == [22, 24]


def test_a_major_province_absorbs_and_keeps_its_double_pagoda() -> None:
    marks = {c: "B" for c in ("A8", "B8", "C8", "D8", "E8", "G8", "H8")}
    state = scenario_state(marks=marks, pagodas={"A8": (0, 2), "G8": (1, 1)}, supply=[22, 23],
                           hands=hands("YB"))
    place(state, "YB", "F9", "F8")                           # blue half joins the 5 and the 2
    assert province(state, "A8") == (0, 2, 8)
    assert supply(state) == [22, 24]


def test_joining_provinces_of_one_owner_keeps_one_stack_and_returns_the_rest() -> None:
    state = scenario_state(
        marks={"B7": "Y", "C7": "Y", "E7": "Y", "F7": "Y"},
        pagodas={"B7": (0, 1), "E7": (0, 1)}, supply=[22, 24], hands=hands("YB"))
    texts = place(state, "YB", "D7", "D8")                   # 2 + 2 + 1 = 5: one stack, made double
    assert province(state, "B7") == (0, 2, 5)
    assert supply(state) == [22, 24]                         # one back, one up again
    assert sum(1 for k in state.pos.owner if state.pos.owner[k] == 0) == 1
    assert any("provinces of <@p0>" in t for t in texts)


def test_equal_provinces_of_one_owner_may_join() -> None:
    state = scenario_state(
        marks={"B7": "Y", "C7": "Y", "E7": "Y", "F7": "Y"},
        pagodas={"B7": (0, 1), "E7": (0, 1)}, supply=[22, 24], hands=hands("YY"))
    place(state, "YY", "D7", "D6")
    assert province(state, "B7") == (0, 2, 6)


def test_equal_provinces_of_different_owners_may_not_join() -> None:
    state = scenario_state(
        marks={"B7": "Y", "C7": "Y", "E7": "Y", "F7": "Y"},
        pagodas={"B7": (0, 1), "E7": (1, 1)}, supply=[23, 23], hands=hands("YY", "RY"))
    refused(state, "YY", "D7", "D6", "equal size")
    refused(state, "RY", "D6", "D7", "equal size")
    # the same tile elsewhere, or turned so the yellow half misses, is fine
    assert {"type": "place", "tile": "RY", "cells": ["D7", "D6"]} in state.legal_actions("p0")


def test_two_major_provinces_never_join_even_of_one_owner() -> None:
    marks = {c: "R" for c in ("A9", "B9", "C9", "D9", "E9", "G9", "H9", "I9", "J9", "K9")}
    state = scenario_state(marks=marks, pagodas={"A9": (0, 2), "G9": (0, 2)}, supply=[20, 24],
                           hands=hands("RR"))
    refused(state, "RR", "F9", "F10", "two major")


def test_a_major_province_is_never_absorbed() -> None:
    # a major of 5 and a province of 5 cannot meet; a 4 meeting a 5 is absorbed by the 5
    marks = {c: "R" for c in ("A9", "B9", "C9", "D9", "E9", "G9", "H9", "I9", "J9")}
    state = scenario_state(marks=marks, pagodas={"A9": (1, 2), "G9": (0, 1)}, supply=[23, 22],
                           hands=hands("RR"))
    place(state, "RR", "F9", "F10")
    assert province(state, "A9") == (1, 2, 11)
    assert supply(state) == [24, 22]


def test_three_provinces_where_two_of_different_owners_have_equal_size_may_not_join() -> None:
    # decision: any two provinces of different owners with equal size block the join
    state = scenario_state(
        marks={"D10": "R", "D11": "R", "D12": "R", "F11": "R", "G11": "R", "E9": "R", "E8": "R"},
        pagodas={"D10": (0, 1), "F11": (1, 1), "E9": (0, 1)}, supply=[22, 23],
        hands=[["RR"], ["RR"]])
    # E10-E11 touches D10/D11 (3, seat 0), F11 (2, seat 1) and E9 (2, seat 0): 2 vs 2 -> refused
    refused(state, "RR", "E10", "E11", "equal size")


def test_three_provinces_join_into_the_largest() -> None:
    # E10-E11 touches seat 0's 3 (D10-D12) and two provinces of 2 of seat 1 (F11-G11, E8-E9):
    # equal sizes of one owner are fine; seat 0 absorbs both and the 9 squares are major.
    state = scenario_state(
        marks={"D10": "R", "D11": "R", "D12": "R", "F11": "R", "G11": "R", "E8": "R", "E9": "R"},
        pagodas={"D10": (0, 1), "F11": (1, 1), "E8": (1, 1)}, supply=[23, 22],
        hands=[["RR"], ["RR"]])
    texts = place(state, "RR", "E10", "E11")
    assert province(state, "D10") == (0, 2, 9)
    assert supply(state) == [22, 24]
    assert sum("absorbs" in t for t in texts) == 2


# --- everything at once ----------------------------------------------------------

def test_one_tile_founds_a_province_and_absorbs_another() -> None:
    state = scenario_state(
        marks={"B5": "R", "C5": "R", "E5": "R", "F5": "R", "G5": "R", "D7": "Y"},
        pagodas={"B5": (1, 1), "E5": (0, 1)}, supply=[23, 23], hands=hands("RY"))
    texts = place(state, "RY", "D5", "D6")                   # red joins (seat 0 absorbs), yellow founds
    assert province(state, "D5") == (0, 2, 6)
    assert province(state, "D6") == (0, 1, 2)
    assert supply(state) == [21, 24]
    assert any("absorbs <@p1>'s" in t for t in texts)
    assert any("founds a yellow province" in t for t in texts)


def test_one_tile_absorbs_makes_major_and_conquers_a_village() -> None:
    # seat 1 holds C3 with its red province B3-B4; seat 0's red province C5-C6-C7 absorbs it via C4?
    # C4 touches the village C3 too.
    state = scenario_state(
        marks={"B3": "R", "B4": "R", "D5": "R", "D6": "R", "D7": "R"},
        pagodas={"B3": (1, 1), "D5": (0, 1)}, villages={"C3": 1}, supply=[23, 22], hands=hands("RR"))
    texts = place(state, "RR", "C4", "C5")                   # 2 + 3 + 2 = 7 for seat 0
    assert province(state, "C4") == (0, 2, 7)
    assert village(state, "C3") == 0
    assert supply(state) == [21, 24]
    assert any("absorbs" in t for t in texts) and any("major" in t for t in texts)
    assert any("C3" in t for t in texts)


def test_one_tile_extends_two_provinces_of_two_colours() -> None:
    state = scenario_state(
        marks={"H9": "R", "H10": "R", "I11": "B", "J11": "B", "I12": "B"},
        pagodas={"H9": (0, 1), "I11": (1, 1)}, supply=[23, 23], hands=hands("RB"))
    place(state, "RB", "H11", "H12")                         # red H11 -> 3 squares, blue H12 -> 4
    assert province(state, "H11") == (0, 1, 3)
    assert province(state, "H12") == (1, 1, 4)
    assert supply(state) == [23, 23]


def test_one_tile_makes_two_provinces_major_for_two_owners() -> None:
    state = scenario_state(
        marks={"A11": "R", "A12": "R", "A13": "R", "B13": "R", "C11": "B", "C12": "B", "C13": "B", "D13": "B"},
        pagodas={"A11": (0, 1), "C11": (1, 1)}, supply=[23, 23], hands=hands("RB"))
    texts = place(state, "RB", "B12", "B11")                 # red B12 joins A12/B13, blue B11 joins C11
    assert province(state, "A11") == (0, 2, 5)
    assert province(state, "C11") == (1, 2, 5)
    assert supply(state) == [22, 22]
    assert sum("major" in t for t in texts) == 2


def test_absorbing_the_holder_of_a_village_takes_the_village() -> None:
    # seat 0 holds C3 via B3-B2 (red); seat 1's red province D3-E3-F3 is larger and absorbs it.
    state = scenario_state(
        marks={"B3": "R", "B2": "R", "D4": "R", "E4": "R", "F4": "R"},
        pagodas={"B3": (0, 1), "D4": (1, 1)}, villages={"C3": 0}, supply=[22, 23], hands=hands("RR"))
    place(state, "RR", "B4", "C4")                           # 2 + 3 + 2 = 7 for seat 1, touching C3
    assert province(state, "B3") == (1, 2, 7)
    assert village(state, "C3") == 1
    assert supply(state) == [24, 21]
