"""The options (variants) of 1920 Wall Street."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from games.base import StartOption


class WallStreetOptions(StartOption):
    board: Literal["blue", "yellow"] = Field(
        "blue", description="price board side: blue (standard) or yellow (beginners, narrower limits)",
        json_schema_extra={"help": "wallstreet-option-board"})
    tycoons: bool = Field(False, description="tycoon cards variant: a stock reaching a limit triggers its card",
                          json_schema_extra={"help": "wallstreet-option-tycoons"})
    tycoon_sides: dict[Literal["A", "B", "C", "D"], Literal["reward", "penalty"]] = Field(
        {}, description="side of each tycoon card, e.g. {\"A\": \"penalty\"}; unnamed cards: reward",
        json_schema_extra={"help": "wallstreet-option-tycoon-sides"})
    options: bool = Field(False, description="call-option variant: reserve a card for $1",
                          json_schema_extra={"help": "wallstreet-option-options"})
