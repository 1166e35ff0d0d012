"""Moves: a player's move under the table's lock, applied to a copy and committed, then the
computer seats that are due; legal choices and /move suggestions; computers whose move failed to
save tried again in the background."""
from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from bot.referee import ai as computer
from bot.referee import suggesting
from bot.moves import typed, verbs
from bot.moves.undo import HINTED
from bot.referee.shapes import Choice, Refusal, Reply
from bot.store.base import KEEP, Deadline, StaleVersion
from bot.referee.replies import Replies
from bot.referee.tables import Run, Table, TableBook, game_of, installed_games, recorded
from bot.referee.timer import next_deadline, waiting_humans
from bot.standing.counting import RatingJob, counts, job_for, move_of
from bot.text.told import with_told
from bot.text.words import Said, argument, message_of, said, say
from games.base import as_list, as_player

if TYPE_CHECKING:
    from games.base import GameState

log = logging.getLogger("bot.referee")

MAX_AI_STEPS = 100_000      # one command never makes computers play more than this
MAX_ACTION_DEPTH = 6        # an action is a small dict: {"type": "place", "cells": ["E7", "E8"]}
MAX_ACTION_SIZE = 2_000     # characters of JSON
SUGGESTED_TABLES = 64       # tables whose /move forms are kept for their current version
STALE_WINDOW = 20           # a choice made this many versions ago may still apply (simultaneous phases)
AI_RETRY_DELAYS = (1.0, 3.0, 10.0, 30.0, 60.0, 120.0)   # seconds: computers whose move failed to save
OUTDATED = "bot-outdated"
UNREADABLE_MOVE = "bot-unreadable-move"


def check_action_shape(action: Any) -> None:
    """A move is a small dict with a "type": refuse anything else before it reaches a game
    (deeply nested JSON would otherwise end in a RecursionError)."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise Refusal(UNREADABLE_MOVE)
    stack: list[tuple[Any, int]] = [(action, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_ACTION_DEPTH:
            raise Refusal(UNREADABLE_MOVE)
        if isinstance(value, dict):
            if not all(isinstance(k, str) for k in value):
                raise Refusal(UNREADABLE_MOVE)
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
        elif not (value is None or isinstance(value, (str, int, float, bool))):
            raise Refusal(UNREADABLE_MOVE)
    if len(json.dumps(action)) > MAX_ACTION_SIZE:
        raise Refusal(UNREADABLE_MOVE)


def move_label(state: "GameState", action: Any) -> Any:
    """The move's label as a message (the log keeps it; the history renders it for the reader)."""
    try:
        return message_of(state.label(action))
    except Exception:         # a malformed action is refused by apply(); its label never matters
        return verbs.typed_form(action) if isinstance(action, dict) else str(action)


def check_turn(t: Table, user: str) -> None:
    """Someone with nothing to do now hears whom the table waits for, in their language."""
    assert t.state is not None
    acting = t.state.to_act()
    if user not in acting and not t.state.legal_actions(user):
        raise Refusal("bot-not-your-turn", waiting=as_list([as_player(p) for p in acting]))


def computer_to_act(t: Table) -> str | None:
    """A computer seat the table waits for now, if any."""
    if t.state is None or t.status != "playing":
        return None
    for player in t.state.to_act():
        seat = t.seat(player)
        if seat is not None and seat.is_ai:
            return player
    return None


async def kept(tasks: dict[str, "asyncio.Task[None]"], channel: str, body: Awaitable[None], failed: str) -> None:
    """Run `body` as the background task kept in `tasks` under `channel`: a failure is logged
    (`failed`, with the channel), never lost in the loop, and the task leaves `tasks` when done."""
    try:
        await body
    except asyncio.CancelledError:
        raise
    except Exception:
        log.exception(failed, channel)
    finally:
        if tasks.get(channel) is asyncio.current_task():
            tasks.pop(channel, None)


