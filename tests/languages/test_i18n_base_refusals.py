"""The refusals every game shares (games/base.py, games/option_words.py) speak en, zh-TW and ja.

Each is a message id with arguments; str() stays English; rendered in zh-TW and ja it holds no
English word but what players type (option names and values, tile names).
"""
from __future__ import annotations

import re

import pytest

from games import GAMES
from games.base import IllegalAction, start_seat
from i18n import render

NAMES = {"p0": "小明", "p1": "たろう", "p2": "José"}
# Option names, values and tiles are typed as they are; the rest must be the locale's.
TYPED = {"start", "side", "match", "edition", "bonus_rounding", "open_holdings", "tile_bag", "variant",
         "investors", "rounds", "board", "tycoons", "tycoon_sides", "options", "nope", "lion", "bird",
         "classic", "sideways", "up", "down", "maybe", "on", "off", "reward", "penalty", "blue", "yellow",
         "standard", "advanced", "two_player", "auto", "x", "A", "B", "C", "D", "E",
         "true", "Futures", "Hasbro"}   # Futures! keeps its Latin name in ja; Hasbro is a name
WORD = re.compile(r"(?<![0-9])[A-Za-z_]+")   # not the letter of a tile (12I)


def refused(call) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        call()
    assert caught.value.message_id, "a refusal is a message id, not an English sentence"
    return caught.value


def english_words(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w not in TYPED]


def cases() -> dict[str, IllegalAction]:
    qin, acquire, street, stock = GAMES["qin"], GAMES["acquire"], GAMES["wallstreet"], GAMES["stockpile"]
    state = qin.new(["p0", "p1"], 1)
    waiting = next(p for p in state.players if p not in state.to_act())
    over = qin.new(["p0", "p1"], 1)
    over.to_act = lambda: []          # type: ignore[method-assign]
    return {
        "not playing": refused(lambda: state.require_turn("p9")),
        "not your move": refused(lambda: state.require_turn(waiting)),
        "over": refused(lambda: over.require_turn("p0")),
        "start seat": refused(lambda: start_seat(1, 3, 4)),
        "too few": refused(lambda: acquire.new(["p0"], 1)),
        "too many": refused(lambda: GAMES["futures"].new([f"p{i}" for i in range(5)], 1)),
        "twice": refused(lambda: acquire.new(["p0", "p0", "p1"], 1)),
        "choice and unknown": refused(lambda: acquire.new(["p0", "p1"], 1, {"edition": "1962", "nope": 1})),
        "switch": refused(lambda: qin.new(["p0", "p1"], 1, {"match": "maybe"})),
        "range": refused(lambda: stock.new(["p0", "p1", "p2"], 1, {"rounds": 13})),
        "table": refused(lambda: street.new(["p0", "p1"], 1, {"tycoon_sides": {"E": "reward"}})),
        "tile": refused(lambda: acquire.new(["p0", "p1"], 1, {"tile_bag": ["13A"]})),
        "tile twice": refused(lambda: acquire.new(["p0", "p1"], 1, {"tile_bag": ["1A", "2B", "1A"]})),
        "not a table": refused(lambda: qin.new(["p0", "p1"], 1, [1])),  # type: ignore[arg-type]
    }


def test_the_english_says_what_it_said():
    said = {name: str(exc) for name, exc in cases().items()}
    assert said["not playing"] == "You are not playing in this game."
    assert said["over"] == "The game is over."
    assert re.fullmatch(r"It is not your move; waiting for <@p[01]>\.", said["not your move"])
    assert said["start seat"] == "start=4: there are seats 1 to 3."
    assert said["too few"] == "Acquire is for 2 to 6 players, not 1."
    assert said["too many"] == "Futures! is for 3 to 4 players, not 5."
    assert said["twice"] == "Each player can take only one seat."
    assert said["choice and unknown"] == (
        "Those options don't fit Acquire: edition cannot be 1962 (2016 or classic); there is no option nope. "
        "Options: edition, bonus_rounding, open_holdings, and tile_bag.")
    assert "match cannot be maybe (on or off)" in said["switch"]
    assert "rounds cannot be 13 (a whole number from 1 to 12)" in said["range"]
    assert said["table"].count("tycoon_sides cannot be") == 1 and "A, B, C, D, each reward or penalty" in said["table"]
    assert "tile_bag: 13A is not a tile (1A to 12I)" in said["tile"]
    assert "tile_bag: 1A is listed twice" in said["tile twice"]
    assert "options cannot be [1]" in said["not a table"]


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_chinese_and_japanese_say_it_in_their_words(locale):
    for name, exc in cases().items():
        text = render(exc.message, locale, NAMES)
        assert text != str(exc), name
        assert english_words(text) == [], (name, text)
    waiting = render(cases()["not your move"].message, locale, NAMES)
    assert "小明" in waiting or "たろう" in waiting


def test_option_problems_are_joined_as_clauses():
    exc = cases()["choice and unknown"]
    assert "（2016或classic）；沒有 nope" in render(exc.message, "zh-TW")
    assert "edition、bonus_rounding、open_holdings、tile_bag" in render(exc.message, "ja")


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_option_says_what_it_does_in_every_language(key):
    """Each option names its help in the catalogs (Options.help_message), for the bot to show."""
    model = GAMES[key].options_model
    for name in model.model_fields:
        help_message = model.help_message(name)
        assert isinstance(help_message, dict), f"{key}.{name} names no help message"
        english = render(help_message, "en")
        assert english.split()[0].strip('"').lower() in (model.model_fields[name].description or "").lower()
        for locale in ("zh-TW", "ja"):
            text = render(help_message, locale)
            assert text != english and english_words(text) == [], (key, name, locale, text)
