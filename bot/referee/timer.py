"""The turn timer: a stored deadline per table, a reminder at half time, the computer at the end.

A table's ``turn_timer`` (seconds; 0 = off) is chosen at ``/game new`` and changed by the host.
Whenever a human who was not awaited before is to act, the turn's deadline is written in the
same transaction as the move (or the start) that began the turn; a player's further steps in
the same turn keep it. At half time the awaited players get one reminder (``reminded`` is
stored, so a restart sends it once); at the deadline the computer plays the awaited seats at
the normal level through the same apply-and-commit path as any move, and the next turn gets
its own deadline. The adapter's scheduler (bot/discord/reminders.py) asks ``clocks()`` what
is due and calls ``remind`` / ``act_for_timeout``; the time is ``TableBook.clock`` (tests set it
through ``Referee.clock``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.referee import ai as computer
from bot.referee.shapes import Refusal, Reply
from bot.store.base import KEEP
from bot.referee.tables import Run, Table, TableBook
from bot.moves.undo import TIMER
from bot.text.words import said
from games.base import Message, as_player, msg

if TYPE_CHECKING:
    from bot.referee.play import Moves
    from bot.referee.replies import Replies
    from games.base import GameState

# the choices of `/game new timer:` and `/game timer`: key -> seconds
TIMER_CHOICES: dict[str, int] = {"off": 0, "5m": 300, "15m": 900, "1h": 3600, "24h": 86400}
TIMEOUT_STEPS = 200          # a timed-out turn never makes the computer play more steps than this


def timer_key(seconds: int) -> str:
    """The choice key of a timer length ("off" when it matches none)."""
    return next((k for k, v in TIMER_CHOICES.items() if v == seconds), "off")


def timer_words(seconds: int) -> Message:
    """The timer length as a message (`table-timer-choice-5m`, ...)."""
    return msg(f"table-timer-choice-{timer_key(seconds)}")


def waiting_humans(t: Table, state: "GameState | None") -> frozenset[str]:
    """The humans `state` waits for at table `t` (none once it is over)."""
    if state is None or state.is_over():
        return frozenset()
    return frozenset(p for p in state.to_act() if (s := t.seat(p)) is not None and not s.is_ai)


def next_deadline(t: Table, before: frozenset[str], state: "GameState | None", now: float) -> Any:
    """The deadline to store with a change that leads to `state`: a fresh one when a human
    who was not awaited (`before`) now is, None when no human is awaited or there is no timer,
    else KEEP (the same turn goes on: a player's next step, the rest of a simultaneous phase)."""
    waiting = waiting_humans(t, state)
    if not t.turn_timer or not waiting:
        return None if t.deadline is not None else KEEP
    if waiting - before or t.deadline is None:
        return now + t.turn_timer
    return KEEP


def restored_clock(t: Table, before: dict[str, Any] | None, state: "GameState", now: float) -> tuple[Any, bool]:
    """The turn clock an undo sets, as (deadline, reminded): the clock belongs to the turn, so the
    one that was running before the move taken back (`before`, kept with the move's log row),
    its reminder sent or not as it was. A move then and an undo never buy a fresh deadline."""
    if before is None:            # a move logged before the clock was kept with it
        return next_deadline(t, waiting_humans(t, t.state), state, now), False
    if not t.turn_timer or not waiting_humans(t, state):
        return None, False
    deadline = before.get("deadline")
    if deadline is None:          # the timer was switched on after the move: the turn's time starts now
        return now + t.turn_timer, False
    return float(deadline), bool(before.get("reminded"))


@dataclass
class TurnClock:
    """A table whose turn is timed: what the scheduler needs to know."""

    channel: str
    table_id: int
    version: int
    deadline: float
    remind_at: float             # half time
    reminded: bool


class TurnTimer:
    """The referee's part that keeps each table's turn clock: the timed-out turn is played
    through `moves` (the same apply-and-commit path as any move) and told through `replies`."""

    def __init__(self, book: TableBook, moves: "Moves", replies: "Replies") -> None:
        self.book = book
        self.moves = moves
        self.replies = replies

    def clocks(self) -> list[TurnClock]:
        """Every running table with a deadline that a human is awaited for."""
        found = []
        for t in self.book.tables.values():
            if t.status == "playing" and t.deadline is not None and t.turn_timer and waiting_humans(t, t.state):
                found.append(TurnClock(t.channel, t.id, t.version, t.deadline, t.deadline - t.turn_timer / 2,
                                       t.reminded))
        return found

    async def set_timer(self, channel: str, user: str, seconds: int, is_admin: bool = False) -> Reply:
        """The host changes the table's turn timer; a turn under way gets the new length from now."""
        if seconds not in TIMER_CHOICES.values():
            raise Refusal("table-timer-unknown", choices=", ".join(TIMER_CHOICES))
        async with self.book.lock(channel):
            t = self.book.need(channel)
            if user != t.host and not is_admin:
                raise Refusal("table-timer-host-only", host=as_player(t.host))
            waiting = waiting_humans(t, t.state) if t.status == "playing" else frozenset()
            deadline = self.book.clock() + seconds if seconds and waiting else None
            if not await self.book.commit(self.book.store.set_clock(t.id, t.version, turn_timer=seconds, deadline=deadline)):
                await self.book.resync(t)
                raise Refusal("bot-table-changed")
            t.turn_timer, t.deadline, t.reminded = seconds, deadline, False
            words = timer_words(seconds)
            return Reply(answer=said("table-timer-changed", timer=words),
                         public=[said("table-timer-set", player=as_player(user), timer=words)],
                         table_id=t.id, version=t.version, language=t.language())

    async def remind(self, channel: str) -> Reply | None:
        """The half-time reminder of the awaited players, once per deadline (stored before it is
        sent: a crash in between loses a reminder rather than sending it twice). None when not due."""
        async with self.book.lock(channel):
            t = self.book.tables.get(channel)
            clock = next((c for c in self.clocks() if c.channel == channel), None)
            if t is None or clock is None or clock.reminded or self.book.clock() < clock.remind_at:
                return None
            if not await self.book.commit(self.book.store.set_clock(t.id, t.version, reminded=True)):
                return None
            t.reminded = True
            waiting = [p for p in t.dealt().to_act() if p in waiting_humans(t, t.state)]
            left = max(1, round((clock.deadline - self.book.clock()) / 60))
            text = said("table-timer-reminder", players=len(waiting), minutes=left)
            return Reply(public=[text], ping=waiting, table_id=t.id, version=t.version, language=t.language())

    async def act_for_timeout(self, channel: str) -> Reply | None:
        """At the deadline the computer (normal level) plays the awaited seats' turn, one committed
        action per step, narrated like any move; then computer seats that are due, and the next
        turn has its own deadline. None when nothing is overdue (someone moved meanwhile)."""
        async with self.book.lock(channel):
            t = self.book.tables.get(channel)
            now = self.book.clock()
            if t is None or t.status != "playing" or t.deadline is None or now < t.deadline:
                return None
            waiting = [p for p in t.dealt().to_act() if p in waiting_humans(t, t.state)]
            if not waiting:
                return None
            before = self.replies.secrets(t)
            run = Run()
            for player in waiting:
                run.public.append(said("table-timer-expired", player=as_player(player)))
                steps = 0
                while t.status == "playing" and player in t.dealt().to_act() and steps < TIMEOUT_STEPS:
                    state = t.dealt()
                    legal = state.legal_actions(player)
                    action = await computer.choose_async(t.game, state.view(player), legal,
                                                         computer.rng_for(t.seed, player, t.version), "normal")
                    await self.moves.apply(t, player, action, run, by=TIMER)   # not theirs to take back
                    steps += 1
            if t.status == "playing":
                await self.moves.computers_follow(t, run)
            if t.status == "playing" and t.deadline is not None and t.deadline <= now:
                # the same human is awaited again at once: their next turn has its own time
                fresh = now + t.turn_timer if t.turn_timer and waiting_humans(t, t.state) else None
                if await self.book.commit(self.book.store.set_clock(t.id, t.version, deadline=fresh)):
                    t.deadline, t.reminded = fresh, False
            return await self.replies.reply(t, run, before)
