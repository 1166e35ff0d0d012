"""Where a table lives: threads, the no-thread fallback, /game tables (here, or mine)."""
from __future__ import annotations

import logging
from typing import Any

import discord
import pytest

from discord_harness import (ALICE, BOB, CAROL, CHANNEL, GUILD, Harness, close_harness, http_error, make_harness,
                             new_id, thread_payload)

THREAD_PERMISSIONS = str(discord.Permissions(send_messages=True, attach_files=True, embed_links=True,
                                             view_channel=True, create_public_threads=True,
                                             send_messages_in_threads=True).value)

THREAD_MEMBER = str(discord.Permissions(send_messages=True, send_messages_in_threads=True,
                                        use_application_commands=True).value)


class Threads:
    """What the harness's Discord did with threads (its thread routes live in FakeHTTP)."""

    def __init__(self, h: Harness) -> None:
        self.made: list[dict] = h.http.threads_made         # the create requests (channel, body)
        self.names: dict[int, str] = h.http.thread_names    # thread -> its name now
        self.deleted: list[int] = h.http.threads_deleted
        self.refuse: list[Exception] = h.http.thread_refusals   # raised by the next thread creations


async def in_thread(h: Harness, thread: int, user: int, name: str, options: dict | None = None) -> list:
    """A slash command used inside a thread (by a member who may speak in threads, as @everyone can)."""
    payload = h.command_payload(user, name, options, permissions=THREAD_MEMBER)
    payload["channel_id"] = str(thread)
    payload["channel"] = thread_payload(thread)
    return await h.feed(payload)


@pytest.fixture
async def threaded(tmp_path) -> Any:
    h = await make_harness(tmp_path)
    h.app_permissions = THREAD_PERMISSIONS
    h.threads = Threads(h)
    yield h
    await close_harness(h)


def thread_of(h: Harness, index: int = -1) -> int:
    return list(h.threads.names)[index]


async def test_game_new_opens_the_table_in_a_public_thread_named_after_it(threaded: Harness):
    sent = await threaded.slash(ALICE, "game new", {"game": "highcard"})
    assert len(threaded.threads.made) == 1
    made = threaded.threads.made[0]
    assert made["channel"] == CHANNEL and made["type"] == discord.ChannelType.public_thread.value
    thread = thread_of(threaded)
    assert threaded.threads.names[thread] == "High Card #1"
    info = threaded.referee.table(str(thread))
    assert info is not None and info.parent == str(CHANNEL) and threaded.referee.table(str(CHANNEL)) is None
    lobby = threaded.channel(sent)
    assert lobby and all(s.channel_id == thread for s in lobby)          # the lobby is posted in the thread
    answer = threaded.text(threaded.to_caller(sent))
    assert f"<#{thread}>" in answer and "table-no-thread-permission" not in threaded.ids(threaded.to_caller(sent))


async def test_commands_inside_the_thread_act_on_its_table(threaded: Harness):
    await threaded.slash(ALICE, "game new", {"game": "highcard"})
    thread = thread_of(threaded)
    await in_thread(threaded, thread, BOB, "game join")
    sent = await in_thread(threaded, thread, ALICE, "game start")
    posted = threaded.channel(sent)
    assert posted and all(s.channel_id == thread for s in posted)
    assert threaded.referee.table(str(thread)).status == "playing"
    sent = await in_thread(threaded, thread, ALICE, "bid", {"choice": "1000"})
    assert "<@1001> bids $1,000." in threaded.text(threaded.channel(sent))
    assert threaded.referee.table(str(thread)).version == 4


async def test_one_channel_hosts_two_tables_in_two_threads(threaded: Harness):
    await threaded.slash(ALICE, "game new", {"game": "highcard"})
    await threaded.slash(BOB, "game new", {"game": "highcard"})
    first, second = thread_of(threaded, 0), thread_of(threaded, 1)
    assert first != second and threaded.threads.names[second] == "High Card #2"
    assert threaded.referee.table(str(first)).host == str(ALICE)
    assert threaded.referee.table(str(second)).host == str(BOB)
    await in_thread(threaded, second, CAROL, "game join")
    assert [s.user for s in threaded.referee.table(str(second)).seats] == [str(BOB), str(CAROL)]
    assert [s.user for s in threaded.referee.table(str(first)).seats] == [str(ALICE)]
    # in the parent channel, a command that needs a table says where the tables are
    sent = await threaded.slash(CAROL, "game join")
    text = threaded.text(threaded.to_caller(sent))
    assert f"<#{first}>" in text and f"<#{second}>" in text and "threads" in text
    assert not threaded.channel(sent)
    text = threaded.text(threaded.to_caller(await threaded.slash(CAROL, "game status")))
    assert f"<#{first}>" in text and f"<#{second}>" in text


