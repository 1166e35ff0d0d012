"""The table card as sent (bot/discord/compose.py, bot/discord/sender.py) through the real pipeline:
edited in place, re-posted at the bottom with one ping when the turn passes to another human,
bursts coalesced with superseded pictures never drawn, a restart edits the stored card, a card a
moderator deleted comes back, and whole games of every game within the message budget."""
from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import discord
import pytest

from discord_harness import (ALICE, BOB, CHANNEL, Harness, close_harness, make_harness, seated_game,
                             thread_payload)
from discord_walk import by_play, random_turns
from bot.discord.delivery import outlet_for
from registry_tables import per_game

CH = str(CHANNEL)


def counting_board(h: Harness) -> list[int]:
    """Count the board pictures the referee draws from now on."""
    drawn: list[int] = []
    draw = h.referee.draw_board

    def counted(*args: Any) -> Any:
        drawn.append(1)
        return draw(*args)

    h.referee.draw_board = counted
    return drawn


async def play(h: Harness, user: int, action: dict) -> list:
    return await h.slash(user, "play", {"choice": json.dumps(action, separators=(",", ":"))})


async def test_the_card_is_edited_in_place_while_the_same_human_plays(harness: Harness):
    await seated_game(harness, humans=(ALICE,), ai=1)
    card = harness.card()
    assert card.kind == "channel" and card.allowed_users == [str(ALICE)]
    for _ in range(3):
        if harness.referee.table(CH) is None:
            break
        action = harness.referee.choices(CH, str(ALICE))[-1].action
        sent = await play(harness, ALICE, action)
        assert not harness.channel(sent), "nothing new is posted while Alice keeps the turn"
        edits = harness.edits(sent)
        assert len(edits) == 1 and edits[0].body["allowed_mentions"]["parse"] == []
        assert int(edits[0].message["id"]) == int(card.message["id"])      # the same message


async def test_a_human_turn_change_reposts_the_card_with_one_ping_and_deletes_the_old(harness: Harness):
    await seated_game(harness)
    first = harness.card()
    sent = await harness.slash(ALICE, "bid", {"choice": "1000"})          # Bob's turn now
    posted = harness.channel(sent)
    assert len(posted) == 1 and posted[0].card and posted[0].allowed_users == [str(BOB)]
    assert "Your move: <@1002>" in posted[0].content
    deleted = [s for s in sent if s.kind == "delete"]
    assert [d.body["id"] for d in deleted] == [first.message["id"]]
    assert harness.log.index(deleted[0]) > harness.log.index(posted[0])    # never a moment without a card


async def test_a_burst_is_sent_once_for_its_last_state_and_superseded_pictures_are_not_drawn(harness: Harness):
    await seated_game(harness, humans=(ALICE,), ai=1, options="rounds=3")
    sender = harness.bot.sender
    drawn = counting_board(harness)
    sender.bucket.sent[CHANNEL] = [sender.clock()] * sender.bucket.rate      # the channel's bucket is empty
    later = asyncio.Event()
    slept: list[float] = []

    async def sleep(seconds: float) -> None:                                   # time passes when the test says
        slept.append(seconds)
        await later.wait()
        sender.time.now += seconds

    sender.sleep = sleep
    start = len(harness.log)
    outlet = outlet_for(harness.bot, None, CHANNEL)
    for _ in range(6):                                                         # six changes at once
        if harness.referee.table(CH) is None:
            break
        reply = await harness.referee.act(CH, str(ALICE), harness.referee.choices(CH, str(ALICE))[0].action)
        assert await sender.post(outlet, reply)                              # never waits for the bucket
    assert harness.shown(harness.log[start:]) == [] and drawn == []        # nothing sent or drawn yet
    later.set()
    await sender.flush()
    shown = harness.shown(harness.log[start:])
    assert len(shown) == 1 and len(drawn) <= 1                              # one send, one picture at most
    info = harness.referee.table(CH)
    if info is not None:
        assert f"br:card:move:1:{info.version}" in shown[0].custom_ids()  # the last state
    assert slept and slept[0] <= sender.bucket.per


async def test_an_unchanged_board_is_not_uploaded_again(harness: Harness):
    await seated_game(harness, humans=(ALICE,), ai=1)
    sender = harness.bot.sender
    outlet = outlet_for(harness.bot, None, CHANNEL)
    info = harness.referee.table(CH)
    from bot.referee.referee import Reply
    before = len(harness.log)
    await sender.post(outlet, Reply(public=["A word from the host."], table_id=info.table_id, version=info.version))
    edits = harness.edits(harness.log[before:])
    assert len(edits) == 1 and not edits[0].files and "attachments" not in edits[0].body   # the picture is kept
    assert "A word from the host." in edits[0].content


async def test_the_card_survives_a_restart_and_is_edited_not_duplicated(tmp_path):
    log: list = []
    first = await make_harness(tmp_path, log)
    await seated_game(first, humans=(ALICE,), ai=1)
    card_id = first.card().message["id"]
    first.bot.reminders.cancel_all()
    await first.bot.close()
    h = await make_harness(tmp_path, log)
    try:
        start = len(log)
        await play(h, ALICE, h.referee.choices(CH, str(ALICE))[-1].action)
        sent = log[start:]
        assert not h.channel(sent)
        edits = h.edits(sent)
        assert len(edits) == 1 and edits[0].message["id"] == card_id
    finally:
        await close_harness(h)


async def test_a_card_deleted_by_a_moderator_is_posted_again(harness: Harness):
    await seated_game(harness, humans=(ALICE,), ai=1)
    harness.http.deleted.add(int(harness.card().message["id"]))
    sent = await play(harness, ALICE, harness.referee.choices(CH, str(ALICE))[-1].action)
    posted = harness.channel(sent)
    assert len(posted) == 1 and posted[0].card and posted[0].files       # with its picture
    assert not posted[0].allowed_users                                     # no second ping for Alice


