"""The state of one game of Futures! and its turn flow."""
from __future__ import annotations

import json
import random

from games.base import Action, Event, GameState, IllegalAction, mention, money, private, public, seeded_rng

from games.futures import market
from games.futures.cards import SIDES, full_deck, label
from games.futures.content import FuturesData, data
from games.futures.views import build_view, describe, secret_text

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
        texts = [f"Futures! for {n} players, {state.rounds} rounds. {mention(players[start])} holds the SP marker. "
                 f"Field: {', '.join(label(c) for c in field)}."]
        events = [public(t) for t in texts]
        events += market.price_move_events(state, field, "opening", list(range(len(field))))
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
            raise IllegalAction(self._refusal(seat, action))
        action = legal[legal.index(action)]   # our own copy: 5.0 or True only look like 5 or 1
        kind = action["type"]
        handler = getattr(self, f"_do_{kind}")
        return handler(seat, action)

    # --- refusals -------------------------------------------------------------
    def _refusal(self, seat: int, action: object) -> str:
        """A polite sentence that says what IS allowed now. Never names a hidden card."""
        kind = action.get("type") if isinstance(action, dict) else None
        if self.phase == "carry":
            return ("Now everyone passes one card from their hand face down to the left: "
                    "choose one of the cards you hold (your hand is in your private view).")
        if kind == "buy_marker":
            return self._buy_refusal(seat)
        if self.step == "card":
            if self.phase == "early":
                slots = _or_list([str(i + 1) for i, d in enumerate(self.field_down) if d is None])
                first = f"First place one card from your hand face down on an uncovered field slot ({slots})"
            else:
                slots = _or_list([str(i + 1) for i, d in enumerate(self.field_down) if d is not None])
                first = f"First reveal one face-down field card (slot {slots})"
            return f"{first}; then you take your action."
        mine = [m for m in self.markers if m[0] == seat]
        if kind == "trade" and self.free_markers(seat) <= 0:
            return f"All your trade markers are on the board, so you cannot trade now. You can: {self._allowed(seat)}."
        if kind == "trade":
            names = _or_list([c.upper() for c in self.commodities])
            return f"You can trade {names}, on the UP or the DOWN side."
        if kind == "settle" and mine:
            held = ", ".join(f"{m[1].upper()} {m[2].upper()} from {self.ladder[m[3]]}" for m in mine)
            return f"You can settle only one of your own markers: {held}."
        if kind == "settle":
            return f"You have no marker on the board to settle. You can: {self._allowed(seat)}."
        if kind == "discard":
            need = self.data.rules.discard_per_extra_action
            return (f"For an extra action, discard {need} cards you hold, given as a list of {need} "
                    f"(you hold {len(self.hands[seat])}).")
        return f"That is not a move you can make now. You can: {self._allowed(seat)}."

    def _allowed(self, seat: int) -> str:
        allowed = []
        if self.free_markers(seat) > 0:
            allowed.append("trade a commodity UP or DOWN")
        if any(m[0] == seat for m in self.markers):
            allowed.append("settle one of your markers")
        allowed.append(f"pass (+{money(self.data.money.pass_income)})")
        if self.can_buy_marker(seat):
            allowed.append(f"buy a fourth marker for {money(self.data.money.fourth_marker_price)}")
        if len(self.hands[seat]) >= self.data.rules.discard_per_extra_action:
            allowed.append("discard two hand cards for an extra action")
        return "; ".join(allowed)

    def _buy_refusal(self, seat: int) -> str:
        price = self.data.money.fourth_marker_price
        if self.bought[seat] >= self.data.markers.extra:
            return "You have already bought your fourth marker: each player can buy only one."
        return (f"The fourth marker costs {money(price)} and you have {money(self.money[seat])}: "
                f"you can buy it on your turn once you have {money(price)} or more.")

    # --- card steps -----------------------------------------------------------
    def _do_place(self, seat: int, action: Action) -> list[Event]:
        slot = action["slot"] - 1
        self.hands[seat].remove(action["card"])
        self.field_down[slot] = action["card"]
        self.field_owner[slot] = seat
        self.step = "act"
        player = self.players[seat]
        return [public(f"{mention(player)} places a card face down on slot {slot + 1}."),
                private(player, f"You placed {label(action['card'])} face down on slot {slot + 1}.")]

    def _do_reveal(self, seat: int, action: Action) -> list[Event]:
        slot = action["slot"] - 1
        card = self._reveal(slot)
        self.step = "act"
        who = mention(self.players[seat])
        return [public(f"{who} reveals slot {slot + 1}: {label(card)}.", record=f"{who} reveals slot {slot + 1}.")]

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
        text = (f"{mention(self.players[seat])} trades {commodity.upper()} {side.upper()} at {self.ladder[row]} "
                f"(fee {money(fee)}).")
        return [public(text)] + self._spend_action()

    def _do_settle(self, seat: int, action: Action) -> list[Event]:
        commodity, side = action["commodity"], action["side"]
        row = self.ladder.index(action["price"])
        index = next(i for i, m in enumerate(self.markers)
                     if m[0] == seat and m[1] == commodity and m[2] == side and m[3] == row)
        value = market.settle_value(self, self.markers[index])
        del self.markers[index]
        self.money[seat] += value
        outcome = f"receives {money(value)}" if value > 0 else f"pays {money(-value)}" if value < 0 else "breaks even"
        text = (f"{mention(self.players[seat])} settles {commodity.upper()} {side.upper()} from {action['price']} "
                f"at {market.price(self, commodity)} and {outcome}.")
        return [public(text)] + self._spend_action()

    def _do_pass(self, seat: int, action: Action) -> list[Event]:
        income = self.data.money.pass_income
        self.money[seat] += income
        return [public(f"{mention(self.players[seat])} passes and takes {money(income)}.")] + self._spend_action()

    def _do_buy_marker(self, seat: int, action: Action) -> list[Event]:
        cost = self.data.money.fourth_marker_price
        self.money[seat] -= cost
        self.owned[seat] += 1
        self.bought[seat] += 1
        return [public(f"{mention(self.players[seat])} buys a fourth trade marker for {money(cost)}.")]

    def _do_discard(self, seat: int, action: Action) -> list[Event]:
        for card in action["cards"]:
            self.hands[seat].remove(card)
            self.discards.append(card)
        self.actions_left += 1
        shown = " and ".join(label(c) for c in action["cards"])
        who, left = mention(self.players[seat]), f"({self.actions_left} left this turn)"
        # shown to all as they are discarded; discards may not be looked at again during play
        return [public(f"{who} discards {shown} for an extra action {left}.",
                       record=f"{who} discards two cards for an extra action {left}.")]

    def _spend_action(self) -> list[Event]:
        self.actions_left -= 1
        if self.actions_left > 0:
            return []
        return self._next_turn()

    # --- flow -----------------------------------------------------------------
    def _start_round(self) -> list[Event]:
        events = [public(f"Round {self.round} of {self.rounds}. Early trading from {mention(self.players[self.sp])}.")]
        if self.npc_slot is not None and self.deck:
            self.field_down[self.npc_slot] = self.deck.pop()
            self.field_owner[self.npc_slot] = NPC
            events.append(public(f"The NPC covers slot {self.npc_slot + 1} with a face-down card from the deck."))
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
            return [public(f"{mention(self.players[seat])} has no card to place and goes straight to the action.")]
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
        events = market.price_move_events(self, [self.field_top[i] for i in slots], "mid", slots)
        n = len(self.players)
        self.phase = "late"
        self.order = [(self.sp - 1 - i) % n for i in range(n)]
        self.pos = 0
        events.append(public(f"Late trading from {mention(self.players[self.order[0]])}, in reverse order."))
        return events + self._begin_turn()

    def _end_late(self) -> list[Event]:
        events = []
        for slot, down in enumerate(self.field_down):
            if down is not None:       # in 3 players, the last face-down card
                card = self._reveal(slot)
                events.append(public(f"The last face-down card is revealed on slot {slot + 1}: {label(card)}.",
                                     record=f"The last face-down card is revealed on slot {slot + 1}."))
        events += market.price_move_events(self, list(self.field_top), "period-end",
                                           list(range(len(self.field_top))))
        if self.round >= self.rounds:
            return events + self._finish()
        return events + self._carry_over()

    def _carry_over(self) -> list[Event]:
        events = []
        n = len(self.players)
        for i in range(n):
            seat = (self.sp + i) % n
            if self.deck:
                card = self.deck.pop()
                self.hands[seat].append(card)
                self.hands[seat].sort()
                events.append(private(self.players[seat], f"You draw {label(card)}."))
        self.phase = "carry"
        self.step = "pass"
        self.order = []
        self.pos = 0
        self.passing = [None] * n
        events.insert(0, public("Carry-over: everyone draws a card, then passes one card face down to the left."))
        if not self.to_act():
            events += self._finish_carry()
        return events

    def _do_pass_card(self, seat: int, action: Action) -> list[Event]:
        card = action["card"]
        self.hands[seat].remove(card)
        self.passing[seat] = card
        n = len(self.players)
        left = self.players[(seat + 1) % n]
        events = [public(f"{mention(self.players[seat])} has passed a card."),
                  private(self.players[seat], f"You pass {label(card)} to {mention(left)}.")]
        if not self.to_act():
            events += self._finish_carry()
        return events

    def _finish_carry(self) -> list[Event]:
        n = len(self.players)
        events = []
        for seat, card in enumerate(self.passing):
            if card is None:
                continue
            receiver = (seat + 1) % n
            self.hands[receiver].append(card)
            self.hands[receiver].sort()
            events.append(private(self.players[receiver],
                                  f"You receive {label(card)} from {mention(self.players[seat])}."))
        self.passing = [None] * n
        self.sp = (self.sp + 1) % n
        if self.npc_slot is not None:
            self.npc_slot = (self.npc_slot + 1) % len(self.field_top)
        self.round += 1
        events.append(public(f"The SP marker passes to {mention(self.players[self.sp])}."))
        return events + self._start_round()

    def _finish(self) -> list[Event]:
        self.phase = "over"
        self.step = "done"
        self.order = []
        self.pos = 0
        events = [public("Final settlement: each player settles up to "
                         f"{self.data.rules.final_normal_settlements} markers normally, the rest as forced.")]
        events += [public(t) for t in market.final_settlement(self)]
        best = max(self.money)
        names = ", ".join(mention(p) for p in self.winners())
        # the referee's closing line says "Game over." with every score: not twice
        events.append(public(f"{names} win{'s' if len(self.winners()) == 1 else ''} with {money(best)}."))
        return events

    # --- outside the fixed names ---------------------------------------------
    def view(self, player: str | None) -> dict:
        return build_view(self, player)

    def secret_text(self, player: str) -> str:
        return secret_text(self, player)

    def describe(self, action: Action) -> str:
        return describe(self, action)

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


def _or_list(items: list[str]) -> str:
    """"1, 2 or 5" for a refusal sentence."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} or {items[-1]}"


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
