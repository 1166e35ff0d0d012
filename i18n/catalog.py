"""The Fluent catalogs: data/locales/<locale>/<domain>.ftl, one bundle per locale.

Every domain (``bot``, ``common``, one per game) is a file; a message id starts with its
domain (``stockpile-bid``), so one bundle per locale holds them all and ids never collide.
Catalogs are read on first use and kept for the life of the process.
"""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import Message

from i18n.locales import DEFAULT_LOCALE, LOCALES

LOCALE_DIR = Path(__file__).resolve().parent.parent / "data" / "locales"


class MessageError(LookupError):
    """A message that cannot be rendered: an unknown id, a wrong argument, a broken catalog."""


def catalog_files(locale: str) -> list[Path]:
    """The .ftl files of one locale, in name order (one per domain)."""
    return sorted((LOCALE_DIR / locale).glob("*.ftl"))


@lru_cache(maxsize=None)
def bundle(locale: str) -> FluentBundle:
    """All domains of `locale` in one bundle. Bidi isolation marks are off: no right-to-left
    locale is served, and they would end up inside Discord messages and tests."""
    if locale not in LOCALES:
        raise MessageError(f"no catalog for locale {locale!r}; there are {', '.join(LOCALES)}")
    result = FluentBundle([locale], use_isolating=False)
    for path in catalog_files(locale):
        result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def find(message_id: str, locale: str, *, fallback: bool = True) -> tuple[FluentBundle, Message] | None:
    """The bundle and compiled message for `message_id`: `locale`'s own, else (with `fallback`)
    English's; None when neither has it."""
    for candidate in (locale, DEFAULT_LOCALE) if fallback else (locale,):
        b = bundle(candidate)
        if b.has_message(message_id):
            return b, b.get_message(message_id)
    return None


def format_message(message_id: str, locale: str, args: dict[str, object] | None = None, *,
                   attribute: str | None = None, fallback: bool = True) -> str | None:
    """Fluent's text for a message (or one of its attributes) with ready-made arguments.

    None when the id is missing (in `locale`, and in English with `fallback`). A catalog error
    (an argument the message needs but was not given, a reference to nothing) raises
    MessageError: the catalog tests keep those out of the product.
    """
    found = find(message_id, locale, fallback=fallback)
    if found is None:
        return None
    b, message = found
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        if attribute and fallback and b is not bundle(DEFAULT_LOCALE):
            return format_message(message_id, DEFAULT_LOCALE, args, attribute=attribute, fallback=False)
        return None
    kept = _formatted(b)
    try:                   # the same message with the same arguments: the same text (kept per bundle)
        key = (message_id, attribute, *((k, type(v), v) for k, v in (args or {}).items()))
        known = kept.pop(key, None)          # taken out and put back last: used now
    except TypeError:      # an unhashable argument: formatted each time
        key, known = None, None
    if key is not None and known is not None:
        kept[key] = known
        return known
    text, errors = b.format_pattern(pattern, args or {})
    if errors:
        raise MessageError(f"{message_id} ({b.locales[0]}): " + "; ".join(map(str, errors)))
    if key is not None:
        while len(kept) >= _FORMATTED_LIMIT:
            try:
                kept.popitem(last=False)
            except KeyError:
                break
        kept[key] = str(text)
    return str(text)


# Texts kept per bundle, the least recently used leaving first: the sentences said again and again
# stay, those naming one table and move (most of them) pass through; about 2 MB a locale.
_FORMATTED_LIMIT = 8192


def _formatted(b: FluentBundle) -> OrderedDict[tuple[object, ...], str]:
    """The texts `b` has formatted: Fluent formatting is pure, and the bot and the pictures say the
    same few hundred things over and over (a third of a move's CPU went to formatting them). Kept
    on the bundle itself, so a reloaded catalog (a new bundle) starts afresh."""
    kept: OrderedDict[tuple[object, ...], str] | None = b.__dict__.get("_boardroom_formatted")
    if kept is None:
        kept = b.__dict__.setdefault("_boardroom_formatted", OrderedDict())
    return kept
