"""The page of a table (bot/web/server.py) through aiohttp's test client over a real store: the
signed link, 404 for made-up and unshared tables, the board from the phone sheet's model, the
facts and the log in the reader's language, the replay's frames and the end chart."""
from __future__ import annotations

import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.web.server import WebView
from bot.web.tokens import table_of, token_for
from web_tables import KEY, dealt, play


async def client_of(store) -> TestClient:
    client = TestClient(TestServer(WebView(store, KEY, poll_seconds=0.02).app()))
    await client.start_server()
    return client


def test_a_token_names_its_table_and_nothing_else() -> None:
    token = token_for(KEY, 12)
    assert table_of(KEY, token) == 12
    assert table_of(b"x" * 32, token) is None                 # another key: not ours
    number, mac = token.split("-")
    assert table_of(KEY, f"13-{mac}") is None                  # the next table's id with this mac
    assert table_of(KEY, f"{number}-{mac[:-1]}0" if mac[-1] != "0" else f"{number}-{mac[:-1]}1") is None
    assert table_of(KEY, "12") is None and table_of(KEY, "") is None and table_of(KEY, "9" * 5000) is None


async def test_the_page_shows_the_board_facts_and_log(store) -> None:
    table = await dealt(store, "acquire", ["ann", "bob", "cy"])
    await play(store, table, 5)
    client = await client_of(store)
    try:
        response = await client.get(f"/t/{token_for(KEY, table.table_id)}")
        assert response.status == 200
        html = await response.text()
    finally:
        await client.close()
    assert "Acquire #1" in html
    assert 'class="grid"' in html and html.count("<td ") == 9 * 12 * 2     # the board and the replay's board
    assert "In play" in html and "To move:" in html
    assert 'id="log-5"' in html and 'id="log-6"' not in html                 # the deal and five moves
    assert "<script" not in html.split('<script src="/static/web.js">')[0]  # no inline script


@pytest.mark.parametrize("lang,words", [("zh-TW", "第 1 手"), ("ja", "1 手目")])
async def test_the_page_speaks_the_readers_language(store, lang: str, words: str) -> None:
    table = await dealt(store, "stockpile", ["ann", "bob", "cy"])
    await play(store, table, 2)
    client = await client_of(store)
    try:
        by_query = await (await client.get(f"/t/{token_for(KEY, table.table_id)}?lang={lang}")).text()
        by_header = await (await client.get(f"/t/{token_for(KEY, table.table_id)}",
                                            headers={"Accept-Language": f"{lang},en;q=0.5"})).text()
    finally:
        await client.close()
    for html in (by_query, by_header):
        assert f'<html lang="{lang}">' in html and words in html
        assert "Move 1" not in html


async def test_made_up_revoked_and_missing_tables_answer_404(store) -> None:
    shared = await dealt(store, "futures", ["ann", "bob", "cy"], channel="1")
    hidden = await dealt(store, "futures", ["ann", "bob", "cy"], channel="2", settings={"web": False})
    client = await client_of(store)
    try:
        assert (await client.get(f"/t/{token_for(KEY, shared.table_id)}")).status == 200
        made_up = token_for(b"z" * 32, shared.table_id)
        for token in (made_up, token_for(KEY, hidden.table_id), token_for(KEY, 999), "1-abc", "x" * 300):
            response = await client.get(f"/t/{token}")
            assert response.status == 404, token
            assert "no table at this link" in await response.text()
            assert (await client.get(f"/t/{token}/events")).status == 404
            assert (await client.get(f"/t/{token}/move/0")).status == 404
        await store.set_setting(shared.table_id, "web", False)      # /game status share:off
        assert (await client.get(f"/t/{token_for(KEY, shared.table_id)}")).status == 404
        await store.set_setting(shared.table_id, "web", True)       # /game status share:on
        assert (await client.get(f"/t/{token_for(KEY, shared.table_id)}")).status == 200
    finally:
        await client.close()


async def test_the_replay_opens_at_a_move_and_serves_each_frame(store) -> None:
    table = await dealt(store, "qin", ["ann", "bob"])
    await play(store, table, 6)
    token = token_for(KEY, table.table_id)
    client = await client_of(store)
    try:
        html = await (await client.get(f"/t/{token}?move=3")).text()
        assert re.search(r'id="frame" data-move="3" data-count="6"', html)
        assert 'href="?move=2#move-2"' in html and 'href="?move=4#move-4"' in html
        frame = await (await client.get(f"/t/{token}/move/0")).text()
        assert 'data-move="0"' in frame and "The deal" in frame
        assert (await client.get(f"/t/{token}/move/7")).status == 404
        assert (await client.get(f"/t/{token}/move/-1")).status == 404
        html = await (await client.get(f"/t/{token}?move=banana")).text()
        assert 'data-move="6"' in html                                  # anything else: the last move
    finally:
        await client.close()


async def test_a_finished_game_shows_the_reveal_and_the_chart(store) -> None:
    table = await dealt(store, "stockpile", ["ann", "bob"], seed=3)
    await play(store, table, 2000)
    assert table.state.is_over()
    token = token_for(KEY, table.table_id)
    client = await client_of(store)
    try:
        html = await (await client.get(f"/t/{token}")).text()
        assert "The game is over" in html and 'class="reveal"' in html
        assert f'src="/t/{token}/chart.png"' in html
        chart = await client.get(f"/t/{token}/chart.png")
        assert chart.status == 200 and (await chart.read()).startswith(b"\x89PNG")
    finally:
        await client.close()


async def test_the_pages_fonts_are_the_pictures_own_and_nothing_else_of_the_folder(store) -> None:
    client = await client_of(store)
    try:
        font = await client.get("/fonts/NotoSansCJKtc-Regular-subset.otf")
        assert font.status == 200 and len(await font.read()) > 100_000
        for other in ("make_cjk_subset.py", "LICENSE-DejaVu.txt", "..%2Fpyproject.toml"):
            assert (await client.get(f"/fonts/{other}")).status == 404
        css = await (await client.get("/static/web.css")).text()
        assert 'url("/fonts/NotoSansCJKtc-Bold-subset.otf")' in css
    finally:
        await client.close()


async def test_a_table_still_in_its_lobby_shows_its_deal_and_no_moves(store) -> None:
    from web_tables import seats
    rec = await store.create("101", "qin", "ann", seats(["ann", "bob"]), {})     # never dealt: no seed, no snapshot
    client = await client_of(store)
    try:
        response = await client.get(f"/t/{token_for(KEY, rec.id)}")
        assert response.status == 200
        html = await response.text()
        assert "Move 0 of 0" in html
        assert (await client.get(f"/t/{token_for(KEY, rec.id)}/move/1")).status == 404
    finally:
        await client.close()
