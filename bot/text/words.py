"""The bot's words: what the referee says, kept as messages and rendered at the edge.

The referee never writes a sentence in one language. It says ``said("bot-player-joins",
player=as_player(user))``: a ``Said`` is a str holding the English text (for logs, tests
and anything not yet localised) that also carries its message in ``.message``. The edge
(bot/discord/*, bot/console/terminal.py) renders it for the reader with ``say(text, locale)``:
public texts in the table's language, answers and refusals in the caller's, DMs in the
recipient's. A plain str is a literal (older log rows hold English).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from games.base import Spoken, english, msg
from i18n import render

#: A message of several lines (a DM with its events and secrets; the history): ``{"lines": [...]}``.
LINES = "lines"


class Said(str):
    """A text the bot says: English as a str, its message in ``.message``."""

    message: Any

    def __new__(cls, message: Mapping[str, Any] | str) -> "Said":
        message = _plain(message)
        said_ = super().__new__(cls, _english(message))
        said_.message = message
        return said_

    @classmethod
    def _with_english(cls, message: Any, text: str) -> "Said":
        """A Said of `message` whose English `text` is known already (lines() of Saids)."""
        said_ = str.__new__(cls, text)
        said_.message = message
        return said_

    def __reduce__(self) -> tuple[Any, ...]:   # pickles (and copies) with its message
        return (Said, (self.message,))


def said(message_id: str, /, **args: Any) -> Said:
    """``said("bot-table-open", table=12)``: one message of the bot's (or a game's) catalog."""
    return Said(msg(message_id, **args))


def lines(parts: Iterable[Any]) -> Said:
    """Several texts as one, a line each (rendered line by line in the reader's language); the
    English of a part that is a Said already is taken as it is, not written again."""
    kept = [p for p in parts if p]
    message = {LINES: [_plain(message_of(p)) for p in kept]}
    return Said._with_english(message, "\n".join(p if isinstance(p, Said) else _english(m)
                                                 for p, m in zip(kept, message[LINES])))


def message_of(text: Any) -> Any:
    """What a text says, to keep (the log) or to render: a message dict, or a str literal."""
    if isinstance(text, Said):
        return text.message
    if isinstance(text, Spoken):
        return text.message
    return _plain(text)


def argument(text: Any) -> Any:
    """A text as an argument of another message: a message dict, or a str taken as it is."""
    message = message_of(text)
    if isinstance(message, Mapping) and "msg" not in message:
        return _english(message)
    return message


def say(text: Any, locale: str, names: Mapping[str, str] | None = None, *,
        mentions: bool = False, escape: bool = False) -> str:
    """The text of a Said, a message, a refusal, a str literal or a list of them (one a line),
    in `locale` (see i18n.render for `names`, `mentions` and `escape`)."""
    if isinstance(text, list):
        return "\n".join(say(t, locale, names, mentions=mentions, escape=escape) for t in text if t)
    message = message_of(text)
    if isinstance(message, str):
        return message
    if LINES in message:
        return say(list(message[LINES]), locale, names, mentions=mentions, escape=escape)
    return render(message, locale, names, mentions=mentions, escape=escape)


def _plain(message: Any) -> Any:
    """A message without what only an event carries (``to``, ``record``): what is said."""
    if isinstance(message, Said):
        return message.message
    if isinstance(message, Mapping):
        if "msg" in message:
            return {"msg": message["msg"], "args": dict(message.get("args") or {})}
        if LINES in message:
            return {LINES: [_plain(m) for m in message[LINES]]}
        if "text" in message:
            return {"text": str(message["text"])}
    if isinstance(message, str):
        return message
    raise TypeError(f"not a message: {message!r}")


def _english(message: Any) -> str:
    if isinstance(message, str):
        return message
    if LINES in message:
        return "\n".join(_english(m) for m in message[LINES])
    return english(message)


def game_title(key: str, title: str) -> Any:
    """A game's name as an argument: its catalog's ``<key>-title`` (in the reader's language),
    else its title as it is (a game without a catalog, as in tests)."""
    from i18n import format_message
    return msg(f"{key}-title") if format_message(f"{key}-title", "en") is not None else title


def number_text(value: int) -> str:
    """A number shown as it is, without grouping (table #1234, move 1051)."""
    return str(value)


def known_games() -> dict:
    """The installed games as a list argument: "`stockpile` (Stockpile), ..." in the reader's language."""
    from games import GAMES
    return {"list": [msg("bot-game-known", key=f"`{key}`", game=game_title(key, game.title))
                     for key, game in GAMES.items()]}
