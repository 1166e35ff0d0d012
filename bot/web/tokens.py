"""A table's unguessable link: ``<id>-<mac>``, the mac an HMAC-SHA256 of the table id under the
web key (WEB_SECRET, or a key made once and kept in WEB_SECRET_FILE). Without the key no token can
be made up, so the table ids cannot be walked."""
from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path
from typing import Callable

from bot.settings import Settings

MAC_CHARS = 32          # 128 bits of the HMAC, hex


def web_key(settings: Settings) -> bytes:
    """WEB_SECRET, else the key in WEB_SECRET_FILE, made (readable by its owner only) on first use."""
    if settings.web_secret:
        return settings.web_secret.encode()
    path = Path(settings.web_secret_file)
    if not path.exists():
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write(secrets.token_hex(32))
    return path.read_text().strip().encode()


def _mac(key: bytes, table_id: int) -> str:
    return hmac.new(key, f"table:{table_id}".encode(), hashlib.sha256).hexdigest()[:MAC_CHARS]


def token_for(key: bytes, table_id: int) -> str:
    return f"{table_id}-{_mac(key, table_id)}"


def table_of(key: bytes, token: str) -> int | None:
    """The table a token names, or None for a token not made with this key (bounded before any work)."""
    if len(token) > 24 + MAC_CHARS:
        return None
    number, _, mac = token.partition("-")
    if not number.isdigit() or len(number) > 18 or len(mac) != MAC_CHARS:
        return None
    table_id = int(number)
    return table_id if hmac.compare_digest(mac, _mac(key, table_id)) else None


def linker(settings: Settings) -> Callable[[int], str]:
    """Table id -> its page, WEB_PUBLIC_URL/t/<token> (the key read once)."""
    key, url = web_key(settings), settings.web_url
    return lambda table_id: f"{url}/t/{token_for(key, table_id)}"


def link(settings: Settings, table_id: int) -> str:
    """The table's page: WEB_PUBLIC_URL/t/<token>."""
    return linker(settings)(table_id)
