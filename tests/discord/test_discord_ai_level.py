"""`/game add-ai [n] [level]`: the level is stored with the seat and shown with its name."""
from __future__ import annotations

from discord_harness import ALICE, CHANNEL, Harness

CH = str(CHANNEL)


async def test_add_ai_at_a_level_shows_the_level_on_the_seat(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "qin"})
    sent = await harness.slash(ALICE, "game add-ai", {"n": 1, "level": "hard"})
    computers = [s for s in harness.referee.table(CH).seats if s.is_ai]
    assert [s.level for s in computers] == ["hard"]
    said = harness.text(harness.channel(sent)) + Harness.text(sent)
    assert "(computer, hard)" in said, said
    sent = await harness.slash(ALICE, "game add-ai", {"n": 1, "level": "Expert"})
    assert len([s for s in harness.referee.table(CH).seats if s.is_ai]) == 1     # nothing changed
    assert "easy" in Harness.text(Harness.to_caller(sent))                        # the levels there are
