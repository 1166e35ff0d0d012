"""Fluctuation cards: "corn_up", "pepper_down", ... and what they do to prices."""
from __future__ import annotations

SIDES = ("up", "down")


def card_id(commodity: str, side: str) -> str:
    return f"{commodity}_{side}"


def split(card: str) -> tuple[str, int]:
    """("corn", +1) for "corn_up"; ("rice", -1) for "rice_down"."""
    commodity, _, side = card.rpartition("_")
    return commodity, 1 if side == "up" else -1


def full_deck(commodities: list[str], per_kind: int) -> list[str]:
    return [card_id(c, s) for c in commodities for s in SIDES for _ in range(per_kind)]


def label(card: str) -> str:
    """"CORN UP": the card as players type it (/place corn up 2). Not for messages: those pass
    words.card(code), which each catalog words in its language."""
    return card.replace("_", " ").upper()


def net_moves(cards: list[str], commodities: list[str]) -> dict[str, int]:
    """Steps each commodity moves for these face-up cards: +1 per UP, -1 per DOWN."""
    moves = dict.fromkeys(commodities, 0)
    for card in cards:
        commodity, step = split(card)
        moves[commodity] += step
    return moves
