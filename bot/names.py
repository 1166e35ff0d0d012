"""Names for computer seats and small text helpers shared by the referee and the console."""
from __future__ import annotations

import re

COMPUTER_NAMES = ["Ada", "Babbage", "Curie", "Dijkstra", "Euler", "Fermat", "Gauss", "Hopper",
                  "Irving", "Jevons", "Knuth", "Lovelace"]

_MENTION = re.compile(r"<@!?([^>]+)>")


def computer_name(index: int, level: str | None = None) -> str:
    """The display name of computer seat number `index` (1-based): "Ada (AI)", "Ada (AI, hard)"."""
    base = COMPUTER_NAMES[(index - 1) % len(COMPUTER_NAMES)]
    lap = (index - 1) // len(COMPUTER_NAMES)
    tag = f"AI, {level}" if level else "AI"
    return f"{base} ({tag})" if lap == 0 else f"{base} {lap + 1} ({tag})"


def with_names(text: str, names: dict[str, str]) -> str:
    """<@id> -> display name (the console; Discord renders real mentions itself)."""
    return _MENTION.sub(lambda m: names.get(m.group(1), m.group(1)), text)


def mentions_of(text: str) -> list[str]:
    return _MENTION.findall(text)


def number(value: int) -> str:
    return f"{value:,}"
