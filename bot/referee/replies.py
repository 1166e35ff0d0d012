"""Building what an adapter sends after a command: texts, the board, DMs, who is pinged.

A DM goes to a player only with news (bot/referee/hidden.py): a private event, or a secret fact that
appeared or changed through someone else's move; what a player changed themselves waits for the
next DM. It says what happened first (the game's private events), then what they hold now. What
a player's own step tells them alone (the tile or card they draw, where they placed a card face
down) is said in their own private answer to that step, never as a DM.
"""
from __future__ import annotations

import asyncio
from typing import Any

from bot.referee.hidden import digest, news, public_facts, secret_facts, secret_message
from bot.referee.pictures import Pictures
from bot.referee.shapes import PrivateMessage, Reply
from bot.referee.tables import Run, Table, TableBook, game_name, installed_games, who
from bot.text.words import argument, lines, message_of, said
from games.base import as_list, msg


class Replies:
    """Texts about seats, each human's secrets, DMs on or off, and the Reply after a change
    (the board and private pictures from `pictures`)."""

    def __init__(self, book: TableBook, pictures: Pictures) -> None:
        self.book = book
        self.pictures = pictures
        self.dm_choices: dict[str, bool] = {}     # user -> whether they take DMs (as stored)

    def lobby_reply(self, t: Table, text: str, answer: str = "") -> Reply:
        """A change in the lobby: the text, then who sits there now."""
        return Reply(answer=answer, public=[text, self.seat_line(t)] if text else [self.seat_line(t)],
                     table_id=t.id, version=t.version, language=t.language())

    def seat_line(self, t: Table) -> str:
        game = installed_games().get(t.game)
        most = game.max_players if game else len(t.seats)
        if not t.seats:
            return said("bot-seats-empty", taken=0, most=most)
        return said("bot-seats", taken=len(t.seats), most=most, seats=self.seat_list(t))

    @staticmethod
    def seat_list(t: Table) -> dict[str, Any]:
        """The seats as a message list, the host marked."""
        return as_list([msg("bot-seat-host", player=who(s)) if s.user == t.host else who(s) for s in t.seats])

    @staticmethod
    def secrets(t: Table) -> dict[str, Any]:
        """Each human's secret facts now (None before the deal): bot/referee/hidden.py."""
        if t.state is None:
            return {s.user: None for s in t.humans()}
        humans = tuple(s.user for s in t.humans())
        kept = t.secrets_kept
        if kept is not None and kept[0] is t.state and kept[1] == humans:
            return kept[2]        # worked out for this very state: a decision's before is the last one's after
        table = public_facts(t.state)
        facts = {user: secret_facts(t.state, user, table) for user in humans}
        t.secrets_kept = (t.state, humans, facts)
        return facts

    @staticmethod
    def note_own(t: Table, run: Run, user: str) -> None:
        """After `user`'s own step(s) in their command: what they changed themselves (a tile
        played, shares bought) is no news to them; what others change next, or tell them, is."""
        run.mover, run.own = user, Replies.secrets(t).get(user) if t.state is not None else None
        run.own_private = run.private.pop(user, [])     # said in their answer (reply()), not by DM

    @staticmethod
    def _news_for(t: Table, run: Run, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
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
        if user not in self.dm_choices:
            try:
                rec = await self.book.store.player(user)
            except Exception:          # a failing store: DMs as before
                rec = None
            self.dm_choices[user] = rec.dm if rec is not None else True
        return self.dm_choices[user]

    async def set_dms(self, user: str, on: bool) -> None:
        """``/game dm on|off``: stored in the players table (one write), then remembered."""
        await self.book.commit(self.book.store.set_player(user, dm=on))
        self.dm_choices[user] = on

    async def reply(self, t: Table, run: Run, before: dict[str, Any], answer: str = "") -> Reply:
        """What to send after `run` changed table `t`: its texts, the board, who is pinged, a DM
        with news for each human (`before`: their secrets before the change), who may undo."""
        state = t.state
        assert state is not None, "a reply after a change is for a dealt table"
        if run.own_private:           # what their own step told them alone: in their answer
            answer = lines([answer, *run.own_private])
        reply = Reply(answer=answer, public=list(run.public), table_id=t.id, version=t.version,
                      language=t.language())
        if state.is_over():
            reply.finished = True
            reply.public.append(self.final_text(t))
        else:
            reply.ping = [p for p in state.to_act() if (s := t.seat(p)) is not None and not s.is_ai]
        after = self.secrets(t)
        told: list[str] = []
        for user in self._news_for(t, run, before, after):
            (told if await self.dms_on(user) else reply.held).append(user)
        locales = {user: await self.book.locale_of(t, user) for user in told}
        if told:
            tasks = [self.pictures.board(t)] + [self.pictures.private(t, user, locales[user]) for user in told]
            pictures = await asyncio.gather(*tasks)
        else:                     # the board alone: awaited as it is (gather would wrap it in a task)
            pictures = [await self.pictures.board(t)]
        reply.board = pictures[0]
        for user, picture in zip(told, pictures[1:]):
            texts = list(run.private.get(user, []))     # what happened first, then what they hold
            texts.append(said("bot-your-secrets", game=game_name(t.game), table=str(t.id),
                              secrets=argument(secret_message(state, user))))
            reply.private[user] = [PrivateMessage(lines(texts), picture, locale=locales[user])]
        reply.undo_for = t.undoer()
        return reply

    @staticmethod
    def final_text(t: Table) -> str:
        """The final scores and the winners, for the table."""
        assert t.state is not None
        scores = t.state.scores()
        ranked = sorted(t.seats, key=lambda s: -scores.get(s.user, 0))
        table = as_list([msg("bot-score-entry", player=who(s), score=scores.get(s.user, 0)) for s in ranked])
        winners = [who(s) for w in t.state.winners() if (s := t.seat(w))]
        return said("bot-game-over", scores=table, winners=as_list(winners), count=len(winners))
