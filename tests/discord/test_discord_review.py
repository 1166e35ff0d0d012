"""Fixes from the adapter review: offline driving, DMs, command limits, autocomplete,
stale suggestions, lost interactions, refused pictures, admin rights."""
from __future__ import annotations

import asyncio
import logging
import re

import discord

from bot.discord import create_bot, formatting
from bot.discord.client import GUILD_ONLY, STALE_COMMAND
from bot.discord.flow import STALE_SUGGESTION
from bot.referee.referee import Picture, Reply
from discord_harness import (ALICE, APP, BOB, CAROL, CHANNEL, FakeHTTP, FakeResponse, Harness,
                             RecordingAdapter, button, new_id, open_panel, play_to_the_end, seated_game,
                             settings_for, user_payload)

CH = str(CHANNEL)


# --- create_bot can be driven offline with nothing private to call ---

def test_a_bot_built_outside_any_loop_reads_guild_payloads_without_logging_in(tmp_path):
    """An outside check: create_bot(settings) (no loop, no login, no bot user), then payloads.
    Before the fix discord.py failed on `guild.me` (state.user is None) for every guild payload."""
    bot = create_bot(settings_for(tmp_path))
    assert bot.user is None

    async def drive() -> None:
        log: list = []
        http = FakeHTTP(log)
        bot.http.request = http.request  # type: ignore[method-assign]
        h = Harness(bot, log, http, RecordingAdapter(log))
        await h.slash(ALICE, "game new", {"game": "highcard"})
        # the public method does the same as bot._connection.parse_interaction_create
        from discord.webhook.async_ import async_context
        token = async_context.set(h.adapter)
        try:
            before = set(asyncio.all_tasks())
            bot.feed_interaction(h.command_payload(BOB, "game join"))
            await h.settle(before)
        finally:
            async_context.reset(token)
        sent = await h.slash(ALICE, "game start")
        assert bot.referee.table(CH).status == "playing"
        assert h.dms(sent) and h.last_move_message().allowed_users == [str(ALICE)]
        assert bot.user is not None and bot.user.id == APP  # the stand-in, from the payload
        await bot.close()

    asyncio.run(drive())


# --- every command is guild-only, and a DM is refused politely ---

def dm_payload(user: int, kind: int, data: dict) -> dict:
    interaction = new_id()
    channel = 60_000 + user
    return {"id": str(interaction), "application_id": str(APP), "type": kind, "data": data,
            "channel_id": str(channel),
            "channel": {"id": str(channel), "type": 1, "recipients": [user_payload(user)], "last_message_id": None},
            "user": user_payload(user), "token": f"tok-{interaction}", "version": 1,
            "app_permissions": str(discord.Permissions(send_messages=True).value), "locale": "en-US",
            "entitlements": [], "authorizing_integration_owners": {"0": "0"}, "context": 1,
            "attachment_size_limit": 10 * 1024 * 1024}



async def test_a_command_from_a_dm_is_refused_politely_and_opens_nothing(harness: Harness):
    data = {"id": str(new_id()), "name": "game", "type": 1,
            "options": [{"type": 1, "name": "new", "options": [{"type": 3, "name": "game", "value": "highcard"}]}]}
    sent = await harness.feed(dm_payload(ALICE, 2, data))
    assert len(sent) == 1 and sent[0].kind == "callback" and sent[0].body["type"] == 4
    assert sent[0].ephemeral and sent[0].content == GUILD_ONLY
    assert harness.referee.tables() == []
    data = {"id": str(new_id()), "name": "bid", "type": 1,
            "options": [{"type": 3, "name": "choice", "value": "", "focused": True}]}
    sent = await harness.feed(dm_payload(ALICE, 4, data))
    assert len(sent) == 1 and sent[0].body == {"type": 8, "data": {"choices": []}}


