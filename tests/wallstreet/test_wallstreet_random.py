"""Random play with the variants on, and what the views hide."""
from __future__ import annotations

import json
import random

import pytest
from random_play import play_out, random_walk

VARIANTS = [
    {"tycoons": True, "options": True},
    {"tycoons": True, "tycoon_sides": {"A": "penalty", "B": "penalty", "C": "penalty", "D": "penalty"}},
    {"board": "yellow", "options": True},
]


def play(ws, n, seed, options):
    walk = random_walk(ws.game, n, seed, options=options)
    walk.play()
    return walk.state, {move.action["type"] for move in walk.moves}


@pytest.mark.parametrize("options", VARIANTS)
def test_variants_play_to_the_end(ws, options):
    seen = set()
    for seed in range(12):
        n = 2 + seed % 4
        state, kinds = play(ws, n, seed, options)
        seen |= kinds
        scores = state.scores()
        assert all(scores[w] == max(scores.values()) for w in state.winners())
        assert ws.game.load(state.dump()).dump() == state.dump()
    if options.get("options"):
        assert "option" in seen


def test_tycoons_fire_in_random_play(ws):
    fired = 0
    for seed in range(10):
        state, _ = play(ws, 3, seed, {"tycoons": True})
        fired += state.stats["tycoons"]
    assert fired > 0


def test_public_view_hides_holdings_and_capital_cards(ws):
    state, _ = play(ws, 3, 4, {})
    state = play_out(ws.game, 3, 4, rng=random.Random(2), steps=120)
    public = state.view(None)
    text = json.dumps(public)
    assert "you" not in public and "capital_card" not in text and "estimate" not in text
    assert all(isinstance(seat["shares"], int) for seat in public["seats"])
    mine = state.view("p1")["you"]
    assert len(mine["shares"]) == public["seats"][1]["shares"]
    assert mine["capital_card"]["stock"] in ("corn", "cotton", "steel", "oil")
    assert "you" in state.view("p1") and state.view("p1")["you"]["seat"] == 1


def test_vary_secrets_changes_hidden_things_only(ws):
    changed = 0
    walk = random_walk(ws.game, 3, 9, steps=150)
    for state, _, _ in walk:
        other = state.vary_secrets("p0", walk.rng.randrange(1000))
        changed += other.dump() != state.dump()
        assert json.dumps(other.view(None), sort_keys=True) == json.dumps(state.view(None), sort_keys=True)
        assert other.view("p1") == state.view("p1")
    assert changed > 100


def test_deck_top_is_public_the_rest_is_not(ws):
    state = ws.game.new(["p0", "p1"], 3)
    view = state.view(None)
    assert view["deck_top"]["id"] == state.deck[0] and view["deck_count"] == len(state.deck)
    assert "deck" not in view


def test_every_label_is_short_and_every_refusal_readable(ws):
    from games.base import IllegalAction
    for seed, options in enumerate([{}, {"tycoons": True, "options": True}]):
        for state, player, legal in random_walk(ws.game, 4, seed, options=options):
            for action in legal:
                label = state.describe(action)
                assert 0 < len(label) <= 80, label
            with pytest.raises(IllegalAction) as refusal:
                state.apply(player, {"type": "nonsense"})
            assert len(str(refusal.value)) < 500


def test_same_seed_and_actions_replay_with_variants(ws):
    options = {"tycoons": True, "options": True, "tycoon_sides": {"A": "penalty", "D": "penalty"}}
    state, _ = play(ws, 4, 21, options)
    replay = ws.game.new(["p0", "p1", "p2", "p3"], 21, options)
    walk = random_walk(ws.game, 4, 21, options=options)
    for move in walk.played():
        replay.apply(move.player, json.loads(json.dumps(move.action)))
        assert ws.game.load(replay.dump()).dump() == replay.dump()
    assert replay.dump() == walk.state.dump() == state.dump()
