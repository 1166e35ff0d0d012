"""Actions (boom/bust on a company of the player's choice) and selling."""
from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.stockpile import scenario as sc


def at_actions(acts, n=3):
    s = sc.make(n)
    s.acts = acts
    sc.enter(s, "action")
    return s


def test_every_action_card_must_be_played_on_a_chosen_company():
    s = at_actions([["boom", "bust"], [], []])
    assert s.to_act() == ["p0"]
    legal = s.legal_actions("p0")
    assert {a["type"] for a in legal} == {"boom", "bust"}       # no "done" while cards remain
    assert len(legal) == 12
    s.apply("p0", {"type": "boom", "company": "labs"})
    assert sc.price(s, "labs") == 7
    assert s.to_act() == ["p0"]
    s.apply("p0", {"type": "bust", "company": "cosmic"})
    assert sc.price(s, "cosmic") == 3
    assert s.phase == "selling"
    assert s.discard[-2:] == ["boom", "bust"]


def test_action_phase_goes_in_turn_order_and_skips_players_without_cards():
    s = at_actions([[], ["bust"], ["boom"]])
    assert s.to_act() == ["p1"]
    with pytest.raises(IllegalAction) as refusal:
        s.apply("p1", {"type": "done"})
    assert refusal.value.message_id == "stockpile-refuse-action"
    s.apply("p1", {"type": "bust", "company": "bank"})
    assert s.to_act() == ["p2"]


def test_an_action_can_split_or_bankrupt():
    s = at_actions([["boom", "bust"], [], []])
    sc.set_price(s, "epic", 10)
    sc.set_price(s, "auto", 2)
    sc.holdings(s, "p1", {"epic": 2, "auto": 1})
    s.apply("p0", {"type": "boom", "company": "epic"})     # 10 +2: split at the first step, on to 7
    assert sc.price(s, "epic") == 7
    assert s.split[1][s.R.companies.index("epic")] == 2
    s.apply("p0", {"type": "bust", "company": "auto"})     # 2 -2: bankrupt, back to 5
    assert sc.price(s, "auto") == 5
    assert s.port[1][s.R.companies.index("auto")] == 0


def selling(n=3):
    s = sc.make(n)
    for p in s.players:
        sc.holdings(s, p)
    return s


def test_sell_any_number_at_the_current_price_one_at_a_time():
    s = selling()
    sc.holdings(s, "p1", {"cosmic": 3})
    sc.set_price(s, "cosmic", 7)
    sc.enter(s, "selling")
    assert s.to_act() == ["p1"]       # p0 and p2 hold nothing: skipped
    assert s.legal_actions("p1") == [{"type": "sell", "company": "cosmic"}, {"type": "done"}]
    s.apply("p1", {"type": "sell", "company": "cosmic"})
    s.apply("p1", {"type": "sell", "company": "cosmic"})
    assert s.cash[1] == 20000 + 14000
    s.apply("p1", {"type": "done"})
    assert s.port[1][0] == 1 and s.phase != "selling"


def test_split_cards_sell_at_double_or_break_to_sell_half():
    s = selling()
    sc.holdings(s, "p0", split={"bank": 2})
    sc.set_price(s, "bank", 6)
    sc.enter(s, "selling")
    s.apply("p0", {"type": "sell_split", "company": "bank"})
    assert s.cash[0] == 20000 + 12000
    s.apply("p0", {"type": "sell_half", "company": "bank"})
    assert s.cash[0] == 20000 + 12000 + 6000
    b = s.R.companies.index("bank")
    assert s.split[0][b] == 0 and s.port[0][b] == 1   # the broken card is one share in the portfolio


def test_selling_a_share_you_do_not_have_is_refused():
    s = selling()
    sc.holdings(s, "p0", {"cosmic": 1})
    sc.enter(s, "selling")
    before = s.dump()
    with pytest.raises(IllegalAction) as refusal:
        s.apply("p0", {"type": "sell", "company": "bank"})
    assert refusal.value.message_id == "stockpile-refuse-selling"
    assert s.dump() == before
