"""Commands named in texts become command mentions (``</game join:123>``): Discord shows them
clickable, under the command's name in the reader's own language (``/ゲーム 参加``), where our texts
can only write the English name typed.

The ids come from Discord when the command set is synced (bot/discord/command_sync.py calls
``learn``); until then, and in the console, a command stays as written (`` `/game join` ``). A
command in backticks is replaced, its arguments kept after it as typed text: `` `/game new <game>` ``
becomes ``</game new:ID> `<game>` ``.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

NAMED = re.compile(r"`/([a-z][a-z0-9_-]*)((?: [^`\n]+)?)`")
_ids: dict[str, int] = {}      # "game join" -> the id of its top-level command ("game")


def learn(commands: Iterable[Any]) -> None:
    """The ids of the commands Discord holds (discord.py's AppCommand list from a sync): every command
    that runs by its full name ("move", "game join"; a group itself cannot be mentioned)."""
    _ids.clear()
    stack = [(command.name, command.id, command) for command in commands]
    while stack:
        name, found, command = stack.pop()
        subs = [o for o in getattr(command, "options", [])
                if getattr(getattr(o, "type", None), "name", "") in ("subcommand", "subcommand_group")]
        if not subs:
            _ids[name] = found
        stack.extend((f"{name} {sub.name}", found, sub) for sub in subs)


def forget() -> None:
    """A new bot (a restart, a test) knows no ids until it syncs."""
    _ids.clear()


def mention(text: str) -> str:
    """`text` with each command named in backticks as a command mention, when its id is known."""
    if not _ids or "`/" not in text:
        return text

    def swap(match: re.Match[str]) -> str:
        words = [match.group(1), *match.group(2).split()]
        for size in (3, 2, 1):                          # the longest command the words name
            name = " ".join(words[:size])
            if size <= len(words) and name in _ids:
                rest = " ".join(words[size:])
                return f"</{name}:{_ids[name]}>" + (f" `{rest}`" if rest else "")
        return match.group(0)

    return NAMED.sub(swap, text)
