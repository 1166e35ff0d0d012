"""Every game's computer player comes in three levels (games/<key>/ai.py LEVELS).

- every level picks a legal action from its own view, in every game;
- under a seed (and a budget in rounds, not time) a level plays the same game twice;
- easy plays the normal move most of the time and sometimes another;
- hard searches over sampled states: given a view it cannot tell from another
  state's, it answers the same (it never reads the real hidden state).
How long hard thinks is measured in bench/ai_league.py, never asserted here.
"""
from __future__ import annotations

import importlib
import math
import random

import pytest

from games import GAMES, plugin_of
from games.levels import LEVEL_NAMES
from games.search import BUDGET, Budget, set_budget
from random_play import random_walk

pytestmark = pytest.mark.slow   # a sweep: run by CI and `pytest`, left out of `pytest -m "not slow"`

STEPS = 60       # decisions per test game: enough to meet every kind of decision early on
HARD_STEPS = 16


@pytest.fixture(autouse=True)
def small_budget():
    set_budget(rounds=4, candidates=2)
    yield
    set_budget(rounds=None)
    BUDGET.candidates = None


def levels_of(key: str) -> dict:
    return importlib.import_module(plugin_of(key).levels).LEVELS


def play(key: str, level: str, seed: int, steps: int = STEPS) -> list[dict]:
    """A short game: seat p0 plays `level`, the others normal. Returns p0's moves."""
    lv = levels_of(key)

    def chooser(state, player, legal, rng):
        return (lv[level] if player == "p0" else lv["normal"])(state.view(player), legal, rng)

    walk = random_walk(key, GAMES[key].min_players + 1, seed, steps=steps, chooser=chooser)
    walk.play()      # the walk checks that every move chosen is legal
    return [move.action for move in walk.moves if move.player == "p0"]


@pytest.mark.parametrize("key", list(GAMES))
def test_every_game_has_three_levels_and_normal_is_choose(key: str) -> None:
    module = importlib.import_module(plugin_of(key).levels)
    assert tuple(module.LEVELS) == LEVEL_NAMES
    assert module.LEVELS["normal"] is module.choose


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("key", list(GAMES))
def test_each_level_plays_legal_moves_and_repeats_under_a_seed(key: str, level: str) -> None:
    steps = HARD_STEPS if level == "hard" else STEPS      # hard plays out whole games to decide
    first = play(key, level, 11, steps)
    assert first
    assert play(key, level, 11, steps) == first


@pytest.mark.parametrize("more", [0, 1])
@pytest.mark.parametrize("key", list(GAMES))
def test_easy_leaves_the_slack_its_game_declares(key: str, more: int) -> None:
    """Easy plays the normal move except for its game's share of random moves (some of which happen
    to be the normal move too), so each game tunes its own (docs/ai.md, "Easy"): EASY_SLACK, one
    share or one by the number of players (Acquire, Stockpile)."""
    ai = importlib.import_module(f"games.{key}.ai")
    lv = levels_of(key)
    walk = random_walk(key, GAMES[key].min_players + more, 3, steps=400)
    view, legal = next((s.view(p), legal) for s, p, legal in walk if len(legal) >= 4)
    declared = ai.EASY_SLACK
    slack = declared[len(view["players"])] if isinstance(declared, dict) else declared
    assert lv["easy"].slack(view) == slack
    normal = lv["normal"](view, legal, random.Random(0))
    rng = random.Random(1)
    same = sum(lv["easy"](view, legal, rng) == normal for _ in range(400)) / 400
    expected = 1 - slack + slack / len(legal)
    assert abs(same - expected) < 0.09, (key, same, expected)


@pytest.mark.parametrize("key", list(GAMES))
def test_a_share_by_players_names_every_table_size(key: str) -> None:
    declared = importlib.import_module(f"games.{key}.ai").EASY_SLACK
    if isinstance(declared, dict):
        assert set(declared) == set(range(GAMES[key].min_players, GAMES[key].max_players + 1))
    shares = declared.values() if isinstance(declared, dict) else [declared]
    assert all(0 < share < 1 for share in shares)


