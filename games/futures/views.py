"""What each seat may see (view) and button labels (describe)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.base import Action, mention, money

from games.futures import market
from games.futures.cards import label

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
        "colour_names": {p: d.players.colour_names[i] for i, p in enumerate(players)},
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


SECRET_LIMIT = 1500


def secret_text(state: "FuturesState", player: str) -> str:
    """The player's hand, their own face-down field cards and the card they are passing,
    built only from their view ("" for someone not seated)."""
    if player not in state.players:
        return ""
    view = build_view(state, player)
    if view["phase"] == "over":
        return "The game is over: the cards no longer count."
    hand = ", ".join(label(c) for c in view["hand"])
    parts = [f"Your hand: {hand}." if hand else "Your hand is empty."]
    mine = [f for f in view["field"] if f["yours"]]
    if mine:
        cards = ", ".join(f"{label(f['yours'])} on slot {f['slot']}" for f in mine)
        word = "card" if len(mine) == 1 else "cards"
        parts.append(f"Your face-down {word}: {cards}.")
    if view["passing"]:
        seats = view["players"]
        left = seats[(seats.index(player) + 1) % len(seats)]
        parts.append(f"You are passing {label(view['passing'])} to {mention(left)}.")
    return " ".join(parts)[:SECRET_LIMIT]


def describe(state: "FuturesState", action: Action) -> str:
    try:
        return _describe(state, action)[:80]
    except (KeyError, ValueError, TypeError, AttributeError):
        return "Unknown move"


def _describe(state: "FuturesState", action: Action) -> str:
    kind = action.get("type")
    if kind == "place":
        return f"Place {label(action['card'])} face down on slot {action['slot']}"
    if kind == "reveal":
        return f"Reveal slot {action['slot']}"
    if kind == "trade":
        c, s = action["commodity"], action["side"]
        fee = market.trade_fee(state, c, s)
        return f"Trade {c.upper()} {s.upper()} at {market.price(state, c)} (fee {money(fee)})"
    if kind == "settle":
        c, s = action["commodity"], action["side"]
        row = state.ladder.index(action["price"])
        value = market.settle_value(state, [0, c, s, row])
        sign = "+" if value > 0 else ""
        return f"Settle {c.upper()} {s.upper()} from {action['price']} ({sign}{money(value)})"
    if kind == "pass":
        return f"Pass (+{money(state.data.money.pass_income)})"
    if kind == "buy_marker":
        return f"Buy a fourth marker for {money(state.data.money.fourth_marker_price)}"
    if kind == "discard":
        return f"Discard {' + '.join(label(c) for c in action['cards'])} for an extra action"
    if kind == "pass_card":
        return f"Pass {label(action['card'])} to the left"
    return str(kind)
