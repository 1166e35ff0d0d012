"""Who starts: drawn from the seed where the rule text leaves it to the table, said in the opening
narration, settable as the `start` option, and passed on to the next seat by a rematch."""
from __future__ import annotations

from collections import Counter

import pytest

from games import GAMES
from random_play import random_walk
from games.base import IllegalAction, english, start_seat


def mention(player: str) -> str:
    """How narration names a player before the edge writes their name."""
    return f"<@{player}>"


DRAWN = [k for k, g in GAMES.items() if "start" in g.options_model.model_fields]   # Acquire: the lowest tile starts


def _first(key: str, n: int, seed: int, options: dict | None = None) -> str:
    state = GAMES[key].new([f"p{i}" for i in range(n)], seed, options)
    first = state.to_act()[0]
    said = " ".join(english(e) for e in state.opening_events if e["to"] is None)
    assert mention(first) in said.split(".")[0] + said, said       # the narration names the starter
    return first


@pytest.mark.parametrize("key", DRAWN)
def test_the_start_player_is_drawn_from_the_seed(key: str) -> None:
    n = 3
    starts = Counter(_first(key, n, seed) for seed in range(30))
    assert set(starts) == {"p0", "p1", "p2"} and max(starts.values()) < 20, starts
    assert _first(key, n, 7) == _first(key, n, 7)                        # the same seed, the same start
    assert _first(key, n, 7) == f"p{start_seat(7, n)}"


@pytest.mark.parametrize("key", DRAWN)
def test_the_table_may_name_the_start_seat(key: str) -> None:
    assert [_first(key, 3, 5, {"start": s}) for s in (1, 2, 3)] == ["p0", "p1", "p2"]
    with pytest.raises(IllegalAction) as refusal:
        GAMES[key].new(["p0", "p1", "p2"], 5, {"start": 4})
    assert refusal.value.message == {'msg': 'common-start-seat', 'args': {'start': 4, 'seats': 3}}


@pytest.mark.parametrize("key", DRAWN)
def test_a_rematch_passes_the_start_to_the_next_seat(key: str) -> None:
    game = GAMES[key]
    drawn = start_seat(9, 3)
    assert game.rematch_options(3, 9, {}) == {"start": (drawn + 1) % 3 + 1}
    assert game.rematch_options(3, 9, {"start": 3}) == {"start": 1}


def test_acquire_keeps_its_tile_draw() -> None:
    assert "start" not in GAMES["acquire"].options_model.model_fields
    assert GAMES["acquire"].rematch_options(3, 9, {"edition": "classic"}) == {"edition": "classic"}


def test_wallstreet_ends_after_the_player_before_the_drawn_start_player() -> None:
    seen = Counter()
    for seed in range(6):
        walk = random_walk("wallstreet", 3, seed, options={"start": 2}, first_to_act=True)
        placed = []
        for state, player, _ in walk:
            if state.todo[0]["k"] == "place":
                placed.append(player)
            if state.todo[0]["k"] == "explode":
                exploder = state.todo[0]["p"]
        state = walk.state
        assert placed == ["p1", "p2", "p0"]
        ended = "at once" if exploder == 1 else "round"
        assert state.turn == (1 if ended == "at once" else 0)
        seen[ended] += 1
    assert seen["round"]


async def test_the_referee_rematch_passes_the_start_on(tmp_path) -> None:
    from bot.referee.referee import Referee
    from bot.store.sqlite import SqliteStore
    store = SqliteStore(tmp_path / "b.db")
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    await ref.new_table("c", "qin", "h", "Host", {"start": 2}, join=False)
    await ref.add_ai("c", "h", 3)
    first = await ref.start_game("c", "h", seed=4)
    assert "<@ai:2> starts (chosen by the table)" in " ".join(first.public)
    again = await ref.rematch("c", "ai:1")
    assert (await store.latest("c")).options == {"start": 3}
    assert "<@ai:3> starts (chosen by the table)" in " ".join(again.public)
    ref.pool.shutdown()
    await store.close()
