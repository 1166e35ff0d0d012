"""`/move text:` through the Discord pipeline, and every slash command the texts name exists."""
from __future__ import annotations

import random
import re
from pathlib import Path

from bot.console import commands as console
from bot.discord import create_bot
from bot.referee.tables import installed_games
from discord_harness import ALICE, BOB, CAROL, CHANNEL, Harness, seated_game, settings_for
from discord_walk import random_turns

CH = str(CHANNEL)
ROOT = Path(__file__).resolve().parents[2]


async def test_move_autocomplete_offers_the_callers_legal_moves(harness: Harness):
    await seated_game(harness)
    found = await harness.autocomplete(ALICE, "move", "text", "")
    legal = harness.referee.choices(CH, str(ALICE))
    assert len(found) == len(legal) and {c["name"] for c in found} == {"Bid $1,000", "Bid $2,000", "Bid $3,000",
                                                                          "Bid $4,000", "Pass"}
    assert all(0 < len(c["name"]) <= 100 and 0 < len(c["value"]) <= 100 for c in found)
    assert [c["value"] for c in await harness.autocomplete(ALICE, "move", "text", "bid 3")][0] == "bid 3000"
    assert await harness.autocomplete(BOB, "move", "text", "") == []        # not his move
    assert await harness.autocomplete(CAROL, "move", "text", "") == []      # not seated


async def test_move_autocomplete_labels_follow_the_callers_language(harness: Harness):
    await _real_game(harness, "qin", (ALICE, BOB))
    first = int(harness.referee.book.tables[CH].state.to_act()[0])
    english = await harness.autocomplete(first, "move", "text", "")
    payload = harness._payload(first, 4, {"id": "1", "name": "move", "type": 1,
                                          "options": [{"type": 3, "name": "text", "value": "", "focused": True}]})
    payload["locale"] = "ja"
    sent = await harness.feed(payload)
    japanese = [s for s in sent if s.kind == "callback"][0].body["data"]["choices"]
    assert [c["value"] for c in japanese] == [c["value"] for c in english]     # the typed text stays
    assert [c["name"] for c in japanese] != [c["name"] for c in english]


async def test_move_plays_the_picked_suggestion_and_free_text(harness: Harness):
    await seated_game(harness)
    found = await harness.autocomplete(ALICE, "move", "text", "bid 2")
    sent = await harness.slash(ALICE, "move", {"text": found[0]["value"]})
    assert "<@1001> bids $2,000." in harness.text(harness.shown(sent))
    sent = await harness.slash(BOB, "move", {"text": "/bid 3k"})
    assert "<@1002> bids $3,000." in harness.text(harness.shown(sent))


async def test_a_refused_move_is_private_names_the_closest_forms_and_changes_nothing(harness: Harness):
    await seated_game(harness)
    before = harness.referee.table(CH).version
    sent = await harness.slash(ALICE, "move", {"text": "bid 99999"})
    assert not harness.channel(sent) and not harness.dms(sent)
    answers = Harness.to_caller(sent)
    assert answers and all(s.ephemeral for s in answers)
    text = Harness.text(answers)
    assert "Closest allowed: `/bid 1000`" in text
    sent = await harness.slash(ALICE, "move", {"text": "found tower"})
    text = Harness.text(Harness.to_caller(sent))
    assert "/bid" in text and "/move" not in text.split("Closest")[0].replace("/move found", "")
    assert harness.referee.table(CH).version == before


async def _real_game(harness: Harness, game: str, users: tuple[int, ...]) -> None:
    await harness.slash(users[0], "game new", {"game": game})
    for user in users[1:]:
        await harness.slash(user, "game join")
    await harness.slash(users[0], "game start")
    assert harness.referee.table(CH).status == "playing"


