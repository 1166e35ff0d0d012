"""A typed move the game refuses is answered with the game's own sentence, and changes nothing."""
from __future__ import annotations

import pytest

from bot.referee import Referee, Refusal


async def test_an_unaffordable_bid_is_answered_with_what_is_allowed(store) -> None:
    referee = Referee(store, render_workers=1, pictures=False)
    await referee.start()
    await referee.new_table("c1", "stockpile", "alice", "Alice")
    await referee.join("c1", "bob", "Bob")
    await referee.join("c1", "carol", "Carol")
    await referee.start_game("c1", "alice", seed=5)
    # Supply: everyone puts both cards down, then Alice bids first.
    while referee.table("c1").to_act and "bid" not in {c.action["type"] for c in referee.choices(
            "c1", referee.table("c1").to_act[0])}:
        player = referee.table("c1").to_act[0]
        await referee.act("c1", player, referee.choices("c1", player)[0].action)
    bidder = referee.table("c1").to_act[0]
    version = referee.table("c1").version
    with pytest.raises(Refusal) as refusal:
        await referee.act_typed("c1", bidder, "bid", ["1", "25k"])
    message = str(refusal.value)
    assert "`/bid 1 25k` is not allowed now." in message
    assert "you have $20,000" in message          # the game's own reason
    assert "`/bid 1 20000`" in message           # and what may be typed instead
    assert referee.table("c1").version == version
