"""/game rules answers in the language of the user's Discord client (interaction.locale)."""
from __future__ import annotations

import re

import pytest
from discord_harness import ALICE, Harness

KANA = re.compile(r"[\u3040-\u30ff]")


def speaking(harness: Harness, monkeypatch: pytest.MonkeyPatch, locale: str) -> None:
    """Every interaction the harness builds from now on comes from a client set to `locale`."""
    build = harness._payload

    def payload(*args, **kwargs) -> dict:
        return {**build(*args, **kwargs), "locale": locale}

    monkeypatch.setattr(harness, "_payload", payload)


@pytest.mark.parametrize(("locale", "expected"), [("ja", "パゴダ"), ("zh-TW", "寶塔"), ("en-US", "pagoda")])
async def test_rules_come_in_the_readers_language(harness: Harness, monkeypatch: pytest.MonkeyPatch,
                                                  locale: str, expected: str):
    speaking(harness, monkeypatch, locale)
    sent = await harness.slash(ALICE, "game rules", {"game": "qin"})
    answer = Harness.text(Harness.to_caller(sent))
    assert expected in answer
    assert all(s.ephemeral for s in Harness.to_caller(sent))


async def test_a_language_without_pages_gets_english(harness: Harness, monkeypatch: pytest.MonkeyPatch):
    speaking(harness, monkeypatch, "fr")
    sent = await harness.slash(ALICE, "game rules", {"game": "futures"})
    answer = Harness.text(Harness.to_caller(sent))
    assert "Futures!" in answer and not KANA.search(answer)
