"""The Stockpile Game: options, player counts, new() and load()."""
from __future__ import annotations

from games.base import Game, IllegalAction

from .options import StockpileOptions
from .setup import new_state
from .state import StockpileState


class StockpileGame(Game):
    key = "stockpile"
    title = "Stockpile"
    min_players = 2
    max_players = 5
    options_model = StockpileOptions

    def new(self, players: list[str], seed: int, options: dict | None = None) -> StockpileState:
        opts = self.parse_options(options)
        self.check_players(players)
        two = len(players) == 2
        if opts.variant == "two_player" and not two:
            raise IllegalAction("The two-player variant is for exactly 2 players.")
        if opts.variant == "standard" and two:
            raise IllegalAction("With 2 players Stockpile uses the two-player variant; the standard game is for 3 to 5.")
        state = new_state(StockpileState, players, seed, two, opts.side, opts.investors, opts.rounds)
        opening: list = []
        state._advance(opening)
        state.opening_events = opening
        return state

    def load(self, data: str) -> StockpileState:
        return StockpileState.from_dump(data)

    def sample(self, view: dict, player: str, rng) -> StockpileState:
        from games.stockpile.sample import sample
        return sample(view, player, rng)
