"""The hard player's judge of a cut-short rollout (``worth``) and where its rollouts stop (determinism
and reading only the view: tests/test_ai_levels.py, for every game)."""
from __future__ import annotations

import random

from games import GAMES
from games.stockpile import ai
from games.stockpile import scenario as sc
from games.stockpile.scenario import pair
from random_play import ai_chooser, random_walk


def test_worth_counts_cash_and_unpaid_fees_one_for_one():
    s = sc.make(3)
    for p in s.players:
        sc.holdings(s, p)
    before = ai.worth(s.view("p0"))
    s.cash[0] += 4000
    assert ai.worth(s.view("p0")) == before + 4000
    s.unpaid[0].append(3000)
    assert ai.worth(s.view("p0")) == before + 1000


def test_worth_values_shares_by_what_the_owner_knows_of_their_forecast():
    s = sc.make(3)
    for p in s.players:
        sc.holdings(s, p)
    sc.holdings(s, "p0", {"cosmic": 2})
    sc.holdings(s, "p1", {"cosmic": 2})
    s.pairs[0] = [pair("cosmic", "+4")]
    s.pairs[1] = [pair("bank", "+4")]
    s.public_pair = pair("labs", "-3")
    # Same cash, same shares: the seat that knows Cosmic will rise expects more of them.
    assert s.cash[0] == s.cash[1]
    assert ai.worth(s.view("p0")) > ai.worth(s.view("p1"))
    s.pairs[0] = [pair("cosmic", "-3")]
    assert ai.worth(s.view("p0")) < ai.worth(s.view("p1"))


def test_worth_leaves_the_majority_bonuses_to_the_games_end():
    """Guessed at every round's end, the bonuses made hard hold shares the normal player sells."""
    s = sc.make(3)
    for p in s.players:
        sc.holdings(s, p)
    sc.holdings(s, "p0", {"steel": 3})
    alone = ai.worth(s.view("p0"))
    sc.holdings(s, "p1", split={"steel": 2})          # four public shares: p1 now leads Steel
    assert ai.worth(s.view("p0")) == alone


def test_worth_of_a_finished_game_is_never_asked_but_every_view_mid_game_has_one():
    for state, _, _ in random_walk("stockpile", 3, 5, chooser=ai_chooser(ai.choose)):
        for p in state.players:
            assert isinstance(ai.worth(state.view(p)), float)


def test_a_rollout_to_the_round_end_stops_at_the_next_rounds_first_decision():
    from games.search import rollout, round_end
    state = GAMES["stockpile"].new(["p0", "p1", "p2"], 2)
    view = state.view(state.to_act()[0])
    rollout(state, ai.choose, random.Random(2), round_end(view))
    assert state.round == view["round"] + 1 and not state.is_over()
    assert state.to_act()


def test_rank_puts_first_the_bid_the_normal_player_makes_and_the_richest_surplus_next():
    s = sc.make(3)
    for p in s.players:
        sc.holdings(s, p)
    sc.enter(s, "demand", piles=[["cosmic", "bank", "epic"], ["fee3000"], ["auto"]])
    player = s.to_act()[0]
    view, legal = s.view(player), s.legal_actions(player)
    ranked = ai.rank(view, legal)
    assert sorted(map(str, ranked)) == sorted(map(str, legal))
    assert ranked[0] == ai.choose(view, legal, random.Random(1))
    assert ranked[0]["track"] == 1 and ranked[1]["track"] == 1          # the three-share pile, cheapest first
    assert ranked[0]["amount"] < ranked[1]["amount"]
    assert ai.rank(s.view(player), [{"type": "done"}]) is None


def test_rank_leaves_other_decisions_to_chance():
    s = sc.make(3)
    player = s.to_act()[0]
    assert ai.rank(s.view(player), s.legal_actions(player)) is None
