"""Tables in memory: one per channel, its lock, and the helpers every part of the referee shares."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from bot.shapes import Picture, Refusal, Reply, Seat, TableInfo
from bot.store import Store, TableRecord

if TYPE_CHECKING:
    from concurrent.futures import Executor

    from games.base import Game, GameState


@dataclass
class Table:
    id: int
    channel: str
    game: str
    host: str
    status: str
    seats: list[Seat]
    options: dict
    seed: int | None
    version: int
    state: "GameState | None" = None
    dump: str | None = None                      # the last committed snapshot
    result: dict | None = None
    board_cache: tuple[bytes, Picture] | None = None
    private_cache: dict[str, tuple[bytes, Picture]] = field(default_factory=dict)   # user -> (view, picture)
    changed: float = 0.0                         # when it last changed (time.time())

    def seat(self, user: str) -> Seat | None:
        return next((s for s in self.seats if s.user == user), None)

    def humans(self) -> list[Seat]:
        return [s for s in self.seats if not s.is_ai]

    def names(self) -> dict[str, str]:
        return {s.user: s.name for s in self.seats}

    def seat_dicts(self) -> list[dict]:
        return [{"user": s.user, "name": s.name, "is_ai": s.is_ai} for s in self.seats]


def seats_from(data: list[dict]) -> list[Seat]:
    return [Seat(d["user"], d["name"], bool(d.get("is_ai", False))) for d in data]


def installed_games() -> dict[str, "Game"]:
    from games import GAMES   # read at call time: tests register games into it
    return GAMES


class Run:
    """Events gathered while one command applies one or more actions."""

    def __init__(self) -> None:
        self.public: list[str] = []
        self.private: dict[str, list[str]] = {}
        self.applied = 0

    def add(self, events: list[dict]) -> None:
        for event in events:
            if event.get("to") is None:
                self.public.append(event["text"])
            else:
                self.private.setdefault(event["to"], []).append(event["text"])


class TableKeeper:
    """The state the parts of the referee share (set up by ``Referee.__init__``) and their common helpers."""

    store: Store
    auto_ai: bool
    pictures: bool
    draw_board: "Callable[[str, dict, dict], bytes | None]"
    draw_private: "Callable[[str, dict, dict], bytes | None]"
    _pool: "Executor"
    _tables: dict[str, Table]                 # channel -> active table
    _ended: dict[str, dict[str, str]]         # channel -> seat names of the table that ended last
    _locks: dict[str, asyncio.Lock]
    resumed: dict[str, Reply]                 # channel -> what computer seats did during start()

    def _from_record(self, rec: TableRecord) -> Table:
        return Table(id=rec.id, channel=rec.channel, game=rec.game, host=rec.host, status=rec.status,
                     seats=seats_from(rec.seats), options=rec.options, seed=rec.seed,
                     version=rec.version, dump=rec.snapshot, result=rec.result, changed=rec.updated)

    def _close_table(self, t: Table) -> None:
        self._tables.pop(t.channel, None)
        t.board_cache = None
        t.private_cache.clear()
        self._ended[t.channel] = t.names()

    def _lock(self, channel: str) -> asyncio.Lock:
        lock = self._locks.get(channel)
        if lock is None:
            lock = self._locks[channel] = asyncio.Lock()
        return lock

    def _need(self, channel: str) -> Table:
        table = self._tables.get(channel)
        if table is None:
            raise Refusal("There is no table in this channel. Open one with `/game new <game>`.")
        return table

    def _game(self, table: Table) -> "Game":
        game = installed_games().get(table.game)
        if game is None:
            raise Refusal(f"The game {table.game!r} is not installed here.")
        return game

    def _title(self, key: str) -> str:
        game = installed_games().get(key)
        return game.title if game else key

    def _info(self, t: Table) -> TableInfo:
        return TableInfo(table_id=t.id, channel=t.channel, game=t.game, host=t.host, status=t.status,  # type: ignore[arg-type]
                         seats=[Seat(s.user, s.name, s.is_ai) for s in t.seats], options=dict(t.options),
                         version=t.version, title=self._title(t.game),
                         to_act=t.state.to_act() if t.state is not None and t.status == "playing" else [],
                         seed=t.seed)

    @staticmethod
    def _who(s: Seat) -> str:
        return s.name if s.is_ai else f"<@{s.user}>"
