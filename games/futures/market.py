"""Prices and money: price moves, BURST, settlements, trade fees.

Functions here work on a FuturesState and return the event texts they cause.
A marker on the board is a list [seat, commodity, side, row].
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.base import Event, mention, money, public

from games.futures.cards import label, net_moves

if TYPE_CHECKING:
    from games.futures.state import FuturesState


def price(state: "FuturesState", commodity: str) -> int:
    return state.ladder[state.prices[commodity]]


def settle_value(state: "FuturesState", marker: list) -> int:
    """What settling a marker now pays (+) or costs (-): the difference, signed by its side."""
    _, commodity, side, row = marker
    diff = state.ladder[state.prices[commodity]] - state.ladder[row]
    return diff if side == "up" else -diff


def trade_fee(state: "FuturesState", commodity: str, side: str) -> int:
    """Base fee plus every marker already on that square (the trader's own included)."""
    row = state.prices[commodity]
    on_square = sum(1 for m in state.markers if m[1] == commodity and m[2] == side and m[3] == row)
    return state.data.money.trade_fee + on_square


def move_prices(state: "FuturesState", cards: list[str], what: str, slots: list[int] | None = None) -> list[str]:
    """Move every commodity by its UP/DOWN balance; a marker reaching a BURST row forces settlement.

    `slots` are the field slots the cards lie on: the public view names a card of the last move
    only while it still lies face up there (a covered card may not be looked at again).
    """
    moves = net_moves(cards, state.commodities)
    shown = ", ".join(label(c) for c in cards) or "no cards"
    parts = []
    bursts = []
    for commodity, steps in moves.items():
        if not steps:
            continue
        before = price(state, commodity)
        row = state.prices[commodity] + steps
        if row <= 0 or row >= state.top_row:
            row = 0 if row <= 0 else state.top_row     # no overshoot past BURST
            bursts.append(commodity)
        state.prices[commodity] = row
        parts.append(f"{commodity.upper()} {before}→{state.ladder[row]}")
    state.last_move = {"kind": what, "cards": list(cards), "slots": list(slots or []), "moves": moves,
                       "bursts": list(bursts)}
    texts = [f"{what.capitalize()} price move ({shown}): " + ("; ".join(parts) if parts else "no change") + "."]
    for commodity in bursts:
        texts.append(burst(state, commodity))
    return texts


def burst(state: "FuturesState", commodity: str) -> str:
    """Forced settlement of every marker on the commodity: debts paid, no gains; price back to the start."""
    at = price(state, commodity)
    paid = []
    lost = []
    kept = []
    for marker in state.markers:
        if marker[1] != commodity:
            kept.append(marker)
            continue
        value = settle_value(state, marker)
        if value < 0:
            state.money[marker[0]] += value
            paid.append(f"{mention(state.players[marker[0]])} pays {money(-value)}")
        elif value > 0:
            lost.append(f"{mention(state.players[marker[0]])} {money(value)}")
    cleared = len(state.markers) - len(kept)
    state.markers = kept
    state.prices[commodity] = state.start_row
    detail = "; ".join(paid) if paid else "no debts"
    gains = f"gains not paid: {', '.join(lost)}" if lost else "no gains to pay"
    what = "1 marker" if cleared == 1 else f"{cleared} markers"
    return (f"BURST! {commodity.upper()} hit {at}: {what} force-settled ({detail}; {gains}). "
            f"{commodity.upper()} returns to {state.ladder[state.start_row]}.")


def final_settlement(state: "FuturesState") -> list[str]:
    """Each player settles their best markers normally (up to the limit); the rest as forced.

    Choosing the markers with the largest gains is always best for the player (a debt is paid
    either way), so the game makes that choice for them.
    """
    limit = state.data.rules.final_normal_settlements
    texts = []
    results = []
    for seat, player in enumerate(state.players):
        values = sorted((settle_value(state, m) for m in state.markers if m[0] == seat), reverse=True)
        gains = [v for v in values[:limit] if v > 0]
        debts = [v for v in values if v < 0]
        lost = [v for v in values[limit:] if v > 0]
        total = sum(gains) + sum(debts)
        state.money[seat] += total
        results.append({"player": player, "markers": len(values), "gains": sum(gains),
                        "debts": -sum(debts), "forfeited": sum(lost), "total": total})
        if values:
            texts.append(f"{mention(player)} settles {len(values)} marker{'' if len(values) == 1 else 's'}: "
                         f"{money(sum(gains))} in gains, "
                         f"{money(-sum(debts))} in debts" + (f", {money(sum(lost))} forfeited" if lost else "")
                         + f" → {money(state.money[seat])}.")
    state.markers = []
    state.final = results
    return texts


def price_move_events(state: "FuturesState", cards: list[str], what: str, slots: list[int]) -> list[Event]:
    """move_prices as events: the record keeps the price changes, not the cards (they get covered)."""
    texts = move_prices(state, cards, what, slots)
    shown = ", ".join(label(c) for c in cards) or "no cards"
    first = public(texts[0], record=texts[0].replace(f" ({shown})", "", 1))
    return [first] + [public(t) for t in texts[1:]]
