"""Polite refusals: why an action is not allowed now, and what is.

Only the acting player ever reads these (anyone else is stopped earlier by
require_turn), so a refusal may name that player's own cash, shares and tiles,
and nothing of anyone else's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.acquire import board as B
from games.acquire.content import rules
from games.base import Action, money

if TYPE_CHECKING:
    from games.acquire.state import AcquireState

PLAY = rules().play


def _listing(items: list[str], joiner: str = "or") -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {joiner} {items[-1]}"


def _chain_of(state: "AcquireState", action: dict) -> int | None:
    name = action.get("chain")
    return state.chain_index.get(name.lower()) if isinstance(name, str) else None


def _declare_rule(state: "AcquireState") -> str:
    return (f"You can declare the end only when a chain has {PLAY.end_size} or more tiles "
            f"or every chain on the board is safe ({PLAY.safe_size} or more tiles).")


def refusal(state: "AcquireState", seat: int, action: object, legal: list[Action]) -> str:
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
            return f"{state.chain_names[chain]} is already on the board. Choose the chain your tile founds: " \
                   f"{_listing(chains)}."
        return f"Choose the chain your tile founds: {_listing(chains)}."
    if phase in ("survivor", "order"):
        size = state.sizes[state.merger["candidates"][0]]
        if phase == "survivor":
            return (f"{_listing(chains, 'and')} tie for largest with {size} tiles: "
                    f"choose which survives ({_listing(chains)}).")
        return (f"The defunct chains {_listing(chains, 'and')} tie with {size} tiles: "
                f"choose which is settled next ({_listing(chains)}).")
    if phase == "dispose":
        return _dispose(state, seat)
    return "The game is over."


def _place(state: "AcquireState", seat: int, kind: object, act: dict, legal: list[Action]) -> str:
    tiles = [a["tile"] for a in legal if a["type"] == "place"]
    end = state.can_declare()
    if tiles:
        allowed = f"You can place {_listing(tiles)}" + (", or declare the end of the game." if end else ".")
    else:
        allowed = "You can declare the end of the game." if end else "None of your tiles can be placed."
    if kind == "place":
        cell = B.parse_tile(act.get("tile"))
        if act.get("tile") is None:
            return f"Say which tile to place. {allowed}"
        if cell is None:
            return f"{act.get('tile')!r} is not a tile (they run from {B.NAMES[0]} to {B.NAMES[-1]}). {allowed}"
        name = B.NAMES[cell]
        if cell not in state.hands[seat]:
            return f"{name} is not in your hand. {allowed}"
        status = state.status(cell)
        if status == B.WAITS:
            return f"{name} would found an eighth chain while all seven are on the board; it waits. {allowed}"
        if status == B.DEAD:
            safe = [state.chain_names[c] for c in B.adjacent_chains(state.board, cell)
                    if state.sizes[c] >= PLAY.safe_size]
            return (f"{name} would join the safe chains {_listing(safe, 'and')}: it is dead and is replaced "
                    f"at the end of your turn. {allowed}")
        return f"Write the tile as {name}. {allowed}"
    if kind == "declare_end":
        return f"{_declare_rule(state)} {allowed}"
    if kind in ("buy", "done"):
        return f"Place a tile first; then you can buy shares. {allowed}"
    return allowed


def _buy(state: "AcquireState", seat: int, kind: object, act: dict, legal: list[Action]) -> str:
    can = [a["chain"] for a in legal if a["type"] == "buy"]
    limit = PLAY.max_buys_per_turn
    left = limit - state.bought
    end = ", declare the end of the game" if state.can_declare() else ""
    if can:
        allowed = f"You can buy {_listing(can)} ({left} more this turn){end}, or say done."
    else:
        allowed = f"You can{end[1:]} or say done." if end else "Say done to end your turn."
    if kind == "buy":
        name = act.get("chain")
        chain = _chain_of(state, act)
        if name is None:
            return f"Say which chain to buy. {allowed}"
        if chain is None:
            return f"There is no chain called {name!r}. {allowed}"
        name = state.chain_names[chain]
        if state.bought >= limit:
            return f"You can buy at most {limit} shares a turn; you have bought {state.bought}. {allowed}"
        if not state.sizes[chain]:
            return f"{name} is not on the board: only chains on the board can be bought. {allowed}"
        if not state.bank[chain]:
            return f"The bank has no {name} shares left. {allowed}"
        price = state.price(chain)
        if price > state.cash[seat]:
            return f"{name} costs {money(price)}; you have {money(state.cash[seat])}. {allowed}"
        return f"To buy one {name} share, send {{\"type\": \"buy\", \"chain\": \"{name}\"}}. {allowed}"
    if kind == "declare_end":
        return f"{_declare_rule(state)} {allowed}"
    if kind == "place":
        if state.tile is None:
            return f"None of your tiles can be placed this turn. {allowed}"
        return f"You have placed your tile for this turn. {allowed}"
    return allowed


def _dispose(state: "AcquireState", seat: int) -> str:
    m = state.merger
    d, s = m["current"], m["survivor"]
    name, survivor = state.chain_names[d], state.chain_names[s]
    held = state.shares[seat][d]
    ratio = PLAY.trade_ratio
    bank = state.bank[s]
    pairs = min(held // ratio, bank)
    them = "them" if held > 1 else "it"
    sell = f"sell 1 to {held} at {money(m['price'])} each" if held > 1 else f"sell it for {money(m['price'])}"
    if pairs:
        cap = f"; the bank has {bank} left" if bank < held // ratio else ""
        return (f"You hold {held} {name}: {sell}, trade {ratio} for 1 {survivor} "
                f"(up to {pairs} {survivor}{cap}), or keep {them}.")
    if held >= ratio:
        return f"You hold {held} {name}: {sell}, or keep {them} (the bank has no {survivor} left to trade for)."
    return f"You hold {held} {name}: {sell}, or keep {them}."
