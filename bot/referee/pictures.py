"""Pictures: the board and each player's hand, drawn in a worker pool from views only,
redrawn only when the view they show changed."""
from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections import OrderedDict
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from bot import memory
from bot.referee.shapes import Picture
from bot.referee.tables import Table, game_name, who
from bot.text.words import number_text, said
from games.base import as_list, msg

if TYPE_CHECKING:
    from concurrent.futures import Executor

log = logging.getLogger("bot.referee")
T = TypeVar("T")

SHELF_BYTES = 24 * 1024 * 1024     # pictures kept for redraw-free replies, every table together
DrawBoard = Callable[[str, dict[str, Any], dict[str, Any], str], "bytes | None"]     # (game, view, names, locale)
DrawPrivate = Callable[[str, dict[str, Any], dict[str, Any], str], "bytes | None"]


def default_draw_board(game: str, view: dict[str, Any], names: dict[str, str], locale: str = "en") -> bytes | None:
    import render
    memory.trim_soon()         # in the render thread or process: its freed pages back, now and then
    try:
        return render.board_png(game, view, names, locale=locale)
    except ModuleNotFoundError as exc:
        if exc.name == f"render.{game}":
            return None          # the game has no pictures yet
        raise


def default_draw_private(game: str, view: dict[str, Any], names: dict[str, str], locale: str = "en") -> bytes | None:
    import render
    try:
        return render.private_png(game, view, names, locale=locale)
    except ModuleNotFoundError as exc:
        if exc.name == f"render.{game}":
            return None
        raise


def fingerprint(view: dict[str, Any]) -> bytes:
    """A short digest of a view: a picture is redrawn only when what it shows changed."""
    return hashlib.blake2b(json.dumps(view, sort_keys=True, separators=(",", ":")).encode(), digest_size=16).digest()


class Shelf:
    """The last pictures drawn, kept for every table together and bounded in bytes, so a table's
    memory does not grow by its pictures (90 KB a table with its board and hands): a table
    that moves keeps its pictures at hand and an idle one's are the first to go (it redraws
    them when asked). Keyed by (table id, "board" or a user), each with the fingerprint of the
    view it shows: the picture again only while that view is unchanged."""

    def __init__(self, limit: int = SHELF_BYTES) -> None:
        self.limit = limit
        self.size = 0
        self.kept: OrderedDict[tuple[int, str], tuple[bytes, Picture]] = OrderedDict()

    def get(self, table: int, whose: str, key: bytes) -> Picture | None:
        entry = self.kept.pop((table, whose), None)
        if entry is None:
            return None
        self.kept[(table, whose)] = entry             # used: to the end (the least recently used go first)
        return entry[1] if entry[0] == key else None

    def put(self, table: int, whose: str, key: bytes, picture: Picture) -> None:
        old = self.kept.pop((table, whose), None)
        if old is not None:
            self.size -= len(old[1].png)
        self.kept[(table, whose)] = (key, picture)
        self.size += len(picture.png)
        while self.size > self.limit and self.kept:
            _, (_, gone) = self.kept.popitem(last=False)
            self.size -= len(gone.png)

    def forget(self, table: int) -> None:
        """A table's pictures go (its language changed, it ended)."""
        for where in [k for k in self.kept if k[0] == table]:
            self.size -= len(self.kept.pop(where)[1].png)


def warm_up() -> None:
    """A render process loads the games, the pictures and the fonts once, up front, with few
    malloc arenas (bot/memory.py)."""
    memory.tune_malloc()
    import games  # noqa: F401
    import render  # noqa: F401


