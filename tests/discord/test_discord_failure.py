"""Failure is survivable (issue 11) through the Discord harness with injected HTTP errors:
retried posts and the real cause, owed posts re-sent, DMs lost to server errors, unknown
components, nested JSON, forged numbers, names, no per-panel memory, no secrets in our logs,
and simultaneous phases."""
from __future__ import annotations

import asyncio
import logging

import pytest

from discord_harness import (ALICE, BOB, CAROL, CHANNEL, Harness, button, http_error, open_panel, seated_game)

CH = str(CHANNEL)


@pytest.fixture(autouse=True)
def quick_retries(harness: Harness) -> None:
    harness.bot.outbox.retry_delays = (0.0, 0.0, 0.0)


# --- 6. channel posts: retried, the real cause told, re-posted later ---

@pytest.mark.parametrize("status", [429, 500, 503])
async def test_a_post_refused_for_a_passing_reason_is_retried(harness: Harness, status: int) -> None:
    await seated_game(harness)
    harness.http.failures = [http_error(status), http_error(status)]
    sent = await harness.slash(ALICE, "bid", {"choice": "1000"})
    assert "<@1001> bids $1,000." in harness.text(harness.shown(sent))
    assert harness.last_move_message().allowed_users == [str(BOB)]     # the next player is pinged
    assert not harness.http.failures


async def test_a_post_that_never_goes_says_why_and_is_posted_by_the_next_status(harness: Harness) -> None:
    await seated_game(harness)
    harness.http.failures = [http_error(429)] * 4                        # more than the retries
    sent = await harness.slash(ALICE, "bid", {"choice": "1000"})
    told = harness.text(harness.to_caller(sent))
    assert "rate-limiting" in told and "missing permission" not in told and "saved" in told
    assert not harness.channel(sent) and harness.referee.table(CH).version == 4
    sent = await harness.slash(CAROL, "game status")                    # anyone's status sends the card
    posted = harness.text(harness.shown(sent))
    assert "<@1001> bids $1,000." in posted
    assert harness.last_move_message().allowed_users == [str(BOB)]
    sent = await harness.slash(CAROL, "game status")                    # once
    assert not harness.channel(sent)


async def test_a_forbidden_post_names_the_permission(harness: Harness) -> None:
    await seated_game(harness)
    harness.http.failures = [http_error(403, 50001, "Missing Access")]
    sent = await harness.slash(ALICE, "bid", {"choice": "1000"})
    assert {"bot-discord-not-posted", "bot-discord-cause-forbidden"} <= Harness.ids(harness.to_caller(sent))


async def test_a_turn_reminder_reposts_what_did_not_arrive(harness: Harness) -> None:
    harness.bot.reminders.seconds = 0.05
    await seated_game(harness)
    harness.http.failures = [http_error(500)] * 4
    await harness.slash(ALICE, "bid", {"choice": "1000"})
    start = len(harness.log)
    for _ in range(100):
        await asyncio.sleep(0.02)
        if harness.channel(harness.log[start:]):
            break
    posted = harness.channel(harness.log[start:])
    assert posted and "<@1001> bids $1,000." in posted[0].content and posted[-1].allowed_users == [str(BOB)]
    harness.bot.reminders.cancel_all()


async def test_a_dm_lost_to_a_server_error_is_said_in_the_channel(harness: Harness) -> None:
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    await harness.slash(BOB, "game join")
    harness.bot.outbox.retry_delays = ()
    harness.http.dm_failures = [http_error(500)]                        # the first DM (Alice's hand)
    sent = await harness.slash(ALICE, "game start")
    notices = [s for s in harness.channel(sent) if "could not send a direct message" in s.content]
    assert len(notices) == 1 and "<@1001>" in notices[0].content and "bot-discord-dm-lost" in notices[0].ids
    assert "hand:" not in notices[0].content and harness.dms(sent, BOB)


# --- 8. input ---

async def test_a_component_of_an_older_version_is_answered(harness: Harness) -> None:
    await seated_game(harness)
    message = harness.last_move_message()
    sent = await harness.feed(harness.click_payload(ALICE, message, "boardroom-v0:move:1:2"))
    answers = harness.to_caller(sent)
    assert len(answers) == 1 and answers[0].ephemeral and "older version" in answers[0].content


