"""Every input a member can send, and every forged payload, is measured before any work (issue 25):
a polite private answer, no ERROR in the log, nothing changed. Driven through discord.py's own
pipeline (gateway payloads into bot._connection)."""
from __future__ import annotations

import asyncio
import logging
import time

import pytest

from bot.discord import bounds
from discord_harness import ALICE, BOB, CHANNEL, Harness, new_id, seated_game

CH = str(CHANNEL)
NINES = "9" * 4400                 # past Python's 4,300-digit int() limit
WORD = "x" * 3000                  # past Fluent's 2,500-character placeable
PASTED = "place tower " * 500      # 6,000 characters pasted into a field


def errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def answered_privately(h: Harness, sent: list) -> str:
    told = h.to_caller(sent)
    assert told and all(s.ephemeral for s in told), sent
    text = h.text(told)
    assert "bot-discord-failed" not in h.ids(told), text
    return text


COMMANDS = [
    ("game new", {"game": "stockpile", "options": f"rounds={NINES}"}, "at most 200"),
    ("game new", {"game": "stockpile", "options": f"side={WORD}"}, "at most 200"),
    ("game new", {"game": "stockpile", "options": WORD}, "at most 200"),
    ("game new", {"game": WORD}, "at most 200"),
    ("game rules", {"game": WORD}, "at most 200"),
    ("bid", {"choice": WORD}, "at most 200"),
    ("bid", {"choice": f"#{NINES}"}, "at most 200"),
    ("play", {"choice": f"#{NINES}"}, "at most 200"),
    ("play", {"choice": f"#{NINES}.{NINES}"}, "at most 200"),
    ("bid", {"choice": f"{NINES} {NINES}"}, "at most 200"),
    ("move", {"text": WORD}, "at most 200"),
    ("move", {"text": f"bid {NINES}"}, "at most 200"),
    ("move", {"text": PASTED}, "at most 200"),
    ("game history", {"last": 2 ** 70}, "1 to 100"),
    ("game replay", {"table": 2 ** 63}, "outside"),
    ("game replay", {"table": 2 ** 70}, "outside"),
    ("game replay", {"table": -(2 ** 64)}, "outside"),
    ("game add-ai", {"n": 2 ** 64}, "1 to 10"),
    ("game remove-ai", {"n": 0}, "1 to 10"),
    ("game add-ai", {"level": WORD}, "at most 200"),
    ("game timer", {"length": WORD}, "at most 200"),
    ("game dm", {"setting": WORD}, "at most 200"),
    ("game language", {"language": WORD}, "at most 200"),
    # within the gate's bounds: the referee's own polite refusals, quoted words shortened
    ("game new", {"game": "stockpile", "options": "rounds=" + "9" * 190}, "rounds"),
    ("bid", {"choice": "9" * 150 + " 9"}, ""),
    ("play", {"choice": "#" + "9" * 150}, ""),
    ("move", {"text": "bid " + "x" * 190}, ""),
]


@pytest.mark.parametrize("name,options,expected", COMMANDS, ids=lambda v: str(v)[:30])
async def test_a_bad_command_input_is_answered_privately_and_changes_nothing(harness: Harness, caplog, name,
                                                                             options, expected) -> None:
    await seated_game(harness)
    version = harness.referee.table(CH).version
    with caplog.at_level(logging.INFO):
        sent = await harness.slash(ALICE, name, options)
    assert expected in answered_privately(harness, sent)
    assert not errors(caplog) and "Traceback" not in caplog.text
    assert harness.referee.table(CH).version == version and len(harness.referee.tables()) == 1


def autocomplete_payload(h: Harness, name: str, option: str, value: object, kind: int = 3) -> dict:
    parts = name.split()
    leaf = [{"type": kind, "name": option, "value": value, "focused": True}]
    options = leaf if len(parts) == 1 else [{"type": 1, "name": parts[1], "options": leaf}]
    return h._payload(ALICE, 4, {"id": str(new_id()), "name": parts[0], "type": 1, "options": options})


AUTOCOMPLETES = [
    ("game new", "options", "side=", 3),        # options without suggestions: an empty list, politely
    ("game new", "game", "st", 3),
    ("game history", "last", 3, 4),
    ("game replay", "table", 2 ** 70, 4),
    ("game dm", "setting", "o", 3),
    ("nosuch", "x", "y", 3),                    # a command that does not exist
    ("bid", "choice", "x" * 6000, 3),           # cut before matching
]


@pytest.mark.parametrize("name,option,value,kind", AUTOCOMPLETES, ids=lambda v: str(v)[:20])
async def test_autocomplete_on_any_option_is_answered(harness: Harness, caplog, name, option, value, kind) -> None:
    await seated_game(harness)
    with caplog.at_level(logging.INFO):
        sent = await harness.feed(autocomplete_payload(harness, name, option, value, kind))
    assert len(sent) == 1 and sent[0].body == {"type": 8, "data": {"choices": []}}
    assert not errors(caplog)


COMPONENTS = [
    ("br:act:1:3:" + "9" * 5000, None),                 # a 5,000-digit button index
    ("br:act:1:3:" + "9" * 20, None),                   # past 2^63
    ("br:replay:99999999999999999999:1:1001:n", None),
    ("br:undo:9223372036854775808:1", None),
    ("x" * 200, None),                                  # past Discord's 100 characters
    ("br:sel:1:1:0:0", ["9" * 5000]),                   # a select value of 5,000 digits
    ("br:sel:1:1:0:0", ["1"] * 30),                     # more values than a select holds
]


