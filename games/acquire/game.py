"""The Acquire game: options, setup (starting tiles, first player, hands) and load."""
from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from games.acquire import board as B
from games.acquire.content import rules
from games.acquire.state import AcquireState
from games.base import Game, IllegalAction, Options, as_list, as_player, msg, public_msg, seeded_rng


class AcquireOptions(Options):
    edition: Literal["2016", "classic"] = Field(
        "2016", description='"2016" (Worldwide, Sackson / Festival, Imperial, American / Continental, Tower) '
                            'or "classic" (Luxor, Tower / American, Festival, Worldwide / Continental, Imperial)',
        json_schema_extra={"help": "acquire-option-edition"})
    bonus_rounding: Literal["down", "up"] = Field(
        "down", description='split bonuses rounded "down" to $100 (rule text) or "up" (Hasbro rulebook)',
        json_schema_extra={"help": "acquire-option-bonus-rounding"})
    open_holdings: bool = Field(False, description="true: every player's cash and shares are public",
                                 json_schema_extra={"help": "acquire-option-open-holdings"})
    tile_bag: list[str] | None = Field(
        None, description="tiles in draw order (starting tiles, then hands, then draws); "
                          "unlisted tiles follow in shuffled order; never shown to the table",
        json_schema_extra={"secret": True, "deal": True, "help": "acquire-option-tile-bag"})

    @field_validator("tile_bag")
    @classmethod
    def _tiles(cls, tiles: list[str] | None) -> list[str] | None:
        if tiles is None:
            return None
        cells = []
        for t in tiles:
            cell = B.parse_tile(t)
            if cell is None:
                raise IllegalAction("acquire-option-not-a-tile", option="tile_bag", tile=t, last=B.NAMES[-1])
            cells.append(cell)
        twice = next((B.NAMES[c] for i, c in enumerate(cells) if c in cells[:i]), None)
        if twice is not None:
            raise IllegalAction("acquire-option-tile-twice", option="tile_bag", tile=twice)
        return [B.NAMES[c] for c in cells]


class AcquireGame(Game):
    verbs = (
        "place", "found", "buy", "done", "declare_end", "survivor", "defunct", "sell", "trade", "keep",
    )
    key = "acquire"
    title = "Acquire"
    min_players = 2
    max_players = 6
    options_model = AcquireOptions

    def new(self, players: list[str], seed: int, options: dict | None = None) -> AcquireState:
        opts = self.parse_options(options)
        assert isinstance(opts, AcquireOptions)       # options_model is AcquireOptions
        self.check_players(players)
        r = rules()
        n = len(players)
        listed = [B.CELL_OF[t] for t in (opts.tile_bag or [])]
        rest = [c for c in range(B.CELLS) if c not in set(listed)]
        seeded_rng(seed, "acquire", "bag").shuffle(rest)
        bag = listed + rest
        board = [B.EMPTY] * B.CELLS
        # Each player draws one tile; it goes on the board as a lone tile.
        starters = bag[:n]
        for c in starters:
            board[c] = B.LONE
        first = min(range(n), key=lambda s: B.sort_key(starters[s]))
        drawn = n
        hands = []
        for _ in range(n):
            hands.append(bag[drawn:drawn + r.play.hand_size])
            drawn += r.play.hand_size
        state = AcquireState({
            "players": list(players), "seed": seed,
            "options": {"edition": opts.edition, "bonus_rounding": opts.bonus_rounding,
                        "open_holdings": opts.open_holdings, "tile_bag": opts.tile_bag},
            "board": board, "sizes": [0] * 7, "bank": [r.play.shares_per_chain] * 7,
            "shares": [[0] * 7 for _ in range(n)], "cash": [r.play.starting_cash] * n,
            "hands": hands, "bag": bag, "drawn": drawn, "turn": first, "phase": "place",
            "bought": 0, "tile": None, "merger": None, "dead": [], "ended": None,
            "starters": starters,
        })
        drew = [msg("acquire-starter", player=as_player(p), tile=B.NAMES[c]) for p, c in zip(players, starters)]
        opening: list = [public_msg("acquire-opening", starters=as_list(drew, style="unit"),
                                    first=as_player(players[first]))]
        state._start_turn(opening)
        state.opening_events = opening
        return state

    def load(self, data: str) -> AcquireState:
        return AcquireState.from_json(data)

    def sample(self, view: dict, player: str, rng) -> AcquireState:
        from games.acquire.sample import sample
        return sample(view, player, rng)


GAME = AcquireGame()
