"""Commands named in texts are command mentions once Discord has given their ids: clickable, and
shown under the reader's own command names; before the sync (and in the console) they stay typed."""
from __future__ import annotations

from types import SimpleNamespace

from discord import AppCommandOptionType

from bot.discord import mentions
from discord_harness import ALICE, BOB, Harness


def test_a_command_becomes_a_mention_with_its_arguments_kept_as_typed_text() -> None:
    sub = SimpleNamespace(name="join", type=AppCommandOptionType.subcommand, options=[])
    mentions.learn([SimpleNamespace(name="game", id=11, options=[sub]), SimpleNamespace(name="move", id=22, options=[])])
    try:
        text = "Use `/game join`, then `/move`, `/move place E7`; `/game nope`, `/nope` and /game join stay."
        assert mentions.mention(text) == ("Use </game join:11>, then </move:22>, </move:22> `place E7`; "
                                          "`/game nope`, `/nope` and /game join stay.")
    finally:
        mentions.forget()
    assert mentions.mention("`/game join`") == "`/game join`"          # no ids: as written


async def test_after_the_sync_the_bot_names_commands_as_mentions(harness: Harness) -> None:
    before = await harness.slash(BOB, "game status")                    # no table: says how to open one
    assert "`/game new <game>`" in Harness.text(Harness.to_caller(before))
    await harness.bot.command_sync.sync_once()                          # Discord answers with the ids
    try:
        after = Harness.text(Harness.to_caller(await harness.slash(ALICE, "game status")))
    finally:
        mentions.forget()
    assert "</game new:" in after and "`<game>`" in after and "`/game new" not in after