async def test_a_channel_that_is_gone_forgets_the_card_and_keeps_the_table(harness: Harness):
    await seated_game(harness)
    harness.http.gone.add(CHANNEL)
    sent = await harness.slash(ALICE, "bid", {"choice": "1000"})
    assert harness.referee.table(CH).version == 4 and not harness.shown(sent)
    assert CHANNEL not in harness.bot.sender.cards


# --- whole games: the channel's budget per decision, every request Discord's contract --------------

GAMES = per_game({"futures": 1}, lambda key: 0)   # extra computers needed
THREAD_PERMISSIONS = str(discord.Permissions(send_messages=True, attach_files=True, embed_links=True,
                                             view_channel=True, create_public_threads=True,
                                             send_messages_in_threads=True).value)
MEMBER_IN_THREADS = str(discord.Permissions(send_messages=True, send_messages_in_threads=True,
                                            use_application_commands=True).value)
CLIENT_LOCALE = {"en": "en-US", "zh-tw": "zh-TW", "ja": "ja"}
END_HEADING = {"en": ("Final scores", "What everyone held"), "zh-tw": ("最終分數", "每位玩家持有"),
               "ja": ("最終得点", "各プレイヤーの持ち物")}
# Every game in every language with one and with two humans; the place alternates so that each game
# also meets one and two humans both in a thread and in the channel (30 whole games).
PLACES = {("en", 1): "channel", ("en", 2): "thread", ("zh-tw", 1): "thread", ("zh-tw", 2): "channel",
          ("ja", 1): "channel", ("ja", 2): "thread"}


class Table:
    """Where the table lives (the channel, or the thread /game new opened) and who speaks what."""

    def __init__(self, h: Harness, language: str) -> None:
        self.h, self.channel, self.locale = h, CHANNEL, CLIENT_LOCALE[language]

    async def slash(self, user: int, name: str, options: dict | None = None) -> list:
        payload = self.h.command_payload(user, name, options, permissions=MEMBER_IN_THREADS)
        payload["locale"] = payload["guild_locale"] = self.locale
        if self.channel != CHANNEL:
            payload["channel_id"] = str(self.channel)
            payload["channel"] = thread_payload(self.channel)
        return await self.h.feed(payload)


def alt_texts(sent: list) -> list[str]:
    """Every picture description sent: attachments' and media galleries' alt texts."""
    found = []
    for s in sent:
        data = s.body.get("data", s.body) if s.kind == "callback" else s.body
        found += [a.get("description") or "" for a in (data or {}).get("attachments") or []]
        for item in s._all():
            found += [g.get("description") or "" for g in item.get("items") or []]
    return found


@pytest.mark.parametrize("humans", [1, 2])
@pytest.mark.parametrize("language", ["en", "zh-tw", "ja"])
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_whole_game_keeps_the_channel_quiet(tmp_path, game: str, language: str, humans: int):
    """A whole game as players play it: every request passes Discord's contract (the harness fails
    the test otherwise), the channel stays within its budget, pictures are described by name."""
    place = PLACES[(language, humans)]
    h = await make_harness(tmp_path)
    if place == "thread":
        h.app_permissions = THREAD_PERMISSIONS
    table = Table(h, language)
    try:
        people = (ALICE, BOB)[:humans]
        opened = await table.slash(ALICE, "game new", {"game": game, "language": language,
                                                        **({} if place == "thread" else {"thread": False})})
        if place == "thread":
            assert len(h.http.threads_made) == 1
            table.channel = next(iter(h.http.thread_names))
        ch = str(table.channel)
        assert h.referee.table(ch) is not None, h.text(opened)
        for user in people[1:]:
            await table.slash(user, "game join")
        computers = max(1, GAMES[game] + 2 - humans) if humans == 1 else GAMES[game]
        if computers:
            await table.slash(ALICE, "game add-ai", {"n": computers})
        await table.slash(ALICE, "game start")
        drawn = counting_board(h)
        start = len(h.log)
        decisions = 0
        async for _ in random_turns(h, random.Random(7), steps=1500, channel=ch, humans=True,
                                    move=by_play(table.slash)):
            decisions += 1
        assert h.referee.table(ch) is None, "the game did not end"
        sent = h.log[start:]
        posts, edits = h.channel(sent), h.edits(sent)
        assert {s.channel_id for s in posts + edits if s.card} == {table.channel}
        deletes = [s for s in sent if s.kind == "delete"]
        uploads = sum(1 for s in posts + edits if any(f.endswith(".png") and "chart" not in f for f in s.files))
        print(f"{game} {language} humans={humans} {place}: {decisions} decisions, {len(posts)} posts, "
              f"{len(edits)} edits, {len(deletes)} deletes, {len(drawn)} boards drawn, {uploads} uploaded")
        assert len(posts) / decisions <= 1
        assert (len(posts) + len(edits) + len(deletes)) / decisions <= 2
        assert len(drawn) / decisions <= 1 and uploads / decisions <= 1
        if humans == 1:
            assert len(posts) <= 2                       # one human: the card is edited the whole game
        end = h.card()
        assert "br:rematch:1" in end.custom_ids() and any(f.endswith("-chart.png") for f in end.files)
        heading, held = END_HEADING[language]
        assert heading in end.content and held in end.content
        described = alt_texts(h.log)
        assert described and all(d and "<@" not in d for d in described), described[:5]
        assert any("Alice" in d for d in described)      # the waiting player, by name
    finally:
        await close_harness(h)
