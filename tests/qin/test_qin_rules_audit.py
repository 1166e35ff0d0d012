"""Rules audit: sentences of the Chinese rule text (seeds/qin_zh.txt) that the other
Qin test files did not pin down yet, each quoted in its test's docstring.

The open test board (games/qin/scenario.py) is all grass with villages at C3, H6
and K10; the village C3 touches C2, B3, D3 and C4.
"""
from __future__ import annotations

import json
from collections import deque

import pytest

from games.base import IllegalAction, english
from games.qin import GAME
from games.qin.board import INDEX, NAMES, board
from games.qin.scenario import real_board, scenario_state
from random_play import random_walk


def place(state, tile: str, a: str, b: str) -> list[str]:
    player = state.players[state.turn]
    if tile[0] == tile[1]:
        a, b = sorted((a, b), key=INDEX.get)
    action = {"type": "place", "tile": tile, "cells": [a, b]}
    assert action in state.legal_actions(player), f"{action} should be legal"
    return [english(e) for e in state.apply(player, action) if e["to"] is None]


def refusal(state, tile: str, a: str, b: str) -> str:
    player = state.players[state.turn]
    action = {"type": "place", "tile": tile, "cells": [a, b]}
    assert action not in state.legal_actions(player)
    before = state.dump()
    with pytest.raises(IllegalAction) as err:
        state.apply(player, action)
    assert state.dump() == before
    return str(err.value)


def province(state, cell: str) -> tuple[int, int, int]:
    """(owner seat, pagodas, size) of the group holding `cell`."""
    pos = state.pos
    k = pos.comp[INDEX[cell]]
    return pos.owner.get(k, -1), pos.level.get(k, 0), len(pos.cells[k])


def anchor(state, cell: str) -> str:
    pos = state.pos
    return NAMES[pos.anchor[pos.comp[INDEX[cell]]]]


# --- placing ---------------------------------------------------------------------

def test_the_first_tile_goes_next_to_a_start_square_never_on_it_and_a_village_is_no_start() -> None:
    """遊戲開始時,起始玩家僅能將省區板塊放置在紅、黃、藍3個起始「省域」格的相鄰格(須至少有一邊與
    起始「省域」格相鄰)內,且不能覆蓋起始「省域」格,「村莊」格則不能視為起始「省域」格"""
    state = scenario_state(hands=[["RY", "BB", "YY"], ["BB"]], on=real_board("bird"))
    # Bird: red start F7, yellow H6, blue H8; village G5. F4-G4 touches the village G5 only.
    assert "touch a coloured square" in refusal(state, "RY", "F4", "G4")
    assert "already coloured" in refusal(state, "RY", "F7", "F8")      # covering a start square
    assert "village" in refusal(state, "RY", "G5", "G4")               # a village square itself
    place(state, "RY", "F6", "F5")                                    # red F6 touches the red start F7


def test_a_tile_may_lie_either_way_and_either_end_first() -> None:
    """省區板塊在圖板上的擺置方向,由擺放玩家自行決定(可直向或橫向放置,且無上下之分)"""
    state = scenario_state(marks={"F5": "B"}, hands=[["RY"], ["BB"]])
    legal = {(a["tile"], *a["cells"]) for a in state.legal_actions("p0")}
    # the four placements of the tile on E5 + E4 and on E5 + D5, each end first
    for cells in (("E5", "E4"), ("E4", "E5"), ("E5", "D5"), ("D5", "E5")):
        assert ("RY", *cells) in legal


# --- founding ---------------------------------------------------------------------

def test_two_squares_make_a_province_and_its_pagoda_goes_on_the_new_tile() -> None:
    """玩家在放置板塊後,若圖板上出現2個以上相同顏色的「省域」格,即可建構成1個省區。玩家在發現新省區後,
    可從自家面前桌上拿取1個寶塔指示物,放在圖板上新擺置的省區板塊上方"""
    state = scenario_state(hands=[["RR"], ["BB"]], on=real_board("bird"))
    place(state, "RR", "E7", "D7")                                    # next to the red start F7
    assert province(state, "F7") == (0, 1, 3)
    assert anchor(state, "F7") in ("D7", "E7")                        # on the tile, not the start square


def test_each_half_of_a_mixed_tile_can_found_its_own_province() -> None:
    """玩家在放置板塊後,若圖板上出現2個以上相同顏色的「省域」格,即可建構成1個省區。"""
    state = scenario_state(marks={"D2": "R", "G2": "B"}, hands=[["RB"], ["BB"]])
    texts = place(state, "RB", "E2", "F2")                            # red E2 + D2, blue F2 + G2
    assert province(state, "E2") == (0, 1, 2) and anchor(state, "E2") == "E2"
    assert province(state, "F2") == (0, 1, 2) and anchor(state, "F2") == "F2"
    assert state.pos.supply == [22, 24]
    assert sum("founds" in t for t in texts) == 2


