"""Names are shown cleaned everywhere (issue 25): bidi controls removed, mentions escaped (also
for a computer seat that keeps a departed player's name), a moderator named as a mention
Discord shows by display name, never a bare user id."""
from __future__ import annotations

import re

import pytest

import discord_harness as dh
from bot.referee.tables import clean_name
from discord_harness import ALICE, ALL_PERMISSIONS, BOB, CAROL, Harness, member_payload, seated_game, user_payload

BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u200b\ufeff"
EVIL = ["\u202eevil\u2066 @here <@12345678901234567>", "evil\u200f **bold** @everyone"]   # names fit in 32
LIVE_MENTION = re.compile(r"@(everyone|here)|<@!?&?\d{15,}>")


@pytest.mark.parametrize("mark", list(BIDI))
def test_every_bidi_control_leaves_a_name(mark: str) -> None:
    assert clean_name(f"Ev{mark}il") == "Evil"


def test_joiners_stay_and_the_name_is_bounded_before_work() -> None:
    family = "\U0001F468\u200d\U0001F469\u200d\U0001F467"
    assert clean_name(f"{family} Ann") == f"{family} Ann"
    assert len(clean_name("\u202e" * 100_000 + "x" * 100_000)) <= 32


@pytest.mark.parametrize("evil", EVIL)
async def test_a_departed_players_computer_seat_shows_the_name_cleaned(harness: Harness, monkeypatch, evil) -> None:
    monkeypatch.setitem(dh.NAMES, BOB, evil)
    await seated_game(harness)
    resolved = {"users": {str(BOB): user_payload(BOB)},
                "members": {str(BOB): {k: v for k, v in member_payload(BOB).items() if k != "user"}}}
    await harness.slash(ALICE, "game hand-to-ai", raw_options=[{"type": 6, "name": "member", "value": str(BOB)}],
                        resolved=resolved)
    await harness.slash(ALICE, "game status")
    shown = [s for s in harness.log if s.kind in ("channel", "edit", "dm", "callback", "followup")]
    texts = [s.content for s in shown if "evil" in s.content]
    assert texts, "the name was never shown"
    for text in texts:
        assert not LIVE_MENTION.search(text.replace("<@1001>", "").replace("<@1002>", "")), text
        assert not set(BIDI) & set(text.replace("\u200b", "")), repr(text)
        assert "**bold**" not in text
    seat = next(s for s in harness.referee.table(str(dh.CHANNEL)).seats
                if s.user == str(BOB))
    assert seat.is_ai and "\u202e" not in seat.name


async def test_a_moderators_abandon_names_them_not_their_id(harness: Harness) -> None:
    await seated_game(harness)
    sent = await harness.slash(CAROL, "game abandon", permissions=ALL_PERMISSIONS)
    told = harness.text(harness.shown(sent))
    assert f"<@{CAROL}> abandons" in told and f"\n{CAROL} abandons" not in told and not told.startswith(str(CAROL))
