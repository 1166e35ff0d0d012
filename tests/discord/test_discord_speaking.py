"""The bot honours the member's own permission to send messages where it posts for them (issue 25):
a member who may not speak in the channel (or thread) cannot make the bot post there; they are told
privately and nothing changes. What answers them alone still works."""
from __future__ import annotations

import logging

import discord
import pytest

from discord_harness import ALICE, BOB, CAROL, CHANNEL, Harness, open_panel, seated_game
from test_discord_tables import thread_payload

CH = str(CHANNEL)
MUTED = str(discord.Permissions(view_channel=True, read_message_history=True, use_application_commands=True).value)
NO_THREADS = str(discord.Permissions(send_messages=True, use_application_commands=True).value)

COMMANDS = [
    (CAROL, "game join", None),
    (ALICE, "bid", {"choice": "1000"}),
    (ALICE, "move", {"text": "pass"}),
    (ALICE, "undo", None),
    (ALICE, "game abandon", None),
    (CAROL, "game new", {"game": "highcard"}),
    (ALICE, "game timer", {"length": "5m"}),
]


def refused(h: Harness, sent: list, caplog) -> None:
    told = h.to_caller(sent)
    assert told and all(s.ephemeral for s in told) and "may not send messages here" in h.text(told), sent
    assert not h.shown(sent) and not h.dms(sent)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.parametrize("user,name,options", COMMANDS, ids=lambda v: str(v))
async def test_a_muted_member_cannot_make_the_bot_post(harness: Harness, caplog, user, name, options) -> None:
    await seated_game(harness)
    version = harness.referee.table(CH).version
    with caplog.at_level(logging.INFO):
        sent = await harness.slash(user, name, options, permissions=MUTED)
    refused(harness, sent, caplog)
    assert harness.referee.table(CH).version == version


async def test_a_member_who_may_not_speak_in_threads_cannot_play_in_one(harness: Harness, caplog) -> None:
    thread = 7_777
    payload = harness.command_payload(ALICE, "game new", {"game": "highcard"}, permissions=NO_THREADS)
    payload["channel_id"], payload["channel"] = str(thread), thread_payload(thread)
    with caplog.at_level(logging.INFO):
        sent = await harness.feed(payload)
    refused(harness, sent, caplog)
    assert harness.referee.tables() == []


async def test_panel_and_card_presses_are_held_too(harness: Harness, caplog) -> None:
    await seated_game(harness)
    version = harness.referee.table(CH).version
    panel = await open_panel(harness, ALICE)                          # opening a panel posts nothing
    with caplog.at_level(logging.INFO):
        sent = await harness.press(ALICE, panel, panel.buttons()[-1]["custom_id"], permissions=MUTED)
    refused(harness, sent, caplog)
    assert harness.referee.table(CH).version == version
    sent = await harness.slash(ALICE, "game hand", permissions=MUTED)   # private answers still come
    assert harness.to_caller(sent) and "may not send" not in harness.text(sent)


async def test_a_lobby_join_press_is_held(harness: Harness, caplog) -> None:
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    card = harness.card()
    join = next(b["custom_id"] for b in card.buttons() if b["custom_id"].startswith("br:lobby:join"))
    with caplog.at_level(logging.INFO):
        sent = await harness.press(BOB, card, join, permissions=MUTED)
    refused(harness, sent, caplog)
    assert [s.user for s in harness.referee.table(CH).seats] == [str(ALICE)]
