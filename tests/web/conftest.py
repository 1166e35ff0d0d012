"""The web view over a real SQLite store (tests/helpers/web_tables.py writes its tables)."""
from __future__ import annotations

from pathlib import Path
from typing import AsyncIterator

import pytest

from bot.store.sqlite import SqliteStore

KEY = b"k" * 32


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(tmp_path / "web.db")
    await s.open()
    yield s
    await s.close()
