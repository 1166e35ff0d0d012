"""What kept cards do: price moves, market card effects, the share exchange and
the tycoon cards (variant)."""
from __future__ import annotations

from games.base import Action, Event, mention, money, private, public
from games.wallstreet.data import STOCKS

_INDEX = {s: i for i, s in enumerate(STOCKS)}


class EffectsMixin:
    """Mixed into WallStreetState; uses its fields (see state.py)."""

    @staticmethod
    def stock_at(name: str) -> int:
        return _INDEX[name]

    # --- keeping a card ------------------------------------------------------------
    def keep_card(self, seat: int, cid: int, events: list[Event]) -> None:
        card = self.cat.cards[cid]
        who = mention(self.players[seat])
        pending: list[dict] = []
        if card["kind"] != "market":
            self.shares[seat].append(cid)
            events.append(public(f"{who} keeps {card['name']}."))
            for stock, delta in card["moves"].items():
                self.move_price(seat, _INDEX[stock], delta, events, pending)
        else:
            self.market[seat].append(cid)
            events.append(public(f"{who} keeps {card['name']} ({card['points']} point"
                                 f"{'s' if card['points'] != 1 else ''} at the end)."))
            effect = card["effect"]
            if effect == "move":
                for stock, delta in card["moves"].items():
                    self.move_price(seat, _INDEX[stock], delta, events, pending)
            elif effect in ("boom", "bust"):
                pending.append({"k": "boost", "p": seat, "d": 1 if effect == "boom" else -1})
            elif effect in ("rise", "fall", "mixed"):
                lowest = [i for i, p in enumerate(self.prices) if p == min(self.prices)]
                highest = [i for i, p in enumerate(self.prices) if p == max(self.prices)]
                if effect in ("rise", "mixed"):
                    for i in lowest:
                        self.move_price(seat, i, 1, events, pending)
                if effect in ("fall", "mixed"):
                    for i in highest:
                        self.move_price(seat, i, -1, events, pending)
            elif effect == "crash":
                events.append(public(f"Crash! Every player pays {money(self.rules.crash_cost)}."))
                for other in range(self.n):
                    self._pay(other, self.rules.crash_cost, events)
            elif effect == "exchange":
                if self.n > 2 and self.offerable(seat):
                    pending.append({"k": "offer", "p": seat})
                else:
                    events.append(public(f"{who} has no share to exchange."))
        self.todo[0:0] = pending

    def move_price(self, seat: int, stock: int, delta: int, events: list[Event], pending: list[dict]) -> None:
        old = self.prices[stock]
        new = min(self.high[stock], max(self.low[stock], old + delta))
        if new == old:
            events.append(public(f"{STOCKS[stock].capitalize()} stays at {money(old)} (its limit)."))
            return
        self.prices[stock] = new
        events.append(public(f"{STOCKS[stock].capitalize()} moves to {money(new)}."))
        if self.tycoons and new in (self.low[stock], self.high[stock]) and not self.tycoons[stock]["used"]:
            pending.append({"k": "tycoon", "p": seat, "stock": stock})

    # --- boom / bust: the player picks the stock ---------------------------------------
    def _legal_boost(self, seat: int, step: dict) -> list[Action]:
        kind = "boom" if step["d"] > 0 else "bust"
        return [{"type": kind, "stock": s} for s in STOCKS]

    def _do_boom(self, seat: int, action: Action, events: list[Event]) -> None:
        step = self.todo.pop(0)
        pending: list[dict] = []
        self.move_price(seat, _INDEX[action["stock"]], step["d"], events, pending)
        self.todo[0:0] = pending

    _do_bust = _do_boom

    # --- share exchange -------------------------------------------------------------
    def offerable(self, seat: int) -> list[int]:
        return [c for c in self.shares[seat] if self.cat.cards[c]["kind"] != "golden"]

    def answerable(self, seat: int, stock: str) -> list[int]:
        """Cards `seat` may answer with: not golden, and not of the offered stock."""
        result = []
        for cid in self.shares[seat]:
            card = self.cat.cards[cid]
            kind = card["kind"]
            if kind == "golden" or (kind == "stock" and card["stock"] == stock) or (
                    kind == "dual" and stock in card["stocks"]):
                continue
            result.append(cid)
        return result

    def _legal_offer(self, seat: int, step: dict) -> list[Action]:
        actions, seen = [], set()
        for cid in self.offerable(seat):
            sig = self.cat.signature[cid]
            if sig in seen:
                continue
            seen.add(sig)
            card = self.cat.cards[cid]
            for stock in card["stocks"] if card["kind"] == "dual" else [card["stock"]]:
                actions.append({"type": "offer", "share": cid, "stock": stock})
        return actions

    def _do_offer(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        cid, stock = action["share"], action["stock"]
        events.append(public(f"{mention(self.players[seat])} offers {self.cat.cards[cid]['name']} "
                             f"(as {stock}) for exchange."))
        wait = []
        for other in range(self.n):
            if other == seat:
                continue
            if self.answerable(other, stock):
                wait.append(other)
            else:
                shown = ", ".join(self.cat.cards[c]["name"] for c in self.shares[other]) or "nothing"
                events.append(public(f"{mention(self.players[other])} has no card to answer with and shows "
                                     f"their shares: {shown}."))
        if wait:
            self.todo.insert(0, {"k": "answer", "p": seat, "offer": cid, "stock": stock, "wait": wait, "given": []})
        else:
            events.append(public("Nobody can answer: no exchange."))

    def _legal_answer(self, seat: int, step: dict) -> list[Action]:
        actions, seen = [], set()
        for cid in self.answerable(seat, step["stock"]):
            sig = self.cat.signature[cid]
            if sig not in seen:
                seen.add(sig)
                actions.append({"type": "answer", "share": cid})
        return actions

    def _do_answer(self, seat: int, action: Action, events: list[Event]) -> None:
        step = self.todo[0]
        step["wait"].remove(seat)
        step["given"].append([seat, action["share"]])
        name = self.cat.cards[action["share"]]["name"]
        events.append(private(self.players[seat], f"You answer face down with {name}."))
        events.append(public(f"{mention(self.players[seat])} has answered face down."))
        if step["wait"]:
            return
        self.todo.pop(0)
        step["given"].sort()
        shown = ", ".join(f"{mention(self.players[s])} {self.cat.cards[c]['name']}" for s, c in step["given"])
        events.append(public(f"The answers are revealed: {shown}."))
        self.todo.insert(0, {"k": "pick", "p": step["p"], "offer": step["offer"], "given": step["given"]})

    def _legal_pick(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "take", "player": self.players[s]} for s, _ in step["given"]]

    def _do_take(self, seat: int, action: Action, events: list[Event]) -> None:
        step = self.todo.pop(0)
        other = self.seat_of[action["player"]]
        theirs = next(c for s, c in step["given"] if s == other)
        mine = step["offer"]
        self.shares[seat].remove(mine)
        self.shares[other].remove(theirs)
        self.shares[seat].append(theirs)
        self.shares[other].append(mine)
        events.append(public(f"{mention(self.players[seat])} takes {self.cat.cards[theirs]['name']} from "
                             f"{mention(action['player'])} in exchange for {self.cat.cards[mine]['name']}."))

    # --- tycoon cards (variant) ---------------------------------------------------------
    def _auto_tycoon(self, step: dict, events: list[Event]) -> None:
        seat, stock = step["p"], step["stock"]
        tycoon = self.tycoons[stock]
        if tycoon["used"]:
            return
        tycoon["used"] = True
        self.stats["tycoons"] += 1
        letter, side = tycoon["card"], tycoon["side"]
        who = mention(self.players[seat])
        text = self.cat.tycoons[letter][side]
        events.append(public(f"{STOCKS[stock].capitalize()} reached its limit: tycoon card {letter} ({side}) "
                             f"for {who}: {text}"))
        others = [o for o in range(self.n) if o != seat]
        numbers = self.rules.tycoon
        if letter == "A":
            if side == "reward":
                self.bonus[seat] += numbers.points
            else:
                self.todo.insert(0, {"k": "give", "p": seat})
        elif letter == "B":
            if side == "reward":
                self.cash[seat] += self.trend_cash
                events.append(public(f"{who} takes {money(self.trend_cash)} from the trend card."))
                self.trend_cash = 0
            else:
                for other in others:
                    self._pay(other, numbers.fine, events)
        elif letter == "C":
            if side == "reward":
                if self.loans[seat] and self.cash[seat] >= numbers.repay_cost:
                    self.todo.insert(0, {"k": "repay", "p": seat})
            else:
                for other in others:
                    if self.capital[other] >= numbers.capital_floor:
                        self.capital[other] -= 1
                        events.append(public(f"{mention(self.players[other])}'s capital falls to "
                                             f"{self.capital[other]}."))
        elif side == "reward":
            if self._claimable():
                self.todo.insert(0, {"k": "claim", "p": seat})
        else:
            wait = [o for o in others if self.shares[o] or self.market[o]]
            if wait:
                self.todo.insert(0, {"k": "remove", "p": seat, "wait": wait, "given": []})

    def _legal_give(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "give", "player": p} for i, p in enumerate(self.players) if i != seat]

    def _do_give(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        self.bonus[self.seat_of[action["player"]]] -= self.rules.tycoon.points
        events.append(public(f"{mention(self.players[seat])} gives tycoon card A to {mention(action['player'])}: "
                             f"-{self.rules.tycoon.points} at the end."))

    def _legal_repay(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "repay"}, {"type": "decline"}]

    def _do_repay(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        self.cash[seat] -= self.rules.tycoon.repay_cost
        self.loans[seat] -= 1
        events.append(public(f"{mention(self.players[seat])} pays {money(self.rules.tycoon.repay_cost)} and "
                             f"takes back a loan ({self.loans[seat]} left)."))

    def _do_decline(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        events.append(public(f"{mention(self.players[seat])} keeps their loans."))

    def _claimable(self) -> list[int]:
        return [i for i, pile in enumerate(self.piles) if pile and pile[-1] != self.cat.explosion]

    def _legal_claim(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "claim", "pile": self.rules.piles[i]} for i in self._claimable()]

    def _do_claim(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        cid = self.piles[self.rules.piles.index(action["pile"])].pop()
        (self.market if self.cat.cards[cid]["kind"] == "market" else self.shares)[seat].append(cid)
        events.append(public(f"{mention(self.players[seat])} takes {self.cat.cards[cid]['name']} from the "
                             f"{action['pile']} pile (no effect)."))

    def _legal_remove(self, seat: int, step: dict) -> list[Action]:
        actions, seen = [], set()
        for cid in self.shares[seat] + self.market[seat]:
            sig = self.cat.signature[cid]
            if sig not in seen:
                seen.add(sig)
                actions.append({"type": "remove", "card": cid})
        return actions

    def _do_remove(self, seat: int, action: Action, events: list[Event]) -> None:
        step = self.todo[0]
        step["wait"].remove(seat)
        step["given"].append([seat, action["card"]])
        events.append(private(self.players[seat], f"You remove {self.cat.cards[action['card']]['name']}."))
        events.append(public(f"{mention(self.players[seat])} has chosen a card to remove."))
        if step["wait"]:
            return
        self.todo.pop(0)
        for other, cid in sorted(step["given"]):
            (self.market if self.cat.cards[cid]["kind"] == "market" else self.shares)[other].remove(cid)
        shown = ", ".join(f"{mention(self.players[s])} {self.cat.cards[c]['name']}" for s, c in sorted(step["given"]))
        events.append(public(f"Removed from the game: {shown}."))
