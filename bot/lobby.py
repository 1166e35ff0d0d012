"""The lobby and the life of a table: open, seats, options, start, abandon, rematch, hand-over."""
from __future__ import annotations

import secrets
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from bot import ai as computer
from bot import options_text
from bot.names import computer_name
from bot.replies import Replies
from bot.shapes import Refusal, Reply, Seat
from bot.store import KEEP, ChannelBusy, StaleVersion
from bot.tables import Run, Table, clean_name, installed_games, seat_dicts, seats_from
from bot.timer import next_deadline

if TYPE_CHECKING:
    from games.base import Game, GameState


class Lobby(Replies):
    """Seats and options before the start; starting, ending and replaying a table.

    Every change is built on copies (a new seat list, new options) and becomes the table's
    only after its commit: a failed write leaves memory equal to the database.
    """

    async def new_table(self, channel: str, game: str, host: str, host_name: str,
                        options: dict | None = None, *, join: bool = True, guild: int | None = None,
                        turn_timer: int = 0, parent: str | None = None) -> Reply:
        """Open a table in `channel` (a thread of `parent` when given) with the host seated;
        `turn_timer`: seconds a human has for each turn once it starts (0: no timer)."""
        games = installed_games()
        key = game.strip().lower()
        if key not in games:
            key = next((k for k, g in games.items() if g.title.lower() == key), key)
        if key not in games:
            known = ", ".join(f"`{k}` ({g.title})" for k, g in games.items()) or "none installed yet"
            raise Refusal(f"I don't know the game {game[:40]!r}. Games: {known}.")
        chosen = games[key]
        options = dict(options or {})
        self._check_options(chosen, options)
        async with self._lock(channel):
            if channel in self._tables:
                t = self._tables[channel]
                raise Refusal(f"This channel already has a {self._title(t.game)} table (#{t.id}, {t.status}). "
                              "Finish it or `/game abandon` it first.")
            self._need_no_aside(channel)
            seats = [Seat(host, clean_name(host_name))] if join else []
            try:   # the table and the host's seat in one transaction
                # at version 1 when seated, as when opening and seating were two writes (buttons carry it)
                rec = await self._commit(self.store.create(channel, key, host, seat_dicts(seats), options,
                                                           version=1 if seats else 0, guild=guild,
                                                           turn_timer=turn_timer, parent=parent))
            except ChannelBusy:
                raise Refusal("This channel already has a table.") from None
            table = self._from_record(rec)
            self._tables[channel] = table
            text = (f"<@{host}> opens a table for {chosen.title} ({chosen.min_players}–{chosen.max_players} players). "
                    "Take a seat with `/game join`; the host adds computer players with `/game add-ai` "
                    "and starts with `/game start`.")
            return self._lobby_reply(table, text, answer=f"Table #{table.id} is open.")

    def _need_no_aside(self, channel: str) -> None:
        if channel in self._aside:
            self._need(channel)   # raises: the unreadable table still holds the channel

    def _check_options(self, game: "Game", options: dict) -> None:
        from games.base import IllegalAction
        try:
            game.parse_options(options)
        except IllegalAction as exc:
            raise Refusal(str(exc)) from None

    def _lobby(self, channel: str) -> Table:
        t = self._need(channel)
        if t.status != "lobby":
            raise Refusal("The game has already started.")
        return t

    def _require_host(self, t: Table, user: str, is_admin: bool = False, what: str = "do that") -> None:
        if user != t.host and not is_admin:
            raise Refusal(f"Only the host, <@{t.host}>, can {what}.")

    async def _save_lobby(self, t: Table, *, seats: list[Seat] | None = None, host: str | None = None,
                          options: dict | None = None, status: str | None = None) -> None:
        """Commit new lobby fields, then make them the table's (never before)."""
        fields: dict = {}
        if seats is not None:
            fields["seats"] = seat_dicts(seats)
        if host is not None:
            fields["host"] = host
        if options is not None:
            fields["options"] = options
        if status is not None:
            fields["status"] = status
        try:
            version = await self._commit(self.store.update(t.id, t.version, **fields))
        except StaleVersion:
            await self._resync(t)   # another process changed it: catch up with the store
            raise Refusal("The table changed meanwhile; try again.") from None
        except Refusal:
            await self._resync(t)
            raise
        t.version, t.changed = version, time.time()
        if seats is not None:
            t.seats = seats
        if host is not None:
            t.host = host
        if options is not None:
            t.options = options
        if status is not None:
            t.status = status

    async def join(self, channel: str, user: str, name: str) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            game = self._game(t)
            if t.seat(user):
                raise Refusal("You already have a seat at this table.")
            if len(t.seats) >= game.max_players:
                raise Refusal(f"The table is full ({game.max_players} seats). The host can remove a computer "
                              "player with `/game remove-ai`.")
            await self._save_lobby(t, seats=[*t.seats, Seat(user, clean_name(name))])
            return self._lobby_reply(t, f"<@{user}> takes a seat.", answer="You have a seat.")

    async def leave(self, channel: str, user: str) -> Reply:
        async with self._lock(channel):
            t = self._need(channel)
            seat = t.seat(user)
            if seat is None or seat.is_ai:
                raise Refusal("You have no seat at this table.")
            if t.status == "playing":
                return await self._to_computer(t, seat, f"<@{user}> leaves; a computer plays their seat.")
            seats = [s for s in t.seats if s.user != user]
            text = f"<@{user}> leaves the table."
            host = t.host
            if user == t.host:
                humans = [s for s in seats if not s.is_ai]
                if not humans:
                    await self._save_lobby(t, seats=seats, status="abandoned")
                    self._close_table(t)
                    return Reply(answer="You left; the table is closed.",
                                 public=[f"{text} Nobody is left, so the table is closed."],
                                 table_id=t.id, version=t.version)
                host = humans[0].user
                text += f" <@{host}> is the host now."
            await self._save_lobby(t, seats=seats, host=host)
            return self._lobby_reply(t, text, answer="You left the table.")

    async def add_ai(self, channel: str, user: str, count: int = 1, level: str | None = None) -> Reply:
        try:
            level = computer.level_of(level)
        except ValueError as exc:
            raise Refusal(str(exc)) from None
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="add computer players")
            game = self._game(t)
            free = game.max_players - len(t.seats)
            if count < 1:
                raise Refusal("Add at least one computer player.")
            if free <= 0:
                raise Refusal(f"The table is full ({game.max_players} seats).")
            seats = list(t.seats)
            added = []
            for _ in range(min(count, free)):
                number = 1 + max((int(s.user.split(":")[1]) for s in seats
                                  if s.user.startswith("ai:") and s.user.split(":")[1].isdigit()), default=0)
                seat = Seat(f"ai:{number}", computer_name(number, level), is_ai=True, level=level)
                seats.append(seat)
                added.append(seat.name)
            await self._save_lobby(t, seats=seats)
            note = "" if len(added) == count else f" (only {len(added)} seat(s) were free)"
            return self._lobby_reply(t, f"Computer players join: {', '.join(added)}{note}.",
                                     answer=f"Added {len(added)} computer player(s).")

    async def remove_ai(self, channel: str, user: str, count: int = 1) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="remove computer players")
            computers = [s for s in t.seats if s.is_ai]
            if not computers:
                raise Refusal("There are no computer players to remove.")
            gone = computers[-max(1, count):]
            await self._save_lobby(t, seats=[s for s in t.seats if s not in gone])
            return self._lobby_reply(t, f"Computer players leave: {', '.join(s.name for s in gone)}.",
                                     answer=f"Removed {len(gone)} computer player(s).")

    async def set_options(self, channel: str, user: str, options: dict) -> Reply:
        """The host changes the game's options in the lobby (merged over the current ones)."""
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="change the options")
            merged = {**t.options, **options}
            self._check_options(self._game(t), merged)
            await self._save_lobby(t, options=merged)
            shown = options_text.shown(self._game(t).options_model, merged, "the defaults")
            return self._lobby_reply(t, f"Options: {shown}.", answer="Options changed.")

    async def start_game(self, channel: str, user: str, seed: int | None = None) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="start the game")
            return await self._start(t, seed)

    def _deal(self, game: "Game", seats: list[Seat], options: dict, seed: int | None) -> tuple[int, "GameState"]:
        """A new deal (nothing is written): the seed and the first state."""
        from games.base import IllegalAction
        seed = secrets.randbelow(2**31) if seed is None else seed
        try:
            return seed, game.new([s.user for s in seats], seed, options or None)
        except IllegalAction as exc:
            raise Refusal(str(exc)) from None

    async def _start(self, t: Table, seed: int | None) -> Reply:
        game = self._game(t)
        seed, state = self._deal(game, t.seats, t.options, seed)
        dump = state.dump()
        deadline = next_deadline(t, frozenset(), state, self.clock())   # the first turn's clock
        try:
            version = await self._commit(self.store.update(t.id, t.version, status="playing", seed=seed,
                                                           snapshot=dump, deadline=deadline))
        except StaleVersion:
            await self._resync(t)
            raise Refusal("The table changed meanwhile; try again.") from None
        t.version, t.status, t.seed, t.state, t.dump, t.changed = version, "playing", seed, state, dump, time.time()
        if deadline is not KEEP:
            t.deadline, t.reminded = deadline, False
        t.remember(None)
        return await self._opening(t, game)

    async def _opening(self, t: Table, game: "Game") -> Reply:
        """The first reply of a dealt table: who sits where, the opening events, computers' moves."""
        before = {s.user: None for s in t.humans()}
        order = ", ".join(self._seat_label(t, s) for s in t.seats)
        run = Run()
        run.public.append(f"{game.title} begins (table #{t.id}). Seats in order: {order}.")
        run.add(t.state.opening_events)
        if self.auto_ai:
            await self._run_ai(t, run)
        return await self._reply(t, run, before, answer="The game has started.")

    async def abandon(self, channel: str, user: str, is_admin: bool = False) -> Reply:
        async with self._lock(channel):
            t = self._need(channel)
            self._require_host(t, user, is_admin, what="abandon the table")
            try:
                t.version = await self._commit(self.store.finish(t.id, t.version, "abandoned", None))
            except StaleVersion:
                await self._resync(t)
                raise Refusal("The table changed meanwhile; try again.") from None
            t.status = "abandoned"
            self._close_table(t)
            return Reply(answer="The table is abandoned.",
                         public=[f"<@{user}> abandons the {self._title(t.game)} table (#{t.id}). "
                                 "Its log is kept; `/game rematch` starts it again with the same seats."],
                         table_id=t.id, version=t.version)

    async def rematch(self, channel: str, user: str, seed: int | None = None) -> Reply:
        async with self._lock(channel):
            if channel in self._tables:
                raise Refusal("This channel already has a table in play.")
            self._need_no_aside(channel)
            last = await self.store.latest(channel)
            if last is None or last.status not in ("finished", "abandoned"):
                raise Refusal("There is no finished table in this channel to play again.")
            seats = seats_from(last.seats)
            if user != last.host and not any(s.user == user for s in seats):
                raise Refusal("Only a player of the last game can ask for a rematch.")
            game = self._game(self._from_record(last))
            options = last.options
            if last.seed is not None:    # the start passes to the next seat
                options = game.rematch_options(len(seats), last.seed, last.options)
            seed, state = self._deal(game, seats, options, seed)
            fresh = self._from_record(last)     # the same timer; the first turn's clock from now
            fresh.seats, fresh.deadline = seats, None
            deadline = next_deadline(fresh, frozenset(), state, self.clock())
            try:   # the table, its seats and the deal in one transaction
                rec = await self._commit(self.store.create(channel, last.game, last.host, seat_dicts(seats),
                                                           options, seed=seed, snapshot=state.dump(),
                                                           version=1, guild=last.guild, turn_timer=last.turn_timer,
                                                           deadline=None if deadline is KEEP else deadline,
                                                           parent=last.parent))
            except ChannelBusy:
                raise Refusal("This channel already has a table.") from None
            t = self._from_record(rec)
            t.state = state
            t.remember(None)
            self._tables[channel] = t
            reply = await self._opening(t, game)
            reply.public.insert(0, f"Rematch of table #{last.id}: same seats, new deal.")
            return reply

    async def hand_to_ai(self, channel: str, user: str, seat_user: str, is_admin: bool = False) -> Reply:
        """The host gives a departed player's seat to a computer player."""
        async with self._lock(channel):
            t = self._need(channel)
            self._require_host(t, user, is_admin, what="hand a seat to a computer")
            seat = t.seat(seat_user)
            if seat is None or seat.is_ai:
                raise Refusal("That player has no seat of their own at this table.")
            if t.status == "lobby":
                await self._save_lobby(t, seats=[s for s in t.seats if s.user != seat_user])
                return self._lobby_reply(t, f"<@{seat_user}> is removed from the table.")
            return await self._to_computer(t, seat, f"<@{user}> hands <@{seat_user}>'s seat to a computer.")

    async def _to_computer(self, t: Table, seat: Seat, text: str) -> Reply:
        before = self._secrets(t)
        computer = replace(seat, is_ai=True, name=f"{seat.name} (AI)")
        seats = [computer if s.user == seat.user else s for s in t.seats]
        humans = [s for s in seats if not s.is_ai]
        host = humans[0].user if seat.user == t.host and humans else t.host
        await self._save_lobby(t, seats=seats, host=host)   # seats and host in one transaction
        run = Run()
        run.public.append(text)
        if self.auto_ai:
            await self._run_ai(t, run)
        return await self._reply(t, run, before, answer="Done.")
