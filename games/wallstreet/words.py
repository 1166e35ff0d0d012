"""The game's terms as messages in no language: stocks, cards, piles, spots and money.

Every sentence of 1920 Wall Street passes these as arguments (data/locales/*/wallstreet.ftl
words them); nothing here is English.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from games.base import Message, as_money, msg

#: Money in 1920 Wall Street: $5 in English, 5元 in the Chinese rule text.


def cash(amount: int) -> dict[str, Any]:
    """A sum of the game's money."""
    return as_money(amount, unit="wallstreet-money")


def stock(name: str) -> Message:
    """A stock as a sentence names it ("Corn")."""
    return msg(f"wallstreet-stock-{name}")


def stock_word(name: str) -> Message:
    """A stock as a lowercase word ("corn": "Offer Corn as corn")."""
    return msg(f"wallstreet-stockword-{name}")


def pile(name: str) -> Message:
    """A discard pile: left, middle, right."""
    return msg(f"wallstreet-pile-{name}")


def move(name: str, delta: int) -> Message:
    """A price move printed on a card: "Corn +1", "Oil -1"."""
    if delta > 0:
        return msg("wallstreet-move-up", stock=stock(name), steps=delta)
    return msg("wallstreet-move-down", stock=stock(name), steps=-delta)


def card(card: dict) -> Message:
    """The name of a card (a catalogue card or a card of a view: the same fields)."""
    kind = card["kind"]
    if kind == "golden":
        return msg("wallstreet-card-golden")
    if kind == "dual":
        first, second = card["stocks"]
        return msg("wallstreet-card-dual", first=stock(first), second=stock(second))
    if kind == "explosion":
        return msg("wallstreet-card-explosion")
    moves = [move(s, d) for s, d in card["moves"].items()]
    if kind == "market":
        if card["effect"] == "move":
            return msg("wallstreet-card-market-move", moves=commas(moves))
        return msg(f"wallstreet-card-market-{card['effect']}")
    base = (msg("wallstreet-card-double", stock=stock(card["stock"])) if card.get("double")
            else msg("wallstreet-card-stock", stock=stock(card["stock"])))
    if moves:
        return msg("wallstreet-card-moves", card=base, moves=commas(moves))
    return base


def none() -> Message:
    return msg("wallstreet-none")


def counted(messages: list[Message]) -> list[Message]:
    """The same name twice or more becomes "Corn ×2" (first seen first)."""
    keys = Counter(repr(m) for m in messages)
    seen: dict[str, Message] = {}
    for m in messages:
        seen.setdefault(repr(m), m)
    return [m if keys[k] == 1 else msg("wallstreet-times", what=m, count=keys[k]) for k, m in seen.items()]


def commas(items: list[Any]) -> Any:
    """Names one after another with the catalog's comma ("Corn +1, Oil -1"; "玉米 +1、石油 -1"):
    a list with no "and", which Babel's unit lists join with bare spaces in Chinese and Japanese."""
    return joined(items, "wallstreet-comma")


def listed(messages: list[Message], empty: Message | None = None) -> Any:
    """A comma list of names, or `empty` ("none") when there are none."""
    return commas(messages) if messages else empty or none()


def joined(messages: list[Any], joiner: str) -> Any:
    """Sentences or labels one after another, joined as the catalog says (`joiner`: its id)."""
    result = messages[-1]
    for first in reversed(messages[:-1]):
        result = msg(joiner, first=first, rest=result)
    return result
