"""The contract every game in games.GAMES keeps, checked by seeded random play.

Each registered game gets these tests for free, for every player count:
- until the end someone is to act and every acting player has a legal action;
- bogus actions, and actions by a player who is not to act, raise IllegalAction
  with a readable sentence and change nothing (dump() before == after);
- load(dump()) is the identity; every view serialises to JSON;
- the same seed and the same actions give the same state, byte for byte;
- a player's view does not change when only another player's secrets change;
- events and refusals are messages (or legacy English sentences) that render in every
  locale (checked in depth);
- at the end scores() and winners() are sound.

BOARDROOM_CONTRACT_GAMES sets the number of random games per player count.
"""
from __future__ import annotations

import json
import os
import random

import pytest

from games import GAMES
from games.base import MESSAGE_ID, Event, Game, GameState, IllegalAction
from i18n import LOCALES, render
from random_play import random_walk, seats

pytestmark = pytest.mark.slow   # a sweep: run by CI and `pytest`, left out of `pytest -m "not slow"`

GAMES_PER_COUNT = int(os.environ.get("BOARDROOM_CONTRACT_GAMES", "200"))
FULLY_CHECKED_GAMES = 3        # every step of these is checked in depth
SAMPLED_STEP_RATE = 0.04       # then this share of steps
MAX_STEPS = 50_000

CASES = [
    (key, n) for key, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)
]


def canonical(view: dict) -> str:
    return json.dumps(view, sort_keys=True)


def assert_refused(state: GameState, player: str, action: dict) -> None:
    before = state.dump()
    with pytest.raises(IllegalAction) as refusal:
        state.apply(player, action)
    message = str(refusal.value)
    assert message and len(message) < 500, f"unreadable refusal {message!r}"
    assert "Traceback" not in message and "Error" not in message[:20], message
    for locale in LOCALES:
        assert render(refusal.value.message, locale), f"the refusal {message!r} says nothing in {locale}"
    assert state.dump() == before, f"refused {action} by {player} but the state changed"


def bogus_actions(legal: list[dict], rng: random.Random) -> list[dict]:
    """Actions that must not be legal: unknown types, and a legal one with a field spoiled."""
    bogus = [{"type": "no-such-move"}, {}, {"type": None}]
    if legal:
        spoiled = dict(rng.choice(legal))
        fields = [k for k, v in spoiled.items() if k != "type" and isinstance(v, int) and not isinstance(v, bool)]
        if fields:
            spoiled[rng.choice(fields)] = 987_654_321
            bogus.append(spoiled)
    return [a for a in bogus if a not in legal]


def look_alike(action: dict) -> dict | None:
    """The action with its whole numbers as floats or booleans: equal in Python, not in JSON."""
    fields = [k for k, v in action.items() if type(v) is int]
    if not fields:
        return None
    twin = dict(action)
    for k in fields:
        twin[k] = bool(twin[k]) if twin[k] in (0, 1) else float(twin[k])
    return twin


def check_look_alikes(game: Game, state: GameState, rng: random.Random) -> None:
    """1.0 == 1 and True == 1 in Python: such an action is refused, or acts exactly as the real one."""
    player = rng.choice(state.to_act())
    legal = state.legal_actions(player)
    action = rng.choice(legal)
    twin = look_alike(action)
    if twin is None:
        return
    real, copy = game.load(state.dump()), game.load(state.dump())
    real.apply(player, dict(action))
    try:
        copy.apply(player, twin)
    except IllegalAction:
        assert copy.dump() == state.dump()
        return
    assert copy.dump() == real.dump(), f"{twin} was taken for {action} but did something else"


