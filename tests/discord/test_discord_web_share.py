"""The table card's *Watch* link button (with WEB_PUBLIC_URL) and `/game status share:on|off` through
Discord: the host hides the table's web page (its link then answers 404) and shows it again; anyone
else is refused privately and nothing changes."""
from __future__ import annotations

from aiohttp.test_utils import TestClient, TestServer

from bot.web.server import WebView
from bot.web.tokens import table_of, web_key
from discord_harness import ALICE, BOB, CHANNEL, Harness, close_harness, make_harness, seated_game

CH = str(CHANNEL)
URL = "https://watch.example.org"


def watch_buttons(h: Harness) -> list[dict]:
    return [b for b in h.card().all_buttons() if b.get("style") == 5]


async def test_the_card_links_to_the_web_page_and_the_host_can_stop_sharing_it(tmp_path) -> None:
    h = await make_harness(tmp_path, web_public_url=URL, web_secret="a-secret-for-the-test")
    try:
        await seated_game(h)
        table = h.referee.table(CH).table_id
        [watch] = watch_buttons(h)
        assert watch["label"] == "Watch" and watch["url"].startswith(f"{URL}/t/{table}-")
        assert "custom_id" not in watch                        # a link button: Discord opens it, nothing is pressed
        key = web_key(h.bot.settings)
        token = watch["url"].rsplit("/", 1)[1]
        assert table_of(key, token) == table

        version = h.referee.table(CH).version
        sent = await h.slash(BOB, "game status", {"share": "share-off"})
        assert "web-share-host-only" in Harness.ids(sent)
        assert all(s.ephemeral for s in Harness.to_caller(sent)) and h.referee.table(CH).version == version

        client = TestClient(TestServer(WebView(h.referee.store, key).app()))
        await client.start_server()
        try:
            assert (await client.get(f"/t/{token}")).status == 200
            sent = await h.slash(ALICE, "game status", {"share": "share-off"})
            assert "web-share-set-off" in Harness.ids(sent)
            assert watch_buttons(h) == []
            assert (await client.get(f"/t/{token}")).status == 404
            await h.slash(ALICE, "game status", {"share": "share-on"})
            assert len(watch_buttons(h)) == 1
            assert (await client.get(f"/t/{token}")).status == 200
        finally:
            await client.close()
    finally:
        await close_harness(h)


async def test_without_a_public_url_the_card_has_no_watch_button(harness: Harness) -> None:
    await seated_game(harness)
    assert watch_buttons(harness) == []


async def test_the_replay_offers_the_web_replay_at_its_move(tmp_path) -> None:
    h = await make_harness(tmp_path, web_public_url=URL, web_secret="a-secret-for-the-test")
    try:
        await seated_game(h)
        table = h.referee.table(CH).table_id
        sent = await h.slash(ALICE, "game replay")
        [answer] = [s for s in Harness.to_caller(sent) if s.all_buttons()]
        [web] = [b for b in answer.all_buttons() if b.get("style") == 5]
        assert web["label"] == "Replay on the web"
        assert web["url"].startswith(f"{URL}/t/{table}-") and web["url"].endswith("#move-0")
    finally:
        await close_harness(h)
