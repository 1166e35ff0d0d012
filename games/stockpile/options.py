"""Options a table can set for Stockpile."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from games.base import StartOption


class StockpileOptions(StartOption):
    variant: Literal["auto", "standard", "two_player"] = Field(
        "auto", description="two_player: the 2-player variant (automatic with 2 players); standard: 3-5 players",
        json_schema_extra={"help": "stockpile-option-variant"})
    side: Literal["standard", "advanced"] = Field("standard", description="board side: standard or advanced",
                                                   json_schema_extra={"help": "stockpile-option-side"})
    investors: bool = Field(False, description="true: play with the investor cards",
                            json_schema_extra={"help": "stockpile-option-investors"})
    rounds: int | None = Field(None, ge=1, le=12, description="override the number of rounds (1-12)",
                               json_schema_extra={"help": "stockpile-option-rounds"})
