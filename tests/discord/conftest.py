"""Harness for the Discord adapter: real discord.py Interaction objects, no network.

- Interactions are built from gateway INTERACTION_CREATE payloads and fed to
  ``bot._connection.parse_interaction_create`` exactly as the gateway would.
- Interaction responses and follow-ups go through discord.py's webhook adapter:
  ``async_context`` is set to a ``RecordingAdapter`` that records each request.
- Channel messages and DMs go through ``bot.http.request``: a ``FakeHTTP`` records
  them and answers like Discord (or fails like Discord: 10003 Unknown Channel,
  50007 Cannot send messages to this user).
- Every request is first checked against Discord's contract (its OpenAPI description and documented
  limits, bot/discord/contract): a request Discord would refuse is answered as Discord answers it
  (400, code 50035, the field's path) and fails the test that sent it (the autouse fixture
  `discord_contract`); so are a second answer to one interaction, an answer after Discord's 3 s,
  and a deferred answer sent as a new follow-up instead of an edit of the original response.
- The referee is the real one over a temporary SQLite file, playing High Card
  (tests/bot/fake_game.py) registered (its description) for the test.
- Each request records the catalog message ids of the Letter it sends (``Sent.ids``): the
  harness watches the bot's one sender (bot/discord/outbox.py), so a test of behaviour asks
  which message was said (``Harness.ids``), whatever the language, and a test of words reads the text.
"""
from __future__ import annotations

import asyncio
import contextvars
import functools
import importlib.util
import itertools
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import pytest
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.discord import create_bot
from bot.discord.compose import Letter
from bot.discord.contract import refusal
from bot.discord.outbox import Outbox
from bot.referee.referee import Referee
from bot.settings import Settings

GUILD = 900
CHANNEL = 700
APP = 555
ALICE, BOB, CAROL = 1001, 1002, 1003
NAMES = {ALICE: "Alice", BOB: "Bob", CAROL: "Carol"}
ALL_PERMISSIONS = str(discord.Permissions.all().value)
MEMBER_PERMISSIONS = str(discord.Permissions(send_messages=True, use_application_commands=True).value)
BOT_PERMISSIONS = str(discord.Permissions(send_messages=True, attach_files=True, embed_links=True,
                                          view_channel=True).value)
EPHEMERAL = 64


def _load_fake_game() -> Any:
    path = Path(__file__).resolve().parent.parent / "bot" / "fake_game.py"
    spec = importlib.util.spec_from_file_location("discord_tests_fake_game", path)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


fake_game = _load_fake_game()

from discord_contract import CONTRACT  # noqa: E402  (tests/helpers: every request checked against Discord's contract)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bot"))
from pg_server import pg_server, pg_url  # noqa: E402,F401  (PostgreSQL for the tests that ask)

# Test modules import this harness as `discord_harness`, never as `conftest`: several test
# folders have a conftest.py, and pytest keeps only the last one loaded under that name.
sys.modules["discord_harness"] = sys.modules[__name__]

_ids = itertools.count(10_000)


def new_id() -> int:
    return next(_ids)


def user_payload(user_id: int, bot: bool = False) -> dict:
    name = NAMES.get(user_id, "Boardroom" if bot else f"user{user_id}")
    return {"id": str(user_id), "username": name.lower(), "discriminator": "0", "global_name": name,
            "avatar": None, "bot": bot}


def member_payload(user_id: int, permissions: str = MEMBER_PERMISSIONS) -> dict:
    return {"user": user_payload(user_id), "roles": [], "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False,
            "mute": False, "nick": None, "flags": 0, "permissions": permissions}


def message_payload(channel_id: int, body: dict | None, *, files: list[str] = (), message_id: int | None = None,
                    flags: int = 0) -> dict:
    body = body or {}
    return {
        "id": str(message_id or new_id()), "channel_id": str(channel_id), "author": user_payload(APP, bot=True),
        "content": body.get("content") or "", "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": None,
        "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
        "attachments": [{"id": str(new_id()), "filename": f, "size": 1, "url": "https://x/y", "proxy_url": "https://x/y"}
                        for f in files],
        "embeds": [], "pinned": False, "type": 0, "components": body.get("components", []),
        "flags": body.get("flags", flags),
    }