async def test_a_table_opened_inside_a_thread_stays_in_that_thread(threaded: Harness):
    thread = new_id()
    sent = await in_thread(threaded, thread, ALICE, "game new", {"game": "highcard"})
    assert not threaded.threads.made
    assert threaded.referee.table(str(thread)) is not None
    assert "table-no-thread-permission" not in threaded.ids(threaded.to_caller(sent))


async def test_thread_false_keeps_the_table_in_the_channel(threaded: Harness):
    sent = await threaded.slash(ALICE, "game new", {"game": "highcard", "thread": False})
    assert not threaded.threads.made
    assert threaded.referee.table(str(CHANNEL)) is not None
    assert all(s.channel_id == CHANNEL for s in threaded.channel(sent))
    assert "thread" not in threaded.text(threaded.to_caller(sent)).lower()


async def test_without_thread_permissions_the_table_opens_in_the_channel_said_once(tmp_path):
    h = await make_harness(tmp_path)          # the bot may send and attach, not create threads
    h.threads = Threads(h)
    try:
        sent = await h.slash(ALICE, "game new", {"game": "highcard"})
        assert not h.threads.made and h.referee.table(str(CHANNEL)) is not None
        notes = [s for s in h.to_caller(sent) if "may not create threads" in s.content]
        assert len(notes) == 1 and notes[0].ephemeral
        assert not any("table-no-thread-permission" in s.ids for s in h.channel(sent))
        await h.slash(ALICE, "game abandon")
        sent = await h.slash(ALICE, "game new", {"game": "highcard"})      # the next table: not said again
        assert h.referee.table(str(CHANNEL)) is not None
        assert "table-no-thread-permission" not in h.ids(h.to_caller(sent))
    finally:
        await close_harness(h)


async def test_a_refused_thread_falls_back_to_the_channel(threaded: Harness):
    threaded.threads.refuse.append(http_error(403, 50013, "Missing Permissions"))
    sent = await threaded.slash(ALICE, "game new", {"game": "highcard"})
    assert threaded.referee.table(str(CHANNEL)) is not None
    assert "table-thread-failed" in threaded.ids(threaded.to_caller(sent))


async def _playing_in_a_thread(h: Harness) -> int:
    await h.slash(ALICE, "game new", {"game": "highcard"})
    thread = thread_of(h)
    await in_thread(h, thread, BOB, "game join")
    await in_thread(h, thread, ALICE, "game start")
    return thread


async def test_a_deleted_thread_is_logged_and_the_table_kept(threaded: Harness, caplog):
    thread = await _playing_in_a_thread(threaded)
    threaded.http.gone.add(thread)
    with caplog.at_level(logging.WARNING, logger="boardroom.discord"):
        sent = await in_thread(threaded, thread, ALICE, "bid", {"choice": "1000"})
    assert not threaded.channel(sent)
    assert any("is gone" in r.getMessage() for r in caplog.records)
    assert threaded.referee.table(str(thread)).version == 4              # the move was kept
    assert any(s.kind == "followup" for s in sent)                       # the caller still got an answer


async def test_an_archived_thread_is_logged_and_the_table_kept(threaded: Harness, caplog):
    thread = await _playing_in_a_thread(threaded)
    threaded.http.failures = [http_error(400, 50083, "Thread is archived")]
    with caplog.at_level(logging.WARNING, logger="boardroom.discord"):
        sent = await in_thread(threaded, thread, ALICE, "bid", {"choice": "1000"})
    assert not threaded.channel(sent)
    assert any("sending the card in channel" in r.getMessage() for r in caplog.records)
    assert threaded.referee.table(str(thread)).version == 4
    assert "bot-discord-not-posted" in threaded.ids(threaded.to_caller(sent))


