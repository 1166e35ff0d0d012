"""Building what an adapter sends after a command: texts, the board, DMs, who is pinged.

A DM goes to a player only with news (bot/referee/hidden.py): a private event, or a secret fact that
appeared or changed through someone else's move; what a player changed themselves waits for the
next DM. It says what happened first (the game's private events), then what they hold now.
"""
from __future__ import annotations

import asyncio
from typing import Any

from bot.referee.hidden import digest, news, public_facts, secret_facts, secret_message
from bot.referee.pictures import Pictures
from bot.referee.shapes import PrivateMessage, Reply, Seat
from bot.referee.tables import Run, Table, installed_games
from bot.text.words import argument, lines, message_of, said
from games.base import as_list, msg


class Replies(Pictures):
    """Texts about seats and the reply after a change."""

    def _lobby_reply(self, t: Table, text: str, answer: str = "") -> Reply:
        return Reply(answer=answer, public=[text, self._seat_line(t)] if text else [self._seat_line(t)],
                     table_id=t.id, version=t.version, language=t.language())

    def _seat_line(self, t: Table) -> str:
        game = installed_games().get(t.game)
        most = game.max_players if game else len(t.seats)
        if not t.seats:
            return said("bot-seats-empty", taken=0, most=most)
        return said("bot-seats", taken=len(t.seats), most=most, seats=self._seat_list(t))

    def _seat_list(self, t: Table) -> dict:
        return as_list([self._seat_label(t, s) for s in t.seats])

    def _seat_label(self, t: Table, s: Seat) -> Any:
        who = self._who(s)
        return msg("bot-seat-host", player=who) if s.user == t.host else who

    def _secrets(self, t: Table) -> dict[str, Any]:
        """Each human's secret facts now (None before the deal): bot/referee/hidden.py."""
        if t.state is None:
            return {s.user: None for s in t.humans()}
        table = public_facts(t.state)
        return {s.user: secret_facts(t.state, s.user, table) for s in t.humans()}

    def _note_own(self, t: Table, run: Run, user: str) -> None:
        """After `user`'s own step(s) in their command: what they changed themselves (a tile
        played, shares bought) is no news to them; what others change next, or tell them, is."""
        run.mover, run.own = user, secret_facts(t.state, user) if t.state is not None else None

    def _news_for(self, t: Table, run: Run, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
        """The humans to tell by DM after this change: a private event, or a secret fact that
        appeared or changed through someone else; never twice the same DM in a row (``Table.told``)."""
        out = []
        for seat in t.humans():
            user = seat.user
            events = run.private.get(user, [])
            base = run.own if user == run.mover else before.get(user)
            if not events and not news(base, after.get(user)):
                continue
            said_now = digest([message_of(e) for e in events], after.get(user))
            if t.told.get(user) == said_now:
                continue
            t.told[user] = said_now
            out.append(user)
        return out

    async def dms_on(self, user: str) -> bool:
        """Whether `user` takes DMs (``/game dm off`` stops them); remembered once read."""
        choices = self.__dict__.setdefault("_dm_choices", {})
        if user not in choices:
            try:
                rec = await self.store.player(user)
            except Exception:          # an older or failing store: DMs as before
                rec = None
            choices[user] = rec.dm if rec is not None else True
        return bool(choices[user])

    async def set_dms(self, user: str, on: bool) -> None:
        """``/game dm on|off``: stored in the players table (one write), then remembered."""
        await self._commit(self.store.set_player(user, dm=on))
        self.__dict__.setdefault("_dm_choices", {})[user] = on

    async def _reply(self, t: Table, run: Run, before: dict[str, Any], answer: str = "") -> Reply:
        state = t.state
        reply = Reply(answer=answer, public=list(run.public), table_id=t.id, version=t.version,
                      language=t.language())
        if state.is_over():
            reply.finished = True
            reply.public.append(self._final_text(t))
        else:
            reply.ping = [p for p in state.to_act() if (s := t.seat(p)) is not None and not s.is_ai]
        after = self._secrets(t)
        told = []
        for user in self._news_for(t, run, before, after):
            (told if await self.dms_on(user) else reply.held).append(user)
        locales = {user: await self._locale_of(t, user) for user in told}
        tasks = [self._board(t)] + [self._private(t, user, locales[user]) for user in told]
        pictures = await asyncio.gather(*tasks)
        reply.board = pictures[0]
        for user, picture in zip(told, pictures[1:]):
            texts = list(run.private.get(user, []))     # what happened first, then what they hold
            texts.append(said("bot-your-secrets", game=self._game_name(t.game), table=str(t.id),
                              secrets=argument(secret_message(state, user))))
            reply.private[user] = [PrivateMessage(lines(texts), picture, locale=locales[user])]
        return reply

    def _final_text(self, t: Table) -> str:
        scores = t.state.scores()
        ranked = sorted(t.seats, key=lambda s: -scores.get(s.user, 0))
        table = as_list([msg("bot-score-entry", player=self._who(s), score=scores.get(s.user, 0)) for s in ranked])
        winners = [self._who(s) for w in t.state.winners() if (s := t.seat(w))]
        return said("bot-game-over", scores=table, winners=as_list(winners), count=len(winners))

