"""Inputs are bounded before work below the Discord gate too (the console reads the same texts):
numbers past Python's int() limit, words past Fluent's placeable limit, pasted pages (issue 25)."""
from __future__ import annotations

import time

import pytest

from bot.text import options_text

from bot.moves import typed
from bot.discord.formatting import decode_value
from bot.moves.verbs import parse_number
from bot.text.words import Said, say
from games import GAMES
from random_play import play_out

NINES = "9" * 4400
WORD = "x" * 3000


@pytest.mark.parametrize("text,expected", [
    (NINES, None), ("9" * 400, None), ("9" * 30, None), ("1e999", None),
    ("6k", 6000), ("$6,000", 6000), ("1.5k", 1500), ("-2", -2), ("0.5", None), ("9" * 16, int("9" * 16)),
])
def test_numbers_are_measured_before_they_are_converted(text: str, expected: int | None) -> None:
    assert parse_number(text) == expected


def test_an_index_of_thousands_of_digits_is_read_as_words() -> None:
    assert decode_value("#" + NINES)[0] == "args"
    assert decode_value(f"#{NINES}.{NINES}")[0] == "args"
    assert decode_value("#12.3") == ("at", (12, 3))


@pytest.mark.parametrize("options", [f"rounds={NINES}", f"side={WORD}", WORD, f"{WORD}=1"])
@pytest.mark.parametrize("locale", ["en", "zh-TW", "ja"])
def test_game_options_past_every_limit_are_refused_in_a_sentence(options: str, locale: str) -> None:
    with pytest.raises(options_text.OptionsError) as caught:
        options_text.parse(GAMES["stockpile"].options_model, options)
    text = say(caught.value, locale)
    assert 0 < len(text) < 4500 and "Traceback" not in text


def test_pasted_text_costs_what_a_short_one_does_in_a_large_qin_position() -> None:
    state = play_out("qin", 4, 1, steps=30, first_to_act=True)
    player = state.to_act()[0]

    def timed(text: str) -> float:
        start = time.perf_counter()
        typed.suggest(state, player, text, label_of=lambda a: say(Said(state.label(a)), "en"))
        return time.perf_counter() - start

    timed("")                                           # catalogs loaded
    short = min(timed("place RY E7") for _ in range(3))
    pasted = min(timed("place tower " * 500) for _ in range(3))
    assert pasted < 3 * short + 0.05, (short, pasted)
