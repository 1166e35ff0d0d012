"""What a player's view holds beyond the table's view, and a short text of it (for DMs)."""
from __future__ import annotations

import json
from typing import Any

SECRET_SUMMARY_LIMIT = 600
_ABSENT = "<absent>"


def secret_part(mine: Any, table: Any) -> Any:
    """What a player's view holds beyond the table's view (recursively)."""
    if isinstance(mine, dict) and isinstance(table, dict):
        out = {k: secret_part(v, table[k]) if k in table else v
               for k, v in mine.items() if k not in table or v != table[k]}
        out.update({k: _ABSENT for k in table if k not in mine})
        return out
    if isinstance(mine, list) and isinstance(table, list) and len(mine) == len(table):
        return {i: secret_part(a, b) for i, (a, b) in enumerate(zip(mine, table)) if a != b}
    return mine


_SELF_KEYS = {"you", "player", "viewer", "me", "seat", "self", "game"}


def summarise_secret(part: Any) -> str:
    """A short text of a secret part: "hand: 3, 7, 9; forecast: +2"."""
    lines: list[str] = []

    def walk(value: Any, path: tuple[str, ...]) -> None:
        if isinstance(value, dict) and any(isinstance(v, (dict, list)) for v in value.values()) or \
                isinstance(value, dict) and len(path) == 0:
            for k, v in value.items():
                walk(v, path if isinstance(k, int) else (*path, str(k)))
            return
        if value == _ABSENT or value is None or value == [] or value == {} or not path or \
                path[-1] in _SELF_KEYS:
            return
        if isinstance(value, dict):
            shown = ", ".join(f"{k} {v}" for k, v in value.items())
        elif isinstance(value, list):
            shown = ", ".join(" ".join(map(str, v.values())) if isinstance(v, dict) else
                              json.dumps(v) if isinstance(v, list) else str(v) for v in value)
        else:
            shown = str(value)
        label = [p for p in path if p not in _SELF_KEYS][-2:] or list(path[-1:])
        lines.append(f"{' '.join(label).replace('_', ' ')}: {shown}")

    walk(part, ())
    text = "; ".join(lines)
    return text if len(text) <= SECRET_SUMMARY_LIMIT else text[: SECRET_SUMMARY_LIMIT - 1] + "…"



def secret_message(state: Any, user: str) -> Any:
    """The game's own message about the player's secrets, else a summary of their view (a str)."""
    told = state.secret_message(user) if hasattr(state, "secret_message") else state.secret_text(user)
    if told:
        return told
    part = secret_part(state.view(user), state.view(None))
    return f"{summarise_secret(part) or '—'}."
