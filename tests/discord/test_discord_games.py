"""Every registered game plays through Discord with no game-specific bot code:
a few dozen moves by panel clicks (buttons or select menus), within Discord's limits."""
from __future__ import annotations

import random

import pytest

import games
from discord_harness import ALICE, BOB, CHANNEL, Harness

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
    for _ in range(STEPS):
        info = harness.referee.table(CH)
        humans = [u for u in (info.to_act if info else []) if u.isdigit()]
        if not humans:
            break
        user = int(humans[0])
        message, cid = harness.move_button(user)
        panel = (await harness.press(user, message, cid))[0]
        assert panel.body["type"] == 4 and panel.ephemeral
        labels = [b["label"] for b in panel.buttons()] + [o["label"] for m in panel.selects() for o in m["options"]]
        assert not any("<@" in label for label in labels), labels   # Discord shows no mentions in labels
        for _ in range(6):      # a decision past 25 moves is asked in steps: pick until a move is made
            if panel.selects():
                menu = rng.choice(panel.selects())
                sent = await harness.press(user, panel, menu["custom_id"],
                                           values=[rng.choice(menu["options"])["value"]])
            else:
                forward = [b for b in panel.buttons() if b["label"] != "◀ Back"]
                sent = await harness.press(user, panel, rng.choice(forward)["custom_id"])
            if not sent[0].content.startswith("You chose: ") and sent[0].body["type"] == 7:
                panel = sent[0]
                continue
            break
        assert sent[0].body["type"] == 7 and sent[0].content.startswith("You chose: "), [s.content for s in sent]
        assert harness.referee.table(CH) is None or harness.referee.table(CH).version > info.version
    for sent in harness.log:
        assert len(sent.content) <= 2000
        assert all(len(b["label"]) <= 80 for b in sent.buttons())
        assert all(len(m["options"]) <= 25 and all(len(o["label"]) <= 100 for o in m["options"])
                   for m in sent.selects())
        assert len(sent.components) <= 5
        if sent.kind == "channel":
            assert set(sent.allowed_users or []) <= {str(ALICE), str(BOB)}
