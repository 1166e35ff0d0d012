"""Acquire's numbers and chains, read from data/acquire/ and validated."""
from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from games.content import load_data

Tier = Literal["cheap", "middle", "expensive"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class BoardSpec(_Strict):
    columns: int = Field(gt=0)
    rows: list[str] = Field(min_length=1)


class PlaySpec(_Strict):
    starting_cash: int = Field(ge=0)
    shares_per_chain: int = Field(gt=0)
    hand_size: int = Field(gt=0)
    max_buys_per_turn: int = Field(ge=0)
    founder_free_shares: int = Field(ge=0)
    safe_size: int = Field(gt=1)
    end_size: int = Field(gt=1)
    trade_ratio: int = Field(gt=0)


class BonusSpec(_Strict):
    majority_multiple: int = Field(gt=0)
    minority_multiple: int = Field(gt=0)
    rounding_unit: int = Field(gt=0)


class PriceStep(_Strict):
    from_: int = Field(alias="from", ge=2)
    price: int = Field(gt=0)


class RulesData(_Strict):
    board: BoardSpec
    play: PlaySpec
    bonus: BonusSpec
    prices: list[PriceStep] = Field(min_length=1)
    tiers: dict[Tier, int]

    @field_validator("prices")
    @classmethod
    def _rising(cls, steps: list[PriceStep]) -> list[PriceStep]:
        sizes = [s.from_ for s in steps]
        if sizes != sorted(set(sizes)) or sizes[0] != 2:
            raise ValueError("price steps must start at size 2 and rise")
        return steps

    def price(self, tier: Tier, size: int) -> int:
        """Share price of a chain of `size` tiles in `tier` (0 for a chain not on the board)."""
        if size < 2:
            return 0
        best = 0
        for step in self.prices:
            if step.from_ <= size:
                best = step.price
        return best + self.tiers[tier]


class ChainSpec(_Strict):
    name: str
    short: str = Field(min_length=1, max_length=2)
    tier: Tier
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")


class EditionSpec(_Strict):
    title: str
    chains: list[ChainSpec] = Field(min_length=2)

    @model_validator(mode="after")
    def _unique(self) -> "EditionSpec":
        names = [c.name.lower() for c in self.chains]
        if len(set(names)) != len(names):
            raise ValueError("chain names must be unique in an edition")
        return self


class ChainsData(_Strict):
    editions: dict[str, EditionSpec]


@lru_cache(maxsize=1)
def rules() -> RulesData:
    return load_data("acquire", "rules.toml", RulesData)


@lru_cache(maxsize=1)
def chains() -> ChainsData:
    return load_data("acquire", "chains.toml", ChainsData)


@lru_cache(maxsize=8)
def price_table(edition: str) -> tuple[tuple[int, ...], ...]:
    """price_table(edition)[chain][size] for sizes 0..board size: no lookups in hot paths."""
    r = rules()
    cells = r.board.columns * len(r.board.rows)
    return tuple(tuple(r.price(c.tier, size) for size in range(cells + 1))
                 for c in chains().editions[edition].chains)
