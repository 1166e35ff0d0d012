"""Choosing the store from a database URL.

    sqlite:///relative/path.db   sqlite:////absolute/path.db   a plain path   -> SqliteStore
    postgresql://user:pass@host:5432/db  (or postgres://)                     -> PgStore (asyncpg)
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.settings import Settings
    from bot.store.base import Store

PG_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(url: str) -> bool:
    return url.startswith(PG_SCHEMES)


def sqlite_path(url: str) -> Path:
    """The file of a sqlite:/// URL (or a plain path)."""
    if url.startswith("sqlite:///"):
        return Path(url[len("sqlite:///"):])
    if "://" in url:
        from bot.store.base import StoreUnusable
        scheme = url.partition("://")[0][:20]
        raise StoreUnusable(f"the database URL starts with {scheme}://, which Boardroom does not know; "
                            "use sqlite:///path/to/boardroom.db or postgresql://user:password@host:5432/db.")
    return Path(url)


def store_for(url: str, statement_timeout: float = 5.0) -> "Store":
    """The store for a URL, not yet opened (`statement_timeout`: PostgreSQL's, in seconds)."""
    if is_postgres(url):
        from bot.store.postgres import PgStore   # asyncpg is imported only when PostgreSQL is used
        return PgStore(url, statement_timeout=statement_timeout)
    from bot.store.sqlite import SqliteStore
    return SqliteStore(sqlite_path(url))


def settings_url(settings: "Settings") -> str:
    """DATABASE_URL when set, else the SQLite file at DATABASE_PATH."""
    return settings.database_url or f"sqlite:///{settings.database_path}"


async def open_store(url: str) -> "Store":
    store = store_for(url)
    await store.open()
    return store
