"""Shared, read-only action dicts that the legal lists are built from.

The engine never changes an action dict and never hands one of these out: legal_actions()
returns copies. So the legal lists can be built by slicing prebuilt rows instead of making
new dicts each time (which pays for the copies)."""
from __future__ import annotations

from games.base import Action

DONE: Action = {"type": "done"}

_BIDS: dict[int, tuple[Action, ...]] = {}
_PLACES: dict[tuple[str, str, int], tuple[Action, ...]] = {}


def bid_row(track: int, slots: list[int]) -> tuple[Action, ...]:
    """Every bid on a track (1-based), one per bid slot, in slot order (the slots are the
    content file's, fixed for the process)."""
    row = _BIDS.get(track)
    if row is None:
        row = _BIDS[track] = tuple({"type": "bid", "track": track, "amount": a} for a in slots)
    return row


def place_row(card: str, face: str, piles: int) -> tuple[Action, ...]:
    """Putting `card` face `face` on each of piles 1..piles."""
    key = (card, face, piles)
    row = _PLACES.get(key)
    if row is None:
        row = _PLACES[key] = tuple({"type": "place", "card": card, "face": face, "pile": p}
                                   for p in range(1, piles + 1))
    return row


_ROWS: dict[tuple, tuple[Action, ...]] = {}
_CLAIMS: list[Action] = []


def company_row(kind: str, companies: tuple[str, ...]) -> tuple[Action, ...]:
    """{"type": kind, "company": c} for every company, in company order."""
    row = _ROWS.get((kind, companies))
    if row is None:
        row = _ROWS[(kind, companies)] = tuple({"type": kind, "company": c} for c in companies)
    return row


def sell_row(company: str) -> tuple[Action, Action, Action]:
    """Selling a portfolio share, a split card, half of a split card."""
    row = _ROWS.get(("sell", company))
    if row is None:
        row = _ROWS[("sell", company)] = tuple({"type": t, "company": company}
                                               for t in ("sell", "sell_split", "sell_half"))
    return row


def claims(most: int) -> list[Action]:
    """Claim for most, most - 1, ..., 0 shares."""
    while len(_CLAIMS) <= most:
        _CLAIMS.append({"type": "claim", "shares": len(_CLAIMS)})
    return _CLAIMS[most::-1]
