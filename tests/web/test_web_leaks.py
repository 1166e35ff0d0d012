"""The twin-state leak test for the web view (as tests/test_contract.py's for views): two tables
whose states differ only in a player's secrets (GameState.vary_secrets) give byte-identical pages,
replay frames and live updates (server-sent events)."""
from __future__ import annotations

import difflib

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.store.sqlite import SqliteStore
from bot.web.server import WebView
from bot.web.tokens import token_for
from web_tables import KEY, dealt, play, seats


async def first_events(client: TestClient, path: str) -> bytes:
    """The live updates a watcher gets on connecting: the "live" and "log" events, whole."""
    response = await client.get(path)
    assert response.status == 200 and response.headers["Content-Type"].startswith("text/event-stream")
    data = b""
    while data.count(b"\n\n") < 2:
        data += await response.content.readany()
    response.close()
    return data


async def everything(store: SqliteStore, table_id: int, moves: int) -> list[bytes]:
    client = TestClient(TestServer(WebView(store, KEY, poll_seconds=0.02).app()))
    await client.start_server()
    token = token_for(KEY, table_id)
    try:
        seen = [await (await client.get(f"/t/{token}?lang={lang}")).read() for lang in ("en", "zh-TW", "ja")]
        seen += [await (await client.get(f"/t/{token}/move/{n}")).read() for n in range(moves + 1)]
        seen.append(await first_events(client, f"/t/{token}/events"))
    finally:
        await client.close()
    return seen


@pytest.mark.parametrize("game,players", [("stockpile", 3), ("futures", 3), ("acquire", 3), ("qin", 2),
                                          ("wallstreet", 3)])
async def test_twins_that_differ_in_secrets_give_identical_pages_and_updates(tmp_path, game: str,
                                                                            players: int) -> None:
    names = ["ann", "bob", "cy", "di"][:players]
    stores = [SqliteStore(tmp_path / "a.db"), SqliteStore(tmp_path / "b.db")]
    for s in stores:
        await s.open()
    try:
        real = await dealt(stores[0], game, names, seed=11)
        await play(stores[0], real, 6)
        twin = None
        for salt in range(20):
            other = real.state.vary_secrets(names[salt % players], salt)
            if other.dump() != real.state.dump():
                twin = other
                break
        assert twin is not None, f"{game}: no secret to vary after 6 moves"
        assert twin.view(None) == real.state.view(None)
        # the twin table: the same seats, seed and log; its snapshot holds the other secrets
        rec = await stores[0].load(real.table_id)
        assert rec is not None
        copy = await stores[1].create("100", game, names[0], seats(names), {}, seed=rec.seed, snapshot=twin.dump())
        version = copy.version
        for entry in await stores[0].actions(real.table_id):
            version = await stores[1].commit_action(copy.id, version, entry.player, entry.action, twin.dump(),
                                                    entry.public, label=entry.label)
        moves = len(await stores[0].actions(real.table_id))
        ours, theirs = await everything(stores[0], real.table_id, moves), await everything(stores[1], copy.id, moves)
        assert b"event: live" in ours[-1] and b"event: log" in ours[-1]
        for a, b in zip(ours, theirs):      # on failure, the lines that differ are printed
            if a != b:
                print("\n".join(difflib.unified_diff(a.decode().split("\n"), b.decode().split("\n"), lineterm="")))
        assert ours == theirs
    finally:
        for s in stores:
            await s.close()
