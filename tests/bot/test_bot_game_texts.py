"""The referee speaks for the game: typed moves it refuses get its reason, and the deal is narrated."""
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
    assert "Type, for example:" in message and "`/bid 1 1000`" in message    # and how to type it
    assert referee.table("c1").version == version


async def test_the_deal_is_narrated_when_the_game_starts(store) -> None:
    referee = Referee(store, render_workers=1, pictures=False)
    await referee.start()
    await referee.new_table("c2", "stockpile", "alice", "Alice")
    await referee.join("c2", "bob", "Bob")
    await referee.join("c2", "carol", "Carol")
    reply = await referee.start_game("c2", "alice", seed=5)
    assert any(text.startswith("The public forecast:") for text in reply.public)
    assert not any(text.startswith("Your forecast") for text in reply.public)
    assert "Your forecast for round 1:" in reply.private["bob"][0].text


async def test_a_move_of_the_wrong_kind_hears_what_the_game_expects(store) -> None:
    referee = Referee(store, render_workers=1, pictures=False)
    await referee.start()
    await referee.new_table("c3", "futures", "alice", "Alice")
    for user in ("bob", "carol"):
        await referee.join("c3", user, user.title())
    await referee.start_game("c3", "alice", seed=3)
    first = referee.table("c3").to_act[0]
    with pytest.raises(Refusal) as refusal:
        await referee.act_typed("c3", first, "trade", ["corn", "up"])
    assert "You can't trade now. First place one card from your hand face down" in str(refusal.value)
