"""The state of a 1920 Wall Street game and its turn machine.

The turn is a queue of steps (``todo``): the first step says who acts and what
they may do. Steps that need no decision (refill, tycoon, done) run on their
own in ``_run``. Card effects push further steps to the front of the queue, so
a boom, a share exchange or a tycoon card is resolved before the next card.
"""
from __future__ import annotations

import json

from games.base import Action, Event, GameState, IllegalAction, mention, money, public
from games.wallstreet.actions import ActionsMixin
from games.wallstreet.data import Catalogue, catalogue
from games.wallstreet.effects import EffectsMixin
from games.wallstreet.scoring import breakdown, fired_event
from games.wallstreet.view import ViewMixin

FIELDS = (
    "players", "seed", "opts", "side", "prices", "rondel", "trend_pos", "trend_dir", "trend_cash",
    "pawns", "deck", "piles", "shares", "market", "capital_card", "unused_capital", "capital", "cash",
    "loans", "bonus", "option_at", "tycoons", "first", "turn", "flipped", "final", "over", "todo", "stats",
)
AUTO_STEPS = frozenset({"refill", "tycoon", "done"})
SIMULTANEOUS = frozenset({"answer", "remove"})


def _plain(value: object) -> bool:
    """Only exact ints and strings: True and 1.0 equal 1 in Python but are not our actions."""
    return type(value) is int or type(value) is str


