"""Prices and money: price moves, BURST, settlements, trade fees.

Functions here work on a FuturesState and return the events (messages) they cause.
A marker on the board is a list [seat, commodity, side, row].
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.base import Event, Message, as_money, as_player, msg, public_msg

from games.futures.cards import net_moves
from games.futures.words import cards as card_list, commodity as commodity_term, joined

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


def move_prices(state: "FuturesState", cards: list[str], what: str, slots: list[int] | None = None) -> list[Event]:
    """Move every commodity by its UP/DOWN balance; a marker reaching a BURST row forces settlement.

    `what` is "opening", "mid" or "period-end". `slots` are the field slots the cards lie on: the
    public view names a card of the last move only while it still lies face up there (a covered
    card may not be looked at again). The record of the move keeps the price changes, not the
    cards (they get covered).
    """
    moves = net_moves(cards, state.commodities)
    changes = []
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
        changes.append(msg("futures-change", commodity=commodity_term(commodity), before=before,
                           after=state.ladder[row]))
    state.last_move = {"kind": what, "cards": list(cards), "slots": list(slots or []), "moves": moves,
                       "bursts": list(bursts)}
    kind = msg(f"futures-move-{what}")
    shown = card_list(cards) if cards else msg("futures-no-cards")
    changed = joined(changes, "semi") if changes else msg("futures-no-change")
    event = public_msg("futures-move", kind=kind, cards=shown, changes=changed)
    event["record"] = msg("futures-move-record", kind=kind, changes=changed)
    return [event] + [burst(state, commodity) for commodity in bursts]


def burst(state: "FuturesState", commodity: str) -> Event:
    """Forced settlement of every marker on the commodity: debts paid, no gains; price back to the start."""
    at = price(state, commodity)
    paid: list[Message] = []
    lost: list[Message] = []
    kept = []
    for marker in state.markers:
        if marker[1] != commodity:
            kept.append(marker)
            continue
        value = settle_value(state, marker)
        who = as_player(state.players[marker[0]])
        if value < 0:
            state.money[marker[0]] += value
            paid.append(msg("futures-burst-pays", player=who, amount=as_money(-value)))
        elif value > 0:
            lost.append(msg("futures-burst-unpaid", player=who, amount=as_money(value)))
    cleared = len(state.markers) - len(kept)
    state.markers = kept
    state.prices[commodity] = state.start_row
    debts = joined(paid, "semi") if paid else msg("futures-burst-no-debts")
    gains = msg("futures-burst-gains", players=joined(lost, "comma")) if lost else msg("futures-burst-no-gains")
    return public_msg("futures-burst", commodity=commodity_term(commodity), price=at, markers=cleared,
                      debts=debts, gains=gains, start=state.ladder[state.start_row])


def final_settlement(state: "FuturesState") -> list[Event]:
    """Each player settles their best markers normally (up to the limit); the rest as forced.

    Choosing the markers with the largest gains is always best for the player (a debt is paid
    either way), so the game makes that choice for them.
    """
    limit = state.data.rules.final_normal_settlements
    events: list[Event] = []
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
            who, gained, paid, now = (as_player(player), as_money(sum(gains)), as_money(-sum(debts)),
                                        as_money(state.money[seat]))
            if lost:
                events.append(public_msg("futures-final-forfeit", player=who, markers=len(values), gains=gained,
                                        debts=paid, forfeited=as_money(sum(lost)), total=now))
            else:
                events.append(public_msg("futures-final-player", player=who, markers=len(values), gains=gained,
                                        debts=paid, total=now))
    state.markers = []
    state.final = results
    return events
