"""The composer: the ONE place that turns what the referee said into messages (``Letter``s), which
bot/discord/outbox.py sends.

- the table card (text, picture, buttons) from a Reply: ``Composer.compose``, then ``card_letter``;
- a private text with its picture (the caller's answer, a DM) as the letters that carry it:
  ``letters`` (at most 2000 characters each, the picture on the last one when it may go there,
  else its text alternative: bot/discord/delivery.py's ``fits``);
- a message a press replaces (a panel, "You chose: …", a replay frame): ``letter``, ``framed``.

Each letter with a picture carries its ``plain`` twin, the picture's text instead, which the outbox
sends should Discord refuse the file after all.

The table card:

It asks the referee for the table as it is NOW (bot/referee/card_facts.py), not as the reply saw it, so a
card composed after a burst shows the last state; the board is drawn here, at send time, only
when the public view changed since the last picture (the referee's cache says so).

- lobby: ``lobby_card`` (seats, options, Join / Leave / Add computer / Start, option selects);
- running: ``running_card`` (whose move, the game's lines, the short log, the board);
- finished: ``end_card_of`` (ranking and how it was made, every hidden holding revealed, the chart
  of the game drawn from the replayed public views, Rematch);
- ended otherwise (abandoned): ``closed_card`` with what the table was told.

The short log is the table's narration (what the channel used to be told, message by message),
kept per table in memory; after a restart it starts from the stored labels of the last moves.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import discord

from bot.discord.card import card_view
from bot.discord.delivery import fits, picture_words
from bot.discord.formatting import MESSAGE_LIMIT, alt_text, speak, split_text
from bot.text.names import seat_names
from bot.text.table_card import BURST_KEPT, LOG_LINES, LogEntry, TableCard, closed_card, end_card_of, lobby_card, running_card
from bot.text.words import game_title, message_of, said, say
from games import GAMES

if TYPE_CHECKING:
    from bot.referee.referee import Picture, Referee, Reply


EMPTY = "\u200b"     # an answer with only a file or buttons still needs a character


@dataclass(frozen=True)
class Letter:
    """One message as composed, for bot/discord/outbox.py: its text (None: none, or unchanged in an
    edit), its components, the picture it carries with its description (`alt`), whom it pings,
    whether an edit drops the files shown (`drop_files`), and `plain`: the same message with the
    picture's text instead, sent should Discord refuse the file. `ids`: the catalog messages its
    text says (what was said, whatever the language: logs and tests read it)."""

    content: str | None = None
    view: discord.ui.View | discord.ui.LayoutView | None = None
    picture: "Picture | None" = None
    alt: str | None = None
    pings: frozenset[str] = frozenset()
    drop_files: bool = False
    plain: "Letter | None" = None
    ids: frozenset[str] = frozenset()


def message_ids(content: object) -> frozenset[str]:
    """The catalog message ids `content` (a Said, a Refusal, a message, a literal or a list of them)
    says, those of its arguments included."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, (list, tuple)):
            for item in value:
                walk(item)
            return
        message = message_of(value) if isinstance(value, str) or hasattr(value, "message") else value
        if isinstance(message, Mapping):
            if "msg" in message:
                found.add(str(message["msg"]))
            for inner in (message.get("args") or {}).values() if "msg" in message else message.values():
                walk(inner)

    walk(content)
    return frozenset(found)


def letter(content: object, locale: str, *, view: discord.ui.View | None = None) -> Letter:
    """A message without picture that a press puts in place of the pressed one (a panel, "You
    chose: …"): `content` (a Said, a literal) in `locale`, `view` its components (None: none)."""
    return Letter(say(content, locale), view, ids=message_ids(content))


def card_letter(card: TableCard) -> Letter:
    """A lobby card redrawn in place of the pressed one (its buttons and selects; no picture)."""
    return Letter(view=card_view(card))


