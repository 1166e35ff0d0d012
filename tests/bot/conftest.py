"""Fixtures for the bot's tests: High Card (tests/bot/fake_game.py) registered as a game,
a fresh SQLite store per test, and a referee over it."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fake_game  # noqa: E402
from pg_server import pg_server, pg_url  # noqa: E402,F401  (PostgreSQL for the tests that ask)

from bot.referee.referee import Referee  # noqa: E402
from bot.store.sqlite import SqliteStore  # noqa: E402


@pytest.fixture(autouse=True)
def highcard(monkeypatch: pytest.MonkeyPatch):
    """High Card registered (its description: tests/bot/fake_game.py PLUGIN) for every bot test."""
    fake_game.plug_in(monkeypatch)
    return fake_game.GAME


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "boardroom.db"


@pytest.fixture
async def store(db_path: Path):
    s = SqliteStore(db_path)
    await s.open()
    yield s
    await s.close()


@pytest.fixture
async def referee(store: SqliteStore):
    ref = Referee(store, render_workers=2)
    await ref.start()
    yield ref
    ref.pool.shutdown(wait=True)
