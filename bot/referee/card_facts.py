"""What the table card needs from the referee (bot/discord/compose.py asks; nothing here changes a move).

- ``card_facts(channel)``: the table as it is now: its info and public view (None in the lobby);
- ``card_board(channel)``: the board picture of the CURRENT state, drawn only now (at send time,
  in the render workers) and only when the public view changed since the last one;
- ``card_phone(channel)``: the board's phone sheet (render/phone_sheet.py), drawn the same way: the
  picture to show beside the board in the card's gallery (Discord says nothing of the reader's
  screen, so a phone and a desktop get both); ``card_pictures(channel)``: both at once, the board
  carrying its sheet (one public view, one fingerprint);
- ``recent_moves(table_id)``: the last moves from the log, (player, label), for a card after a restart;
- ``final_facts(table_id)``: a finished table's final state, seats and language, for the end card;
- ``chart(table_id, game, names, locale)``: the end card's chart over the replayed public views;
- ``card_message(channel)`` / ``remember_card(channel, card)``: the card message's id, kept in
  the table's settings (``settings["card"]``) so that a restart edits the same message.

With ``boards_later`` set (the Discord adapter sets it) a move's Reply carries no board: the card
draws it when it is sent, so a state that a newer one superseded before the send is never drawn.
"""
from __future__ import annotations

import importlib.util
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot import memory

from bot.referee.pictures import Pictures
from bot.referee.shapes import Picture, Seat, TableInfo
from bot.referee.replay import Replays
from bot.referee.tables import TableBook, info_of, installed_games, seats_from
from bot.standing.report import RatingChange, changes
from bot.text.told import told_of
from bot.text.words import message_of

if TYPE_CHECKING:
    from games.base import GameState

log = logging.getLogger("bot.referee")


def draw_phone(game: str, view: dict[str, Any], names: dict[str, str], locale: str = "en") -> bytes | None:
    """The phone sheet's PNG, in a render worker (a module-level function: a process pool pickles it)."""
    import render
    from games import plugin_of
    memory.trim_soon()
    if importlib.util.find_spec(plugin_of(game).pictures) is None:
        return None              # the game has no pictures yet
    return render.phone_png(game, view, names, locale=locale)


@dataclass
class FinalFacts:
    game: str
    state: "GameState | None"      # None: never dealt (abandoned in the lobby)
    seats: list[Seat]
    language: str
    ratings: list[RatingChange] = field(default_factory=list)   # each human's rating change (a rated game)


class CardFacts:
    """Referee queries for the table card: tables from the book, pictures drawn by `pictures`,
    the end chart over a replay from `replays`."""

    def __init__(self, book: TableBook, pictures: Pictures, replays: Replays) -> None:
        self.book = book
        self.pictures = pictures
        self.replays = replays

    def card_facts(self, channel: str) -> tuple[TableInfo, dict[str, Any] | None] | None:
        t = self.book.tables.get(channel)
        if t is None:
            return None
        view = t.state.view(None) if t.state is not None else None
        return info_of(t), view

    async def card_board(self, channel: str) -> Picture | None:
        t = self.book.tables.get(channel)
        return None if t is None else await self.pictures.board_picture(t)

    async def card_phone(self, channel: str) -> Picture | None:
        """The table's phone sheet now; the last one again while the public view (and language) is
        unchanged. None in the lobby, with pictures off, or when drawing failed."""
        t = self.book.tables.get(channel)
        return None if t is None else await self.pictures.phone_picture(t, draw_phone)

    async def card_pictures(self, channel: str) -> Picture | None:
        """The board with its phone sheet beside it (both drawn at once, each only when the view changed)."""
        t = self.book.tables.get(channel)
        return None if t is None else await self.pictures.board_with_sheet(t, draw_phone)

    async def recent_moves(self, table_id: int, last: int = 5) -> list[tuple[str | None, Any]]:
        try:
            entries = await self.book.store.history(table_id, last)
        except Exception as exc:       # the card still goes out, without its log
            log.warning("reading the last moves of table %s failed: %s", table_id, exc)
            return []
        game = next((t.game for t in self.book.tables.values() if t.id == table_id), "")
        return [(None, message_of(line)) for e in entries          # what the table was told, never labels
                for line in told_of(game, e.player, e.action, e.public, e.label)]

    async def final_facts(self, table_id: int) -> FinalFacts | None:
        rec = await self.book.store.load(table_id)
        game = installed_games().get(rec.game) if rec is not None else None
        if rec is None or game is None:
            return None
        state = game.load(rec.snapshot) if rec.snapshot is not None else None
        return FinalFacts(rec.game, state, seats_from(rec.seats),
                          (rec.settings or {}).get("language", "en"), await self._rating_changes(table_id))

    async def _rating_changes(self, table_id: int) -> list[RatingChange]:
        """The humans' rating changes of a finished table, as its final move stored them (none:
        not rated; a store that cannot say leaves the card without them, logged)."""
        try:
            return changes(await self.book.store.table_results(table_id))
        except Exception as exc:
            log.warning("reading the ratings of table %s failed: %s", table_id, exc)
            return []

    async def chart(self, table_id: int, game: str, names: dict[str, str], locale: str) -> bytes | None:
        """The end card's chart, drawn in the render workers from the replayed public views."""
        if not self.pictures.enabled:
            return None
        try:
            steps = await self.replays.replay(table_id)
        except Exception as exc:
            log.warning("replaying table %s for its chart failed: %s", table_id, exc)
            return None
        import render
        return await self.pictures.render(render.chart_png, game, [step.view for step in steps], names, locale)

    def card_message(self, channel: str) -> dict[str, Any] | None:
        """The card message of the channel's table as the sender stored it ({"message", "table",
        "awaited"}), or None."""
        t = self.book.tables.get(channel)
        value = t.settings.get("card") if t is not None else None
        return value if isinstance(value, dict) else None

    async def remember_card(self, channel: str, card: dict[str, Any] | None) -> None:
        """Keep the card's message id with the table (memory first, then the store; a failed write
        is only logged: the card would be posted anew after a restart, nothing else is lost)."""
        t = self.book.tables.get(channel)
        if t is None or t.settings.get("card") == card:
            return
        t.settings = {**t.settings, "card": card}
        try:
            await self.book.store.set_setting(t.id, "card", card)
        except Exception as exc:
            log.warning("remembering the card of table %s failed: %s", t.id, exc)
