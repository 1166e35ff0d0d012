"""What the table is told in Stockpile, and the computer player's forecast list."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from games.base import english
from games import GAMES
from games.base import IllegalAction
from random_play import random_walk

GAME = GAMES["stockpile"]


def test_the_computer_reads_the_forecast_cards_from_the_data(monkeypatch):
    from games.stockpile import ai
    from games.stockpile.data import rules
    state = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    fake = SimpleNamespace(forecasts=("+3", "-1"), forecast_steps={**rules().forecast_steps, "+3": 3, "-1": -1},
                           dividend_forecasts=rules().dividend_forecasts)
    monkeypatch.setattr(ai, "rules", lambda: fake)
    insight = ai.Insight(state.view("p0"))
    assert insight.unknown == ["+3", "-1"]


def test_the_public_forecast_reads_differently_when_announced_and_when_applied():
    state = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    announced = [english(e) for e in state.opening_events if "public forecast" in english(e)]
    assert announced and "takes effect in the movement phase" in announced[0]
    applied = next(found for move in random_walk(GAME, state.players, 3, state=state).played()
                   if (found := [english(e) for e in move.events
                                 if english(e).startswith("The public forecast takes effect:")]))
    assert applied[0] != announced[0]


def test_texts_of_one_share_and_of_several_cards():
    state = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    events: list = []
    c = 0
    state.port[0][c], state.split[0][c] = 1, 0
    state._split(c, events)
    line = next(english(e) for e in events if "shows 1" in english(e))
    assert line.endswith("moves it to the split area.")


def test_a_card_you_do_not_hold_is_refused_for_that_reason():
    state = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    player = state.to_act()[0]
    seat = state.players.index(player)
    missing = next(k for k in state.R.companies if k not in state.hand[seat])
    with pytest.raises(IllegalAction) as refusal:
        state.apply(player, {"type": "place", "card": missing, "face": "up", "pile": 1})
    assert refusal.value.message_id == "stockpile-refuse-place-unheld"


def test_several_cards_taken_are_listed_with_and():
    import re
    seen = 0
    for seed in range(6):
        walk = random_walk(GAME, 3, seed, options={"start": 1})
        walk.play()
        for e in walk.events:
            if " and takes " in english(e) and " card" in english(e):
                taken = english(e).split(" and takes ", 1)[1]
                assert not re.search(r" card, an? \w+ card\.$", taken), taken
                seen += taken.count(" and ")
    assert seen


def test_an_end_fee_is_told_after_the_money_that_pays_it():
    state = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    state.cash[0], state.unpaid[0] = 0, [2000]
    state.port[0] = [3] + [0] * (len(state.port[0]) - 1)
    events: list = []
    state.finish(events)
    said = [english(e) for e in events]
    shows = next(i for i, t in enumerate(said) if t.startswith("<@p0> shows"))
    pays = next(i for i, t in enumerate(said) if t.startswith("<@p0> pays a waiting"))
    assert shows < pays and "waiting fees paid -$2,000" in said[shows]
