"""Polite refusals: why an action is not allowed now, and what is.

Only the acting player ever reads these (anyone else is stopped earlier by
require_turn), so a refusal may name that player's own cash, shares and tiles,
and nothing of anyone else's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.acquire import board as B
from games.acquire.content import rules
from games.acquire.words import chain as chain_msg
from games.base import Action, Message, as_list, as_money, msg

if TYPE_CHECKING:
    from games.acquire.state import AcquireState

PLAY = rules().play


def _chains(names: list[str], style: str = "or") -> dict[str, Any]:
    return as_list([chain_msg(n) for n in names], style=style)


def _chain_of(state: "AcquireState", action: dict) -> int | None:
    name = action.get("chain")
    return state.chain_index.get(name.lower()) if isinstance(name, str) else None


def _declare_rule(allowed: Message) -> Message:
    return msg("acquire-declare-rule", end=PLAY.end_size, safe=PLAY.safe_size, allowed=allowed)


def refusal(state: "AcquireState", seat: int, action: object, legal: list[Action]) -> Message:
    """Why `action` is refused, and what the player can do instead: a message for the catalog."""
    kind = action.get("type") if isinstance(action, dict) else None
    act = action if isinstance(action, dict) else {}
    phase = state.phase
    if phase == "place":
        return _place(state, seat, kind, act, legal)
    if phase == "buy":
        return _buy(state, seat, kind, act, legal)
    chains = [a["chain"] for a in legal if "chain" in a]
    if phase == "found":
        chain = _chain_of(state, act)
        if kind == "found" and chain is not None and state.sizes[chain]:
            return msg("acquire-chain-taken", chain=state.chain(chain), chains=_chains(chains))
        return msg("acquire-choose-found", chains=_chains(chains))
    if phase in ("survivor", "order"):
        size = state.sizes[state.current_merger()["candidates"][0]]
        if phase == "survivor":
            return msg("acquire-choose-survivor", tied=_chains(chains, "and"), size=size, choices=_chains(chains))
        return msg("acquire-choose-defunct", tied=_chains(chains, "and"), size=size, choices=_chains(chains))
    if phase == "dispose":
        return _dispose(state, seat)
    return msg("acquire-over")


def _place(state: "AcquireState", seat: int, kind: object, act: dict, legal: list[Action]) -> Message:
    tiles = [a["tile"] for a in legal if a["type"] == "place"]
    end = state.can_declare()
    if tiles:
        listed = as_list(tiles, style="or")
        allowed = msg("acquire-allowed-place-or-end", tiles=listed) if end \
            else msg("acquire-allowed-place", tiles=listed)
    else:
        allowed = msg("acquire-allowed-end") if end else msg("acquire-allowed-none")
    if kind == "place":
        cell = B.parse_tile(act.get("tile"))
        if act.get("tile") is None:
            return msg("acquire-say-tile", allowed=allowed)
        if cell is None:
            return msg("acquire-not-a-tile", text=repr(act.get("tile")), first=B.NAMES[0], last=B.NAMES[-1],
                       allowed=allowed)
        name = B.NAMES[cell]
        if cell not in state.hands[seat]:
            return msg("acquire-not-in-hand", tile=name, allowed=allowed)
        status = state.status(cell)
        if status == B.WAITS:
            return msg("acquire-tile-waits", tile=name, allowed=allowed)
        if status == B.DEAD:
            safe = [state.chain_names[c] for c in B.adjacent_chains(state.board, cell)
                    if state.sizes[c] >= PLAY.safe_size]
            return msg("acquire-tile-dead", tile=name, chains=_chains(safe, "and"), allowed=allowed)
        return msg("acquire-write-tile", tile=name, allowed=allowed)
    if kind == "declare_end":
        return _declare_rule(allowed)
    if kind in ("buy", "done"):
        return msg("acquire-place-first", allowed=allowed)
    return allowed


def _buy(state: "AcquireState", seat: int, kind: object, act: dict, legal: list[Action]) -> Message:
    can = [a["chain"] for a in legal if a["type"] == "buy"]
    limit = PLAY.max_buys_per_turn
    left = limit - state.bought
    end = state.can_declare()
    if can:
        allowed = msg("acquire-allowed-buy-or-end" if end else "acquire-allowed-buy", chains=_chains(can), left=left)
    else:
        allowed = msg("acquire-allowed-end-or-done") if end else msg("acquire-allowed-done")
    if kind == "buy":
        name = act.get("chain")
        chain = _chain_of(state, act)
        if name is None:
            return msg("acquire-say-chain", allowed=allowed)
        if chain is None:
            return msg("acquire-no-such-chain", text=repr(name), allowed=allowed)
        term = state.chain(chain)
        if state.bought >= limit:
            return msg("acquire-buy-limit", limit=limit, bought=state.bought, allowed=allowed)
        if not state.sizes[chain]:
            return msg("acquire-not-on-board", chain=term, allowed=allowed)
        if not state.bank[chain]:
            return msg("acquire-bank-empty", chain=term, allowed=allowed)
        price = state.price(chain)
        if price > state.cash[seat]:
            return msg("acquire-too-dear", chain=term, price=as_money(price), cash=as_money(state.cash[seat]),
                       allowed=allowed)
        return msg("acquire-buy-how", chain=term, typed=state.chain_names[chain], allowed=allowed)
    if kind == "declare_end":
        return _declare_rule(allowed)
    if kind == "place":
        if state.tile is None:
            return msg("acquire-no-placeable", allowed=allowed)
        return msg("acquire-placed-already", allowed=allowed)
    return allowed


def _dispose(state: "AcquireState", seat: int) -> Message:
    m = state.current_merger()
    d, s = m["current"], m["survivor"]
    held = state.shares[seat][d]
    ratio = PLAY.trade_ratio
    bank = state.bank[s]
    pairs = min(held // ratio, bank)
    name, survivor, price = state.chain(d), state.chain(s), as_money(m["price"])
    if pairs:
        if bank < held // ratio:
            return msg("acquire-dispose-trade-capped", held=held, chain=name, price=price, ratio=ratio,
                       survivor=survivor, pairs=pairs, bank=bank)
        return msg("acquire-dispose-trade", held=held, chain=name, price=price, ratio=ratio, survivor=survivor,
                   pairs=pairs)
    if held >= ratio:
        return msg("acquire-dispose-no-trade", held=held, chain=name, price=price, survivor=survivor)
    return msg("acquire-dispose", held=held, chain=name, price=price)
