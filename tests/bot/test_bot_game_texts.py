"""The referee speaks for the game: typed moves it refuses get its reason, and the deal is narrated."""
from __future__ import annotations

import pytest

from bot.referee.referee import Referee, Refusal, Reply


async def three_seat_game(store, game: str, seed: int) -> tuple[Referee, Reply]:
    """Alice (host), Bob and Carol at a started table of `game` in channel "c"."""
    referee = Referee(store, render_workers=1, pictures=False)
    await referee.start()
    await referee.new_table("c", game, "alice", "Alice")
    await referee.join("c", "bob", "Bob")
    await referee.join("c", "carol", "Carol")
    return referee, await referee.start_game("c", "alice", seed=seed)


async def test_an_unaffordable_bid_is_answered_with_what_is_allowed(store) -> None:
    referee, _ = await three_seat_game(store, "stockpile", 5)
    # Supply: everyone puts both cards down, then the first bidder bids.
    while "bid" not in {c.action["type"] for c in referee.choices("c", referee.table("c").to_act[0])}:
        player = referee.table("c").to_act[0]
        await referee.act("c", player, referee.choices("c", player)[0].action)
    bidder = referee.table("c").to_act[0]
    version = referee.table("c").version
    with pytest.raises(Refusal) as refusal:
        await referee.act_typed("c", bidder, "bid", ["1", "25k"])
    message = str(refusal.value)
    assert "`/bid 1 25k` is not allowed now." in message
    assert "you have $20,000" in message          # the game's own reason
    assert "Closest allowed: `/bid 1 " in message and "`/bid 1 20000`" in message    # and how to type it
    assert referee.table("c").version == version


async def test_the_deal_is_narrated_when_the_game_starts(store) -> None:
    _, reply = await three_seat_game(store, "stockpile", 5)
    assert any(text.startswith("This round's public forecast:") for text in reply.public)
    assert not any(text.startswith("Your forecast") for text in reply.public)
    assert "Your forecast for round 1:" in reply.private["bob"][0].text


async def test_a_move_of_the_wrong_kind_hears_what_the_game_expects(store) -> None:
    referee, _ = await three_seat_game(store, "futures", 3)
    first = referee.table("c").to_act[0]
    with pytest.raises(Refusal) as refusal:
        await referee.act_typed("c", first, "trade", ["corn", "up"])
    assert "`/move trade` is not a move you can make now. First place one card from your hand face down" in str(refusal.value)


async def test_the_futures_start_dm_gives_the_hand_once(store) -> None:
    _, reply = await three_seat_game(store, "futures", 5)
    for player in ("alice", "bob", "carol"):
        (dm,) = reply.private[player]
        assert dm.text.count("Your hand:") == 1, dm.text
