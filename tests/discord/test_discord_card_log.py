"""The card's short log never drops what happened since the last card: a Stockpile round's end
(every price move, every payout: 8-12 lines) is shown whole on the card that follows it, not only
its last five lines; a kind told two times or more as one line of briefs ("prices now: Auto 7; …")."""
from __future__ import annotations

import json
import random

from bot.text.summary import BRIEF
from bot.text.table_card import LOG_LINES
from bot.text.words import message_of, say
from games.base import msg
from i18n.catalog import find
from discord_harness import ALICE, BOB, Harness
from discord_walk import random_turns


async def test_the_card_after_a_long_change_carries_every_line_of_it(harness: Harness) -> None:
    await harness.slash(ALICE, "game new", {"game": "stockpile", "thread": False})
    await harness.slash(BOB, "game join")
    await harness.slash(ALICE, "game start")
    told: list[list[object]] = []
    composer = harness.bot.sender.composer
    note = composer.note

    def noting(reply) -> None:                    # what each change told the table
        told.append([t for t in reply.public if t])
        note(reply)

    composer.note = noting                        # type: ignore[method-assign]
    long_changes = 0
    async for turn in random_turns(harness, random.Random(5), steps=400, humans=True):
        start, noted = len(harness.log), len(told)
        await harness.slash(turn.user, "play", {"choice": json.dumps(random.Random(turn.version).choice(turn.legal))})
        lines = [line for change in told[noted:] for line in change]
        cards = [s for s in harness.log[start:] if s.kind in ("channel", "edit") and s.card]
        if len(lines) <= LOG_LINES or not cards or harness.referee.table(str(cards[-1].channel_id)) is None:
            continue                                          # (the end card shows the result instead)
        long_changes += 1
        names = harness.referee.names(str(cards[-1].channel_id))
        shown = cards[-1].content
        missing = [say(line, "en", names) for line in lines if not _on_card(line, shown, names)]
        assert not missing, missing                           # every line told since the last card is on it
    assert long_changes >= 3, "no change told more than the short log holds: the game did not reach a round's end"


def _on_card(line: object, shown: str, names: dict[str, str]) -> bool:
    """The line as told, or (a kind with a short form, summarised) its brief."""
    if say(line, "en", names) in shown:
        return True
    message = message_of(line)
    if not isinstance(message, dict) or find(f"{message.get('msg')}{BRIEF}", "en", fallback=False) is None:
        return False
    return say(msg(message["msg"] + BRIEF, **message["args"]), "en", names) in shown
