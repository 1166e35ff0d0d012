"""Qin's pictures in zh-TW and ja: every word drawn comes from the catalog (no English left), and
the English pictures keep their words."""
from __future__ import annotations

import random
import re

import pytest

from games.qin import GAME
from render import qin as qin_pictures

from drawn_games import draw_through_game, record_drawn

NAMES = {"p0": "小明", "p1": "たろう", "p2": "김민준", "p3": "美咲"}
ENGLISH_WORD = re.compile(r"\b[A-Za-z]*[a-z][A-Za-z']*\b")
COMMAND_WORDS = {"place"}      # /place stays Latin


def drawn_words(monkeypatch, locale: str) -> list[str]:
    """Every string drawn on the boards and hands of a seeded match (both sides, 4 players)."""
    drawn = record_drawn(monkeypatch)
    state = GAME.new(list(NAMES), 7, {"match": True})
    draw_through_game(state, qin_pictures, NAMES, locale, random.Random(7), every=25, first_to_act=True)
    return drawn


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_no_english_word_on_the_pictures(monkeypatch, locale: str) -> None:
    drawn = drawn_words(monkeypatch, locale)
    english = {text: words for text in drawn
               if (words := [w for w in ENGLISH_WORD.findall(text) if w not in COMMAND_WORDS])}
    assert english == {}
    assert any("寶塔" in t or "パゴダ" in t for t in drawn)


def test_english_pictures_keep_their_words(monkeypatch) -> None:
    drawn = drawn_words(monkeypatch, "en")
    assert "Pagodas left" in drawn and "Your tiles" in drawn and "S: start square" in drawn
    assert any(t.startswith("Qin · Bird side · board 1/2") for t in drawn)
    assert any(t.startswith("Last: ") and " placed " in t for t in drawn)
    assert any(re.fullmatch(r"\d+ left", t) for t in drawn)
