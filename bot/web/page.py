"""What a table's web page shows, from its record and log: public views only, ever.

The board is the phone sheet's model (render/phone_sheet.py ``Sheet``) of the public view, rendered
as HTML by the templates; the facts are the table card's lines, the log each move's public narration
(bot/referee/replay.py), all in the reader's language. Nothing here reads a player's own view.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.moves.undo import effective
from bot.referee.replay import Replay
from bot.referee.tables import game_name, seats_from
from bot.store.base import ActionRecord, TableRecord
from bot.text.names import seat_names
from bot.text.words import number_text, say
from games.base import msg
from render import phone_sheet_model
from render.phone_sheet import Sheet


@dataclass
class Move:
    """One move of the log: its number (0: the deal), who made it, what the table was told."""

    number: int
    player: str
    narration: list[str]
    label: str = ""           # "Move 12", in the reader's language


@dataclass
class Live:
    """The part of the page that changes with each move (sent again by the live updates)."""

    version: int
    status: str
    sheet: Sheet | None
    to_act: str
    facts: list[str]
    reveal: list[str] = field(default_factory=list)


def words(message_id: str, locale: str, **args: Any) -> str:
    """One of the web view's sentences (data/locales/<locale>/web.ftl) in `locale`."""
    return say(msg(message_id, **args), locale)


def _game(key: str) -> Any:
    from games import GAMES
    return GAMES[key]


def title_of(rec: TableRecord, locale: str) -> str:
    return words("web-page-title", locale, game=game_name(rec.game), table=number_text(rec.id))


def live_of(rec: TableRecord, locale: str) -> Live:
    """The board, whose move, the card's facts (and after the end the reveal), from the snapshot's public view."""
    names = seat_names(seats_from(rec.seats), locale)
    if rec.snapshot is None:
        return Live(rec.version, rec.status, None, "", [])
    game = _game(rec.game)
    state = game.load(rec.snapshot)
    view = state.view(None)
    acting = state.to_act() if rec.status == "playing" else []
    to_act = words("web-to-act", locale, players=", ".join(names.get(p, p) for p in acting)) if acting else ""
    return Live(rec.version, rec.status, phone_sheet_model(rec.game, view, names, locale), to_act,
                [say(line, locale, names) for line in game.card_lines(view)],
                [say(line, locale, names) for line in game.reveal(state)] if state.is_over() else [])


def log_of(rec: TableRecord, actions: list[ActionRecord], locale: str) -> list[Move]:
    """The deal and each move the game kept (undone ones left out) with the public narration the
    log keeps (what the table was told: no replay needed), in `locale`."""
    names = seat_names(seats_from(rec.seats), locale)
    moves = [Move(0, "", [words("web-deal", locale)], words("web-move", locale, move=0))]
    for number, entry in enumerate(effective(actions), start=1):
        moves.append(Move(number, names.get(entry.player, entry.player),
                          [say(line, locale, names) for line in entry.public if line],
                          words("web-move", locale, move=number)))
    return moves


def frame_sheet(replay: Replay, index: int, locale: str) -> Sheet | None:
    """The board at move `index` of the replay (0: the deal), from that move's public view; None
    for a table still in its lobby (nothing dealt, no board yet)."""
    if not replay.view(index):
        return None
    return phone_sheet_model(replay.game, replay.view(index), seat_names(replay.seats, locale), locale)