async def test_deeply_nested_json_typed_in_a_verb_is_refused_politely(harness: Harness, caplog) -> None:
    await seated_game(harness)
    nested = "{" + '"type":"bid","x":{' * 5000 + "}" * 5001
    with caplog.at_level(logging.ERROR):
        sent = await harness.slash(ALICE, "bid", {"choice": nested})
    told = harness.to_caller(sent)
    assert told and "bot-discord-failed" not in Harness.ids(told) and "RecursionError" not in caplog.text
    assert harness.referee.table(CH).version == 3


async def test_forged_non_numbers_in_numeric_options_are_answered(harness: Harness, caplog) -> None:
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    with caplog.at_level(logging.ERROR):
        for name, option in (("game add-ai", "n"), ("game history", "last")):
            sent = await harness.slash(ALICE, name, raw_options=[{"type": 4, "name": option, "value": "1e999x"}])
            told = harness.to_caller(sent)
            assert told and "bot-discord-failed" not in Harness.ids(told), (name, Harness.text(told))
    assert "Traceback" not in caplog.text


# --- 9. names ---

def test_names_in_channel_text_are_escaped_and_on_one_line() -> None:
    from bot.discord.formatting import render_names
    text = render_names("<@ai:1> and <@1002> pass.", {"ai:1": "**Ann**\n||x|| @everyone", "1002": "Bob"})
    assert text == "**\\*\\*Ann\\*\\* \\|\\|x\\|\\| @\u200beveryone** and <@1002> pass."


# --- 10. no View or timeout task kept per panel ---

async def test_panels_leave_no_views_or_timeout_tasks_behind(harness: Harness) -> None:
    await seated_game(harness)
    for _ in range(5):
        await open_panel(harness, ALICE)
    sleepers = [t for t in asyncio.all_tasks() if "timeout_task_impl" in getattr(t.get_coro(), "__qualname__", "")]
    assert sleepers == []
    assert not harness.bot._connection._view_store._views
    panel = await open_panel(harness, ALICE)                           # and the panel still works
    sent = await harness.press(ALICE, panel, button(panel, "Bid $1,000"))
    assert "<@1001> bids $1,000." in harness.text(harness.shown(sent))


# --- 12. no secrets in our own log lines ---

async def test_our_log_lines_carry_no_secret_at_any_level(harness: Harness, caplog) -> None:
    with caplog.at_level(logging.DEBUG, logger="bot"), caplog.at_level(logging.DEBUG, logger="boardroom"):
        await seated_game(harness, ai=1)
        harness.http.closed_dms.add(BOB)
        for _ in range(6):
            info = harness.referee.table(CH)
            if info is None:
                break
            for user in info.to_act:
                if user.isdigit():
                    await harness.slash(int(user), "pass" if info.to_act == [user] else "game status")
    secrets = {s.content for s in harness.dms()} | {s.content for s in harness.log
                                                    if s.ephemeral and "hand:" in s.content}
    ours = [r.getMessage() for r in caplog.records if r.name.startswith(("bot", "boardroom"))]
    for secret in filter(None, secrets):
        assert not any(secret in line for line in ours)
    assert not any("tok-" in line for line in ours)


# --- 13. simultaneous phases ---

async def test_a_panel_drawn_before_the_other_player_moved_still_applies(harness: Harness) -> None:
    await seated_game(harness)
    for user in (ALICE, BOB):
        await harness.slash(user, "pass")
    info = harness.referee.table(CH)
    assert sorted(info.to_act) == [str(ALICE), str(BOB)]               # both play a card at once
    alice, bob = await open_panel(harness, ALICE), await open_panel(harness, BOB)
    await harness.press(ALICE, alice, alice.buttons()[0]["custom_id"])
    label = bob.buttons()[0]["label"]
    sent = await harness.press(BOB, bob, bob.buttons()[0]["custom_id"])
    assert "outdated" not in harness.text(sent).lower()
    assert "<@1002> plays a card face down." in harness.text(harness.shown(sent))
    assert any(label in s.content for s in sent if s.kind in ("callback", "edit_original"))
