"""Game.sample: a whole state built from one player's view agrees with that view.

At every step of seeded random games, for every game, player count and seat:
``sample(s.view(p), p, rng).view(p) == s.view(p)``, the sample plays on (its
legal actions for p are p's real ones), and it never copies the hidden state
wholesale (over many steps, some sample differs from the real state).
BOARDROOM_SAMPLE_GAMES sets the number of games per player count.
"""
from __future__ import annotations

import json
import os
import random

import pytest

from games import GAMES
from registry_tables import per_game
from random_play import play_out, random_walk

pytestmark = pytest.mark.slow   # a sweep: run by CI and `pytest`, left out of `pytest -m "not slow"`

GAMES_PER_COUNT = int(os.environ.get("BOARDROOM_SAMPLE_GAMES", "1"))
CASES = [(key, n) for key, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]


PLAY_ON_EVERY = 7       # every so many steps a sample is played to the end (the search plays them out)


def canonical(view: dict) -> str:
    return json.dumps(view, sort_keys=True)


def play_on(game, state, seed: int) -> None:
    """A sampled state is a real game: random legal moves take it to the end without an error."""
    play_out(game, state.players, seed, state=state, max_steps=20_000)


# Variants that change what is hidden or how a turn runs: their samples are checked too.
VARIANTS = {key: options for key, options in per_game({
    "stockpile": {"investors": True},
    "acquire": {"open_holdings": True},
    "qin": {"match": True},
    "wallstreet": {"tycoons": True, "options": True},
}, lambda key: None).items() if options is not None}


@pytest.mark.parametrize("key,n", CASES)
def test_a_sample_agrees_with_the_view_it_was_built_from(key: str, n: int) -> None:
    check_samples(key, n, None)


@pytest.mark.parametrize("key", list(VARIANTS))
def test_samples_agree_in_the_variants(key: str) -> None:
    game = GAMES[key]
    for n in (game.min_players, game.max_players):
        check_samples(key, n, VARIANTS[key])


def check_sample_at(game, state, step: int, rng: random.Random) -> int:
    """Each player's sample of this state agrees with their view; how many differ from the state."""
    differed = 0
    for player in state.players:
        view = state.view(player)
        sampled = game.sample(json.loads(json.dumps(view)), player, random.Random(rng.getrandbits(32)))
        assert canonical(sampled.view(player)) == canonical(view), f"{game.key}: {player}'s sample differs"
        assert sampled.legal_actions(player) == state.legal_actions(player)
        differed += sampled.dump() != state.dump()
    if step % PLAY_ON_EVERY == 0:
        play_on(game, game.sample(state.view(state.players[0]), state.players[0], random.Random(step)), step)
    return differed


def check_samples(key: str, n: int, options: dict | None) -> None:
    game = GAMES[key]
    differed = 0
    for seed in range(GAMES_PER_COUNT):
        walk = random_walk(game, n, seed, options=options)
        for state, _, _ in walk:
            differed += check_sample_at(game, state, len(walk.moves), walk.rng)
        differed += check_sample_at(game, walk.state, len(walk.moves), walk.rng)
    assert differed, f"{key}: every sample was the real state"


@pytest.mark.parametrize("key", list(GAMES))
def test_the_same_seed_gives_the_same_sample(key: str) -> None:
    game = GAMES[key]
    state = play_out(game, ["a", "b", "c"], 3, steps=30)
    view = state.view("a")
    assert game.sample(view, "a", random.Random(9)).dump() == game.sample(view, "a", random.Random(9)).dump()
