"""Pictures: the board and each player's hand, drawn in a worker pool from views only,
redrawn only when the view they show changed."""
from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from typing import Any, Callable

from bot.shapes import Picture
from bot.tables import Table, TableKeeper

log = logging.getLogger("bot.referee")

DrawBoard = Callable[[str, dict, dict], "bytes | None"]
DrawPrivate = Callable[[str, dict, dict], "bytes | None"]


def default_draw_board(game: str, view: dict, names: dict[str, str]) -> bytes | None:
    import render
    try:
        return render.board_png(game, view, names)
    except ModuleNotFoundError as exc:
        if exc.name == f"render.{game}":
            return None          # the game has no pictures yet
        raise


def default_draw_private(game: str, view: dict, names: dict[str, str]) -> bytes | None:
    import render
    try:
        return render.private_png(game, view, names)
    except ModuleNotFoundError as exc:
        if exc.name == f"render.{game}":
            return None
        raise


def fingerprint(view: dict) -> bytes:
    """A short digest of a view: a picture is redrawn only when what it shows changed."""
    return hashlib.blake2b(json.dumps(view, sort_keys=True, separators=(",", ":")).encode(), digest_size=16).digest()


def warm_up() -> None:
    """A render process loads the games, the pictures and the fonts once, up front."""
    import games  # noqa: F401
    import render  # noqa: F401



class Pictures(TableKeeper):
    """Drawing for the referee, off the event loop."""

    async def _render(self, fn: Callable, *args: Any) -> bytes | None:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool, fn, *args)
        except Exception:
            log.exception("drawing %s failed", args[0] if args else "?")
            return None

    def _alt(self, t: Table) -> str:
        waiting = ", ".join(self._who(s) for p in t.state.to_act() if (s := t.seat(p))) if t.state else ""
        status = f"waiting for {waiting}" if waiting else t.status
        return f"{self._title(t.game)}, table #{t.id}, move {t.version}: {status}."

    async def _board(self, t: Table) -> Picture | None:
        if t.state is None or not self.pictures:
            return None
        view = t.state.view(None)
        key = fingerprint(view)
        if t.board_cache is not None and t.board_cache[0] == key:
            old = t.board_cache[1]
            return Picture(old.png, old.filename, self._alt(t))
        png = await self._render(self.draw_board, t.game, view, t.names())
        if png is None:
            return None
        picture = Picture(png, f"{t.game}-{t.id}-v{t.version}.png", self._alt(t))
        t.board_cache = (key, picture)
        return picture

    async def _private(self, t: Table, user: str) -> Picture | None:
        if t.state is None or not self.pictures:
            return None
        view = t.state.view(user)
        key = fingerprint(view)
        cached = t.private_cache.get(user)
        if cached is not None and cached[0] == key:
            return cached[1]
        png = await self._render(self.draw_private, t.game, view, t.names())
        if png is None:
            return None
        picture = Picture(png, f"{t.game}-{t.id}-v{t.version}-{user.replace(':', '_')}.png",
                          f"Your {self._title(t.game)} hand.")
        t.private_cache[user] = (key, picture)
        return picture

