"""Rendering a message (``{"msg": id, "args": {...}}``) for one locale.

Argument values are rendered first, in the reader's locale, then handed to Fluent, so word
order and plurals are the catalog's business:

- int / float: a number; Fluent formats it for the locale and selects plurals on it
- str: verbatim (tickers, tile names: what needs no translation)
- ``{"money": 6000}``: ``common-money`` of the catalog ($6,000); ``"unit": "<message id>"``
  names another money message (1920 Wall Street counts in 元 in Chinese)
- ``{"player": "<id>"}``: the name from `names` (or ``<@id>``, see render())
- ``{"msg": "<id>", "args": {...}}``: a nested message, e.g. a company name
- ``{"list": [values...]}``: Babel's list for the locale (``"style": "or"`` for alternatives,
  ``"unit"`` for items that are not joined by "and": "1A, 2B" / "1A 2B"), or ``"style": "clauses"``:
  parts of a sentence that may hold commas themselves, joined by the catalog's
  ``common-list-clauses`` ("; " / "；" / "、")
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Literal

import babel.lists
import babel.numbers

from i18n.catalog import MessageError, format_message
from i18n.locales import BABEL_LOCALES, LOCALES, locale_for

MONEY_MESSAGE = "common-money"
_MARKDOWN = re.compile(r"([\\*_~`|>\[\]])")
_MENTION = re.compile(r"@(everyone|here|[!&]?[0-9]{15,21})")    # what Discord would read as a mention
ListStyle = Literal["standard", "or", "unit"]
_LIST_STYLES: dict[str, ListStyle | None] = {"and": "standard", "or": "or", "unit": "unit", "clauses": None}
CLAUSE_SEPARATOR = "common-list-clauses"   # what joins a "clauses" list, per locale
#: The longest text an argument carries into a message: Fluent refuses a placeable of more than
#: 2,500 characters (a pasted word quoted back), and Discord shows 2,000 a message anyway.
PLACEABLE_LIMIT = 2000


def escape_markdown(text: str) -> str:
    """A display name that Discord shows as typed: no bold, italics, strikes or quotes, and no
    mention (``@everyone``, ``@here``, ``<@123…>`` get a zero-width space after the ``@``)."""
    return _MENTION.sub("@\u200b\\1", _MARKDOWN.sub(r"\\\1", text))


def render(message: Mapping[str, Any] | str, locale: str, names: Mapping[str, str] | None = None, *,
           mentions: bool = False, escape: bool = False) -> str:
    """The text of `message` for `locale` (one of i18n.LOCALES).

    Players are written as Discord mentions (``<@123>``) when `mentions` is set and the id is a
    Discord user's; otherwise by their name in `names` (markdown-escaped with `escape`, for
    Discord message text); a Discord user missing from `names` (a moderator with no seat) and
    everyone when there are no `names` at all as ``<@id>``: Discord shows a mention as the
    member's display name, and the console replaces the token. A legacy ``{"text": ...}`` event or a plain string is returned as it is.
    An id missing in `locale` is taken from English; missing everywhere, it raises
    MessageError. `locale` may also be a Discord or POSIX one (``"en-GB"``,
    ``"ja_JP.UTF-8"``): see locale_for().
    """
    if isinstance(message, str):  # a legacy label or sentence (describe(), secret_text())
        return message
    if "msg" not in message:
        if "text" in message:
            return str(message["text"])
        raise MessageError(f"not a message: {message!r}")
    ours = locale if locale in LOCALES else locale_for(locale)
    return _Renderer(ours, names, mentions, escape).message(message)


def _shortened(value: Any) -> Any:
    """A text argument cut to PLACEABLE_LIMIT characters (the cut marked), anything else as it is."""
    if isinstance(value, str) and len(value) > PLACEABLE_LIMIT:
        return value[: PLACEABLE_LIMIT - 1] + "…"
    return value


class _Renderer:
    def __init__(self, locale: str, names: Mapping[str, str] | None, mentions: bool, escape: bool) -> None:
        self.locale = locale
        self.names = names
        self.mentions = mentions
        self.escape = escape

    def message(self, message: Mapping[str, Any]) -> str:
        message_id = message["msg"]
        args = {name: _shortened(self.value(value, message_id)) for name, value in (message.get("args") or {}).items()}
        return self._format(message_id, args)

    def _format(self, message_id: str, args: dict[str, Any]) -> str:
        text = format_message(message_id, self.locale, args)
        if text is None:
            raise MessageError(f"unknown message id {message_id!r} (in no catalog)")
        return text

    def value(self, value: Any, where: str) -> Any:
        if isinstance(value, bool) or value is None:
            raise MessageError(f"{where}: {value!r} is not a message argument (say it with a message)")
        if isinstance(value, (int, float, str)):
            return value
        if isinstance(value, Mapping):
            if "msg" in value:
                return self.message(value)
            if "money" in value:
                return self.money(value["money"], value.get("unit") or MONEY_MESSAGE)
            if "player" in value:
                return self.player(str(value["player"]))
            if "list" in value:
                return self.list([self.value(item, where) for item in value["list"]], value.get("style", "and"))
        raise MessageError(f"{where}: cannot render the argument {value!r}")

    def money(self, amount: int, unit: str) -> str:
        return self._format(unit, {"amount": abs(amount), "sign": "-" if amount < 0 else ""})

    def player(self, player: str) -> str:
        # a Discord member who holds no seat here (a moderator who abandons): a mention, which
        # Discord shows as their display name, never their bare id
        if (player.isdigit() and (self.mentions or player not in (self.names or {}))) or self.names is None:
            return f"<@{player}>"
        name = self.names.get(player, player)
        return escape_markdown(name) if self.escape else name

    def list(self, items: list[Any], style: str) -> str:
        if style not in _LIST_STYLES:
            raise MessageError(f"list style {style!r}: use one of {', '.join(_LIST_STYLES)}")
        texts = [self._number(item) if isinstance(item, (int, float)) else str(item) for item in items]
        babel_style = _LIST_STYLES[style]
        if babel_style is None:
            return (format_message(CLAUSE_SEPARATOR, self.locale) or "; ").join(texts)
        return babel.lists.format_list(texts, style=babel_style, locale=BABEL_LOCALES[self.locale])

    def _number(self, number: int | float) -> str:
        return babel.numbers.format_decimal(number, locale=BABEL_LOCALES[self.locale])
