"""Build mid-game states directly (for tests, the console and debugging).

    s = scenario.make(3, investors={"p0": ["donald"]})
    scenario.enter(s, "demand", piles=[["cosmic"], ["bank"], ["fee2000"]])

`enter` sets the given fields and starts the phase as the engine would, then runs the
automatic steps until the next decision.
"""
from __future__ import annotations

from games.base import Event

from .game import StockpileGame
from .state import StockpileState

_START = {
    "supply": "_start_supply",
    "predemand": "_start_predemand",
    "demand": "_start_demand",
    "action": "_start_actions",
    "selling": "_start_selling",
    "movement": "_start_movement",
    "round_end": "_start_round_end",
}


def make(n: int = 3, seed: int = 1, options: dict | None = None,
         investors: dict[str, list[str]] | None = None) -> StockpileState:
    """A new game (first supply decision, or the investors' choice); `investors` gives
    seats their investors at once (skipping the choice, cash unchanged)."""
    state = StockpileGame().new([f"p{i}" for i in range(n)], seed, options)
    if investors:
        for player, keys in investors.items():
            state.inv[state.players.index(player)] = list(keys)
    return state


def pile(*cards: str, down: dict[int, int] | None = None) -> list[list]:
    """A pile: cards face up, except the indexes in `down` (index -> seat that placed it)."""
    down = down or {}
    return [[code, i not in down, [down[i]] if i in down else []] for i, code in enumerate(cards)]


def enter(state: StockpileState, phase: str, **fields) -> list[Event]:
    """Jump to the start of `phase` with `fields` set (piles as lists of codes are made face up)."""
    if "piles" in fields:
        fields["piles"] = [p if not p or isinstance(p[0], list) else pile(*p) for p in fields["piles"]]
    state.claim = None
    state.moving = None
    state.queue = []
    for name, value in fields.items():
        setattr(state, name, value)
    events: list[Event] = []
    if phase == "supply":
        state._start_supply(events)
        if "hand" in fields:
            state.hand = fields["hand"]
            state.queue = [s for s in state.order() if state.hand[s]]
    else:
        getattr(state, _START[phase])(events)
    state._legal_cache = None
    state._advance(events)
    return events


def holdings(state: StockpileState, player: str, portfolio: dict[str, int] | None = None,
             split: dict[str, int] | None = None) -> None:
    """Set a player's shares: {"cosmic": 2} in the portfolio, in the split area."""
    s = state.players.index(player)
    companies = state.R.companies
    state.port[s] = [(portfolio or {}).get(k, 0) for k in companies]
    state.split[s] = [(split or {}).get(k, 0) for k in companies]
    state._legal_cache = None


def set_price(state: StockpileState, company: str, value: int) -> None:
    """Put a company's ticker on the first space showing `value`."""
    c = state.R.companies.index(company)
    state.price[c] = state.tracks[c].values.index(value)
    state._legal_cache = None


def price(state: StockpileState, company: str) -> int:
    c = state.R.companies.index(company)
    return state.tracks[c].values[state.price[c]]


def play(state: StockpileState, player: str, action: dict) -> list[Event]:
    return state.apply(player, action)


def pair(company: str, forecast: str) -> list:
    """A company/forecast pair as the state stores it."""
    from .data import rules
    return [rules().companies.index(company), forecast]
