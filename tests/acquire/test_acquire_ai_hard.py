"""The hard Acquire player's hooks: worth (the judge of its short rollouts), rank (its candidates)
and depth (how far a rollout looks); and hard itself stays seeded and legal."""
import random

import pytest

from games import GAMES
from games.acquire import ai
from games.acquire import board as B
from games.acquire.scenario import build, row
from games.search import BUDGET, set_budget


@pytest.fixture
def small_budget():
    set_budget(rounds=4, candidates=3)
    yield
    set_budget(rounds=None)
    BUDGET.candidates = None


def _two_chains(shares, cash=None):
    return build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C")},
                 hands={"a": ["12I", "12G"], "b": ["9G"]}, shares=shares, cash=cash)


# ------------------------------------------------------------------ worth
def test_worth_is_the_money_a_seat_would_end_with_now_at_two_players():
    # at 2 players the rival's holdings follow from the bank's count: the estimate is exact
    s = _two_chains({"a": {"Tower": 6, "Sackson": 2}, "b": {"Tower": 3, "Sackson": 5}},
                    cash={"a": 2100, "b": 3400})
    before = {p: ai.worth(s.view(p)) for p in s.players}
    s.apply("a", {"type": "declare_end"})
    assert s.is_over()
    assert s.scores() == pytest.approx(before)


def test_worth_counts_cash_shares_and_the_bonus_a_lead_brings():
    poor = _two_chains({"a": {"Tower": 3}, "b": {"Tower": 6}})
    lead = _two_chains({"a": {"Tower": 7}, "b": {"Tower": 6}})
    richer = _two_chains({"a": {"Tower": 3}, "b": {"Tower": 6}}, cash={"a": 9000})
    tower = next(c for c in poor.view("a")["chains"] if c["name"] == "Tower")
    w = ai.worth(poor.view("a"))
    # four more shares: their price, and the majority instead of the minority
    assert ai.worth(lead.view("a")) == w + 4 * tower["price"] + tower["majority"] - tower["minority"]
    assert ai.worth(richer.view("a")) == w + 9000 - poor.view("a")["cash"]


def test_a_position_better_for_one_seat_is_worth_more_to_it_and_less_to_the_rival():
    even = _two_chains({"a": {"Tower": 5}, "b": {"Tower": 5}})
    ahead = _two_chains({"a": {"Tower": 6}, "b": {"Tower": 4}})
    assert ai.worth(ahead.view("a")) > ai.worth(even.view("a"))
    assert ai.worth(ahead.view("b")) < ai.worth(even.view("b"))


def test_worth_guesses_the_rivals_split_at_three_players_from_public_facts_only():
    s = build(["a", "b", "c"], chains={"Tower": row(1, 11, "A")}, hands={"a": ["9I"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Tower": 6}, "b": {"Tower": 3}, "c": {"Tower": 3}})
    other = build(["a", "b", "c"], chains={"Tower": row(1, 11, "A")}, hands={"a": ["9I"], "b": ["9G"], "c": ["9E"]},
                  shares={"a": {"Tower": 6}, "b": {"Tower": 6}, "c": {"Tower": 0}})
    assert ai.worth(s.view("a")) == ai.worth(other.view("a"))     # the view cannot tell them apart


# ------------------------------------------------------------------ rank
def test_rank_puts_the_tile_the_normal_player_places_first():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"]}, shares={"a": {"Sackson": 5}})
    view, legal = s.view("a"), s.legal_actions("a")
    ranked = ai.rank(view, legal)
    assert sorted(map(repr, ranked)) == sorted(map(repr, legal))
    assert ranked[0] == ai.choose(view, legal, random.Random(1)) == {"type": "place", "tile": "5A"}


def test_rank_orders_shares_as_the_normal_player_buys_them():
    # Festival: a 3 against b's 3 (one more share leads); American: a leads 10 to 2 already
    s = build(["a", "b", "c"], chains={"American": row(1, 6, "A"), "Festival": row(1, 4, "C")},
              hands={"a": ["9I", "9H"], "b": ["9G"], "c": ["9E"]},
              shares={"a": {"Festival": 3, "American": 10}, "b": {"American": 2, "Festival": 3}})
    s.apply("a", {"type": "place", "tile": "9I"})
    view, legal = s.view("a"), s.legal_actions("a")
    ranked = ai.rank(view, legal)
    assert ranked[0] == ai.choose(view, legal, random.Random(1)) == {"type": "buy", "chain": "Festival"}
    assert sorted(map(repr, ranked)) == sorted(map(repr, legal))


def test_rank_offers_declaring_the_end_first_when_allowed():
    s = _two_chains({"a": {"Tower": 1}, "b": {"Tower": 9, "Sackson": 9}})
    view, legal = s.view("a"), s.legal_actions("a")
    assert {"type": "declare_end"} in legal
    assert ai.rank(view, legal)[0] == {"type": "declare_end"}


# ------------------------------------------------------------------ depth and hard
def test_a_rollout_looks_the_same_number_of_turns_for_every_seat():
    two = GAMES["acquire"].new(["a", "b"], 1)
    four = GAMES["acquire"].new(["a", "b", "c", "d"], 1)
    assert ai.depth(four.view("a")) == 2 * ai.depth(two.view("a"))
    assert ai.depth(two.view("a")) >= 2 * 4      # at least two turns of a tile and three shares a seat


def test_hard_plays_legal_moves_and_repeats_itself_under_a_seed(small_budget):
    def game(seed):
        state = GAMES["acquire"].new(["p0", "p1", "p2"], seed)
        rng = random.Random(seed)
        moves = []
        for _ in range(40):
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            chooser = ai.LEVELS["hard"] if player == "p0" else ai.choose
            action = chooser(state.view(player), [dict(a) for a in legal], rng)
            assert action in legal
            moves.append(action)
            state.apply(player, action)
        return moves
    assert game(4) == game(4)


def test_hard_declares_the_end_when_it_wins_by_it(small_budget):
    # a leads both safe chains by far: ending now wins, which the search sees exactly
    s = _two_chains({"a": {"Tower": 9, "Sackson": 8}, "b": {"Tower": 2, "Sackson": 1}})
    s.starters = [B.CELL_OF["1A"], B.CELL_OF["1C"]]      # the sampler deals around the starting tiles
    legal = s.legal_actions("a")
    assert ai.LEVELS["hard"](s.view("a"), legal, random.Random(2)) == {"type": "declare_end"}


def test_worth_reads_the_rivals_holdings_when_they_are_open():
    def table(b, c):
        return build(["a", "b", "c"], chains={"Tower": row(1, 11, "A")},
                     hands={"a": ["9I"], "b": ["9G"], "c": ["9E"]}, options={"open_holdings": True},
                     shares={"a": {"Tower": 6}, "b": {"Tower": b}, "c": {"Tower": c}})
    alone, tied = table(3, 3), table(6, 0)
    tower = next(c for c in alone.view("a")["chains"] if c["name"] == "Tower")
    assert ai.worth(alone.view("a")) - ai.worth(tied.view("a")) == tower["majority"] - (
        tower["majority"] + tower["minority"]) / 2
