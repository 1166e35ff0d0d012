"""The player's own decisions on a turn: placing pawns, buy / sell / raise capital,
flipping the trend card, call options, keeping or discarding cards."""
from __future__ import annotations

from games.base import Action, Event, mention, money, public


class ActionsMixin:
    """Mixed into WallStreetState; uses its fields (see state.py)."""

    # --- setup: pawns -------------------------------------------------------------
    def _legal_place(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "place", "card": i} for i in range(len(self.rondel))]

    def _do_place(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        self.pawns[seat] = action["card"]
        events.append(public(f"{mention(self.players[seat])} places their pawn on {self.spot_name(action['card'])}."))

    # --- the explosion -----------------------------------------------------------
    def _legal_explode(self, seat: int, step: dict) -> list[Action]:
        return self._pile_actions()

    def _pile_actions(self) -> list[Action]:
        return [{"type": "discard", "pile": name} for name in self.rules.piles]

    # --- a turn: before and after the action ----------------------------------------
    def _side_actions(self, seat: int) -> list[Action]:
        actions: list[Action] = []
        if not self.flipped:
            actions.append({"type": "flip"})
        if self.opts.get("options") and self.option_at[seat] is None:
            taken = set(p for p in self.option_at if p is not None)
            actions.extend({"type": "option", "card": i} for i, cards in enumerate(self.rondel)
                           if i != self.trend_pos and len(cards) == 1 and i not in taken)
        return actions

    def _legal_act(self, seat: int, step: dict) -> list[Action]:
        """Buy (any number of steps up to a full circle, onto a card or the trend card),
        sell (not on the trend card, not where two cards lie) or raise capital (below 8).
        Loans are unlimited, so money never rules a move out: there is always a buy."""
        actions = self._side_actions(seat)
        rondel = self.rondel
        size = len(rondel)
        pos = self.pawns[seat]
        way = self.trend_dir
        trend = self.trend_pos
        for steps in range(1, size + 1):
            dest = (pos + way * steps) % size
            if dest == trend or rondel[dest]:
                actions.append({"type": "buy", "steps": steps})
        if pos != trend and len(rondel[pos]) <= 1 and self.shares[seat]:
            seen = set()
            for cid in self.shares[seat]:
                sig = self.cat.signature[cid]
                if sig not in seen:
                    seen.add(sig)
                    actions.append({"type": "sell", "share": cid})
        if self.capital[seat] < self.rules.max_capital:
            actions.append({"type": "raise"})
        return actions

    def _legal_end(self, seat: int, step: dict) -> list[Action]:
        return self._side_actions(seat) + [{"type": "end"}]

    def _do_end(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)

    def _do_flip(self, seat: int, action: Action, events: list[Event]) -> None:
        after: list[Event] = []
        self._pay(seat, self.rules.flip_cost, after)
        self.trend_cash += self.rules.flip_cost
        self.trend_dir = -self.trend_dir
        self.flipped = True
        way = "clockwise" if self.trend_dir == 1 else "counter-clockwise"
        events.append(public(f"{mention(self.players[seat])} pays {money(self.rules.flip_cost)} onto the trend "
                             f"card and flips it: the market now moves {way}."))
        events.extend(after)

    def _do_option(self, seat: int, action: Action, events: list[Event]) -> None:
        after: list[Event] = []
        self._pay(seat, self.rules.option_cost, after)
        self.option_at[seat] = action["card"]
        events.append(public(f"{mention(self.players[seat])} places a call option under "
                             f"{self.spot_name(action['card'])}."))
        events.extend(after)

    # --- buy ------------------------------------------------------------------
    def dest(self, seat: int, steps: int) -> int:
        return (self.pawns[seat] + self.trend_dir * steps) % len(self.rondel)

    def buy_quote(self, seat: int, steps: int) -> dict | None:
        """What moving `steps` and buying there costs; None if nothing lies there."""
        dest = self.dest(seat, steps)
        capital = self.capital[seat]
        if dest == self.trend_pos:
            cash = max(0, steps - capital)
            return {"dest": dest, "trend": True, "bank": cash, "fees": 0, "price": 0}
        cards = self.rondel[dest]
        if not cards:
            return None
        price = sum(self.cat.cards[c]["cost"] for c in cards)
        owner = self.option_owner(dest)
        if owner is not None and owner != seat:
            price += self.rules.option_fee
        bank = max(0, steps + price - capital)
        fees = sum(1 for i, p in enumerate(self.pawns) if i != seat and p == dest) * self.rules.pawn_fee
        return {"dest": dest, "trend": False, "bank": bank, "fees": fees, "price": price}

    def option_owner(self, pos: int) -> int | None:
        for seat, at in enumerate(self.option_at):
            if at == pos:
                return seat
        return None

    def _return_option(self, pos: int, events: list[Event]) -> None:
        """The call option under `pos` goes back to its owner (narrated after what caused it)."""
        owner = self.option_owner(pos)
        if owner is not None:
            self.option_at[owner] = None
            events.append(public(f"The call option of {mention(self.players[owner])} goes back to them."))

    def _do_buy(self, seat: int, action: Action, events: list[Event]) -> None:
        """Move and buy. The purchase is told first; the loans and the option return it causes follow."""
        steps = action["steps"]
        quote = self.buy_quote(seat, steps)
        self.todo.pop(0)
        who = mention(self.players[seat])
        after: list[Event] = []
        dest = quote["dest"]
        self.pawns[seat] = dest
        if quote["trend"]:
            # the cash lying on the trend card is taken before paying: it may spare a loan
            cash, self.trend_cash = self.trend_cash, 0
            self.cash[seat] += cash
            self._pay(seat, quote["bank"], after)
            events.append(public(f"{who} moves {steps} step{'s' if steps > 1 else ''} onto the trend card "
                                 + (f"and takes the {money(cash)} lying there; " if cash else "")
                                 + f"the move costs {money(steps)}: {money(steps - quote['bank'])} from capital, "
                                 f"{money(quote['bank'])} in cash. Nothing is bought."))
            events.extend(after)
            self._discard_top(seat, events)
            return
        self._pay(seat, quote["bank"], after)
        paid_to = []
        for other, pos in enumerate(self.pawns):
            if other != seat and pos == dest:
                self._pay(seat, self.rules.pawn_fee, after)
                self.cash[other] += self.rules.pawn_fee
                paid_to.append(mention(self.players[other]))
        cards = self.rondel[dest]
        self.rondel[dest] = []
        owner = self.option_owner(dest)
        option_text = (f", incl. {money(self.rules.option_fee)} for the call option"
                       if owner is not None and owner != seat else "")
        self._return_option(dest, after)
        names = " and ".join(self.cat.cards[c]["name"] for c in cards)
        total = steps + quote["price"]
        from_capital = total - quote["bank"]
        fee_text = (f"; pays {money(self.rules.pawn_fee)} to " + " and ".join(paid_to) + " (pawn there)"
                    if paid_to else "")
        events.append(public(f"{who} moves {steps} step{'s' if steps > 1 else ''} and buys {names}: "
                             f"{money(total)} ({money(steps)} for the steps + {money(quote['price'])} for the "
                             f"card{'s' if len(cards) > 1 else ''}{option_text}), "
                             f"{money(from_capital)} from capital and {money(quote['bank'])} in cash{fee_text}."))
        events.extend(after)
        self.todo[0:0] = [{"k": "keep", "p": seat, "c": c} for c in cards] + [{"k": "refill", "pos": dest}]

    def _discard_top(self, seat: int, events: list[Event]) -> None:
        """The deck's top card goes onto a pile the player chooses (skipped if the deck is empty)."""
        if self.deck:
            self.todo.insert(0, {"k": "pile", "p": seat, "c": self.deck.pop(0)})

    def _auto_refill(self, step: dict, events: list[Event]) -> None:
        if self.deck:
            card = self.deck.pop(0)
            self.rondel[step["pos"]].append(card)
            events.append(public(f"{self.cat.cards[card]['name']} from the deck fills the gap."))

    # --- keep or discard ---------------------------------------------------------
    def _legal_keep(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "keep"}] + self._pile_actions()

    def _legal_pile(self, seat: int, step: dict) -> list[Action]:
        return self._pile_actions()

    def _do_discard(self, seat: int, action: Action, events: list[Event]) -> None:
        step = self.todo.pop(0)
        pile = self.rules.piles.index(action["pile"])
        card = self.cat.explosion if step["k"] == "explode" else step["c"]
        self.piles[pile].append(card)
        events.append(public(f"{mention(self.players[seat])} discards {self.cat.cards[card]['name']} "
                             f"onto the {action['pile']} pile."))
        if step["k"] == "explode":
            self.deck.pop(0)
            if seat == self.first:
                self._finish(events)
            else:
                self.final = True
                events.append(public("This is the last round: it ends after the player before the start player."))

    def _do_keep(self, seat: int, action: Action, events: list[Event]) -> None:
        step = self.todo.pop(0)
        self.keep_card(seat, step["c"], events)

    # --- sell -------------------------------------------------------------------
    def sell_value(self, cid: int) -> int:
        card = self.cat.cards[cid]
        kind = card["kind"]
        if kind == "golden":
            price = min(self.prices)
        elif kind == "dual":
            price = min(self.prices[self.stock_at(s)] for s in card["stocks"])
        else:
            price = self.prices[self.stock_at(card["stock"])]
            if card["double"]:
                return price
        return (price + 1) // 2

    def _do_sell(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        cid = action["share"]
        pos = self.pawns[seat]
        old = self.rondel[pos]
        after: list[Event] = []
        self._return_option(pos, after)
        self.shares[seat].remove(cid)
        value = self.sell_value(cid)
        self.cash[seat] += value
        self.rondel[pos] = [cid]
        added = ""
        if self.deck:
            self.rondel[pos].append(self.deck.pop(0))
            added = f", next to {self.cat.cards[self.rondel[pos][1]]['name']} from the deck (two cards lie there now)"
        events.append(public(f"{mention(self.players[seat])} sells {self.cat.cards[cid]['name']} for "
                             f"{money(value)}: the share goes face up on spot {pos}{added}."))
        events.extend(after)
        if old:
            self.todo.insert(0, {"k": "pile", "p": seat, "c": old[0]})

    # --- raise capital -------------------------------------------------------------
    def _do_raise(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        after: list[Event] = []
        self._pay(seat, self.rules.raise_capital_cost, after)
        self.capital[seat] += 1
        events.append(public(f"{mention(self.players[seat])} pays {money(self.rules.raise_capital_cost)} and "
                             f"raises their capital to {self.capital[seat]}."))
        events.extend(after)
        self._discard_top(seat, events)