def test_every_command_is_guild_only_and_within_discord_limits(tmp_path, high_card):
    bot = create_bot(settings_for(tmp_path))
    name_rule = re.compile(r"^[-_a-z0-9]{1,32}$")

    def check(option: dict) -> None:
        assert name_rule.match(option["name"]), option["name"]
        assert 1 <= len(option["description"]) <= 100, option
        options = option.get("options") or []
        assert len(options) <= 25
        required = [o.get("required", False) for o in options if o["type"] not in (1, 2)]
        assert required == sorted(required, reverse=True), f"required options first in {option['name']}"
        choices = option.get("choices") or []
        assert len(choices) <= 25
        assert all(1 <= len(c["name"]) <= 100 and len(str(c["value"])) <= 100 for c in choices)
        for sub in options:
            check(sub)

    payloads = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    assert len(payloads) <= 100
    for payload in payloads:
        check(payload)
        # the verbs used to say dm_permission=False only; Discord now reads `contexts`
        assert payload["contexts"] == [0] and payload["dm_permission"] is False, payload["name"]


# --- autocomplete ---

async def test_autocomplete_answers_even_when_the_referee_fails(harness: Harness, monkeypatch, caplog):
    await seated_game(harness)

    def broken(*args, **kwargs):
        raise RuntimeError("a bug in a game's describe()")

    monkeypatch.setattr(harness.referee, "choices", broken)
    with caplog.at_level(logging.ERROR, logger="boardroom.discord"):
        assert await harness.autocomplete(ALICE, "bid", "choice", "") == []  # answered (type 8), no options
    assert any("autocomplete" in r.getMessage() for r in caplog.records)


async def test_a_long_action_suggestion_refuses_itself_once_the_table_moved(harness: Harness, monkeypatch):
    """Actions too long for a 100-character value travel as an index into the choices. It used to
    be `#3` alone: picked at one version and sent at another, it pointed at whatever move had that
    index now. It now carries the version (`#<version>.<index>`) and an outdated one is refused."""
    monkeypatch.setattr(formatting, "CHOICE_VALUE_LIMIT", 5)  # every action is "too long"
    await seated_game(harness)
    offered = await harness.autocomplete(ALICE, "bid", "choice", "")
    assert [c["value"] for c in offered] == ["#3.0", "#3.1", "#3.2", "#3.3"]
    await harness.slash(ALICE, "pass")
    await harness.slash(BOB, "pass")          # version 5: both play a card now
    sent = await harness.slash(ALICE, "bid", {"choice": "#3.3"})
    assert Harness.text(Harness.to_caller(sent)).count(STALE_SUGGESTION) == 1
    assert all(s.ephemeral for s in Harness.to_caller(sent)) and not harness.channel(sent)
    assert harness.referee.table(CH).version == 5
    fresh = await harness.autocomplete(ALICE, "play", "choice", "")
    assert fresh and fresh[0]["value"] == "#5.0"
    sent = await harness.slash(ALICE, "play", {"choice": fresh[0]["value"]})
    assert "<@1001> plays a card face down." in harness.text(harness.shown(sent))


# --- interactions that cannot be answered, commands Discord still shows from an old sync ---

async def test_an_expired_interaction_is_logged_once_and_not_answered_again(harness: Harness, monkeypatch, caplog):
    await seated_game(harness)
    real = harness.adapter.request

    async def expired(route, *args, **kwargs):
        if route.url.endswith("/callback"):
            raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10062, "message": "Unknown interaction"})
        return await real(route, *args, **kwargs)

    monkeypatch.setattr(harness.adapter, "request", expired)
    with caplog.at_level(logging.WARNING, logger="boardroom.discord"):
        sent = await harness.slash(ALICE, "bid", {"choice": "1000"})
        message, cid = harness.move_button(ALICE)
        sent += await harness.press(ALICE, message, cid)
    assert sent == []                                     # no follow-up tried after the failure
    assert harness.referee.table(CH).version == 3         # nothing was done for a user who saw an error
    warnings = [r for r in caplog.records if "could not be answered" in r.getMessage()]
    assert len(warnings) == 2 and not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_command_from_an_old_sync_is_answered_politely(harness: Harness):
    sent = await harness.slash(ALICE, "gamble")
    assert len(sent) == 1 and sent[0].ephemeral and sent[0].content == STALE_COMMAND


# --- pictures Discord refuses after all ---

