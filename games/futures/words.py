"""The game's terms as messages, for events, refusals and labels to pass as arguments.

Cards, commodities and sides are nested messages (``futures-card``, ``futures-commodity-corn``,
``futures-side-up``), never English words. Lists are joined by the catalog (``futures-join-*``):
the English sentences join them as they always have ("CORN UP, RICE DOWN", "1, 2 or 5",
"CORN 25→27; RICE 25→23"), which Babel's lists do not, and Japanese joins them with 、.
"""
from __future__ import annotations

from typing import Any, Literal

from games.base import Message, msg

from games.futures.cards import split

#: How a list is joined: "comma" (A, B, C), "semi" (A; B), "or" (A, B or C), "and" (A and B),
#: "plus" (A + B), "sentences" (one sentence after another).
Join = Literal["comma", "semi", "or", "and", "plus", "sentences"]


def commodity(key: str) -> Message:
    """CORN / RICE / PEPPER: printed in English on the board in every edition."""
    return msg(f"futures-commodity-{key}")


def side(key: str) -> Message:
    """UP / DOWN."""
    return msg(f"futures-side-{key}")


def card(code: str) -> Message:
    """A fluctuation card, "corn_up": CORN UP."""
    key, step = split(code)
    return msg("futures-card", commodity=commodity(key), side=side("up" if step > 0 else "down"))


def cards(codes: list[str], how: Join = "comma") -> Message:
    """Several cards, joined; the caller says what an empty list means."""
    return joined([card(c) for c in codes], how)


def joined(items: list[Any], how: Join) -> Any:
    """Items (messages, numbers, players) joined by the catalog, as one nested message.

    A one-item list is the item itself; [] is refused (say "no cards" with a message instead).
    """
    if not items:
        raise ValueError("nothing to join")
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return msg(f"futures-join-{how}-last", first=items[0], last=items[1])
    return msg(f"futures-join-{how}", first=items[0], rest=joined(items[1:], how))
