"""What each seat may see (view), button labels (label) and a seat's secrets (secret_message)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.base import Action, Message, as_money, as_player, msg

from games.futures import market
from games.futures.cards import SIDES
from games.futures.words import card, cards, commodity, joined, side

if TYPE_CHECKING:
    from games.futures.state import FuturesState

NPC = -1


def build_view(state: "FuturesState", player: str | None) -> dict:
    """Public facts for everyone; the hand, own face-down cards and the card being passed for `player`."""
    players = state.players
    seat = players.index(player) if player in players else None
    d = state.data
    field = []
    for i, (top, down, owner) in enumerate(zip(state.field_top, state.field_down, state.field_owner)):
        covered = down is not None
        field.append({
            "slot": i + 1,
            "card": None if covered else top,
            "face_down": covered,
            "placed_by": None if owner is None else ("npc" if owner == NPC else players[owner]),
            "yours": down if covered and seat is not None and owner == seat else None,
        })
    current = None if state.phase in ("carry", "over") else players[state.order[state.pos]]
    view = {
        "game": "futures",
        "players": list(players),
        "colours": {p: d.players.colours[i] for i, p in enumerate(players)},
        "colour_names": {p: msg(f"futures-colour-{d.players.colour_names[i]}") for i, p in enumerate(players)},
        "round": state.round,
        "rounds": state.rounds,
        "phase": state.phase,
        "step": state.step,
        "to_act": state.to_act(),
        "turn": current,
        "actions_left": state.actions_left if current else 0,
        "order": [players[i] for i in state.order],
        "start_player": players[state.sp],
        "ladder": list(state.ladder),
        "provisional_ladder": d.ladder.provisional,
        "start_price": d.ladder.start,
        "commodities": [{"key": c.key, "name": c.name, "colour": c.colour} for c in d.commodities],
        "prices": {c: market.price(state, c) for c in state.commodities},
        "price_rows": dict(state.prices),
        "markers": [{"player": players[m[0]], "commodity": m[1], "side": m[2], "price": state.ladder[m[3]],
                     "row": m[3], "value": market.settle_value(state, m)} for m in state.markers],
        "money": dict(zip(players, state.money)),
        "markers_owned": dict(zip(players, state.owned)),
        "markers_free": {p: state.free_markers(i) for i, p in enumerate(players)},
        "fourth_bought": {p: bool(b) for p, b in zip(players, state.bought)},
        "hand_counts": {p: len(h) for p, h in zip(players, state.hands)},
        "deck_count": len(state.deck),
        "discard_count": len(state.discards),
        "field": field,
        "npc_slot": None if state.npc_slot is None else state.npc_slot + 1,
        "passed": {p: state.passing[i] is not None for i, p in enumerate(players)} if state.phase == "carry" else {},
        "last_move": _last_move(state),
        "final": state.final,
        "winners": state.winners(),
        "rules": {"trade_fee": d.money.trade_fee, "pass_income": d.money.pass_income,
                  "fourth_marker_price": d.money.fourth_marker_price,
                  "final_normal_settlements": d.rules.final_normal_settlements},
    }
    if seat is not None:
        view["you"] = player
        view["hand"] = list(state.hands[seat])
        view["passing"] = state.passing[seat]
    return view


def _last_move(state: "FuturesState") -> dict | None:
    """The last price move; during play its cards only while they still lie face up on their slot
    (the text's Q&A: a covered card may not be looked at)."""
    move = state.last_move
    if move is None or state.phase == "over":
        return move
    slots = move.get("slots") or []
    showing = [c for c, s in zip(move["cards"], slots)
               if state.field_down[s] is None and state.field_top[s] == c]
    return {**move, "cards": showing, "covered": len(move["cards"]) - len(showing)}


def secret_message(state: "FuturesState", player: str) -> Message | str:
    """The player's hand, their own face-down field cards and the card they are passing,
    built only from their view ("" for someone not seated)."""
    if player not in state.players:
        return ""
    view = build_view(state, player)
    if view["phase"] == "over":
        return msg("futures-secret-over")
    hand = view["hand"]
    parts = [msg("futures-secret-hand", cards=cards(hand)) if hand else msg("futures-secret-hand-empty")]
    mine = [f for f in view["field"] if f["yours"]]
    if mine:
        placed = [msg("futures-secret-on-slot", card=card(f["yours"]), slot=f["slot"]) for f in mine]
        parts.append(msg("futures-secret-face-down", count=len(mine), cards=joined(placed, "comma")))
    if view["passing"]:
        seats = view["players"]
        left = seats[(seats.index(player) + 1) % len(seats)]
        parts.append(msg("futures-secret-passing", card=card(view["passing"]), player=as_player(left)))
    return joined(parts, "sentences")


def label(state: "FuturesState", action: Action) -> Message:
    """A short label for a move (a button, the history); "Unknown move" for anything malformed."""
    try:
        return _label(state, action)
    except (KeyError, ValueError, TypeError, AttributeError):
        return msg("futures-label-unknown")


def _card(state: "FuturesState", code: object) -> Message:
    commodity, _, side = str(code).rpartition("_")
    if commodity not in state.commodities or side not in SIDES:
        raise ValueError(f"no card {code!r}")
    return card(str(code))


def _position(state: "FuturesState", action: Action) -> tuple[str, str]:
    c, s = action["commodity"], action["side"]
    if c not in state.commodities or s not in SIDES:
        raise ValueError(f"no position {c!r} {s!r}")
    return c, s


def _label(state: "FuturesState", action: Action) -> Message:
    kind = action.get("type")
    if kind == "place":
        return msg("futures-label-place", card=_card(state, action["card"]), slot=int(action["slot"]))
    if kind == "reveal":
        return msg("futures-label-reveal", slot=int(action["slot"]))
    if kind == "trade":
        c, s = _position(state, action)
        return msg("futures-label-trade", commodity=commodity(c), side=side(s), price=market.price(state, c),
                   fee=as_money(market.trade_fee(state, c, s)))
    if kind == "settle":
        c, s = _position(state, action)
        row = state.ladder.index(action["price"])
        value = market.settle_value(state, [0, c, s, row])
        if value > 0:
            return msg("futures-label-settle-gain", commodity=commodity(c), side=side(s), opened=state.ladder[row],
                       value=as_money(value))
        return msg("futures-label-settle", commodity=commodity(c), side=side(s), opened=state.ladder[row],
                   value=as_money(value))
    if kind == "pass":
        return msg("futures-label-pass", income=as_money(state.data.money.pass_income))
    if kind == "buy_marker":
        return msg("futures-label-buy", price=as_money(state.data.money.fourth_marker_price))
    if kind == "discard":
        pair = [_card(state, c) for c in action["cards"]]
        return msg("futures-label-discard", cards=joined(pair, "plus"))
    if kind == "pass_card":
        return msg("futures-label-pass-card", card=_card(state, action["card"]))
    return msg("futures-label-unknown")