async def test_a_picture_the_channel_refuses_is_replaced_by_its_text(harness: Harness, monkeypatch):
    """After a restart the bot posts to a channel it knows only by id (no permissions to check):
    a 50013 for the attachment must not lose the narration, the ping and the buttons."""
    await seated_game(harness)
    real = harness.http.request

    async def no_files(route, *, files=None, **kwargs):
        if files:
            raise discord.Forbidden(FakeResponse(403, "Forbidden"), {"code": 50013, "message": "Missing Permissions"})
        return await real(route, files=files, **kwargs)

    monkeypatch.setattr(harness.bot.http, "request", no_files)
    harness.bot.sender.cards.clear()           # a restart: the card is known by its stored id only
    harness.referee.resumed = {CH: Reply(public=["**Ada** bids $1,000."], ping=[str(ALICE)], table_id=1, version=3)}
    harness.referee.drawing.shelf.forget(harness.referee.book.tables[CH].id)
    harness.referee.draw_board = lambda *args: b"\x89PNG" + b"1" * 50     # a new picture to upload
    start = len(harness.log)
    await harness.bot.post_resumed()
    posted = harness.shown(harness.log[start:])
    assert len(posted) == 1 and not posted[0].files and posted[0].kind == "edit"
    assert "High Card, table #1, move 3" in posted[0].content and "**Ada** bids $1,000." in posted[0].content
    assert "br:card:move:1:3" in posted[0].custom_ids()


async def test_an_ephemeral_picture_over_the_limit_is_replaced_by_its_text(harness: Harness, monkeypatch):
    await seated_game(harness)
    real = harness.adapter.request

    async def too_large(route, *args, files=None, **kwargs):
        if files:
            raise discord.HTTPException(FakeResponse(413, "Payload Too Large"),
                                        {"code": 40005, "message": "Request entity too large"})
        return await real(route, *args, files=files, **kwargs)

    monkeypatch.setattr(harness.adapter, "request", too_large)
    sent = await harness.slash(ALICE, "game status")
    answers = Harness.to_caller(sent)
    assert answers and all(s.ephemeral and not s.files for s in answers)
    assert "High Card, table #1, move 3" in Harness.text(answers)      # the board's alt text
    assert any(s.buttons() for s in answers)                            # and still her panel


# --- rights and placeholders ---

async def test_an_administrator_may_abandon_a_table(harness: Harness):
    await seated_game(harness)
    admin = str(discord.Permissions(administrator=True, send_messages=True).value)
    sent = await harness.slash(CAROL, "game abandon", permissions=admin)
    assert harness.referee.table(CH) is None and "abandons" in harness.text(harness.shown(sent))


async def test_a_deferred_button_with_nothing_to_say_removes_its_placeholder(harness: Harness, monkeypatch):
    await seated_game(harness, humans=(ALICE,), ai=1, options="rounds=1")
    await play_to_the_end(harness, ALICE)
    final = harness.card()

    async def quiet_rematch(channel, user, seed=None):
        return Reply(public=["Rematch!"], table_id=2, version=1)

    monkeypatch.setattr(harness.referee, "rematch", quiet_rematch)
    sent = await harness.press(ALICE, final, "br:rematch:1")
    assert sent[0].kind == "callback" and sent[0].body["type"] == 5
    assert [s.kind for s in sent if s.kind == "delete_original"] == ["delete_original"]


# --- labels: Discord shows mentions in buttons, menus and suggestions as raw markup ---

async def test_mentions_in_move_labels_become_names(harness: Harness, monkeypatch):
    await seated_game(harness, ai=1)
    real = harness.referee.choices

    def naming(channel: str, user: str, verb: str | None = None):
        return [type(c)(c.label.replace("Pass", f"Pass to <@{BOB}> and <@ai:1>"), c.action)
                for c in real(channel, user, verb)]

    monkeypatch.setattr(harness.referee, "choices", naming)
    panel = await open_panel(harness, ALICE)
    labels = [b["label"] for b in panel.buttons()]
    assert labels[-1].startswith("Pass to @Bob and @") and "<@" not in " ".join(labels)
    suggested = await harness.autocomplete(ALICE, "pass", "choice", "")
    assert suggested and suggested[0]["name"].startswith("Pass to @Bob and @")
    sent = await harness.press(ALICE, panel, button(panel, labels[-1]))
    assert sent[0].content.startswith("You chose: Pass to @Bob")


