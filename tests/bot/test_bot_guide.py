"""The players' guide (bot/text/guide.py): every game x language has every part, each part is one
page that fits one Discord message with its head, and a page is written for players: no paths, no
notes for us, no Markdown tables, only commands the game has, in the reader's script."""
from __future__ import annotations

import re

import pytest

from bot.moves import typed
from bot.text.guide import MESSAGE_LIMIT, PARTS, guide_parts, page_text, parse
from games import GAMES, PLUGINS
from i18n import LOCALES

REAL_GAMES = ("stockpile", "acquire", "futures", "qin", "wallstreet")
KANA = re.compile(r"[\u3040-\u30ff]")
HAN = re.compile(r"[\u4e00-\u9fff]")
PATHS = ("data/", "docs/", "games/", ".toml", ".md", ".py", "shared/")
DEVELOPER_WORDS = ("provisional", "seed", "todo", "decision", "rule text", "rulebook", "暫定", "種子", "シード",
                   "規則原文", "ルール原文", "64–69%")
MONEY = re.compile(r"\$\d+(?:,\d{3})*K?")
COMMAND = re.compile(r"`(/(?:move )?[a-z-]+)")


@pytest.fixture
def referee_head() -> str:
    return "x" * 420          # the table facts above page 1: the longest measured is 330 characters


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", REAL_GAMES)
def test_every_page_fits_a_message_and_the_guide_has_every_part(key: str, locale: str, referee_head: str) -> None:
    parts = guide_parts(key, locale)
    assert len(parts) == len(PARTS)
    for index, part in enumerate(parts):
        page = page_text(key, GAMES[key].title, locale, index, referee_head)
        assert (page.index, page.count, page.locale) == (index, len(PARTS), locale)
        assert len(page.text) <= MESSAGE_LIMIT, (key, locale, part.heading, len(page.text))
        assert part.heading in page.text and part.body in page.text
        assert (referee_head in page.text) == (index == 0)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", REAL_GAMES)
def test_a_page_is_written_for_players(key: str, locale: str) -> None:
    for part in guide_parts(key, locale):
        text = f"{part.heading}\n{part.body}"
        lowered = text.lower()
        assert not [p for p in PATHS if p in lowered], (key, locale, part.heading)
        assert not [w for w in DEVELOPER_WORDS if w in lowered], (key, locale, part.heading)
        assert not [line for line in text.splitlines() if line.lstrip().startswith("|")], "a Markdown table"
        assert not re.search(r"^#", part.body, re.M), "a heading inside a part: it would not be a page of its own"


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", REAL_GAMES)
def test_the_guide_names_only_commands_the_game_has(key: str, locale: str) -> None:
    known = {typed.command_for(v) for v in typed.verbs_of(GAMES[key])} | {"/undo", "/place", "/pass"}
    named = {c for part in guide_parts(key, locale) for c in COMMAND.findall(part.body)}
    assert named and named <= known, named - known
    if locale != "en":          # the translation names the same commands as the English guide
        english = {c for part in guide_parts(key, "en") for c in COMMAND.findall(part.body)}
        assert named == english


@pytest.mark.parametrize("key", REAL_GAMES)
def test_the_translations_are_in_their_own_script(key: str) -> None:
    english = "\n".join(p.body for p in guide_parts(key, "en"))
    zh = "\n".join(p.body for p in guide_parts(key, "zh-TW"))
    ja = "\n".join(p.body for p in guide_parts(key, "ja"))
    assert not HAN.search(english) and not KANA.search(english)
    assert HAN.search(zh) and not KANA.search(zh), "kana in the zh-TW guide"
    assert KANA.search(ja)
    # the numbers a player needs are the same in every language
    numbers = sorted(re.findall(MONEY, english))
    assert sorted(re.findall(MONEY, zh)) == numbers and sorted(re.findall(MONEY, ja)) == numbers


def test_a_language_without_a_guide_reads_english_and_a_game_without_one_reads_its_head() -> None:
    assert guide_parts("qin", "fr") == guide_parts("qin", "en") == guide_parts("qin", "en-US")
    assert guide_parts("qin", "ja-JP") == guide_parts("qin", "ja") != guide_parts("qin", "en")
    page = page_text("nosuchgame", "Nothing", "en", 3, "head only")
    assert (page.text, page.count, page.index) == ("head only", 1, 0)


def test_a_page_out_of_range_is_the_nearest_page() -> None:
    assert page_text("acquire", "Acquire", "en", 99).index == len(PARTS) - 1
    assert page_text("acquire", "Acquire", "en", -3).index == 0


def test_parts_are_cut_at_second_level_headings() -> None:
    parts = parse("intro dropped\n## One\nfirst\n\n- a\n## Two\nsecond\n### not a part\nstill two\n")
    assert [(p.heading, p.body) for p in parts] == [("One", "first\n\n- a"), ("Two", "second\n### not a part\nstill two")]


def test_every_game_declares_its_guide() -> None:
    assert {PLUGINS[k].guide for k in REAL_GAMES} == set(REAL_GAMES)


async def test_the_console_shows_the_same_pages(referee) -> None:
    from bot.console import commands
    run = commands.run

    async def rules(line: str, locale: str = "en") -> str:
        return (await run(referee, "c1", "u1", "Ann", commands.parse(line), locale=locale)).answer

    second = await rules("/game rules stockpile 2 ja")
    assert second.startswith(referee.guide("stockpile", "ja", 1).text)
    assert guide_parts("stockpile", "ja")[1].body in second and "`/game rules stockpile 3`" in second
    first = await rules("/game rules qin", "zh-TW")
    assert first.startswith(referee.guide("qin", "zh-TW", 0).text) and "`/game rules qin 2`" in first
    last = await rules(f"/game rules acquire {len(PARTS)}")
    assert last == referee.guide("acquire", "en", len(PARTS) - 1).text        # no next page to name
    assert "chess" in await rules("/game rules chess 2")       # the games there are, politely