@dataclass
class Sent:
    """One request the bot made."""

    kind: str                        # channel | dm | callback | followup | edit_original | delete_original | ...
    channel_id: int | None
    body: dict
    files: list[str] = field(default_factory=list)
    interaction: int | None = None   # the interaction id, for webhook requests
    message: dict | None = None      # the message payload we answered with
    private: bool = False            # an edit of an original response that was ephemeral
    ids: frozenset[str] = field(default_factory=lambda: LETTER_IDS.get())   # what the Letter said

    @property
    def content(self) -> str:
        """The message's text: its content, or a Components V2 card's text displays."""
        data = self.body.get("data", self.body) if self.kind == "callback" else self.body
        return (data or {}).get("content") or "\n".join(self.text_displays())

    def text_displays(self) -> list[str]:
        """The texts of a Components V2 message (a table card), in order."""
        found: list[str] = []

        def walk(items: list[dict]) -> None:
            for item in items:
                if item.get("type") == 10:
                    found.append(item.get("content") or "")
                walk(item.get("components") or [])

        walk(self.components)
        return found

    @property
    def card(self) -> bool:
        return bool(self.flags & 32768)

    @property
    def flags(self) -> int:
        data = self.body.get("data", self.body) if self.kind == "callback" else self.body
        return int((data or {}).get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL) or self.private

    @property
    def components(self) -> list[dict]:
        data = self.body.get("data", self.body) if self.kind == "callback" else self.body
        return (data or {}).get("components") or []

    def custom_ids(self) -> list[str]:
        found: list[str] = []

        def walk(items: list[dict]) -> None:
            for item in items:
                if "custom_id" in item:
                    found.append(item["custom_id"])
                walk(item.get("components") or [])

        walk(self.components)
        return found

    def _all(self) -> list[dict]:
        found: list[dict] = []

        def walk(items: list[dict]) -> None:
            for item in items:
                found.append(item)
                walk(item.get("components") or [])

        walk(self.components)
        return found

    def buttons(self) -> list[dict]:
        """Every button, also those inside a card's container, but a panel's *Hint* (which is not
        a move: ``all_buttons`` has it, tests/discord/test_discord_hint.py presses it)."""
        return [c for c in self.all_buttons() if not str(c.get("custom_id", "")).startswith("br:hint:")]

    def all_buttons(self) -> list[dict]:
        return [c for c in self._all() if c.get("type") == 2]

    def selects(self) -> list[dict]:
        return [c for c in self._all() if c.get("type") == 3]

    @property
    def allowed_users(self) -> list[str] | None:
        """Who this message may ping (as strings); [] when nobody."""
        allowed = self.body.get("allowed_mentions")
        return None if allowed is None else [str(u) for u in allowed.get("users", [])]

    @property
    def pings_nobody(self) -> bool:
        allowed = self.body.get("allowed_mentions") or {}
        return allowed.get("parse") == [] and not allowed.get("users") and not allowed.get("roles")


class FakeResponse:
    def __init__(self, status: int, reason: str) -> None:
        self.status, self.reason = status, reason


def http_error(status: int, code: int = 0, message: str = "") -> discord.HTTPException:
    """The exception discord.py raises when Discord answers `status` (after its own retries)."""
    kind = {403: discord.Forbidden, 404: discord.NotFound}.get(status, discord.HTTPException)
    if status >= 500:
        kind = discord.DiscordServerError
    return kind(FakeResponse(status, message or "error"), {"code": code, "message": message or "error"})


def invalid_body(problems: list) -> discord.HTTPException:
    """What discord.py raises when Discord answers 400 Invalid Form Body."""
    return discord.HTTPException(FakeResponse(400, "Bad Request"), refusal(problems))