def test_the_bot_asks_for_no_message_events(tmp_path):
    bot = create_bot(settings_for(tmp_path))
    assert bot.intents.guilds and not bot.intents.messages and not bot.intents.message_content
    assert not bot.intents.members and not bot.intents.presences


async def test_a_double_click_over_a_slow_connection_is_taken_once_and_said_so(harness: Harness, monkeypatch, caplog):
    """Both clicks get past the version check before either reaches the referee's lock (Discord
    answers take time): the first applies, the second is refused by the lock's version check."""
    from bot.discord.panel_presses import RACED

    await seated_game(harness)
    panel = await open_panel(harness, ALICE)
    cid = button(panel, "Bid $1,000")
    real = harness.adapter.request

    async def slow(route, *args, **kwargs):
        await asyncio.sleep(0.05)
        return await real(route, *args, **kwargs)

    monkeypatch.setattr(harness.adapter, "request", slow)
    with caplog.at_level(logging.WARNING):
        sent = await harness.feed_together([harness.click_payload(ALICE, panel, cid),
                                            harness.click_payload(ALICE, panel, cid)])
    assert harness.referee.table(CH).version == 4
    assert harness.text(harness.shown(sent)).count("<@1001> bids $1,000.") == 1
    first, second = sorted({s.interaction for s in sent if s.interaction})
    assert [s.body["type"] for s in sent if s.interaction == first and s.kind == "callback"] == [7]
    to_second = [s for s in sent if s.interaction == second]
    assert [s.kind for s in to_second] == ["callback", "followup"]   # one answer, then one follow-up
    assert to_second[1].ephemeral and to_second[1].content.startswith(RACED)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_the_readme_recipe_for_driving_the_bot_offline_runs(tmp_path):
    """bot/discord/README.md shows outside checks how to drive create_bot(); keep it working."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    readme = (root / "bot" / "discord" / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Driving the bot offline"):]
    code = section[section.index("```python") + len("```python"):]
    code = code[:code.index("```")]
    (tmp_path / "drive.py").write_text(code, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(root))
    env.pop("DISCORD_TOKEN", None)
    done = subprocess.run([sys.executable, "drive.py"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "POST callback {'type': 5" in done.stdout
    assert "There is no table in this channel" in done.stdout


# --- panels name their owner ---

async def test_a_panel_cannot_be_used_by_another_player_even_when_both_must_act(harness: Harness):
    """In a simultaneous phase Bob has moves of his own: a forged press on Alice's panel used to
    apply Bob's move with the same index (a card he never chose). Now the custom_id names Alice."""
    await seated_game(harness)
    await harness.slash(ALICE, "pass")
    await harness.slash(BOB, "pass")                       # both play a card now (version 5)
    panel = await open_panel(harness, ALICE)
    cid = panel.buttons()[0]["custom_id"]
    assert cid.endswith(f":{ALICE}") and all(len(b["custom_id"]) <= 100 for b in panel.buttons())
    sent = await harness.press(BOB, panel, cid)
    assert len(sent) == 1 and sent[0].ephemeral and "bot-discord-panel-for" in sent[0].ids and "Alice" in sent[0].content
    assert harness.referee.table(CH).version == 5
    # a panel drawn before owners were written into custom_ids still works for whoever holds it
    old_style = cid.rsplit(":", 1)[0]
    message = dict(Harness.message_of(panel),
                   components=[{"type": 1, "components": [dict(panel.buttons()[0], custom_id=old_style)]}])
    sent = await harness.press(ALICE, message, old_style)
    assert sent[0].body["type"] == 7 and harness.referee.table(CH).version == 6


def test_owner_ids_keep_custom_ids_within_100_characters():
    from bot.discord import panels
    from bot.referee.referee import Choice

    huge = "9" * 20                                         # the longest snowflake
    for n in (3, 230):
        for page in range(panels.page_count(n)):
            _, view = panels.panel(10**12, 10**9, [Choice(f"c{i}", {"type": "x", "i": i}) for i in range(n)],
                                   page, user=huge)
            ids = [c["custom_id"] for row in view.to_components() for c in row["components"]]
            assert ids and all(len(i) <= 100 and i.endswith(huge) for i in ids)
