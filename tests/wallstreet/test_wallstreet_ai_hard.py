"""The hard player's Wall Street parts: `rank` (its candidates) and what it weighs.

The search itself (games/search.py) and the level contract are tested in
tests/test_ai_levels.py; the sampler in tests/test_sample_contract.py.
"""
from __future__ import annotations

import json
import random

import pytest

from games.search import candidates, set_budget
from games.wallstreet import ai
from random_play import ai_chooser, random_walk


def decisions(n: int, seed: int, options: dict | None = None):
    """Every decision with a choice of a seeded game of normal players: (view, legal, rng state)."""
    for state, player, legal in random_walk("wallstreet", n, seed, options=options or {},
                                            chooser=ai_chooser(ai.choose)):
        if len(legal) > 1:
            yield state.view(player), legal


def key(action: dict) -> str:
    return json.dumps(action, sort_keys=True)


@pytest.mark.parametrize("n, options", [(3, {}), (4, {"options": True, "tycoons": True})])
def test_rank_orders_every_legal_move_and_leads_with_the_normal_move(n: int, options: dict) -> None:
    """The search weighs the normal move and the next ones rank gives: rank must hold every
    legal move once, and put first what the normal player plays (it may differ only on a
    near-tie, where the normal player's 0.01 of noise decides)."""
    agree = total = 0
    for view, legal in decisions(n, 5, options):
        ranked = ai.rank(view, legal)
        assert sorted(map(key, ranked)) == sorted(map(key, legal))
        agree += ranked[0] == ai.choose(view, legal, random.Random(0))
        total += 1
    assert total > 100
    assert agree >= 0.95 * total


def test_rank_puts_a_good_buy_before_a_ruinous_one(ws) -> None:
    """On its turn, the corn it collects three steps on comes before the dearest oil, two steps
    on, that it could pay only with a loan (the rules list the two-step buy first). Capital 4
    covers the corn (3 + 1), not the oil (2 + 3): one oil step nearer, capital would cover it
    and it is a fair buy (issue 30: a share below the minimum keeps its worth)."""
    cards = ws.cat.cards
    corn = ws.plain("corn")
    dear = max((c for c in ws.all("stock", stock="oil") if not cards[c]["double"] and not cards[c]["moves"]),
               key=lambda c: cards[c]["cost"])
    state = ws.table(3, spots=[None, [ws.plain("steel")], [dear], [corn]], pawns=[0, 0, 0])
    player = state.to_act()[0]
    seat = state.players.index(player)
    state.cash[seat] = 0
    state.shares[seat] = [c for c in ws.all("stock", stock="corn") if c != corn and not cards[c]["moves"]][:4]
    state._legal_cache = None
    view, legal = state.view(player), state.legal_actions(player)
    assert view["phase"] == "act"
    order = [a.get("steps") for a in ai.rank(view, legal) if a["type"] == "buy"]
    assert view["seats"][seat]["capital"] == 4 and cards[dear]["cost"] == 3
    assert order.index(3) < order.index(2)


def test_hard_weighs_the_normal_move_then_the_next_best_it_ranks() -> None:
    view, legal = next((v, lg) for v, lg in decisions(3, 2) if v["phase"] == "act" and len(lg) > 5)
    normal = ai.choose(view, legal, random.Random(1))
    ranked = ai.rank(view, legal)
    moves = candidates(normal, legal, random.Random(1), ai.WS_CANDIDATES, ranked)
    assert moves[0] == normal
    assert moves[1:] == [a for a in ranked if a != normal][:ai.WS_CANDIDATES - 1]


def test_hard_at_three_players_repeats_under_a_seed_and_plays_legal_moves() -> None:
    set_budget(rounds=4)
    try:
        hard = ai.LEVELS["hard"]

        def game() -> list[dict]:
            walk = random_walk("wallstreet", 3, 8, steps=40, chooser=lambda state, player, legal, rng: (
                hard if player == "p0" else ai.choose)(state.view(player), legal, rng))
            walk.play()                                 # each move checked legal
            return [action for _, action in walk.history]
        assert game() == game()
    finally:
        set_budget(rounds=None)
