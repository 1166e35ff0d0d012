"""The shared random walk (tests/helpers/random_play.py) plays what the hand-written loops played."""
from __future__ import annotations

import random

import pytest

from games import GAMES
from random_play import ai_chooser, play_out, random_walk, seats


def hand_loop(key: str, n: int, seed: int, steps: int) -> list[tuple[str, dict]]:
    """The loop the tests used to write by hand."""
    state = GAMES[key].new(seats(n), seed)
    rng = random.Random(seed)
    played = []
    for _ in range(steps):
        if state.is_over():
            break
        player = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(player))
        state.apply(player, action)
        played.append((player, action))
    return played


@pytest.mark.parametrize("key", list(GAMES))
def test_the_walk_plays_the_moves_the_hand_written_loop_played(key: str) -> None:
    walk = random_walk(key, GAMES[key].min_players, seed=3, steps=60)
    seen = [(player, legal) for _, player, legal in walk]
    assert walk.history == hand_loop(key, GAMES[key].min_players, 3, 60)
    assert len(seen) == len(walk.moves) and all(move.action in legal for move, (_, legal) in zip(walk.moves, seen))


def test_a_walk_ends_the_game_and_keeps_what_was_played() -> None:
    walk = random_walk("qin", 2, seed=5)
    state = walk.play()
    assert state.is_over() and walk.moves
    replay = GAMES["qin"].new(seats(2), 5)
    for player, action in walk.history:
        replay.apply(player, action)
    assert replay.dump() == state.dump()
    assert walk.events == [event for move in walk.moves for event in move.events] and walk.events


def test_steps_stop_the_walk_early_and_the_same_seed_repeats() -> None:
    first = play_out("acquire", 3, seed=2, steps=10)
    assert not first.is_over() and first.dump() == play_out("acquire", 3, seed=2, steps=10).dump()


def test_a_chooser_picks_the_move_and_an_illegal_pick_fails_the_walk() -> None:
    walk = random_walk("stockpile", 3, seed=1, steps=5, chooser=lambda state, player, legal, rng: legal[-1])
    walk.play()
    assert len(walk.moves) == 5
    with pytest.raises(AssertionError, match="not a legal action"):
        play_out("stockpile", 3, seed=1, chooser=lambda state, player, legal, rng: {"type": "no-such-move"})


def test_a_computer_chooser_sees_only_its_view() -> None:
    expected, seen = [], []

    def choose(view, legal, rng):
        seen.append(view)
        return legal[0]

    walk = random_walk("futures", 3, seed=4, steps=3, chooser=ai_chooser(choose))
    for state, player, _ in walk:
        expected.append(state.view(player))
    assert len(seen) == 3 and seen == expected and all(view != walk.state.view(None) for view in seen)


def test_a_game_that_does_not_end_fails_the_walk() -> None:
    with pytest.raises(AssertionError, match="no end after 7 moves"):
        play_out("wallstreet", 3, seed=1, max_steps=7)


def test_played_hands_back_each_move_after_it_and_draws_nothing_ahead() -> None:
    walk = random_walk("acquire", 3, seed=6, steps=12)
    after = []
    for move in walk.played():
        assert move is walk.moves[-1]
        after.append(walk.state.dump())
    assert len(after) == 12 and walk.history == hand_loop("acquire", 3, 6, 12)
    replay = GAMES["acquire"].new(seats(3), 6)
    for (player, action), dump in zip(walk.history, after):
        replay.apply(player, action)
        assert replay.dump() == dump


def test_a_walk_on_a_state_alone_and_a_computer_at_one_seat() -> None:
    from random_play import ai_at
    seen = []

    def last(view, legal, rng):
        seen.append(view)
        return legal[-1]

    state = GAMES["futures"].new(seats(3), 2)
    walk = random_walk(None, state.players, 2, state=state, steps=30, chooser=ai_at("p1", last))
    expected_views, expected = [], []
    for now, player, legal in walk:
        if player == "p1":
            expected_views.append(now.view("p1"))
            expected.append(legal[-1])
    assert walk.state is state and len(walk.moves) == 30 and expected
    assert [a for p, a in walk.history if p == "p1"] == expected and seen == expected_views
    assert {p for p, _ in walk.history} == {"p0", "p1", "p2"}      # the others moved too, at random
