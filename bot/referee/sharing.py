"""A setting of the table that its host (or a server manager) turns on or off, kept in the table's
settings so a restart and the web process see it: `host_switch`. `/game hint hints:on|off` (coach.py) and
`/game status share:on|off` (the table's web page, bot/web/: settings["web"] False hides it, unset or True
shows it) both go through it."""
from __future__ import annotations

from bot.referee.shapes import Refusal, Reply
from bot.referee.tables import TableBook
from bot.store.base import StaleVersion
from bot.text.words import said
from games.base import as_player


async def host_switch(book: TableBook, channel: str, user: str, key: str, on: bool, *, refused: str,
                      answer: str, told: str, is_admin: bool = False) -> Reply:
    """The host sets `settings[key]` to `on`, one versioned write; the host is answered `answer`,
    the table told `told` (with the player), anyone else refused with `refused` (with the host)."""
    async with book.lock(channel):
        t = book.need(channel)
        if user != t.host and not is_admin:
            raise Refusal(refused, host=as_player(t.host))
        settings = {**t.settings, key: on}
        try:
            version = await book.commit(book.store.update(t.id, t.version, settings=settings))
        except StaleVersion:
            await book.resync(t)
            raise Refusal("bot-table-changed") from None
        t.version, t.settings = version, settings
        t.remember(None)
        return Reply(answer=said(answer), public=[said(told, player=as_player(user))],
                     table_id=t.id, version=t.version, language=t.language())


async def set_shared(book: TableBook, channel: str, user: str, on: bool, is_admin: bool = False) -> Reply:
    """`/game status share:on|off`: the table's web page answers at its link, or 404."""
    word = "on" if on else "off"
    return await host_switch(book, channel, user, "web", on, refused="web-share-host-only",
                             answer=f"web-share-set-{word}", told=f"web-share-now-{word}", is_admin=is_admin)


def shared(settings: dict[str, object]) -> bool:
    """Whether a table with these settings shows its web page (the default: yes)."""
    return settings.get("web") is not False
