"""`/game rules` in the reader's language: every game has its page in English, zh-TW and ja, the
translations keep the English page's sections, and the referee, the console and Discord pick the
page for the reader's locale (English when there is none)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.console import commands
from bot.console.terminal import Console
from bot.text.rules_pages import RULES_DIR, RULES_LOCALES, locale_from_env, rules_locale, rules_page
from games import GAMES

REAL_GAMES = ("stockpile", "acquire", "futures", "qin", "wallstreet")
HAN = re.compile(r"[\u4e00-\u9fff]")
KANA = re.compile(r"[\u3040-\u30ff]")


def headings(page: Path) -> list[str]:
    """The heading levels of a Markdown page, in order ("#", "##", ...), fenced code skipped."""
    levels, fenced = [], False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (m := re.match(r"(#{1,6}) ", line)):
            levels.append(m.group(1))
    return levels


def test_the_five_games_are_the_registered_ones() -> None:
    assert set(REAL_GAMES) <= set(GAMES)


@pytest.mark.parametrize("key", REAL_GAMES)
@pytest.mark.parametrize("locale", RULES_LOCALES)
def test_every_game_has_a_rules_page_in_every_language(key: str, locale: str) -> None:
    page = RULES_DIR / (f"{key}.md" if locale == "en" else f"{key}.{locale}.md")
    assert page.exists(), f"missing {page.name}"
    assert rules_page(key, locale) == page


@pytest.mark.parametrize("key", REAL_GAMES)
@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_a_translation_keeps_the_english_sections(key: str, locale: str) -> None:
    english = headings(RULES_DIR / f"{key}.md")
    translated = headings(RULES_DIR / f"{key}.{locale}.md")
    assert len(translated) == len(english), (key, locale)
    assert translated == english, "the headings are at the same levels, in the same order"


@pytest.mark.parametrize("key", REAL_GAMES)
def test_a_translation_is_written_in_its_language(key: str) -> None:
    chinese = (RULES_DIR / f"{key}.zh-TW.md").read_text(encoding="utf-8")
    japanese = (RULES_DIR / f"{key}.ja.md").read_text(encoding="utf-8")
    assert len(HAN.findall(chinese)) > 500 and not KANA.search(chinese)
    assert len(KANA.findall(japanese)) > 500


@pytest.mark.parametrize(("tag", "expected"), [
    ("en-US", "en"), ("en-GB", "en"), ("zh-TW", "zh-TW"), ("zh-CN", "zh-TW"), ("ja", "ja"),
    ("ja_JP.UTF-8", "ja"), ("zh_TW.UTF-8", "zh-TW"), ("C.UTF-8", "en"), ("fr", "en"), ("", "en"), (None, "en"),
])
def test_a_discord_locale_or_lang_maps_to_a_rules_language(tag: str | None, expected: str) -> None:
    assert rules_locale(tag) == expected


def test_a_page_missing_in_a_language_falls_back_to_english(tmp_path: Path) -> None:
    (tmp_path / "chess.md").write_text("# Chess\n", encoding="utf-8")
    (tmp_path / "chess.ja.md").write_text("# チェス\n", encoding="utf-8")
    assert rules_page("chess", "ja", tmp_path) == tmp_path / "chess.ja.md"
    assert rules_page("chess", "zh-TW", tmp_path) == tmp_path / "chess.md"
    assert rules_page("chess", "ko", tmp_path) == tmp_path / "chess.md"


def test_the_console_reads_its_language_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert locale_from_env() == "en"
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert locale_from_env() == "ja"
    monkeypatch.setenv("LC_ALL", "zh_TW.UTF-8")
    assert locale_from_env() == "zh-TW"


async def test_the_referee_gives_the_page_in_the_readers_language(referee) -> None:
    assert "寶塔" in referee.rules("qin", locale="zh-TW")
    assert "相場" in referee.rules("futures", locale="ja")
    english = referee.rules("qin")
    assert english == referee.rules("qin", locale="ko") and "pagoda" in english


async def test_the_console_answers_rules_in_its_language(referee, tmp_path: Path) -> None:
    console = Console(referee, tmp_path, locale="ja")
    reply = await commands.run(referee, "c1", "u1", "Ann", commands.parse("/game rules stockpile"),
                               locale=console.locale)
    assert KANA.search(reply.answer)
    reply = await commands.run(referee, "c1", "u1", "Ann", commands.parse("/game rules stockpile zh-TW"),
                               locale=console.locale)
    assert "縱橫股海" in reply.answer and not KANA.search(reply.answer)
