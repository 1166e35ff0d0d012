"""Names for computer seats and small text helpers shared by the referee and the console."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from games.base import msg

if TYPE_CHECKING:
    from collections.abc import Iterable

    from bot.referee.shapes import Seat

COMPUTER_NAMES = ["Ada", "Babbage", "Curie", "Dijkstra", "Euler", "Fermat", "Gauss", "Hopper",
                  "Irving", "Jevons", "Knuth", "Lovelace"]

_MENTION = re.compile(r"<@!?([^>]+)>")
#: The English tag older rows stored in a computer seat's name: "Ada (AI, normal)", "Bob (AI)".
_OLD_TAG = re.compile(r"\s*\(AI(?:, [a-z]+)?\)$")
LEVELS = ("easy", "normal", "hard")


def computer_name(index: int) -> str:
    """The stored name of computer seat number `index` (1-based): "Ada", "Ada 2" on the second lap.
    The edge shows it with its level in the reader's language (seat_label)."""
    base = COMPUTER_NAMES[(index - 1) % len(COMPUTER_NAMES)]
    lap = (index - 1) // len(COMPUTER_NAMES)
    return base if lap == 0 else f"{base} {lap + 1}"


def seat_name(seat: "Seat") -> str:
    """A seat's own name: a computer seat's without the English tag older rows stored."""
    return _OLD_TAG.sub("", seat.name) or seat.name if seat.is_ai else seat.name


def seat_label(seat: "Seat") -> Any:
    """How a seat is named to readers: a player's name as it is; a computer seat as a message
    ("Ada (computer, hard)", 「Ada（電腦，困難）」) rendered in the reader's language."""
    if not seat.is_ai:
        return seat.name
    if seat.level in LEVELS:
        return msg("bot-seat-computer", name=seat_name(seat), level=msg(f"bot-choice-{seat.level}"))
    return msg("bot-seat-computer-plain", name=seat_name(seat))


def with_names(text: str, names: dict[str, str]) -> str:
    """<@id> -> display name (the console; Discord renders real mentions itself)."""
    return _MENTION.sub(lambda m: names.get(m.group(1), m.group(1)), text)


def number(value: int) -> str:
    return f"{value:,}"


def seat_names(seats: "Iterable[Seat]", locale: str) -> dict[str, str]:
    """Seat user id -> the seat's name in `locale`, on one line (computer seats labelled)."""
    from bot.referee.tables import clean_name
    from bot.text.words import say
    return {s.user: clean_name(say(seat_label(s), locale)) for s in seats}
