"""The Stockpile Game: options, player counts, new() and load()."""
from __future__ import annotations

from games.base import Game, IllegalAction, as_player, public_msg, start_seat

from .options import StockpileOptions
from .setup import new_state
from .state import StockpileState


class StockpileGame(Game):
    verbs = (
        "place", "look", "move_card", "bid", "keep", "peek", "peek_facedown", "boom", "bust", "nudge",
        "sell", "sell_split", "sell_half", "dividend", "claim", "done", "pass",
    )
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
            raise IllegalAction("stockpile-refuse-variant-two")
        if opts.variant == "standard" and two:
            raise IllegalAction("stockpile-refuse-variant-standard")
        state = new_state(StockpileState, players, seed, two, opts.side, opts.investors, opts.rounds,
                          start_seat(seed, len(players), opts.start))
        opening: list = []
        if opts.investors:      # the round (and who starts it) is announced once the investors are kept
            opening.append(public_msg("stockpile-start-marker", player=as_player(players[state.start])))
        state._advance(opening)
        state.opening_events = opening
        return state

    def load(self, data: str) -> StockpileState:
        return StockpileState.from_dump(data)

    def sample(self, view: dict, player: str, rng) -> StockpileState:
        from games.stockpile.sample import sample
        return sample(view, player, rng)
