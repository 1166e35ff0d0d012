"""WEB_ENABLED=true: the bot starts the web view in its own process at setup, over the referee's store,
serves a running table's page at its link on WEB_HOST:WEB_PORT, and stops it when it closes."""
from __future__ import annotations

import socket

import aiohttp
import pytest

from bot.web.tokens import token_for
from discord_harness import ALICE, CHANNEL, make_harness, seated_game

SECRET = "a-long-enough-web-secret"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_the_bot_serves_the_web_view_in_process_and_stops_it(tmp_path) -> None:
    port = free_port()
    h = await make_harness(tmp_path, web_enabled=True, web_host="127.0.0.1", web_port=port, web_secret=SECRET)
    h.bot._connection.application_id = 555          # login() learns it from Discord before setup_hook runs
    try:
        await h.bot.setup_hook()
        assert h.bot.web is not None
        await seated_game(h, humans=(ALICE,), ai=1)
        table_id = h.referee.table(str(CHANNEL)).table_id
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/t/{token_for(SECRET.encode(), table_id)}") as page:
                assert page.status == 200 and "High Card" in await page.text()
            async with session.get(f"http://127.0.0.1:{port}/t/{table_id}-{'0' * 32}") as made_up:
                assert made_up.status == 404
    finally:
        await h.bot.close()                         # the bot's close stops the web view with the referee
    with pytest.raises(aiohttp.ClientConnectionError):       # stopped: nothing listens there any more
        async with aiohttp.ClientSession() as session:
            await session.get(f"http://127.0.0.1:{port}/")
