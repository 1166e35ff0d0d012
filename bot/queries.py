"""Information about a table: status, hand, history, scores, rules, reminders, replay."""
from __future__ import annotations

import time
from typing import Callable

from bot import options_text, verbs
from bot.play import Play
from bot.shapes import Refusal, ReplayStep, Reply, TableInfo
from bot.store import TableRecord
from bot.rules_pages import RULES_DIR, rules_page
from bot.tables import installed_games, seats_from
RULES_LIMIT = 1800          # characters of the rules page quoted in a reply


class Queries(Play):
    """What the table (or one player) may know now; nothing here changes a table."""

    def table(self, channel: str) -> TableInfo | None:
        t = self._tables.get(channel)
        if t is None:
            return None
        self._catch_up(t)
        return self._info(t)

    def tables(self) -> list[TableInfo]:
        return [self._info(t) for t in self._tables.values()]

    def tables_in(self, guild: int) -> list[TableInfo]:
        """The unfinished tables of a server (this process's share of them, when sharded), oldest first."""
        return [self._info(t) for t in sorted(self._tables.values(), key=lambda t: t.id) if t.guild == guild]

    def tables_of(self, user: str) -> list[TableInfo]:
        """The unfinished tables where `user` has a seat of their own, oldest first."""
        return [self._info(t) for t in sorted(self._tables.values(), key=lambda t: t.id)
                if (s := t.seat(user)) is not None and not s.is_ai]

    def names(self, channel: str) -> dict[str, str]:
        """Seat user id -> display name for the channel's table (to render <@id> of computer seats)."""
        t = self._tables.get(channel)
        return t.names() if t else dict(self._ended.get(channel, {}))

    async def status(self, channel: str) -> Reply:
        t = self._tables.get(channel)
        self._need_no_aside(channel)
        if t is not None:
            self._catch_up(t)
        if t is None:
            self._point_to_threads(channel)
            last = await self.store.latest(channel)
            if last is None:
                raise Refusal("There is no table in this channel. Open one with `/game new <game>`.")
            text = f"No table in play. The last one: {self._title(last.game)} #{last.id}, {last.status}."
            if last.result:
                seats = {s.user: s for s in seats_from(last.seats)}
                won = " and ".join(self._who(seats[w]) for w in last.result.get("winners", []) if w in seats)
                text += f" Winner: {won}."
            return Reply(public=[text], table_id=last.id, version=last.version)
        if t.status == "lobby":
            game = self._game(t)
            options = options_text.shown(game.options_model, t.options)
            return self._lobby_reply(t, f"{game.title} table #{t.id}, waiting to start (options: {options}). "
                                        f"{game.min_players}–{game.max_players} players.")
        waiting = ", ".join(self._who(s) for p in t.state.to_act() if (s := t.seat(p)))
        view = t.state.view(None)
        phase = f", {view['phase']}" if isinstance(view.get("phase"), str) else ""
        text = (f"{self._title(t.game)} table #{t.id} (move {t.version}{phase}). "
                f"{self._seat_line(t)} Waiting for {waiting or 'nobody'}.")
        reply = Reply(public=[text], table_id=t.id, version=t.version,
                      ping=[p for p in t.state.to_act() if not t.seat(p).is_ai])
        reply.board = await self._board(t)
        return reply

    async def hand(self, channel: str, user: str) -> Reply:
        t = self._need(channel)
        if t.state is None:
            raise Refusal("The cards are dealt when the game starts.")
        seat = t.seat(user)
        if seat is None:
            raise Refusal("You are not playing at this table.")
        summary = self._secret_summary(t.state, user)
        legal = t.state.legal_actions(user)
        move = f" You can: {verbs.examples(legal, t.state.describe, 5)}." if legal else ""
        return Reply(answer=f"Your {self._title(t.game)} secrets: {summary}{move}",
                     answer_picture=await self._private(t, user), table_id=t.id, version=t.version)

    async def history(self, channel: str, last: int = 15, user: str | None = None,
                      table_id: int | None = None) -> Reply:
        """The last actions: what the table was told; a finished table shows every move's label.

        Labels are the ones made when each move was made (stored in the log); only moves logged
        before labels were stored are described with the table's last state.
        """
        rec = await (self.store.load(table_id) if table_id is not None else self._current_record(channel))
        if rec is None:
            raise Refusal("There is no table in this channel yet.")
        entries = await self.store.history(rec.id, max(1, min(last, 100)))
        seats = {s.user: s for s in seats_from(rec.seats)}
        over = rec.status in ("finished", "abandoned")
        describe = self._describer(rec)
        lines = []
        for entry in entries:
            who = self._who(seats[entry.player]) if entry.player in seats else f"<@{entry.player}>"
            if over or entry.player == user:
                lines.append(f"{entry.version}. {who}: {entry.label or describe(entry.action)}")
            else:
                lines.append(f"{entry.version}. {' '.join(entry.public) or who + ' moves.'}")
        head = f"{self._title(rec.game)} table #{rec.id} ({rec.status}), last {len(lines)} moves:"
        return Reply(answer="\n".join([head, *lines]) if lines else f"{head} none yet.",
                     table_id=rec.id, version=rec.version)

    async def _current_record(self, channel: str) -> TableRecord | None:
        t = self._tables.get(channel)
        return await (self.store.load(t.id) if t else self.store.latest(channel))

    def _describer(self, rec: TableRecord) -> Callable[[dict], str]:
        t = self._tables.get(rec.channel)
        state = t.state if t is not None and t.id == rec.id else None
        if state is None and rec.snapshot is not None and rec.game in installed_games():
            state = installed_games()[rec.game].load(rec.snapshot)
        if state is None:
            return lambda a: verbs.typed_form(a)
        return lambda a: state.describe(a)

    async def scores(self, channel: str, user: str | None = None) -> Reply:
        t = self._tables.get(channel)
        self._need_no_aside(channel)
        if t is None or t.state is None:
            last = await self.store.latest(channel)
            if last is None or not last.result:
                raise Refusal("No scores yet: the game has not started.")
            seats = {s.user: s for s in seats_from(last.seats)}
            ranked = sorted(last.result["scores"].items(), key=lambda kv: -kv[1])
            table = ", ".join(f"{self._who(seats[u]) if u in seats else u} {v:,}" for u, v in ranked)
            return Reply(public=[f"Final scores of table #{last.id}: {table}."], table_id=last.id,
                         version=last.version)
        own = ""
        if user is not None and t.seat(user) is not None:
            own = f"Your score now: {t.state.scores().get(user, 0):,}."
        view = t.state.view(None)
        shown = view.get("scores")
        public = []
        if isinstance(shown, dict):
            table = ", ".join(f"{self._who(t.seat(u)) if t.seat(u) else u} {v}" for u, v in shown.items())
            public.append(f"Scores on the table: {table}.")
        else:
            public.append("The final scores are counted at the end; the board shows what is public.")
        return Reply(answer=own, public=public, table_id=t.id, version=t.version)

    def rules(self, game: str, locale: str | None = "en") -> str:
        """The rules page of `game` in the reader's language (English when it has no page in it)."""
        games = installed_games()
        chosen = games.get(game.strip().lower())
        if chosen is None:
            known = ", ".join(f"`{k}`" for k in games) or "none installed yet"
            return f"I don't know the game {game!r}. Games: {known}."
        path = rules_page(chosen.key, locale)
        fields = chosen.options_model.model_fields
        options = "; ".join(f"{name}: {f.description or f.annotation} (default {f.get_default(call_default_factory=True)!r})"
                            for name, f in fields.items()) or "none"
        head = f"**{chosen.title}**, {chosen.min_players}–{chosen.max_players} players. Options: {options}."
        if not path.exists():
            return head
        body = path.read_text(encoding="utf-8")
        if len(body) > RULES_LIMIT:
            body = body[:RULES_LIMIT].rsplit("\n", 1)[0] + f"\n… (the full rules: docs/rules/{path.name})"
        return f"{head}\n\n{body}"

    def overdue(self, seconds: float) -> list[TableInfo]:
        """Tables whose humans have been waiting longer than `seconds` (for turn reminders)."""
        now = time.time()
        return [self._info(t) for t in self._tables.values()
                if t.status == "playing" and t.changed < now - seconds]

    # --- replay ---
    async def replay(self, table_id: int) -> list[ReplayStep]:
        """Every move of a table from its seed, with what the table saw after each."""
        from bot.replay import replay_steps
        rec = await self.store.load(table_id)
        if rec is None:
            raise Refusal(f"There is no table #{table_id}.")
        if rec.seed is None:
            raise Refusal(f"Table #{table_id} never started.")
        return replay_steps(rec, await self.store.actions(table_id))
