"""Information about a table: status, hand, history, scores, rules, reminders (replays: bot/referee/replay.py)."""
from __future__ import annotations

from typing import Any

from bot.text import options_text

from bot.referee.pictures import Pictures
from bot.referee.replies import Replies
from bot.referee.shapes import Refusal, Reply, TableInfo
from bot.store.base import TableRecord
from bot.text.guide import GuidePage, page_text
from bot.referee.tables import TableBook, game_name, game_of, info_of, installed_games, seats_from, who
from bot.moves.undo import taken_back
from bot.referee.hidden import secret_message
from bot.text.told import told_of
from bot.text.words import argument, game_title, known_games, lines, number_text, say, said
from games.base import as_list, as_player, msg
HAND_MOVES = 5              # moves listed with /game hand


class Queries:
    """What the table (or one player) may know now; nothing here changes a table."""

    def __init__(self, book: TableBook, replies: Replies, pictures: Pictures) -> None:
        self.book = book
        self.replies = replies
        self.pictures = pictures

    def table(self, channel: str) -> TableInfo | None:
        t = self.book.tables.get(channel)
        if t is None:
            return None
        self.book.on_reach(t)
        return info_of(t)

    def tables(self) -> list[TableInfo]:
        return [info_of(t) for t in self.book.tables.values()]

    def tables_in(self, guild: int | None) -> list[TableInfo]:
        """The unfinished tables of a server (this process's share of them, when sharded), oldest first;
        None: the tables of no server (the console's)."""
        return [info_of(t) for t in sorted(self.book.tables.values(), key=lambda t: t.id) if t.guild == guild]

    def tables_of(self, user: str) -> list[TableInfo]:
        """The unfinished tables where `user` has a seat of their own, oldest first."""
        return [info_of(t) for t in sorted(self.book.tables.values(), key=lambda t: t.id)
                if (s := t.seat(user)) is not None and not s.is_ai]

    def names(self, channel: str) -> dict[str, str]:
        """Seat user id -> display name for the channel's table (to render <@id> of computer seats)."""
        t = self.book.tables.get(channel)
        return t.names() if t else dict(self.book.ended.get(channel, {}))

    async def status(self, channel: str) -> Reply:
        t = self.book.tables.get(channel)
        self.book.need_no_aside(channel)
        if t is not None:
            self.book.on_reach(t)
        if t is None:
            self.book.point_to_threads(channel)
            last = await self.book.store.latest(channel)
            if last is None:
                raise Refusal("bot-no-table")
            where = {"game": game_name(last.game), "table": number_text(last.id),
                     "status": msg(f"bot-state-{last.status}")}
            text = said("bot-status-last", **where)
            if last.result:
                seats = {s.user: s for s in seats_from(last.seats)}
                won = [who(seats[w]) for w in last.result.get("winners", []) if w in seats]
                text = said("bot-status-last-won", **where, winners=as_list(won), count=len(won))
            return Reply(public=[text], table_id=last.id, version=last.version,
                         language=(last.settings or {}).get("language", "en"))
        if t.status == "lobby":
            game = game_of(t)
            options = options_text.shown(game.options_model, t.options, "")
            where = {"game": game_name(t.game), "table": number_text(t.id),
                     "least": game.min_players, "most": game.max_players}
            return self.replies.lobby_reply(t, said("bot-status-lobby-options", **where, options=options) if options
                                     else said("bot-status-lobby", **where))
        state = t.dealt()
        waiting = [who(s) for p in state.to_act() if (s := t.seat(p))]
        text = said("bot-status-playing", game=game_name(t.game), table=number_text(t.id),
                    move=number_text(t.version), seats=self.replies.seat_list(t), waiting=as_list(waiting),
                    count=len(waiting))
        # the table card's lines too (prices, positions, standings): a phone reads them without the picture
        text = lines([text, *game_of(t).card_lines(state.view(None))])
        reply = Reply(public=[text], table_id=t.id, version=t.version, language=t.language(),
                      ping=[p for p in state.to_act() if (s := t.seat(p)) is not None and not s.is_ai])
        reply.board = await self.pictures.board_picture(t)   # information: drawn even when boards come later
        return reply

    async def hand(self, channel: str, user: str) -> Reply:
        t = self.book.need(channel)
        if t.state is None:
            raise Refusal("bot-not-dealt")
        seat = t.seat(user)
        if seat is None:
            raise Refusal("bot-not-playing")
        where = {"game": game_name(t.game), "secrets": argument(secret_message(t.state, user))}
        legal = t.state.legal_actions(user)
        if legal:
            moves = [argument(t.state.label(a)) for a in legal[:HAND_MOVES]]
            more = len(legal) - len(moves)
            text = said("bot-your-hand-moves", **where, moves=as_list(moves), more=more)
        else:
            text = said("bot-your-hand", **where)
        return Reply(answer=text, answer_picture=await self.pictures.private(t, user, await self.book.locale_of(t, user)),
                     table_id=t.id, version=t.version, language=t.language())

    async def history(self, channel: str, last: int = 15, user: str | None = None,
                      table_id: int | None = None) -> Reply:
        """The last actions, each as the sentences the table was told (bot/text/told.py): the same
        for every reader (`user` is kept for the callers' sake), during play and after the end, never
        a button's label. A move taken back stays, marked "taken back", followed by the undo entry.
        """
        rec = await (self.book.store.load(table_id) if table_id is not None else self._current_record(channel))
        if rec is None:
            raise Refusal("bot-no-table-yet")
        entries = await self.book.store.history(rec.id, max(1, min(last, 100)))
        told: list[Any] = []
        gone = taken_back(entries)        # moves an undo of this window took back: shown as such
        for i, entry in enumerate(entries):
            version = number_text(entry.version)
            first, *more = told_of(rec.game, entry.player, entry.action, entry.public, entry.label)
            told.append(said("bot-history-told", version=version,
                             told=msg("undo-taken-back", move=argument(first)) if i in gone else argument(first)))
            told += [said("bot-history-more", told=argument(line)) for line in more]
        where = {"game": game_name(rec.game), "table": number_text(rec.id),
                 "status": msg(f"bot-state-{rec.status}")}
        if not entries:
            return Reply(answer=said("bot-history-none", **where), table_id=rec.id, version=rec.version)
        head = said("bot-history-head", **where, count=len(entries))
        return Reply(answer=lines([head, *told]), table_id=rec.id, version=rec.version)

    async def _current_record(self, channel: str) -> TableRecord | None:
        t = self.book.tables.get(channel)
        return await (self.book.store.load(t.id) if t else self.book.store.latest(channel))

    async def scores(self, channel: str, user: str | None = None) -> Reply:
        t = self.book.tables.get(channel)
        self.book.need_no_aside(channel)
        if t is None or t.state is None:
            last = await self.book.store.latest(channel)
            if last is None or not last.result:
                raise Refusal("bot-no-scores")
            seats = {s.user: s for s in seats_from(last.seats)}
            ranked = sorted(last.result["scores"].items(), key=lambda kv: -kv[1])
            table = as_list([msg("bot-score-entry", player=who(seats[u]) if u in seats else u, score=v)
                             for u, v in ranked])
            return Reply(public=[said("bot-final-scores", table=number_text(last.id), scores=table)],
                         table_id=last.id, version=last.version,
                         language=(last.settings or {}).get("language", "en"))
        own = ""
        if user is not None and t.seat(user) is not None:
            own = said("bot-your-score", score=t.state.scores().get(user, 0))
        view = t.state.view(None)
        shown = view.get("scores")
        public: list[str] = []
        if isinstance(shown, dict):
            table = as_list([msg("bot-score-entry", player=who(s) if (s := t.seat(u)) else u, score=v)
                             for u, v in shown.items()])
            public.append(said("bot-scores-shown", scores=table))
        else:
            public.append(said("bot-scores-at-end"))
        return Reply(answer=own, public=public, table_id=t.id, version=t.version, language=t.language())

    def guide(self, game: str, locale: str | None = "en", page: int = 0) -> GuidePage:
        """Page `page` (from 0; clamped to the pages there are) of the players' guide of `game` in the
        reader's language (English when the game has none in it), the table facts (players, options)
        above the first page. Refusal for a game this bot does not have."""
        chosen = installed_games().get(game.strip().lower())
        if chosen is None:
            raise Refusal("bot-unknown-game", game=game[:40], known=known_games())
        reader = locale or "en"
        options = options_text.described(chosen.options_model)
        where = {"game": game_title(chosen.key, chosen.title), "least": chosen.min_players,
                 "most": chosen.max_players}
        head = say(said("bot-rules-head", **where, options=options) if options else
                   said("bot-rules-head-plain", **where), reader)
        return page_text(chosen.key, chosen.title, reader, page, head)

    def rules(self, game: str, locale: str | None = "en") -> str:
        """The first page of `game`'s guide as text (an unknown game: the sentence saying which there are)."""
        try:
            return self.guide(game, locale).text
        except Refusal as exc:
            return say(exc, locale or "en")
