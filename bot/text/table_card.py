"""The table card's content, composed without Discord: what the one live message of a table says.

Three cards, each a ``TableCard`` of rendered strings for one reader's locale, within Discord's
limits (bot/discord/card.py turns one into a Components V2 ``LayoutView``):

- ``running_card``: title, whose move (a ping for the humans to act), the game's card lines
  (``Game.card_lines``: prices, positions, each player's standing), the last few moves, the board
  picture, buttons *Your move*, *My hand*, *History*, *How to play*.
- ``lobby_card``: seats, options with their current values, buttons *Join*, *Leave*, *Add
  computer*, *Start*, *How to play*, a select per option the options model can offer as a list (a choice of
  fixed values, on/off, a small range of numbers), and a select of the computer level.
- ``end_card``: final scores and how they were made (``Game.end_lines``), what everyone held
  (``Game.reveal``), the chart picture, *Rematch* and *History*.

Custom ids (routed by the adapter; every one names the table, so they survive a restart):
``br:card:move:<table>:<version>``, ``br:card:hand:<table>``, ``br:card:hist:<table>``,
``br:lobby:join|leave|start:<table>``, ``br:lobby:ai:<table>:<level>`` (adds a computer at the
level the card shows), ``br:lobby:level:<table>`` (the level select: redraw the card with that
level), ``br:lobby:opt:<table>:<option>`` (an option select; the value is the option's word as
bot/text/options_text.py reads it), ``br:rematch:<table>`` (the existing Rematch button),
``br:guide:<game>`` (*How to play*: the game's guide for the presser, bot/discord/guide.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal, Sequence, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from bot.text.names import seat_names
from bot.text.options_text import _bare, is_secret, public
from bot.referee.shapes import Seat
from bot.text.summary import summarised
from bot.text.words import game_title, say
from games import GAMES, plugin_of
from games.base import GameState, Message, as_list, as_player, msg
from i18n import format_message, render

if TYPE_CHECKING:
    from bot.standing.report import RatingChange

# Discord's limits for a Components V2 message (and what a card keeps for itself).
TEXT_LIMIT = 4000              # characters over every TextDisplay of a message
COMPONENT_LIMIT = 40           # components, nested ones included
BUTTONS_PER_ROW = 5
OPTIONS_PER_SELECT = 25
BUTTON_LABEL_LIMIT = 80
OPTION_LABEL_LIMIT = 100
PLACEHOLDER_LIMIT = 150
CUSTOM_ID_LIMIT = 100
LOG_LINES = 5                  # the short log: the last few moves
BURST_LINES = 16               # ... or, when one change told more (a round's end), all of it up to this
BURST_KEPT = 64                # the lines of one change kept to be summarised into BURST_LINES

LEVELS = ("easy", "normal", "hard")

ButtonStyle = Literal["primary", "secondary", "success", "danger"]
#: One line of the short log: who moved and the move's label (as the referee stored it), or
#: (None, narration): what the table was told, shown as it is.
LogEntry = tuple["str | None", "Message | str"]


@dataclass(frozen=True)
class CardButton:
    label: str
    custom_id: str
    style: ButtonStyle = "secondary"
    disabled: bool = False


@dataclass(frozen=True)
class CardOption:
    label: str
    value: str
    default: bool = False


@dataclass(frozen=True)
class CardSelect:
    placeholder: str
    custom_id: str
    options: tuple[CardOption, ...]


@dataclass(frozen=True)
class TableCard:
    """A table card in one language. `blocks` are markdown texts (one TextDisplay each); `picture`
    is the attachment's filename (shown as ``attachment://<picture>``), `sheet` the phone sheet's
    shown beside it in the same gallery; `pings` are the user ids the status line mentions (the
    adapter allows mentions of these alone)."""

    title: str
    accent: int
    status: str
    blocks: tuple[str, ...] = ()
    picture: str | None = None
    buttons: tuple[CardButton, ...] = ()
    selects: tuple[CardSelect, ...] = ()
    pings: tuple[str, ...] = ()
    sheet: str | None = None
    watch: tuple[str, str] | None = None   # (label, url): a link button to the table's web page (bot/web/)

    def header(self) -> str:
        """The first text: the title as a heading, then the status line."""
        return f"## {self.title}\n{self.status}"

    def texts(self) -> list[str]:
        return [self.header(), *self.blocks]

    def text_length(self) -> int:
        return sum(len(t) for t in self.texts())

    def component_count(self) -> int:
        """Components of the LayoutView bot/discord/card.py builds: the container, one TextDisplay
        per text, a separator before each block, the gallery, rows of buttons, a row per select."""
        rows = -(-len(self.buttons) // BUTTONS_PER_ROW)
        return (1 + len(self.texts()) + len(self.blocks) + (1 if self.picture else 0)
                + rows + len(self.buttons) + 2 * len(self.selects) + (2 if self.watch else 0))


@dataclass(frozen=True)
class CardPress:
    """A press on a card, read back from its custom id: ``br:card:move:12:34`` is
    CardPress("card", "move", 12, version=34); ``br:lobby:ai:12:hard`` has arg "hard";
    ``br:lobby:opt:12:side`` has arg "side" and, once chosen, the select's `value` ("lion")."""

    area: str                   # "card" (a running or finished table) or "lobby"
    kind: str                   # move, hand, hist | join, leave, start, ai, opt, level
    table_id: int
    version: int | None = None
    arg: str | None = None      # the level of "ai", the option of "opt"
    value: str | None = None    # what a select chose

    @classmethod
    def parse(cls, custom_id: str) -> "CardPress":
        """The press a custom id stands for; ValueError for an id that is not a card's."""
        match = _PRESS.fullmatch(custom_id)
        if match is None:
            raise ValueError(f"not a card's custom id: {custom_id!r}")
        area, kind, table, extra = match.groups()
        if area == "card" and kind == "move" and extra:
            return cls(area, kind, int(table), version=int(extra))
        return cls(area, kind, int(table), arg=extra)

    def chosen(self, value: str) -> "CardPress":
        return replace(self, value=value)


