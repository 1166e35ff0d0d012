"""A rematch is a new deal (issue 24): whatever options the last game was played with, the next
game of the same seats deals anew. `Game.rematch_options` gives the next game's options; an
option that fixes the deal (Acquire's `tile_bag`) does not carry over.

"The deal" is what the players meet at the start: every player's view of the first state. Two
deals are the same when every seat sees the same thing (the same starting tiles, hands, cards)."""
from __future__ import annotations

import json
from typing import Any

import pytest

from bot.text.table_card import choices
from games import GAMES
from games.acquire import board as acquire_board
from games.base import IllegalAction

# Values of the options the lobby's selects cannot list (tables, lists): one or two each.
TYPED_VALUES: dict[str, list[Any]] = {
    "acquire.tile_bag": [list(acquire_board.NAMES), ["1A", "2B", "3C", "4D", "5E", "6F"]],
    "wallstreet.tycoon_sides": [{"A": "penalty", "B": "reward", "C": "reward", "D": "penalty"}],
}

FIRST_SEED, NEXT_SEED = 11, 12        # the lobby draws the next game's seed afresh


def option_values(key: str, n: int) -> list[tuple[str, Any]]:
    """Every (option, value) a table of `key` with `n` seats can set, defaults included."""
    model = GAMES[key].options_model
    found = []
    for name, info in model.model_fields.items():
        listed = choices(name, info, n)
        values = [v for _, v in listed] if listed is not None else TYPED_VALUES.get(f"{key}.{name}")
        assert values, f"{key}.{name}: give this option's values to TYPED_VALUES"
        found += [(name, v) for v in values]
    return found


def deal(key: str, n: int, seed: int, options: dict) -> str:
    state = GAMES[key].new([f"p{i}" for i in range(n)], seed, options or None)
    return json.dumps([state.view(p) for p in state.players], sort_keys=True)


CASES = [(key, n) for key, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]


@pytest.mark.parametrize("key,n", CASES)
def test_a_rematch_deals_anew_whatever_the_options(key: str, n: int) -> None:
    game = GAMES[key]
    checked = 0
    for name, value in option_values(key, n):
        options = {name: value}
        try:
            first = deal(key, n, FIRST_SEED, options)
        except IllegalAction:
            continue                          # not allowed at this player count (two_player at 4)
        following = game.rematch_options(n, FIRST_SEED, options)
        assert deal(key, n, NEXT_SEED, following) != first, (
            f"{key} at {n} with {name}={value!r}: the rematch deals the same start")
        checked += 1
    assert checked


def test_an_acquire_rematch_forgets_the_tile_bag_and_keeps_the_rest() -> None:
    game = GAMES["acquire"]
    options = {"edition": "classic", "open_holdings": True, "tile_bag": list(acquire_board.NAMES)}
    assert game.rematch_options(3, FIRST_SEED, options) == {"edition": "classic", "open_holdings": True}


async def test_the_referee_deals_an_acquire_rematch_anew(tmp_path) -> None:
    """Through the lobby: a table played with a fixed tile bag, abandoned, then a rematch: the
    channel is told "same seats, new deal", and the deal is new (no starting tile or hand kept)."""
    from bot.referee.referee import Referee
    from bot.store.sqlite import SqliteStore
    from bot.text.words import say

    store = SqliteStore(tmp_path / "rematch.db")
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    try:
        await ref.new_table("c", "acquire", "1", "Ann", {"tile_bag": list(acquire_board.NAMES)})
        await ref.join("c", "2", "Bob")
        await ref.start_game("c", "1")
        first = ref.book.tables["c"].state
        starters, hands = first.view(None)["starting_tiles"], [first.view(p)["hand"] for p in first.players]
        await ref.abandon("c", "1")
        reply = await ref.rematch("c", "2")
        assert "same seats, new deal" in say(reply.public[0], "en")
        again = ref.book.tables["c"]
        assert "tile_bag" not in again.options
        assert again.state.view(None)["starting_tiles"] != starters
        assert [again.state.view(p)["hand"] for p in again.state.players] != hands
    finally:
        await ref.close()