class Moves:
    """Moves by players and computer seats; every accepted one is one store transaction.

    `auto_ai`: computer seats move on their own after each command. A reply made in the
    background (computers tried again after a failed save) goes to `on_background` (set by the
    adapter), else waits in `resumed` for the adapter to collect.

    With an adapter listening (`on_background` set), a computer that thinks (hard) moves in the
    background: the command's reply comes at once with the moves made so far, and each thinking
    computer's move then comes as a reply of its own, so the table card shows every move as it
    is made and the player never waits for the whole round of computers."""

    def __init__(self, book: TableBook, replies: Replies, *, auto_ai: bool = True) -> None:
        self.book = book
        self.replies = replies
        self.auto_ai = auto_ai
        self.resumed: dict[str, Reply] = {}       # channel -> what computer seats did while nobody asked
        self.on_background: Callable[[str, Reply], Awaitable[None]] | None = None
        self.retry_delays: tuple[float, ...] = AI_RETRY_DELAYS
        self.retrying: dict[str, asyncio.Task[None]] = {}   # channel -> computers tried again after a failed save
        self.thinking: dict[str, asyncio.Task[None]] = {}   # channel -> thinking computers moving in the background
        self.suggested: dict[str, tuple[int, dict[Any, Any]]] = {}   # channel -> (version, /move forms for it)

    async def act(self, channel: str, user: str, action: dict[str, Any], version: int | None = None) -> Reply:
        """Apply one action. `version` (from a button) is the table's version the player saw: if the
        table moved on since, only other players' moves came between and the action is still
        legal for this player, it applies (simultaneous phases); else it is outdated."""
        check_action_shape(action)
        async with self.book.lock(channel):
            t = self.playing(channel, user)
            if version is not None and version != t.version and \
                    not self._still_yours(t, user, action, version):
                raise Refusal(OUTDATED)
            check_turn(t, user)
            return await self._act(t, user, action)

    @staticmethod
    def _still_yours(t: Table, user: str, action: dict[str, Any], version: int) -> bool:
        """Was this player to act at `version`, did only others move since, and is `action` still
        one of their moves now? (Remembered for the last few versions of this process only.)"""
        if not 0 < t.version - version <= STALE_WINDOW or user not in t.acting_at.get(version, ()):
            return False
        movers = [t.mover_at.get(v) for v in range(version + 1, t.version + 1)]
        assert t.state is not None
        return None not in movers and user not in movers and action in t.state.legal_actions(user)

    async def _act(self, t: Table, user: str, action: dict[str, Any]) -> Reply:
        """A human's move, then the computers; remembered as undoable when the game says so
        (asked before applying: bot/referee/undoing.py)."""
        state = t.state
        assert state is not None
        try:
            quiet = bool(state.undoable(user, action))
        except Exception:
            quiet = False
        t.undo = (t.version + 1, user) if quiet else None
        try:
            before = self.replies.secrets(t)
            run = Run()
            label = move_label(state, action)
            await self.apply(t, user, action, run, label=label)
            self.replies.note_own(t, run, user)     # what they did themselves is no news to them (no DM)
            await self.computers_follow(t, run)
            return await self.replies.reply(t, run, before, answer=said("bot-done-move", move=argument(label)))
        except BaseException:
            t.undo = None
            raise

    def playing(self, channel: str, user: str) -> Table:
        """The channel's dealt table where `user` holds a human seat; a Refusal otherwise."""
        t = self.book.need(channel)
        if t.status != "playing" or t.state is None:
            raise Refusal("bot-not-started")
        seat = t.seat(user)
        if seat is None:
            raise Refusal("bot-not-playing")
        if seat.is_ai:
            raise Refusal("bot-computer-plays-you")
        return t

    async def act_typed(self, channel: str, user: str, verb: str, args: list[str]) -> Reply:
        """A typed verb (/bid 2 6000): matched against legal actions of that type."""
        async with self.book.lock(channel):
            t = self.playing(channel, user)
            action = typed.parse(t.dealt(), user, verb, args, load=installed_games()[t.game].load)
            return await self._act(t, user, action)

    def seated_human(self, channel: str, user: str) -> Table | None:
        """The table being played here when `user` holds a human seat at it, else None."""
        t = self.book.tables.get(channel)
        if t is None or t.state is None or t.status != "playing":
            return None
        seat = t.seat(user)
        return None if seat is None or seat.is_ai else t

    def choices(self, channel: str, user: str, verb: str | None = None, written: bool = False) -> list[Choice]:
        """The caller's legal actions as labelled choices (for panels and autocomplete); `written`:
        each with the typed form that parses back to it (the console's `/choices`)."""
        t = self.seated_human(channel, user)
        if t is None or t.state is None:
            return []
        state = t.state
        legal = state.legal_actions(user)
        if verb is not None:
            key = verbs.verb_key(verb)
            legal = [a for a in legal if verbs.verb_key(str(a.get("type", ""))) == key]
        if written:
            return [Choice(Said(state.label(a)), a, form) for a, form in typed.typed_forms(state, user, legal)]
        return [Choice(Said(state.label(a)), a) for a in legal]

    async def suggest(self, channel: str, user: str, text: str, locale: str = "en") -> list[tuple[str, str]]:
        """For `/move`'s autocomplete: (label in `locale`, typed text) of the caller's legal moves
        most like `text`; empty for anyone not to act here (no table, not seated, a computer seat).
        Worked out in a worker thread (bot/referee/suggesting.py) on a copy of the state: a move applied
        meanwhile changes the table's state, never the copy."""
        t = self.seated_human(channel, user)
        if t is None or t.state is None:
            return []
        state = t.state._trial_copy()     # the game contract's own copy (its dump loaded again)
        kept = self.suggested.get(channel)
        if kept is None or kept[0] != t.version:       # forms worked out for this version, kept while it lasts
            kept = self.suggested[channel] = (t.version, {})
        if len(self.suggested) > SUGGESTED_TABLES:
            del self.suggested[next(iter(self.suggested))]
        cache = kept[1]

        def work() -> list[tuple[str, str]]:
            return typed.suggest(state, user, text, label_of=lambda a: say(Said(state.label(a)), locale),
                                 cache=cache)

        return await suggesting.apart(f"{channel}:{user}", work)

    async def step_ai(self, channel: str) -> Reply:
        """Exactly one computer move (simulations drive a table this way, one picture per move)."""
        return await self._computers_move(channel, limit=1)

    async def computer_turn(self, channel: str) -> Reply:
        """The turn of the computer seat due now: its moves while it stays the one due (Acquire's
        tile, shares and merger answers), one reply."""
        return await self._computers_move(channel, whole_turn=True)

    async def _computers_move(self, channel: str, limit: int = MAX_AI_STEPS, whole_turn: bool = False) -> Reply:
        """Computers move under the lock (`limit` moves, or the whole turn of the one due), one reply;
        a Refusal when none could (none due, or its move not saved)."""
        async with self.book.lock(channel):
            t = self.book.need(channel)
            before = self.replies.secrets(t)
            run = Run()
            await self.run_ai(t, run, limit=limit, only=computer_to_act(t) if whole_turn else None)
            if not run.applied:
                if run.failure is not None:
                    raise run.failure
                raise Refusal("bot-no-computer-to-act")
            return await self.replies.reply(t, run, before)

    async def resume(self, channel: str) -> Reply:
        """Let computer seats that are due play (after a restart, a handover or a failed save)."""
        async with self.book.lock(channel):
            t = self.book.need(channel)
            before = self.replies.secrets(t)
            run = Run()
            await self.run_ai(t, run)
            return await self.replies.reply(t, run, before) if run.applied else Reply(table_id=t.id, version=t.version)

    async def computers_follow(self, t: Table, run: Run) -> None:
        """After a command: computer seats that are due play, unless they only move when told (`auto_ai`).
        With an adapter listening, a thinking computer moves in the background (see the class)."""
        if not self.auto_ai:
            return
        if self.on_background is None:
            await self.run_ai(t, run)
            return
        await self.run_ai(t, run, quick_only=True)
        if computer_to_act(t) is not None:
            self._think_apart(t.channel)

    async def run_ai(self, t: Table, run: Run, limit: int = MAX_AI_STEPS, quick_only: bool = False,
                     only: str | None = None) -> None:
        """Computer seats play while they are due (`quick_only`: until one that thinks is due;
        `only`: while that seat is due, its whole turn). A computer's move that cannot be saved
        ends the run, never the command: what was committed is delivered, and the computers are
        tried again shortly (or by the next command)."""
        steps = 0
        while steps < limit and t.status == "playing" and t.state is not None and not t.state.is_over():
            player = computer_to_act(t)
            if player is None or (only is not None and player != only):
                return
            seat = t.seat(player)
            level = (seat.level if seat else None) or "normal"
            if quick_only and level in computer.SEARCHING:
                return
            legal = t.state.legal_actions(player)
            action = await computer.choose_async(t.game, t.state.view(player), legal,
                                                 computer.rng_for(t.seed, player, t.version), level)
            try:
                await self.apply(t, player, action, run)
            except Refusal as exc:
                log.warning("table %s: a computer's move was not saved (%s); retrying later", t.id, exc)
                run.failure = exc
                run.public.append(said("bot-computer-not-saved"))
                self._retry_computers(t.channel)
                return
            steps += 1

    async def apply(self, t: Table, player: str, action: dict[str, Any], run: Run, by: str | None = None,
                    label: Any = None) -> None:
        """Apply to a copy, commit, then swap: until the commit, readers (status, choices,
        panels) see the committed state only, and a failed commit changes nothing. `by`: who
        made the move for `player` (None: themselves; "timer": the computer at their deadline);
        `label`: the move's label when the caller made it already (move_label of the same state)."""
        from games.base import IllegalAction
        game = game_of(t)
        if t.dump is None:
            raise Refusal("bot-not-started")
        work = game.load(t.dump)
        if label is None:                     # made now: the history never re-describes a move later
            label = move_label(work, action)
        try:
            events = with_told(t.game, player, action, work.apply(player, action), label)
        except IllegalAction as exc:
            raise Refusal.of(exc.message) from None
        except Exception:
            log.exception("table %s: a %r move by %s broke the game", t.id, str(action.get("type"))[:40], player)
            raise Refusal("bot-rules-engine-broke") from None
        if by is None and player in t.hinted:
            by = HINTED                       # the move of the decision a hint was asked for (bot/referee/coach.py)
        dump = work.dump()
        public = [recorded(e) for e in events if e.get("to") is None]   # what the log keeps
        result = None
        if work.is_over():
            result = {"scores": work.scores(), "winners": work.winners()}
        rating = await self.rating_job(t, player, by, result) if result is not None else None
        await self.commit_move(t, player, action, work, dump, public, result, label, by=by, rating=rating)
        t.hinted.pop(player, None)            # that decision is made: a hint was for it alone
        run.add(events)
        run.applied += 1
        if result is not None:
            t.status, t.result = "finished", result
            self.book.close_table(t)

    async def rating_job(self, t: Table, player: str, by: str | None, result: dict[str, Any]) -> RatingJob | None:
        """The game that `player`'s final move ends, to be rated in that move's transaction (None:
        it does not count, bot/standing/counting.py). The log is read once, at the end; a log
        that cannot be read leaves the game unrated (logged), never the move unsaved."""
        seats = t.seat_dicts()
        if not counts(seats, t.settings, result):
            return None
        try:
            entries = await self.book.store.actions(t.id)
        except Exception as exc:
            log.warning("table %s: its log cannot be read, so its result is not rated (%s)", t.id, exc)
            return None
        return job_for(t.id, t.guild, t.game, seats, t.settings, result, [move_of(e) for e in entries], (player, by))

    async def commit_move(self, t: Table, player: str, action: dict[str, Any], state: "GameState", dump: str,
                          public: list[Any], result: dict[str, Any] | None, label: Any, by: str | None = None,
                          clock: tuple[Deadline, bool] | None = None, rating: RatingJob | None = None) -> None:
        """Log + snapshot + version bump (and the turn clock) in one transaction, then the table in
        memory becomes `state`; a failed commit changes nothing in memory. The row keeps the turn
        clock as it was before (an undo restores it); `clock`: (deadline, reminded) to set instead
        of the one the turn would get (an undo's)."""
        deadline: Deadline
        if clock is None:
            deadline, reminded = next_deadline(t, waiting_humans(t, t.state), state, self.book.clock()), False
        else:
            deadline, reminded = clock
        try:
            version = await self.book.commit(
                self.book.store.commit_action(t.id, t.version, player, action, dump, public, result, label=label,
                                              deadline=deadline, reminded=reminded, by=by,
                                              clock={"deadline": t.deadline, "reminded": t.reminded},
                                              rating=rating))
        except StaleVersion:
            await self.book.resync(t)     # another process moved it on: catch up with the store
            raise Refusal("bot-moved-on") from None
        except Refusal:
            await self.book.resync(t)
            raise
        t.state, t.version, t.dump, t.changed = state, version, dump, time.time()
        if deadline is not KEEP:
            t.deadline, t.reminded = deadline, reminded and deadline is not None
        t.remember(player)

    # --- computers whose move failed to save: tried again in the background ---
    def _retry_computers(self, channel: str, delays: tuple[float, ...] | None = None) -> None:
        """Run the computers that are due again after a while; the reply goes to `on_background`
        (the adapter posts it) or, without one, waits in `resumed` for the next start."""
        if channel in self.retrying:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self.retrying[channel] = loop.create_task(self._retry(channel, delays or self.retry_delays),
                                                  name=f"boardroom-ai-retry-{channel}")

    # --- thinking computers: one move at a time, each handed out as it is made ---
    def _think_apart(self, channel: str) -> None:
        if channel in self.thinking:
            return
        self.thinking[channel] = asyncio.get_running_loop().create_task(
            self._think(channel), name=f"boardroom-ai-think-{channel}")

    async def _think(self, channel: str) -> None:
        """The computers due at the channel's table take their turns one at a time, each under the
        lock (a human's command waits for one turn, never the round), each turn's reply handed out."""
        async def turns() -> None:
            while True:
                try:
                    reply = await self.computer_turn(channel)
                except Refusal:         # the table gone, no computer due any more, or not saved (retried)
                    return
                await self._hand_out(channel, reply)

        await kept(self.thinking, channel, turns(), "the computers of channel %s stopped thinking")

    def catch_up(self, t: Table) -> None:
        """Any command at a table whose computers are due (after a failed save) starts them at once."""
        if self.auto_ai and t.channel not in self.retrying and t.channel not in self.thinking \
                and not self.book.lock(t.channel).locked() and computer_to_act(t) is not None:
            self._retry_computers(t.channel, (0.0, *self.retry_delays))

    async def _retry(self, channel: str, delays: tuple[float, ...]) -> None:
        async def tries() -> None:
            for delay in delays:
                await asyncio.sleep(delay)
                t = self.book.tables.get(channel)
                if t is None or computer_to_act(t) is None:
                    return
                try:
                    reply = await self.resume(channel)
                except Refusal as exc:
                    log.warning("table %s: computers still cannot move (%s)", t.id, exc)
                    continue
                if reply.version is not None and (reply.public or reply.board is not None):
                    await self._hand_out(channel, reply)
                if computer_to_act(t) is None or t.status != "playing":
                    return

        await kept(self.retrying, channel, tries(), "retrying the computers of channel %s failed")

    async def _hand_out(self, channel: str, reply: Reply) -> None:
        if self.on_background is None:
            self.resumed[channel] = reply
            return
        try:
            await self.on_background(channel, reply)
        except Exception:
            log.exception("delivering the computers' moves in channel %s failed", channel)
