"""bot/referee/timer.py's rule for the turn clock: when a change starts a new deadline, keeps or clears it."""
from __future__ import annotations

from bot.referee.shapes import Seat
from bot.store.base import KEEP
from bot.referee.tables import Table
from bot.referee.timer import TIMER_CHOICES, next_deadline, timer_key, waiting_humans


class State:
    def __init__(self, to_act: list[str], over: bool = False) -> None:
        self._to_act, self._over = to_act, over

    def to_act(self) -> list[str]:
        return [] if self._over else self._to_act

    def is_over(self) -> bool:
        return self._over


def table(timer: int = 300, deadline: float | None = None) -> Table:
    return Table(id=1, channel="c", game="g", host="a", status="playing",
                 seats=[Seat("a", "A"), Seat("b", "B"), Seat("ai:1", "Ada", True)], options={}, seed=1, version=3,
                 turn_timer=timer, deadline=deadline)


def test_a_newly_awaited_human_gets_a_fresh_deadline() -> None:
    assert next_deadline(table(), frozenset({"a"}), State(["b"]), 100.0) == 400.0


def test_the_same_turn_keeps_its_deadline() -> None:
    t = table(deadline=250.0)
    assert next_deadline(t, frozenset({"a"}), State(["a"]), 100.0) is KEEP              # a further step
    assert next_deadline(t, frozenset({"a", "b"}), State(["b"]), 100.0) is KEEP         # simultaneous: b still has a's clock


def test_no_human_awaited_or_no_timer_clears_the_deadline() -> None:
    assert next_deadline(table(deadline=250.0), frozenset({"a"}), State(["ai:1"]), 100.0) is None
    assert next_deadline(table(deadline=250.0), frozenset({"a"}), State(["b"], over=True), 100.0) is None
    assert next_deadline(table(timer=0, deadline=250.0), frozenset(), State(["a"]), 100.0) is None
    assert next_deadline(table(timer=0), frozenset(), State(["a"]), 100.0) is KEEP         # nothing to clear


def test_computer_seats_are_never_timed() -> None:
    assert waiting_humans(table(), State(["a", "ai:1"])) == frozenset({"a"})


def test_every_timer_choice_has_a_key() -> None:
    assert [timer_key(s) for s in TIMER_CHOICES.values()] == list(TIMER_CHOICES)
    assert timer_key(42) == "off"