@pytest.mark.parametrize("key", list(GAMES))
def test_hard_reads_only_the_view(key: str) -> None:
    """Two states that look the same to the player (vary_secrets of another seat) get the same move."""
    n = GAMES[key].min_players + 1
    hard = levels_of(key)["hard"]
    checked = 0
    walk = random_walk(key, n, 5, steps=200)
    for state, player, legal in walk:
        if checked >= 3:
            break
        if len(legal) > 1:
            other = state.vary_secrets(next(p for p in state.players if p != player), walk.rng.randrange(1 << 30))
            assert other.view(player) == state.view(player)
            assert hard(state.view(player), legal, random.Random(3)) == hard(other.view(player), legal,
                                                                           random.Random(3))
            checked += 1


def test_the_search_leaves_the_normal_move_only_for_a_clear_gain() -> None:
    from games.search import MIN_ROUNDS, pick
    normal, other = {"type": "a"}, {"type": "b"}
    clear = [[0.0] * MIN_ROUNDS, [0.5, 0.4, 0.6, 0.5][:MIN_ROUNDS] + [0.5] * (MIN_ROUNDS - 4)]
    assert pick([normal, other], clear) == other
    noisy = [[0.0] * MIN_ROUNDS, [1.0, -1.0] * (MIN_ROUNDS // 2)]
    assert pick([normal, other], noisy) == normal
    few = [[0.0] * (MIN_ROUNDS - 1), [1.0] * (MIN_ROUNDS - 1)]
    assert pick([normal, other], few) == normal


def test_a_sample_that_refuses_a_move_never_gets_it_played() -> None:
    """Moves the sampled state refuses score -1 (below any real result) and are not chosen."""
    from games.search import pick
    normal, other = {"type": "a"}, {"type": "b"}
    assert pick([normal, other], [[0.0] * 6, [-1.0] * 6]) == normal


def test_ranked_candidates_are_the_normal_move_and_the_next_best() -> None:
    from games.search import candidates
    legal = [{"n": i} for i in range(10)]
    ranked = [legal[i] for i in (7, 3, 9, 0, 1, 2, 4, 5, 6, 8)]
    assert candidates(legal[3], legal, random.Random(1), 3, ranked) == [legal[3], legal[7], legal[9]]
    unranked = candidates(legal[3], legal, random.Random(1), 3)
    assert unranked[0] == legal[3] and len(unranked) == 3 and legal[3] not in unranked[1:]


def test_a_candidate_clearly_worse_than_the_normal_move_gets_no_more_rounds() -> None:
    from games.search import MIN_ROUNDS, clearly_worse
    assert clearly_worse([-0.5, -0.4, -0.6, -0.5] + [-0.5] * (MIN_ROUNDS - 4))
    assert not clearly_worse([-1.0, 1.0] * (MIN_ROUNDS // 2))          # noisy: keep looking
    assert not clearly_worse([-1.0] * (MIN_ROUNDS - 1))                 # too few rounds to tell
    assert not clearly_worse([0.5] * MIN_ROUNDS)


def test_qin_ranks_placements_as_its_normal_player_judges_them() -> None:
    from games.qin import ai
    state = GAMES["qin"].new(["p0", "p1"], 3)
    rng = random.Random(3)
    for _ in range(6):
        player = state.to_act()[0]
        view, legal = state.view(player), state.legal_actions(player)
        ranked = ai.rank(view, legal)
        worth = dict(zip(map(repr, legal), ai.values(view, legal)))
        assert sorted(map(repr, ranked)) == sorted(map(repr, legal))
        assert [worth[repr(a)] for a in ranked] == sorted(worth.values(), reverse=True)
        assert worth[repr(ai.choose(view, legal, rng))] == worth[repr(ranked[0])]
        state.apply(player, ai.choose(view, legal, rng))


class _Counting:
    """A game whose sample() counts its calls: one call is one round of the search."""

    def __init__(self, game) -> None:
        self.game, self.samples = game, 0

    def sample(self, view, player, rng):
        self.samples += 1
        return self.game.sample(view, player, rng)

    def load(self, data):
        return self.game.load(data)


def test_a_time_budget_still_stops_after_max_rounds() -> None:
    """Rounds beyond max_rounds tell moves apart no better: a decided search returns early."""
    from games.search import search
    game = _Counting(GAMES["stockpile"])
    state = GAMES["stockpile"].new(["p0", "p1"], 7)
    player = state.to_act()[0]
    view, legal = state.view(player), state.legal_actions(player)
    normal = levels_of("stockpile")["normal"]
    search(game, normal, view, legal, random.Random(1), budget=Budget(ms=60_000, candidates=3, max_rounds=5))
    assert 1 <= game.samples <= 5
    from games.search import LAST_ROUNDS
    assert LAST_ROUNDS[0] == game.samples      # what bench/hard_cost.py reports as rounds reached


def test_a_cut_short_rollout_is_judged_as_a_chance_of_winning() -> None:
    """With a judge, a game stopped at the horizon scores the judged lead: more lead, more worth, in (0, 1.25)."""
    from games.search import outcome
    state = GAMES["wallstreet"].new(["p0", "p1"], 3)
    leads = {"p0": 0.0, "p1": 0.0}

    def judge(view: dict) -> float:
        return leads[view["players"][view["you"]["seat"]]]
    even = outcome(state, "p0", judge, spread=8.0)
    leads["p0"] = 8.0
    ahead = outcome(state, "p0", judge, spread=8.0)
    leads["p0"] = -8.0
    behind = outcome(state, "p0", judge, spread=8.0)
    assert even == pytest.approx(0.5)
    assert 0.0 < behind < even < ahead < 1.25


def test_the_judged_chance_counts_every_rival_not_only_the_best() -> None:
    """At 3 players a second rival close behind the best one lowers the chance; at 2 it is the logistic of the lead."""
    from games.search import chance
    assert chance({"a": 8.0, "b": 0.0}, "a", 8.0) == pytest.approx(1 / (1 + math.exp(-1)))
    one_close = chance({"a": 8.0, "b": 0.0, "c": -40.0}, "a", 8.0)
    two_close = chance({"a": 8.0, "b": 0.0, "c": 0.0}, "a", 8.0)
    assert two_close < one_close < 1 / (1 + math.exp(-1)) + 1e-3
    assert chance({"a": 0.0, "b": 0.0, "c": 0.0}, "a", 8.0) == pytest.approx(1 / 3)
    assert chance({"a": 1e6, "b": -1e6, "c": 0.0}, "a", 8.0) == pytest.approx(1.0)


def test_wall_street_worth_is_the_score_plus_what_holdings_and_capital_promise() -> None:
    from games.wallstreet.ai import worth
    state = GAMES["wallstreet"].new(["p0", "p1"], 4)
    view = state.view("p0")
    assert worth(view) > view["you"]["estimate"]["total"]       # capital and the hidden share's promise


def test_qin_worth_counts_a_placed_pagoda() -> None:
    from games.qin import ai
    state = GAMES["qin"].new(["p0", "p1"], 3)
    rng = random.Random(3)
    for _ in range(30):
        player = state.to_act()[0]
        before = state.view(player)
        legal = state.legal_actions(player)
        action = ai.choose(before, legal, rng)
        state.apply(player, action)
        after = state.view(player)
        placed = after["on_board"][player] - before["on_board"][player]
        if placed > 0:
            assert ai.worth(after) - ai.worth(before) >= ai.OWN_PAGODA * placed - 10 * ai.OWN_SQUARE
            return
    pytest.fail("no pagoda placed in 30 moves")


def test_wall_street_rollouts_look_as_far_for_every_seat() -> None:
    """Two turns a seat: 12 decisions at 2 players (as before), 18 at 3, 24 at 4."""
    from games.wallstreet import ai
    for n, expected in ((2, 12), (3, 18), (4, 24)):
        state = GAMES["wallstreet"].new([f"p{i}" for i in range(n)], 1)
        assert ai.depth(state.view("p0")) == expected
