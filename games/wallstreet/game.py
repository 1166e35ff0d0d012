"""The Game object: setup of a new table, and loading a saved one."""
from __future__ import annotations

import json

from games.base import Game, as_player, public_msg, seeded_rng, start_seat
from games.wallstreet.data import STOCKS, catalogue
from games.wallstreet.options import WallStreetOptions
from games.wallstreet.state import WallStreetState


class WallStreetGame(Game):
    verbs = (
        "place", "flip", "option", "buy", "sell", "raise", "boom", "bust", "offer", "answer", "take", "give",
        "repay", "decline", "remove", "keep", "discard", "end",
    )
    key = "wallstreet"
    title = "1920 Wall Street"
    min_players = 2
    max_players = 5
    options_model = WallStreetOptions

    def new(self, players: list[str], seed: int, options: dict | None = None) -> WallStreetState:
        opts = self.parse_options(options)
        self.check_players(players)
        cat = catalogue()
        rules = cat.rules
        n = len(players)
        rng = seeded_rng(seed, "setup")
        starting = list(cat.starting_ids)
        rng.shuffle(starting)
        exchange = set(cat.exchange_ids) if n == 2 else set()   # no share exchange with 2 players
        deck = cat.stock_ids + [c for c in cat.market_ids if c not in exchange]
        rng.shuffle(deck)
        circle: list[int | None] = starting[:n] + deck[:3] + [None]  # None: the trend card
        deck = deck[3:]
        assert len(circle) == rules.rondel_size[n]
        rng.shuffle(circle)
        # the explosion goes among the last nine cards (the deck is turned face up after)
        window = rules.explosion_window - 1
        bottom = deck[-window:] + [cat.explosion]
        rng.shuffle(bottom)
        deck = deck[:-window] + bottom
        capital_cards = list(range(len(cat.capital)))
        rng.shuffle(capital_cards)
        tycoons = []
        if opts.tycoons:
            letters = sorted(cat.tycoons)
            rng.shuffle(letters)
            tycoons = [{"card": letters[i], "side": opts.tycoon_sides.get(letters[i], "reward"), "used": False}
                       for i in range(len(STOCKS))]
        board = rules.boards[opts.board]
        first = start_seat(seed, n, opts.start)
        data = {
            "players": list(players), "seed": seed,
            "opts": {"board": opts.board, "tycoons": opts.tycoons, "options": opts.options},
            "side": opts.board, "prices": list(board.start),
            "rondel": [[] if c is None else [c] for c in circle], "trend_pos": circle.index(None),
            "trend_dir": 1, "trend_cash": 0, "pawns": [None] * n, "deck": deck, "piles": [[], [], []],
            "shares": [[] for _ in range(n)], "market": [[] for _ in range(n)],
            "capital_card": capital_cards[:n], "unused_capital": capital_cards[n:],
            "capital": [rules.start_capital[n]] * n, "cash": [rules.start_cash] * n, "loans": [0] * n,
            "bonus": [0] * n, "option_at": [None] * n, "tycoons": tycoons,
            "first": first, "turn": None, "flipped": False, "final": False, "over": False,
            "todo": [{"k": "place", "p": (first + i) % n} for i in range(n)],
            "stats": {"loans": 0, "tycoons": 0},
        }
        state = WallStreetState(data)
        starter = as_player(players[first])
        state.opening_events = [public_msg("wallstreet-start-chosen", player=starter) if opts.start
                                else public_msg("wallstreet-start-drawn", player=starter)]
        return state

    def load(self, data: str) -> WallStreetState:
        return WallStreetState(json.loads(data))

    def sample(self, view: dict, player: str, rng) -> WallStreetState:
        from games.wallstreet.sample import sample
        return sample(view, player, rng)
