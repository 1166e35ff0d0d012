"""The /game commands, each driven by a real Interaction built from a gateway payload."""
from __future__ import annotations

from discord_harness import (ALICE, ALL_PERMISSIONS, BOB, CAROL, CHANNEL, Harness, member_payload, seated_game,
                      user_payload)

CH = str(CHANNEL)


def first_is_ephemeral_defer(sent) -> None:
    """Every command is acknowledged first, privately (Discord's 3-second rule)."""
    assert sent and sent[0].kind == "callback", sent
    assert sent[0].body["type"] == 5 and sent[0].ephemeral


async def test_new_opens_a_table(harness: Harness):
    sent = await harness.slash(ALICE, "game new", {"game": "highcard", "options": "rounds=2"})
    first_is_ephemeral_defer(sent)
    info = harness.referee.table(CH)
    assert info is not None and info.game == "highcard" and info.host == str(ALICE) and info.options == {"rounds": 2}
    public = harness.channel(sent)          # the lobby card: seats, options, the lobby's buttons
    assert len(public) == 1 and public[0].card and "Waiting for players (1 of 2–4 seated)" in public[0].content
    assert "1. Alice" in public[0].content and "rounds: 2" in public[0].content
    assert f"br:lobby:join:{info.table_id}" in public[0].custom_ids()
    assert public[0].pings_nobody
    answer = Harness.to_caller(sent)
    assert any("Table #" in s.content and s.ephemeral for s in answer)


async def test_new_with_bad_options_is_refused_privately(harness: Harness):
    sent = await harness.slash(ALICE, "game new", {"game": "highcard", "options": "speed=9"})
    assert harness.referee.table(CH) is None
    assert not harness.channel(sent)
    answer = Harness.text(Harness.to_caller(sent))
    assert "rounds" in answer  # the refusal says what is allowed
    assert all(s.ephemeral for s in Harness.to_caller(sent))
    sent = await harness.slash(ALICE, "game new", {"game": "highcard", "options": "rounds"})
    assert "`rounds=value`" in Harness.text(Harness.to_caller(sent))


async def test_new_with_unknown_game(harness: Harness):
    sent = await harness.slash(ALICE, "game new", {"game": "chess"})
    assert "High Card" in Harness.text(sent) and not harness.channel(sent)