def test_a_half_beside_another_colour_joins_nothing() -> None:
    """(1)發現省區 … 2個以上相同顏色的「省域」格 / (2)擴張省區 … 若與圖板上已存在的相符顏色省區連接"""
    state = scenario_state(marks={"E5": "Y", "F5": "Y"}, pagodas={"E5": (1, 1)}, supply=[24, 23],
                           hands=[["RB"], ["BB"]])
    place(state, "RB", "E4", "D4")                                    # red E4 touches yellow E5
    assert province(state, "E5") == (1, 1, 2)                         # the yellow province is unchanged
    assert province(state, "E4") == (-1, 0, 1)                        # the red half stays a lone square
    assert state.pos.supply == [24, 23]


# --- major provinces ----------------------------------------------------------------

def test_the_second_pagoda_is_stacked_on_the_first() -> None:
    """玩家在建構成大型省區後,可從自家面前桌上拿取1個寶塔指示物,將其置於圖板上原省區已擺放的自家
    寶塔指示物上方進行堆疊,形成雙層寶塔"""
    state = scenario_state(marks={"E5": "B", "F5": "B", "G5": "B"}, pagodas={"F5": (0, 1)},
                           supply=[23, 24], hands=[["BB"], ["BB"]])
    place(state, "BB", "E6", "D6")
    assert province(state, "F5") == (0, 2, 5)
    assert anchor(state, "E5") == "F5"                                # the same square, now a double


# --- absorbing ------------------------------------------------------------------------

def test_sizes_are_counted_without_the_new_tile() -> None:
    """則擁有較多省域格省區的所屬玩家將可吸收擁有較少省域格的所屬玩家省區,成為此新合成省區的的控制者
    (玩家在計算省域格數時,新放置的板塊不能加入省域格數計算)"""
    # seat 0: E8-F8-G8 (3); seat 1: C8-C9 (2). The tile D8-D9 lies along seat 1's province:
    # counted with the tile seat 1 would have 4, but only the 3 against the 2 count.
    state = scenario_state(
        marks={"E8": "R", "F8": "R", "G8": "R", "C8": "R", "C9": "R"},
        pagodas={"E8": (0, 1), "C8": (1, 1)}, supply=[23, 23], hands=[["RR"], ["BB"]])
    texts = place(state, "RR", "D8", "D9")
    assert province(state, "C8") == (0, 2, 7)
    assert state.pos.supply == [22, 24]
    assert any("<@p0>'s red province (3 squares) absorbs <@p1>'s (2 squares)" in t for t in texts)


def test_three_owners_joined_at_once_with_two_equal_provinces_is_refused() -> None:
    """但在計算各省區省域格數時,出現原各省區所屬玩家擁有相同省域格的情況,則玩家將無法放置此板塊

    Our reading (docs/rules/qin.md): the sentence names no largest province, so any two
    of the joined provinces with different owners and equal size forbid the tile, even
    when a third, larger province would absorb them both."""
    state = scenario_state(
        players=3,
        marks={"D10": "R", "D11": "R", "D12": "R", "C12": "R", "F11": "R", "G11": "R", "E9": "R", "E8": "R"},
        pagodas={"D10": (0, 1), "F11": (1, 1), "E8": (2, 1)}, hands=[["RR"], ["BB"], ["BB"]])
    text = refusal(state, "RR", "E10", "E11")                          # 4 (p0) + 2 (p1) + 2 (p2)
    assert any(f"{x}'s and {y}'s red provinces of 2 squares each" in text
               for x, y in (("<@p1>", "<@p2>"), ("<@p2>", "<@p1>")))
    assert "Choose another square or tile" in text


def test_sizes_are_compared_province_by_province_not_summed_per_player() -> None:
    """擁有較多省域格省區的所屬玩家將可吸收擁有較少省域格的所屬玩家省區"""
    # seat 0 brings two provinces of 2 (4 squares in all), seat 1 one province of 3: the 3 is the
    # largest province, so seat 1 takes the whole and both of seat 0's pagodas go back.
    state = scenario_state(
        marks={"D10": "R", "D11": "R", "D12": "R", "F11": "R", "G11": "R", "E8": "R", "E9": "R"},
        pagodas={"D10": (1, 1), "F11": (0, 1), "E8": (0, 1)}, supply=[22, 23], hands=[["RR"], ["BB"]])
    place(state, "RR", "E10", "E11")
    assert province(state, "D10") == (1, 2, 9)
    assert state.pos.supply == [24, 22]


