"""Pictures: the board and each player's hand, drawn in a worker pool from views only,
redrawn only when the view they show changed."""
from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from typing import Any, Callable

from bot import memory
from bot.referee.shapes import Picture
from bot.referee.tables import Table, TableKeeper
from bot.text.words import number_text, said
from games.base import as_list, msg

log = logging.getLogger("bot.referee")

DrawBoard = Callable[[str, dict, dict, str], "bytes | None"]     # (game, view, names, locale)
DrawPrivate = Callable[[str, dict, dict, str], "bytes | None"]


def default_draw_board(game: str, view: dict, names: dict[str, str], locale: str = "en") -> bytes | None:
    import render
    memory.trim_soon()         # in the render thread or process: its freed pages back, now and then
    try:
        return render.board_png(game, view, names, locale=locale)
    except ModuleNotFoundError as exc:
        if exc.name == f"render.{game}":
            return None          # the game has no pictures yet
        raise


def default_draw_private(game: str, view: dict, names: dict[str, str], locale: str = "en") -> bytes | None:
    import render
    try:
        return render.private_png(game, view, names, locale=locale)
    except ModuleNotFoundError as exc:
        if exc.name == f"render.{game}":
            return None
        raise


def fingerprint(view: dict) -> bytes:
    """A short digest of a view: a picture is redrawn only when what it shows changed."""
    return hashlib.blake2b(json.dumps(view, sort_keys=True, separators=(",", ":")).encode(), digest_size=16).digest()


def warm_up() -> None:
    """A render process loads the games, the pictures and the fonts once, up front, with few
    malloc arenas (bot/memory.py)."""
    memory.tune_malloc()
    import games  # noqa: F401
    import render  # noqa: F401



class Pictures(TableKeeper):
    """Drawing for the referee, off the event loop."""

    async def _render(self, fn: Callable, *args: Any) -> bytes | None:
        loop = asyncio.get_running_loop()
        if memory.trim_due():                  # this process's freed pages back, off the loop
            loop.run_in_executor(None, memory.trim)
        try:
            return await loop.run_in_executor(self._pool, fn, *args)
        except Exception:
            log.exception("drawing %s failed", args[0] if args else "?")
            return None

    def _alt(self, t: Table) -> str:
        waiting = [self._who(s) for p in t.state.to_act() if (s := t.seat(p))] if t.state else []
        where = {"game": self._game_name(t.game), "table": number_text(t.id), "move": number_text(t.version)}
        if waiting:
            return said("bot-board-alt-waiting", **where, players=as_list(waiting))
        return said("bot-board-alt", **where, status=msg(f"bot-state-{t.status}"))

    boards_later = False    # the adapter draws the board when it sends it (bot/referee/card_facts.py)

    async def _board(self, t: Table) -> Picture | None:
        """The board for a Reply: none when the adapter draws it at send time (`boards_later`)."""
        return None if self.boards_later else await self.board_picture(t)

    async def board_picture(self, t: Table) -> Picture | None:
        """The board of the table now; the last picture again while the public view is unchanged."""
        if t.state is None or not self.pictures:
            return None
        view = t.state.view(None)
        locale = t.language()
        key = fingerprint(view) + locale.encode()
        if t.board_cache is not None and t.board_cache[0] == key:
            old = t.board_cache[1]
            return Picture(old.png, old.filename, self._alt(t))
        png = await self._render(self.draw_board, t.game, view, t.names(locale), locale)
        if png is None:
            return None
        picture = Picture(png, f"{t.game}-{t.id}-v{t.version}.png", self._alt(t))
        t.board_cache = (key, picture)
        return picture

    async def _private(self, t: Table, user: str, locale: str | None = None) -> Picture | None:
        """The player's own picture, in their language (`locale`, else the table's)."""
        if t.state is None or not self.pictures:
            return None
        locale = locale or t.language()
        view = t.state.view(user)
        key = fingerprint(view) + locale.encode()
        cached = t.private_cache.get(user)
        if cached is not None and cached[0] == key:
            return cached[1]
        png = await self._render(self.draw_private, t.game, view, t.names(locale), locale)
        if png is None:
            return None
        picture = Picture(png, f"{t.game}-{t.id}-v{t.version}-{user.replace(':', '_')}.png",
                          said("bot-hand-alt", game=self._game_name(t.game)))
        t.private_cache[user] = (key, picture)
        return picture

