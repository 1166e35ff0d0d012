"""The shared referee walk (tests/helpers/referee_play.py) plays what the hand-written loops played."""
from __future__ import annotations

import random

import pytest

from bot.referee.referee import Referee
from bot.store.sqlite import SqliteStore
from referee_play import referee_move, referee_walk

C = "walk"


async def two_humans_and_a_computer(ref: Referee, seed: int) -> None:
    await ref.new_table(C, "highcard", "h1", "One")
    await ref.join(C, "h2", "Two")
    await ref.add_ai(C, "h1", 1)
    await ref.start_game(C, "h1", seed=seed)


async def hand_loop(ref: Referee, seed: int) -> list[tuple[str, dict]]:
    """The loop the referee tests used to write by hand."""
    rng = random.Random(seed)
    played = []
    for _ in range(500):
        info = ref.table(C)
        if info is None:
            break
        player = rng.choice(info.to_act)
        action = rng.choice(ref.choices(C, player)).action
        await ref.act(C, player, action, version=info.version)
        played.append((player, action))
    return played


async def test_the_walk_plays_the_moves_the_hand_written_loop_played(referee: Referee, tmp_path) -> None:
    await two_humans_and_a_computer(referee, seed=4)
    walk = referee_walk(referee, C, random.Random(4))
    seen = [(info.version, player, [c.action for c in choices]) async for info, player, choices in walk]
    assert referee.table(C) is None and walk.moves and all(m.player in ("h1", "h2") for m in walk.moves)
    assert [(v, p) for v, p, _ in seen] == [(m.info.version, m.player) for m in walk.moves]
    assert all(m.choice.action in legal for m, (_, _, legal) in zip(walk.moves, seen))
    assert walk.replies[-1].finished

    store = SqliteStore(tmp_path / "again.db")       # the same table dealt afresh, played by hand
    await store.open()
    again = Referee(store, pictures=False)
    await again.start()
    await two_humans_and_a_computer(again, seed=4)
    assert await hand_loop(again, 4) == [(m.player, m.choice.action) for m in walk.moves]
    await again.close()


async def test_steps_stop_early_and_a_limit_fails_a_game_that_runs_on(referee: Referee) -> None:
    await two_humans_and_a_computer(referee, seed=2)
    replies = await referee_walk(referee, C, random.Random(2), steps=3).play()
    assert len(replies) == 3 and referee.table(C) is not None
    with pytest.raises(AssertionError, match="did not end within 2 moves"):
        await referee_walk(referee, C, random.Random(2), limit=2).play()


async def test_one_move_and_none_where_nothing_is_played(referee: Referee) -> None:
    assert await referee_move(referee, C, random.Random(1)) is None          # no table
    await referee.new_table(C, "highcard", "h1", "One")
    assert await referee_move(referee, C, random.Random(1)) is None          # a lobby, not a game
    await referee.join(C, "h2", "Two")
    await referee.start_game(C, "h1", seed=1)
    before = referee.table(C)
    move = await referee_move(referee, C, random.Random(1), first_to_act=True)
    assert move is not None and move.player == before.to_act[0] and move.reply.version > before.version
    assert await referee_move(referee, C, random.Random(1), among={"nobody"}) is None
