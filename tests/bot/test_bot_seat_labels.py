"""Computer seats are named in the reader's language: the label is built at the edge from the seat
(name + level), and names stored by older versions ("Ada (AI, normal)") read the same way."""
from __future__ import annotations

import pytest

from bot.text.names import seat_label, seat_name, seat_names
from bot.referee.referee import Referee
from bot.referee.shapes import Seat
from bot.text.words import say
from no_english import assert_no_english

C = "chan"
COMPUTERS = ["Ada", "Babbage"]


@pytest.mark.parametrize("stored", ["Ada", "Ada (AI, hard)", "Ada (AI)"])
def test_an_old_english_tag_is_dropped_from_a_computer_seat(stored: str) -> None:
    seat = Seat("ai:1", stored, True, "hard")
    assert seat_name(seat) == "Ada"
    assert say(seat_label(seat), "zh-TW") == "Ada（電腦，困難）"
    assert say(seat_label(seat), "ja") == "Ada（コンピューター・つよい）"
    assert say(seat_label(seat), "en") == "Ada (computer, hard)"


def test_a_player_keeps_their_name_even_if_it_looks_like_a_tag() -> None:
    assert seat_label(Seat("1001", "Bob (AI)")) == "Bob (AI)"


def test_a_seat_taken_over_without_a_level_says_computer() -> None:
    seat = Seat("1001", "Bob (AI)", True)
    assert say(seat_label(seat), "zh-TW") == "Bob（電腦）"


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
async def test_computers_joining_and_leaving_speak_the_table_language(referee: Referee, locale: str) -> None:
    await referee.new_table(C, "highcard", "h1", "One")
    joined = await referee.add_ai(C, "h1", 1, "easy")
    await referee.add_ai(C, "h1", 1)
    names = seat_names(referee.table(C).seats, locale)
    left = await referee.remove_ai(C, "h1", 2)
    texts = [("join", say(joined.public[0], locale)), ("leave", say(left.public[0], locale))]
    texts += [(f"name {user}", name) for user, name in names.items() if user.startswith("ai:")]
    assert_no_english(texts, names=COMPUTERS + ["One"])
    assert "Ada" in texts[0][1] and "computer" not in texts[0][1]
