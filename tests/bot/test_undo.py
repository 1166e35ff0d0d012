"""Taking back a move (bot/moves/undo.py): the log keeps the undo; replays skip both entries."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from bot.moves import undo
from bot.referee.shapes import Refusal
from games import GAMES
from random_play import random_walk


@dataclass
class Entry:
    """A log row as the store gives it: who, what, and who made it (None: the player; "timer": the
    computer when the player's time ran out)."""
    player: str
    action: dict
    by: str | None = None
    version: int = 0


def _deal(key: str, seed: int):
    """A three-player game of `key`, its seats, the state dealt and a random source."""
    game = GAMES[key]
    players = ["a", "b", "c"]
    return game, players, game.new(players, seed), random.Random(seed)


def _log_until_undoable(key: str, seed: int = 1):
    game, players, state, rng = _deal(key, seed)
    walk = random_walk(game, players, seed, state=state, rng=rng, first_to_act=True, steps=400)
    for state, player, legal in walk:
        quiet = [a for a in legal if state.undoable(player, a)]
        if quiet and len(walk.moves) > 3:       # the first quiet move after a few random ones
            before = state.dump()
            state.apply(player, quiet[0])
            return game, players, [*_log(walk), Entry(player, quiet[0])], before
    raise AssertionError("no undoable move")


def _log(walk) -> list[Entry]:
    return [Entry(player, action) for player, action in walk.history]


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
    assert refused.value.message_id == "undo-acted-since"
    with pytest.raises(Refusal) as refused:
        undo.undo(game, players, 1, None, [], "a")
    assert refused.value.message_id == "undo-nothing"
    placed = next(i for i, e in enumerate(log) if e.action["type"] == "place")
    with pytest.raises(Refusal) as refused:             # a placed tile was a secret of the hand
        undo.undo(game, players, 1, None, log[:placed + 1], log[placed].player)
    assert refused.value.message_id == "undo-revealed"


def _two_quiet_moves(key: str = "stockpile", seed: int = 3):
    """A log whose last two moves are quiet moves by two different players (q, then p)."""
    game, players, state, rng = _deal(key, seed)
    walk = random_walk(game, players, seed, state=state, rng=rng, steps=2000)
    for state, q, legal in walk:
        log = _log(walk)
        for first in [a for a in legal if state.undoable(q, a)]:
            after = game.load(state.dump())
            after.apply(q, first)
            replies = [(p, a) for p in after.to_act() if p != q for a in after.legal_actions(p) if after.undoable(p, a)]
            if replies and len(log) > 3:
                p, second = replies[0]
                return game, players, seed, [*log, Entry(q, first), Entry(p, second)]
    raise AssertionError("no two quiet moves in a row")


def test_once_another_player_acted_the_move_is_final_even_if_they_take_theirs_back() -> None:
    """q bids, p outbids, p takes it back: q saw p's reply, so q's bid is final."""
    game, players, seed, log = _two_quiet_moves()
    q, p = log[-2].player, log[-1].player
    back = undo.undo(game, players, seed, None, log, p)            # p may take back their own
    logged = [*log, Entry(p, undo.UNDO)]
    assert undo.replay(game, players, seed, None, logged).dump() == back.dump()
    with pytest.raises(Refusal) as refused:
        undo.undo(game, players, seed, None, logged, q)
    assert refused.value.message_id == "undo-acted-since"
    with pytest.raises(undo.NotAllowed) as wrong:              # the log with such an undo does not hold
        undo.check(game, players, seed, None, [*logged, Entry(q, undo.UNDO)])
    assert wrong.value.refusal.message_id == "undo-acted-since"


def test_a_move_the_clock_made_is_not_the_players_to_take_back() -> None:
    game, players, seed, log = _two_quiet_moves()
    timed = [*log[:-1], Entry(log[-1].player, log[-1].action, by=undo.TIMER)]
    with pytest.raises(Refusal) as refused:
        undo.undo(game, players, seed, None, timed, timed[-1].player)
    assert refused.value.message_id == "undo-timer"


def test_the_check_of_a_log_names_the_undo_that_was_not_allowed() -> None:
    game, players, seed, log = _two_quiet_moves()
    p = log[-1].player
    other = next(x for x in players if x != p)
    fine = [*log, Entry(p, undo.UNDO, version=len(log) + 1)]
    assert undo.check(game, players, seed, None, fine).dump() == undo.replay(game, players, seed, None, fine).dump()
    rewritten = [*log, Entry(other, undo.UNDO, version=len(log) + 1)]          # the undo row names someone else
    with pytest.raises(undo.NotAllowed) as wrong:
        undo.check(game, players, seed, None, rewritten)
    assert wrong.value.version == len(log) + 1 and wrong.value.player == other
    stranger = [*log, Entry("zed", undo.UNDO, version=len(log) + 1)]            # nobody at the table
    with pytest.raises(undo.NotAllowed):
        undo.check(game, players, seed, None, stranger)
    nothing = [Entry(p, undo.UNDO, version=1)]                                   # nothing to take back
    with pytest.raises(undo.NotAllowed):
        undo.check(game, players, seed, None, nothing)
