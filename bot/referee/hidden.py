"""What a player's view holds beyond the table's view, and a short text of it (for DMs).

Whether a player is sent a DM is decided here from their *secret facts*: the part of their view
the table's view lacks, without the hints a game computes from public facts (``GameState.hints``:
Acquire's tile status, Wall Street's estimate), so a change of the board alone is no news.
``news(before, after)``: something appeared or changed in them (a secret that was played or
became public is no news); ``digest`` names one DM so that the same one is never sent twice.
"""
from __future__ import annotations

import hashlib
import json
from collections import Counter
from typing import TYPE_CHECKING, Any, Iterator

if TYPE_CHECKING:
    from games.base import GameState

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



def secret_message(state: "GameState", user: str) -> Any:
    """The game's own message about the player's secrets, else a summary of their view (a str)."""
    told = state.secret_message(user)
    if told:
        return told
    part = secret_part(state.view(user), state.view(None))
    return f"{summarise_secret(part) or '—'}."


def without_hints(view: Any, hints: tuple[str, ...]) -> Any:
    """`view` without the keys at the dotted paths of `hints` ("hand.*.status": every item of
    the list or dict at "hand"; "you.estimate"). Returns a copy; `view` is left as it was."""
    for path in hints:
        view = _drop(view, path.split("."))
    return view


def _drop(value: Any, path: list[str]) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if head == "*":
        if isinstance(value, list):
            return [_drop(v, rest) for v in value]
        if isinstance(value, dict):
            return {k: _drop(v, rest) for k, v in value.items()}
        return value
    if not isinstance(value, dict) or head not in value:
        return value
    if not rest:
        return {k: v for k, v in value.items() if k != head}
    return {**value, head: _drop(value[head], rest)}


def secret_facts(state: "GameState", user: str, table: Any = None) -> Any:
    """What only `user` knows now: their view beyond the table's, hints left out. `table`: the
    table's view without hints (``public_facts(state)``), when several players are asked at once."""
    hints = tuple(state.hints or ())
    return secret_part(without_hints(state.view(user), hints), public_facts(state) if table is None else table)


def public_facts(state: "GameState") -> Any:
    """The table's view without the game's hints (what secret_facts compares against)."""
    return without_hints(state.view(None), tuple(state.hints or ()))


def _leaves(value: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, Any]]:
    """(path, fact) of every leaf; list positions and dict keys of lists-turned-dicts are "*",
    so a card that moved within a hand is the same fact. A scalar's fact is (its type, itself),
    so 1, 1.0, True and "1" stay different facts, as their JSON texts are; anything else is its
    JSON text."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, (*path, "*" if isinstance(key, int) else str(key)))
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item, (*path, "*"))
    elif value is not None and value != _ABSENT:
        kind = type(value)
        fact = (kind, value) if kind in _SCALARS else json.dumps(value, sort_keys=True)
        yield ".".join(path), fact


_SCALARS = (str, int, float, bool)


def news(before: Any, after: Any) -> bool:
    """Does `after` hold a secret fact `before` did not (a card drawn, cash paid, a share
    given)? Facts that only went away (a tile played, a face-down card turned up) are no news.
    Secrets equal to what they were (most players' after most moves) are no news without
    walking them (Python's equality: a value that only changed type, 1 to true, is no news)."""
    if before == after:
        return False
    return bool(Counter(_leaves(after)) - Counter(_leaves(before)))


def digest(*parts: Any) -> str:
    """A short fingerprint of what a DM says (its events and the secrets it shows)."""
    text = json.dumps(parts, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()
