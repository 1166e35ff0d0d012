"""The content file is validated on load and carries the provisional flags."""
from __future__ import annotations

import tomllib

import pytest
from pydantic import ValidationError

from games.content import data_path
from games.stockpile.data import StockpileData, provisional_values, rules


def raw():
    return tomllib.loads(data_path("stockpile", "stockpile.toml").read_text(encoding="utf-8"))


def test_the_numbers_of_the_rules_readme():
    R = rules()
    m = R.raw.money
    assert m.bid_slots == [0, 1000, 3000, 6000, 10000, 15000, 20000, 25000]
    assert (m.start_cash, m.start_cash_two_player, m.dividend_per_share, m.resplit_payout) == (20000, 30000, 2000, 10000)
    assert (m.majority_bonus, m.majority_tie_bonus) == (10000, 5000)
    assert R.raw.rounds.by_players == {2: 6, 3: 7, 4: 6, 5: 5}
    assert [c.name for c in R.raw.companies] == ["Cosmic Computers", "Bottomline Bank", "Leading Laboratories",
                                                 "American Automotive", "Stanford Steel", "Epic Electric"]
    assert [c.colour for c in R.raw.companies] == ["blue", "green", "purple", "red", "grey", "amber"]
    steel = R.boards["advanced"][R.companies.index("steel")]
    assert steel.values == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5) and steel.start == 8 and steel.split == 4
    assert sorted(steel.dividend_spaces) == [1, 3, 5, 7, 9]


def test_provisional_values_are_flagged():
    flagged = provisional_values()
    for name in ("rounds", "forecasts", "fee 1000", "board advanced", "Billionaire Bill cash"):
        assert name in flagged


def test_bad_content_is_refused():
    data = raw()
    data["money"]["bid_slots"] = [1000, 0]
    with pytest.raises(ValidationError):
        StockpileData.model_validate(data)
    data = raw()
    data["boards"]["standard"]["tracks"]["cosmic"]["start"] = 40
    with pytest.raises(ValidationError):
        StockpileData.model_validate(data)
    data = raw()
    data["forecasts"]["cards"] = data["forecasts"]["cards"][:5]
    with pytest.raises(ValidationError):
        StockpileData.model_validate(data)
