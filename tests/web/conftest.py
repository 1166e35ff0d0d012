"""The web view over a real store, SQLite and PostgreSQL (tests/helpers/web_tables.py writes its
tables as the referee does)."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bot"))

from pg_server import pg_server, pg_url  # noqa: E402,F401  (PostgreSQL for the tests that ask)

from bot.store.backends import store_for  # noqa: E402


@pytest.fixture(params=["sqlite", "postgresql"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Any]:
    url = request.getfixturevalue("pg_url") if request.param == "postgresql" else f"sqlite:///{tmp_path / 'web.db'}"
    s = store_for(url)
    await s.open()
    yield s
    await s.close()
