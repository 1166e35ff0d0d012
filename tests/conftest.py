"""Fixtures for every test folder: `pg_url`, a fresh database on a real PostgreSQL server that
each test process starts once in a temporary folder (tests/bot/pg_server.py)."""
from __future__ import annotations

import itertools
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "bot"))

from pg_server import PgServer, ServerUnavailable  # noqa: E402


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
