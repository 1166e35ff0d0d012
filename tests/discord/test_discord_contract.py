"""Discord's contract: the validator refuses what Discord refuses (a wrong body of each kind), the
harness answers a refused request as Discord does, and the start-up sync cannot fail silently."""
from __future__ import annotations

import logging
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.cli import main as boardroom
from bot.discord.command_sync import CommandSyncRefused
from bot.discord.contract import check_commands, check_request, refusal
from discord_harness import APP, CHANNEL, CONTRACT, close_harness, http_error, make_harness

MESSAGES = "/channels/1/messages"
EDIT = "/channels/1/messages/2"
CALLBACK = "/interactions/3/tok/callback"
FOLLOWUP = "/webhooks/555/tok"
COMMANDS = "/applications/555/commands"


def button(i: int | str = 0, **extra: Any) -> dict:
    return {"type": 2, "style": 1, "label": "Go", "custom_id": f"b{i}", **extra}


def row(*items: dict) -> dict:
    return {"type": 1, "components": list(items)}


def select(n: int = 3, **extra: Any) -> dict:
    return {"type": 3, "custom_id": "s", "options": [{"label": f"o{i}", "value": f"v{i}"} for i in range(n)], **extra}


def card(*items: dict) -> dict:
    """A Components V2 message: one container holding `items`."""
    return {"flags": 1 << 15, "components": [{"type": 17, "components": list(items)}]}


def text(content: str = "hello") -> dict:
    return {"type": 10, "content": content}


def gallery(*names: str) -> dict:
    return {"type": 12, "items": [{"media": {"url": f"attachment://{n}"}} for n in names]}


def command(**extra: Any) -> dict:
    return {"name": "game", "description": "Play", "type": 1, **extra}


def integer_option(**extra: Any) -> dict:
    return {"type": 4, "name": "table", "description": "Which table", **extra}


