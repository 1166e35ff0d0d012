"""The lobby and the life of a table: open, seats, options, start, abandon, rematch, hand-over."""
from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING, Any

from bot.names import computer_name
from bot.replies import Replies
from bot.shapes import Refusal, Reply, Seat
from bot.store import ChannelBusy, StaleVersion
from bot.tables import Run, Table, installed_games, seats_from

if TYPE_CHECKING:
    from games.base import Game


class Lobby(Replies):
    """Seats and options before the start; starting, ending and replaying a table."""

    async def new_table(self, channel: str, game: str, host: str, host_name: str,
                        options: dict | None = None, *, join: bool = True) -> Reply:
        games = installed_games()
        key = game.strip().lower()
        if key not in games:
            key = next((k for k, g in games.items() if g.title.lower() == key), key)
        if key not in games:
            known = ", ".join(f"`{k}` ({g.title})" for k, g in games.items()) or "none installed yet"
            raise Refusal(f"I don't know the game {game!r}. Games: {known}.")
        chosen = games[key]
        options = dict(options or {})
        self._check_options(chosen, options)
        async with self._lock(channel):
            if channel in self._tables:
                t = self._tables[channel]
                raise Refusal(f"This channel already has a {self._title(t.game)} table (#{t.id}, {t.status}). "
                              "Finish it or `/game abandon` it first.")
            seats = [Seat(host, host_name)] if join else []
            try:
                rec = await self.store.create(channel, key, host, [], options)
            except ChannelBusy:
                raise Refusal("This channel already has a table.") from None
            table = self._from_record(rec)
            table.seats = seats
            if seats:
                table.version = await self.store.update(table.id, table.version, seats=table.seat_dicts())
            self._tables[channel] = table
            text = (f"<@{host}> opens a table for {chosen.title} ({chosen.min_players}–{chosen.max_players} players). "
                    "Take a seat with `/game join`; the host adds computer players with `/game add-ai` "
                    "and starts with `/game start`.")
            return self._lobby_reply(table, text, answer=f"Table #{table.id} is open.")

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

    async def _save_lobby(self, t: Table, **fields: Any) -> None:
        try:
            t.version = await self.store.update(t.id, t.version, **fields)
            t.changed = time.time()
        except StaleVersion:
            raise Refusal("The table changed meanwhile; try again.") from None

    async def join(self, channel: str, user: str, name: str) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            game = self._game(t)
            if t.seat(user):
                raise Refusal("You already have a seat at this table.")
            if len(t.seats) >= game.max_players:
                raise Refusal(f"The table is full ({game.max_players} seats). The host can remove a computer "
                              "player with `/game remove-ai`.")
            t.seats.append(Seat(user, name))
            await self._save_lobby(t, seats=t.seat_dicts())
            return self._lobby_reply(t, f"<@{user}> takes a seat.", answer="You have a seat.")

    async def leave(self, channel: str, user: str) -> Reply:
        async with self._lock(channel):
            t = self._need(channel)
            seat = t.seat(user)
            if seat is None or seat.is_ai:
                raise Refusal("You have no seat at this table.")
            if t.status == "playing":
                return await self._to_computer(t, seat, f"<@{user}> leaves; a computer plays their seat.")
            t.seats.remove(seat)
            text = f"<@{user}> leaves the table."
            if user == t.host:
                humans = t.humans()
                if not humans:
                    t.status = "abandoned"
                    await self._save_lobby(t, seats=t.seat_dicts(), status="abandoned")
                    self._close_table(t)
                    return Reply(answer="You left; the table is closed.",
                                 public=[f"{text} Nobody is left, so the table is closed."],
                                 table_id=t.id, version=t.version)
                t.host = humans[0].user
                text += f" <@{t.host}> is the host now."
            await self._save_lobby(t, seats=t.seat_dicts(), host=t.host)
            return self._lobby_reply(t, text, answer="You left the table.")

    async def add_ai(self, channel: str, user: str, count: int = 1) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="add computer players")
            game = self._game(t)
            free = game.max_players - len(t.seats)
            if count < 1:
                raise Refusal("Add at least one computer player.")
            if free <= 0:
                raise Refusal(f"The table is full ({game.max_players} seats).")
            added = []
            for _ in range(min(count, free)):
                number = 1 + max((int(s.user.split(":")[1]) for s in t.seats
                                  if s.user.startswith("ai:") and s.user.split(":")[1].isdigit()), default=0)
                seat = Seat(f"ai:{number}", computer_name(number), is_ai=True)
                t.seats.append(seat)
                added.append(seat.name)
            await self._save_lobby(t, seats=t.seat_dicts())
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
            for seat in gone:
                t.seats.remove(seat)
            await self._save_lobby(t, seats=t.seat_dicts())
            return self._lobby_reply(t, f"Computer players leave: {', '.join(s.name for s in gone)}.",
                                     answer=f"Removed {len(gone)} computer player(s).")

    async def set_options(self, channel: str, user: str, options: dict) -> Reply:
        """The host changes the game's options in the lobby (merged over the current ones)."""
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="change the options")
            merged = {**t.options, **options}
            self._check_options(self._game(t), merged)
            t.options = merged
            await self._save_lobby(t, options=merged)
            shown = ", ".join(f"{k}={v}" for k, v in merged.items()) or "the defaults"
            return self._lobby_reply(t, f"Options: {shown}.", answer="Options changed.")

    async def start_game(self, channel: str, user: str, seed: int | None = None) -> Reply:
        async with self._lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="start the game")
            return await self._start(t, seed)

    async def _start(self, t: Table, seed: int | None) -> Reply:
        from games.base import IllegalAction
        game = self._game(t)
        seed = secrets.randbelow(2**31) if seed is None else seed
        try:
            state = game.new([s.user for s in t.seats], seed, t.options or None)
        except IllegalAction as exc:
            raise Refusal(str(exc)) from None
        dump = state.dump()
        before = {s.user: None for s in t.humans()}
        try:
            t.version = await self.store.update(t.id, t.version, status="playing", seed=seed, snapshot=dump)
        except StaleVersion:
            raise Refusal("The table changed meanwhile; try again.") from None
        t.status, t.seed, t.state, t.dump, t.changed = "playing", seed, state, dump, time.time()
        order = ", ".join(self._seat_label(t, s) for s in t.seats)
        run = Run()
        run.public.append(f"{game.title} begins (table #{t.id}). Seats in order: {order}.")
        run.add(state.opening_events)
        if self.auto_ai:
            await self._run_ai(t, run)
        return await self._reply(t, run, before, answer="The game has started.")

    async def abandon(self, channel: str, user: str, is_admin: bool = False) -> Reply:
        async with self._lock(channel):
            t = self._need(channel)
            self._require_host(t, user, is_admin, what="abandon the table")
            try:
                t.version = await self.store.finish(t.id, t.version, "abandoned", None)
            except StaleVersion:
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
            last = await self.store.latest(channel)
            if last is None or last.status not in ("finished", "abandoned"):
                raise Refusal("There is no finished table in this channel to play again.")
            seats = seats_from(last.seats)
            if user != last.host and not any(s.user == user for s in seats):
                raise Refusal("Only a player of the last game can ask for a rematch.")
            try:
                rec = await self.store.create(channel, last.game, last.host, [s.__dict__ for s in seats],
                                              last.options)
            except ChannelBusy:
                raise Refusal("This channel already has a table.") from None
            t = self._from_record(rec)
            self._tables[channel] = t
            try:
                reply = await self._start(t, seed)
            except Refusal:
                await self.store.finish(t.id, t.version, "abandoned", None)
                self._tables.pop(channel, None)
                raise
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
                t.seats.remove(seat)
                await self._save_lobby(t, seats=t.seat_dicts())
                return self._lobby_reply(t, f"<@{seat_user}> is removed from the table.")
            return await self._to_computer(t, seat, f"<@{user}> hands <@{seat_user}>'s seat to a computer.")

    async def _to_computer(self, t: Table, seat: Seat, text: str) -> Reply:
        before = self._secrets(t)
        seat.is_ai = True
        seat.name = f"{seat.name} (AI)"
        await self._save_lobby(t, seats=t.seat_dicts())
        if seat.user == t.host and t.humans():
            t.host = t.humans()[0].user
            await self._save_lobby(t, host=t.host)
        run = Run()
        run.public.append(text)
        if self.auto_ai:
            await self._run_ai(t, run)
        return await self._reply(t, run, before, answer="Done.")

