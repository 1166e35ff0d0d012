"""Fixtures for the bot's tests: High Card (tests/bot/fake_game.py) registered as a game,
a fresh SQLite store per test, and a referee over it; `pg_url`, a fresh database on a real
PostgreSQL server that this test process starts once (tests/bot/pg_server.py)."""
from __future__ import annotations

import itertools
import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fake_game  # noqa: E402
from pg_server import PgServer, ServerUnavailable  # noqa: E402

from bot.referee import Referee  # noqa: E402
from bot.store import SqliteStore  # noqa: E402


@pytest.fixture(autouse=True)
def highcard(monkeypatch: pytest.MonkeyPatch):
    """High Card in games.GAMES and render.highcard for every bot test."""
    import games
    import types

    monkeypatch.setitem(games.GAMES, fake_game.KEY, fake_game.GAME)
    module = types.ModuleType(f"render.{fake_game.KEY}")
    module.board = fake_game.board
    module.private = fake_game.private_picture
    monkeypatch.setitem(sys.modules, f"render.{fake_game.KEY}", module)
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
    ref._pool.shutdown(wait=True)


@pytest.fixture(scope="session")
def pg_server():
    """One PostgreSQL server per test process. Where it cannot start the PostgreSQL tests fail
    (in CI, or with BOARDROOM_REQUIRE_PG=1) or are skipped, with the reason."""
    try:
        server = PgServer().start()
    except ServerUnavailable as exc:
        if os.environ.get("CI") or os.environ.get("BOARDROOM_REQUIRE_PG"):
            pytest.fail(f"PostgreSQL for the tests: {exc}", pytrace=False)
        pytest.skip(f"PostgreSQL for the tests: {exc}")
    yield server
    server.stop()


_databases = itertools.count(1)


@pytest.fixture
def pg_url(pg_server: PgServer) -> str:
    """A new, empty database on the test server."""
    return pg_server.create_database(f"t{os.getpid()}_{next(_databases)}")
