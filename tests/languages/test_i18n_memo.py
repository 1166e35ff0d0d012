"""The memo of formatted texts: the same text as Fluent gives, and a bounded memory that keeps what is
said again and again (a bot plays thousands of games in one process: bench/rss.py)."""
from __future__ import annotations

import pytest

from i18n import catalog


@pytest.fixture
def fresh_bundle(monkeypatch: pytest.MonkeyPatch):
    catalog.bundle.cache_clear()
    monkeypatch.setattr(catalog, "_FORMATTED_LIMIT", 3)
    yield catalog.bundle("en")
    catalog.bundle.cache_clear()


def test_the_memo_holds_at_most_its_limit_and_keeps_what_is_said_often(fresh_bundle) -> None:
    kept = catalog._formatted(fresh_bundle)
    game = {"game": "Qin", "table": "1", "move": "1", "status": "x"}
    often_key = ("bot-board-alt", None, *((k, str, v) for k, v in game.items()))
    for move in range(2, 40):
        often = catalog.format_message("bot-board-alt", "en", game)
        once = catalog.format_message("bot-board-alt", "en", {**game, "move": str(move)})
        assert len(kept) <= 3
        assert f"move {move}:" in once
        assert kept.get(often_key) == often        # used a moment ago: still kept


def test_a_remembered_text_is_the_text_fluent_gives(fresh_bundle) -> None:
    args = {"game": "Qin", "table": "7", "move": "12", "status": "x"}
    first = catalog.format_message("bot-board-alt", "en", args)
    pattern = fresh_bundle.get_message("bot-board-alt").value
    fluent, errors = fresh_bundle.format_pattern(pattern, args)
    assert not errors and first == fluent == catalog.format_message("bot-board-alt", "en", args)
