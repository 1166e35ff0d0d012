"""legal_actions lists exactly the placements apply() accepts (checked by brute force),
and random games are sound: views, hidden hands, dump/load, pictures."""
from __future__ import annotations

import json
import random

import pytest

from games.base import IllegalAction
from games.qin import GAME
from games.qin.board import NAMES, N
from random_play import ai_chooser, random_walk

TILES = ("RR", "RY", "RB", "YY", "YB", "BB")


def brute_force(state) -> set[tuple[str, str, str]]:
    """Every (tile, cell, cell) apply() accepts, found by trying them all on copies."""
    seat = state.turn
    accepted = set()
    nbrs = state.pos.board.neighbours
    for tile in set(state.hands[seat]):
        for a in range(N):
            for b in nbrs[a]:
                if tile[0] == tile[1] and b < a:
                    continue
                try:
                    state._parse(seat, {"type": "place", "tile": tile, "cells": [NAMES[a], NAMES[b]]})
                except IllegalAction:
                    continue
                accepted.add((tile, NAMES[a], NAMES[b]))
    return accepted


@pytest.mark.parametrize("side,players", [("bird", 2), ("lion", 3), ("bird", 4)])
def test_legal_actions_match_brute_force(side: str, players: int) -> None:
    checked = 0
    for seed in range(4):
        walk = random_walk(GAME, players, seed, options={"side": side}, first_to_act=True)
        for state, _, legal in walk:
            listed = {(a["tile"], *a["cells"]) for a in legal}
            assert len(listed) == len(legal), "an action is listed twice"
            if walk.rng.random() < 0.3:
                assert listed == brute_force(state)
                checked += 1
    assert checked > 20


def test_views_hide_hands_and_the_pile_order() -> None:
    state = GAME.new(["a", "b", "c"], 11)
    table = state.view(None)
    assert "hand" not in table and table["hand_size"] == {"a": 3, "b": 3, "c": 3}
    assert table["pile"] == 72 - 9
    assert state.view("b")["hand"] == state.hands[1]
    assert state.view("b")["you"] == "b"
    for player in ("a", "b", "c"):
        text = json.dumps(state.view(player))
        assert str(state.pile) not in text
        assert all(key not in state.view(player) for key in ("hands", "pile_order", "seed"))


def test_vary_secrets_changes_only_the_players_own_secrets() -> None:
    state = GAME.new(["a", "b"], 4)
    other = state.vary_secrets("a", 99)
    assert other.dump() != state.dump()
    assert json.dumps(other.view("b"), sort_keys=True) == json.dumps(state.view("b"), sort_keys=True)
    assert json.dumps(other.view(None), sort_keys=True) == json.dumps(state.view(None), sort_keys=True)


def test_dump_load_round_trip_through_a_match() -> None:
    walk = random_walk(GAME, ["a", "b"], 21, options={"match": True}, first_to_act=True)
    state = walk.state
    boards = {state.pos.board.side}
    for _ in walk.played():
        boards.add(state.pos.board.side)
        assert GAME.load(state.dump()).dump() == state.dump()
    assert boards == {"bird", "lion"}
    assert len(state.results) == 2
    scores = state.scores()
    assert all(scores[w] == max(scores.values()) for w in state.winners())
    left = state.left_over()
    assert all(left[state.players.index(w)] == min(left) for w in state.winners())


def check_invariants(state) -> None:
    pos = state.pos
    for seat in range(len(state.players)):
        assert pos.on_board(seat) + pos.supply[seat] == state.total, "a pagoda was lost or made up"
    for k, group in pos.cells.items():
        if len(group) >= pos.minimum:
            assert k in pos.owner, "a province without a pagoda"
            assert pos.level[k] == (2 if len(group) >= pos.major else 1)
            assert pos.comp[pos.anchor[k]] == k and pos.anchor[k] in group
        else:
            assert k not in pos.owner
    for v in pos.board.villages:
        assert pos.village.get(v, -1) == pos.village_leader(v), "a village held by the wrong player"
    assert pos.frontier == {n for i in range(N) if pos.colour[i] for n in pos.board.neighbours[i]
                            if pos.board.grass[n] and not pos.colour[n]}


@pytest.mark.parametrize("side,players", [("bird", 2), ("lion", 3), ("lion", 4)])
def test_invariants_hold_through_random_and_computer_games(side: str, players: int) -> None:
    from games.qin.ai import choose
    for seed in range(6):
        thinking = seed % 2 == 1                # odd seeds: every seat is the computer player
        walk = random_walk(GAME, players, 100 + seed, options={"side": side}, rng=random.Random(seed),
                           first_to_act=True, chooser=ai_chooser(choose) if thinking else None)
        for state, _, _ in walk:
            check_invariants(state)
