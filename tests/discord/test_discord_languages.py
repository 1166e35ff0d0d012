"""Each reader hears their own language: the channel the table's (the server's by default),
ephemeral answers and DMs the user's Discord locale."""
from __future__ import annotations

import re

import pytest
from discord_harness import ALICE, BOB, Harness
from no_english import assert_no_english

KANA = re.compile(r"[\u3040-\u30ff]")


def speaking(harness: Harness, monkeypatch: pytest.MonkeyPatch, locales: dict[int, str], server: str) -> None:
    """Interactions from each user come from a client in that user's locale, in a server whose
    preferred locale is `server`."""
    build = harness._payload

    def payload(user: int, *args, **kwargs) -> dict:
        return {**build(user, *args, **kwargs), "locale": locales.get(user, "en-US"), "guild_locale": server}

    monkeypatch.setattr(harness, "_payload", payload)


async def test_a_chinese_table_with_a_japanese_player(harness: Harness, monkeypatch: pytest.MonkeyPatch):
    speaking(harness, monkeypatch, {ALICE: "zh-TW", BOB: "ja"}, server="zh-TW")
    names = ["Alice", "Bob"]

    opened = await harness.slash(ALICE, "game new", {"game": "qin"})
    assert harness.referee.table(str(harness.channel(opened)[0].channel_id)).language == "zh-TW"
    public = Harness.text(harness.channel(opened))
    assert "## 秦" in public and "等待玩家加入" in public and "1. Alice" in public    # the lobby card
    assert "已開" in Harness.text(Harness.to_caller(opened))

    joined = await harness.slash(BOB, "game join")
    assert "已入座 2 人" in Harness.text(harness.edits(joined))            # the card, in the table's language
    assert Harness.text(Harness.to_caller(joined)).strip() == "着席しました。"   # Bob's own

    refused = await harness.slash(BOB, "game start")                  # only the host may
    answer = Harness.text(Harness.to_caller(refused))
    assert "ホスト" in answer and KANA.search(answer) and not harness.channel(refused)

    started = await harness.slash(ALICE, "game start")
    channel = harness.channel(started)
    assert "開始" in Harness.text(channel)
    bob_dm, alice_dm = Harness.text(harness.dms(started, BOB)), Harness.text(harness.dms(started, ALICE))
    assert "あなたの秘密" in bob_dm and KANA.search(bob_dm)
    assert "秘密資訊" in alice_dm and not KANA.search(alice_dm)
    # option names and values are typed as players write them (`side=bird`): the lobby card keeps them
    assert_no_english([("channel", s.content) for s in harness.log if s.kind in ("channel", "edit")]
                      + [("dm", s.content) for s in harness.log if s.kind == "dm"]
                      + [("to caller", s.content) for s in Harness.to_caller(harness.log)],
                      [*names, "start", "side", "bird", "match"])

    status = await harness.slash(BOB, "game status")                 # information: in Bob's language
    assert "卓" in Harness.text(Harness.to_caller(status))
    stored = await harness.referee.store.player(str(BOB))
    assert stored is not None and stored.locale == "ja"


async def test_the_table_language_can_be_chosen_and_changed(harness: Harness, monkeypatch: pytest.MonkeyPatch):
    speaking(harness, monkeypatch, {ALICE: "en-US", BOB: "en-US"}, server="en-US")
    opened = await harness.slash(ALICE, "game new", {"game": "qin", "language": "ja"})
    assert "プレイヤーを待っています" in Harness.text(harness.channel(opened))     # the lobby card
    assert "Table #" in Harness.text(Harness.to_caller(opened))       # Alice reads English
    refused = await harness.slash(BOB, "game language", {"language": "zh-tw"})
    assert "Only the host" in Harness.text(Harness.to_caller(refused))
    changed = await harness.slash(ALICE, "game language", {"language": "zh-tw"})
    assert "等待玩家加入" in Harness.text(harness.edits(changed))       # the lobby card, now in zh-TW
    joined = await harness.slash(BOB, "game join")
    assert "已入座 2 人" in Harness.text(harness.edits(joined))
