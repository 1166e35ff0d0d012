"""The words of a picture, remembered: a board says the same labels after every move.

Formatting one message through Fluent and Babel (numbers, money, lists) costs tens of
microseconds, and a board says dozens; a third of drawing a Stockpile board went there.
`say` is `i18n.render` with its answers kept per (message, locale, names): messages are
plain data and rendering is pure, so a kept answer is the very text rendering gives.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from i18n import render as _render

_LIMIT = 50_000             # answers kept (~200 bytes each); past it the memory starts again
_said: dict[tuple, str] = {}


def _key(value: Any) -> Any:
    """A hashable stand-in equal only for arguments that render the same (True is not 1, 1.0 not 1)."""
    kind = type(value)
    if kind is str or kind is int:
        return value
    if kind is dict:
        return ("d", *((k, _key(v)) for k, v in value.items()))
    if kind is list or kind is tuple:
        return ("l", *(_key(v) for v in value))
    return (kind.__name__, value)      # floats, bools, None: kept apart; unhashable ones raise TypeError


def say(message: Mapping[str, Any] | str, locale: str, names: Mapping[str, str] | None = None) -> str:
    """`i18n.render(message, locale, names)`, the second time from memory."""
    if type(message) is str:
        return message
    try:
        key = (_key(message), locale, None if names is None else tuple(names.items()))
        found = _said.get(key)
    except TypeError:                  # something unhashable: rendered each time
        return _render(message, locale, names)
    if found is None:
        found = _render(message, locale, names)
        if len(_said) >= _LIMIT:
            _said.clear()
        _said[key] = found
    return found