class WallStreetState(ActionsMixin, EffectsMixin, ViewMixin, GameState):
    """All fields are plain JSON data; seats are indices into ``players``."""

    players: list[str]

    def __init__(self, data: dict) -> None:
        data.setdefault("first", 0)         # the start seat; tables saved before it was drawn: seat 1
        for name in FIELDS:
            setattr(self, name, data[name])
        self._post_load()

    def _post_load(self) -> None:
        self.cat: Catalogue = catalogue()
        self.rules = self.cat.rules
        self.n = len(self.players)
        self.seat_of = {p: i for i, p in enumerate(self.players)}
        board = self.rules.boards[self.side]
        self.low, self.high = board.low, board.high
        self.minimum = self.rules.min_holdings[self.n]
        self._legal_cache: tuple[str, list] | None = None

    # --- contract -----------------------------------------------------------
    def dump(self) -> str:
        return json.dumps({name: getattr(self, name) for name in FIELDS}, separators=(",", ":"))

    def is_over(self) -> bool:
        return self.over

    def to_act(self) -> list[str]:
        if self.over or not self.todo:
            return []
        step = self.todo[0]
        if step["k"] in SIMULTANEOUS:
            return [self.players[s] for s in sorted(step["wait"])]
        return [self.players[step["p"]]]

    def legal_actions(self, player: str) -> list[Action]:
        if self.over or not self.todo:
            return []
        cached = self._legal_cache
        if cached is not None and cached[0] == player:
            return list(cached[1])
        seat = self.seat_of.get(player)
        if seat is None:
            return []
        step = self.todo[0]
        if step["k"] in SIMULTANEOUS:
            if seat not in step["wait"]:
                return []
        elif step["p"] != seat:
            return []
        legal = getattr(self, "_legal_" + step["k"])(seat, step)
        self._legal_cache = (player, legal)
        return list(legal)

    def apply(self, player: str, action: Action) -> list[Event]:
        cached = self._legal_cache
        legal = cached[1] if cached is not None and cached[0] == player else self.legal_actions(player)
        if not legal:
            self.require_turn(player)
        if not isinstance(action, dict) or action not in legal or not all(map(_plain, action.values())):
            raise IllegalAction(self._refusal(legal, action))
        seat = self.seat_of[player]
        events: list[Event] = []
        self._legal_cache = None
        getattr(self, "_do_" + action["type"])(seat, action, events)
        self._run(events)
        return events

    def scores(self) -> dict[str, int]:
        event = self.end_event()
        return {p: self.breakdown(i, event)["total"] for i, p in enumerate(self.players)}

    def winners(self) -> list[str]:
        if not self.over:
            return []
        scores = self.scores()
        best = max(scores.values())
        tied = [i for i, p in enumerate(self.players) if scores[p] == best]
        top_capital = max(self.capital[i] for i in tied)
        return [self.players[i] for i in tied if self.capital[i] == top_capital]

    # --- scoring helpers ------------------------------------------------------
    def dynamite(self) -> list[int]:
        cards = self.cat.cards
        return [sum(cards[c]["dynamite"] for c in pile) for pile in self.piles]

    def end_event(self) -> int | None:
        return fired_event(self.dynamite())

    def breakdown(self, seat: int, event: int | None) -> dict:
        player = {"shares": self.shares[seat], "market": self.market[seat], "capital_card": self.capital_card[seat],
                  "cash": self.cash[seat], "loans": self.loans[seat],
                  "bonus": self.bonus[seat]}
        return breakdown(self.cat, player, self.prices, self.minimum, event)

    # --- the flow -----------------------------------------------------------
    def _run(self, events: list[Event]) -> None:
        """Carry out steps that need no decision until someone must decide."""
        while not self.over:
            if not self.todo:
                self._next_turn(events)
                continue
            step = self.todo[0]
            kind = step["k"]
            if kind in AUTO_STEPS:
                self.todo.pop(0)
                getattr(self, "_auto_" + kind)(step, events)
            else:         # "end" always waits for the player: one rule, whether or not they flipped
                return

    def _next_turn(self, events: list[Event]) -> None:
        seat = self.first if self.turn is None else (self.turn + 1) % self.n
        self.turn = seat
        self.flipped = False
        steps = [{"k": "act", "p": seat}, {"k": "end", "p": seat}, {"k": "done"}]
        if self.deck and self.deck[0] == self.cat.explosion:
            steps.insert(0, {"k": "explode", "p": seat})
            events.append(public(f"The explosion card is on top of the deck: {mention(self.players[seat])} "
                                 "places it on a discard pile."))
        self.todo = steps

    def _auto_done(self, step: dict, events: list[Event]) -> None:
        if self.final and self.turn == (self.first - 1) % self.n:      # the start player's right
            self._finish(events)

    def _finish(self, events: list[Event]) -> None:
        self.over = True
        self.todo = []
        event = self.end_event()
        names = ["golden cards pay $3 instead of counting as shares", "every holding counts one share less",
                 "every price is halved"]
        dyn = self.dynamite()
        piles = ", ".join(f"{self.rules.piles[i]} {d}" for i, d in enumerate(dyn))
        if event is None:
            events.append(public(f"Wall Street explodes. Dynamite on the piles: {piles}. A tie: no event."))
        else:
            events.append(public(f"Wall Street explodes. Dynamite on the piles: {piles}. "
                                 f"The {self.rules.piles[event]} pile fires: {names[event]}."))
        events.extend(public(self.holdings_line(seat)) for seat in range(self.n))
        scores = self.scores()
        ranking = sorted(self.players, key=lambda p: -scores[p])
        events.append(public("Final scores: " + ", ".join(f"{mention(p)} {scores[p]}" for p in ranking) + "."))
        events.append(public("Winner: " + ", ".join(mention(p) for p in self.winners()) + "."))

    def holdings_line(self, seat: int) -> str:
        """Everything a player held, shown to all at the end (the final DM promises it)."""
        from collections import Counter
        cards = self.cat.cards

        def listed(ids: list[int]) -> str:
            counted = Counter(cards[c]["name"] for c in ids)
            return ", ".join(f"{name} ×{k}" if k > 1 else name for name, k in sorted(counted.items())) or "none"

        back = self.cat.capital[self.capital_card[seat]]
        stock = back["stock"].capitalize() + (" ×2" if back["double"] else "")
        return (f"{mention(self.players[seat])} shows: shares {listed(self.shares[seat])}; market cards "
                f"{listed(self.market[seat])}; capital card back: {stock}, {back['points']} points.")

    # --- money ----------------------------------------------------------------
    def _pay(self, seat: int, amount: int, events: list[Event]) -> None:
        """Pay `amount`, taking $5 loans while cash falls short. Loans are unlimited
        (the text: "現金及貸款皆無限供應"), so every payment can be made."""
        if amount <= 0:
            return
        rules = self.rules
        while self.cash[seat] < amount:
            self.loans[seat] += 1
            self.cash[seat] += rules.loan_amount
            self.stats["loans"] += 1
            loans = self.loans[seat]
            events.append(public(f"{mention(self.players[seat])} takes a loan of {money(rules.loan_amount)} "
                                 f"({loans} loan{'s' if loans > 1 else ''}: "
                                 f"-{rules.loan_penalty(loans)} at the end)."))
        self.cash[seat] -= amount

    # --- refusals -------------------------------------------------------------
    def _why_not(self, kind: object, legal: list[Action]) -> str:
        """A reason for the usual mistakes on a turn, or '' (then the generic sentence)."""
        step = self.todo[0] if self.todo else None
        if kind == "place" and step is not None and step["k"] == "place":
            return f"place your pawn on a spot of the circle, 0 to {len(self.rondel) - 1}"
        if step is None or step["k"] != "act":
            return ""
        if kind == "buy":
            steps = [a["steps"] for a in legal if a["type"] == "buy"]
            return (f"a buy moves your pawn {min(steps)} to {max(steps)} steps along the trend "
                    f"({len(self.rondel)} steps is a full circle back to your card)")
        if any(a["type"] == kind for a in legal):
            return ""
        seat = step["p"]
        if kind == "sell":
            if not self.shares[seat]:
                return "you have no share to sell"
            if self.pawns[seat] == self.trend_pos:
                return "you cannot sell while your pawn stands on the trend card"
            return "you cannot sell where two cards already lie"
        if kind == "raise":
            return f"your capital is already {self.rules.max_capital}, the most it can be"
        if kind == "flip":
            return "the trend card can be flipped only once a turn"
        return ""


    def _refusal(self, legal: list[Action], action: object = None) -> str:
        if not legal:
            return "You have nothing to do right now."
        kind = action.get("type") if isinstance(action, dict) else None
        # the choices of the kind the player tried come first ("buy": every buy they can make)
        ordered = [a for a in legal if a["type"] == kind] + [a for a in legal if a["type"] != kind]
        labels = [self.describe(a) for a in ordered[:6]]
        more = f" (and {len(legal) - 6} more)" if len(legal) > 6 else ""
        why = self._why_not(kind, legal)
        text = f"Sorry, {why or 'that move is not possible right now'}. You can: " + "; ".join(labels) + more + "."
        return text if len(text) < 480 else text[:476] + "…"


__all__ = ["WallStreetState", "IllegalAction"]
