"""The data shapes the referee hands to adapters: replies, seats, pictures, choices.

Agreed between the referee and the adapters (bot/discord/, bot/console/terminal.py); they are
re-exported by bot.referee.referee, where adapters import them from.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from games.base import Spoken

TableStatus = Literal["lobby", "playing", "finished", "abandoned"]


class Refusal(Spoken):
    """A polite answer for the caller alone (ephemeral); nothing was changed.

    Like IllegalAction it carries a message id and arguments (``Refusal("bot-not-your-turn",
    waiting=as_list(...))``), rendered at the edge in the caller's language; ``str()`` is English.
    """


@dataclass
class Seat:
    user: str                 # Discord user id as a string, or "ai:1", "ai:2" ...
    name: str                 # display name at the time of joining
    is_ai: bool = False
    level: str | None = None  # a computer seat's level: "easy", "normal" or "hard" (bot/referee/ai.py)


@dataclass
class Picture:
    png: bytes
    filename: str             # "stockpile-12-v34.png"
    alt: str                  # a text fallback when the picture cannot be sent
    sheet: "Picture | None" = None   # the same facts laid out for a phone (render/phone_sheet.py), shown beside it

    def files(self) -> list["Picture"]:
        """What goes as attachments: the picture, then its phone sheet if it has one."""
        return [self, *([self.sheet] if self.sheet is not None else [])]


@dataclass
class PrivateMessage:
    text: str                 # a Said (bot/text/words.py): rendered in `locale`; mentions as <@id>
    picture: Picture | None = None
    locale: str | None = None  # the recipient's language (None: the table's)


@dataclass
class Choice:
    label: str                # a Said of GameState.label(action): the edge renders it and trims it to fit
    action: dict[str, Any]
    typed: str = ""           # how it is typed so that it parses back ("/sell EE"), when asked for


@dataclass
class Reply:
    """What an adapter sends after one command.

    Texts are ``Said`` strs (bot/text/words.py): English as strs, their messages rendered by the edge
    with ``say()``: `public` and the board's alt in `language` (the table's), `answer` in the
    caller's language, each PrivateMessage in its own `locale`.
    """

    answer: str = ""                          # to the caller only (ephemeral in Discord)
    public: list[str] = field(default_factory=list)     # channel texts, in order
    board: Picture | None = None              # the board after the change
    private: dict[str, list[PrivateMessage]] = field(default_factory=dict)  # user -> DMs
    ping: list[str] = field(default_factory=list)       # humans who must act now
    table_id: int | None = None
    version: int | None = None                # the table's version after the command
    finished: bool = False                    # the game ended with this command
    answer_picture: Picture | None = None     # the caller's own picture (with `answer`; /game hand)
    language: str = "en"                      # the table's language: public texts and the board
    undo_for: str | None = None               # who may take back the last move now (the card's Undo button)
    held: list[str] = field(default_factory=list)   # players a DM was due to, who turned DMs off


@dataclass
class TableInfo:
    table_id: int
    channel: str
    game: str
    host: str
    status: TableStatus
    seats: list[Seat]
    options: dict[str, Any]
    version: int
    title: str = ""
    to_act: list[str] = field(default_factory=list)
    seed: int | None = None
    guild: int | None = None              # the Discord server it is played in
    parent: str | None = None             # the channel whose thread it lives in (None: a channel itself)
    turn_timer: int = 0                   # seconds a human has for a turn (0: no timer)
    deadline: float | None = None         # when the awaited turn runs out
    reminded: bool = False                # its half-time reminder went out
    language: str = "en"                  # the table's language


@dataclass
class ReplayStep:
    version: int
    player: str
    action: dict[str, Any]
    label: str                # a Said (or an older English str): render with bot.text.words.say
    public: list[str]
    view: dict[str, Any]                # view(None) after the action

