"""The shortcuts that make Qin's hard player cheaper change nothing it decides."""
from __future__ import annotations

import random

from games.qin import GAME
import games.qin.ai as qin_ai
from games.qin.ai import _tally, choose, position_from_view, quiet, score, values
from games.qin.board import COLOURS, INDEX


def _positions(players: int, seed: int):
    """Every state of a seeded game of normal players, with the player to act."""
    state = GAME.new([f"p{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    while not state.is_over():
        player = state.to_act()[0]
        yield state, player
        state.apply(player, choose(state.view(player), state.legal_actions(player), rng))


def _codes(action: dict) -> tuple[int, int, int, int]:
    tile, cells = action["tile"], action["cells"]
    return COLOURS.index(tile[0]) + 1, COLOURS.index(tile[1]) + 1, INDEX[cells[0]], INDEX[cells[1]]


def test_a_clone_is_the_state_load_of_dump_gives_and_leaves_the_original_alone() -> None:
    for state, player in _positions(3, 4):
        clone, loaded = state.clone(), GAME.load(state.dump())
        assert clone.dump() == loaded.dump() == state.dump()
        legal = loaded.legal_actions(player)
        assert clone.legal_actions(player) == legal
        before = state.dump()
        move = legal[len(legal) // 2]
        clone.apply(player, dict(move))
        loaded.apply(player, dict(move))
        assert clone.dump() == loaded.dump()
        assert state.dump() == before


def test_a_quiet_placement_changes_nothing_but_two_colours() -> None:
    seen = 0
    for state, player in _positions(2, 7):
        pos, me = position_from_view(state.view(player))
        for action in state.legal_actions(player):
            c1, c2, a, b = _codes(action)
            if not quiet(pos, c1, c2, a, b):
                continue
            seen += 1
            trial = pos.copy()
            assert trial.place(me, c1, c2, a, b) == []
            assert (trial.supply, trial.owner, trial.level, trial.village) == (pos.supply, pos.owner, pos.level,
                                                                              pos.village)
            assert {k: sorted(v) for k, v in trial.cells.items() if len(v) > 1} == \
                {k: sorted(v) for k, v in pos.cells.items() if len(v) > 1}
    assert seen > 100


def test_a_scratch_copy_settles_a_placement_as_a_full_copy_does() -> None:
    for state, player in _positions(4, 2):
        pos, me = position_from_view(state.view(player))
        for action in state.legal_actions(player)[::7]:
            c1, c2, a, b = _codes(action)
            full, scratch = pos.copy(), pos.copy(moves=False)
            assert full.place(me, c1, c2, a, b) == scratch.place(me, c1, c2, a, b)
            assert (full.supply, full.owner, full.level, full.village, full.cells, full.colour) == \
                (scratch.supply, scratch.owner, scratch.level, scratch.village, scratch.cells, scratch.colour)
        assert pos.grid() == state.pos.grid()        # the copies never touched the position they came from


def test_the_search_on_clones_makes_the_moves_it_made_on_dump_and_load(monkeypatch) -> None:
    from games.qin.ai import LEVELS
    from games.qin.state import QinState
    from games.search import BUDGET, set_budget

    def hard_moves() -> list[dict]:
        moves = []
        for state, player in _positions(3, 5):
            legal = state.legal_actions(player)
            if len(legal) > 1:
                moves.append(LEVELS["hard"](state.view(player), legal, random.Random(len(moves))))
            if len(moves) == 4:
                break
        return moves

    set_budget(rounds=6)
    try:
        fast = hard_moves()
        monkeypatch.delattr(QinState, "clone")
        assert hard_moves() == fast
    finally:
        set_budget(rounds=None)
        BUDGET.candidates = None


def test_remembered_scores_are_the_scores_worked_out_afresh_at_every_step_for_every_seat() -> None:
    qin_ai._scores.clear()
    for state, _ in _positions(3, 5):
        for player in state.players:        # every seat's view of the same board: seats are in the key
            view = state.view(player)
            legal = state.legal_actions(player) if player in state.to_act() else None
            if not legal:
                continue
            pos, me = position_from_view(view)
            before, near = _tally(pos, len(pos.supply), me)
            fresh = [score(pos, me, action, before, near) for action in legal]
            assert values(view, legal) == fresh       # first time: worked out
            assert values(view, legal) == fresh       # second time: remembered


def test_the_memory_of_scores_is_bounded(monkeypatch) -> None:
    monkeypatch.setattr(qin_ai, "SCORES_KEPT", 3)
    qin_ai._scores.clear()
    latest = None
    for state, player in _positions(2, 6):
        if latest is not None:
            values(*latest)                        # the position in use now...
        values(state.view(player), state.legal_actions(player))
        assert len(qin_ai._scores) <= 3
        if latest is not None:                     # ...stays while older ones leave
            assert qin_ai._position_key(latest[0]) in qin_ai._scores
        latest = (state.view(player), state.legal_actions(player))
