"""What kept cards do: price moves, market card effects, the share exchange and
the tycoon cards (variant)."""
from __future__ import annotations

from games.base import Action, Event, as_player, msg, private_msg, public_msg
from games.wallstreet.data import STOCKS
from games.wallstreet.words import card as card_name
from games.wallstreet.words import cash, commas, listed, pile, stock, stock_word

_INDEX = {s: i for i, s in enumerate(STOCKS)}


class EffectsMixin:
    """Mixed into WallStreetState; uses its fields (see state.py)."""

    @staticmethod
    def stock_at(name: str) -> int:
        return _INDEX[name]

    # --- keeping a card ------------------------------------------------------------
    def keep_card(self, seat: int, cid: int, events: list[Event]) -> None:
        card = self.cat.cards[cid]
        who = as_player(self.players[seat])
        name = card_name(card)
        pending: list[dict] = []
        if card["kind"] != "market":
            self.shares[seat].append(cid)
            events.append(public_msg("wallstreet-keep", player=who, card=name))
            for stock, delta in card["moves"].items():
                self.move_price(seat, _INDEX[stock], delta, events, pending)
        else:
            self.market[seat].append(cid)
            events.append(public_msg("wallstreet-keep-market", player=who, card=name, points=card["points"]))
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
                events.append(public_msg("wallstreet-crash", cost=cash(self.rules.crash_cost)))
                for other in range(self.n):
                    self._pay(other, self.rules.crash_cost, events)
            elif effect == "exchange":
                if self.n > 2 and self.offerable(seat):
                    pending.append({"k": "offer", "p": seat})
                else:
                    events.append(public_msg("wallstreet-no-exchange", player=who))
        self.todo[0:0] = pending

    def move_price(self, seat: int, index: int, delta: int, events: list[Event], pending: list[dict]) -> None:
        old = self.prices[index]
        new = min(self.high[index], max(self.low[index], old + delta))
        if new == old:
            events.append(public_msg("wallstreet-price-limit", stock=stock(STOCKS[index]), price=cash(old)))
            return
        self.prices[index] = new
        events.append(public_msg("wallstreet-price", stock=stock(STOCKS[index]), price=cash(new)))
        if self.tycoons and new in (self.low[index], self.high[index]) and not self.tycoons[index]["used"]:
            pending.append({"k": "tycoon", "p": seat, "stock": index})

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
        cid, offered = action["share"], action["stock"]
        events.append(public_msg("wallstreet-offer", player=as_player(self.players[seat]),
                                 card=card_name(self.cat.cards[cid]), stock=stock_word(offered)))
        wait = []
        for other in range(self.n):
            if other == seat:
                continue
            if self.answerable(other, offered):
                wait.append(other)
            else:
                shown = listed([card_name(self.cat.cards[c]) for c in self.shares[other]], msg("wallstreet-nothing"))
                events.append(public_msg("wallstreet-cannot-answer", player=as_player(self.players[other]),
                                         shares=shown))
        if wait:
            self.todo.insert(0, {"k": "answer", "p": seat, "offer": cid, "stock": offered, "wait": wait,
                                 "given": []})
        else:
            events.append(public_msg("wallstreet-nobody-answers"))

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
        events.append(private_msg(self.players[seat], "wallstreet-answer-you",
                                  card=card_name(self.cat.cards[action["share"]])))
        events.append(public_msg("wallstreet-answered", player=as_player(self.players[seat])))
        if step["wait"]:
            return
        self.todo.pop(0)
        step["given"].sort()
        events.append(public_msg("wallstreet-answers", answers=self._player_cards(step["given"])))
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
        events.append(public_msg("wallstreet-take", player=as_player(self.players[seat]),
                                 card=card_name(self.cat.cards[theirs]), other=as_player(action["player"]),
                                 given=card_name(self.cat.cards[mine])))

    def _player_cards(self, given: list[list[int]]) -> dict:
        """"p1 Steel, p2 Oil": who showed which card, in seat order."""
        return commas([msg("wallstreet-player-card", player=as_player(self.players[s]),
                            card=card_name(self.cat.cards[c])) for s, c in sorted(given)])

    # --- tycoon cards (variant) ---------------------------------------------------------
    def _auto_tycoon(self, step: dict, events: list[Event]) -> None:
        seat, index = step["p"], step["stock"]
        tycoon = self.tycoons[index]
        if tycoon["used"]:
            return
        tycoon["used"] = True
        self.stats["tycoons"] += 1
        letter, side = tycoon["card"], tycoon["side"]
        who = as_player(self.players[seat])
        numbers = self.rules.tycoon
        does = msg(f"wallstreet-tycoon-{letter.lower()}-{side}", points=numbers.points,
                   fine=cash(numbers.fine), cost=cash(numbers.repay_cost))
        events.append(public_msg("wallstreet-tycoon", stock=stock(STOCKS[index]), card=letter,
                                 side=msg(f"wallstreet-side-{side}"), player=who, does=does))
        others = [o for o in range(self.n) if o != seat]
        if letter == "A":
            if side == "reward":
                self.bonus[seat] += numbers.points
            else:
                self.todo.insert(0, {"k": "give", "p": seat})
        elif letter == "B":
            if side == "reward":
                self.cash[seat] += self.trend_cash
                events.append(public_msg("wallstreet-trend-cash", player=who, amount=cash(self.trend_cash)))
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
                        events.append(public_msg("wallstreet-capital-falls", player=as_player(self.players[other]),
                                                 capital=self.capital[other]))
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
        events.append(public_msg("wallstreet-give", player=as_player(self.players[seat]),
                                 other=as_player(action["player"]), points=self.rules.tycoon.points))

    def _legal_repay(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "repay"}, {"type": "decline"}]

    def _do_repay(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        self.cash[seat] -= self.rules.tycoon.repay_cost
        self.loans[seat] -= 1
        events.append(public_msg("wallstreet-repay", player=as_player(self.players[seat]),
                                 cost=cash(self.rules.tycoon.repay_cost), loans=self.loans[seat]))

    def _do_decline(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        events.append(public_msg("wallstreet-decline", player=as_player(self.players[seat])))

    def _claimable(self) -> list[int]:
        return [i for i, pile in enumerate(self.piles) if pile and pile[-1] != self.cat.explosion]

    def _legal_claim(self, seat: int, step: dict) -> list[Action]:
        return [{"type": "claim", "pile": self.rules.piles[i]} for i in self._claimable()]

    def _do_claim(self, seat: int, action: Action, events: list[Event]) -> None:
        self.todo.pop(0)
        cid = self.piles[self.rules.piles.index(action["pile"])].pop()
        (self.market if self.cat.cards[cid]["kind"] == "market" else self.shares)[seat].append(cid)
        events.append(public_msg("wallstreet-claim", player=as_player(self.players[seat]),
                                 card=card_name(self.cat.cards[cid]), pile=pile(action["pile"])))

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
        events.append(private_msg(self.players[seat], "wallstreet-remove-you",
                                  card=card_name(self.cat.cards[action["card"]])))
        events.append(public_msg("wallstreet-removing", player=as_player(self.players[seat])))
        if step["wait"]:
            return
        self.todo.pop(0)
        for other, cid in sorted(step["given"]):
            (self.market if self.cat.cards[cid]["kind"] == "market" else self.shares)[other].remove(cid)
        events.append(public_msg("wallstreet-removed", cards=self._player_cards(step["given"])))
