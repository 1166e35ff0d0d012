"""Server limits through Discord (issue 25): `/game limits` (Manage Server sets them), open tables
per member and per channel refused before any thread is made, the rematch cool-down."""
from __future__ import annotations

import logging

from discord_harness import (ALICE, ALL_PERMISSIONS, BOB, CAROL, CHANNEL, Harness, close_harness, make_harness,
                             seated_game)
from test_discord_tables import THREAD_PERMISSIONS, Threads

CH = str(CHANNEL)


def errors(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def private(h: Harness, sent: list) -> str:
    told = h.to_caller(sent)
    assert told and all(s.ephemeral for s in told), sent
    return h.text(told)


async def test_a_member_hosts_three_open_tables_and_no_thread_is_made_for_a_fourth(tmp_path, caplog) -> None:
    h = await make_harness(tmp_path)
    h.app_permissions = THREAD_PERMISSIONS
    threads = Threads(h)
    try:
        for _ in range(3):
            await h.slash(ALICE, "game new", {"game": "highcard"})
        assert len(threads.made) == 3
        with caplog.at_level(logging.INFO):
            sent = await h.slash(ALICE, "game new", {"game": "highcard"})
        assert "guard-limit-member" in h.ids(h.to_caller(sent)) and "3" in private(h, sent) and not errors(caplog)
        assert len(threads.made) == 3 and not h.channel(sent) and len(h.referee.tables()) == 3
        sent = await h.slash(BOB, "game new", {"game": "highcard"})         # another member may
        assert len(threads.made) == 4
    finally:
        await close_harness(h)


async def test_limits_are_shown_to_anyone_set_by_manage_server_and_kept(tmp_path, caplog) -> None:
    h = await make_harness(tmp_path)
    try:
        sent = await h.slash(BOB, "game limits")
        assert "3 open tables per member" in private(h, sent)
        with caplog.at_level(logging.INFO):
            sent = await h.slash(BOB, "game limits", {"tables_per_channel": 2})
        private(h, sent)
        assert "guard-limits-admins-only" in h.ids(h.to_caller(sent)) and not errors(caplog)
        sent = await h.slash(ALICE, "game limits", {"tables_per_channel": 2, "rematch_seconds": 0},
                             permissions=ALL_PERMISSIONS)
        assert "2 open tables per channel" in private(h, sent) and "0 seconds" in h.text(sent)
        sent = await h.slash(ALICE, "game limits", {"tables_per_member": 51}, permissions=ALL_PERMISSIONS)
        assert "1 to 50" in private(h, sent)
    finally:
        await close_harness(h)
    h = await make_harness(tmp_path)             # a restart reads them from the database
    try:
        assert "2 open tables per channel" in h.text(await h.slash(CAROL, "game limits"))
    finally:
        await close_harness(h)


async def test_a_channel_with_its_threads_holds_the_servers_limit(tmp_path) -> None:
    h = await make_harness(tmp_path)
    h.app_permissions = THREAD_PERMISSIONS
    threads = Threads(h)
    try:
        await h.slash(ALICE, "game limits", {"tables_per_channel": 2}, permissions=ALL_PERMISSIONS)
        await h.slash(ALICE, "game new", {"game": "highcard"})
        await h.slash(BOB, "game new", {"game": "highcard"})
        sent = await h.slash(CAROL, "game new", {"game": "highcard"})
        assert "guard-limit-channel" in h.ids(h.to_caller(sent)) and "2" in private(h, sent) and len(threads.made) == 2
    finally:
        await close_harness(h)


async def test_a_rematch_loop_is_held_by_the_cool_down(harness: Harness, caplog) -> None:
    await seated_game(harness)
    await harness.slash(ALICE, "game abandon")
    sent = await harness.slash(BOB, "game rematch")
    assert harness.referee.table(CH) is not None
    await harness.slash(ALICE, "game abandon")
    with caplog.at_level(logging.INFO):
        sent = await harness.slash(BOB, "game rematch")
    assert "guard-limit-rematch" in harness.ids(harness.to_caller(sent)) and "120" in private(harness, sent)
    assert not errors(caplog)
    assert harness.referee.table(CH) is None and not harness.channel(sent)
