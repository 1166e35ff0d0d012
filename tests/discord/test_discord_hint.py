"""/game hint through Discord: the normal computer's move with its reason, privately, only to the
player whose move it is; the panel's *Hint* button; the host turns hints on or off (off by default
at a timed table); a move made after a hint is marked in the action log, across a restart; a
refused hint is a polite private answer that changes nothing."""
from __future__ import annotations

import random

import pytest

from bot.moves.undo import HINTED
from bot.referee.coach import hints_on
from discord_harness import (ALICE, BOB, CAROL, CHANNEL, Harness, close_harness, make_harness, open_panel,
                             seated_game, speaking)
from discord_walk import random_turns

CH = str(CHANNEL)
pytestmark = pytest.mark.usefixtures("high_card")


def private_only(h: Harness, sent: list) -> list:
    answer = [s for s in Harness.to_caller(sent) if s.content]
    assert answer and all(s.ephemeral for s in answer), [(s.kind, s.content) for s in sent]
    assert not h.channel(sent) and not h.edits(sent) and not h.dms(sent)
    return answer


async def qin_with_a_computer(h: Harness) -> None:
    await h.slash(ALICE, "game new", {"game": "qin"})
    await h.slash(ALICE, "game add-ai")
    await h.slash(ALICE, "game start")
    assert h.referee.table(CH).to_act == [str(ALICE)]      # the computer moved first if it started


@pytest.mark.parametrize("locale", ["ja", "zh-TW", "en-US"])
async def test_a_hint_is_the_normal_move_with_its_reason_for_the_asker_alone(harness: Harness,
                                                                            monkeypatch: pytest.MonkeyPatch,
                                                                            locale: str):
    speaking(harness, monkeypatch, {ALICE: locale})
    await qin_with_a_computer(harness)
    version = harness.referee.table(CH).version
    sent = await harness.slash(ALICE, "game hint")
    [answer] = private_only(harness, sent)
    ids = Harness.ids(sent)
    assert "hint-suggest" in ids and any(i.startswith("qin-hint-") for i in ids), ids
    assert {"ja": "ヒント", "zh-TW": "提示", "en-US": "Hint"}[locale] in answer.content
    print(f"--- {locale}: {answer.content}")
    assert harness.referee.table(CH).version == version            # a hint changes nothing


async def test_the_move_after_a_hint_is_marked_in_the_log_and_the_mark_survives_a_restart(tmp_path):
    first = await make_harness(tmp_path)
    try:
        await qin_with_a_computer(first)
        table = first.referee.table(CH).table_id
        await first.slash(ALICE, "game hint")
        legal = first.referee.book.tables[CH].state.legal_actions(str(ALICE))
        await first.referee.act(CH, str(ALICE), legal[-1])
        async for turn in random_turns(first, random.Random(3), steps=1, humans=True):
            pass                                                     # a move without a hint
        marks = [(a.player, a.by) for a in await first.referee.store.actions(table)]
    finally:
        await close_harness(first)
    mine = [by for player, by in marks if player == str(ALICE)]
    assert mine[:2] == [HINTED, None], marks
    assert all(by is None for player, by in marks if player != str(ALICE))
    again = await make_harness(tmp_path)          # a new process over the same database
    try:
        kept = [(a.player, a.by) for a in await again.referee.store.actions(table)]
        assert kept == marks
    finally:
        await close_harness(again)


async def test_the_panel_has_a_hint_button(harness: Harness):
    await seated_game(harness)
    to_act = int(harness.referee.table(CH).to_act[0])
    panel = await open_panel(harness, to_act)
    [hint] = [b["custom_id"] for b in panel.all_buttons() if b["label"] == "Hint"]
    assert hint == f"br:hint:{harness.referee.table(CH).table_id}" and panel.all_buttons()[-1]["label"] == "Hint"
    sent = await harness.press(to_act, panel, hint)
    private_only(harness, sent)
    assert "hint-suggest" in Harness.ids(sent)


async def test_refused_hints_are_polite_and_private(harness: Harness):
    await seated_game(harness)
    waiting = harness.referee.table(CH).to_act[0]
    other = BOB if waiting == str(ALICE) else ALICE
    sent = await harness.slash(other, "game hint")                  # not their move
    private_only(harness, sent)
    assert "hint-not-your-turn" in Harness.ids(sent)
    sent = await harness.slash(CAROL, "game hint")                  # not at the table
    private_only(harness, sent)
    assert "bot-not-playing" in Harness.ids(sent)
    sent = await harness.slash(BOB, "game hint", {"hints": "hints-off"})     # not the host
    assert "hint-host-only" in Harness.ids(sent) and hints_on(harness.referee.book.tables[CH])
    sent = await harness.slash(ALICE, "game hint", {"hints": "hints-off"})
    assert "hint-set-off" in Harness.ids(sent)
    assert "turned hints off" in "\n".join(harness.card().text_displays())     # the table is told
    sent = await harness.slash(int(waiting), "game hint")           # turned off
    private_only(harness, sent)
    assert "hint-off" in Harness.ids(sent)
    panel = await open_panel(harness, int(waiting))
    assert "Hint" not in [b["label"] for b in panel.all_buttons()]
    await harness.slash(ALICE, "game hint", {"hints": "hints-on"})
    await harness.referee.abandon(CH, str(ALICE), True)
    sent = await harness.slash(ALICE, "game hint")                  # no game any more
    private_only(harness, sent)
    assert "hint-over" in Harness.ids(sent)


def test_hints_are_on_without_a_timer_and_off_with_one_unless_the_table_chose() -> None:
    from types import SimpleNamespace
    assert hints_on(SimpleNamespace(settings={}, turn_timer=0))          # type: ignore[arg-type]
    assert not hints_on(SimpleNamespace(settings={}, turn_timer=300))    # type: ignore[arg-type]
    assert hints_on(SimpleNamespace(settings={"hints": True}, turn_timer=300))   # type: ignore[arg-type]
    assert not hints_on(SimpleNamespace(settings={"hints": False}, turn_timer=0))  # type: ignore[arg-type]
