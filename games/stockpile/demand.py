"""3. Demand: the investors who act before it (Wise Warren, Maverick Mark), bidding and
rebidding on the piles (Mayknow Martha may peek on her turn), paying and taking the piles."""
from __future__ import annotations

from bisect import bisect_right

from games.base import Action, Event, as_list, as_money, as_player, msg, private_msg, public_msg

from . import words
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
                    names.append(words.card(entry[0]))
            events.append(public_msg("stockpile-warren-looks", player=as_player(player), pile=action["pile"]))
            events.append(private_msg(player, "stockpile-warren-sees", pile=action["pile"],
                                      cards=as_list(names, "unit")))
        else:
            self.abil_left[s].remove("mark")
            entry = self.piles[action["pile"] - 1].pop(action["card"] - 1)
            self.piles[action["to"] - 1].append(entry)
            what = words.card(entry[0]) if entry[1] else msg("stockpile-card-facedown")
            events.append(public_msg("stockpile-mark-moves", player=as_player(player), card=what,
                                     pile=action["pile"], to=action["to"]))
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
        events.append(public_msg("stockpile-bidding", player=as_player(self.players[self.bidder])))

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
                looked = public_msg("stockpile-martha-looks", player=as_player(player),
                                    whose=as_player(action["player"]))
                self.seen[s].append({"player": action["player"], "pair": j, "company": pair[0], "forecast": pair[1]})
            else:
                pair = self.hidden_pairs[j]
                looked = public_msg("stockpile-martha-looks-facedown", player=as_player(player))
                self.seen[s].append({"player": None, "pair": j, "company": pair[0], "forecast": pair[1]})
            events.append(looked)
            events.append(private_msg(player, "stockpile-martha-sees", pair=self.pair_message(pair)))
            return
        slots = self.R.raw.money.bid_slots
        t = action["track"] - 1
        k = slots.index(action["amount"])
        outbid = self.bids[t]
        self.bids[t] = [s, k]
        self.off[s] -= 1
        if outbid is None:
            events.append(public_msg("stockpile-bid", player=as_player(player), amount=as_money(slots[k]), pile=t + 1))
        else:
            self.off[outbid[0]] += 1
            events.append(public_msg("stockpile-bid-outbid", player=as_player(player), amount=as_money(slots[k]),
                                     pile=t + 1, outbid=as_player(self.players[outbid[0]])))
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
                    taken.append(words.card(code))
                    if code in R.fee_amounts:
                        fees.append((code, R.fee_amounts[code]))
                    elif code in R.action_steps:
                        actions.append(code)
                    else:
                        self.port[s][companies.index(code)] += 1
                        shares += 1
                bid_amount = self.R.raw.money.bid_slots[self.bids[t][1]]
                paid = msg("stockpile-paid", amount=as_money(cost))
                if cost != bid_amount:
                    paid = msg("stockpile-paid-donald", amount=as_money(cost), bid=as_money(bid_amount))
                took = [msg("stockpile-took-shares", count=shares)] if shares or not actions else []
                if actions:
                    self.acts[s] += actions
                    took += [msg(f"stockpile-took-{a}") for a in actions]
                if len(took) > 1:      # "1 share card, a Boom card and a Bust card"
                    took = [msg("stockpile-took-and", first=as_list(took[:-1], "unit"), last=took[-1])]
                events.append(public_msg("stockpile-pays-for-pile", player=as_player(player), paid=paid, pile=t + 1,
                                         took=took[0]))
                if taken:
                    events.append(private_msg(player, "stockpile-pile-gives", pile=t + 1,
                                              cards=as_list(taken, "unit")))
            # Every pile is paid for before any fee, so that a fee never eats the money of a bid.
            for code, fee in fees:
                if self.has(s, "bernie"):
                    self.cash[s] += fee
                    self.discard.append(code)
                    events.append(public_msg("stockpile-bernie-collects", player=as_player(player),
                                             amount=as_money(fee)))
                elif self.cash[s] >= fee:
                    self.cash[s] -= fee
                    self.discard.append(code)
                    events.append(public_msg("stockpile-pays-fee", player=as_player(player), amount=as_money(fee)))
                else:
                    # The card stays face up in front of the player until it is paid.
                    self.unpaid[s].append(fee)
                    events.append(public_msg("stockpile-fee-unpaid", player=as_player(player), amount=as_money(fee)))
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
                events.append(public_msg("stockpile-pays-waiting-fee", player=as_player(self.players[s]),
                                         amount=as_money(fee)))
            else:
                left.append(fee)
        self.unpaid[s] = left
