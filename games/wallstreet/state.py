"""The state of a 1920 Wall Street game and its turn machine.

The turn is a queue of steps (``todo``): the first step says who acts and what
they may do. Steps that need no decision (refill, tycoon, done) run on their
own in ``_run``. Card effects push further steps to the front of the queue, so
a boom, a share exchange or a tycoon card is resolved before the next card.
"""
from __future__ import annotations

import json

from games.base import Action, Event, GameState, IllegalAction, Message, as_player, english, msg, public_msg
from games.wallstreet.actions import ActionsMixin
from games.wallstreet.data import Catalogue, catalogue
from games.wallstreet.effects import EffectsMixin
from games.wallstreet.scoring import breakdown, fired_event
from games.wallstreet.view import ViewMixin
from games.wallstreet.words import card as card_name
from games.wallstreet.words import cash, commas, counted, joined, listed, pile, stock

REFUSAL_LIMIT = 480       # characters of English: a refusal lists fewer choices rather than run on

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
    hints = ("you.estimate",)      # the value estimate follows the public prices

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
            raise self._refusal(legal, action)
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
            events.append(public_msg("wallstreet-explosion-on-top", player=as_player(self.players[seat])))
        self.todo = steps

    def _auto_done(self, step: dict, events: list[Event]) -> None:
        if self.final and self.turn == (self.first - 1) % self.n:      # the start player's right
            self._finish(events)

    def _finish(self, events: list[Event]) -> None:
        self.over = True
        self.todo = []
        event = self.end_event()
        piles = commas([msg("wallstreet-pile-dynamite", pile=pile(self.rules.piles[i]), dynamite=d)
                        for i, d in enumerate(self.dynamite())])
        if event is None:
            events.append(public_msg("wallstreet-explodes-tie", piles=piles))
        else:
            name = self.rules.piles[event]
            fires = msg(f"wallstreet-fires-{name}", cash=cash(self.rules.golden_cash))
            events.append(public_msg("wallstreet-explodes", piles=piles, pile=pile(name), event=fires))
        events.extend(self.holdings_event(seat) for seat in range(self.n))
        scores = self.scores()
        ranking = sorted(self.players, key=lambda p: -scores[p])
        events.append(public_msg("wallstreet-final-scores", scores=commas(
            [msg("wallstreet-player-score", player=as_player(p), score=scores[p]) for p in ranking])))
        events.append(public_msg("wallstreet-winners", players=commas([as_player(p) for p in self.winners()])))

    def holdings_event(self, seat: int) -> Event:
        """Everything a player held, shown to all at the end (the final DM promises it)."""
        cards = self.cat.cards

        def names(ids: list[int]) -> Message | dict:
            ordered = sorted(ids, key=lambda c: cards[c]["name"])
            return listed(counted([card_name(cards[c]) for c in ordered]))

        back = self.cat.capital[self.capital_card[seat]]
        hidden = (msg("wallstreet-times", what=stock(back["stock"]), count=2) if back["double"]
                  else stock(back["stock"]))
        return public_msg("wallstreet-holdings", player=as_player(self.players[seat]),
                          shares=names(self.shares[seat]), market=names(self.market[seat]), back=hidden,
                          points=back["points"])

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
            events.append(public_msg("wallstreet-loan", player=as_player(self.players[seat]),
                                     amount=cash(rules.loan_amount), loans=loans,
                                     penalty=rules.loan_penalty(loans)))
        self.cash[seat] -= amount

    # --- refusals -------------------------------------------------------------
    def _why_not(self, kind: object, legal: list[Action]) -> Message | None:
        """A reason for the usual mistakes on a turn, or None (then the generic one)."""
        step = self.todo[0] if self.todo else None
        if kind == "place" and step is not None and step["k"] == "place":
            return msg("wallstreet-why-place", last=len(self.rondel) - 1)
        if step is None or step["k"] != "act":
            return None
        if kind == "buy":
            steps = [a["steps"] for a in legal if a["type"] == "buy"]
            return msg("wallstreet-why-buy", least=min(steps), most=max(steps), circle=len(self.rondel))
        if any(a["type"] == kind for a in legal):
            return None
        seat = step["p"]
        if kind == "sell":
            if not self.shares[seat]:
                return msg("wallstreet-why-no-share")
            if self.pawns[seat] == self.trend_pos:
                return msg("wallstreet-why-sell-trend")
            return msg("wallstreet-why-sell-two")
        if kind == "raise":
            return msg("wallstreet-why-raise", most=self.rules.max_capital)
        if kind == "flip":
            return msg("wallstreet-why-flip")
        return None

    def _refusal(self, legal: list[Action], action: object = None) -> IllegalAction:
        if not legal:
            return IllegalAction("wallstreet-nothing-to-do")
        kind = action.get("type") if isinstance(action, dict) else None
        # the choices of the kind the player tried come first ("buy": every buy they can make)
        ordered = [a for a in legal if a["type"] == kind] + [a for a in legal if a["type"] != kind]
        why = self._why_not(kind, legal) or msg("wallstreet-why-not-now")
        shown = min(6, len(legal))
        while True:
            choices = joined([self.label(a) for a in ordered[:shown]], "wallstreet-then")
            if shown < len(legal):
                refusal = IllegalAction("wallstreet-refusal-more", why=why, choices=choices, more=len(legal) - shown)
            else:
                refusal = IllegalAction("wallstreet-refusal", why=why, choices=choices)
            if shown == 1 or len(english(refusal.message)) < REFUSAL_LIMIT:
                return refusal
            shown -= 1


__all__ = ["WallStreetState", "IllegalAction"]
