"""Server limits an admin sets with `/game limits` (Manage Server): no member floods a server.

- open tables a member hosts on the server (`tables_per_member`, 3 by default);
- open tables in one channel and its threads (`tables_per_channel`, 10);
- tables a member opens on the server within an hour (`tables_per_hour`, 6): each `/game new`
  makes a thread, so this bounds threads opened in a row even when they are abandoned at once;
- seconds a channel waits after a rematch before the next (`rematch_cooldown`, 120): every
  rematch pings every seat.

They are kept per server in the store (table ``server_limits``, migration 10; a NULL column is
the default). The hourly count and the rematch times are kept in memory: a restart forgets them,
which only ever allows more. The console has no server: no limits.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.referee.shapes import Refusal
from bot.text.words import Said, said
from games.base import as_list

if TYPE_CHECKING:
    from bot.referee.tables import TableBook

HOUR = 3600.0


@dataclass(frozen=True)
class Limit:
    """One limit: its store column (and `/game limits` option), default and allowed range."""

    column: str
    option: str
    default: int
    low: int
    high: int


LIMITS = (
    Limit("tables_per_member", "tables_per_member", 3, 1, 50),
    Limit("tables_per_channel", "tables_per_channel", 10, 1, 100),
    Limit("tables_per_hour", "tables_per_hour", 6, 1, 100),
    Limit("rematch_cooldown", "rematch_seconds", 120, 0, 86_400),
)
BY_COLUMN = {limit.column: limit for limit in LIMITS}


def effective(stored: dict[str, Any]) -> dict[str, int]:
    """Every limit: the stored value when it is a whole number within range, else the default (a
    damaged value in the database falls back to the default, it never stops a table opening)."""
    out: dict[str, int] = {}
    for limit in LIMITS:
        value = stored.get(limit.column)
        if isinstance(value, int) and not isinstance(value, bool) and limit.low <= value <= limit.high:
            out[limit.column] = value
        else:
            out[limit.column] = limit.default
    return out


def describe(values: dict[str, int]) -> Said:
    """The limits as the `/game limits` answer says them."""
    return said("guard-limits-now", member=values["tables_per_member"], channel=values["tables_per_channel"],
                hour=values["tables_per_hour"], seconds=values["rematch_cooldown"])


class Limits:
    """The referee's part that keeps the server limits: read from the book's store, counted over
    the book's open tables, timed by the book's clock."""

    def __init__(self, book: "TableBook") -> None:
        self.book = book
        self.servers: dict[int, dict[str, int]] = {}                # guild -> its limits as read
        self.opened: dict[tuple[int, str], deque[float]] = {}       # (guild, member) -> when they opened tables
        self.rematched: dict[str, float] = {}                       # channel -> when its last rematch was made

    async def server_limits(self, guild: int | None) -> dict[str, int]:
        """The limits in force on `guild` (the defaults for the console and unset servers)."""
        if guild is None:
            return effective({})
        servers = self.servers
        if guild not in servers:
            servers[guild] = effective(await self.book.store.server_limits(guild))
        return dict(servers[guild])

    async def set_server_limits(self, guild: int | None, changes: dict[str, int], is_admin: bool) -> Said:
        """Show the limits, or (Manage Server) change some of them; refused outside a server."""
        if guild is None:
            raise Refusal("guard-limits-server-only")
        if changes and not is_admin:
            raise Refusal("guard-limits-admins-only")
        for column, value in changes.items():
            limit = BY_COLUMN[column]
            if isinstance(value, bool) or not isinstance(value, int) or not limit.low <= value <= limit.high:
                raise Refusal("guard-limit-range", name=f"`{limit.option}`", low=limit.low, high=limit.high)
        if changes:
            await self.book.store.set_server_limits(guild, dict(changes))
            self.servers.pop(guild, None)
        return describe(await self.server_limits(guild))

    async def check_opening(self, guild: int | None, place: str, user: str) -> None:
        """Refusal when `user` may not open another table in `place` (a channel, or the channel
        whose thread the table would live in) on `guild`."""
        if guild is None:
            return
        limits = await self.server_limits(guild)
        open_tables = [t for t in self.book.tables.values() if t.guild == guild]
        hosted = [t for t in open_tables if t.host == user]
        if len(hosted) >= limits["tables_per_member"]:
            raise Refusal("guard-limit-member", limit=limits["tables_per_member"],
                          tables=as_list([f"#{t.id}" for t in hosted[:10]]))
        here = [t for t in open_tables if place in (t.channel, t.parent)]
        if len(here) >= limits["tables_per_channel"]:
            raise Refusal("guard-limit-channel", limit=limits["tables_per_channel"])
        now = self.book.clock()
        opened = self._openings(guild, user, now)
        if len(opened) >= limits["tables_per_hour"]:
            minutes = max(1, int((opened[0] + HOUR - now + 59) // 60))
            raise Refusal("guard-limit-hour", limit=limits["tables_per_hour"], minutes=minutes)

    def note_opening(self, guild: int | None, user: str) -> None:
        """A table `user` opened on `guild` (counted for `tables_per_hour`)."""
        if guild is None:
            return
        now = self.book.clock()
        opened = self.opened
        if len(opened) > 10_000:           # members whose last hour is over are forgotten
            for key in [k for k, times in opened.items() if not times or times[-1] <= now - HOUR]:
                del opened[key]
        self._openings(guild, user, now).append(now)

    def _openings(self, guild: int, user: str, now: float) -> deque[float]:
        opened = self.opened.setdefault((guild, user), deque())
        while opened and opened[0] <= now - HOUR:
            opened.popleft()
        return opened

    async def check_rematch(self, guild: int | None, channel: str) -> None:
        """Refusal while `channel`'s last rematch is younger than the server's cool-down."""
        if guild is None:
            return
        wait = (await self.server_limits(guild))["rematch_cooldown"]
        last = self.rematched.get(channel)
        if last is not None and self.book.clock() - last < wait:
            raise Refusal("guard-limit-rematch", seconds=max(1, int(last + wait - self.book.clock() + 0.999)))

    def note_rematch(self, channel: str) -> None:
        rematched = self.rematched
        if len(rematched) > 10_000:        # old channels forgotten: their cool-down has long passed
            rematched.clear()
        rematched[channel] = self.book.clock()

