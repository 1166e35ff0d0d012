"""Taking back a move (bot/undo.py): the log keeps the undo; replays skip both entries."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from bot import undo
from bot.shapes import Refusal
from games import GAMES


@dataclass
class Entry:
    player: str
    action: dict


def _log_until_undoable(key: str, seed: int = 1):
    game = GAMES[key]
    players = ["a", "b", "c"]
    state = game.new(players, seed)
    rng = random.Random(seed)
    log: list[Entry] = []
    for _ in range(400):
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        quiet = [a for a in legal if state.undoable(player, a)]
        action = quiet[0] if quiet and len(log) > 3 else rng.choice(legal)
        before = state.dump()
        state.apply(player, action)
        log.append(Entry(player, action))
        if quiet and action == quiet[0] and len(log) > 4:
            return game, players, log, before
    raise AssertionError("no undoable move")


@pytest.mark.parametrize("key", ["acquire", "wallstreet", "futures"])
def test_an_undo_entry_takes_the_last_move_back_and_replays_agree(key: str) -> None:
    game, players, log, before = _log_until_undoable(key)
    mover = log[-1].player
    back = undo.undo(game, players, 1, None, log, mover)
    assert back.dump() == before
    logged = [*log, Entry(mover, undo.UNDO)]
    assert undo.replay(game, players, 1, None, logged).dump() == before
    assert undo.effective(logged) == log[:-1]


def test_only_the_own_last_move_and_only_a_quiet_one() -> None:
    game, players, log, _ = _log_until_undoable("acquire")
    other = next(p for p in players if p != log[-1].player)
    with pytest.raises(Refusal) as refused:
        undo.undo(game, players, 1, None, log, other)
    assert refused.value.message_id == "steps2-undo-acted-since"
    with pytest.raises(Refusal) as refused:
        undo.undo(game, players, 1, None, [], "a")
    assert refused.value.message_id == "steps2-undo-nothing"
    placed = next(i for i, e in enumerate(log) if e.action["type"] == "place")
    with pytest.raises(Refusal) as refused:             # a placed tile was a secret of the hand
        undo.undo(game, players, 1, None, log[:placed + 1], log[placed].player)
    assert refused.value.message_id == "steps2-undo-revealed"
