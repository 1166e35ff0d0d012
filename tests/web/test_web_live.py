"""The live updates (server-sent events): a watcher gets the table as it is at once, then every
move as it is committed to the store by anyone (the bot is another process), and "end" at the end."""
from __future__ import annotations

import asyncio

from aiohttp import ClientSession, web
from aiohttp.test_utils import TestClient, TestServer

from bot.web.server import WebView, sse
from bot.web.tokens import token_for
from web_tables import KEY, dealt, play


async def next_event(response, buffer: bytearray) -> tuple[str, str]:
    """The next event (its name and data), comments skipped."""
    while True:
        while b"\n\n" not in buffer:
            chunk = await asyncio.wait_for(response.content.readany(), 5)
            assert chunk, "the stream ended"
            buffer.extend(chunk)
        raw, _, rest = bytes(buffer).partition(b"\n\n")
        buffer[:] = rest
        lines = raw.decode().split("\n")
        if lines[0].startswith("event: "):
            return lines[0][7:], "\n".join(line[6:] for line in lines[1:])


def test_an_event_puts_every_line_of_its_data_on_a_data_line() -> None:
    assert sse("live", "a\nb") == b"event: live\ndata: a\ndata: b\n\n"


async def test_a_watcher_follows_each_move_and_the_end(store) -> None:
    table = await dealt(store, "stockpile", ["ann", "bob"], seed=3)
    await play(store, table, 1)
    client = TestClient(TestServer(WebView(store, KEY, poll_seconds=0.02).app()))
    await client.start_server()
    try:
        response = await client.get(f"/t/{token_for(KEY, table.table_id)}/events?lang=ja")
        buffer = bytearray()
        name, data = await next_event(response, buffer)
        assert name == "live" and 'data-version="1"' in data and "対局中" in data
        name, data = await next_event(response, buffer)
        assert name == "log" and 'id="log-1"' in data and 'id="log-2"' not in data
        await play(store, table, 1)                     # a move, committed as the bot commits it
        name, data = await next_event(response, buffer)
        assert name == "live" and 'data-version="2"' in data
        name, data = await next_event(response, buffer)
        assert name == "log" and 'id="log-2"' in data
        await play(store, table, 5000)                  # to the end
        names = []
        while "end" not in names:
            names.append((await next_event(response, buffer))[0])
        assert names[-3:] == ["live", "log", "end"]
        response.close()
    finally:
        await client.close()


async def test_many_watchers_share_one_reader_per_table(store) -> None:
    table = await dealt(store, "acquire", ["ann", "bob"])
    view = WebView(store, KEY, poll_seconds=0.02)
    client = TestClient(TestServer(view.app()))
    await client.start_server()
    try:
        responses = [await client.get(f"/t/{token_for(KEY, table.table_id)}/events") for _ in range(5)]
        for r in responses:
            await next_event(r, bytearray())
        assert list(view.watches) == [table.table_id] and len(view.watches[table.table_id].queues) == 5
        for r in responses:
            r.close()
    finally:
        await client.close()


class HeldStore:
    """The store, but the next read waits until `go` is set: a watcher still opening its stream."""

    def __init__(self, store) -> None:
        self.store = store
        self.reading = asyncio.Event()
        self.go = asyncio.Event()

    async def load(self, table_id: int):
        if not self.go.is_set():
            self.reading.set()
            await self.go.wait()
        return await self.store.load(table_id)

    def __getattr__(self, name: str):
        return getattr(self.store, name)


async def test_stopping_the_server_ends_every_stream_even_one_still_opening(store) -> None:
    """A restart must not wait for watchers to leave: aiohttp waits up to a minute for open
    handlers, so a stream that subscribed after the shutdown signal held the restart that long."""
    table = await dealt(store, "stockpile", ["ann", "bob"], seed=3)
    held = HeldStore(store)
    view = WebView(held, KEY, poll_seconds=0.02)
    app = view.app()
    signalled = asyncio.Event()

    async def mark(_app: web.Application) -> None:
        signalled.set()

    app.on_shutdown.append(mark)                           # (after the view's own shutdown hook)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    async with ClientSession() as session:
        url = f"http://127.0.0.1:{port}/t/{token_for(KEY, table.table_id)}/events"
        asked = asyncio.ensure_future(session.get(url))
        await asyncio.wait_for(held.reading.wait(), 5)    # the handler is reading the table …
        stopping = asyncio.ensure_future(runner.cleanup())
        await asyncio.wait_for(signalled.wait(), 5)        # … as the shutdown signal goes out
        held.go.set()
        await asyncio.wait_for(stopping, 5)
        response = await asyncio.wait_for(asked, 5)
        body = await asyncio.wait_for(response.content.read(), 5)   # the whole stream, to its end
        assert b"event: live" in body                      # it was answered, then ended
        assert not view.watches
