"""3. Demand: the investors who act before it (Wise Warren, Maverick Mark), bidding and
rebidding on the piles (Mayknow Martha may peek on her turn), paying and taking the piles."""
from __future__ import annotations

from bisect import bisect_right

from games.base import Action, Event, mention, money, private, public

from .texts import article, plural
from .actions import bid_row

PRE_DEMAND = ("warren", "mark")


class DemandMixin:
    # --- before the demand phase: Warren looks, Mark moves a card ------------------
    def _start_predemand(self, events: list[Event]) -> None:
        self.queue = []
        for s in self.order():
            left = [k for k in self.inv[s] if k in PRE_DEMAND]
            self.abil_left[s] = left
            if left:
                self.queue.append(s)
        self.phase = "predemand"

    def _legal_predemand(self, s: int) -> list[Action]:
        legal: list[Action] = []
        left = self.abil_left[s]
        piles = self.piles
        if "warren" in left:
            legal += [{"type": "look", "pile": i + 1} for i, pile in enumerate(piles)
                      if any(not up for _, up, _ in pile)]
        if "mark" in left:
            for i, pile in enumerate(piles):
                for j in range(len(pile)):
                    legal += [{"type": "move_card", "pile": i + 1, "card": j + 1, "to": t + 1}
                              for t in range(len(piles)) if t != i]
        legal.append({"type": "done"})
        return legal

    def _apply_predemand(self, s: int, action: Action, events: list[Event]) -> None:
        player = self.players[s]
        kind = action["type"]
        if kind == "done":
            self.abil_left[s] = []
        elif kind == "look":
            self.abil_left[s].remove("warren")
            pile = self.piles[action["pile"] - 1]
            names = []
            for entry in pile:
                if not entry[1]:
                    if s not in entry[2]:
                        entry[2].append(s)
                    names.append(self.R.card_name(entry[0]))
            events.append(public(f"{mention(player)} (Wise Warren) looks at the face-down cards of pile {action['pile']}."))
            events.append(private(player, f"Face down in pile {action['pile']}: {', '.join(names)}."))
        else:
            self.abil_left[s].remove("mark")
            entry = self.piles[action["pile"] - 1].pop(action["card"] - 1)
            self.piles[action["to"] - 1].append(entry)
            what = self.R.card_name(entry[0]) if entry[1] else "a face-down card"
            events.append(public(f"{mention(player)} (Maverick Mark) moves {what} from pile {action['pile']} "
                                 f"to pile {action['to']}."))
        if not self.abil_left[s]:
            self.queue.pop(0)

    def _auto_predemand(self, events: list[Event]) -> bool:
        if self.queue:
            return False
        self._start_demand(events)
        return True

    # --- bidding ---------------------------------------------------------------------
    def meeples(self) -> int:
        return self.R.raw.two_player.meeples if self.two_player else 1

    def _start_demand(self, events: list[Event]) -> None:
        self.bids = [None] * len(self.piles)
        self.off = [self.meeples()] * self.n
        self.place_queue = [s for _ in range(self.meeples()) for s in self.order()]
        self.bidder = self.place_queue.pop(0)
        self.last_bidder = -1
        self.phase = "demand"
        events.append(public(f"Bidding: {mention(self.players[self.bidder])} bids first."))

    def committed(self, s: int, skip_track: int = -1) -> int:
        """What `s` has bid on the tracks already (their bids together may not pass their cash)."""
        slots = self.R.raw.money.bid_slots
        return sum(slots[b[1]] for t, b in enumerate(self.bids) if b is not None and b[0] == s and t != skip_track)

    def _legal_demand(self, s: int) -> list[Action]:
        slots = self.R.raw.money.bid_slots
        room = self.cash[s] - (self.committed(s) if self.two_player else 0)
        top = bisect_right(slots, room)          # the slots at or below the player's money
        legal: list[Action] = []
        for t, bid in enumerate(self.bids):
            if bid is None:
                low = 0
            elif bid[0] == s:
                continue
            else:
                low = bid[1] + 1
            if low < top:
                legal += bid_row(t + 1, slots)[low:top]
        if self.has(s, "martha") and not self.martha_used[s]:
            legal += self.martha_targets(s)
        return legal

    def martha_targets(self, s: int) -> list[Action]:
        targets: list[Action] = []
        for o in range(self.n):
            if o != s:
                targets += [{"type": "peek", "player": self.players[o], "pair": j + 1}
                            for j in range(len(self.pairs[o]))]
        if self.n < 5:
            targets += [{"type": "peek_facedown", "pair": j + 1} for j in range(len(self.hidden_pairs))]
        return targets

    def _apply_demand(self, s: int, action: Action, events: list[Event]) -> None:
        player = self.players[s]
        kind = action["type"]
        if kind == "peek" or kind == "peek_facedown":
            self.martha_used[s] = True
            j = action["pair"] - 1
            if kind == "peek":
                o = self.players.index(action["player"])
                pair = self.pairs[o][j]
                whose = f"{mention(action['player'])}'s"
                self.seen[s].append({"player": action["player"], "pair": j, "company": pair[0], "forecast": pair[1]})
            else:
                pair = self.hidden_pairs[j]
                whose = "a face-down"
                self.seen[s].append({"player": None, "pair": j, "company": pair[0], "forecast": pair[1]})
            events.append(public(f"{mention(player)} (Mayknow Martha) looks at {whose} forecast."))
            events.append(private(player, f"You see {self.pair_text(pair)}."))
            return
        slots = self.R.raw.money.bid_slots
        t = action["track"] - 1
        k = slots.index(action["amount"])
        outbid = self.bids[t]
        self.bids[t] = [s, k]
        self.off[s] -= 1
        text = f"{mention(player)} bids {money(slots[k])} on pile {t + 1}"
        if outbid is not None:
            self.off[outbid[0]] += 1
            text += f", outbidding {mention(self.players[outbid[0]])}"
        events.append(public(text + "."))
        self.last_bidder = s
        self.bidder = self._next_bidder()

    def _next_bidder(self) -> int:
        if self.place_queue:
            return self.place_queue.pop(0)
        n = self.n
        for i in range(1, n + 1):
            s = (self.last_bidder + i) % n
            if self.off[s] > 0:
                return s
        return -1

    def _auto_demand(self, events: list[Event]) -> bool:
        if self.bidder >= 0:
            return False
        self._settle_piles(events)
        self._start_actions(events)
        return True

    # --- paying and taking the piles --------------------------------------------------
    def price_paid(self, s: int, slot: int) -> int:
        slots = self.R.raw.money.bid_slots
        if self.has(s, "donald"):
            slot = max(0, slot - 1)
        return slots[slot]

    def _settle_piles(self, events: list[Event]) -> None:
        """Each player pays for their pile(s), takes the cards, then pays the trading fees."""
        R = self.R
        companies = R.companies
        for s in self.order():
            player = self.players[s]
            won = [t for t, bid in enumerate(self.bids) if bid is not None and bid[0] == s]
            fees: list[tuple[str, int]] = []
            for t in won:
                cost = self.price_paid(s, self.bids[t][1])
                self.cash[s] -= cost
                pile = self.piles[t]
                self.piles[t] = []
                shares = 0
                actions: list[str] = []
                taken = []
                for code, _up, _known in pile:
                    taken.append(R.card_name(code))
                    if code in R.fee_amounts:
                        fees.append((code, R.fee_amounts[code]))
                    elif code in R.action_steps:
                        actions.append(code)
                    else:
                        self.port[s][companies.index(code)] += 1
                        shares += 1
                bid_amount = self.R.raw.money.bid_slots[self.bids[t][1]]
                paid = money(cost)
                if cost != bid_amount:
                    paid += f" (Discount Donald: the space below the {money(bid_amount)} bid)"
                took = [plural(shares, "share card")] if shares or not actions else []
                if actions:
                    self.acts[s] += actions
                    took += [f"{article(R.action_names[a])} {R.action_names[a]} card" for a in actions]
                listed = took[0] if len(took) == 1 else f"{', '.join(took[:-1])} and {took[-1]}"
                events.append(public(f"{mention(player)} pays {paid} for pile {t + 1} and takes {listed}."))
                if taken:
                    events.append(private(player, f"Pile {t + 1} gives you: {', '.join(taken)}."))
            # Every pile is paid for before any fee, so that a fee never eats the money of a bid.
            for code, fee in fees:
                if self.has(s, "bernie"):
                    self.cash[s] += fee
                    self.discard.append(code)
                    events.append(public(f"{mention(player)} (Broker Bernie) collects a {money(fee)} fee."))
                elif self.cash[s] >= fee:
                    self.cash[s] -= fee
                    self.discard.append(code)
                    events.append(public(f"{mention(player)} pays a {money(fee)} trading fee."))
                else:
                    # The card stays face up in front of the player until it is paid.
                    self.unpaid[s].append(fee)
                    events.append(public(f"{mention(player)} cannot pay a {money(fee)} trading fee yet."))
            self.pay_fees(s, events)
        self.bids = [None] * len(self.piles)
        self.bidder = -1

    def pay_fees(self, s: int, events: list[Event]) -> None:
        """Unpaid trading fees are paid, oldest first, as soon as the cash allows."""
        if not self.unpaid[s]:
            return
        left = []
        for fee in self.unpaid[s]:
            if self.cash[s] >= fee:
                self.cash[s] -= fee
                self.discard.append(f"fee{fee}")
                events.append(public(f"{mention(self.players[s])} pays a waiting {money(fee)} trading fee."))
            else:
                left.append(fee)
        self.unpaid[s] = left
