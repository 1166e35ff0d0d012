"""Futures! as a Game: new() deals, load() restores."""
from __future__ import annotations

import json

from games.base import Game, StartOption, start_seat

from games.futures.state import FuturesState


class FuturesOptions(StartOption):
    """Futures! has no variants (the rule text has none); only who starts may be set."""


class FuturesGame(Game):
    verbs = ("place", "trade", "reveal", "settle", "discard", "buy_marker", "pass", "pass_card")
    key = "futures"
    title = "Futures!"
    min_players = 3
    max_players = 4
    options_model = FuturesOptions

    def new(self, players: list[str], seed: int, options: dict | None = None) -> FuturesState:
        opts = self.parse_options(options)
        self.check_players(players)
        state, events = FuturesState.setup(players, seed, start_seat(seed, len(players), opts.start))
        state.opening_events = events      # not part of the dump: the bot may post them once
        return state

    def load(self, data: str) -> FuturesState:
        return FuturesState(json.loads(data))

    def sample(self, view: dict, player: str, rng) -> FuturesState:
        from games.futures.sample import sample
        return sample(view, player, rng)
