"""The web view's server (aiohttp): a page per table at its signed link, its live updates as
server-sent events, the replay's frames and the end chart. Read-only: it reads tables, logs and
snapshots through the store and writes nothing.

    GET /t/<token>                 the page (works without JavaScript; ?move=N opens the replay there)
    GET /t/<token>/events          server-sent events: "live" (the board, whose move, the facts) and
                                   "log" (the move log) after every move, "end" when the game ends
    GET /t/<token>/move/<n>        one move of the replay (its board and narration), for the slider
    GET /t/<token>/chart.png       the end chart (render.chart_png over the public views)

A made-up token, a table that is gone and a table whose players stopped sharing it
(settings["web"] is false: `/game status share:off`) all answer 404, the same page.
"""
from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Awaitable, Callable, TypeVar

from aiohttp import web
from jinja2 import Environment, FileSystemLoader, select_autoescape

from bot.referee.replay import Replay, replay_log
from bot.referee.sharing import shared
from bot.referee.tables import game_name
from bot.store.base import ActionRecord, Store, TableRecord
from bot.text.words import number_text
from bot.web import page as pages
from bot.web.tokens import table_of
from i18n import LOCALES, locale_for
from render.kit import CJK_FONTS, FONT_DIR, LATIN_FONTS, RGB, text_on

log = logging.getLogger(__name__)
T = TypeVar("T")

HERE = Path(__file__).parent
POLL_SECONDS = 0.25        # how often a watched table is read for a new move (one reader per table)
KEEP_REPLAYS = 32          # replays kept (by table and version), least recently used dropped
KEEP_TEXTS = 512           # rendered parts kept (by table, version, language and part)
FONTS = frozenset([*LATIN_FONTS.values(), *CJK_FONTS.values()])
HEARTBEAT_SECONDS = 15.0   # a comment line keeps idle connections open through proxies
STOP_SECONDS = 5.0         # at a stop, how long a request still being answered may take (aiohttp's default: 60)


def _rgb(colour: RGB) -> str:
    return "rgb({},{},{})".format(*colour)


def templates() -> Environment:
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=select_autoescape(["html"]),
                      trim_blocks=False, lstrip_blocks=False)
    env.filters["rgb"] = _rgb
    env.filters["on"] = lambda colour: _rgb(text_on(colour))
    env.filters["ink"] = lambda cell: _rgb(cell.ink or text_on(cell.fill))
    return env


def reader_locale(request: web.Request) -> tuple[str, bool]:
    """?lang= (en, zh-TW, ja) first, else the browser's Accept-Language; and whether ?lang= chose it."""
    asked = request.query.get("lang", "")[:16]
    if asked:
        return locale_for(asked), True
    for part in request.headers.get("Accept-Language", "")[:200].split(","):
        tag = part.split(";")[0].strip()
        if tag and (tag in LOCALES or locale_for(tag) != "en" or tag.lower().startswith("en")):
            return locale_for(tag), False
    return "en", False


@dataclass
class Watch:
    """One watched table: a single reader of the store, telling every watcher of a new version."""

    table_id: int
    queues: set["asyncio.Queue[TableRecord | None]"] = field(default_factory=set)
    task: "asyncio.Task[None] | None" = None


