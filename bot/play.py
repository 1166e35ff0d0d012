"""Play: moves under the table's lock, applied and committed, computer seats, legal choices."""
from __future__ import annotations

import logging
import time

from bot import ai as computer
from bot import verbs
from bot.lobby import Lobby
from bot.shapes import Choice, Refusal, Reply
from bot.store import StaleVersion
from bot.tables import Run, Table, installed_games

log = logging.getLogger("bot.referee")

MAX_AI_STEPS = 100_000      # one command never makes computers play more than this


class Play(Lobby):
    """Moves by players and computer seats; every accepted one is one store transaction."""

    async def act(self, channel: str, user: str, action: dict, version: int | None = None) -> Reply:
        """Apply one action; `version` (from a button) must match the table's or it is outdated."""
        async with self._lock(channel):
            t = self._playing(channel, user)
            if version is not None and version != t.version:
                raise Refusal("That button is outdated: the table has moved on. Use the latest message "
                              "or `/game status`.")
            return await self._act(t, user, action)

    async def _act(self, t: Table, user: str, action: dict) -> Reply:
        before = self._secrets(t)
        run = Run()
        label = t.state.describe(action) if isinstance(action, dict) and action.get("type") else str(action)
        await self._apply(t, user, action, run)
        if self.auto_ai:
            await self._run_ai(t, run)
        return await self._reply(t, run, before, answer=f"Done: {label}.")

    def _playing(self, channel: str, user: str) -> Table:
        t = self._need(channel)
        if t.status != "playing" or t.state is None:
            raise Refusal("The game has not started yet. The host starts it with `/game start`.")
        seat = t.seat(user)
        if seat is None:
            raise Refusal("You are not playing at this table.")
        if seat.is_ai:
            raise Refusal("A computer plays your seat now.")
        return t

    async def act_typed(self, channel: str, user: str, verb: str, args: list[str]) -> Reply:
        """A typed verb (/bid 2 6000): matched against legal actions of that type."""
        async with self._lock(channel):
            t = self._playing(channel, user)
            action = self._match_typed(t, user, verb, args)
            return await self._act(t, user, action)

    def _match_typed(self, t: Table, user: str, verb: str, args: list[str]) -> dict:
        state = t.state
        legal = state.legal_actions(user)
        if not legal:
            waiting = ", ".join(f"<@{p}>" for p in state.to_act()) or "nobody"
            raise Refusal(f"It is not your move; waiting for {waiting}.")
        key = verbs.verb_key(verb)
        of_type = [a for a in legal if verbs.verb_key(str(a.get("type", ""))) == key]
        if not of_type:
            kinds = sorted({f"`/{str(a.get('type')).replace('_', '-')}`" for a in legal})
            reason = self._game_refusal(t, user, {"type": key})
            if reason:
                raise Refusal(f"You can't {verb.lstrip('/')} now. {reason} "
                              f"Type, for example: {verbs.examples(legal, state.describe)}.")
            raise Refusal(f"You can't {verb.lstrip('/')} now. You can: {', '.join(kinds)}. "
                          f"For example: {verbs.examples(legal, state.describe)}.")
        found = verbs.match(of_type, args)
        if len(found) == 1:
            return found[0]
        typed = " ".join([f"/{verb.lstrip('/')}", *args])
        if not found:
            reason = self._game_refusal(t, user, verbs.attempted(of_type, args))
            if reason:   # the game says what is allowed; add how to type it, briefly
                raise Refusal(f"`{typed}` is not allowed now. {reason} "
                              f"Type, for example: {verbs.examples(of_type, state.describe)}.")
            raise Refusal(f"`{typed}` is not allowed now. You can: {verbs.examples(of_type, state.describe)}.")
        raise Refusal(f"`{typed}` could mean several moves; say which: {verbs.examples(found, state.describe)}.")

    def _game_refusal(self, t: Table, user: str, action: dict | None) -> str | None:
        """The game's own sentence for a move it refuses (asked of a copy: nothing can change)."""
        if action is None:
            return None
        from games.base import IllegalAction

        trial = installed_games()[t.game].load(t.state.dump())
        try:
            trial.apply(user, action)
        except IllegalAction as refusal:
            return str(refusal)
        except Exception:  # a malformed guess must never break the answer
            return None
        return None

    def choices(self, channel: str, user: str, verb: str | None = None) -> list[Choice]:
        """The caller's legal actions as labelled choices (for panels and autocomplete)."""
        t = self._tables.get(channel)
        if t is None or t.state is None or t.status != "playing":
            return []
        seat = t.seat(user)
        if seat is None or seat.is_ai:
            return []
        legal = t.state.legal_actions(user)
        if verb is not None:
            key = verbs.verb_key(verb)
            legal = [a for a in legal if verbs.verb_key(str(a.get("type", ""))) == key]
        return [Choice(t.state.describe(a)[:80], a) for a in legal]

    async def step_ai(self, channel: str) -> Reply:
        """Exactly one computer move (simulations drive a table this way, one picture per move)."""
        async with self._lock(channel):
            t = self._need(channel)
            before = self._secrets(t)
            run = Run()
            await self._run_ai(t, run, limit=1)
            if not run.applied:
                raise Refusal("No computer player is to act.")
            return await self._reply(t, run, before)

    async def resume(self, channel: str) -> Reply:
        """Let computer seats that are due play (after a restart or a handover)."""
        async with self._lock(channel):
            t = self._need(channel)
            before = self._secrets(t)
            run = Run()
            await self._run_ai(t, run)
            return await self._reply(t, run, before) if run.applied else Reply(table_id=t.id, version=t.version)

    def _computer_to_act(self, t: Table) -> str | None:
        if t.state is None or t.status != "playing":
            return None
        for player in t.state.to_act():
            seat = t.seat(player)
            if seat is not None and seat.is_ai:
                return player
        return None

    async def _run_ai(self, t: Table, run: Run, limit: int = MAX_AI_STEPS) -> None:
        steps = 0
        while steps < limit and not t.state.is_over():
            player = self._computer_to_act(t)
            if player is None:
                return
            legal = t.state.legal_actions(player)
            action = computer.choose(t.game, t.state.view(player), legal,
                                     computer.rng_for(t.seed, player, t.version))
            await self._apply(t, player, action, run)
            steps += 1

    async def _apply(self, t: Table, player: str, action: dict, run: Run) -> None:
        """apply + commit, or nothing at all (the state is restored from the last snapshot)."""
        from games.base import IllegalAction
        game = self._game(t)
        try:
            events = t.state.apply(player, action)
        except IllegalAction as exc:
            raise Refusal(str(exc)) from None
        except Exception:
            log.exception("table %s: %r by %s broke the game", t.id, action, player)
            t.state = game.load(t.dump)
            raise Refusal("That move upset the rules engine; nothing was changed. Please tell the bot's owner.") from None
        dump = t.state.dump()
        public = [e["text"] for e in events if e.get("to") is None]
        result = None
        if t.state.is_over():
            result = {"scores": t.state.scores(), "winners": t.state.winners()}
        try:
            version = await self.store.commit_action(t.id, t.version, player, action, dump, public, result)
        except StaleVersion:
            await self._reload(t)     # another process moved it on: catch up with the store
            raise Refusal("The table moved on meanwhile; nothing was changed.") from None
        except BaseException:
            t.state = game.load(t.dump)
            raise
        t.version, t.dump, t.changed = version, dump, time.time()
        run.add(events)
        run.applied += 1
        if result is not None:
            t.status, t.result = "finished", result
            self._close_table(t)

    async def _reload(self, t: Table) -> None:
        rec = await self.store.load(t.id)
        fresh = self._from_record(rec)
        t.status, t.seats, t.host, t.version, t.dump, t.changed = (
            fresh.status, fresh.seats, fresh.host, fresh.version, fresh.dump, fresh.changed)
        t.state = self._game(t).load(rec.snapshot) if rec.snapshot is not None else None
        if t.status not in ("lobby", "playing"):
            self._close_table(t)

