"""Majority and minority bonuses of one chain (pure arithmetic, no state)."""
from __future__ import annotations


def round_share(amount: int, parts: int, unit: int, up: bool) -> int:
    """amount / parts rounded to `unit`: down (rule text) or up (Hasbro rulebook)."""
    if parts == 1:
        return amount
    if up:
        return -(-amount // (parts * unit)) * unit
    return amount // (parts * unit) * unit


def bonuses(held: list[int], majority: int, minority: int, unit: int, up: bool) -> list[tuple[int, int, str]]:
    """Who gets what: a list of (seat, amount, title) for the holders of one chain.

    `held` is each seat's count of the chain's shares. A sole holder takes both
    bonuses; a tie for first shares both and pays no second; otherwise the
    first takes the majority and a tie for second shares the minority.
    """
    counts = sorted({h for h in held if h > 0}, reverse=True)
    if not counts:
        return []
    first = [s for s, h in enumerate(held) if h == counts[0]]
    if len(first) > 1 or len(counts) == 1:
        title = "majority and minority" if len(first) == 1 else "shared majority and minority"
        each = round_share(majority + minority, len(first), unit, up)
        return [(s, each, title) for s in first]
    out = [(first[0], majority, "majority")]
    second = [s for s, h in enumerate(held) if h == counts[1]]
    each = round_share(minority, len(second), unit, up)
    title = "minority" if len(second) == 1 else "shared minority"
    out.extend((s, each, title) for s in second)
    return out
