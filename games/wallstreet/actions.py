"""The player's own decisions on a turn: placing pawns, buy / sell / raise capital,
flipping the trend card, call options, keeping or discarding cards."""
from __future__ import annotations

from games.base import Action, Event, as_list, as_player, public_msg
from games.wallstreet.words import card as card_name
from games.wallstreet.words import cash, pile


class ActionsMixin:
    """Mixed into WallStreetState; uses its fields (see state.py)."""

    # --- setup: pawns -------------------------------------------------------------
    def _legal_place(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "place", "card": i} for i in range(len(self.rondel))]

    def _do_place(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        self.pawns[seat] = action["card"]
        events.append(public_msg("wallstreet-place", player=as_player(self.players[seat]),
                                 spot=self.spot_name(action["card"])))

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
        who, cost = as_player(self.players[seat]), cash(self.rules.flip_cost)
        events.append(public_msg("wallstreet-flip-clockwise", player=who, cost=cost) if self.trend_dir == 1
                      else public_msg("wallstreet-flip-counter-clockwise", player=who, cost=cost))
        events.extend(after)

    def _do_option(self, seat: int, action: Action, events: list[Event]) -> None:
        after: list[Event] = []
        self._pay(seat, self.rules.option_cost, after)
        self.option_at[seat] = action["card"]
        events.append(public_msg("wallstreet-option", player=as_player(self.players[seat]),
                                 spot=self.spot_name(action["card"])))
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
            events.append(public_msg("wallstreet-option-back", player=as_player(self.players[owner])))

    def _do_buy(self, seat: int, action: Action, events: list[Event]) -> None:
        """Move and buy. The purchase is told first; the loans and the option return it causes follow."""
        steps = action["steps"]
        quote = self.buy_quote(seat, steps)
        self.todo.pop(0)
        who = as_player(self.players[seat])
        after: list[Event] = []
        dest = quote["dest"]
        self.pawns[seat] = dest
        if quote["trend"]:
            # the cash lying on the trend card is taken before paying: it may spare a loan
            taken, self.trend_cash = self.trend_cash, 0
            self.cash[seat] += taken
            self._pay(seat, quote["bank"], after)
            paid = {"cost": cash(steps), "capital": cash(steps - quote["bank"]), "bank": cash(quote["bank"])}
            events.append(public_msg("wallstreet-buy-trend-cash", player=who, steps=steps, found=cash(taken), **paid)
                          if taken else public_msg("wallstreet-buy-trend", player=who, steps=steps, **paid))
            events.extend(after)
            self._discard_top(seat, events)
            return
        self._pay(seat, quote["bank"], after)
        paid_to = []
        for other, pos in enumerate(self.pawns):
            if other != seat and pos == dest:
                self._pay(seat, self.rules.pawn_fee, after)
                self.cash[other] += self.rules.pawn_fee
                paid_to.append(as_player(self.players[other]))
        cards = self.rondel[dest]
        self.rondel[dest] = []
        owner = self.option_owner(dest)
        optioned = 1 if owner is not None and owner != seat else 0
        self._return_option(dest, after)
        total = steps + quote["price"]
        events.append(public_msg(
            "wallstreet-buy", player=who, steps=steps, cards=as_list([card_name(self.cat.cards[c]) for c in cards]),
            count=len(cards), total=cash(total), cost=cash(steps), price=cash(quote["price"]), optioned=optioned,
            option_fee=cash(self.rules.option_fee), capital=cash(total - quote["bank"]), bank=cash(quote["bank"]),
            fees=len(paid_to), pawn_fee=cash(self.rules.pawn_fee), paid=as_list(paid_to)))
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
            events.append(public_msg("wallstreet-refill", card=card_name(self.cat.cards[card])))

    # --- keep or discard ---------------------------------------------------------
    def _legal_keep(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "keep"}] + self._pile_actions()

    def _legal_pile(self, seat: int, step: dict) -> list[Action]:
        return self._pile_actions()

    def _do_discard(self, seat: int, action: Action, events: list[Event]) -> None:
        step = self.todo.pop(0)
        index = self.rules.piles.index(action["pile"])
        card = self.cat.explosion if step["k"] == "explode" else step["c"]
        self.piles[index].append(card)
        events.append(public_msg("wallstreet-discard", player=as_player(self.players[seat]),
                                 card=card_name(self.cat.cards[card]), pile=pile(action["pile"])))
        if step["k"] == "explode":
            self.deck.pop(0)
            if seat == self.first:
                self._finish(events)
            else:
                self.final = True
                events.append(public_msg("wallstreet-last-round"))

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
        told = {"player": as_player(self.players[seat]), "card": card_name(self.cat.cards[cid]),
                "value": cash(value), "spot": pos}
        if self.deck:
            self.rondel[pos].append(self.deck.pop(0))
            events.append(public_msg("wallstreet-sell-beside", beside=card_name(self.cat.cards[self.rondel[pos][1]]),
                                     **told))
        else:
            events.append(public_msg("wallstreet-sell", **told))
        events.extend(after)
        if old:
            self.todo.insert(0, {"k": "pile", "p": seat, "c": old[0]})

    # --- raise capital -------------------------------------------------------------
    def _do_raise(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        after: list[Event] = []
        self._pay(seat, self.rules.raise_capital_cost, after)
        self.capital[seat] += 1
        events.append(public_msg("wallstreet-raise", player=as_player(self.players[seat]),
                                 cost=cash(self.rules.raise_capital_cost), capital=self.capital[seat]))
        events.extend(after)
        self._discard_top(seat, events)