def check_in_depth(game: Game, state: GameState, rng: random.Random, varied: list[bool]) -> None:
    dumped = state.dump()
    assert game.load(dumped).dump() == dumped, "load(dump()) is not the identity"
    views = {p: canonical(state.view(p)) for p in state.players}
    table_view = canonical(state.view(None))

    acting = state.to_act()
    for player in acting:
        for action in bogus_actions(state.legal_actions(player), rng):
            assert_refused(state, player, action)
    idle = [p for p in state.players if p not in acting]
    if idle and acting:
        legal = state.legal_actions(acting[0])
        assert state.legal_actions(idle[0]) == [], "a player who is not to act has legal actions"
        assert_refused(state, idle[0], rng.choice(legal))
    assert_refused(state, "stranger", {"type": "pass"})

    check_look_alikes(game, state, rng)

    # The leak test: change one player's secrets; nobody else may see a difference.
    secret_keeper = rng.choice(state.players)
    other = state.vary_secrets(secret_keeper, rng.randrange(1 << 30))
    assert state.dump() == dumped, "vary_secrets changed the original state"
    if other.dump() != dumped:
        varied.append(True)
    assert canonical(other.view(None)) == table_view, "the public view shows a player's secret"
    for player in state.players:
        if player != secret_keeper:
            assert canonical(other.view(player)) == views[player], (
                f"{player}'s view shows {secret_keeper}'s secret")


def check_event(event: Event, players: list[str], in_depth: bool) -> None:
    """A message (rendered in every locale when in depth) or a legacy English sentence."""
    assert event["to"] is None or event["to"] in players
    if "msg" in event:
        assert MESSAGE_ID.fullmatch(event["msg"]) and isinstance(event.get("args"), dict), event
        for locale in LOCALES if in_depth else ():
            assert render(event, locale), f"{event} says nothing in {locale}"
    else:
        assert isinstance(event["text"], str) and event["text"]


def play_random(game: Game, n: int, seed: int, in_depth: bool, varied: list[bool]) -> tuple[GameState, list]:
    walk = random_walk(game, n, seed, max_steps=MAX_STEPS)
    assert walk.state.players == seats(n)
    for event in walk.state.opening_events:
        check_event(event, walk.state.players, in_depth)
    for state, _player, _legal in walk:
        assert all(p in state.players for p in state.to_act())
        if in_depth or walk.rng.random() < SAMPLED_STEP_RATE:
            check_in_depth(game, state, walk.rng, varied)
    for move in walk.moves:
        assert isinstance(move.events, list)
        for event in move.events:
            check_event(event, walk.state.players, in_depth)
    return walk.state, walk.history


def check_end(state: GameState) -> None:
    assert state.to_act() == []
    assert all(state.legal_actions(p) == [] for p in state.players)
    scores = state.scores()
    assert set(scores) == set(state.players)
    assert all(isinstance(v, int) for v in scores.values())
    winners = state.winners()
    assert winners and set(winners) <= set(state.players)
    best = max(scores.values())
    assert all(scores[w] == best for w in winners), "a winner without the top score"
    json.dumps(state.view(None))
    for player in state.players:
        json.dumps(state.view(player))


@pytest.mark.parametrize("key,n", CASES)
def test_random_games_keep_the_contract(key: str, n: int) -> None:
    game = GAMES[key]
    varied: list[bool] = []
    for i in range(GAMES_PER_COUNT):
        state, _ = play_random(game, n, seed=1000 * n + i, in_depth=i < FULLY_CHECKED_GAMES, varied=varied)
        check_end(state)
    assert varied, "vary_secrets never changed anything: the leak test tested nothing"


@pytest.mark.parametrize("key,n", CASES)
def test_same_seed_and_actions_give_the_same_state(key: str, n: int) -> None:
    game = GAMES[key]
    for seed in (1, 2, 3):
        state, history = play_random(game, n, seed, in_depth=False, varied=[])
        replay = game.new(seats(n), seed)
        assert replay.dump() == game.new(seats(n), seed).dump()
        for player, action in history:
            replay.apply(player, json.loads(json.dumps(action)))
        assert replay.dump() == state.dump()


@pytest.mark.parametrize("key", list(GAMES))
def test_player_counts_and_options_are_checked(key: str) -> None:
    game = GAMES[key]
    for n in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(IllegalAction):
            game.new(seats(n), 1)
    with pytest.raises(IllegalAction):
        game.new(seats(game.min_players), 1, {"no_such_option": True})
    assert game.key == key and game.title
