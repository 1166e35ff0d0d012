"""Every registered game plays through Discord with no game-specific bot code:
a few dozen moves by panel clicks (buttons or select menus), within Discord's limits."""
from __future__ import annotations

import random

import pytest

import games
from discord_harness import ALICE, BOB, CHANNEL, Harness
from discord_walk import moved, press_until_moved, random_turns

CH = str(CHANNEL)
STEPS = 15


@pytest.mark.parametrize("key", list(games.PLUGINS))      # the real games, in menu order
async def test_a_real_game_through_panels(harness: Harness, key: str):
    game = games.GAMES[key]
    await harness.slash(ALICE, "game new", {"game": key})
    await harness.slash(BOB, "game join")
    if game.min_players > 2:
        await harness.slash(ALICE, "game add-ai", {"n": game.min_players - 2})
    await harness.slash(ALICE, "game start")
    assert harness.referee.table(CH).status == "playing"
    rng = random.Random(key)
    async for turn in random_turns(harness, rng, steps=STEPS, humans=True):
        message, cid = harness.move_button(turn.user)
        panel = (await harness.press(turn.user, message, cid))[0]
        assert panel.body["type"] == 4 and panel.ephemeral
        labels = [b["label"] for b in panel.buttons()] + [o["label"] for m in panel.selects() for o in m["options"]]
        assert not any("<@" in label for label in labels), labels   # Discord shows no mentions in labels
        sent = await press_until_moved(harness, turn.user, panel, rng)   # a decision past 25 moves: in steps
        assert moved(sent), [s.content for s in sent]
        assert harness.referee.table(CH) is None or harness.referee.table(CH).version > turn.version
    for sent in harness.log:
        assert len(sent.content) <= 2000
        assert all(len(b["label"]) <= 80 for b in sent.buttons())
        assert all(len(m["options"]) <= 25 and all(len(o["label"]) <= 100 for o in m["options"])
                   for m in sent.selects())
        assert len(sent.components) <= 5
        if sent.kind == "channel":
            assert set(sent.allowed_users or []) <= {str(ALICE), str(BOB)}
