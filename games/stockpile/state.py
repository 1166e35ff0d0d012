"""The Stockpile game state: its data, the contract methods and the phase machine.

The rules of each phase live in mixins (setup, supply, demand, market, moves,
scoring, views, texts); this module holds the fields, dispatches actions and
drives the automatic steps between decisions (`_advance`).

Seats are indexes into `players`; companies are indexes into `rules().companies`.
Every field is plain JSON data so that dump() is one json.dumps.
"""
from __future__ import annotations

import json

from games.base import Action, Event, GameState

from .data import Rules, rules
from .demand import DemandMixin
from .market import MarketMixin
from .moves import MovesMixin
from .scoring import ScoringMixin
from .setup import SetupMixin
from .supply import SupplyMixin
from .texts import TextsMixin
from .views import ViewsMixin

# The state's fields, in dump order.
FIELDS = (
    "seed", "players", "two_player", "side", "use_investors", "rounds_total",
    "round", "start", "phase", "queue",
    "cash", "port", "split", "unpaid", "price",
    "deck", "discard", "reshuffles",
    "inv", "offers", "kept_done", "abil_left",
    "pairs", "public_pair", "hidden_pairs", "seen", "martha_used",
    "hand", "faces", "supply_pass", "piles",
    "bids", "place_queue", "off", "bidder", "last_bidder",
    "acts", "cramer_used",
    "move_queue", "moving", "claim", "revealed", "final",
)

_ENCODER = json.JSONEncoder(separators=(",", ":"), check_circular=False)

# Phases that ask the seat at the head of `queue`.
QUEUE_PHASES = frozenset({"supply", "predemand", "action", "selling", "round_end"})


class StockpileState(SetupMixin, SupplyMixin, DemandMixin, MarketMixin, MovesMixin,
                     ScoringMixin, ViewsMixin, TextsMixin, GameState):
    R: Rules

    def __init__(self) -> None:
        self.R = rules()
        self._legal_cache: tuple[str, list[Action]] | None = None

    # --- derived, cheap ---------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    def seat(self, player: str) -> int:
        return self.players.index(player)

    @property
    def tracks(self):
        return self.R.boards[self.side]

    def order(self) -> list[int]:
        """Seats in turn order this round, from the start player clockwise."""
        n = len(self.players)
        return [(self.start + i) % n for i in range(n)]

    def has(self, seat: int, investor: str) -> bool:
        return investor in self.inv[seat]

    def value(self, company: int) -> int:
        """The price of one share in dollars now."""
        return self.tracks[company].values[self.price[company]] * self.R.raw.money.price_unit

    # --- the contract -------------------------------------------------------------
    def to_act(self) -> list[str]:
        phase = self.phase
        if phase == "over":
            return []
        if self.claim is not None:
            return [self.players[s] for s in self.claim["waiting"]]
        if phase in QUEUE_PHASES:
            return [self.players[self.queue[0]]]
        if phase == "demand":
            return [self.players[self.bidder]]
        if phase == "choose":
            return [p for s, p in enumerate(self.players) if not self.kept_done[s]]
        return []

    def _acting(self, s: int) -> bool:
        """Is seat `s` to act now? (to_act without building the list)"""
        if self.claim is not None:
            return s in self.claim["waiting"]
        phase = self.phase
        if phase in QUEUE_PHASES:
            return self.queue[0] == s
        if phase == "demand":
            return self.bidder == s
        if phase == "choose":
            return not self.kept_done[s]
        return False

    def legal_actions(self, player: str) -> list[Action]:
        """The legal actions, as a fresh list of fresh dicts (the caller may change them freely:
        apply() checks what it is given against the engine's own copy)."""
        return [a.copy() for a in self._legal(player)]

    def _legal(self, player: str) -> list[Action]:
        """The legal actions, cached until the next apply; never handed out (see legal_actions)."""
        cache = self._legal_cache
        if cache is not None and cache[0] == player:
            return cache[1]
        if player not in self.players:
            return []
        s = self.players.index(player)
        if self.phase == "over" or not self._acting(s):
            return []
        if self.claim is not None:
            legal = self._legal_claim(s)
        else:
            legal = _LEGAL[self.phase](self, s)
        self._legal_cache = (player, legal)
        return legal

    def apply(self, player: str, action: Action) -> list[Event]:
        if isinstance(action, dict) and action.get("type") == "sell" and "companies" in action:
            return self._sell_several(player, action)
        cache = self._legal_cache
        if cache is not None and cache[0] == player:
            legal = cache[1]
        else:
            self.require_turn(player)
            legal = self._legal(player)
        try:
            found = legal.index(action)
        except (ValueError, TypeError):
            raise self.refusal(self.players.index(player), action) from None
        # The engine's own dict from here on: what the caller passed is only compared, never kept.
        chosen = legal[found]
        self._legal_cache = None
        events: list[Event] = []
        s = self.players.index(player)
        if self.claim is not None:
            self._apply_claim(s, chosen, events)
        else:
            _APPLY[self.phase](self, s, chosen, events)
        self._advance(events)
        return events

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> dict[str, int]:
        if self.final is not None:
            return {p: self.final[s]["total"] for s, p in enumerate(self.players)}
        return {p: self.cash[s] - sum(self.unpaid[s]) for s, p in enumerate(self.players)}

    def winners(self) -> list[str]:
        if self.phase != "over":
            return []
        scores = self.scores()
        best = max(scores.values())
        return [p for p in self.players if scores[p] == best]

    def dump(self) -> str:
        d = self.__dict__
        return _ENCODER.encode([d[f] for f in FIELDS])

    @classmethod
    def from_dump(cls, data: str) -> "StockpileState":
        values = json.loads(data)
        if not isinstance(values, list) or len(values) != len(FIELDS):
            raise ValueError("not a Stockpile dump")
        state = cls()
        state.__dict__.update(zip(FIELDS, values))
        return state

    def copy(self) -> "StockpileState":
        return StockpileState.from_dump(self.dump())

    # --- the phase machine ----------------------------------------------------------
    def _advance(self, events: list[Event]) -> None:
        """Run automatic steps until somebody has a decision to make (or the game ends)."""
        while True:
            if self.claim is not None or self.phase == "over":
                return
            if self.moving is not None:
                self._continue_move(events)
                continue
            if not _AUTO[self.phase](self, events):
                return


# Each phase's handlers, looked up once (phase -> function).
_DECIDING = ("choose", "supply", "predemand", "demand", "action", "selling", "round_end")
_LEGAL = {p: getattr(StockpileState, "_legal_" + p) for p in _DECIDING}
_APPLY = {p: getattr(StockpileState, "_apply_" + p) for p in _DECIDING}
_AUTO = {p: getattr(StockpileState, "_auto_" + p) for p in _DECIDING + ("info", "movement")}
