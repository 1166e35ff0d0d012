"""Building what an adapter sends after a command: texts, the board, DMs, who is pinged."""
from __future__ import annotations

import asyncio
from typing import Any

from bot.hidden import secret_part, secret_summary
from bot.pictures import Pictures
from bot.shapes import PrivateMessage, Reply, Seat
from bot.tables import Run, Table, installed_games


class Replies(Pictures):
    """Texts about seats and the reply after a change."""

    def _lobby_reply(self, t: Table, text: str, answer: str = "") -> Reply:
        return Reply(answer=answer, public=[text, self._seat_line(t)] if text else [self._seat_line(t)],
                     table_id=t.id, version=t.version)

    def _seat_line(self, t: Table) -> str:
        game = installed_games().get(t.game)
        limits = f" ({len(t.seats)}/{game.max_players})" if game else ""
        seats = ", ".join(self._seat_label(t, s) for s in t.seats) or "nobody yet"
        return f"Seats{limits}: {seats}."

    def _seat_label(self, t: Table, s: Seat) -> str:
        who = self._who(s)
        return f"{who} (host)" if s.user == t.host else who

    def _secrets(self, t: Table) -> dict[str, Any]:
        if t.state is None:
            return {s.user: None for s in t.humans()}
        table = t.state.view(None)
        return {s.user: secret_part(t.state.view(s.user), table) for s in t.humans()}

    async def _reply(self, t: Table, run: Run, before: dict[str, Any], answer: str = "") -> Reply:
        state = t.state
        reply = Reply(answer=answer, public=list(run.public), table_id=t.id, version=t.version)
        if state.is_over():
            reply.finished = True
            reply.public.append(self._final_text(t))
        else:
            reply.ping = [p for p in state.to_act() if (s := t.seat(p)) is not None and not s.is_ai]
        after = self._secrets(t)
        changed = [s.user for s in t.humans()
                   if after.get(s.user) != before.get(s.user) or s.user in run.private]
        tasks = [self._board(t)] + [self._private(t, user) for user in changed]
        pictures = await asyncio.gather(*tasks)
        reply.board = pictures[0]
        for user, picture in zip(changed, pictures[1:]):
            lines = list(run.private.get(user, []))
            if after.get(user) != before.get(user):
                lines.append(f"Your {self._title(t.game)} secrets (table #{t.id}): "
                             f"{self._secret_summary(state, user)}")
            reply.private[user] = [PrivateMessage("\n".join(lines), picture)]
        return reply

    def _final_text(self, t: Table) -> str:
        scores = t.state.scores()
        ranked = sorted(t.seats, key=lambda s: -scores.get(s.user, 0))
        table = ", ".join(f"{self._who(s)} {scores.get(s.user, 0):,}" for s in ranked)
        winners = " and ".join(self._who(t.seat(w)) for w in t.state.winners() if t.seat(w))
        return f"Game over. Final scores: {table}. Winner: {winners}. `/game rematch` plays again."

    _secret_summary = staticmethod(secret_summary)