# (what, method, url, body, files, the rule Discord's answer names)
WRONG = [
    ("content over 2,000", "POST", MESSAGES, {"content": "x" * 2001}, [], "MAX_CONTENT"),
    ("content beside IS_COMPONENTS_V2", "POST", MESSAGES, dict(card(text()), content="hi"), [], "IS_COMPONENTS_V2"),
    ("41 components", "POST", MESSAGES, card(*[text() for _ in range(40)]), [], "MAX_COMPONENTS"),
    ("4,001 characters of text", "POST", MESSAGES, card(text("x" * 2000), text("x" * 2001)), [],
     "MAX_TEXT_DISPLAY_CHARACTERS"),
    ("a custom_id used twice", "POST", MESSAGES, {"components": [row(button(1), button(1))]}, [], "UNIQUE_CUSTOM_ID"),
    ("a custom_id of 101 characters", "POST", MESSAGES, {"components": [row(button("x" * 100))]}, [], "maxLength"),
    ("six buttons in a row", "POST", MESSAGES, {"components": [row(*[button(i) for i in range(6)])]}, [],
     "ROW_BUTTONS"),
    ("a select beside a button", "POST", MESSAGES, {"components": [row(select(), button())]}, [],
     "ROW_SELECT_ALONE"),
    ("26 select options", "POST", MESSAGES, {"components": [row(select(26))]}, [], "maxItems"),
    ("an option label of 101", "POST", MESSAGES,
     {"components": [row({"type": 3, "custom_id": "s", "options": [{"label": "x" * 101, "value": "v"}]})]}, [],
     "maxLength"),
    ("a placeholder of 151", "POST", MESSAGES, {"components": [row(select(placeholder="x" * 151))]}, [],
     "maxLength"),
    ("a button label of 81", "POST", MESSAGES, {"components": [row(button(label="x" * 81))]}, [], "maxLength"),
    ("a button without custom_id", "POST", MESSAGES, {"components": [row({"type": 2, "style": 1, "label": "Go"})]},
     [], "BUTTON_CUSTOM_ID"),
    ("an empty media gallery", "POST", MESSAGES, card(gallery()), [], "minItems"),
    ("eleven gallery items", "POST", MESSAGES, card(gallery(*["a.png"] * 11)), ["a.png"], "maxItems"),
    ("attachment:// naming no file", "POST", MESSAGES, card(gallery("board.png")), ["other.png"],
     "ATTACHMENT_REFERENCE"),
    ("alt text of 1,025", "POST", MESSAGES,
     card({"type": 12, "items": [{"media": {"url": "attachment://a.png"}, "description": "x" * 1025}]}), ["a.png"],
     "maxLength"),
    ("a button outside a row", "POST", MESSAGES, {"components": [button()]}, [], "IS_COMPONENTS_V2"),
    ("an edit of content over 2,000", "PATCH", EDIT, {"content": "x" * 2001}, [], "MAX_CONTENT"),
    ("a follow-up of content over 2,000", "POST", FOLLOWUP, {"content": "x" * 2001}, [], "maxLength"),
    ("an answer with a bad callback type", "POST", CALLBACK, {"type": 99}, [], "enum"),
    ("an answer of 2,001 characters", "POST", CALLBACK, {"type": 4, "data": {"content": "x" * 2001}}, [],
     "maxLength"),
    ("an answer with six buttons a row", "POST", CALLBACK,
     {"type": 4, "data": {"components": [row(*[button(i) for i in range(6)])]}}, [], "ROW_BUTTONS"),
    ("26 autocomplete choices", "POST", CALLBACK,
     {"type": 8, "data": {"choices": [{"name": f"c{i}", "value": f"{i}"} for i in range(26)]}}, [], "MAX_CHOICES"),
    ("an autocomplete value of 101", "POST", CALLBACK,
     {"type": 8, "data": {"choices": [{"name": "c", "value": "x" * 101}]}}, [], "CHOICE_VALUE"),
    ("a thread name of 101", "POST", "/channels/1/threads", {"name": "x" * 101, "type": 11}, [], "maxLength"),
    ("a route Discord does not have", "POST", "/channels/1/nonsense", {}, [], "ROUTE"),
    ("an integer bound of 2**53", "PUT", COMMANDS,
     [command(options=[integer_option(max_value=2 ** 53)])], [], "maximum"),
    ("an upper-case command name", "PUT", COMMANDS, [command(name="Game")], [], "COMMAND_NAME"),
    ("a command name with a space", "PUT", COMMANDS, [command(name="my game")], [], "COMMAND_NAME"),
    ("a description of 101", "PUT", COMMANDS, [command(description="x" * 101)], [], "maxLength"),
    ("an empty description", "PUT", COMMANDS, [command(description="")], [], "DESCRIPTION"),
    ("26 options", "PUT", COMMANDS,
     [command(options=[integer_option(name=f"o{i}") for i in range(26)])], [], "maxItems"),
    ("26 choices", "PUT", COMMANDS,
     [command(options=[integer_option(choices=[{"name": f"c{i}", "value": i} for i in range(26)])])], [],
     "maxItems"),
    ("a locale Discord lacks", "PUT", COMMANDS, [command(name_localizations={"en": "game"})], [], "LOCALE"),
    ("a required option after an optional one", "PUT", COMMANDS,
     [command(options=[integer_option(name="a"), integer_option(name="b", required=True)])], [],
     "REQUIRED_FIRST"),
    ("a command over 8,000 characters", "PUT", COMMANDS,
     [command(options=[{"type": 1, "name": f"s{i}", "description": "x" * 100,
                        "options": [integer_option(name=f"o{j}", description="y" * 100) for j in range(25)]}
                       for i in range(4)])], [], "COMMAND_SIZE"),
    ("two commands of one name", "PUT", COMMANDS, [command(), command()], [], "UNIQUE_COMMAND_NAME"),
]