def _split_form(kwargs: dict, files: Any) -> tuple[dict, list[str]]:
    body = kwargs.get("json")
    if body is None and kwargs.get("form"):
        body = json.loads(kwargs["form"][0]["value"])
    return body or {}, [f.filename for f in files or []]


def thread_payload(thread_id: int, name: str = "High Card", parent: int = CHANNEL) -> dict:
    """A public thread as Discord describes it."""
    return {"id": str(thread_id), "type": 11, "guild_id": str(GUILD), "parent_id": str(parent), "name": name,
            "owner_id": str(APP), "member_count": 1, "message_count": 0, "rate_limit_per_user": 0, "flags": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": 10080, "locked": False,
                                "archive_timestamp": "2026-01-01T00:00:00+00:00"}}


class FakeHTTP:
    """Stands in for bot.http.request: channel messages, DMs, users."""

    def __init__(self, log: list[Sent]) -> None:
        self.log = log
        self.gone: set[int] = set()            # channels that were deleted
        self.closed_dms: set[int] = set()      # users whose DMs are closed
        self.dm_of: dict[int, int] = {}        # DM channel id -> user id
        self.failures: list[Exception] = []    # raised, in order, by the next message posts (channel or DM)
        self.dm_failures: list[Exception] = []  # raised, in order, by the next DMs only
        self.deleted: set[int] = set()         # messages a moderator deleted (an edit finds them gone)
        self.attachments: dict[int, list[str]] = {}   # message id -> the files it carries
        self.threads_made: list[dict] = []           # thread create requests (channel, body)
        self.thread_names: dict[int, str] = {}       # thread -> its name now
        self.threads_deleted: list[int] = []
        self.thread_refusals: list[Exception] = []   # raised by the next thread creations

    async def request(self, route: Any, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        method, path = route.method, route.path
        if form is not None:
            kwargs["form"] = form
        body, names = _split_form(kwargs, files)
        kept: list[str] = []
        if method == "PATCH" and path == "/channels/{channel_id}/messages/{message_id}":
            kept = self.attachments.get(int(route.url.rsplit("/", 1)[-1]), []) if "attachments" not in body else []
        problems = CONTRACT.check(method, route.url, body if (kwargs.get("json") is not None or form) else None,
                                  names, kept_files=kept)
        if problems:
            raise invalid_body(problems)
        if method == "POST" and path in ("/channels/{channel_id}/threads",
                                         "/channels/{channel_id}/messages/{message_id}/threads"):
            if self.thread_refusals:
                raise self.thread_refusals.pop(0)
            thread = new_id()
            self.threads_made.append({"channel": int(route.channel_id), **body})
            self.thread_names[thread] = body["name"]
            return thread_payload(thread, body["name"], int(route.channel_id))
        if method == "PATCH" and path == "/channels/{channel_id}":
            thread = int(route.channel_id)
            self.thread_names[thread] = body.get("name", self.thread_names.get(thread, ""))
            return thread_payload(thread, self.thread_names[thread])
        if method == "DELETE" and path == "/channels/{channel_id}":
            self.threads_deleted.append(int(route.channel_id))
            return None
        if method == "POST" and path == "/users/@me/channels":
            user = int(kwargs["json"]["recipient_id"])
            channel_id = 50_000 + user
            self.dm_of[channel_id] = user
            return {"id": str(channel_id), "type": 1, "recipients": [user_payload(user)], "last_message_id": None}
        if method == "POST" and path == "/channels/{channel_id}/messages":
            channel_id = int(route.channel_id)
            if self.failures:
                raise self.failures.pop(0)
            if channel_id in self.dm_of:
                user = self.dm_of[channel_id]
                if self.dm_failures:
                    raise self.dm_failures.pop(0)
                if user in self.closed_dms:
                    raise discord.Forbidden(FakeResponse(403, "Forbidden"),
                                            {"code": 50007, "message": "Cannot send messages to this user"})
                self.log.append(Sent("dm", user, body, names))
                return message_payload(channel_id, body, files=names)
            if channel_id in self.gone:
                raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10003, "message": "Unknown Channel"})
            message = message_payload(channel_id, body, files=names)
            self.attachments[int(message["id"])] = names
            self.log.append(Sent("channel", channel_id, body, names, message=message))
            return message
        if method in ("PATCH", "DELETE") and path == "/channels/{channel_id}/messages/{message_id}":
            channel_id, message_id = int(route.channel_id), int(route.url.rsplit("/", 1)[-1])
            if self.failures:
                raise self.failures.pop(0)
            if channel_id in self.gone:
                raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10003, "message": "Unknown Channel"})
            if message_id in self.deleted:
                raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10008, "message": "Unknown Message"})
            if method == "DELETE":
                self.deleted.add(message_id)
                self.log.append(Sent("delete", channel_id, {"id": str(message_id)}))
                return None
            kept = self.attachments.get(message_id, [])
            if "attachments" in body:      # a new list (here: only new files) replaces what it carried
                kept = names
            self.attachments[message_id] = kept
            message = message_payload(channel_id, body, files=kept, message_id=message_id)
            self.log.append(Sent("edit", channel_id, body, names, message=message))
            return message
        if method == "PUT" and path.endswith("/commands"):  # tree.sync()
            self.log.append(Sent("sync", route.guild_id, {"commands": kwargs["json"], "path": path}))
            return [dict(c, id=str(new_id()), application_id=str(APP), version="1") for c in kwargs["json"]]
        if method == "GET" and path == "/users/{user_id}":
            return user_payload(int(route.url.rsplit("/", 1)[-1]))
        raise AssertionError(f"unexpected HTTP request {method} {path}")


