"""Boardroom speaks its players' languages: Fluent catalogs and Babel formatting.

Games say what happened as messages, ``{"msg": "<id>", "args": {...}}``; the edge (bot,
console, pictures) renders them for the reader with ``render(message, locale, names)``.
The catalogs are data/locales/<locale>/<domain>.ftl (see docs/DESIGN.md, "Languages").

Importing this package makes it the English renderer of games.base (``str()`` of an
IllegalAction that carries a message id).
"""
from __future__ import annotations

from typing import Any, Mapping

from i18n.catalog import LOCALE_DIR, MessageError, format_message
from i18n.locales import DEFAULT_LOCALE, LOCALES, locale_for
from i18n.render import escape_markdown, render


def english(message: Mapping[str, Any]) -> str:
    """The English text of a message, players as ``<@id>``: logs, tests and ``str(exc)``."""
    return render(message, DEFAULT_LOCALE)


def _register() -> None:
    from games import base

    base.set_english_renderer(english)


_register()

__all__ = ["DEFAULT_LOCALE", "LOCALES", "LOCALE_DIR", "MessageError", "english", "escape_markdown",
           "format_message", "locale_for", "render"]
