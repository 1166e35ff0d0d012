"""Which of our catalogs serves a reader: Discord locales and POSIX LANG values -> en | zh-TW | ja."""
from __future__ import annotations

import babel

#: The locales Boardroom has catalogs for; the first is the fallback for everything.
LOCALES: tuple[str, ...] = ("en", "zh-TW", "ja")
DEFAULT_LOCALE = "en"

# Language -> our locale. Every Chinese reader gets Traditional Chinese (the rule texts are in
# it, and it reads better for a Simplified reader than English does): zh-CN, zh-HK, zh_SG ...
_BY_LANGUAGE = {"en": "en", "zh": "zh-TW", "ja": "ja"}

#: Babel's name for each of our locales (plural rules, number symbols, list patterns).
BABEL_LOCALES: dict[str, babel.Locale] = {
    "en": babel.Locale.parse("en"),
    "zh-TW": babel.Locale.parse("zh_Hant_TW"),
    "ja": babel.Locale.parse("ja"),
}


def locale_for(value: object) -> str:
    """Our locale for a Discord locale (``"zh-TW"``, ``"en-GB"``, ``discord.Locale.japanese``), a
    POSIX ``LANG`` (``"ja_JP.UTF-8"``, ``"C"``) or a language code; English when we have none.

    ``str(value)`` is read, so discord.Locale works without importing discord here.
    """
    if value is None:
        return DEFAULT_LOCALE
    text = str(value).strip()
    # POSIX: language[_territory][.codeset][@modifier]; Discord: language[-REGION]
    text = text.split(".", 1)[0].split("@", 1)[0].replace("_", "-")
    if text in LOCALES:
        return text
    language = text.split("-", 1)[0].lower()
    return _BY_LANGUAGE.get(language, DEFAULT_LOCALE)
