"""Restarts, closed DMs, deleted channels, secrets, pictures, limits and reminders."""
from __future__ import annotations

import asyncio
import logging
import re

import discord

from bot.referee.referee import Picture, PrivateMessage, Reply
from discord_harness import (ALICE, BOB, CHANNEL, Harness, close_harness, make_harness, seated_game)
from test_discord_play import button, open_panel

CH = str(CHANNEL)


async def test_a_button_pressed_after_a_restart_still_works(tmp_path):
    first = await make_harness(tmp_path)
    await seated_game(first)
    move_message, move_id = first.move_button(ALICE)
    panel = await open_panel(first, ALICE)
    await first.bot.close()  # closes the referee and its store
    log = first.log

    # a new process: a new bot and a new referee over the same database
    second = await make_harness(tmp_path, log=log)
    assert second.bot is not first.bot and second.referee is not first.referee
    info = second.referee.table(CH)
    assert info is not None and info.status == "playing" and info.version == 3
    sent = await second.press(ALICE, move_message, move_id)  # the public "Your move" from before
    assert sent[0].body["type"] == 4 and sent[0].ephemeral and len(sent[0].buttons()) == 5
    sent = await second.press(ALICE, panel, button(panel, "Bid $2,000"))  # the old ephemeral panel
    assert sent[0].body["type"] == 7
    assert "<@1001> bids $2,000." in second.text(second.channel(sent))
    assert second.referee.table(CH).version == 4
    await close_harness(second)


async def test_a_closed_dm_is_reported_without_the_secret_and_the_game_goes_on(harness: Harness):
    harness.http.closed_dms.add(BOB)
    sent = await seated_game(harness)
    alice_dm = harness.dms(sent, ALICE)
    assert alice_dm and "hand:" in alice_dm[0].content
    assert not harness.dms(sent, BOB)
    notices = [s for s in harness.channel(sent) if "could not send a direct message" in s.content]
    assert len(notices) == 1 and "<@1002>" in notices[0].content and notices[0].pings_nobody
    bob_hand = harness.referee.choices(CH, str(BOB), None)  # not his move yet: use /game hand instead
    assert bob_hand == []
    secret = await bob_secret(harness)
    assert secret not in notices[0].content
    assert harness.referee.table(CH).status == "playing"
    sent = await harness.slash(ALICE, "pass")  # the game goes on
    assert "<@1001> passes." in harness.text(harness.shown(sent))
    assert harness.last_move_message().allowed_users == [str(BOB)]


async def bob_secret(h: Harness) -> str:
    sent = await h.slash(BOB, "game hand")
    text = Harness.text(Harness.to_caller(sent))
    found = re.search(r"hand: [0-9, ]+", text)
    assert found, text
    return found.group(0)


async def test_a_deleted_channel_is_logged_and_the_table_kept(harness: Harness, caplog):
    await seated_game(harness)
    harness.http.gone.add(CHANNEL)
    with caplog.at_level(logging.WARNING, logger="boardroom.discord"):
        sent = await harness.slash(ALICE, "bid", {"choice": "1000"})
    assert not harness.channel(sent)
    assert any("is gone" in r.getMessage() for r in caplog.records)
    info = harness.referee.table(CH)
    assert info is not None and info.version == 4  # the move was kept
    assert any(s.kind == "followup" for s in sent)  # the caller still got an answer


async def test_channel_messages_never_carry_a_secret(harness: Harness):
    await seated_game(harness)
    for _ in range(30):
        info = harness.referee.table(CH)
        if info is None:
            break
        user = int(info.to_act[0])
        panel = await open_panel(harness, user)
        await harness.press(user, panel, panel.buttons()[0]["custom_id"])
    secrets: set[str] = set()
    for dm in harness.dms():
        secrets.update(re.findall(r"hand: [0-9, ]+", dm.content))
        secrets.update(re.findall(r"You (?:drew|played) (?:a |your )\d+", dm.content))
    assert secrets
    public = [s for s in harness.log if s.kind == "channel" or (s.kind in ("callback", "followup") and not s.ephemeral)]
    for message in public:
        for secret in secrets:
            assert secret not in message.content, (secret, message.content)
        assert all(not re.search(r"-\d+\.png$", f) for f in message.files)  # no private picture


