"""Building what an adapter sends after a command: texts, the board, DMs, who is pinged."""
from __future__ import annotations

import asyncio
from typing import Any

from bot.hidden import secret_message, secret_part
from bot.pictures import Pictures
from bot.shapes import PrivateMessage, Reply, Seat
from bot.tables import Run, Table, installed_games
from bot.words import argument, lines, said
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
        if t.state is None:
            return {s.user: None for s in t.humans()}
        table = t.state.view(None)
        return {s.user: secret_part(t.state.view(s.user), table) for s in t.humans()}

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
        changed = [s.user for s in t.humans()
                   if after.get(s.user) != before.get(s.user) or s.user in run.private]
        locales = {user: await self._locale_of(t, user) for user in changed}
        tasks = [self._board(t)] + [self._private(t, user, locales[user]) for user in changed]
        pictures = await asyncio.gather(*tasks)
        reply.board = pictures[0]
        for user, picture in zip(changed, pictures[1:]):
            texts = list(run.private.get(user, []))
            if after.get(user) != before.get(user):
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

