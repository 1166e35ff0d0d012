"""The console's `/play N` (`/pick N`): a number of an older `/choices` list is refused, as an outdated button is."""
from __future__ import annotations

import pytest

from bot.console import commands
from bot.referee.referee import Referee, Refusal

C = "chan"


async def run(ref: Referee, user: str, line: str):
    return await commands.run(ref, C, user, user, commands.parse(line))


async def test_play_refuses_a_number_from_an_older_choices_list(referee: Referee) -> None:
    await referee.new_table(C, "highcard", "h1", "Ann")
    await referee.join(C, "h2", "Bob")
    await referee.start_game(C, "h1", seed=5)
    first = referee.table(C).to_act[0]
    other = "h2" if first == "h1" else "h1"
    await run(referee, other, "/choices")              # listed while it is not their move: empty
    listed = await run(referee, first, "/choices")
    assert "1." in listed.answer
    await run(referee, first, "/pick 1")                # the list is current: played
    if referee.table(C).to_act and referee.table(C).to_act[0] == other:
        await run(referee, other, "/choices")
        await run(referee, other, "/pick 1")
    stale = referee.table(C).version
    assert stale > 0
    # `first` still holds the list shown before their move: the table moved on since.
    assert first in referee.table(C).to_act
    with pytest.raises(Refusal) as refused:
        await run(referee, first, "/pick 1")
    assert refused.value.message_id == "moves-outdated-choice"
    assert "older `/choices` list" in str(refused.value)
    assert referee.table(C).version == stale                # nothing changed
    again = await run(referee, first, "/choices")          # listing again makes numbers good
    assert "1." in again.answer
    with pytest.raises(Refusal) as refused:
        await run(referee, first, "/pick 99")
    assert refused.value.message_id == "moves-no-choice"
    await run(referee, first, "/pick 1")
