"""Stockpile content: pydantic models for data/stockpile/stockpile.toml, and a plain,
fast `Rules` object the engine reads (no pydantic in the hot path)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.content import load_data


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MoneyModel(_Strict):
    start_cash: int = Field(gt=0)
    start_cash_two_player: int = Field(gt=0)
    price_unit: int = Field(gt=0)
    bid_slots: list[int]
    dividend_per_share: int
    resplit_payout: int
    majority_bonus: int
    majority_tie_bonus: int
    provisional: bool = False

    @model_validator(mode="after")
    def _slots_rise(self) -> "MoneyModel":
        if self.bid_slots[0] != 0 or any(a >= b for a, b in zip(self.bid_slots, self.bid_slots[1:])):
            raise ValueError("bid_slots must start at 0 and rise")
        return self


class RoundsModel(_Strict):
    by_players: dict[int, int]
    provisional: bool = False


class TwoPlayerModel(_Strict):
    piles: int
    meeples: int
    pairs_each: int
    supply_passes: int
    investors_dealt: int
    investors_kept: int


class AbilitiesModel(_Strict):
    graham_bonus_per_share: int
    deborah_per_share: int


class InvestorChoiceModel(_Strict):
    dealt: int
    kept: int


class FeeModel(_Strict):
    amount: int = Field(gt=0)
    count: int = Field(ge=0)
    provisional: bool = False


class ActionCardModel(_Strict):
    code: str
    name: str
    steps: int
    count: int = Field(ge=0)


class MarketModel(_Strict):
    stocks_per_company: int
    fees: list[FeeModel]
    actions: list[ActionCardModel]
    provisional: bool = False


class ForecastModel(_Strict):
    code: str
    steps: int
    dividend: bool = False


class ForecastsModel(_Strict):
    cards: list[ForecastModel]
    provisional: bool = False


class CompanyModel(_Strict):
    key: str
    name: str
    short: str
    ticker: str
    colour: str


class TrackModel(_Strict):
    values: list[int] = Field(min_length=2)
    start: int
    split: int
    dividend_spaces: list[int] = []

    @model_validator(mode="after")
    def _indexes_on_track(self) -> "TrackModel":
        last = len(self.values) - 1
        for index in (self.start, self.split, *self.dividend_spaces):
            if not 0 <= index <= last:
                raise ValueError(f"space {index} is off a track of {len(self.values)} spaces")
        return self


class BoardModel(_Strict):
    tracks: dict[str, TrackModel]
    dividend_per_share: int = 0
    provisional: bool = False


class InvestorModel(_Strict):
    key: str
    name: str
    cash: int
    cash_two_player: int
    ability: str
    provisional: bool = False      # flags `cash` (one source); cash_two_player is the rule text


class StockpileData(_Strict):
    money: MoneyModel
    rounds: RoundsModel
    two_player: TwoPlayerModel
    abilities: AbilitiesModel
    investor_choice: InvestorChoiceModel
    market: MarketModel
    forecasts: ForecastsModel
    companies: list[CompanyModel]
    boards: dict[str, BoardModel]
    investors: list[InvestorModel]

    @model_validator(mode="after")
    def _consistent(self) -> "StockpileData":
        keys = [c.key for c in self.companies]
        if len(self.forecasts.cards) != len(keys):
            raise ValueError("one forecast card per company card is needed")
        for name, board in self.boards.items():
            if sorted(board.tracks) != sorted(keys):
                raise ValueError(f"board {name} must have one track per company")
        return self


@dataclass(frozen=True)
class Track:
    values: tuple[int, ...]
    start: int
    split: int
    dividend_spaces: frozenset[int]

    @property
    def last(self) -> int:
        return len(self.values) - 1


@dataclass(frozen=True)
class Rules:
    """Everything the engine needs, as plain tuples and dicts."""

    raw: StockpileData
    companies: tuple[str, ...]
    company_names: dict[str, str]
    short_names: dict[str, str]
    boards: dict[str, tuple[Track, ...]]
    board_dividend: dict[str, int]
    forecasts: tuple[str, ...]
    forecast_steps: dict[str, int]
    dividend_forecasts: frozenset[str]
    fee_amounts: dict[str, int]          # card code -> amount
    action_steps: dict[str, int]         # card code -> steps
    action_names: dict[str, str]
    investors: dict[str, InvestorModel]
    investor_order: tuple[str, ...]

    def market_deck(self) -> list[str]:
        """The 80 market cards (the caller shuffles)."""
        m = self.raw.market
        deck = [c for c in self.companies for _ in range(m.stocks_per_company)]
        for fee in m.fees:
            deck += [f"fee{fee.amount}"] * fee.count
        for act in m.actions:
            deck += [act.code] * act.count
        return deck


@lru_cache(maxsize=1)
def rules() -> Rules:
    data = load_data("stockpile", "stockpile.toml", StockpileData)
    companies = tuple(c.key for c in data.companies)
    boards = {
        name: tuple(
            Track(tuple(t.values), t.start, t.split, frozenset(t.dividend_spaces))
            for t in (board.tracks[c] for c in companies)
        )
        for name, board in data.boards.items()
    }
    return Rules(
        raw=data,
        companies=companies,
        company_names={c.key: c.name for c in data.companies},
        short_names={c.key: c.short for c in data.companies},
        boards=boards,
        board_dividend={name: b.dividend_per_share for name, b in data.boards.items()},
        forecasts=tuple(f.code for f in data.forecasts.cards),
        forecast_steps={f.code: f.steps for f in data.forecasts.cards},
        dividend_forecasts=frozenset(f.code for f in data.forecasts.cards if f.dividend),
        fee_amounts={f"fee{f.amount}": f.amount for f in data.market.fees},
        action_steps={a.code: a.steps for a in data.market.actions},
        action_names={a.code: a.name for a in data.market.actions},
        investors={i.key: i for i in data.investors},
        investor_order=tuple(i.key for i in data.investors),
    )


def provisional_values() -> list[str]:
    """Names of the data sections flagged provisional (listed in the rules page)."""
    d = rules().raw
    found = [name for name, flag in (
        ("money", d.money.provisional), ("rounds", d.rounds.provisional),
        ("market", d.market.provisional), ("forecasts", d.forecasts.provisional)) if flag]
    found += [f"fee {f.amount}" for f in d.market.fees if f.provisional]
    found += [f"board {n}" for n, b in d.boards.items() if b.provisional]
    found += [f"{i.name} cash" for i in d.investors if i.provisional]
    return found
