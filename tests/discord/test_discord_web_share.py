"""The table card's *Watch* link button (with WEB_PUBLIC_URL) and `/game status share:on|off` through
Discord: the host hides the table's web page (its link then answers 404) and shows it again; anyone
else is refused privately and nothing changes."""
from __future__ import annotations

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.web.server import WebView
from bot.web.tokens import table_of, web_key
from discord_harness import ALICE, BOB, CHANNEL, Harness, close_harness, make_harness, open_panel, seated_game

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


def replay_message(sent: list):
    [answer] = [s for s in Harness.to_caller(sent) if any(c.startswith("br:replay:") for c in s.custom_ids())]
    return answer


def post_button(message) -> str:
    [custom_id] = [c for c in message.custom_ids() if c.startswith("br:replay-post:")]
    return custom_id


def refused_privately(sent: list, message_id: str) -> None:
    """`message_id` told to the presser alone, and nothing posted for everyone."""
    assert message_id in Harness.ids(sent)
    assert not [s for s in sent if s.kind == "followup" and not s.ephemeral]


@pytest.fixture
async def shared_web(tmp_path):
    """A harness whose tables have web pages (WEB_PUBLIC_URL set)."""
    h = await make_harness(tmp_path, web_public_url=URL, web_secret="a-secret-for-the-test")
    yield h
    await close_harness(h)


async def test_the_replays_owner_posts_its_web_link_in_the_channel_once_a_minute(shared_web: Harness) -> None:
    h = shared_web
    await seated_game(h)
    panel = await open_panel(h, ALICE)
    await h.press(ALICE, panel, panel.buttons()[0]["custom_id"])       # one move: the replay opens at it
    table = h.referee.table(CH).table_id
    message = replay_message(await h.slash(ALICE, "game replay"))
    custom_id = post_button(message)
    assert custom_id == f"br:replay-post:{table}:1:{ALICE}"
    assert "Post link here" in [b.get("label") for b in message.all_buttons()]

    refused = await h.press(BOB, message, custom_id)
    assert "replay-not-yours" in Harness.ids(refused)
    assert all(s.ephemeral for s in Harness.to_caller(refused))

    posted = await h.press(ALICE, message, custom_id)
    [public] = [s for s in posted if s.kind == "followup" and not s.ephemeral]
    assert public.content == f"<@{ALICE}> shares the replay of High Card #{table} at move 1 of 1."
    assert public.pings_nobody
    [link] = public.all_buttons()
    assert link["style"] == 5 and link["url"].startswith(f"{URL}/t/{table}-") and link["url"].endswith("#move-1")
    assert [s.kind for s in posted] == ["callback", "followup"] and posted[0].body["type"] == 6  # the replay stays

    again = await h.press(ALICE, message, custom_id)
    refused_privately(again, "replay-post-wait")


async def test_an_unshared_table_offers_no_link_and_an_old_post_button_posts_nothing(shared_web: Harness) -> None:
    h = shared_web
    await seated_game(h)
    message = replay_message(await h.slash(ALICE, "game replay"))
    custom_id = post_button(message)
    await h.slash(ALICE, "game status", {"share": "share-off"})
    fresh = replay_message(await h.slash(ALICE, "game replay"))
    assert [b for b in fresh.all_buttons() if b.get("style") == 5] == []
    assert not [c for c in fresh.custom_ids() if c.startswith("br:replay-post:")]
    sent = await h.press(ALICE, message, custom_id)
    refused_privately(sent, "replay-post-unshared")


async def test_a_member_who_may_not_post_here_posts_no_link(shared_web: Harness) -> None:
    h = shared_web
    await seated_game(h)
    message = replay_message(await h.slash(ALICE, "game replay"))
    sent = await h.press(ALICE, message, post_button(message), permissions="0")
    refused_privately(sent, "guard-may-not-send")


async def test_the_link_is_posted_in_the_tables_language(shared_web: Harness) -> None:
    h = shared_web
    await h.slash(ALICE, "game new", {"game": "highcard", "language": "zh-tw"})
    await h.slash(BOB, "game join")
    await h.slash(ALICE, "game start")
    table = h.referee.table(CH).table_id
    message = replay_message(await h.slash(ALICE, "game replay"))
    posted = await h.press(ALICE, message, post_button(message))
    [public] = [s for s in posted if s.kind == "followup" and not s.ephemeral]
    assert f"#{table} 的重播" in public.content and "在網頁上重播" == public.all_buttons()[0]["label"]