class RecordingAdapter(AsyncWebhookAdapter):
    """discord.py's webhook adapter, recording instead of talking to Discord, and answering as
    Discord does: one callback per interaction within 3 s of its creation, follow-ups only after a
    callback, the original response of a deferred ("thinking…") answer edited, not followed up."""

    ANSWER_WINDOW = 3.0

    def __init__(self, log: list[Sent]) -> None:
        super().__init__()
        self.log = log
        self.born: dict[int, float] = {}        # interaction -> when Discord created it (monotonic)
        self.answered: dict[int, int] = {}      # interaction -> the callback type it got
        self.thinking: set[int] = set()         # deferred with "thinking…", original not edited yet
        self.private: set[int] = set()          # answered ephemerally: edits of the original stay so

    async def request(self, route: Any, session: Any = None, *, payload: dict | None = None,
                      multipart: list[dict] | None = None, files: Any = None, params: Any = None,
                      **kwargs: Any) -> Any:
        body = payload if payload is not None else (json.loads(multipart[0]["value"]) if multipart else {})
        names = [f.filename for f in files or []]
        url, method = route.url, route.method
        problems = CONTRACT.check(method, url, body if (payload is not None or multipart) else None, names)
        if problems:
            raise invalid_body(problems)
        if url.endswith("/callback"):
            interaction = int(route.webhook_id)
            self._answer_once(interaction, body["type"])
            data = body.get("data") or {}
            if int(data.get("flags") or 0) & EPHEMERAL:
                self.private.add(interaction)
            self.log.append(Sent("callback", CHANNEL, body, names, interaction=interaction))
            return {"interaction": {"id": str(interaction), "type": body["type"],
                                    "response_message_id": str(new_id()),
                                    "response_message_loading": body["type"] == 5,
                                    "response_message_ephemeral": bool(int(data.get("flags") or 0) & EPHEMERAL)}}
        token = route.webhook_token
        interaction = int(token.split("-")[1]) if token and token.startswith("tok-") else None
        if interaction is not None and interaction not in self.answered:
            CONTRACT.breach(f"{method} webhook", "UNKNOWN_WEBHOOK",
                            "a follow-up or an edit of the original response before the interaction was answered")
            raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10015, "message": "Unknown Webhook"})
        if url.endswith("/messages/@original"):
            kind = {"PATCH": "edit_original", "DELETE": "delete_original", "GET": "get_original"}[method]
            if method != "GET":
                self.thinking.discard(interaction)
            self.log.append(Sent(kind, CHANNEL, body or {}, names, interaction=interaction,
                                 private=interaction in self.private))
            return None if method == "DELETE" else message_payload(CHANNEL, body, files=names)
        if method == "POST":
            if interaction in self.thinking:
                CONTRACT.breach("POST /webhooks/{webhook_id}/{webhook_token}", "DEFERRED_FOLLOWUP",
                                "the first answer after a deferred response must edit the original response "
                                "(a follow-up there is deprecated)")
            message = message_payload(CHANNEL, body, files=names)
            self.log.append(Sent("followup", CHANNEL, body, names, interaction=interaction, message=message))
            return message
        kind = {"PATCH": "edit_followup", "DELETE": "delete_followup"}.get(method, method)
        self.log.append(Sent(kind, CHANNEL, body or {}, names, interaction=interaction))
        return None if method == "DELETE" else message_payload(CHANNEL, body, files=names)

    def _answer_once(self, interaction: int, kind: int) -> None:
        route = "POST /interactions/{interaction_id}/{interaction_token}/callback"
        if interaction in self.answered:
            CONTRACT.breach(route, "ALREADY_ACKNOWLEDGED", f"a second callback (type {kind}) to one interaction")
            raise discord.HTTPException(FakeResponse(400, "Bad Request"),
                                        {"code": 40060, "message": "Interaction has already been acknowledged."})
        born = self.born.get(interaction)
        if born is not None and time.monotonic() - born > self.ANSWER_WINDOW:
            CONTRACT.breach(route, "ANSWER_WINDOW",
                            f"answered {time.monotonic() - born:.1f} s after the interaction, Discord allows 3 s")
            raise discord.NotFound(FakeResponse(404, "Not Found"), {"code": 10062, "message": "Unknown interaction"})
        self.answered[interaction] = kind
        if kind == 5:
            self.thinking.add(interaction)


