"""Which rules page to show: docs/rules/<game>.md in English, <game>.<locale>.md translated.

A reader's language comes from Discord (`interaction.locale`: "zh-TW", "ja", "en-US" ...) or
from the console's `LANG` ("ja_JP.UTF-8"); both are reduced to one of RULES_LOCALES, and a
page missing in that language falls back to the English one.
"""
from __future__ import annotations

import os
from pathlib import Path

from i18n.locales import LOCALES, locale_for

RULES_DIR = Path(__file__).resolve().parents[2] / "docs" / "rules"
RULES_LOCALES = LOCALES


def rules_locale(tag: object) -> str:
    """One of RULES_LOCALES for a Discord locale or POSIX LANG value; English when unknown."""
    return locale_for(tag)


def locale_from_env() -> str:
    """The console reader's language, from LC_ALL, LC_MESSAGES or LANG (the POSIX order)."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(name):
            return rules_locale(os.environ[name])
    return "en"


def rules_page(key: str, locale: str | None = "en", rules_dir: Path = RULES_DIR) -> Path:
    """The page for game `key` in the reader's language, or the English page when there is none."""
    chosen = rules_locale(locale)
    if chosen != "en":
        page = rules_dir / f"{key}.{chosen}.md"
        if page.exists():
            return page
    return rules_dir / f"{key}.md"
