"""The bot as built by create_bot, and the pure helpers (text limits, options, panels)."""
from __future__ import annotations

import json

import discord
from discord.ext import commands

from bot.discord import create_bot, panels
from bot.discord.formatting import decode_value, encode_action, pack, pings, render_names, split_text
from bot.referee.referee import Choice
from discord_harness import settings_for

GAME_SUBCOMMANDS = {"new", "join", "leave", "add-ai", "remove-ai", "start", "status", "hand", "rules", "history",
                    "scores", "abandon", "rematch", "hand-to-ai", "permissions", "tables", "mine", "timer", "language",
                    "replay", "dm", "hint", "hints", "share",
                    "limits"}
VERBS = {"bid", "buy", "sell", "place", "pass", "play", "move"}


def test_create_bot_is_configured_but_not_connected(tmp_path):
    bot = create_bot(settings_for(tmp_path))
    assert isinstance(bot, commands.Bot)
    assert bot.user is None and not bot.is_ready() and bot.referee is None
    names = {c.name for c in bot.tree.get_commands()}
    assert names == {"game", "undo"} | VERBS           # /undo: bot/discord/undo_button.py
    group = bot.tree.get_command("game")
    assert {c.name for c in group.commands} == GAME_SUBCOMMANDS
    patterns = {p.pattern for p in bot._connection._view_store._dynamic_items}
    assert any(p.startswith("br:move:") for p in patterns)
    assert any(p.startswith("br:act:") for p in patterns)
    assert any(p.startswith("br:sel:") for p in patterns)


def test_command_payloads_are_valid_for_discord(tmp_path, high_card):
    bot = create_bot(settings_for(tmp_path))
    payloads = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    json.dumps(payloads)  # what tree.sync() would upload
    game = next(p for p in payloads if p["name"] == "game")
    new = next(o for o in game["options"] if o["name"] == "new")
    choices = next(o for o in new["options"] if o["name"] == "game")["choices"]
    assert {"name": "High Card", "value": "highcard"} in choices and len(choices) <= 25
    assert game["contexts"] == [0] or game.get("dm_permission") is False
    for verb in VERBS:
        payload = next(p for p in payloads if p["name"] == verb)
        assert payload["options"][0]["autocomplete"] is True


def test_split_keeps_every_message_under_2000():
    text = "\n".join(f"line {i} " + "x" * (i % 300) for i in range(200)) + "\n" + "y" * 4500
    pieces = split_text(text)
    assert all(0 < len(p) <= 2000 for p in pieces)
    assert "".join(pieces).replace("\n", "") == text.replace("\n", "")
    assert pack(["a", "", "b"]) == ["a\nb"]


def test_names_and_mentions():
    text = render_names("<@1001> bids; <@ai:1> passes; <@!1002> waits", {"ai:1": "Ada (computer)"})
    assert text == "<@1001> bids; **Ada (computer)** passes; <@1002> waits"
    allowed = pings(["1001", "ai:2"]).to_dict()
    assert allowed["users"] == [1001] and allowed["parse"] == []


def test_autocomplete_values_round_trip():
    action = {"type": "bid", "track": 2, "amount": 6000}
    kind, value = decode_value(encode_action(action, 3))
    assert kind == "action" and value == action
    big = {"type": "place", "where": "x" * 200}
    assert encode_action(big, 7) == "#7" and decode_value("#7") == ("index", 7)
    assert decode_value("2 6000") == ("args", ["2", "6000"])


def _choices(n: int) -> list[Choice]:
    return [Choice(f"Option number {i} " + "z" * 120, {"type": "pick", "n": i}) for i in range(n)]


def _items(view: discord.ui.View) -> list[dict]:
    return [c for row in view.to_components() for c in row["components"]]


def test_panel_uses_buttons_for_a_few_choices():
    text, view = panels.panel(4, 9, _choices(5))
    items = _items(view)
    assert [i["custom_id"] for i in items] == [f"br:act:4:9:{k}" for k in range(5)]
    assert all(len(i["label"]) <= 80 for i in items)


def test_panel_pages_select_menus_of_25():
    choices = _choices(230)
    seen: list[int] = []
    pages = panels.page_count(len(choices))
    assert pages == 3
    for page in range(pages):
        text, view = panels.panel(4, 9, choices, page)
        rows = view.to_components()
        assert len(rows) <= 5
        items = _items(view)
        selects = [i for i in items if i["type"] == 3]
        buttons = [i for i in items if i["type"] == 2]
        assert all(len(s["options"]) <= 25 for s in selects)
        assert all(len(o["label"]) <= 100 for s in selects for o in s["options"])
        seen += [int(o["value"]) for s in selects for o in s["options"]]
        assert {b["label"] for b in buttons} == {"◀ Prev", "Next ▶"}
        ids = [i["custom_id"] for i in items]
        assert len(ids) == len(set(ids)) and all(len(i) <= 100 for i in ids)
        assert f"page {page + 1} of 3" in text
    assert seen == list(range(230))


async def test_a_bot_built_in_a_running_loop_takes_payloads_without_logging_in(tmp_path):
    """As an outside check would: create_bot(settings), then feed INTERACTION_CREATE payloads.
    The referee opens lazily from settings.database_path."""
    from discord_harness import ALICE, BOB, CHANNEL, FakeHTTP, Harness, RecordingAdapter

    settings = settings_for(tmp_path)
    bot = create_bot(settings)
    log: list = []
    http = FakeHTTP(log)
    bot.http.request = http.request
    h = Harness(bot, log, http, RecordingAdapter(log))
    await h.slash(ALICE, "game new", {"game": "highcard"})
    await h.slash(BOB, "game join")
    sent = await h.slash(ALICE, "game start")
    assert bot.referee is not None and bot.referee.table(str(CHANNEL)).status == "playing"
    assert (tmp_path / "boardroom.db").exists()
    assert h.dms(sent) and h.last_move_message().allowed_users == [str(ALICE)]
    await bot.close()


def test_run_logs_in_with_the_token(tmp_path, monkeypatch):
    import pytest

    from bot.discord import run
    from bot.discord.client import BoardroomBot

    calls: list = []

    async def start(self, token, **kw):   # logging in needs the network: record it instead
        calls.append((token, self.referee is not None))

    monkeypatch.setattr(BoardroomBot, "start", start)
    run(settings_for(tmp_path).model_copy(update={"discord_token": "abc.def"}))
    assert calls == [("abc.def", True)]   # the database was opened before logging in
    with pytest.raises(SystemExit):
        run(settings_for(tmp_path))