def letters(content: object, picture: "Picture | None", locale: str, names: dict[str, str], *,
            limit: int, can_attach: bool = True, view: discord.ui.View | None = None,
            answer: bool = False, says: object = None) -> list[Letter]:
    """`content` (a Said, a Refusal, a literal or a list of them) in `locale` as messages of at most
    2000 characters; `picture` on the last one when it fits, else its text alternative after the
    text; `view` on the last one. Nothing to say and no view: no letters. An `answer` (ephemeral)
    always has a character, even when it carries only a file or buttons. `says`: the messages a
    `content` rendered beforehand says (the letters' ids)."""
    chunks = split_text(speak(content, locale, names))
    fitting = picture is not None and fits(picture, limit, can_attach)
    if picture is not None and not fitting:
        chunks += split_text(picture_words(picture, locale, names))
    if not chunks and (fitting or view is not None):
        chunks = [""]

    def text(words: str) -> str | None:
        return (words or EMPTY) if answer else (words or None)

    ids = message_ids([content, says, picture.alt if picture is not None else None])
    made = [Letter(text(c), ids=ids) for c in chunks]
    if not made:
        return made
    last = made[-1]
    if fitting and picture is not None:
        words = chunks[-1]
        fallback = "\n".join(t for t in [words, picture_words(picture, locale, names)] if t)[:MESSAGE_LIMIT]
        last = Letter(text(words), picture=picture, alt=alt_text(picture.alt, locale, names),
                      plain=Letter(text(fallback), ids=ids), ids=ids)
    if view is not None:
        last = replace(last, view=view, plain=replace(last.plain, view=view) if last.plain else None)
    return [*made[:-1], last]


def framed(words: str, picture: "Picture | None", locale: str, names: dict[str, str], *, limit: int,
           view: discord.ui.View | None) -> Letter:
    """A message that replaces what it shows (a replay frame): its picture, or the picture's text
    when it does not fit; the old files go either way."""
    plain = Letter(f"{words}\n{picture_words(picture, locale, names)}"[:MESSAGE_LIMIT] if picture else
                   words[:MESSAGE_LIMIT], view, drop_files=True)
    if picture is None or not fits(picture, limit):
        return plain
    return Letter(words[:MESSAGE_LIMIT], view, picture, alt_text(picture.alt, locale, names), drop_files=True,
                  plain=plain)


@dataclass
class Composed:
    """A card ready to send: `picture` is the file its gallery shows (None: none, or unchanged
    and already on the message when `picture_name` equals the sent one)."""

    table_id: int
    card: TableCard
    picture: "Picture | None"
    awaited: frozenset[str]        # the humans to act now (the sender decides whom to ping)
    kind: str                      # lobby | running | end | closed
    version: int | None = None
    locale: str = "en"             # the table's language (the picture's alt text)

    @property
    def final(self) -> bool:
        return self.kind in ("end", "closed")

    def without_picture(self, names: dict[str, str]) -> "Composed":
        """The card with its picture's text as its last block, where the picture cannot go."""
        alt = picture_words(self.picture, self.locale, names) if self.picture is not None else ""
        card = replace(self.card, picture=None, sheet=None, blocks=(*self.card.blocks, *([alt] if alt else [])))
        return replace(self, card=card, picture=None)

    def letter(self, names: dict[str, str], *, upload: bool = True, alt: str | None = None,
               pings: frozenset[str] = frozenset(), drop_files: bool = False, plain_drops: bool = False) -> Letter:
        """The card as a message: its picture attached when `upload` (an edit keeps the one shown
        otherwise, described by `alt`), with its text twin for a channel that refuses the file
        (`plain_drops`: which removes the picture shown)."""
        picture = self.picture if upload else None
        if self.picture is not None:
            alt = alt_text(self.picture.alt, self.locale, names)
        plain = None
        if picture is not None:
            bare = self.without_picture(names)
            plain = Letter(view=card_view(bare.card, None), pings=pings, drop_files=plain_drops)
        return Letter(view=card_view(self.card, alt), picture=picture, alt=alt if picture else None, pings=pings,
                      drop_files=drop_files, plain=plain)


