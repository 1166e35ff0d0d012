"""secret_text, for every game: short, in words, and never moved by another player's secrets.

Through seeded random games (with each game's main options), at every sampled
step: each seat's text is non-empty plain words of at most 400 characters; it
is the same when another seat's secrets are varied; a stranger gets "". The
text does change with the player's own secrets somewhere in a game (it really
names them), and after the end it says the game is over. Each game's own tests
check what its text says.
"""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from games import GAMES
from games.base import GameState
from registry_tables import per_game
from random_play import random_walk

pytestmark = pytest.mark.slow   # a sweep: run by CI and `pytest`, left out of `pytest -m "not slow"`

# Options worth playing with beside the defaults: they change what is hidden.
VARIANTS: dict[str, list[dict]] = per_game({
    "stockpile": [{"investors": True}, {"side": "advanced"}],
    "acquire": [{"open_holdings": True}],
    "qin": [{"side": "lion"}, {"match": True}],
    "wallstreet": [{"tycoons": True, "options": True}],
}, lambda key: [])
CASES = [(key, n, options) for key, game in GAMES.items()
         for n in range(game.min_players, game.max_players + 1)
         for options in [None, *VARIANTS.get(key, [])]]
SAMPLE_EVERY = 7


def sampled_states(key: str, n: int, seed: int, options: dict | None) -> Iterator[GameState]:
    walk = random_walk(key, n, seed, options=options)
    for state, _, _ in walk:
        if len(walk.moves) % SAMPLE_EVERY == 0:
            yield state
    yield walk.state


def check_texts(state: GameState, seed: int) -> None:
    for p in state.players:
        text = state.secret_text(p)
        assert isinstance(text, str) and text, f"{p} is told nothing"
        assert len(text) <= 400, text
        assert "{" not in text and "None" not in text, text
        for q in state.players:
            if q != p:
                assert state.vary_secrets(q, seed).secret_text(p) == text, f"{q}'s secrets show in {p}'s text"
    assert state.secret_text("stranger") == ""


@pytest.mark.parametrize("key,n,options", CASES)
def test_secret_texts_are_words_and_never_move_with_others_secrets(key: str, n: int, options: dict | None) -> None:
    follows_own_secrets = False
    for seed in (1, 2):
        for state in sampled_states(key, n, seed, options):
            check_texts(state, seed)
            if not state.is_over():
                mine = state.secret_text("p0")
                follows_own_secrets |= state.vary_secrets("p0", seed + 5).secret_text("p0") != mine
        assert state.secret_text("p0").startswith("The game is over")
    assert follows_own_secrets, "the text never changed with the player's own secrets"
