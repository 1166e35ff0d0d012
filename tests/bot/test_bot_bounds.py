"""Inputs are bounded before work below the Discord gate too (the console reads the same texts):
numbers past Python's int() limit, words past Fluent's placeable limit, pasted pages (issue 25)."""
from __future__ import annotations

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


def test_pasted_text_is_cut_to_what_a_suggestion_can_be_before_any_work(monkeypatch) -> None:
    """Work bounded by the input's size, counted rather than timed: a page pasted into /move's
    autocomplete is cut to TEXT_LIMIT characters before it is read, and suggests what its first
    TEXT_LIMIT characters do."""
    state = play_out("qin", 4, 1, steps=30, first_to_act=True)
    player = state.to_act()[0]
    read: list[int] = []
    real = typed.tokens

    def counted(text: str) -> list[str]:
        read.append(len(text))
        return real(text)

    monkeypatch.setattr(typed, "tokens", counted)
    pasted = "place tower " * 500
    label = lambda a: say(Said(state.label(a)), "en")  # noqa: E731
    assert typed.suggest(state, player, pasted, label_of=label) == \
        typed.suggest(state, player, pasted[:typed.TEXT_LIMIT], label_of=label)
    assert read and max(read) <= typed.TEXT_LIMIT, read