async def test_game_tables_lists_the_servers_tables_with_links(threaded: Harness):
    thread = await _playing_in_a_thread(threaded)
    await threaded.slash(CAROL, "game new", {"game": "highcard", "thread": False})
    sent = await threaded.slash(BOB, "game tables")
    answers = threaded.to_caller(sent)
    assert answers and all(s.ephemeral for s in answers) and not threaded.channel(sent)
    text = threaded.text(answers)
    assert "Tables on this server (2)" in text
    assert f"https://discord.com/channels/{GUILD}/{thread}" in text
    assert f"https://discord.com/channels/{GUILD}/{CHANNEL}" in text
    assert "Alice" in text and "Bob" in text and "Carol" in text and "waiting to start" in text
    assert "waiting for Alice" in text                                    # whose move it is


async def test_game_tables_mine_lists_the_callers_tables_and_where_they_are_awaited(threaded: Harness):
    thread = await _playing_in_a_thread(threaded)
    await threaded.slash(CAROL, "game new", {"game": "highcard", "thread": False})
    text = threaded.text(threaded.to_caller(await threaded.slash(ALICE, "game tables", {"where": "tables-mine"})))
    assert "Your tables (1)" in text and f"/{thread}" in text and "waiting for you" in text
    text = threaded.text(threaded.to_caller(await threaded.slash(BOB, "game tables", {"where": "tables-mine"})))
    assert "Your tables (1)" in text and "waiting for Alice" in text
    text = threaded.text(threaded.to_caller(await threaded.slash(1099, "game tables", {"where": "tables-mine"})))
    assert "no open table" in text


async def test_a_long_list_of_tables_stays_within_one_message(threaded: Harness):
    for n in range(80):     # 80 hosts: one member may host 3 (bot/referee/limits.py)
        await threaded.referee.new_table(str(5000 + n), "highcard", str(20_000 + n), "Alice with a long display name",
                                         guild=GUILD)
    text = threaded.text(threaded.to_caller(await threaded.slash(ALICE, "game tables")))
    assert len(text) <= 2000 and "Tables on this server (80)" in text and "more." in text


async def test_the_lists_and_the_thread_notes_speak_the_callers_language(tmp_path):
    h = await make_harness(tmp_path)
    try:
        payload = h.command_payload(ALICE, "game new", {"game": "highcard"})
        payload["locale"] = "zh-TW"
        assert "我無法在此頻道建立討論串" in h.text(h.to_caller(await h.feed(payload)))
        payload = h.command_payload(BOB, "game tables")
        payload["locale"] = "ja"
        text = h.text(h.to_caller(await h.feed(payload)))
        assert "このサーバーのテーブル（1）" in text and "開始待ち" in text
    finally:
        await close_harness(h)


async def test_a_rematch_stays_in_its_thread_with_its_timer(threaded: Harness):
    await threaded.slash(ALICE, "game new", {"game": "highcard", "timer": "1h"})
    thread = thread_of(threaded)
    await in_thread(threaded, thread, BOB, "game join")
    await in_thread(threaded, thread, ALICE, "game start")
    await in_thread(threaded, thread, ALICE, "game abandon")
    assert threaded.referee.table(str(thread)) is None
    sent = await in_thread(threaded, thread, BOB, "game rematch")
    assert threaded.channel(sent) and all(s.channel_id == thread for s in threaded.channel(sent))
    info = threaded.referee.table(str(thread))
    assert info.status == "playing" and info.parent == str(CHANNEL) and info.turn_timer == 3600
    assert info.deadline is not None


async def test_thread_names_and_table_lines_name_the_game_in_its_readers_language(threaded: Harness):
    from i18n import render
    from games.base import msg
    await threaded.slash(ALICE, "game new", {"game": "stockpile", "language": "zh-TW"})
    thread = thread_of(threaded)
    zh_title = render(msg("stockpile-title"), "zh-TW")
    assert threaded.threads.made[0]["name"] == zh_title
    assert threaded.threads.names[thread] == render(msg("table-thread-name", game=msg("stockpile-title"), id=1),
                                                    "zh-TW")
    assert zh_title in threaded.threads.names[thread] and "Stockpile" not in threaded.threads.names[thread]
    for where in ("tables-here", "tables-mine"):
        payload = threaded.command_payload(ALICE, "game tables", {"where": where})
        payload["locale"] = "ja"
        text = threaded.text(threaded.to_caller(await threaded.feed(payload)))
        assert render(msg("stockpile-title"), "ja") in text and "Stockpile" not in text
