"""The state of one game of Futures! and its turn flow."""
from __future__ import annotations

from typing import Any

import json
import random

from games.base import (Action, Event, GameState, IllegalAction, Message, as_money, as_player, msg, private_msg,
                        public_msg, seeded_rng)

from games.futures import market
from games.futures.cards import SIDES, full_deck
from games.futures.content import FuturesData, data
from games.futures.views import build_view, label, secret_message
from games.futures.words import card, cards as card_list, commodity as commodity_term, joined, side as side_term

NPC = -1          # field_owner of the card the NPC marker placed

# Fields written by dump(), in this order.
FIELDS = ("players", "seed", "round", "rounds", "sp", "phase", "order", "pos", "step", "actions_left",
          "prices", "markers", "money", "owned", "bought", "hands", "deck", "discards", "field_top",
          "field_down", "field_owner", "npc_slot", "passing", "last_move", "final")


class FuturesState(GameState):
    """Phases: "early" and "late" trading (one player at a time, a card step then an action
    step), "carry" (everyone passes a card left at once) and "over"."""

    def __init__(self, raw: dict) -> None:
        for name in FIELDS:
            setattr(self, name, raw[name])
        self.data: FuturesData = data()
        self.ladder: list[int] = self.data.ladder.prices
        self.top_row: int = self.data.top_row
        self.start_row: int = self.data.start_row
        self.commodities: list[str] = [c.key for c in self.data.commodities]

    # --- setup --------------------------------------------------------------
    @classmethod
    def setup(cls, players: list[str], seed: int, start: int = 0) -> tuple["FuturesState", list[Event]]:
        d = data()
        n = len(players)
        commodities = [c.key for c in d.commodities]
        deck = full_deck(commodities, d.cards.per_kind)
        seeded_rng(seed, "deck").shuffle(deck)       # the top of the deck is the end of the list
        hands = [sorted(deck.pop() for _ in range(d.cards.hand)) for _ in players]
        field = [deck.pop() for _ in range(d.cards.field)]
        state = cls({
            "players": list(players), "seed": seed, "round": 1, "rounds": d.rounds[n], "sp": start,
            "phase": "early", "order": [], "pos": 0, "step": "card", "actions_left": 0,
            "prices": dict.fromkeys(commodities, d.start_row), "markers": [],
            "money": [d.money.start] * n, "owned": [d.markers.start] * n, "bought": [0] * n,
            "hands": hands, "deck": deck, "discards": [], "field_top": field,
            "field_down": [None] * d.cards.field, "field_owner": [None] * d.cards.field,
            "npc_slot": 0 if n == 3 else None, "passing": [None] * n, "last_move": None, "final": None,
        })
        events = [public_msg("futures-opening", players=n, rounds=state.rounds, player=as_player(players[start]),
                             field=card_list(field))]
        events += market.move_prices(state, field, "opening", list(range(len(field))))
        # no "Your hand" event here: the start DM gives the hand once, from the player's secrets
        events += state._start_round()
        return state, events

    # --- contract -----------------------------------------------------------
    def to_act(self) -> list[str]:
        if self.phase == "over":
            return []
        if self.phase == "carry":
            return [p for i, p in enumerate(self.players) if self.passing[i] is None and self.hands[i]]
        return [self.players[self.order[self.pos]]]

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> dict[str, int]:
        return dict(zip(self.players, self.money))

    def winners(self) -> list[str]:
        if self.phase != "over":
            return []
        best = max(self.money)
        return [p for p, m in zip(self.players, self.money) if m == best]

    def dump(self) -> str:
        return json.dumps({name: getattr(self, name) for name in FIELDS}, separators=(",", ":"))

    def copy(self) -> "FuturesState":
        return FuturesState(json.loads(self.dump()))

    def legal_actions(self, player: str) -> list[Action]:
        if player not in self.to_act():
            return []
        return self._legal(self.players.index(player))

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "carry":
            return [{"type": "pass_card", "card": c} for c in _distinct(self.hands[seat])]
        if self.step == "card":
            if self.phase == "early":
                slots = [i + 1 for i, down in enumerate(self.field_down) if down is None]
                options = [{"type": "place", "card": c, "slot": s} for c in _distinct(self.hands[seat]) for s in slots]
            else:
                options = [{"type": "reveal", "slot": i + 1} for i, down in enumerate(self.field_down) if down is not None]
            # The text: the fourth marker may be bought at any time during your own turn.
            if self.can_buy_marker(seat):
                options.append({"type": "buy_marker"})
            return options
        return self._action_step_options(seat)

    def _action_step_options(self, seat: int) -> list[Action]:
        mine = [m for m in self.markers if m[0] == seat]
        options: list[Action] = []
        if len(mine) < self.owned[seat]:
            options = [{"type": "trade", "commodity": c, "side": s} for c in self.commodities for s in SIDES]
        if mine:
            ladder = self.ladder
            seen = set()
            for m in mine:
                key = (m[1], m[2], m[3])
                if key not in seen:
                    seen.add(key)
                    options.append({"type": "settle", "commodity": m[1], "side": m[2], "price": ladder[m[3]]})
        options.append({"type": "pass"})
        if self.can_buy_marker(seat):
            options.append({"type": "buy_marker"})
        hand = self.hands[seat]
        if len(hand) >= self.data.rules.discard_per_extra_action:
            options += [{"type": "discard", "cards": pair} for pair in _pairs(hand)]
        return options

    def free_markers(self, seat: int) -> int:
        return self.owned[seat] - sum(1 for m in self.markers if m[0] == seat)

    def can_buy_marker(self, seat: int) -> bool:
        return self.bought[seat] < self.data.markers.extra and self.money[seat] >= self.data.money.fourth_marker_price

    def apply(self, player: str, action: Action) -> list[Event]:
        if player not in self.to_act():
            self.require_turn(player)      # raises with the right sentence
        seat = self.players.index(player)
        legal = self._legal(seat)
        if isinstance(action, dict) and action.get("type") == "discard" and isinstance(action.get("cards"), list) \
                and all(isinstance(c, str) for c in action["cards"]):
            action = {**action, "cards": sorted(action["cards"])}     # a pair is the same pair either way round
        if not isinstance(action, dict) or action not in legal:
            raise self._refusal(seat, action)
        action = legal[legal.index(action)]   # our own copy: 5.0 or True only look like 5 or 1
        kind = action["type"]
        handler = getattr(self, f"_do_{kind}")
        return handler(seat, action)

    # --- refusals -------------------------------------------------------------
    def _refusal(self, seat: int, action: object) -> IllegalAction:
        """A polite refusal that says what IS allowed now. Never names a hidden card."""
        kind = action.get("type") if isinstance(action, dict) else None
        if self.phase == "carry":
            return IllegalAction("futures-refuse-carry")
        if kind == "buy_marker":
            return self._buy_refusal(seat)
        if self.step == "card":
            if self.phase == "early":
                slots = [i + 1 for i, d in enumerate(self.field_down) if d is None]
                return IllegalAction("futures-refuse-place", slots=joined(slots, "or"))
            slots = [i + 1 for i, d in enumerate(self.field_down) if d is not None]
            return IllegalAction("futures-refuse-reveal", slots=joined(slots, "or"))
        mine = [m for m in self.markers if m[0] == seat]
        if kind == "trade" and self.free_markers(seat) <= 0:
            return IllegalAction("futures-refuse-no-free-marker", allowed=self._allowed(seat))
        if kind == "trade":
            return IllegalAction("futures-refuse-trade",
                                 commodities=joined([commodity_term(c) for c in self.commodities], "or"))
        if kind == "settle" and mine:
            held = [msg("futures-held", commodity=commodity_term(m[1]), side=side_term(m[2]), price=self.ladder[m[3]])
                    for m in mine]
            return IllegalAction("futures-refuse-settle", markers=joined(held, "comma"))
        if kind == "settle":
            return IllegalAction("futures-refuse-settle-none", allowed=self._allowed(seat))
        if kind == "discard":
            return IllegalAction("futures-refuse-discard", need=self.data.rules.discard_per_extra_action,
                                 held=len(self.hands[seat]))
        return IllegalAction("futures-refuse-other", allowed=self._allowed(seat))

    def _allowed(self, seat: int) -> Message:
        allowed = []
        if self.free_markers(seat) > 0:
            allowed.append(msg("futures-can-trade"))
        if any(m[0] == seat for m in self.markers):
            allowed.append(msg("futures-can-settle"))
        allowed.append(msg("futures-can-pass", income=as_money(self.data.money.pass_income)))
        if self.can_buy_marker(seat):
            allowed.append(msg("futures-can-buy", price=as_money(self.data.money.fourth_marker_price)))
        if len(self.hands[seat]) >= self.data.rules.discard_per_extra_action:
            allowed.append(msg("futures-can-discard"))
        return joined(allowed, "semi")

    def _buy_refusal(self, seat: int) -> IllegalAction:
        price = self.data.money.fourth_marker_price
        if self.bought[seat] >= self.data.markers.extra:
            return IllegalAction("futures-refuse-bought")
        return IllegalAction("futures-refuse-buy-money", price=as_money(price), money=as_money(self.money[seat]))

    # --- card steps -----------------------------------------------------------
    def _do_place(self, seat: int, action: Action) -> list[Event]:
        slot = action["slot"] - 1
        self.hands[seat].remove(action["card"])
        self.field_down[slot] = action["card"]
        self.field_owner[slot] = seat
        self.step = "act"
        player = self.players[seat]
        return [public_msg("futures-place", player=as_player(player), slot=slot + 1),
                private_msg(player, "futures-place-yours", card=card(action["card"]), slot=slot + 1)]

    def _do_reveal(self, seat: int, action: Action) -> list[Event]:
        slot = action["slot"] - 1
        shown = self._reveal(slot)
        self.step = "act"
        who = as_player(self.players[seat])
        event = public_msg("futures-reveal", player=who, slot=slot + 1, card=card(shown))
        event["record"] = msg("futures-reveal-record", player=who, slot=slot + 1)
        return [event]

    def _reveal(self, slot: int) -> str:
        card = self.field_down[slot]
        self.field_top[slot] = card
        self.field_down[slot] = None
        self.field_owner[slot] = None
        return card

    # --- actions --------------------------------------------------------------
    def _do_trade(self, seat: int, action: Action) -> list[Event]:
        commodity, side = action["commodity"], action["side"]
        fee = market.trade_fee(self, commodity, side)
        row = self.prices[commodity]
        self.money[seat] -= fee
        self.markers.append([seat, commodity, side, row])
        told = public_msg("futures-trade", player=as_player(self.players[seat]), commodity=commodity_term(commodity),
                          side=side_term(side), price=self.ladder[row], fee=as_money(fee))
        return [told] + self._spend_action()

    def _do_settle(self, seat: int, action: Action) -> list[Event]:
        commodity, side = action["commodity"], action["side"]
        row = self.ladder.index(action["price"])
        index = next(i for i, m in enumerate(self.markers)
                     if m[0] == seat and m[1] == commodity and m[2] == side and m[3] == row)
        value = market.settle_value(self, self.markers[index])
        del self.markers[index]
        self.money[seat] += value
        outcome = (msg("futures-settle-receives", amount=as_money(value)) if value > 0
                   else msg("futures-settle-pays", amount=as_money(-value)) if value < 0
                   else msg("futures-settle-even"))
        told = public_msg("futures-settle", player=as_player(self.players[seat]), commodity=commodity_term(commodity),
                          side=side_term(side), opened=action["price"], price=market.price(self, commodity),
                          outcome=outcome)
        return [told] + self._spend_action()

    def _do_pass(self, seat: int, action: Action) -> list[Event]:
        income = self.data.money.pass_income
        self.money[seat] += income
        told = public_msg("futures-pass", player=as_player(self.players[seat]), income=as_money(income))
        return [told] + self._spend_action()

    def _do_buy_marker(self, seat: int, action: Action) -> list[Event]:
        cost = self.data.money.fourth_marker_price
        self.money[seat] -= cost
        self.owned[seat] += 1
        self.bought[seat] += 1
        return [public_msg("futures-buy-marker", player=as_player(self.players[seat]), price=as_money(cost))]

    def _do_discard(self, seat: int, action: Action) -> list[Event]:
        for card in action["cards"]:
            self.hands[seat].remove(card)
            self.discards.append(card)
        self.actions_left += 1
        who = as_player(self.players[seat])
        # shown to all as they are discarded; discards may not be looked at again during play
        event = public_msg("futures-discard", player=who, cards=card_list(action["cards"], "and"),
                           left=self.actions_left)
        event["record"] = msg("futures-discard-record", player=who, left=self.actions_left)
        return [event]

    def _spend_action(self) -> list[Event]:
        self.actions_left -= 1
        if self.actions_left > 0:
            return []
        return self._next_turn()

    # --- flow -----------------------------------------------------------------
    def _start_round(self) -> list[Event]:
        events = [public_msg("futures-round", round=self.round, rounds=self.rounds,
                             player=as_player(self.players[self.sp]))]
        if self.npc_slot is not None and self.deck:
            self.field_down[self.npc_slot] = self.deck.pop()
            self.field_owner[self.npc_slot] = NPC
            events.append(public_msg("futures-npc-covers", slot=self.npc_slot + 1))
        n = len(self.players)
        self.phase = "early"
        self.order = [(self.sp + i) % n for i in range(n)]
        self.pos = 0
        return events + self._begin_turn()

    def _begin_turn(self) -> list[Event]:
        self.actions_left = 1
        self.step = "card"
        seat = self.order[self.pos]
        if self.phase == "early" and (not self.hands[seat] or None not in self.field_down):
            self.step = "act"
            return [public_msg("futures-no-card", player=as_player(self.players[seat]))]
        if self.phase == "late" and all(d is None for d in self.field_down):
            self.step = "act"
        return []

    def _next_turn(self) -> list[Event]:
        self.pos += 1
        if self.pos < len(self.order):
            return self._begin_turn()
        if self.phase == "early":
            return self._end_early()
        return self._end_late()

    def _end_early(self) -> list[Event]:
        slots = [i for i, d in enumerate(self.field_down) if d is None]
        events = market.move_prices(self, [self.field_top[i] for i in slots], "mid", slots)
        n = len(self.players)
        self.phase = "late"
        self.order = [(self.sp - 1 - i) % n for i in range(n)]
        self.pos = 0
        events.append(public_msg("futures-late", player=as_player(self.players[self.order[0]])))
        return events + self._begin_turn()

    def _end_late(self) -> list[Event]:
        events = []
        for slot, down in enumerate(self.field_down):
            if down is not None:       # in 3 players, the last face-down card
                event = public_msg("futures-last-reveal", slot=slot + 1, card=card(self._reveal(slot)))
                event["record"] = msg("futures-last-reveal-record", slot=slot + 1)
                events.append(event)
        events += market.move_prices(self, list(self.field_top), "period-end", list(range(len(self.field_top))))
        if self.round >= self.rounds:
            return events + self._finish()
        return events + self._carry_over()

    def _carry_over(self) -> list[Event]:
        events = []
        n = len(self.players)
        for i in range(n):
            seat = (self.sp + i) % n
            if self.deck:
                drawn = self.deck.pop()
                self.hands[seat].append(drawn)
                self.hands[seat].sort()
                events.append(private_msg(self.players[seat], "futures-draw", card=card(drawn)))
        self.phase = "carry"
        self.step = "pass"
        self.order = []
        self.pos = 0
        self.passing = [None] * n
        events.insert(0, public_msg("futures-carry"))
        if not self.to_act():
            events += self._finish_carry()
        return events

    def _do_pass_card(self, seat: int, action: Action) -> list[Event]:
        passed = action["card"]
        self.hands[seat].remove(passed)
        self.passing[seat] = passed
        n = len(self.players)
        left = self.players[(seat + 1) % n]
        events = [public_msg("futures-passed-card", player=as_player(self.players[seat])),
                  private_msg(self.players[seat], "futures-pass-card-yours", card=card(passed), player=as_player(left))]
        if not self.to_act():
            events += self._finish_carry()
        return events

    def _finish_carry(self) -> list[Event]:
        n = len(self.players)
        events = []
        for seat, passed in enumerate(self.passing):
            if passed is None:
                continue
            receiver = (seat + 1) % n
            self.hands[receiver].append(passed)
            self.hands[receiver].sort()
            events.append(private_msg(self.players[receiver], "futures-receive", card=card(passed),
                                      player=as_player(self.players[seat])))
        self.passing = [None] * n
        self.sp = (self.sp + 1) % n
        if self.npc_slot is not None:
            self.npc_slot = (self.npc_slot + 1) % len(self.field_top)
        self.round += 1
        events.append(public_msg("futures-sp-passes", player=as_player(self.players[self.sp])))
        return events + self._start_round()

    def _finish(self) -> list[Event]:
        self.phase = "over"
        self.step = "done"
        self.order = []
        self.pos = 0
        events = [public_msg("futures-final", markers=self.data.rules.final_normal_settlements)]
        events += market.final_settlement(self)
        winners = self.winners()
        # the referee's closing line says "Game over." with every score: not twice
        events.append(public_msg("futures-winners", players=joined([as_player(p) for p in winners], "comma"),
                                 count=len(winners), money=as_money(max(self.money))))
        return events

    # --- outside the fixed names ---------------------------------------------
    def view(self, player: str | None) -> dict:
        return build_view(self, player)

    def secret_message(self, player: str) -> Message | str:
        return secret_message(self, player)

    def undoable(self, player: str, action: Action) -> bool:
        """A card placed face down, a trade, a settlement, a fourth marker or a pass may be taken
        back while no card is drawn or turned up by it; a reveal or a discard shows cards."""
        return self.undoable_by_trial(player, action, {"place", "trade", "settle", "buy_marker", "pass"},
                                      lambda s: (len(s.deck), list(s.field_down), len(s.discards)))

    def term(self, kind: str, field: str, value: Any) -> Message | str | list[Message | str] | None:
        """Cards, commodities and sides as the board prints them (CORN UP, CORN, UP)."""
        if field in ("card", "cards") and isinstance(value, str) and "_" in value:
            return card(value)
        if field == "commodity" and isinstance(value, str):
            return commodity_term(value)
        if field == "side" and isinstance(value, str):
            return side_term(value)
        return None

    def label(self, action: Action) -> Message:
        return label(self, action)

    def vary_secrets(self, player: str, seed: int) -> "FuturesState":
        """Shuffle the player's secrets (hand, own face-down cards, the card being passed) together
        with the cards nobody sees (the deck, the NPC's face-down card)."""
        other = self.copy()
        seat = self.players.index(player)
        places: list[tuple[str, int]] = [("hand", i) for i in range(len(other.hands[seat]))]
        places += [("field", s) for s, owner in enumerate(other.field_owner)
                   if owner == seat or (owner == NPC and other.field_down[s] is not None)]
        if other.passing[seat] is not None:
            places.append(("passing", 0))
        places += [("deck", i) for i in range(len(other.deck))]

        def get(place: tuple[str, int]) -> str:
            kind, i = place
            return {"hand": lambda: other.hands[seat][i], "field": lambda: other.field_down[i],
                    "passing": lambda: other.passing[seat], "deck": lambda: other.deck[i]}[kind]()

        cards = [get(p) for p in places]
        rng = random.Random(seed)
        for _ in range(8):
            shuffled = cards[:]
            rng.shuffle(shuffled)
            if shuffled != cards or len(set(cards)) < 2:
                break
        hand = []
        for (kind, i), card in zip(places, shuffled):
            if kind == "hand":
                hand.append(card)
            elif kind == "field":
                other.field_down[i] = card
            elif kind == "passing":
                other.passing[seat] = card
            else:
                other.deck[i] = card
        other.hands[seat] = sorted(hand)
        return other


def _distinct(cards: list[str]) -> list[str]:
    return sorted(set(cards))


def _pairs(hand: list[str]) -> list[list[str]]:
    """Every distinct pair of cards in a sorted hand, each pair sorted."""
    pairs = []
    previous = None
    for i, a in enumerate(hand):
        if a == previous:
            continue
        previous = a
        if i + 1 < len(hand) and hand[i + 1] == a:
            pairs.append([a, a])
        last = a
        for b in hand[i + 1:]:
            if b != last:
                pairs.append([a, b])
                last = b
    return pairs
