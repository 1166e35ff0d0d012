"""`/game tables` (a server's open tables) and `/game tables mine` (the caller's, across servers).

Both are ephemeral: one message within Discord's 2,000 characters, a line per table with its
game, players, whose move it is and a link to the channel or thread where it is played.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from bot.text.names import seat_names
from bot.text.words import game_title
from games.base import as_list, as_player, msg
from i18n import render

if TYPE_CHECKING:
    from bot.referee.referee import TableInfo

LIST_LIMIT = 1900            # characters: room under Discord's 2,000 for the last line
LINK = "https://discord.com/channels/{guild}/{channel}"


def link(info: "TableInfo") -> str:
    """Where the table is played (a channel or a thread); `<#id>` without a known server."""
    if info.guild is None:
        return f"<#{info.channel}>"
    return LINK.format(guild=info.guild, channel=info.channel)


#: How a line names where its table is played: a Discord link by default (the console names its channel).
Place = Callable[["TableInfo"], str]


def table_line(info: "TableInfo", locale: str, caller: str | None = None, place: Place = link) -> str:
    names = seat_names(info.seats, locale)
    players = as_list([as_player(s.user) for s in info.seats]) if info.seats else "—"
    if info.status == "lobby":
        state = msg("table-state-lobby")
    elif caller is not None and caller in info.to_act:
        state = msg("table-state-your-move")
    else:
        waiting = [as_player(p) for p in info.to_act if p in names]
        state = msg("table-state-waiting", players=as_list(waiting) if waiting else "—")
    line = msg("table-line", game=game_title(info.game, info.title or info.game), id=info.table_id, players=players, state=state,
               link=place(info))
    return render(line, locale, names, escape=True)


def listing(tables: list["TableInfo"], locale: str, *, head: str, none: str, caller: str | None = None,
            place: Place = link) -> str:
    """The head and a line per table, cut (with "… and N more") to fit one message."""
    if not tables:
        return render(msg(none), locale)
    lines = [render(msg(head, count=len(tables)), locale)]
    size = len(lines[0])
    for shown, info in enumerate(tables):
        line = table_line(info, locale, caller, place)
        more = render(msg("table-list-more", count=len(tables) - shown), locale)
        if size + 1 + len(line) + 1 + len(more) > LIST_LIMIT:
            lines.append(more)
            break
        lines.append(line)
        size += 1 + len(line)
    return "\n".join(lines)


def server_tables(tables: list["TableInfo"], locale: str, place: Place = link) -> str:
    return listing(tables, locale, head="table-list-head", none="table-list-none", place=place)


def my_tables(tables: list["TableInfo"], locale: str, caller: str, place: Place = link) -> str:
    return listing(tables, locale, head="table-mine-head", none="table-mine-none", caller=caller, place=place)
