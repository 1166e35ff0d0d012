"""The undo contract every game keeps on its own (issue 24): a move `undoable()` calls quiet reveals
nothing, whatever the referee does around it (a finished table has no /undo, but the game's word
must not lean on that).

The twin-state method: before a move that `state.undoable(player, action)` says may be taken back,
make twins of the state that differ only in what is hidden (`vary_secrets(q, seed)`: q's secrets,
and the cards nobody sees). Applied to each twin, the move must leave every view but q's the same
in both, and the table's view too: had it shown anyone anything hidden, the twins would differ.
Seeded random games of every game and player count, every move checked, the last ones included.

BOARDROOM_UNDO_GAMES sets the number of random games per player count.
"""
from __future__ import annotations

import os
import random
from collections import deque

import pytest

from games import GAMES
from games.base import Game, GameState, IllegalAction
from random_play import play_out, random_walk

pytestmark = pytest.mark.slow   # a sweep: run by CI and `pytest`, left out of `pytest -m "not slow"`

GAMES_PER_COUNT = int(os.environ.get("BOARDROOM_UNDO_GAMES", "2"))
OTHER_MOVES = 1            # besides the move played, this many other legal moves are checked at each step
KEEPERS = 1                # besides the mover, this many other players' secrets are varied at each check
MAX_STEPS = 50_000
LAST_STATES = 40         # the states before the end in which every legal move is tried

CASES = [(key, n) for key, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]


def applied(game: Game, state: GameState, player: str, action: dict) -> GameState | None:
    """`state` after `action` (a copy), or None when the game refuses it there."""
    after = game.load(state.dump())
    try:
        after.apply(player, action)
    except IllegalAction:
        return None
    return after


def shown(game: Game, state: GameState, keeper: str) -> list:
    """What everyone but `keeper` sees of `state`: the table's view, each other player's, and (at
    the end) the end card's reveal of every hand and holding."""
    return [state.view(None), *(state.view(p) for p in state.players if p != keeper), game.reveal(state)]


def shows_nothing(game: Game, state: GameState, player: str, action: dict, rng: random.Random) -> str | None:
    """None when `action` shows everyone but the varied player the same in each twin; else whose
    secrets it showed. The varied players: the mover and up to KEEPERS others."""
    others = [p for p in state.players if p != player]
    after = applied(game, state, player, action)
    assert after is not None
    for keeper in [player, *rng.sample(others, min(KEEPERS, len(others)))]:
        twin = state.vary_secrets(keeper, rng.randrange(1 << 30))
        if twin.dump() == state.dump():
            continue
        twin_after = applied(game, twin, player, action)
        if twin_after is None:
            continue          # the move needs the mover's own secret as it is (a card of their hand)
        if shown(game, after, keeper) != shown(game, twin_after, keeper):
            return f"it shows {keeper}'s secrets"
    return None


def play_and_check(game: Game, n: int, seed: int) -> tuple[int, bool]:
    """One random game, each undoable move checked; (moves checked, whether the last move was)."""
    checked = 0
    last_checked = False

    def check(state: GameState, player: str, legal: list[dict], rng: random.Random) -> dict:
        """The random move, once it and a few others that are undoable were checked to show nothing."""
        nonlocal checked, last_checked
        action = rng.choice(legal)
        candidates = [action] + rng.sample(legal, min(OTHER_MOVES, len(legal)))
        last_checked = False
        for tried in candidates:
            if state.undoable(player, tried):
                wrong = shows_nothing(game, state, player, tried, rng)
                assert wrong is None, (f"{game.key} at {n} (seed {seed}): {player}'s {tried} is called undoable "
                                       f"but {wrong}")
                checked += 1
                last_checked = last_checked or tried == action
        return action

    play_out(game, n, seed, chooser=check, max_steps=MAX_STEPS)
    return checked, last_checked


@pytest.mark.parametrize("key,n", CASES)
def test_an_undoable_move_shows_nobody_anything_hidden(key: str, n: int) -> None:
    game = GAMES[key]
    checked = 0
    for i in range(GAMES_PER_COUNT):
        count, _ = play_and_check(game, n, seed=7000 + 100 * n + i)
        checked += count
    if key != "qin":                  # every Qin placement shows a tile of the hand: none is undoable
        assert checked, f"{key}: no undoable move was met, the contract tested nothing"


@pytest.mark.parametrize("key,n", CASES)
def test_the_move_that_ends_the_game_is_never_undoable(key: str, n: int) -> None:
    """The end shows everything hidden (hands, holdings, forecasts; Wall Street's rules page: "Everything
    is revealed in the final view"): the move that ends the game is final, whatever it is. Every
    legal move of every player is tried in the last LAST_STATES states of seeded random games."""
    game = GAMES[key]
    for seed in range(3):
        last: deque[str] = deque(maxlen=LAST_STATES)
        for state, _, _ in random_walk(game, n, seed):
            last.append(state.dump())
        for dump in last:
            before = game.load(dump)
            for player in before.to_act():
                for action in before.legal_actions(player):
                    if before.undoable(player, action):
                        after = applied(game, before, player, action)
                        assert after is not None and not after.is_over(), (
                            f"{key} at {n}: {player}'s {action} ends the game, yet undoable")