async def test_move_buys_three_acquire_shares_as_one_move(harness: Harness):
    await _real_game(harness, "acquire", (ALICE, BOB, CAROL))
    async for turn in random_turns(harness, random.Random(4), steps=400):
        table = harness.referee.book.tables[CH]
        state, player = table.state, turn.player
        buys = [a for a in turn.legal if a["type"] == "buy"]
        if buys and state.bought == 0:
            chain = buys[0]["chain"]
            with_three = state.combine(player, [buys[0]] * 3)
            if with_three is not None and _accepts(harness, table, player, with_three):
                break
    else:
        raise AssertionError("no turn to buy three shares came")
    version = harness.referee.table(CH).version
    sent = await harness.slash(int(player), "move", {"text": f"buy 3 {chain.lower()}"})
    assert f"buys 3 {chain}" in harness.text(harness.shown(sent)), Harness.text(sent)
    assert harness.referee.table(CH).version == version + 1           # one move, one transaction


def _accepts(harness: Harness, table, player: str, action: dict) -> bool:
    """Whether the game takes `action` now (tried on a copy): enough cash and shares left."""
    trial = installed_games()[table.game].load(table.state.dump())
    try:
        trial.apply(player, action)
    except Exception:
        return False
    return True


async def test_move_places_a_qin_tile_either_way_round(harness: Harness):
    await _real_game(harness, "qin", (ALICE, BOB))
    # the deal is random: play on until a two-coloured tile is held
    async for turn in random_turns(harness, random.Random(3), steps=60):
        player = turn.player
        mixed = next((a for a in turn.legal if a.get("type") == "place" and a["tile"][0] != a["tile"][1]), None)
        if mixed is not None:
            break
    else:
        raise AssertionError("no two-coloured tile came")
    first, second = mixed["cells"]
    version = harness.referee.table(CH).version
    sent = await harness.slash(int(player), "move", {"text": f"place {mixed['tile'][::-1]} {second} {first}"})
    assert harness.referee.table(CH).version == version + 1, Harness.text(sent)
    assert harness.shown(sent)                    # the card, edited or re-posted for the next player


# --- every slash command the texts name exists ---------------------------------------------------

#: Named in the texts, typed only in the offline console (bot/console/commands.py): `/choices`, `/pick N`...
CONSOLE_ONLY = {("choices", ""), ("pick", ""), ("as", ""), ("help", ""), ("game", "options")}
#: "/game" followed by prose, not a sub-command ("## /game and its sub-commands", "the /game commands").
PROSE = {"and", "commands"}
_NAMED = re.compile(r"(?<![\w/.:<>~\-])/([a-z][a-z-]*)(?:[ \u00a0]+([a-z][a-z-]*))?")


def _named_commands() -> dict[tuple[str, str], str]:
    files = [ROOT / "README.md", *sorted((ROOT / "docs" / "rules").glob("*.md")),
             *sorted((ROOT / "data" / "locales").glob("**/*.ftl"))]
    named: dict[tuple[str, str], str] = {}
    for path in files:
        for match in _NAMED.finditer(path.read_text(encoding="utf-8")):
            sub = (match.group(2) or "") if match.group(1) == "game" else ""
            if sub in PROSE:
                sub = ""
            named.setdefault((match.group(1), sub), str(path.relative_to(ROOT)))
    return named


def test_every_slash_command_named_in_the_texts_exists(tmp_path):
    bot = create_bot(settings_for(tmp_path))
    tree: set[tuple[str, str]] = set()
    for command in bot.tree.get_commands():
        tree.add((command.name, ""))
        for sub in getattr(command, "commands", []):
            tree.add((command.name, sub.name))
    named = _named_commands()
    assert ("move", "") in named and ("move", "") in tree
    missing = {f"/{' '.join(filter(None, key))} ({where})" for key, where in named.items()
               if key not in tree and key not in CONSOLE_ONLY}
    assert not missing, f"named but not registered: {sorted(missing)}"
    # the console-only ones are real console commands
    assert {sub for name, sub in CONSOLE_ONLY if name == "game"} <= set(console.GAME_SUBCOMMANDS)
