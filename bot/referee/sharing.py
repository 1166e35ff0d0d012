"""`/game share on|off`: whether the table's web page (bot/web/) answers at its link. Kept in the
table's settings ("web": False hides it; unset or True shows it), so the separate web process reads it
from the store; the host (or a server manager) decides."""
from __future__ import annotations

from bot.referee.shapes import Refusal, Reply
from bot.referee.tables import TableBook
from bot.store.base import StaleVersion
from bot.text.words import said
from games.base import as_player


async def set_shared(book: TableBook, channel: str, user: str, on: bool, is_admin: bool = False) -> Reply:
    """The host turns the table's web page on or off."""
    async with book.lock(channel):
        t = book.need(channel)
        if user != t.host and not is_admin:
            raise Refusal("web-host-only", host=as_player(t.host))
        settings = {**t.settings, "web": on}
        try:
            version = await book.commit(book.store.update(t.id, t.version, settings=settings))
        except StaleVersion:
            await book.resync(t)
            raise Refusal("bot-table-changed") from None
        t.version, t.settings = version, settings
        t.remember(None)
        word = "on" if on else "off"
        return Reply(answer=said(f"web-share-set-{word}"), public=[said(f"web-share-now-{word}", player=as_player(user))],
                     table_id=t.id, version=t.version, language=t.language())


def shared(settings: dict[str, object]) -> bool:
    """Whether a table with these settings shows its web page (the default: yes)."""
    return settings.get("web") is not False