_PRESS = re.compile(r"br:(card|lobby):([a-z]+):(\d+)(?::(\w+))?")


# ------------------------------------------------------------------ helpers


def _say(message: Any, locale: str, names: dict[str, str], *, mentions: bool = False) -> str:
    """A message (or a Said, several lines, a literal) in `locale`, names escaped for markdown."""
    return say(message, locale, names, mentions=mentions, escape=True)


def _trim(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _humans(seats: Sequence[Seat]) -> set[str]:
    return {seat.user for seat in seats if not seat.is_ai}


def _title(game_key: str, locale: str) -> str:
    """The game's name in `locale` (its title as it is when no catalog names it: a test's game)."""
    game = GAMES.get(game_key)
    return _say(game_title(game_key, game.title if game is not None else game_key), locale, {})


def _lines(title: str, lines: list[str]) -> str:
    return "\n".join([f"**{title}**", *lines]) if title else "\n".join(lines)


def fit(blocks: list[list[str]], titles: list[str], budget: int, locale: str) -> tuple[str, ...]:
    """Join each block's lines under its title, dropping lines from the end of the longest block
    (and saying how many) until all of them fit in `budget` characters."""
    dropped = [0] * len(blocks)
    kept = [list(lines) for lines in blocks]

    def texts() -> list[str]:
        out = []
        for title, lines, gone in zip(titles, kept, dropped):
            more = [render(msg("card-more", count=gone), locale)] if gone else []
            out.append(_lines(title, [_trim(line, budget // 2) for line in lines] + more))
        return out

    while sum(len(t) for t in texts()) > budget and any(kept):
        longest = max(range(len(kept)), key=lambda i: len(texts()[i]) if kept[i] else -1)
        kept[longest].pop()
        dropped[longest] += 1
    return tuple(t for t in texts() if t)


def _waiting(to_act: Sequence[str], humans: set[str], locale: str, names: dict[str, str]) -> tuple[str, tuple[str, ...]]:
    """The status line: the humans to act are mentioned (and pinged), computers named."""
    if not to_act:
        return render(msg("card-status-over"), locale), ()
    pings = tuple(p for p in to_act if p in humans and p.isdigit())
    players = as_list([as_player(p) for p in to_act])
    line = msg("card-status-turn" if pings else "card-status-waiting", players=players)
    return render(line, locale, names, mentions=True, escape=True), pings


def _button(key: str, custom_id: str, locale: str, style: ButtonStyle = "secondary",
            disabled: bool = False) -> CardButton:
    return CardButton(_trim(render(msg(key), locale), BUTTON_LABEL_LIMIT), custom_id, style, disabled)


# ------------------------------------------------------------------ the running table


def short_log(log: Sequence[LogEntry], shown: int) -> list[LogEntry]:
    """The log lines the card shows: the last `shown`; more than LOG_LINES (one change told many)
    are summarised a line per kind (bot/text/summary.py), then the last BURST_LINES kept."""
    told = list(log)[-shown:] if shown > 0 else []
    if len(told) > LOG_LINES and all(p is None for p, _ in told):
        told = [(None, m) for m in summarised([m for _, m in told])]
    return told[-BURST_LINES:]



def running_card(game_key: str, view: dict, *, table_id: int, version: int, seats: Sequence[Seat],
                 log: Sequence[LogEntry] = (), locale: str = "en", picture: str | None = None,
                 undo_for: str | None = None, shown: int = LOG_LINES, sheet: str | None = None) -> TableCard:
    """The card of a table in play, from the PUBLIC view only. `log`: the last moves, oldest first
    (the card shows the last `shown`, summarised when long: short_log). `picture`: the board's attachment
    filename, `sheet` its phone sheet's (both in the gallery). `undo_for`:
    the player who may take back the last move now (Reply.undo_for): an *Undo* button for them."""
    game = GAMES[game_key]
    names = seat_names(seats, locale)
    status, pings = _waiting(view.get("to_act") or [], _humans(seats), locale, names)
    lines = [_say(m, locale, names) for m in game.card_lines(view)]
    moves = [_say(label, locale, names) if p is None else
             _say(msg("card-log-entry", player=as_player(p), label=label), locale, names)
             for p, label in short_log(log, shown)]
    header = len(f"## {_title(game_key, locale)}\n{status}")
    blocks = fit([lines, moves], ["", render(msg("card-log"), locale) if moves else ""], TEXT_LIMIT - header, locale)
    over = not view.get("to_act")
    buttons = (
        _button("card-button-move", f"br:card:move:{table_id}:{version}", locale, "primary", disabled=over),
        _button("card-button-hand", f"br:card:hand:{table_id}", locale),
        _button("card-button-history", f"br:card:hist:{table_id}", locale),
        _button("guide-button", f"br:guide:{game_key}", locale),        # bot/discord/guide.py answers it
    )
    if undo_for is not None and not over:     # bot/discord/undo_button.py answers it
        label = render(msg("undo-button", player=as_player(undo_for)), locale, names)
        buttons += (CardButton(_trim(label, BUTTON_LABEL_LIMIT), f"br:undo:{table_id}:{version}", "secondary"),)
    return TableCard(_title(game_key, locale), plugin_of(game_key).accent, status, blocks, picture,
                     buttons, (), pings, sheet if picture else None)


# ------------------------------------------------------------------ the end


def end_card(game_key: str, view: dict, scores: dict[str, int], winners: Sequence[str], *, table_id: int,
             seats: Sequence[Seat], reveal: Sequence[Message] = (), locale: str = "en",
             picture: str | None = None, ratings: Sequence["RatingChange"] = ()) -> TableCard:
    """The card of a finished game: the final ranking and how each score was made (from the final
    public view), each human's rating change (`ratings`: bot/standing/report.py; none at a table
    that is not rated), what everyone held (`reveal`: ``Game.reveal(state)``), the chart picture."""
    from bot.standing.report import change_line
    game = GAMES[game_key]
    names = seat_names(seats, locale)
    status = render(msg("card-status-over"), locale)
    how = [_say(m, locale, names) for m in game.end_lines(view, scores, list(winners))]
    held = [_say(m, locale, names) for m in reveal]
    rated = [_say(change_line(change), locale, names) for change in ratings]
    header = len(f"## {_title(game_key, locale)}\n{status}")
    blocks = fit([how, rated, held], [render(msg("card-end-scores"), locale),
                                      render(msg("standing-end-head"), locale) if rated else "",
                                      render(msg("card-end-reveal"), locale) if held else ""],
                 TEXT_LIMIT - header, locale)
    buttons = (_button("card-button-rematch", f"br:rematch:{table_id}", locale, "success"),
               _button("card-button-history", f"br:card:hist:{table_id}", locale))
    return TableCard(_title(game_key, locale), plugin_of(game_key).accent, status, blocks, picture,
                     buttons)


def closed_card(game_key: str, lines: Sequence[Any], *, seats: Sequence[Seat] = (), locale: str = "en") -> TableCard:
    """The last card of a table that ended without a result (abandoned): what the table was told."""
    names = seat_names(seats, locale)
    told = [_say(line, locale, names) for line in lines if line]
    header = len(f"## {_title(game_key, locale)}")
    status = "\n".join(told[:1]) or render(msg("card-status-over"), locale)
    blocks = fit([told[1:]], [""], TEXT_LIMIT - header - len(status), locale)
    return TableCard(_title(game_key, locale), plugin_of(game_key).accent, status, blocks)


def end_card_of(game_key: str, state: GameState, **kwargs: Any) -> TableCard:
    """end_card for a finished state (the referee has it at the end): its final public view,
    scores, winners and reveal."""
    return end_card(game_key, state.view(None), state.scores(), state.winners(),
                    reveal=GAMES[game_key].reveal(state), **kwargs)


# ------------------------------------------------------------------ the lobby


def option_value_id(game: str, name: str) -> str:
    """The id of an option's value words in the game's own catalog: ``<game>-option-value-<name>``."""
    return f"{game}-option-value-{name}"


def _word(value: Any, locale: str, option: str | None = None) -> str:
    """An option's value as the card shows it: on/off and auto in the reader's language, a word
    of a choice too where the game's catalog names it (`option`: the id ``option_value_id``
    gives), with the word typed after it."""
    if option is not None and isinstance(value, str) and value != "auto":
        word = format_message(option, locale, {"value": value})
        if word is not None:
            return word
    if value is True:
        return render(msg("card-option-on"), locale)
    if value is False:
        return render(msg("card-option-off"), locale)
    if value is None or value == "auto":
        return render(msg("card-option-auto"), locale)
    if isinstance(value, (dict, list)) and not value:
        return render(msg("card-none"), locale)
    if isinstance(value, dict):
        return ", ".join(f"{k}:{v}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


def choices(name: str, info: FieldInfo, seats_taken: int) -> list[tuple[str, Any]] | None:
    """The values an option select offers, as (word typed, value), or None when the field is not a
    list of a few values (a table, a list, free text): those are typed with /game options.
    `seats_taken`: how many seats are taken, the start seats offered (an empty seat starts nothing)."""
    kind, nullable = _bare(info.annotation)
    auto: list[tuple[str, Any]] = [("auto", None)] if nullable else []
    if kind is bool:
        return [("on", True), ("off", False)]
    if get_origin(kind) is Literal:
        return auto + [(str(v), v) for v in get_args(kind)]
    if kind is int:
        low = next((m.ge for m in info.metadata if getattr(m, "ge", None) is not None), None)
        high = next((m.le for m in info.metadata if getattr(m, "le", None) is not None), None)
        if low is None or high is None:
            return None
        if name == "start":                  # a seat number: only the seats taken
            high = min(high, seats_taken)
        values = [(str(v), v) for v in range(low, high + 1)]
        return auto + values if len(auto) + len(values) <= OPTIONS_PER_SELECT else None
    return None


def _option_select(table_id: int, name: str, info: FieldInfo, current: Any, seats_taken: int,
                   locale: str, about: Message | str = "", option: str | None = None) -> CardSelect | None:
    offered = choices(name, info, seats_taken)
    if not offered or is_secret(info):
        return None
    options = tuple(CardOption(_trim(_word(value, locale, option), OPTION_LABEL_LIMIT), word, value == current
                               and type(value) is type(current)) for word, value in offered)
    placeholder = render(msg("presses-option-placeholder", name=name, value=_word(current, locale, option),
                             about=about or name), locale)
    return CardSelect(_trim(placeholder, PLACEHOLDER_LIMIT), f"br:lobby:opt:{table_id}:{name}"[:CUSTOM_ID_LIMIT],
                      options[:OPTIONS_PER_SELECT])


def lobby_card(game_key: str, *, table_id: int, host: str, seats: Sequence[Seat], options: dict,
               locale: str = "en", level: str | None = None) -> TableCard:
    """The card of a table waiting for players: seats, the options and their values (secret ones
    only say that they are set), the lobby buttons, a select per option and the computer level.
    `options`: what the host set; unset options show the model's defaults. `level`: what *Add
    computer* adds; by default the level of the last computer seated (so a level the host chose
    stays chosen when the card is redrawn after a change), else normal."""
    if level is None:
        level = next((s.level for s in reversed(seats) if s.is_ai and s.level), None) or "normal"
    game = GAMES[game_key]
    model: type[BaseModel] = game.options_model
    names = seat_names(seats, locale)
    status = render(msg("card-lobby-status", seated=len(seats), least=game.min_players,
                        most=game.max_players, host=as_player(host)), locale, names, escape=True)
    seat_lines = [render(msg("card-lobby-seat", number=i + 1, player=as_player(s.user)), locale, names, escape=True)
                  for i, s in enumerate(seats)]
    fields = dict(model.model_fields)
    shown = public(model, options)
    option_lines: list[str] = []
    selects: list[CardSelect] = []
    for name, info in fields.items():
        current = options.get(name, info.default)
        if name not in shown and name in options:        # a secret option: only that it is set
            option_lines.append(render(msg("card-lobby-option", name=name, value=msg("card-option-secret")), locale))
            continue
        if is_secret(info):
            continue
        about = model.help_message(name) if hasattr(model, "help_message") else name
        option = option_value_id(game_key, name)
        option_lines.append(render(msg("presses-lobby-option", name=name, value=_word(current, locale, option),
                                       about=about), locale))
        select = _option_select(table_id, name, info, current, min(len(seats), game.max_players), locale, about,
                                option)
        if select is not None:
            selects.append(select)
    if not fields:
        option_lines.append(render(msg("card-lobby-no-options"), locale))
    header = len(f"## {_title(game_key, locale)}\n{status}")
    blocks = fit([seat_lines, option_lines], [render(msg("card-lobby-seats"), locale),
                                              render(msg("card-lobby-options"), locale)], TEXT_LIMIT - header, locale)
    level = level if level in LEVELS else "normal"
    full = len(seats) >= game.max_players
    buttons = (
        _button("card-button-join", f"br:lobby:join:{table_id}", locale, "primary", disabled=full),
        _button("card-button-leave", f"br:lobby:leave:{table_id}", locale),
        _button("card-button-add-ai", f"br:lobby:ai:{table_id}:{level}", locale, disabled=full),
        _button("card-button-start", f"br:lobby:start:{table_id}", locale, "success",
                disabled=len(seats) < game.min_players),
        _button("guide-button", f"br:guide:{game_key}", locale),
    )
    level_select = CardSelect(
        render(msg("card-level-placeholder", level=msg(f"card-level-{level}")), locale),
        f"br:lobby:level:{table_id}",
        tuple(CardOption(render(msg(f"card-level-{lv}"), locale), lv, lv == level) for lv in LEVELS))
    card = TableCard(_title(game_key, locale), plugin_of(game_key).accent, status, blocks, None,
                     buttons, (*selects, level_select))
    while card.component_count() > COMPONENT_LIMIT and len(card.selects) > 1:   # the level select stays
        card = TableCard(card.title, card.accent, card.status, card.blocks, None, buttons,
                         (*card.selects[:-2], card.selects[-1]))
    return card
