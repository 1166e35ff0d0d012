"""The game's content (ladder, deck, money, rounds) read from data/futures/futures.toml."""
from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.content import load_data


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Ladder(_Strict):
    provisional: bool
    prices: list[int] = Field(min_length=3)
    start: int

    @model_validator(mode="after")
    def _check(self) -> "Ladder":
        if self.prices != sorted(set(self.prices)):
            raise ValueError("ladder prices must rise strictly")
        if self.start not in self.prices[1:-1]:
            raise ValueError("the start price must be an inner row of the ladder")
        return self


class Commodity(_Strict):
    key: str
    name: str
    colour: str


class Cards(_Strict):
    per_kind: int = Field(gt=0)
    hand: int = Field(gt=0)
    field: int = Field(gt=1)


class MoneyRules(_Strict):
    start: int
    pass_income: int
    trade_fee: int
    fourth_marker_price: int


class Markers(_Strict):
    start: int = Field(gt=0)
    extra: int = Field(ge=0)


class Rules(_Strict):
    discard_per_extra_action: Literal[2]   # the discard action is shaped as a pair
    final_normal_settlements: int = Field(ge=0)


class Players(_Strict):
    colours: list[str]
    colour_names: list[str]
    npc_colour: str


class FuturesData(_Strict):
    ladder: Ladder
    commodities: list[Commodity] = Field(min_length=1)
    cards: Cards
    money: MoneyRules
    markers: Markers
    rules: Rules
    rounds: dict[int, int]
    players: Players

    @property
    def start_row(self) -> int:
        return self.ladder.prices.index(self.ladder.start)

    @property
    def top_row(self) -> int:
        return len(self.ladder.prices) - 1


@lru_cache(maxsize=1)
def data() -> FuturesData:
    return load_data("futures", "futures.toml", FuturesData)