class Composer:
    """Composes the card; keeps each table's short log: the card shows the last LOG_LINES lines, or
    all that the table was told since the card was last composed when that is more (a round's end:
    every price move, summarised a line per kind: bot/text/summary.py), so a card never drops what happened since the last one."""

    def __init__(self, keep: int = LOG_LINES) -> None:
        self.keep = keep
        self.news: dict[int, deque[LogEntry]] = {}     # table -> its last narration lines
        self.newest: dict[int, int] = {}               # table -> lines told since its card was composed
        self.watch: Callable[[int], str] | None = None  # table id -> its web page (set with WEB_PUBLIC_URL)

    def watched(self, card: TableCard, referee: "Referee", channel: str, table_id: int, locale: str) -> TableCard:
        """The card with a *Watch* link button to the table's web page, when there is one and it is shared."""
        if self.watch is None or not referee.web_shared(channel):
            return card
        return replace(card, watch=(say(said("web-watch"), locale), self.watch(table_id)))

    def note(self, reply: "Reply") -> None:
        """What the table was told goes into its short log (the newest last)."""
        if reply.table_id is None or not reply.public:
            return
        log = self.news.setdefault(reply.table_id, deque(maxlen=max(self.keep, BURST_KEPT)))
        told = [text for text in reply.public if text]
        for text in told:
            log.append((None, message_of(text)))
        self.newest[reply.table_id] = self.newest.get(reply.table_id, 0) + len(told)

    async def _log(self, referee: "Referee", table_id: int) -> tuple[list[LogEntry], int]:
        """The log and how many of its last lines the card shows (what was told since the last card)."""
        log = self.news.get(table_id)
        if log is None:         # after a restart: the stored labels of the last moves
            log = self.news[table_id] = deque(await referee.recent_moves(table_id, self.keep),
                                              maxlen=max(self.keep, BURST_KEPT))
        return list(log), max(self.keep, self.newest.pop(table_id, 0))

    @staticmethod
    async def _pictures(referee: "Referee", channel: str) -> "Picture | None":
        """The board with its phone sheet beside it (both drawn at once, in two workers)."""
        return await referee.card_pictures(channel)

    async def compose(self, referee: "Referee", channel: str, reply: "Reply") -> Composed | None:
        """The card of the channel's table after `reply` (None: nothing to show)."""
        facts = referee.card_facts(channel)
        if facts is not None and (reply.table_id is None or facts[0].table_id == reply.table_id):
            info, view = facts
            if info.status == "lobby":
                self.news.pop(info.table_id, None)      # the lobby's comings and goings: the seats say them
                self.newest.pop(info.table_id, None)
                card = lobby_card(info.game, table_id=info.table_id, host=info.host, seats=info.seats,
                                  options=info.options, locale=info.language)
                return Composed(info.table_id, card, None, frozenset(), "lobby", info.version, info.language)
            if view is not None:
                picture = await self._pictures(referee, channel)
                log, shown = await self._log(referee, info.table_id)
                card = running_card(info.game, view, table_id=info.table_id, version=info.version,
                                    seats=info.seats, log=log, shown=shown,
                                    locale=info.language, picture=picture.filename if picture else None,
                                    sheet=picture.sheet.filename if picture and picture.sheet else None,
                                    undo_for=referee.undoer(channel))
                card = self.watched(card, referee, channel, info.table_id, info.language)
                awaited = frozenset(u for u in info.to_act if u.isdigit())
                return Composed(info.table_id, card, picture, awaited, "running", info.version, info.language)
        if reply.table_id is None:
            return None
        if reply.finished:
            return await self._end(referee, reply.table_id)
        ended = await referee.final_facts(reply.table_id)
        if ended is None:
            return None
        lines = [message_of(t) for t in reply.public if t] or [said("bot-state-abandoned")]
        self.news.pop(reply.table_id, None)
        self.newest.pop(reply.table_id, None)
        return Composed(reply.table_id, closed_card(ended.game, lines, seats=ended.seats, locale=reply.language),
                        None, frozenset(), "closed", locale=reply.language)

    async def _end(self, referee: "Referee", table_id: int) -> Composed | None:
        from bot.referee.referee import Picture
        facts = await referee.final_facts(table_id)
        if facts is None or facts.state is None:
            return None
        names = seat_names(facts.seats, facts.language)
        png = await referee.chart(table_id, facts.game, names, facts.language)
        picture = None
        if png is not None:
            picture = Picture(png, f"{facts.game}-{table_id}-chart.png",
                              said("card-chart-alt", game=game_title(facts.game, GAMES[facts.game].title)))
        card = end_card_of(facts.game, facts.state, table_id=table_id, seats=facts.seats, locale=facts.language,
                           picture=picture.filename if picture else None, ratings=facts.ratings)
        self.news.pop(table_id, None)
        return Composed(table_id, card, picture, frozenset(), "end", locale=facts.language)