async def test_pictures_fall_back_to_text_without_attach_permission(harness: Harness):
    harness.app_permissions = str(discord.Permissions(send_messages=True, view_channel=True).value)
    sent = await seated_game(harness)
    public = harness.channel(sent)
    assert not any(s.files for s in public)
    assert "High Card, table #1, move 3" in harness.text(public)  # the picture's alt text


async def test_pictures_over_the_upload_limit_fall_back_to_text(harness: Harness):
    harness.attachment_limit = 100  # bytes
    sent = await seated_game(harness)
    assert not any(s.files for s in harness.channel(sent))
    assert "High Card, table #1" in harness.text(harness.shown(sent))


async def test_long_texts_are_split_and_mentions_limited(harness: Harness):
    await seated_game(harness)
    bot = harness.bot
    long_reply = Reply(public=[f"<@{ALICE}> line {i} " + "x" * 150 for i in range(40)] + ["@everyone <@&5>"],
                       ping=[str(BOB)], table_id=1, version=3,
                       board=Picture(b"\x89PNG" + b"0" * 50, "b.png", "alt"))
    from bot.discord.delivery import outlet_for
    start = len(harness.log)
    await bot.sender.post(outlet_for(bot, None, CHANNEL), long_reply)
    sent = harness.log[start:]
    assert len(sent) == 1 and sent[0].kind == "edit"          # the card, within Discord's 4000 characters
    assert sum(len(t) for t in sent[0].text_displays()) <= 4000 and "line 39" in sent[0].content
    assert sent[0].body["allowed_mentions"]["parse"] == [] and not sent[0].allowed_users   # an edit pings nobody


async def test_every_interaction_is_acknowledged_before_the_referee_works(harness: Harness, monkeypatch):
    await seated_game(harness)
    order: list[str] = []
    original = harness.referee.act_typed

    async def slow(*args, **kwargs):
        order.append(f"referee after {len(harness.log)} requests")
        await asyncio.sleep(0.05)
        return await original(*args, **kwargs)

    monkeypatch.setattr(harness.referee, "act_typed", slow)
    start = len(harness.log)
    sent = await harness.slash(ALICE, "bid", {"choice": "1000"})
    assert order == [f"referee after {start + 1} requests"]  # the defer went out first
    assert sent[0].kind == "callback" and sent[0].body["type"] == 5


async def test_turn_reminder_pings_again_only_if_nothing_moved(tmp_path):
    h = await make_harness(tmp_path, turn_reminder_minutes=1)
    h.bot.reminders.seconds = 0.05
    await seated_game(h)
    await asyncio.sleep(0.2)
    reminders = [s for s in h.channel() if "Reminder" in s.content.split("\n")[-1]]
    assert len(reminders) == 1 and reminders[0].allowed_users == [str(ALICE)]
    assert "br:card:move:1:3" in reminders[0].custom_ids()     # the card, re-posted at the bottom
    h.bot.reminders.seconds = 0.3
    await h.slash(ALICE, "pass")   # arms a reminder for Bob ...
    await h.slash(BOB, "pass")     # ... which this move makes pointless
    await asyncio.sleep(0.5)
    reminders = [s for s in h.channel() if "Reminder" in s.content.split("\n")[-1]]   # the newest log line
    assert len(reminders) == 2 and sorted(reminders[-1].allowed_users) == [str(ALICE), str(BOB)]
    await close_harness(h)


async def test_private_messages_are_split_too(harness: Harness):
    await seated_game(harness)
    from bot.discord.delivery import outlet_for
    reply = Reply(private={str(ALICE): [PrivateMessage("secret " * 700)], "ai:1": [PrivateMessage("x")]})
    start = len(harness.log)
    closed = await harness.bot.dms.deliver(outlet_for(harness.bot, None, CHANNEL), reply)
    sent = harness.log[start:]
    assert closed == [] and len(sent) == 3 and all(s.kind == "dm" and len(s.content) <= 2000 for s in sent)