def _sleeper(task: asyncio.Task) -> bool:
    name = getattr(task.get_coro(), "__qualname__", "")
    # the timer task's nap (`wait_for(event.wait(), nap)` runs the wait as a task of its own)
    return task.get_name().startswith(("boardroom-reminder", "boardroom-lease")) or "timeout_task_impl" in name \
        or name == "Event.wait"


class Harness:
    """One bot, its recorders, and helpers to press buttons and type commands."""

    def __init__(self, bot: Any, log: list[Sent], http: FakeHTTP, adapter: RecordingAdapter) -> None:
        self.bot, self.log, self.http, self.adapter = bot, log, http, adapter
        self.app_permissions = BOT_PERMISSIONS
        self.attachment_limit = 10 * 1024 * 1024

    @property
    def referee(self) -> Referee:
        return self.bot.referee

    # --- payloads ---

    def _payload(self, user: int, kind: int, data: dict, *, permissions: str = MEMBER_PERMISSIONS,
                 message: dict | None = None, channel: int = CHANNEL) -> dict:
        interaction = new_id()
        payload = {
            "id": str(interaction), "application_id": str(APP), "type": kind, "data": data,
            "guild_id": str(GUILD), "channel_id": str(channel),
            "channel": {"id": str(channel), "type": 0, "guild_id": str(GUILD), "name": "boardroom", "position": 0,
                        "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None},
            "member": member_payload(user, permissions), "token": f"tok-{interaction}", "version": 1,
            "app_permissions": self.app_permissions, "locale": "en-US", "guild_locale": "en-US",
            "entitlements": [], "authorizing_integration_owners": {"0": str(GUILD)}, "context": 0,
            "attachment_size_limit": self.attachment_limit,
        }
        if message is not None:
            payload["message"] = message
        return payload

    @staticmethod
    def _options(options: dict[str, Any]) -> list[dict]:
        out = []
        for name, value in options.items():
            if isinstance(value, bool):
                kind = 5
            elif isinstance(value, int):
                kind = 4
            else:
                kind = 3
            out.append({"type": kind, "name": name, "value": value})
        return out

    def command_payload(self, user: int, name: str, options: dict[str, Any] | None = None, *,
                        permissions: str = MEMBER_PERMISSIONS, resolved: dict | None = None,
                        raw_options: list[dict] | None = None) -> dict:
        """`name` is "game join" or "bid"; a sub-command nests under its group."""
        parts = name.split()
        opts = raw_options if raw_options is not None else self._options(options or {})
        if len(parts) == 2:
            data = {"id": str(new_id()), "name": parts[0], "type": 1,
                    "options": [{"type": 1, "name": parts[1], "options": opts}]}
        else:
            data = {"id": str(new_id()), "name": parts[0], "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        return self._payload(user, 2, data, permissions=permissions)

    # --- driving ---

    async def feed(self, payload: dict) -> list[Sent]:
        """Give the bot one INTERACTION_CREATE; wait until it is handled; return what it sent."""
        start = len(self.log)
        token = async_context.set(self.adapter)  # tasks created below copy this context
        try:
            before = set(asyncio.all_tasks())
            self.adapter.born[int(payload["id"])] = time.monotonic()
            self.bot._connection.parse_interaction_create(payload)
            await self.settle(before)
        finally:
            async_context.reset(token)
        return self.log[start:]

    async def settle(self, before: set[asyncio.Task]) -> None:
        """Wait for every task the interaction started, except long sleepers
        (turn reminders, discord.py's 15-minute timeout of ephemeral views)."""
        me = asyncio.current_task()
        for _ in range(100):
            pending = [t for t in asyncio.all_tasks() - before if t is not me and not t.done() and not _sleeper(t)]
            if not pending:
                await asyncio.sleep(0)
                return
            await asyncio.wait(pending, timeout=20)
        raise AssertionError("the bot did not settle")

    async def feed_together(self, payloads: list[dict]) -> list[Sent]:
        """Several interactions arriving at the same moment (a double click)."""
        start = len(self.log)
        token = async_context.set(self.adapter)
        try:
            before = set(asyncio.all_tasks())
            for payload in payloads:
                self.adapter.born[int(payload["id"])] = time.monotonic()
                self.bot._connection.parse_interaction_create(payload)
            await self.settle(before)
        finally:
            async_context.reset(token)
        return self.log[start:]

    def click_payload(self, user: int, message: "Sent | dict", custom_id: str) -> dict:
        payload = message if isinstance(message, dict) else self.message_of(message)
        return self._payload(user, 3, {"custom_id": custom_id, "component_type": 2}, message=payload)

    async def slash(self, user: int, name: str, options: dict[str, Any] | None = None, **kwargs: Any) -> list[Sent]:
        return await self.feed(self.command_payload(user, name, options, **kwargs))

    async def autocomplete(self, user: int, name: str, focused: str, value: str) -> list[dict]:
        data = {"id": str(new_id()), "name": name, "type": 1,
                "options": [{"type": 3, "name": focused, "value": value, "focused": True}]}
        sent = await self.feed(self._payload(user, 4, data))
        callbacks = [s for s in sent if s.kind == "callback"]
        assert len(callbacks) == 1 and callbacks[0].body["type"] == 8, sent
        return callbacks[0].body["data"]["choices"]

    async def press(self, user: int, message: Sent | dict, custom_id: str, *, values: list[str] | None = None,
                    permissions: str = MEMBER_PERMISSIONS) -> list[Sent]:
        """Click a button (or pick in a select menu) of a message the bot sent."""
        payload = message if isinstance(message, dict) else self.message_of(message)
        kind = 3 if values is not None else 2
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if values is not None:
            data["values"] = values
        return await self.feed(self._payload(user, 3, data, permissions=permissions, message=payload))

    @staticmethod
    def message_of(sent: Sent) -> dict:
        """The message payload Discord would send back in a component interaction."""
        if sent.message is not None:
            return sent.message
        body = sent.body.get("data", sent.body) if sent.kind == "callback" else sent.body
        return message_payload(CHANNEL, body)

    # --- reading the log ---

    def channel(self, sent: list[Sent] | None = None) -> list[Sent]:
        """New channel messages (a card posted, a note); card edits are `edits`."""
        return [s for s in (self.log if sent is None else sent) if s.kind == "channel"]

    def edits(self, sent: list[Sent] | None = None) -> list[Sent]:
        return [s for s in (self.log if sent is None else sent) if s.kind == "edit"]

    def shown(self, sent: list[Sent] | None = None) -> list[Sent]:
        """What changed what the channel shows: cards posted or edited, notes posted."""
        return [s for s in (self.log if sent is None else sent) if s.kind in ("channel", "edit")]

    def card(self) -> Sent:
        """The table card as the channel shows it now (its last post or edit)."""
        for s in reversed(self.log):
            if s.kind in ("channel", "edit") and s.card:
                return s
        raise AssertionError("no table card was sent")

    def dms(self, sent: list[Sent] | None = None, user: int | None = None) -> list[Sent]:
        return [s for s in (self.log if sent is None else sent)
                if s.kind == "dm" and (user is None or s.channel_id == user)]

    @staticmethod
    def to_caller(sent: list[Sent]) -> list[Sent]:
        """What the caller alone saw: ephemeral responses and follow-ups."""
        return [s for s in sent if s.kind in ("callback", "followup", "edit_original") and (s.ephemeral or s.content)]

    @staticmethod
    def text(sent: list[Sent]) -> str:
        return "\n".join(s.content for s in sent)

    @staticmethod
    def ids(sent: list[Sent]) -> set[str]:
        """The catalog message ids the requests in `sent` said (their Letters'), whatever the language."""
        return {i for s in sent for i in s.ids}

    def last_move_message(self) -> Sent:
        """The table card as last sent with an enabled *Your move* button."""
        for s in reversed(self.log):
            if s.kind in ("channel", "edit") and any(c.startswith("br:card:move:") for c in s.custom_ids()):
                return s
        raise AssertionError("no card with a Your move button")

    def move_button(self, user: int) -> tuple[Sent, str]:
        """The card's *Your move* (anyone may press it; the panel is the presser's own)."""
        message = self.last_move_message()
        for cid in message.custom_ids():
            if cid.startswith("br:card:move:"):
                return message, cid
        raise AssertionError(f"no move button for {user}: {message.custom_ids()}")


def settings_for(tmp_path: Path, **extra: Any) -> Settings:
    """Every setting explicit, so nothing in the environment or a .env file changes the tests (pictures in
    threads: the harness's test game lives in this process only)."""
    values: dict[str, Any] = {"discord_token": None, "database_path": tmp_path / "boardroom.db",
                              "image_dir": tmp_path / "images", "render_workers": 1, "render_processes": False,
                              "turn_reminder_minutes": 0,
                              "dev_guild_id": None, "log_level": "INFO"}
    values.update(extra)
    return Settings(_env_file=None, **values)


class VirtualTime:
    """The card sender's clock and sleep in tests: sleeping moves the clock at once."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.slept: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds
        await asyncio.sleep(0)


#: The message ids of the Letter the outbox is sending now (read by each Sent as it is recorded).
LETTER_IDS: contextvars.ContextVar[frozenset[str]] = contextvars.ContextVar("letter_ids", default=frozenset())


def watch_letters(outbox: Outbox) -> None:
    """Every outbox method handed a Letter records its message ids on the requests it makes."""
    for name in dir(Outbox):
        method = getattr(outbox, name)
        if name.startswith("_") or not asyncio.iscoroutinefunction(method):
            continue

        @functools.wraps(method)
        async def watched(*args: Any, _method: Any = method, **kwargs: Any) -> Any:
            letter = next((a for a in (*args, *kwargs.values()) if isinstance(a, Letter)), None)
            if letter is None:
                return await _method(*args, **kwargs)
            token = LETTER_IDS.set(letter.ids)
            try:
                return await _method(*args, **kwargs)
            finally:
                LETTER_IDS.reset(token)
        setattr(outbox, name, watched)


async def make_harness(tmp_path: Path, log: list[Sent] | None = None, *, open_referee: bool = True,
                       **extra: Any) -> Harness:
    settings = settings_for(tmp_path, **extra)
    referee = await Referee.open(settings) if open_referee else None
    bot = create_bot(settings, referee)  # nothing private to call: built in a loop, it takes payloads
    log = [] if log is None else log
    http = FakeHTTP(log)
    bot.http.request = http.request  # type: ignore[method-assign]
    watch_letters(bot.outbox)
    bot.sender.time = VirtualTime()
    bot.sender.clock, bot.sender.sleep = bot.sender.time.clock, bot.sender.time.sleep
    return Harness(bot, log, http, RecordingAdapter(log))


async def close_harness(h: Harness) -> None:
    h.bot.reminders.cancel_all()
    await h.referee.close()


@pytest.fixture(autouse=True)
def discord_contract() -> Any:
    """Fails the test when the bot sent anything Discord would refuse (see discord_contract.py);
    a test that provokes a refusal on purpose names its rule in `CONTRACT.expected`."""
    CONTRACT.start_test()
    yield CONTRACT
    problems = list(CONTRACT.problems)
    CONTRACT.start_test()
    assert not problems, "Discord would refuse:\n" + "\n".join(problems[:20])


@pytest.fixture(autouse=True)
def high_card(monkeypatch: pytest.MonkeyPatch) -> Any:
    """High Card is the only game the adapter tests need; no real game is required."""
    fake_game.plug_in(monkeypatch)
    return fake_game


@pytest.fixture
async def harness(tmp_path: Path) -> Any:
    h = await make_harness(tmp_path)
    yield h
    await close_harness(h)


async def seated_game(h: Harness, *, humans: tuple[int, ...] = (ALICE, BOB), ai: int = 0,
                      options: str | None = None) -> list[Sent]:
    """/game new highcard by Alice, the others join, computers added, /game start. Returns the start's output."""
    opts: dict[str, Any] = {"game": fake_game.KEY}
    if options:
        opts["options"] = options
    await h.slash(humans[0], "game new", opts)
    for user in humans[1:]:
        await h.slash(user, "game join")
    if ai:
        await h.slash(humans[0], "game add-ai", {"n": ai})
    return await h.slash(humans[0], "game start")


def speaking(h: Harness, monkeypatch: pytest.MonkeyPatch, locales: "dict[int, str] | str") -> None:
    """Every interaction built from now on comes from a client set to the user's locale (`locales`:
    per user, en-US for the others; or one locale for everybody)."""
    build = h._payload

    def payload(user: int, *args: Any, **kwargs: Any) -> dict:
        chosen = locales if isinstance(locales, str) else locales.get(user, "en-US")
        return {**build(user, *args, **kwargs), "locale": chosen}

    monkeypatch.setattr(h, "_payload", payload)


async def open_panel(h: Harness, user: int):
    message, cid = h.move_button(user)
    sent = await h.press(user, message, cid)
    panel = [s for s in sent if s.kind == "callback"]
    assert len(panel) == 1 and panel[0].body["type"] == 4 and panel[0].ephemeral, sent
    return panel[0]


def button(panel, label: str) -> str:
    for b in panel.buttons():
        if b["label"] == label:
            return b["custom_id"]
    raise AssertionError(f"no button {label!r}: {[b['label'] for b in panel.buttons()]}")


async def play_to_the_end(h: Harness, user: int, presses: int = 10) -> None:
    """Press the last button of `user`'s panel until the table's game is over."""
    for _ in range(presses):
        if h.referee.table(str(CHANNEL)) is None:
            return
        panel = await open_panel(h, user)
        await h.press(user, panel, panel.buttons()[-1]["custom_id"])
