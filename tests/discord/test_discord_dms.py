"""Private messages through the real discord.py pipeline: a DM only with news, never the same one
twice in a row, what happened first; `/game dm off|on`; a whole Acquire game's count."""
from __future__ import annotations

import random
from unittest import mock

import discord
from discord_harness import ALICE, BOB, CHANNEL, FakeResponse, Harness, seated_game
from discord_harness import _split_form as split_form

from bot.referee import ai

from bot.moves import typed
from bot.discord.delivery import outlet_for
from bot.referee.tables import Run

CH = str(CHANNEL)


async def play(h: Harness, user: int, action: dict) -> list:
    """`user` plays `action`, typed with /move as a player would."""
    state = h.referee.book.tables[CH].state
    text = typed._form_back(state, str(user), action).removeprefix("/move ").lstrip("/")
    return await h.slash(user, "move", {"text": text})


def legal(h: Harness, user: int) -> list[dict]:
    return h.referee.book.tables[CH].state.legal_actions(str(user))


async def test_a_public_change_alone_sends_no_dm(harness: Harness):
    started = await seated_game(harness)
    assert {s.channel_id for s in harness.dms(started)} == {ALICE, BOB}    # the deal
    bid = await play(harness, ALICE, {"type": "bid", "amount": 1000})   # cash and the high bid: public
    assert harness.channel(bid) and not harness.dms(bid)
    passed = await play(harness, BOB, {"type": "pass"})                 # Alice wins the bid and draws
    dms = harness.dms(passed)
    assert [s.channel_id for s in dms] == [ALICE]
    lines = dms[0].content.split("\n")
    assert lines[0].startswith("You drew a ") and "hand" in lines[-1]    # what happened first
    assert dms[0].files                                                 # with her picture


async def test_the_same_dm_twice_goes_once(harness: Harness):
    await seated_game(harness)
    t = harness.referee.book.tables[CH]
    outlet = outlet_for(harness.bot, None, CHANNEL)
    t.told.clear()                                                      # as after a restart
    for _ in range(2):
        reply = await harness.referee.replies.reply(t, Run(), {str(ALICE): None, str(BOB): None})
        await harness.bot.dms.deliver(outlet, reply)
    assert sorted(s.channel_id for s in harness.dms()[-2:]) == [ALICE, BOB]
    assert len(harness.dms()) == 4                                     # the deal, then once more


async def test_dm_off_then_hand_then_on(harness: Harness):
    answer = await harness.slash(ALICE, "game dm", {"setting": "dm-off"})
    assert "DMs are off" in Harness.text(Harness.to_caller(answer))
    assert not (await harness.referee.store.player(str(ALICE))).dm
    started = await seated_game(harness)
    assert [s.channel_id for s in harness.dms(started)] == [BOB]        # Alice: none at all
    assert "DMs are off" in Harness.text(Harness.to_caller(started))    # told once, privately
    assert not any("DMs are off" in s.content for s in harness.channel(started))

    await play(harness, ALICE, {"type": "bid", "amount": 1000})
    passed = await play(harness, BOB, {"type": "pass"})                 # Alice draws a card
    assert not harness.dms(passed, ALICE)
    hand = await harness.slash(ALICE, "game hand")                      # her hand is still there
    shown = Harness.to_caller(hand)
    assert "hand" in Harness.text(shown) and any(s.files for s in shown) and not harness.dms(hand)

    card = legal(harness, ALICE)[0]
    played = await play(harness, ALICE, card)                           # "You played your ...": held
    assert not harness.dms(played, ALICE)
    assert "DMs are off" not in Harness.text(Harness.to_caller(played))  # said once per table

    await harness.slash(ALICE, "game dm", {"setting": "dm-on"})
    assert (await harness.referee.store.player(str(ALICE))).dm
    bob = await play(harness, BOB, legal(harness, BOB)[0])              # the cards are shown: a new round
    later = [bob]
    while harness.referee.table(CH) is not None and not harness.dms(sum(later, []), ALICE):
        info = harness.referee.table(CH)
        user = int(info.to_act[0])
        options = legal(harness, user)          # Alice bids, Bob passes: Alice draws through Bob's move
        pick = next((a for a in options if a.get("type") == ("pass" if user == BOB else "bid")), options[0])
        later.append(await play(harness, user, pick))
    assert harness.dms(sum(later, []), ALICE)                           # DMs again


async def test_a_whole_acquire_game_with_one_human_sends_few_dms(harness: Harness):
    """Seeded: the human plays the normal computer's choice of each move with /move. Before DMs
    waited for news, every step of the human's sent one (97 DMs for 96 decisions); now a DM comes
    only when someone else's move changed what they hold, and the tile they draw at the end of
    their own turn is said in their own answer to that step."""
    await harness.slash(ALICE, "game new", {"game": "acquire", "thread": False})
    await harness.slash(ALICE, "game add-ai", {"n": 2})
    with mock.patch("bot.referee.lobby.secrets.randbelow", return_value=7):
        await harness.slash(ALICE, "game start")
    rng, decisions, answered_draws = random.Random(7), 0, 0
    while (info := harness.referee.table(CH)) is not None and str(ALICE) in info.to_act and decisions < 400:
        state = harness.referee.book.tables[CH].state
        sent = await play(harness, ALICE, ai.choose("acquire", state.view(str(ALICE)), legal(harness, ALICE), rng))
        answered_draws += "You draw" in Harness.text(Harness.to_caller(sent))
        decisions += 1
    assert harness.referee.table(CH) is None, "the game did not end"
    dms = [s.content for s in harness.dms(user=ALICE)]
    assert not any("You draw" in text for text in dms)                  # her own draws: in her answers
    assert decisions > 50 and answered_draws > 10 and 4 * len(dms) < decisions, (decisions, len(dms))
    assert all(a != b for a, b in zip(dms, dms[1:]))                    # never the same twice in a row
    assert all("Your Acquire secrets" in text.split("\n")[-1] for text in dms)


async def test_a_dm_picture_discord_refuses_goes_once_as_its_text(harness: Harness, monkeypatch):
    """The outbox's one fallback reaches DMs too: a hand picture Discord refuses (413) is sent
    again, once, as the same text followed by the picture's words, and nobody is said unreachable."""
    real = harness.http.request
    refused: dict[int, str] = {}          # DM channel -> the text that went with the refused file

    async def no_dm_files(route, *, files=None, **kwargs):
        channel = int(getattr(route, "channel_id", None) or 0)
        if files and channel in harness.http.dm_of:
            body, _ = split_form(dict(kwargs), files)
            refused[harness.http.dm_of[channel]] = body.get("content") or ""
            raise discord.HTTPException(FakeResponse(413, "Payload Too Large"),
                                        {"code": 40005, "message": "Request entity too large"})
        return await real(route, files=files, **kwargs)

    monkeypatch.setattr(harness.bot.http, "request", no_dm_files)
    started = await seated_game(harness)
    dms = harness.dms(started)
    assert sorted(s.channel_id for s in dms) == sorted(refused) == [ALICE, BOB]    # each refused once, then sent
    for sent in dms:
        assert not sent.files
        text, words = sent.content.rsplit("\n", 1)
        assert text == refused[sent.channel_id] and words          # the same text, then the picture's words
    assert all(s.custom_ids() for s in harness.channel(started))   # only the card: no "could not reach" note