@pytest.mark.parametrize("what,method,url,body,files,rule", WRONG, ids=[w[0] for w in WRONG])
def test_the_validator_refuses_a_wrong_body_of_each_kind(what, method, url, body, files, rule) -> None:
    problems = check_request(method, url, body, files)
    assert rule in {p.rule for p in problems}, (what, problems)


RIGHT = [
    ("a short message", "POST", MESSAGES, {"content": "hi", "allowed_mentions": {"parse": [], "users": [1001]}}, []),
    ("a card with a picture", "POST", MESSAGES,
     card(text("Your move"), gallery("board.png"), row(button(1), button(2))), ["board.png"]),
    ("an edit keeping its picture", "PATCH", EDIT, card(text(), gallery("board.png")), []),
    ("a select of 25", "POST", MESSAGES, {"components": [row(select(25))]}, []),
    ("a deferred answer", "POST", CALLBACK, {"type": 5, "data": {"flags": 64}}, []),
    ("a command at 2**53 - 1", "PUT", COMMANDS, [command(options=[integer_option(min_value=1, max_value=2 ** 53 - 1)])],
     []),
]


@pytest.mark.parametrize("what,method,url,body,files", RIGHT, ids=[r[0] for r in RIGHT])
def test_the_validator_accepts_what_discord_accepts(what, method, url, body, files) -> None:
    kept = ["board.png"] if method == "PATCH" else []
    assert check_request(method, url, body, files, kept_files=kept) == []


def test_a_refusal_reads_like_discords_answer() -> None:
    problems = check_request("PUT", COMMANDS, [command(options=[integer_option(max_value=2 ** 53)])])
    body = refusal(problems)
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert body["errors"]["0"]["options"]["0"]["max_value"]["_errors"][0]["code"] == "maximum"
    # discord.py flattens it the way it does Discord's own answers: the field's path is in the text
    error = discord.HTTPException(type("R", (), {"status": 400, "reason": "Bad Request"})(), body)
    assert "0.options.0.max_value" in error.text


async def test_the_harness_answers_a_refused_request_as_discord_does(tmp_path) -> None:
    h = await make_harness(tmp_path)
    CONTRACT.expected.add("MAX_CONTENT")
    try:
        channel = h.bot.get_partial_messageable(CHANNEL)
        with pytest.raises(discord.HTTPException) as caught:
            await channel.send("x" * 2001)
        assert caught.value.status == 400 and caught.value.code == 50035
        assert "content" in caught.value.text
        assert not h.channel()          # nothing was posted
    finally:
        await close_harness(h)


# --- the start-up sync ---

async def started(tmp_path, **settings: Any):
    h = await make_harness(tmp_path, **settings)
    h.bot._connection.application_id = APP
    return h


def syncs(h) -> list:
    return [s for s in h.log if s.kind == "sync"]


async def test_the_global_sync_is_accepted_by_discord(tmp_path) -> None:
    h = await started(tmp_path)
    try:
        await h.bot.setup_hook()
        [sync] = syncs(h)
        assert sync.body["path"] == "/applications/{application_id}/commands"
        assert {c["name"] for c in sync.body["commands"]} >= {"game", "move", "undo"}
        assert check_commands(sync.body["commands"]) == []
        locales = {loc for c in sync.body["commands"] for loc in (c.get("name_localizations") or {})}
        assert {"ja", "zh-TW"} <= locales
        assert h.bot.command_sync.synced == len(sync.body["commands"])
    finally:
        await close_harness(h)


async def test_the_dev_guild_sync_is_accepted_too(tmp_path) -> None:
    h = await started(tmp_path, dev_guild_id=4242)
    try:
        await h.bot.setup_hook()
        [sync] = syncs(h)
        assert sync.body["path"] == "/applications/{application_id}/guilds/{guild_id}/commands"
    finally:
        await close_harness(h)


def add_broken_command(bot: Any) -> None:
    """The bug this contract was brought in for: an INTEGER option bounded by 2**53."""
    @app_commands.command(name="broken", description="An option Discord refuses")
    async def broken(interaction: discord.Interaction, n: app_commands.Range[int, 1, 2 ** 53]) -> None:
        pass

    bot.tree.add_command(broken)