class WebView:
    """The pages of every table in `store`, signed with `key`."""

    def __init__(self, store: Store, key: bytes, *, poll_seconds: float = POLL_SECONDS) -> None:
        self.store = store
        self.key = key
        self.poll_seconds = poll_seconds
        self.env = templates()
        self.replays: "OrderedDict[Any, asyncio.Task[Replay]]" = OrderedDict()
        self.logs: "OrderedDict[Any, asyncio.Task[list[ActionRecord]]]" = OrderedDict()
        self.texts: "OrderedDict[Any, asyncio.Task[str]]" = OrderedDict()
        self.charts: "OrderedDict[Any, asyncio.Task[bytes | None]]" = OrderedDict()
        self.watches: dict[int, Watch] = {}
        self.closing = False             # the server is shutting down: no stream starts or stays

    # --- the app ---
    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/t/{token}", self.page)
        app.router.add_get("/t/{token}/events", self.events)
        app.router.add_get("/t/{token}/move/{move}", self.frame)
        app.router.add_get("/t/{token}/chart.png", self.chart)
        app.router.add_static("/static", HERE / "static")
        app.router.add_get("/fonts/{name}", self.font)
        app.on_shutdown.append(self._stop_watches)
        return app

    async def _stop_watches(self, _app: web.Application) -> None:
        """End every stream, so that a restart does not wait for watchers to leave."""
        self.closing = True
        for watch in list(self.watches.values()):
            for queue in watch.queues:
                if queue.full():
                    queue.get_nowait()
                queue.put_nowait(None)          # the watcher's stream ends
            if watch.task is not None:
                watch.task.cancel()

    # --- reading ---
    async def _shared(self, request: web.Request) -> TableRecord:
        """The table the token names, if it exists and is shared; else 404."""
        table_id = table_of(self.key, request.match_info["token"])
        rec = None if table_id is None else await self.store.load(table_id)
        if rec is None or not shared(rec.settings):
            locale, _ = reader_locale(request)
            raise web.HTTPNotFound(text=self.env.get_template("not_found.html").render(
                locale=locale, text=pages.words("web-not-found", locale)), content_type="text/html")
        return rec

    async def _actions(self, rec: TableRecord) -> list[ActionRecord]:
        """The table's log at this version (kept: every watcher of a new move shares one read)."""
        return await _once(self.logs, (rec.id, rec.version), lambda: self.store.actions(rec.id), KEEP_REPLAYS)

    async def _replay(self, rec: TableRecord) -> Replay:
        """The table's log replayed from its seed (the replay's boards, the chart): built only when asked."""
        async def build() -> Replay:
            return await asyncio.to_thread(replay_log, rec, await self._actions(rec))
        return await _once(self.replays, (rec.id, rec.version), build, KEEP_REPLAYS)

    async def _text(self, key: tuple[Any, ...], make: Callable[[], Awaitable[str]]) -> str:
        """A rendered part, kept by (table, version, language, part, ...): watchers share it."""
        return await _once(self.texts, key, make, KEEP_TEXTS)

    # --- rendering (public views only) ---
    def _words(self, locale: str, rec: TableRecord) -> dict[str, str]:
        game, table = game_name(rec.game), number_text(rec.id)
        ids = {"facts": "web-facts", "reveal": "web-reveal", "replay": "web-replay", "log": "web-log",
               "earlier": "web-replay-earlier", "later": "web-replay-later", "key_hint": "web-replay-keys"}
        said = {k: pages.words(v, locale) for k, v in ids.items()}
        said["chart_alt"] = pages.words("web-chart-alt", locale, game=game, table=table)
        return said

    def _status(self, rec: TableRecord, locale: str) -> str:
        which = {"playing": "web-status-playing", "finished": "web-status-over"}.get(rec.status, "web-status-stopped")
        return pages.words(which, locale)

    def _live_context(self, rec: TableRecord, locale: str, token: str) -> dict[str, Any]:
        return {"live": pages.live_of(rec, locale), "status_text": self._status(rec, locale),
                "t": self._words(locale, rec),
                "chart_url": f"/t/{token}/chart.png" if rec.status == "finished" and rec.seed is not None else ""}

    def _frame_context(self, replay: Replay, log: list[pages.Move], at: int, locale: str) -> dict[str, Any]:
        return {"move": log[at], "count": replay.moves, "sheet": pages.frame_sheet(replay, at, locale),
                "at_text": pages.words("web-replay-at", locale, move=at, count=replay.moves)}

    async def render_live(self, rec: TableRecord, locale: str, token: str) -> str:
        return await self._text((rec.id, rec.version, rec.status, locale, "live", token), lambda: asyncio.to_thread(
            lambda: self.env.get_template("live.html").render(self._live_context(rec, locale, token))))

    async def render_log(self, rec: TableRecord, locale: str, lang_query: str) -> str:
        actions = await self._actions(rec)
        return await self._text((rec.id, rec.version, locale, "log", lang_query), lambda: asyncio.to_thread(
            lambda: self.env.get_template("log.html").render(
                log=pages.log_of(rec, actions, locale), lang_query=lang_query)))

    # --- handlers ---
    async def page(self, request: web.Request) -> web.Response:
        rec = await self._shared(request)
        locale, chosen = reader_locale(request)
        token = request.match_info["token"]
        replay = await self._replay(rec)
        log = pages.log_of(rec, await self._actions(rec), locale)
        at = _move_number(request.query.get("move"), replay.moves)
        lang_query = f"&lang={locale}" if chosen else ""
        context = {**self._live_context(rec, locale, token), **self._frame_context(replay, log, at, locale),
                   "log": log, "lang_query": lang_query, "title": pages.title_of(rec, locale), "locale": locale,
                   "at": at, "events_url": f"/t/{token}/events", "frames_url": f"/t/{token}/move"}
        html = await asyncio.to_thread(self.env.get_template("page.html").render, context)
        return web.Response(text=html, content_type="text/html", headers={"Cache-Control": "no-store"})

    async def frame(self, request: web.Request) -> web.Response:
        rec = await self._shared(request)
        locale, _ = reader_locale(request)
        replay = await self._replay(rec)
        raw = request.match_info["move"]
        if not raw.isdigit() or len(raw) > 6 or int(raw) > replay.moves:
            raise web.HTTPNotFound()
        actions = await self._actions(rec)
        html = await self._text((rec.id, rec.version, locale, "frame", int(raw)), lambda: asyncio.to_thread(
            lambda: self.env.get_template("frame.html").render(
                self._frame_context(replay, pages.log_of(rec, actions, locale), int(raw), locale))))
        return web.Response(text=html, content_type="text/html")

    async def font(self, request: web.Request) -> web.StreamResponse:
        """The pictures' own fonts (data/fonts/), so every reader sees the same letters, CJK included."""
        name = request.match_info["name"]
        if name not in FONTS:
            raise web.HTTPNotFound()
        return web.FileResponse(FONT_DIR / name, headers={"Cache-Control": "max-age=86400"})

    async def chart(self, request: web.Request) -> web.Response:
        rec = await self._shared(request)
        if rec.status != "finished" or rec.seed is None:
            raise web.HTTPNotFound()
        locale, _ = reader_locale(request)
        replay = await self._replay(rec)
        from bot.text.names import seat_names
        from render import chart_png
        views = [replay.view(i) for i in range(replay.moves + 1)]
        png = await _once(self.charts, (rec.id, rec.version, locale), lambda: asyncio.to_thread(
            chart_png, rec.game, views, seat_names(replay.seats, locale), locale), KEEP_REPLAYS)
        if png is None:
            raise web.HTTPNotFound()
        return web.Response(body=png, content_type="image/png", headers={"Cache-Control": "max-age=3600"})

    async def events(self, request: web.Request) -> web.StreamResponse:
        """The live updates: the current "live" and "log" at once, then again after every move."""
        rec = await self._shared(request)
        locale, chosen = reader_locale(request)
        token = request.match_info["token"]
        lang_query = f"&lang={locale}" if chosen else ""
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store",
                                               "X-Accel-Buffering": "no"})
        await response.prepare(request)
        queue: "asyncio.Queue[TableRecord | None]" = asyncio.Queue(maxsize=1)
        self._subscribe(rec.id, queue)
        try:
            seen = None
            current: TableRecord | None = rec
            while current is not None:
                if current.version != seen or current.status != rec.status:
                    await response.write(sse("live", await self.render_live(current, locale, token)))
                    await response.write(sse("log", await self.render_log(current, locale, lang_query)))
                    seen, rec = current.version, current
                    if current.status != "playing":
                        await response.write(sse("end", str(current.status)))
                        break
                try:
                    current = await asyncio.wait_for(queue.get(), HEARTBEAT_SECONDS)
                except asyncio.TimeoutError:
                    await response.write(b": still here\n\n")
                if current is not None and not shared(current.settings):
                    break
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._unsubscribe(rec.id, queue)
        return response

    # --- one reader per watched table ---
    def _subscribe(self, table_id: int, queue: "asyncio.Queue[TableRecord | None]") -> None:
        if self.closing:                # a stream still opening as the server stops: it ends at once
            queue.put_nowait(None)
            return
        watch = self.watches.setdefault(table_id, Watch(table_id))
        watch.queues.add(queue)
        if watch.task is None or watch.task.done():
            watch.task = asyncio.create_task(self._poll(watch))

    def _unsubscribe(self, table_id: int, queue: "asyncio.Queue[TableRecord | None]") -> None:
        watch = self.watches.get(table_id)
        if watch is not None:
            watch.queues.discard(queue)

    async def _poll(self, watch: Watch) -> None:
        """Read the table every poll_seconds while anyone watches; hand each new version to every watcher."""
        seen: tuple[int, str] | None = None
        try:
            while watch.queues:
                try:
                    rec = await self.store.load(watch.table_id)
                except Exception:   # noqa: BLE001  (a busy database: try again at the next poll)
                    log.warning("web: table #%s could not be read", watch.table_id, exc_info=True)
                    rec = None
                if rec is not None and (rec.version, rec.status) != seen:
                    for queue in list(watch.queues):    # (each watcher skips a version it has shown)
                        if queue.full():
                            queue.get_nowait()          # a slow watcher gets the newest version only
                        queue.put_nowait(rec)
                    seen = (rec.version, rec.status)
                await asyncio.sleep(self.poll_seconds)
        finally:
            if self.watches.get(watch.table_id) is watch and not watch.queues:
                del self.watches[watch.table_id]


