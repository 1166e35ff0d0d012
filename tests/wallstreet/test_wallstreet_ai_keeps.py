"""Issue 30: the normal player values shares below the minimum all game long, so it neither sells
them at half price late on nor lets a plan that keeps every card outgrow it (docs/ai.md)."""
from __future__ import annotations

import random

import pytest

from games import GAMES
from games.wallstreet.ai import SELL_PREMIUM, Judge, potential


def test_a_share_below_the_minimum_keeps_its_worth_to_the_end() -> None:
    early = potential([2, 0, 0, 0], [6, 4, 4, 4], [6, 5, 4, 3], time_left=1.0)
    late = potential([2, 0, 0, 0], [6, 4, 4, 4], [6, 5, 4, 3], time_left=0.0)
    assert late == early > 0.5 * 2 * 6 * (2 / 6)           # not discounted away as the deck runs out
    assert late < 2 * 6                                     # still less than a holding at the minimum


def test_a_sale_must_pay_more_than_the_share_is_worth() -> None:
    """A sale is worth half the price, less what the share was worth kept, less the premium."""
    state = GAMES["wallstreet"].new(["a", "b", "c"], 11)
    rng = random.Random(11)
    judged = 0
    while not state.is_over():
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        view = state.view(player)
        sells = [a for a in legal if a["type"] == "sell"]
        if sells:
            judge = Judge(view)
            for a in sells:
                card = next(c for c in judge.shares if c["id"] == a["share"])
                if card["kind"] == "stock" and not card["double"]:
                    price = judge.prices[("corn", "cotton", "steel", "oil").index(card["stock"])]
                    kept = judge.base - judge.holdings_value([c for c in judge.shares if c is not card], judge.prices)
                    assert judge.sell_value(a["share"]) == pytest.approx((price + 1) // 2 - kept - SELL_PREMIUM)
                    assert kept > 0
                    judged += 1
        state.apply(player, rng.choice(legal))
    assert judged > 0
