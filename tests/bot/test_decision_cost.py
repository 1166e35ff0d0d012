"""What a decision's speed-ups keep: secrets worked out once per state and never stale, news
judged as before, the trial copy independent and whole (issue 27; bench/decision.py times them)."""
from __future__ import annotations

import pickle

from bot.referee.hidden import news
from bot.referee.replies import Replies
from bot.referee.shapes import Seat
from bot.referee.tables import Table
from games import GAMES
from games.acquire.state import AcquireState
from tests.helpers.random_play import play_out


def _table(state, seats: list[Seat]) -> Table:
    return Table(id=1, channel="c", game="acquire", host="a", status="playing", seats=seats,
                 options={}, seed=1, version=1, state=state)


def _played(key: str, steps: int, seed: int = 3):
    return play_out(key, ["a", "b", "c"], seed, steps=steps)


class CountingViews(AcquireState):
    """An Acquire state that counts the views asked of it."""

    views = 0

    def view(self, player):
        CountingViews.views += 1
        return super().view(player)


def test_secrets_are_worked_out_once_per_state():
    state = _played("acquire", 12)
    counting = CountingViews.from_json(state.dump())
    t = _table(counting, [Seat("a", "A"), Seat("b", "B"), Seat("c", "C")])
    CountingViews.views = 0
    first = Replies.secrets(t)
    assert CountingViews.views == 4          # the table's view and each human's, once
    assert Replies.secrets(t) is first and CountingViews.views == 4
    assert set(first) == {"a", "b", "c"} and first["a"]["hand"] != first["b"]["hand"]


def test_secrets_follow_a_new_state_and_new_seats():
    """Kept for one state object and one set of humans: a move (a new state) or a human handing
    their seat to a computer is worked out again, never answered from the last state."""
    before = _played("acquire", 12)
    t = _table(before, [Seat("a", "A"), Seat("b", "B"), Seat("c", "C")])
    old = Replies.secrets(t)
    after = GAMES["acquire"].load(before.dump())
    player = after.to_act()[0]
    after.apply(player, after.legal_actions(player)[0])
    t.state = after
    new = Replies.secrets(t)
    assert new is not old
    from bot.referee.hidden import public_facts, secret_facts
    table = public_facts(after)
    assert new == {u: secret_facts(after, u, table) for u in "abc"}
    t.seats[1] = Seat("b", "B", is_ai=True)
    assert set(Replies.secrets(t)) == {"a", "c"}


def test_news_keeps_its_meaning():
    hand = {"hand": ["1A", "2B"], "cash": 6000}
    assert not news(hand, {"hand": ["2B", "1A"], "cash": 6000})          # moved within the hand
    assert not news(hand, {"hand": ["2B"], "cash": 6000})                # played: went away
    assert news(hand, {"hand": ["2B", "1A", "3C"], "cash": 6000})        # drawn
    assert news(hand, {"hand": ["1A", "2B"], "cash": 5000})              # cash changed
    assert not news(hand, dict(hand))
    # a fact is its JSON: the same number as a float, a flag or a text is another fact
    assert news({"x": 1}, {"x": "1"}) and news({"x": 1}, {"x": 1.5})
    assert news({"x": [1]}, {"x": [1, True]})
    assert not news({"x": None}, {"x": None, "y": None})                 # absent facts are none


def test_the_trial_copy_is_whole_and_independent():
    for key in GAMES:
        state = _played(key, 15)
        copy = state._trial_copy()
        assert type(copy) is type(state) and copy is not state
        assert copy.dump() == state.dump()
        player = copy.to_act()[0] if copy.to_act() else None
        if player is not None:
            copy.apply(player, copy.legal_actions(player)[0])
            assert copy.dump() != state.dump() and GAMES[key].load(state.dump()).dump() == state.dump()


def test_the_trial_copy_loads_the_dump_rather_than_pickling(monkeypatch):
    """The cheaper copy: the game's own load of the dump (a pickle round trip cost 2-10x more)."""
    state = _played("stockpile", 10)

    def refuse(*args, **kwargs):
        raise AssertionError("pickled")

    monkeypatch.setattr(pickle, "dumps", refuse)
    assert state._trial_copy().dump() == state.dump()


def test_lines_of_saids_write_no_english_again(monkeypatch):
    """lines() takes each Said's English as it is: the same text and message as writing them
    all again, without rendering them a second time."""
    import games.base as base
    from bot.text.words import LINES, Said, lines, said
    from games.base import msg

    parts = [said("bot-done-move", move="1A"), "a literal", None, msg("bot-seats-empty", taken=0, most=4)]
    written = Said({LINES: [p.message if isinstance(p, Said) else p for p in parts if p]})
    calls: list[object] = []
    english = base._english
    assert english is not None
    monkeypatch.setattr(base, "_english", lambda m: calls.append(m) or english(m))
    joined = lines(parts)
    assert joined == written and joined.message == written.message
    assert [c["msg"] for c in calls] == ["bot-seats-empty"]      # only the part that was no Said yet
