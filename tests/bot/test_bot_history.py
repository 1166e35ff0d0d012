"""/game history tells each move as it was labelled when it was made, not with a later state."""
from __future__ import annotations

from bot.text.words import say

import pytest

from bot.referee.referee import Referee
from bot.text.names import seat_names, with_names
from bot.referee.replay import replay_steps
from bot.referee.tables import seats_from
from fake_game import real_games

C = "history"


@pytest.mark.parametrize("key", real_games())
async def test_the_history_of_a_finished_table_is_what_the_table_was_told(store, key: str) -> None:
    """Each move as the sentences its table was told (logged at the time), the same as replaying the
    log from its seed tells them; never its label."""
    from games import GAMES
    ref = Referee(store, pictures=False)
    await ref.start()
    await ref.new_table(C, key, "host", "Host", join=False)
    await ref.add_ai(C, "host", GAMES[key].min_players)
    await ref.start_game(C, "host", seed=11)
    rec = await store.latest(C)
    assert rec.status == "finished"
    names = seat_names(seats_from(rec.seats), "en")   # computer seats as readers see them
    steps = replay_steps(rec, await store.actions(rec.id))[-100:]
    made = [line for s in steps for line in
            [f"{s.version}. {with_names(say(s.public[0], 'en'), names)}",
             *(f"   {with_names(say(more, 'en'), names)}" for more in s.public[1:])]]
    shown = with_names((await ref.history(C, last=100)).answer, names).splitlines()[1:]
    assert shown == made
    assert not any(f": {with_names(say(s.label, 'en'), names)}" in line for s in steps for line in shown)
    ref.pool.shutdown()


async def test_the_log_keeps_the_record_of_an_event_not_a_covered_card(store) -> None:
    """Futures!: "reveals slot 3: PEPPER UP" is told at the time; the log keeps "reveals slot 3."."""
    ref = Referee(store, pictures=False)
    await ref.start()
    await ref.new_table(C, "futures", "host", "Host", join=False)
    await ref.add_ai(C, "host", 3)
    await ref.start_game(C, "host", seed=5)
    rec = await store.latest(C)
    kept = [say(line, "en") for entry in await store.actions(rec.id) for line in entry.public]
    assert all(isinstance(line, dict) and "msg" in line for entry in await store.actions(rec.id)
               for line in entry.public), "the log keeps messages, not English"
    assert any(line.endswith(tuple(f"reveals slot {n}." for n in range(1, 7))) for line in kept)
    assert not any(" UP" in line or " DOWN" in line for line in kept if "reveals" in line or "discards" in line)
    ref.pool.shutdown()
