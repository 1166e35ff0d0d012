"""The lobby and the life of a table: open, seats, options, start, abandon, rematch, hand-over."""
from __future__ import annotations

import secrets
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.referee import ai as computer
from bot.text import options_text
from bot.referee.limits import Limits
from bot.referee.pictures import Pictures
from bot.referee.play import Moves
from bot.text.names import computer_name, seat_label
from bot.referee.replies import Replies
from bot.referee.shapes import Refusal, Reply, Seat
from bot.store.base import KEEP, ChannelBusy, StaleVersion
from bot.referee.tables import (Run, Table, TableBook, clean_name, game_name, game_of, installed_games, seat_dicts,
                                seats_from, table_from)
from bot.referee.timer import next_deadline
from bot.text.words import known_games, number_text, said
from games.base import as_list, as_player, msg
from i18n import LOCALES

if TYPE_CHECKING:
    from games.base import Game, GameState


class Lobby:
    """Seats and options before the start; starting, ending and replaying a table.

    Every change is built on copies (a new seat list, new options) and becomes the table's
    only after its commit: a failed write leaves memory equal to the database. Computer seats
    that are due after a start or a hand-over play through `moves`; `limits` guards openings.
    """

    def __init__(self, book: TableBook, replies: Replies, pictures: Pictures, moves: Moves,
                 limits: Limits) -> None:
        self.book = book
        self.replies = replies
        self.pictures = pictures
        self.moves = moves
        self.limits = limits

    async def new_table(self, channel: str, game: str, host: str, host_name: str,
                        options: dict[str, Any] | None = None, *, join: bool = True, guild: int | None = None,
                        turn_timer: int = 0, parent: str | None = None, language: str | None = None,
                        rated: bool = True) -> Reply:
        """Open a table in `channel` (a thread of `parent` when given) with the host seated;
        `turn_timer`: seconds a human has for each turn once it starts (0: no timer); `language`
        (one of i18n.LOCALES) is the table's: its public texts and board; `rated` False: a
        practice table, whose result no rating counts (kept in its settings, a rematch too)."""
        games = installed_games()
        key = game.strip().lower()
        if key not in games:
            key = next((k for k, g in games.items() if g.title.lower() == key), key)
        if key not in games:
            raise Refusal("bot-unknown-game", game=game[:40], known=known_games())
        chosen = games[key]
        options = dict(options or {})
        self._check_options(chosen, options)
        async with self.book.lock(channel):
            if channel in self.book.tables:
                t = self.book.tables[channel]
                raise Refusal("bot-channel-has-table", game=game_name(t.game), table=number_text(t.id),
                              status=msg(f"bot-state-{t.status}"))
            self.book.need_no_aside(channel)
            await self.limits.check_opening(guild, parent or channel, host)     # the server's limits (bot/referee/limits.py)
            seats = [Seat(host, clean_name(host_name))] if join else []
            try:   # the table and the host's seat in one transaction
                # at version 1 when seated, as when opening and seating were two writes (buttons carry it)
                rec = await self.book.commit(self.book.store.create(channel, key, host, seat_dicts(seats), options,
                                                           version=1 if seats else 0, guild=guild,
                                                           turn_timer=turn_timer, parent=parent,
                                                           settings=self._settings(language, rated)))
            except ChannelBusy:
                raise Refusal("bot-channel-busy") from None
            table = table_from(rec)
            self.book.tables[channel] = table
            self.limits.note_opening(guild, host)
            text = said("bot-table-opened", host=as_player(host), game=game_name(key),
                        least=chosen.min_players, most=chosen.max_players)
            return self.replies.lobby_reply(table, text, answer=said("bot-table-open", table=number_text(table.id)))

    @staticmethod
    def _settings(language: str | None, rated: bool = True) -> dict[str, Any]:
        return {**({"language": language} if language in LOCALES else {}), **({} if rated else {"rated": False})}

    async def set_language(self, channel: str, user: str, language: str, is_admin: bool = False) -> Reply:
        """The host changes the table's language (its public texts and board from now on)."""
        if language not in LOCALES:
            raise Refusal("bot-unknown-language", choices=as_list([f"`{code}`" for code in LOCALES]))
        async with self.book.lock(channel):
            t = self.book.need(channel)
            self._require_host(t, user, is_admin, what="language")
            settings = {**t.settings, "language": language}
            await self._save_lobby(t, settings=settings)
            self.pictures.shelf.forget(t.id)
            reply = Reply(answer=said("bot-language-changed", language=msg(f"bot-language-{language}")),
                          public=[said("bot-language-now", language=msg(f"bot-language-{language}"))],
                          table_id=t.id, version=t.version, language=t.language())
            reply.board = await self.pictures.board(t)
            return reply

    def _check_options(self, game: "Game", options: dict[str, Any]) -> None:
        from games.base import IllegalAction
        try:
            game.parse_options(options)
        except IllegalAction as exc:
            raise Refusal.of(exc.message) from None

    def _lobby(self, channel: str) -> Table:
        t = self.book.need(channel)
        if t.status != "lobby":
            raise Refusal("bot-already-started")
        return t

    def _require_host(self, t: Table, user: str, is_admin: bool = False, what: str = "other") -> None:
        """`what` the host alone may do: a key of bot-only-host's selector (add-ai, start ...)."""
        if user != t.host and not is_admin:
            raise Refusal("bot-only-host", host=as_player(t.host), what=what)

    async def _save_lobby(self, t: Table, *, seats: list[Seat] | None = None, host: str | None = None,
                          options: dict[str, Any] | None = None, status: str | None = None,
                          settings: dict[str, Any] | None = None) -> None:
        """Commit new lobby fields, then make them the table's (never before)."""
        write = self.book.store.update(t.id, t.version, seats=None if seats is None else seat_dicts(seats),
                                       host=host, options=options, status=status, settings=settings)
        try:
            version = await self.book.commit(write)
        except StaleVersion:
            await self.book.resync(t)   # another process changed it: catch up with the store
            raise Refusal("bot-table-changed") from None
        except Refusal:
            await self.book.resync(t)
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
        if settings is not None:
            t.settings = settings

    async def join(self, channel: str, user: str, name: str) -> Reply:
        async with self.book.lock(channel):
            t = self._lobby(channel)
            game = game_of(t)
            if t.seat(user):
                raise Refusal("bot-already-seated")
            if len(t.seats) >= game.max_players:
                raise Refusal("bot-table-full-remove", seats=game.max_players)
            await self._save_lobby(t, seats=[*t.seats, Seat(user, clean_name(name))])
            return self.replies.lobby_reply(t, said("bot-player-joins", player=as_player(user)),
                                     answer=said("bot-you-joined"))

    async def leave(self, channel: str, user: str) -> Reply:
        async with self.book.lock(channel):
            t = self.book.need(channel)
            seat = t.seat(user)
            if seat is None or seat.is_ai:
                raise Refusal("bot-no-seat")
            if t.status == "playing":
                return await self._to_computer(t, seat, said("bot-player-leaves-ai", player=as_player(user)))
            seats = [s for s in t.seats if s.user != user]
            text = said("bot-player-leaves", player=as_player(user))
            host = t.host
            if user == t.host:
                humans = [s for s in seats if not s.is_ai]
                if not humans:
                    await self._save_lobby(t, seats=seats, status="abandoned")
                    self.book.close_table(t)
                    return Reply(answer=said("bot-you-left-closed"),
                                 public=[said("bot-player-leaves-closed", player=as_player(user))],
                                 table_id=t.id, version=t.version, language=t.language())
                host = humans[0].user
                text = said("bot-player-leaves-new-host", player=as_player(user), host=as_player(host))
            await self._save_lobby(t, seats=seats, host=host)
            return self.replies.lobby_reply(t, text, answer=said("bot-you-left"))

    async def add_ai(self, channel: str, user: str, count: int = 1, level: str | None = None) -> Reply:
        try:
            level = computer.level_of(level)
        except ValueError as exc:
            raise Refusal(str(exc)) from None
        async with self.book.lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="add-ai")
            game = game_of(t)
            free = game.max_players - len(t.seats)
            if count < 1:
                raise Refusal("bot-add-at-least-one")
            if free <= 0:
                raise Refusal("bot-table-full", seats=game.max_players)
            seats = list(t.seats)
            added = []
            for _ in range(min(count, free)):
                number = 1 + max((int(s.user.split(":")[1]) for s in seats
                                  if s.user.startswith("ai:") and s.user.split(":")[1].isdigit()), default=0)
                seat = Seat(f"ai:{number}", computer_name(number), is_ai=True, level=level)
                seats.append(seat)
                added.append(seat_label(seat))
            await self._save_lobby(t, seats=seats)
            text = said("bot-computers-join", names=as_list(added)) if len(added) == count else \
                said("bot-computers-join-some", names=as_list(added), count=len(added))
            return self.replies.lobby_reply(t, text, answer=said("bot-computers-added", count=len(added)))

    async def remove_ai(self, channel: str, user: str, count: int = 1) -> Reply:
        async with self.book.lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="remove-ai")
            computers = [s for s in t.seats if s.is_ai]
            if not computers:
                raise Refusal("bot-no-computers")
            gone = computers[-max(1, count):]
            await self._save_lobby(t, seats=[s for s in t.seats if s not in gone])
            return self.replies.lobby_reply(t, said("bot-computers-leave", names=as_list([seat_label(s) for s in gone])),
                                     answer=said("bot-computers-removed", count=len(gone)))

    async def set_options(self, channel: str, user: str, options: dict[str, Any]) -> Reply:
        """The host changes the game's options in the lobby (merged over the current ones)."""
        async with self.book.lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="options")
            merged = {**t.options, **options}
            self._check_options(game_of(t), merged)
            await self._save_lobby(t, options=merged)
            shown = options_text.shown(game_of(t).options_model, merged, "")
            text = said("bot-options-now", options=shown) if shown else said("bot-options-default")
            return self.replies.lobby_reply(t, text, answer=said("bot-options-changed"))

    async def start_game(self, channel: str, user: str, seed: int | None = None) -> Reply:
        async with self.book.lock(channel):
            t = self._lobby(channel)
            self._require_host(t, user, what="start")
            return await self._start(t, seed)

    def _deal(self, game: "Game", seats: list[Seat], options: dict[str, Any], seed: int | None) -> tuple[int, "GameState"]:
        """A new deal (nothing is written): the seed and the first state."""
        from games.base import IllegalAction
        seed = secrets.randbelow(2**31) if seed is None else seed
        try:
            return seed, game.new([s.user for s in seats], seed, options or None)
        except IllegalAction as exc:
            raise Refusal.of(exc.message) from None

    async def _start(self, t: Table, seed: int | None) -> Reply:
        game = game_of(t)
        seed, state = self._deal(game, t.seats, t.options, seed)
        dump = state.dump()
        deadline = next_deadline(t, frozenset(), state, self.book.clock())   # the first turn's clock
        try:
            version = await self.book.commit(self.book.store.update(t.id, t.version, status="playing", seed=seed,
                                                           snapshot=dump, deadline=deadline))
        except StaleVersion:
            await self.book.resync(t)
            raise Refusal("bot-table-changed") from None
        t.version, t.status, t.seed, t.state, t.dump, t.changed = version, "playing", seed, state, dump, time.time()
        if deadline is not KEEP:
            t.deadline, t.reminded = deadline, False
        t.remember(None)
        return await self._opening(t, game)

    async def _opening(self, t: Table, game: "Game") -> Reply:
        """The first reply of a dealt table: who sits where, the opening events, computers' moves."""
        before = {s.user: None for s in t.humans()}
        run = Run()
        run.public.append(said("bot-game-begins", game=game_name(t.game), table=number_text(t.id),
                               seats=self.replies.seat_list(t)))
        run.add(t.dealt().opening_events)
        await self.moves.computers_follow(t, run)
        return await self.replies.reply(t, run, before, answer=said("bot-game-started"))

    async def abandon(self, channel: str, user: str, is_admin: bool = False) -> Reply:
        async with self.book.lock(channel):
            t = self.book.need(channel)
            self._require_host(t, user, is_admin, what="abandon")
            try:
                t.version = await self.book.commit(self.book.store.finish(t.id, t.version, "abandoned", None))
            except StaleVersion:
                await self.book.resync(t)
                raise Refusal("bot-table-changed") from None
            t.status = "abandoned"
            self.book.close_table(t)
            return Reply(answer=said("bot-abandoned-answer"),
                         public=[said("bot-abandoned", player=as_player(user), game=game_name(t.game),
                                      table=number_text(t.id))],
                         table_id=t.id, version=t.version, language=t.language())

    async def rematch(self, channel: str, user: str, seed: int | None = None) -> Reply:
        async with self.book.lock(channel):
            if channel in self.book.tables:
                raise Refusal("bot-table-in-play")
            self.book.need_no_aside(channel)
            last = await self.book.store.latest(channel)
            if last is None or last.status not in ("finished", "abandoned"):
                raise Refusal("bot-no-finished-table")
            seats = seats_from(last.seats)
            if user != last.host and not any(s.user == user for s in seats):
                raise Refusal("bot-rematch-players-only")
            await self.limits.check_rematch(last.guild, channel)     # every rematch pings every seat
            game = game_of(table_from(last))
            options = last.options
            if last.seed is not None:    # the start passes to the next seat
                options = game.rematch_options(len(seats), last.seed, last.options)
            seed, state = self._deal(game, seats, options, seed)
            fresh = table_from(last)     # the same timer; the first turn's clock from now
            fresh.seats, fresh.deadline = seats, None
            deadline = next_deadline(fresh, frozenset(), state, self.book.clock())
            try:   # the table, its seats and the deal in one transaction
                rec = await self.book.commit(self.book.store.create(channel, last.game, last.host, seat_dicts(seats),
                                                           options, seed=seed, snapshot=state.dump(),
                                                           version=1, guild=last.guild, settings=last.settings,
                                                           turn_timer=last.turn_timer,
                                                           deadline=None if deadline is KEEP else deadline,
                                                           parent=last.parent))
            except ChannelBusy:
                raise Refusal("bot-channel-busy") from None
            t = table_from(rec)
            t.state = state
            t.remember(None)
            self.book.tables[channel] = t
            self.limits.note_rematch(channel)
            reply = await self._opening(t, game)
            reply.public.insert(0, said("bot-rematch", table=number_text(last.id)))
            return reply

    async def hand_to_ai(self, channel: str, user: str, seat_user: str, is_admin: bool = False) -> Reply:
        """The host gives a departed player's seat to a computer player."""
        async with self.book.lock(channel):
            t = self.book.need(channel)
            self._require_host(t, user, is_admin, what="hand-over")
            seat = t.seat(seat_user)
            if seat is None or seat.is_ai:
                raise Refusal("bot-no-own-seat")
            if t.status == "lobby":
                await self._save_lobby(t, seats=[s for s in t.seats if s.user != seat_user])
                return self.replies.lobby_reply(t, said("bot-player-removed", player=as_player(seat_user)))
            return await self._to_computer(t, seat, said("bot-seat-handed", host=as_player(user),
                                                         player=as_player(seat_user)))

    async def _to_computer(self, t: Table, seat: Seat, text: str) -> Reply:
        before = self.replies.secrets(t)
        computer = replace(seat, is_ai=True)
        seats = [computer if s.user == seat.user else s for s in t.seats]
        humans = [s for s in seats if not s.is_ai]
        host = humans[0].user if seat.user == t.host and humans else t.host
        await self._save_lobby(t, seats=seats, host=host)   # seats and host in one transaction
        run = Run()
        run.public.append(text)
        await self.moves.computers_follow(t, run)
        return await self.replies.reply(t, run, before, answer=said("bot-done"))
