"""The hard player's judge of a cut-short rollout (``worth``) and where its rollouts stop (determinism
and reading only the view: tests/test_ai_levels.py, for every game)."""
from __future__ import annotations

import random

from games import GAMES
from games.futures import ai
from random_play import ai_chooser, random_walk

GAME = GAMES["futures"]


def test_worth_counts_money_one_for_one():
    s = GAME.new(["p0", "p1", "p2"], 3)
    before = ai.worth(s.view("p0"))
    s.money[0] += 7
    assert ai.worth(s.view("p0")) == before + 7


def test_worth_counts_a_marker_in_profit_and_one_in_debt():
    s = GAME.new(["p0", "p1", "p2"], 3)
    row = s.prices["corn"]
    s.markers = [[0, "corn", "up", row - 3], [1, "corn", "down", row - 3]]
    gain = s.ladder[row] - s.ladder[row - 3]
    up, down, empty = (ai.worth(s.view(p)) for p in ("p0", "p1", "p2"))
    assert empty == 0
    # The price may still move before the marker is settled: about the gain, not exactly.
    assert up > gain / 2 > 0 > -gain / 2 > down


def test_worth_follows_the_cards_the_owner_knows_will_move_the_price():
    s = GAME.new(["p0", "p1", "p2"], 3)
    row = s.prices["pepper"]
    s.markers = [[0, "pepper", "up", row], [1, "pepper", "up", row]]
    s.phase = "late"
    s.field_top = ["pepper_up"] * 6
    s.field_down = [None] * 6
    s.field_owner = [None] * 6
    calm = ai.worth(s.view("p0"))                      # six UP cards face up: pepper +6 for both
    s.field_down = ["pepper_down"] * 3 + [None] * 3
    s.field_owner = [0, 0, 0, None, None, None]
    # p0 placed the three face-down DOWN cards: it knows pepper will rise less than p1 guesses.
    assert ai.worth(s.view("p0")) < ai.worth(s.view("p1")) <= calm


def test_every_view_mid_game_has_a_worth():
    for state, _, _ in random_walk(GAME, 4, 5, chooser=ai_chooser(ai.choose)):
        for p in state.players:
            assert isinstance(ai.worth(state.view(p)), (int, float))


def test_hard_rollouts_stop_when_the_round_is_over():
    from games.search import rollout, round_end
    state = GAME.new(["p0", "p1", "p2", "p3"], 2)
    view = state.view(state.to_act()[0])
    rollout(state, ai.choose, random.Random(2), round_end(view))
    assert state.round == view["round"] + 1 and state.to_act()
