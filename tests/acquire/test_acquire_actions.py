"""Action labels and refusals: short buttons, polite sentences that say what is allowed."""
import pytest

from games.acquire.scenario import build, row
from games.base import IllegalAction


def merger_state():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"]}, shares={"a": {"Sackson": 4}, "b": {"Sackson": 3}})
    s.apply("a", {"type": "place", "tile": "5A"})
    return s


def test_labels():
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, lone=["5E"],
              hands={"a": ["3A", "5F", "9I"], "b": ["9G"]})
    assert s.describe({"type": "place", "tile": "3A"}) == "Place 3A (grows Tower)"
    assert s.describe({"type": "place", "tile": "5F"}) == "Place 5F (founds a chain)"
    assert s.describe({"type": "place", "tile": "9I"}) == "Place 9I"
    assert s.describe({"type": "found", "chain": "Tower"}) == "Found Tower"
    assert s.describe({"type": "done"}) == "Done buying: end the turn"
    assert s.describe({"type": "declare_end"}) == "Declare the end of the game"
    m = merger_state()
    assert m.describe({"type": "trade", "chain": "Sackson", "count": 2}) == "Trade 4 Sackson for 2 Tower"
    assert m.describe({"type": "keep"}) == "Keep your 4 Sackson (worth nothing until it is founded again)"


def test_refusals_say_what_is_allowed_and_change_nothing():
    m = merger_state()
    before = m.dump()
    with pytest.raises(IllegalAction) as e:
        m.apply("a", {"type": "sell", "chain": "Sackson", "count": 9})
    assert str(e.value) == "You hold 4 Sackson: sell 1 to 4 at $300 each, trade 2 for 1 Tower (up to 2 Tower), or keep them."
    with pytest.raises(IllegalAction) as refusal:
        m.apply("b", {"type": "keep"})
    assert refusal.value.message == {'msg': 'common-not-your-move', 'args': {'waiting': {'list': [{'player': 'a'}], 'style': 'and'}}}
    with pytest.raises(IllegalAction) as refusal:
        m.apply("zed", {"type": "keep"})
    assert refusal.value.message_id == "common-not-playing"
    with pytest.raises(IllegalAction):
        m.apply("a", "keep")
    assert m.dump() == before


def test_disposal_goes_on_to_the_next_holder_out_of_turn():
    m = merger_state()
    m.apply("a", {"type": "sell", "chain": "Sackson", "count": 4})
    assert m.to_act() == ["b"] and m.view(None)["turn"] == "a"
    assert m.view(None)["merger"]["disposing"] == ["b"]
    m.apply("b", {"type": "keep"})
    assert m.to_act() == ["a"] and m.phase == "buy"