@pytest.mark.parametrize("custom_id,values", COMPONENTS, ids=lambda v: str(v)[:25])
async def test_a_forged_component_is_answered_privately(harness: Harness, caplog, custom_id, values) -> None:
    await seated_game(harness)
    version = harness.referee.table(CH).version
    with caplog.at_level(logging.INFO):
        sent = await harness.press(ALICE, harness.last_move_message(), custom_id, values=values)
    answered_privately(harness, sent)
    assert "guard-forged-component" in Harness.ids(sent), Harness.ids(sent)
    assert not errors(caplog) and harness.referee.table(CH).version == version


async def test_a_button_within_bounds_still_works(harness: Harness) -> None:
    """The gate lets our own custom ids through: user ids of 19 digits included."""
    assert not bounds.component_misfit({"custom_id": "br:act:12:3:4:1234567890123456789", "component_type": 2})
    assert bounds.component_misfit({"custom_id": "br:act:12:3:4:12345678901234567890", "component_type": 2})
    await seated_game(harness)
    message, cid = harness.move_button(ALICE)
    sent = await harness.press(ALICE, message, cid)
    assert "guard-forged-component" not in Harness.ids(sent) and harness.to_caller(sent)[0].buttons()


async def test_pasted_text_in_move_autocomplete_is_cut_and_keeps_the_loop_free(harness: Harness, monkeypatch) -> None:
    """6,000 pasted characters: the suggestions come from the first 100 and are worked out in a worker
    thread, so a ticker on the event loop keeps ticking while they are found."""
    from bot.moves import typed
    seen: list[tuple[int, bool]] = []
    real = typed.suggest

    def slow_suggest(state, player, text, label_of=None, **kwargs):
        seen.append((len(text), _in_worker()))
        time.sleep(0.2)                   # a large position's matching, as the loop would feel it
        return real(state, player, text, label_of=label_of)

    monkeypatch.setattr(typed, "suggest", slow_suggest)
    await seated_game(harness)
    gaps: list[float] = []
    stop = asyncio.Event()

    async def ticker() -> None:
        last = time.perf_counter()
        while not stop.is_set():
            await asyncio.sleep(0.01)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    ticking = asyncio.create_task(ticker())
    start = time.perf_counter()
    choices = await harness.autocomplete(ALICE, "move", "text", PASTED)
    elapsed = time.perf_counter() - start
    stop.set()
    await ticking
    assert seen and seen[0][0] <= bounds.TEXT_LIMIT and seen[0][1]      # cut at the gate, matched apart
    assert max(gaps) < 0.15 and elapsed < 1.0, (max(gaps), elapsed)
    assert isinstance(choices, list)


def _in_worker() -> bool:
    import threading
    return threading.current_thread().name.startswith("boardroom-suggest")


async def test_a_flood_of_keystrokes_queues_one_job_per_member(harness: Harness, monkeypatch) -> None:
    """Twenty autocompletes at once from one member: the worker runs the newest, skips the rest."""
    from bot.moves import typed
    runs: list[str] = []
    real = typed.suggest

    def counted(state, player, text, label_of=None, cache=None):
        runs.append(text)
        time.sleep(0.02)
        return real(state, player, text, label_of=label_of, cache=cache)

    monkeypatch.setattr(typed, "suggest", counted)
    await seated_game(harness)
    payloads = [autocomplete_payload(harness, "move", "text", f"bid {i}") for i in range(20)]
    sent = await harness.feed_together(payloads)
    assert len([s for s in sent if s.kind == "callback" and s.body["type"] == 8]) == 20
    assert len(runs) <= 3 and runs[-1] == "bid 19", runs


async def test_a_word_past_fluents_limit_is_shortened_when_quoted() -> None:
    """The referee quotes what it could not read; Fluent refuses a placeable over 2,500 characters."""
    from bot.text.words import say, said
    text = say(said("bot-discord-not-a-number", text="y" * 3000), "ja")
    assert "y" * 1999 in text and "y" * 2001 not in text and "…" in text


RAW_OPTIONS = [
    ("game hand-to-ai", [{"type": 6, "name": "member", "value": "9" * 30}]),     # a user id past 2^64, not resolved
    ("game hand-to-ai", [{"type": 6, "name": "member", "value": "9" * 5000}]),
    ("game history", [{"type": 4, "name": "last", "value": float("nan")}]),
    ("game history", [{"type": 4, "name": "last", "value": 1e300}]),
    ("game add-ai", [{"type": 4, "name": "n", "value": True}]),
]


@pytest.mark.parametrize("name,raw", RAW_OPTIONS, ids=lambda v: str(v)[:30])
async def test_a_forged_option_value_is_answered_privately(harness: Harness, caplog, name, raw) -> None:
    await seated_game(harness)
    version = harness.referee.table(CH).version
    with caplog.at_level(logging.INFO):
        sent = await harness.slash(ALICE, name, raw_options=raw)
    answered_privately(harness, sent)
    assert not errors(caplog) and harness.referee.table(CH).version == version