async def test_a_double_click_applies_once(harness: Harness):
    await seated_game(harness)
    panel = await open_panel(harness, ALICE)
    cid = button(panel, "Bid $1,000")
    sent = await harness.feed_together([harness.click_payload(ALICE, panel, cid),
                                        harness.click_payload(ALICE, panel, cid)])
    assert harness.referee.table(CH).version == 4
    assert harness.text(harness.shown(sent)).count("<@1001> bids $1,000.") == 1
    # the second click read the committed table (never the move being saved) and lost the race
    assert "bot-discord-raced" in Harness.ids([s for s in sent if s.ephemeral])


async def test_setup_hook_opens_the_referee_and_syncs_commands(tmp_path):
    first = await make_harness(tmp_path)
    await seated_game(first)
    await first.bot.close()

    h = await make_harness(tmp_path, log=first.log, open_referee=False, dev_guild_id=4242)
    assert h.bot.referee is None
    h.bot._connection.application_id = 555  # login() learns it from Discord before setup_hook runs
    await h.bot.setup_hook()
    info = h.referee.table(CH)  # the unfinished table is back
    assert info is not None and info.status == "playing"
    syncs = [s for s in h.log if s.kind == "sync"]
    assert len(syncs) == 1 and "/guilds/" in syncs[0].body["path"]
    assert {c["name"] for c in syncs[0].body["commands"]} >= {"game", "bid", "pass"}
    await close_harness(h)


async def test_a_closed_dm_is_reported_once_per_table(harness: Harness):
    harness.http.closed_dms.add(BOB)
    await seated_game(harness)
    await harness.slash(ALICE, "pass")
    await harness.slash(BOB, "bid", {"choice": "1000"})   # Bob draws a card: his secret changes
    notices = [s for s in harness.channel() if "could not send a direct message" in s.content]
    assert len(notices) == 1


async def test_status_gives_the_player_to_act_a_fresh_panel(harness: Harness):
    await seated_game(harness)
    sent = await harness.slash(ALICE, "game status")
    panels = [s for s in sent if s.ephemeral and s.buttons()]
    assert len(panels) == 1 and panels[0].buttons()[0]["custom_id"].startswith("br:act:1:3:")
    sent = await harness.slash(BOB, "game status")
    assert not any(s.buttons() for s in sent)


async def test_replies_of_tables_resumed_at_start_are_posted(harness: Harness):
    await seated_game(harness)
    harness.referee.resumed = {CH: Reply(public=["**Ada (computer)** bids $1,000."], ping=[str(ALICE)],
                                         table_id=1, version=3)}
    await harness.bot.post_resumed()
    message = harness.card()
    assert message.kind == "edit" and "Ada (computer)" in message.content   # Alice was already pinged
    assert harness.referee.resumed == {}


async def test_reminders_are_armed_again_after_a_restart(tmp_path):
    first = await make_harness(tmp_path)
    await seated_game(first)
    await first.bot.close()
    h = await make_harness(tmp_path, turn_reminder_minutes=5)
    h.bot.reminders.seconds = 0.05
    await h.bot.post_resumed()
    await asyncio.sleep(0.2)
    reminders = [s for s in h.channel() if "Reminder" in s.content.split("\n")[-1]]
    assert len(reminders) == 1 and reminders[0].allowed_users == [str(ALICE)]
    await close_harness(h)


async def test_the_idle_reminder_speaks_the_tables_language(tmp_path):
    from no_english import assert_no_english
    h = await make_harness(tmp_path, turn_reminder_minutes=1)
    try:
        h.bot.reminders.seconds = 0.05
        await h.slash(ALICE, "game new", {"game": "highcard", "language": "zh-tw"})
        await h.slash(BOB, "game join")
        start = len(h.log)
        await h.slash(ALICE, "game start")
        await asyncio.sleep(0.3)
        reminders = [s for s in h.channel(h.log[start:]) if "提醒" in s.content]
        assert len(reminders) == 1 and "Reminder" not in reminders[0].content
        said = reminders[0].content.split("\n")[-1]           # the card's newest log line
        assert "提醒" in said
        assert_no_english([("reminder", said)])
    finally:
        h.bot.reminders.cancel_all()
        await close_harness(h)
