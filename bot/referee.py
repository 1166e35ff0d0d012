"""The referee: a transport-free service that runs one table per channel.

It knows nothing about Discord. Adapters (bot/discord/, bot/console.py) call its
coroutines with plain ids and get back a ``Reply`` saying what to send: an
answer for the caller, public texts and the board picture for the channel,
private texts and pictures per player, and who must act now.

Every accepted action is one store transaction (action log + snapshot +
version bump) taken under the table's lock; the reply is built only after the
commit, so nothing acknowledged is ever lost.

API SKELETON — the signatures and the data shapes below are agreed between the
referee/store author and the Discord adapter author. Implement behind them;
change a signature only in both places at once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from bot.settings import Settings

TableStatus = Literal["lobby", "playing", "finished", "abandoned"]


class Refusal(Exception):
    """A polite sentence for the caller alone (ephemeral); nothing was changed."""


@dataclass
class Seat:
    user: str                 # Discord user id as a string, or "ai:1", "ai:2" ...
    name: str                 # display name at the time of joining
    is_ai: bool = False


@dataclass
class Picture:
    png: bytes
    filename: str             # "stockpile-12-v34.png"
    alt: str                  # a text fallback when the picture cannot be sent


@dataclass
class PrivateMessage:
    text: str                 # mentions as <@id>
    picture: Picture | None = None


@dataclass
class Choice:
    label: str                # GameState.describe(action), <= 80 characters
    action: dict


@dataclass
class Reply:
    """What an adapter sends after one command."""

    answer: str = ""                          # to the caller only (ephemeral in Discord)
    public: list[str] = field(default_factory=list)     # channel texts, in order
    board: Picture | None = None              # the board after the change
    private: dict[str, list[PrivateMessage]] = field(default_factory=dict)  # user -> DMs
    ping: list[str] = field(default_factory=list)       # humans who must act now
    table_id: int | None = None
    version: int | None = None                # the table's version after the command
    finished: bool = False                    # the game ended with this command


@dataclass
class TableInfo:
    table_id: int
    channel: str
    game: str
    host: str
    status: TableStatus
    seats: list[Seat]
    options: dict
    version: int


class Referee:
    """One instance per process. All methods may raise Refusal.

    Built as ``Referee(store, render_workers=2)`` around an opened ``bot.store.Store``;
    ``await Referee.open(settings)`` opens the SQLite store at settings.database_path
    and returns a started referee. Pictures are drawn in a thread pool of
    `render_workers` threads, never on the event loop.
    """

    @classmethod
    async def open(cls, settings: "Settings") -> "Referee":
        raise NotImplementedError

    # --- life cycle ---
    async def start(self) -> list[TableInfo]:
        """Open the store and load every unfinished table (after a restart)."""
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    # --- lobby ---
    async def new_table(self, channel: str, game: str, host: str, host_name: str,
                        options: dict | None = None) -> Reply: ...
    async def join(self, channel: str, user: str, name: str) -> Reply: ...
    async def leave(self, channel: str, user: str) -> Reply: ...
    async def add_ai(self, channel: str, user: str, count: int = 1) -> Reply: ...
    async def remove_ai(self, channel: str, user: str, count: int = 1) -> Reply: ...
    async def start_game(self, channel: str, user: str) -> Reply: ...
    async def abandon(self, channel: str, user: str, is_admin: bool = False) -> Reply: ...
    async def rematch(self, channel: str, user: str) -> Reply: ...
    async def hand_to_ai(self, channel: str, user: str, seat_user: str) -> Reply:
        """The host gives a departed player's seat to a computer player."""

    # --- play ---
    async def act(self, channel: str, user: str, action: dict, version: int | None = None) -> Reply:
        """Apply one action; `version` (from a button) must match the table's or it is outdated."""

    async def act_typed(self, channel: str, user: str, verb: str, args: list[str]) -> Reply:
        """A typed verb (/bid 2 6000): matched against legal actions of that type."""

    def choices(self, channel: str, user: str, verb: str | None = None) -> list[Choice]:
        """The caller's legal actions as labelled choices (for panels and autocomplete)."""
        raise NotImplementedError

    # --- information ---
    def table(self, channel: str) -> TableInfo | None: ...
    async def status(self, channel: str) -> Reply: ...
    async def hand(self, channel: str, user: str) -> Reply: ...
    async def history(self, channel: str, last: int = 15) -> Reply: ...
    async def scores(self, channel: str) -> Reply: ...
    def rules(self, game: str) -> str: ...