def test_a_refused_join_says_what_is_allowed() -> None:
    """當新合成省區出現後 … 將無法讓2個以上的大型省區進行連接 … 則玩家將無法放置此板塊"""
    marks = {c: "R" for c in ("A9", "B9", "C9", "D9", "E9", "G9", "H9", "I9", "J9", "K9")}
    state = scenario_state(marks=marks, pagodas={"A9": (0, 2), "G9": (1, 2)}, supply=[22, 22],
                           hands=[["RR", "RY"], ["BB"]])
    text = refusal(state, "RR", "F9", "F10")
    assert "two major red provinces" in text and "Choose another square or tile" in text
    # the yellow half may take F9 as long as the red half stays clear of both
    assert {"type": "place", "tile": "RY", "cells": ["F10", "F9"]} in state.legal_actions("p0")
    assert {"type": "place", "tile": "RY", "cells": ["F9", "F10"]} not in state.legal_actions("p0")


# --- the end ------------------------------------------------------------------------------

def test_the_last_pagoda_ends_the_game_before_anything_later_in_the_same_placement() -> None:
    """當有玩家將自家顏色的所有寶塔指示物皆建造在圖板上時,遊戲將立即結束,該玩家亦成為遊戲贏家

    Seat 0, one pagoda left, founds a yellow province with E3 (its last pagoda goes up) while the
    blue half D3 brings seat 1's province to the village C3, which seat 0 holds: 1 against 1 would
    empty the village and hand that pagoda back. The game has already ended: seat 0 wins."""
    state = scenario_state(
        marks={"A3": "R", "B3": "R", "D4": "B", "E4": "B", "F3": "Y"},
        pagodas={"B3": (0, 1), "D4": (1, 1)}, villages={"C3": 0}, supply=[1, 23],
        hands=[["YB", "RR", "RR"], ["BB"]], pile=["RR"] * 5)
    texts = place(state, "YB", "E3", "D3")
    assert state.is_over() and state.winners() == ["p0"]
    assert state.pos.supply[0] == 0
    assert "<@p0> has placed every pagoda!" in texts
    assert not any("tied" in t for t in texts)


def test_the_game_ends_when_every_tile_is_on_the_board() -> None:
    """當所有省區板塊皆建造在圖板上或圖板上已無任何草地格可放置省區板塊時,遊戲亦告結束。玩家們分別計算自家
    在圖板上所建立的寶塔指示物數量,數量最多者即為遊戲贏家"""
    state = scenario_state(marks={"F1": "Y"}, hands=[["YY"], ["BB"]], pile=[])
    place(state, "YY", "F2", "F3")                                    # seat 0 founds: 1 pagoda
    assert not state.is_over()
    texts = place(state, "BB", "G1", "H1")                            # seat 1 founds too: the last tile
    assert state.is_over()
    assert "Nobody can place a tile any more." in texts
    assert state.scores() == {"p0": 1, "p1": 1} and state.winners() == ["p0", "p1"]


# --- what is hidden ------------------------------------------------------------------------

def test_hands_stay_out_of_the_table_view_other_views_events_and_errors() -> None:
    """玩家們各分發3個省區板塊置於手中 (a hand is the holder's own)"""
    walk = random_walk(GAME, ["a", "b", "c"], 31, first_to_act=True)
    for state, player, _ in walk:
        seat = state.players.index(player)
        assert "hand" not in state.view(None)
        for s, other in enumerate(state.players):
            assert state.view(other)["hand"] == state.hands[s]           # each view: its own hand only
            assert "hands" not in state.view(other)
        missing = next((t for t in ("RR", "RY", "RB", "YY", "YB", "BB") if t not in state.hands[seat]), None)
        if missing:
            with pytest.raises(IllegalAction) as err:
                state.apply(player, {"type": "place", "tile": missing, "cells": ["A1", "A2"]})
            assert not any(t in str(err.value) for t in state.hands[seat] if t != missing)
    for move in walk.moves:
        for event in move.events:
            if event["to"] is None:
                assert "draw" not in english(event) and "Your tiles" not in english(event)
            else:
                assert event["to"] == move.player


# --- the maps ----------------------------------------------------------------------------

@pytest.mark.parametrize("side", ["bird", "lion"])
def test_every_village_can_be_reached_from_the_start_squares(side: str) -> None:
    """(our maps) villages in reach of every part of the board: each village has a grass square beside
    it that tiles can reach from the start squares."""
    b = board(side)
    seen = set(b.starts.values())
    queue = deque(seen)
    while queue:
        x = queue.popleft()
        for n in b.neighbours[x]:
            if n not in seen and b.terrain[n] == ".":
                seen.add(n)
                queue.append(n)
    for v in b.villages:
        assert any(n in seen for n in b.neighbours[v]), f"village {NAMES[v]} cannot be reached"


def test_the_views_are_plain_json() -> None:
    state = GAME.new(["a", "b"], 2)
    json.dumps(state.view(None))
    json.dumps(state.view("a"))