async def test_a_refused_command_set_stops_the_start_with_discords_reason(tmp_path, caplog) -> None:
    h = await started(tmp_path)
    add_broken_command(h.bot)
    CONTRACT.expected.add("maximum")
    try:
        with caplog.at_level(logging.ERROR, logger="boardroom.discord"), pytest.raises(CommandSyncRefused) as why:
            await h.bot.setup_hook()
        assert "max_value" in str(why.value) and "boardroom check" in str(why.value)
        [record] = [r for r in caplog.records if r.levelno == logging.ERROR]
        assert "refused the slash commands" in record.getMessage() and "max_value" in record.getMessage()
        assert not syncs(h)
    finally:
        await close_harness(h)


async def test_allow_unsynced_start_keeps_running_after_a_refusal(tmp_path, caplog) -> None:
    h = await started(tmp_path, allow_unsynced_start=True)
    add_broken_command(h.bot)
    CONTRACT.expected.add("maximum")
    try:
        with caplog.at_level(logging.ERROR, logger="boardroom.discord"):
            await h.bot.setup_hook()      # no exception
        assert any("ALLOW_UNSYNCED_START is set" in r.getMessage() for r in caplog.records)
    finally:
        await close_harness(h)


@pytest.mark.parametrize("failure", [lambda: http_error(503, 0, "Service Unavailable"),
                                     lambda: http_error(429, 0, "rate limited"),
                                     lambda: OSError("network is unreachable")], ids=["503", "429", "network"])
async def test_discord_out_of_reach_is_retried_in_the_background(tmp_path, failure, caplog) -> None:
    h = await started(tmp_path)
    failures = [failure(), failure()]
    real = h.bot.http.request

    async def flaky(route: Any, **kwargs: Any) -> Any:
        if route.method == "PUT" and failures:
            raise failures.pop(0)
        return await real(route, **kwargs)

    h.bot.http.request = flaky
    slept: list[float] = []

    async def no_wait(seconds: float) -> None:
        slept.append(seconds)

    h.bot.command_sync.sleep = no_wait
    try:
        with caplog.at_level(logging.WARNING, logger="boardroom.discord"):
            await h.bot.setup_hook()              # the start goes on
            assert h.bot.command_sync.task is not None
            await h.bot.command_sync.task
        assert len(syncs(h)) == 1 and slept == list(h.bot.command_sync.retry_delays[:2])
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    finally:
        await close_harness(h)


# --- boardroom check ---

def test_boardroom_check_accepts_the_command_set(monkeypatch, capsys) -> None:
    monkeypatch.delenv("DEV_GUILD_ID", raising=False)
    assert boardroom(["check"]) == 0
    out = capsys.readouterr().out
    assert "Discord would accept the command set" in out and "/game" in out


def test_boardroom_check_names_what_discord_would_refuse(monkeypatch, capsys) -> None:
    from bot.discord import create_bot as real_create

    def broken_bot(settings: Any, referee: Any = None) -> Any:
        bot = real_create(settings, referee)
        add_broken_command(bot)
        return bot

    monkeypatch.setattr("bot.discord.create_bot", broken_bot)
    monkeypatch.setenv("DEV_GUILD_ID", "not-a-number")
    assert boardroom(["check"]) == 1
    out = capsys.readouterr().out
    assert "max_value" in out and "broken" not in out.split("Discord would refuse")[0]
    assert "DEV_GUILD_ID='not-a-number'" in out


def test_boardroom_check_names_a_database_url_it_does_not_know(monkeypatch, capsys) -> None:
    monkeypatch.setenv("DATABASE_URL", "mysql://db/boardroom")
    assert boardroom(["check"]) == 1
    out = capsys.readouterr().out
    assert "setting DATABASE_URL" in out and "mysql://" in out