async def test_join_leave_and_computer_seats(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    sent = await harness.slash(BOB, "game join")
    first_is_ephemeral_defer(sent)
    assert not harness.channel(sent) and "2. Bob" in harness.text(harness.edits(sent))   # the card, edited
    sent = await harness.slash(BOB, "game join")
    assert "already" in Harness.text(Harness.to_caller(sent)) and not harness.channel(sent)
    sent = await harness.slash(ALICE, "game add-ai", {"n": 2})
    assert "(computer, normal)" in harness.text(harness.shown(sent))
    assert len(harness.referee.table(CH).seats) == 4
    sent = await harness.slash(BOB, "game add-ai")
    assert "bot-only-host" in Harness.ids(Harness.to_caller(sent)), Harness.ids(sent)
    sent = await harness.slash(ALICE, "game remove-ai", {"n": 1})
    assert "3 of 2–4 seated" in harness.text(harness.shown(sent))
    assert len(harness.referee.table(CH).seats) == 3
    sent = await harness.slash(BOB, "game leave")
    assert "Bob" not in harness.text(harness.shown(sent))
    assert [s.user for s in harness.referee.table(CH).seats if not s.is_ai] == [str(ALICE)]


async def test_start_deals_pings_and_sends_secrets_by_dm(harness: Harness):
    sent = await seated_game(harness)
    first_is_ephemeral_defer(sent)
    info = harness.referee.table(CH)
    assert info.status == "playing"
    public = harness.channel(sent)
    board = [s for s in public if s.files]
    assert board and board[0].files[0].endswith(".png")
    assert [s.kind for s in sent if s.kind in ("channel", "delete")] == ["channel", "delete"]  # lobby card gone
    move = harness.last_move_message()
    assert f"br:card:move:{info.table_id}:{info.version}" in move.custom_ids()
    assert move.allowed_users == [str(ALICE)]         # only the player to act is pinged
    assert move.body["allowed_mentions"]["parse"] == []  # never @everyone or roles
    assert f"<@{ALICE}>" in move.content
    assert {s.channel_id for s in harness.dms(sent)} == {ALICE, BOB}
    assert all("hand" in s.content for s in harness.dms(sent))


async def test_start_by_someone_else_is_refused(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    await harness.slash(BOB, "game join")
    sent = await harness.slash(BOB, "game start")
    assert "bot-only-host" in Harness.ids(sent), Harness.ids(sent)
    assert harness.referee.table(CH).status == "lobby"


async def test_status_hand_rules_history_scores(harness: Harness):
    await seated_game(harness)
    sent = await harness.slash(BOB, "game status")
    first_is_ephemeral_defer(sent)
    assert not harness.channel(sent)
    text = Harness.text(Harness.to_caller(sent))
    assert "High Card table #" in text and "Waiting for" in text
    assert any(s.files for s in sent)  # the board, for the caller

    sent = await harness.slash(BOB, "game hand")
    mine = Harness.to_caller(sent)
    assert all(s.ephemeral for s in mine) and "hand:" in Harness.text(mine)
    assert not harness.channel(sent) and not harness.dms(sent)

    sent = await harness.slash(ALICE, "game rules")
    assert "High Card" in Harness.text(Harness.to_caller(sent))
    sent = await harness.slash(ALICE, "game rules", {"game": "highcard"})
    assert "2–4 players" in Harness.text(Harness.to_caller(sent))

    await harness.slash(ALICE, "bid", {"choice": "1000"})
    sent = await harness.slash(BOB, "game history")
    assert "last move:" in Harness.text(Harness.to_caller(sent))

    sent = await harness.slash(BOB, "game scores")
    assert "score" in Harness.text(Harness.to_caller(sent)).lower()


async def test_hand_without_a_seat(harness: Harness):
    await seated_game(harness)
    sent = await harness.slash(CAROL, "game hand")
    assert "not playing" in Harness.text(sent)


async def test_abandon_by_host_or_manage_server_only(harness: Harness):
    await seated_game(harness)
    sent = await harness.slash(BOB, "game abandon")
    assert "bot-only-host" in Harness.ids(sent), Harness.ids(sent)
    assert harness.referee.table(CH) is not None
    admin = str(__import__("discord").Permissions(manage_guild=True, send_messages=True).value)
    sent = await harness.slash(CAROL, "game abandon", permissions=admin)
    assert harness.referee.table(CH) is None
    assert "abandons" in harness.text(harness.shown(sent))


async def test_rematch_after_abandon(harness: Harness):
    await seated_game(harness)
    await harness.slash(ALICE, "game abandon")
    sent = await harness.slash(BOB, "game rematch")
    info = harness.referee.table(CH)
    assert info is not None and info.status == "playing" and info.table_id == 2
    assert "Rematch of table #1" in harness.text(harness.shown(sent))
    sent = await harness.slash(CAROL, "game rematch")
    assert "already" in Harness.text(sent)


async def test_hand_to_ai(harness: Harness):
    await seated_game(harness)
    resolved = {"users": {str(BOB): user_payload(BOB)},
                "members": {str(BOB): {k: v for k, v in member_payload(BOB).items() if k != "user"}}}
    raw = [{"type": 6, "name": "member", "value": str(BOB)}]
    sent = await harness.slash(BOB, "game hand-to-ai", raw_options=raw, resolved=resolved)
    assert "bot-only-host" in Harness.ids(sent), Harness.ids(sent)
    sent = await harness.slash(ALICE, "game hand-to-ai", raw_options=raw, resolved=resolved)
    assert "Alice hands Bob (computer)'s seat to a computer" in harness.text(harness.shown(sent))
    seat = next(s for s in harness.referee.table(CH).seats if s.user == str(BOB))
    assert seat.is_ai


async def test_commands_in_a_channel_without_a_table(harness: Harness):
    for name in ("game join", "game start", "game status", "game hand", "game leave", "game abandon"):
        sent = await harness.slash(ALICE, name)
        assert not harness.channel(sent), name
        assert Harness.ids(Harness.to_caller(sent)) & {"bot-no-table", "bot-no-seat"}, (name, Harness.ids(sent))
    sent = await harness.slash(ALICE, "game scores", permissions=ALL_PERMISSIONS)
    assert "bot-no-scores" in Harness.ids(sent), Harness.ids(sent)
