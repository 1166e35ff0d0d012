"""Loads and validates data/wallstreet/*.toml and builds the card catalogue.

Every physical card gets an integer id: the catalogue is a tuple of plain dicts
indexed by id, so the state only stores ints.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.content import load_data

Stock = Literal["corn", "cotton", "steel", "oil"]
STOCKS: tuple[str, ...] = ("corn", "cotton", "steel", "oil")
MARKET_KINDS = ("move", "boom", "bust", "rise", "fall", "mixed", "crash", "exchange")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Board(_Strict):
    provisional: bool = False
    start: list[int] = Field(min_length=4, max_length=4)
    low: list[int] = Field(min_length=4, max_length=4)
    high: list[int] = Field(min_length=4, max_length=4)

    @model_validator(mode="after")
    def _inside(self) -> "Board":
        for lo, s, hi in zip(self.low, self.start, self.high):
            if not 1 <= lo <= s <= hi:
                raise ValueError("each start price must lie within its limits")
        return self


class TycoonNumbers(_Strict):
    points: int
    repay_cost: int
    fine: int
    capital_floor: int


class Rules(_Strict):
    stocks: list[Stock]
    piles: list[str] = Field(min_length=3, max_length=3)
    start_cash: int
    max_capital: int
    raise_capital_cost: int
    flip_cost: int
    pawn_fee: int
    loan_amount: int
    loan_card_sides: list[int] = Field(min_length=1)
    crash_cost: int
    golden_cash: int
    option_cost: int
    option_fee: int
    explosion_window: int
    rondel_size: dict[int, int]
    start_capital: dict[int, int]
    min_holdings: dict[int, list[int]]
    boards: dict[str, Board]
    tycoon: TycoonNumbers

    @model_validator(mode="after")
    def _consistent(self) -> "Rules":
        if tuple(self.stocks) != STOCKS:
            raise ValueError("stocks must be corn, cotton, steel, oil")
        return self

    def loan_penalty(self, loans: int) -> int:
        """Points lost at the end for `loans` loans: full cards on their last side, plus
        the card in use on the side it has reached (-8, -16, -24, -32, ... with $5/$10 cards)."""
        per_card = len(self.loan_card_sides)
        full, part = divmod(loans, per_card)
        return full * self.loan_card_sides[-1] + (self.loan_card_sides[part - 1] if part else 0)


class StartingCard(_Strict):
    stocks: list[Stock] = Field(min_length=2, max_length=2)
    cost: int = 3


class CapitalCard(_Strict):
    stock: Stock
    double: bool = False
    points: int


class Explosion(_Strict):
    provisional: bool = False
    dynamite: int


class StockCard(_Strict):
    stock: Stock | None = None
    golden: bool = False
    double: bool = False
    cost: int = Field(ge=0)
    moves: dict[Stock, int] = {}
    dynamite: int = 0
    count: int = 1

    @model_validator(mode="after")
    def _typed(self) -> "StockCard":
        if self.golden == (self.stock is not None):
            raise ValueError("a stock card names a stock unless it is golden")
        return self


class MarketCard(_Strict):
    kind: Literal["move", "boom", "bust", "rise", "fall", "mixed", "crash", "exchange"]
    moves: dict[Stock, int] = {}
    cost: int = Field(ge=0)
    points: int
    dynamite: int = 0
    count: int = 1

    @model_validator(mode="after")
    def _moves_only_for_move(self) -> "MarketCard":
        if (self.kind == "move") != bool(self.moves):
            raise ValueError("only 'move' market cards carry fixed moves")
        return self


class StockDeck(_Strict):
    provisional: bool = False
    cards: list[StockCard]


class MarketDeck(_Strict):
    provisional: bool = False
    cards: list[MarketCard]


class TycoonCard(_Strict):
    reward: str
    penalty: str


class Cards(_Strict):
    starting: list[StartingCard] = Field(min_length=5, max_length=5)
    capital: list[CapitalCard] = Field(min_length=5, max_length=5)
    explosion: Explosion
    stock_cards: StockDeck
    market_cards: MarketDeck
    tycoons: dict[Literal["A", "B", "C", "D"], TycoonCard]

    @model_validator(mode="after")
    def _counts(self) -> "Cards":
        stocks = sum(c.count for c in self.stock_cards.cards)
        markets = sum(c.count for c in self.market_cards.cards)
        if stocks != 43 or markets != 40:
            raise ValueError(f"need 43 stock and 40 market cards, got {stocks} and {markets}")
        kinds = {c.kind for c in self.market_cards.cards}
        if kinds != set(MARKET_KINDS):
            raise ValueError("every market card kind of the rule text must be in the deck")
        if len(self.tycoons) != 4:
            raise ValueError("four tycoon cards")
        return self


def _name_stock(card: StockCard) -> str:
    if card.golden:
        return "Golden share"
    name = card.stock.capitalize() + (" x2" if card.double else "")
    if card.moves:
        name += " (" + ", ".join(f"{s.capitalize()} {d:+d}" for s, d in card.moves.items()) + ")"
    return name


def _name_market(card: MarketCard) -> str:
    if card.kind == "move":
        # "market card" keeps it apart from the share "Cotton (Cotton +1)" in texts and buttons
        return " ".join(f"{s.capitalize()} {d:+d}" for s, d in card.moves.items()) + " market card"
    return {"boom": "Boom", "bust": "Bust", "rise": "Upswing", "fall": "Downswing",
            "mixed": "Mixed swing", "crash": "Crash", "exchange": "Exchange"}[card.kind]


class Catalogue:
    """All cards by id, built once from the data files."""

    def __init__(self, rules: Rules, cards: Cards) -> None:
        self.rules = rules
        self.cards: list[dict] = []
        self.stock_ids: list[int] = []
        self.market_ids: list[int] = []
        self.exchange_ids: list[int] = []
        self.starting_ids: list[int] = []
        for card in cards.stock_cards.cards:
            for _ in range(card.count):
                kind = "golden" if card.golden else "stock"
                self.stock_ids.append(self._add({
                    "kind": kind, "stock": card.stock, "double": card.double, "cost": card.cost,
                    "moves": dict(card.moves), "dynamite": card.dynamite, "points": 0,
                    "name": _name_stock(card)}))
        for mcard in cards.market_cards.cards:
            for _ in range(mcard.count):
                cid = self._add({
                    "kind": "market", "effect": mcard.kind, "cost": mcard.cost, "moves": dict(mcard.moves),
                    "dynamite": mcard.dynamite, "points": mcard.points, "name": _name_market(mcard)})
                self.market_ids.append(cid)
                if mcard.kind == "exchange":
                    self.exchange_ids.append(cid)
        for scard in cards.starting:
            self.starting_ids.append(self._add({
                "kind": "dual", "stocks": list(scard.stocks), "cost": scard.cost, "moves": {},
                "dynamite": 0, "points": 0,
                "name": "/".join(s.capitalize() for s in scard.stocks)}))
        self.explosion = self._add({"kind": "explosion", "cost": 0, "moves": {}, "dynamite": cards.explosion.dynamite,
                                    "points": 0, "name": "Explosion"})
        self.capital = [c.model_dump() for c in cards.capital]
        self.tycoons = {k: v.model_dump() for k, v in cards.tycoons.items()}
        self.costs = [c["cost"] for c in self.cards]
        # cards that are the same for every purpose share a signature (dedupes legal actions)
        self.signature = [
            (c["kind"], c.get("stock"), c.get("double"), c.get("effect"), tuple(c.get("stocks", ())),
             c["cost"], tuple(sorted(c["moves"].items())), c["points"], c["dynamite"]) for c in self.cards]

    def _add(self, card: dict) -> int:
        card["id"] = len(self.cards)
        self.cards.append(card)
        return card["id"]


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    return Catalogue(load_data("wallstreet", "rules.toml", Rules), load_data("wallstreet", "cards.toml", Cards))