class Pictures:
    """Drawing for the referee, off the event loop: in `pool` (threads or processes), with
    `draw_board` / `draw_private`; nothing at all when `enabled` is False (a bench of the bare path).

    With ``boards_later`` set (the Discord adapter sets it) a move's Reply carries no board: the
    card draws it when it is sent (bot/referee/card_facts.py)."""

    def __init__(self, pool: Executor, draw_board: DrawBoard, draw_private: DrawPrivate, *,
                 enabled: bool = True) -> None:
        self.pool = pool
        self.draw_board = draw_board
        self.draw_private = draw_private
        self.enabled = enabled
        self.boards_later = False
        self.shelf = Shelf()

    async def in_pool(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` in the worker pool; its exception passes through."""
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    async def render(self, fn: Callable[..., bytes | None], *args: Any) -> bytes | None:
        """A picture drawn in the pool; None (logged) when drawing fails."""
        if memory.trim_due():                  # this process's freed pages back, off the loop
            asyncio.get_running_loop().run_in_executor(None, memory.trim)
        try:
            return await self.in_pool(fn, *args)
        except Exception:
            log.exception("drawing %s failed", args[0] if args else "?")
            return None

    @staticmethod
    def alt(t: Table) -> str:
        """The board's text fallback: which table, which move, who is awaited."""
        waiting = [who(s) for p in t.state.to_act() if (s := t.seat(p))] if t.state else []
        where = {"game": game_name(t.game), "table": number_text(t.id), "move": number_text(t.version)}
        if waiting:
            return said("bot-board-alt-waiting", **where, players=as_list(waiting))
        return said("bot-board-alt", **where, status=msg(f"bot-state-{t.status}"))

    async def board(self, t: Table) -> Picture | None:
        """The board for a Reply: none when the adapter draws it at send time (`boards_later`)."""
        return None if self.boards_later else await self.board_picture(t)

    async def _kept(self, t: Table, slot: str, key: bytes, draw: DrawBoard, view: dict[str, Any], locale: str,
                    filename: str, alt: str) -> Picture | None:
        """What `draw` makes of `view` in `locale`, kept on the shelf under (table, `slot`): the same
        picture again (with today's `alt`) while `key`, the view's fingerprint and locale, is unchanged."""
        old = self.shelf.get(t.id, slot, key)
        if old is not None:
            return Picture(old.png, old.filename, alt)
        png = await self.render(draw, t.game, view, t.names(locale), locale)
        if png is None:
            return None
        picture = Picture(png, filename, alt)
        self.shelf.put(t.id, slot, key, picture)
        return picture

    def _public(self, t: Table) -> tuple[dict[str, Any], str, bytes] | None:
        """The table's public view now, its language and their key; None in the lobby or with pictures off."""
        if t.state is None or not self.enabled:
            return None
        view, locale = t.state.view(None), t.language()
        return view, locale, fingerprint(view) + locale.encode()

    async def _public_picture(self, t: Table, slot: str, draw: DrawBoard, suffix: str) -> Picture | None:
        public = self._public(t)
        if public is None:
            return None
        view, locale, key = public
        return await self._kept(t, slot, key, draw, view, locale, f"{t.game}-{t.id}-v{t.version}{suffix}.png",
                                self.alt(t))

    async def board_picture(self, t: Table) -> Picture | None:
        """The board of the table now; the last picture again while the public view is unchanged."""
        return await self._public_picture(t, "board", self.draw_board, "")

    async def phone_picture(self, t: Table, draw: DrawBoard) -> Picture | None:
        """The board's phone sheet, drawn by `draw`, kept as the board is."""
        return await self._public_picture(t, "phone", draw, "-phone")

    async def board_with_sheet(self, t: Table, draw_sheet: DrawBoard) -> Picture | None:
        """The board with its phone sheet beside it: one view and one fingerprint for both, drawn at once."""
        public = self._public(t)
        if public is None:
            return None
        view, locale, key = public
        alt, name = self.alt(t), f"{t.game}-{t.id}-v{t.version}"
        board, sheet = await asyncio.gather(
            self._kept(t, "board", key, self.draw_board, view, locale, f"{name}.png", alt),
            self._kept(t, "phone", key, draw_sheet, view, locale, f"{name}-phone.png", alt))
        return replace(board, sheet=sheet) if board is not None else None

    async def private(self, t: Table, user: str, locale: str | None = None) -> Picture | None:
        """The player's own picture, in their language (`locale`, else the table's)."""
        if t.state is None or not self.enabled:
            return None
        locale = locale or t.language()
        view = t.state.view(user)
        return await self._kept(t, user, fingerprint(view) + locale.encode(), self.draw_private, view, locale,
                                f"{t.game}-{t.id}-v{t.version}-{user.replace(':', '_')}.png",
                                said("bot-hand-alt", game=game_name(t.game)))
