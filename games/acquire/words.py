"""How Acquire names things in messages: chains as catalog terms, lists joined by the catalog.

Games say nothing in a language (docs/DESIGN.md, "Languages"): a chain is passed as the nested
message ``acquire-chain-<name>``, tile names (6D) stay verbatim, and a list is either Babel's
(``as_list``) or, where English joins with a sign Babel has no style for (" + ", "; "), nested
join messages of the catalog, so each language picks its own separator.
"""
from __future__ import annotations

from typing import Any

from games.base import Message, as_list, msg


def chain(name: str) -> Message:
    """A chain as its catalog term: ``chain("Tower")`` -> ``acquire-chain-tower``."""
    return msg(f"acquire-chain-{name.lower()}")


def chain_or_text(name: object, known: dict[str, int]) -> Message | str:
    """A chain named in an action: its term when it is one of this edition's, else the text typed."""
    if isinstance(name, str) and name.lower() in known:
        return chain(name)
    return str(name)


def tiles(names: list[str]) -> dict[str, Any]:
    """Tile names (verbatim) as a plain comma list: "1A, 2B, 3C"."""
    return as_list(names, style="unit")


def joined_plus(items: list[Any]) -> Any:
    """Items joined with the catalog's plus ("Tower + Sackson"); one item is itself."""
    return _joined(items, "plus")


def joined_semicolon(items: list[Any]) -> Any:
    """Items joined with the catalog's semicolon ("a; b; c"); one item is itself."""
    return _joined(items, "semicolon")


def _joined(items: list[Any], how: str) -> Any:
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg(f"acquire-join-{how}", first=item, rest=out)
    return out