async def _once(kept: "OrderedDict[Any, asyncio.Task[T]]", key: Any, make: Callable[[], Awaitable[T]],
                most: int) -> T:
    """`make()` once per key, however many ask at once (they await the same task); the `most`
    most recently used results are kept, and a failure is not."""
    task = kept.get(key)
    if task is None:
        task = kept[key] = asyncio.ensure_future(make())
        while len(kept) > most:
            kept.popitem(last=False)
    kept.move_to_end(key)
    try:
        return await asyncio.shield(task)
    except Exception:
        kept.pop(key, None)
        raise


def sse(event: str, data: str) -> bytes:
    """One server-sent event: every line of `data` on its own "data:" line."""
    lines = "".join(f"data: {line}\n" for line in data.split("\n"))
    return f"event: {event}\n{lines}\n".encode()


def _move_number(raw: str | None, moves: int) -> int:
    """?move=N as a move of the log (bounded; anything else: the last move)."""
    if raw is None or not raw.isdigit() or len(raw) > 6:
        return moves
    return min(int(raw), moves)


async def serve(store: Store, key: bytes, host: str, port: int) -> web.AppRunner:
    """Start the web view on host:port (the caller keeps the runner and cleans it up)."""
    runner = web.AppRunner(WebView(store, key).app(), shutdown_timeout=STOP_SECONDS)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    log.info("web view on http://%s:%d", host, port)
    return runner
