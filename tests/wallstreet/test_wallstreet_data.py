"""The card data: counts from the rule text, our provisional lists validated."""
from __future__ import annotations

import tomllib

import pytest
from pydantic import ValidationError

from games.content import data_path
from games.wallstreet.data import Cards, Rules


def raw(name: str) -> dict:
    return tomllib.loads(data_path("wallstreet", name).read_text(encoding="utf-8"))


def test_card_counts_and_kinds(ws):
    cat = ws.cat
    assert len(cat.stock_ids) == 43 and len(cat.market_ids) == 40 and len(cat.starting_ids) == 5
    assert sum(1 for c in cat.cards if c["kind"] == "golden") == 3
    assert sum(1 for c in cat.cards if c.get("double")) == 4
    assert {c["effect"] for c in cat.cards if c["kind"] == "market"} == {
        "move", "boom", "bust", "rise", "fall", "mixed", "crash", "exchange"}
    assert [c["stocks"] for c in (cat.cards[i] for i in cat.starting_ids)] == [
        ["cotton", "corn"], ["steel", "corn"], ["oil", "corn"], ["cotton", "steel"], ["cotton", "oil"]]
    assert all(cat.cards[i]["cost"] == 3 for i in cat.starting_ids)
    assert [(c["stock"], c["double"], c["points"]) for c in cat.capital] == [
        ("corn", False, 3), ("cotton", False, 2), ("steel", False, 1), ("oil", False, 0), ("corn", True, 0)]


def test_our_designs_are_marked_provisional():
    cards, rules = raw("cards.toml"), raw("rules.toml")
    assert cards["stock_cards"]["provisional"] and cards["market_cards"]["provisional"]
    assert cards["explosion"]["provisional"]
    assert all(board["provisional"] for board in rules["boards"].values())


def test_bad_data_is_refused():
    cards = raw("cards.toml")
    cards["market_cards"]["cards"] = cards["market_cards"]["cards"][:-1]
    with pytest.raises(ValidationError):
        Cards.model_validate(cards)
    rules = raw("rules.toml")
    rules["boards"]["blue"]["start"] = [9, 4, 5, 6]        # corn would start above its limit
    with pytest.raises(ValidationError):
        Rules.model_validate(rules)
