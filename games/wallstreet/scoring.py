"""Final scoring (pure functions): market points, hidden capital, shares, cash, loans.

Used by the state at the end, by scores() during play, and by the computer player.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import product

from games.wallstreet.data import STOCKS, Catalogue



def fired_event(dynamite: list[int]) -> int | None:
    """The pile whose event fires: the one with strictly the most dynamite; None on a tie."""
    best = max(dynamite)
    leaders = [i for i, d in enumerate(dynamite) if d == best]
    return leaders[0] if len(leaders) == 1 else None


def _splits(total: int, parts: int):
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _splits(total - first, parts - 1):
            yield (first, *rest)


def best_shares(cat: Catalogue, shares: list[int], hidden: dict, prices: list[int], minimum: list[int],
                event: int | None) -> tuple[int, list[int]]:
    """The best share score (and the count per stock behind it) over every way of
    letting dual and golden cards stand for a stock. Returns (points, counts)."""
    base = [0, 0, 0, 0]
    pairs: Counter = Counter()
    golden = 0
    for cid in shares:
        card = cat.cards[cid]
        kind = card["kind"]
        if kind == "stock":
            base[STOCKS.index(card["stock"])] += 2 if card["double"] else 1
        elif kind == "dual":
            a, b = (STOCKS.index(s) for s in card["stocks"])
            pairs[(a, b)] += 1
        elif kind == "golden":
            golden += 1
    if hidden:
        base[STOCKS.index(hidden["stock"])] += 2 if hidden.get("double") else 1
    if event == 0:  # golden cards are not wild: they are paid in cash instead
        golden = 0
    if event == 2:
        prices = [(p + 1) // 2 for p in prices]
    less = 1 if event == 1 else 0
    total, counts = _best_split(tuple(base), tuple(pairs.items()), golden, tuple(prices), tuple(minimum), less)
    return total, list(counts)


@lru_cache(maxsize=16384)
def _best_split(base: tuple[int, ...], pair_list: tuple, golden: int, prices: tuple[int, ...],
                minimum: tuple[int, ...], less: int) -> tuple[int, tuple[int, ...]]:
    """best_shares' search over the splits, remembered: every view of every computer
    decision scores every seat's shares, and the same holdings come back again and again."""
    best: tuple[int, tuple[int, ...]] = (-1, base)
    for split in product(*[range(k + 1) for _, k in pair_list]):
        counts = list(base)
        for ((a, b), k), to_a in zip(pair_list, split):
            counts[a] += to_a
            counts[b] += k - to_a
        for extra in _splits(golden, 4) if golden else [(0, 0, 0, 0)]:
            total = 0
            final = [0, 0, 0, 0]
            for i in range(4):
                c = max(0, counts[i] + extra[i] - less)
                final[i] = c
                if c >= minimum[i]:
                    total += c * prices[i]
            if total > best[0]:
                best = (total, tuple(final))
    return best


def breakdown(cat: Catalogue, player: dict, prices: list[int], minimum: list[int], event: int | None) -> dict:
    """Every part of one player's score. `player` holds shares, market, capital_card
    (index or None if unknown), cash, loans, bonus."""
    rules = cat.rules
    hidden = cat.capital[player["capital_card"]] if player.get("capital_card") is not None else {}
    market = sum(cat.cards[c]["points"] for c in player["market"]) + (hidden.get("points", 0) if hidden else 0)
    shares, counts = best_shares(cat, player["shares"], hidden, prices, minimum, event)
    golden_cash = 0
    if event == 0:
        golden_cash = rules.golden_cash * sum(1 for c in player["shares"] if cat.cards[c]["kind"] == "golden")
    cash = player["cash"] + golden_cash
    loans = rules.loan_penalty(player["loans"])
    total = market + shares + cash - loans + player["bonus"]
    return {"market": market, "shares": shares, "counts": counts, "cash": cash, "loans": -loans,
            "tycoon": player["bonus"], "total": total}
