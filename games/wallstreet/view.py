"""Views (what each seat may know), button labels, and vary_secrets for the leak test."""
from __future__ import annotations

from typing import Any

import json

from games.base import Action, Message, as_player, english, msg
from games.wallstreet.data import STOCKS
from games.wallstreet.words import card as card_name
from games.wallstreet.words import cash, counted, joined, listed, pile, stock, stock_word

LABEL_LIMIT = 80      # characters of English: buttons and autocomplete


def _share_label(card: dict) -> Message:
    """'Steel', 'double Corn', 'Golden share', 'Cotton/Corn' (a dual card): what a held share counts as."""
    if card["kind"] == "stock":
        return (msg("wallstreet-share-double", stock=stock(card["stock"])) if card.get("double")
                else stock(card["stock"]))
    return card_name(card)


def secret_message_of(view: dict) -> Message | str:
    """Shares, market cards, the capital card's hidden back and a face-down choice, from the
    player's own view ("" without a seat)."""
    you = view.get("you")
    if you is None:
        return ""
    if view["over"]:
        return msg("wallstreet-secret-over")
    parts = [msg("wallstreet-secret-shares", shares=listed(counted([_share_label(c) for c in you["shares"]])))]
    market = [msg("wallstreet-with-points", card=card_name(c), points=c["points"]) if c.get("points")
              else card_name(c) for c in you["market"]]
    if market:
        parts.append(msg("wallstreet-secret-market", cards=listed(counted(market))))
    cap = you["capital_card"]
    hidden = (msg("wallstreet-share-double", stock=stock(cap["stock"])) if cap.get("double")
              else stock(cap["stock"]))
    parts.append(msg("wallstreet-secret-capital", stock=hidden, points=cap["points"]))
    chosen = you.get("chosen")
    if chosen:
        prompt = view.get("prompt") or {}
        parts.append(msg("wallstreet-secret-answer", card=card_name(chosen)) if prompt.get("kind") == "answer"
                     else msg("wallstreet-secret-choice", card=card_name(chosen)))
    estimate = you.get("estimate") or {}
    if "total" in estimate:
        parts.append(msg("wallstreet-secret-estimate", total=estimate["total"]))
    return joined(parts, "wallstreet-sentences")


def _sort(card: dict) -> str:
    """Which pile in front of a player a card goes to (swaps must keep the counts)."""
    return {"market": "market", "stock": "share", "golden": "share"}.get(card["kind"], "other")


class ViewMixin:
    """Mixed into WallStreetState; uses its fields (see state.py)."""

    def card_view(self, cid: int) -> dict:
        return dict(self.cat.cards[cid])

    def spot_name(self, pos: int) -> Message:
        if pos == self.trend_pos:
            return msg("wallstreet-spot-trend")
        cards = [card_name(self.cat.cards[c]) for c in self.rondel[pos]]
        if not cards:
            return msg("wallstreet-spot-empty", spot=pos)
        if len(cards) == 1:
            return msg("wallstreet-spot-card", card=cards[0], spot=pos)
        return msg("wallstreet-spot-cards", first=cards[0], second=cards[1], spot=pos)

    # --- views ------------------------------------------------------------------
    def view(self, player: str | None) -> dict:
        step = self.todo[0] if self.todo else None
        seats = []
        for i, p in enumerate(self.players):
            seats.append({
                "id": p, "seat": i, "cash": self.cash[i], "capital": self.capital[i], "loans": self.loans[i],
                "loan_penalty": self.rules.loan_penalty(self.loans[i]),
                "tycoon_points": self.bonus[i], "shares": len(self.shares[i]), "market_cards": len(self.market[i]),
                "pawn": self.pawns[i], "option": self.option_at[i]})
        rondel = []
        for pos, cards in enumerate(self.rondel):
            rondel.append({"spot": pos, "trend": pos == self.trend_pos,
                           "cards": [self.card_view(c) for c in cards],
                           "option": self.option_owner(pos)})
        view: dict = {
            "game": "wallstreet", "players": list(self.players),
            "start_player": self.players[self.first],
            "turn": None if self.turn is None else self.players[self.turn],
            "to_act": self.to_act(), "phase": step["k"] if step else "over", "over": self.over,
            "final_round": self.final, "options": dict(self.opts), "board": self.side,
            "stocks": list(STOCKS), "prices": list(self.prices), "low": list(self.low), "high": list(self.high),
            "min_holdings": list(self.minimum), "rondel": rondel, "trend_spot": self.trend_pos,
            "trend_dir": "clockwise" if self.trend_dir == 1 else "counter-clockwise", "trend_cash": self.trend_cash,
            "flipped": self.flipped,
            "deck_top": self.card_view(self.deck[0]) if self.deck else None, "deck_count": len(self.deck),
            "piles": [{"name": name, "event": msg(f"wallstreet-pile-event-{name}", cash=cash(self.rules.golden_cash)),
                       "count": len(cards), "top": self.card_view(cards[-1]) if cards else None}
                      for name, cards in zip(self.rules.piles, self.piles)],
            "seats": seats, "prompt": self._prompt_view(step),
            "tycoons": [dict(t, stock=STOCKS[i]) for i, t in enumerate(self.tycoons)] if self.tycoons else [],
            "rules": {"max_capital": self.rules.max_capital, "loan_amount": self.rules.loan_amount,
                      "loan_sides": list(self.rules.loan_card_sides), "raise_cost": self.rules.raise_capital_cost,
                      "flip_cost": self.rules.flip_cost, "pawn_fee": self.rules.pawn_fee,
                      "option_fee": self.rules.option_fee, "golden_cash": self.rules.golden_cash},
        }
        seat = self.seat_of.get(player) if player is not None else None
        view["flow"] = self._flow_view(seat)
        if self.over:
            view["final"] = self._final_view()
        if seat is not None:
            view["you"] = self._private_view(seat, step)
        return view

    def secret_message(self, player: str) -> Message | str:
        if player not in self.seat_of:
            return ""
        return secret_message_of(self.view(player))

    def _flow_view(self, seat: int | None) -> dict:
        """The turn's queue of steps after the prompt, and the public counters, so that a whole
        state can be rebuilt from a view (games/wallstreet/sample.py). A face-down answer or
        removal shows only who has chosen (and, to its chooser, which card)."""
        def masked(step: dict) -> dict:
            if "given" not in step or step["k"] == "pick":      # a pick's answers are shown to all
                return _plain_copy(step)                        # not the state's own lists
            return dict(step, given=[[s, c if s == seat else None] for s, c in step["given"]])
        return {"todo": [masked(step) for step in self.todo], "stats": dict(self.stats)}

    def _prompt_view(self, step: dict | None) -> dict | None:
        if step is None:
            return None
        kind = step["k"]
        prompt: dict = {"kind": kind}
        if "p" in step:
            prompt["player"] = self.players[step["p"]]
        if kind in ("keep", "pile"):
            prompt["card"] = self.card_view(step["c"])
        elif kind == "explode":
            prompt["card"] = self.card_view(self.cat.explosion)
        elif kind == "boost":
            prompt["direction"] = step["d"]
        elif kind == "answer":
            prompt["offer"] = self.card_view(step["offer"])
            prompt["stock"] = step["stock"]
            prompt["answered"] = sorted(self.players[s] for s, _ in step["given"])
        elif kind == "pick":
            prompt["offer"] = self.card_view(step["offer"])
            prompt["answers"] = [{"player": self.players[s], "card": self.card_view(c)} for s, c in step["given"]]
        elif kind == "remove":
            prompt["chosen"] = sorted(self.players[s] for s, _ in step["given"])
        return prompt

    def _private_view(self, seat: int, step: dict | None) -> dict:
        you: dict = {
            "seat": seat,
            "shares": [self.card_view(c) for c in self.shares[seat]],
            "market": [self.card_view(c) for c in self.market[seat]],
            "capital_card": dict(self.cat.capital[self.capital_card[seat]]),
            "estimate": self.breakdown(seat, None),
        }
        if step and step["k"] in ("answer", "remove"):
            mine = [c for s, c in step["given"] if s == seat]
            you["chosen"] = self.card_view(mine[0]) if mine else None
        return you

    def _final_view(self) -> dict:
        event = self.end_event()
        scores = self.scores()
        return {
            "dynamite": self.dynamite(), "event": None if event is None else self.rules.piles[event],
            "pile_cards": [list(pile) for pile in self.piles],   # every card is shown at the end
            "winners": self.winners(), "scores": scores,
            "players": [{"id": p, "breakdown": self.breakdown(i, event),
                         "shares": [self.card_view(c) for c in self.shares[i]],
                         "market": [self.card_view(c) for c in self.market[i]],
                         "capital_card": dict(self.cat.capital[self.capital_card[i]])}
                        for i, p in enumerate(self.players)]}

    # --- labels -----------------------------------------------------------------
    def undoable(self, player: str, action: Action) -> bool:
        """Placing the pawn, flipping the trend card, a call option, buying, selling, raising capital
        and ending the turn may be taken back while no card is drawn or dealt by it."""
        return self.undoable_by_trial(player, action, {"place", "flip", "option", "buy", "sell", "raise", "end"},
                                      lambda s: (len(s.deck), [len(p) for p in s.piles], s.capital_card))

    def term(self, kind: str, field: str, value: Any) -> Message | str | list[Message | str] | None:
        """Cards by their printed names (not their numbers), a spot by the card lying on it, a
        buy by the spot's number on the board (and its card), stocks, piles and players by name."""
        cards = self.cat.cards
        if field == "share" or (field == "card" and kind == "remove"):
            return card_name(cards[value]) if isinstance(value, int) and 0 <= value < len(cards) else None
        if field == "card" and isinstance(value, int) and 0 <= value < len(self.rondel):
            if value == self.trend_pos:
                return msg("wallstreet-spot-trend")
            lying = self.rondel[value]
            return card_name(cards[lying[0]]) if len(lying) == 1 else None
        if field == "steps" and kind == "buy" and isinstance(value, int) and self.todo:
            seat = self.todo[0].get("p")      # "/buy 4" names spot 4 as the board numbers it, not a count of steps
            if seat is not None and self.pawns[seat] is not None:
                dest = self.dest(seat, value)
                lying = self.rondel[dest]
                named = [card_name(cards[lying[0]])] if len(lying) == 1 else []
                return [str(dest), msg("wallstreet-spot-number", spot=dest), *named]
        if field == "stock" and isinstance(value, str):
            return stock(value)
        if field == "pile" and isinstance(value, str):
            return pile(value)
        if field == "player" and isinstance(value, str):
            return as_player(value)
        return None

    def label(self, action: Action) -> Message | str:
        kind = action.get("type")
        step = self.todo[0] if self.todo else None
        seat = step.get("p") if step else None
        cards = self.cat.cards
        if kind == "buy" and seat is not None and self.pawns[seat] is not None:
            return self._buy_label(seat, action["steps"])
        if kind == "sell":
            cid = action["share"]
            # two shares of one name may differ (cost, dynamite) once face up on the circle: say which
            card = cards[cid]
            return msg("wallstreet-label-sell", card=card_name(card), cost=cash(card["cost"]),
                       dynamite=card["dynamite"], value=cash(self.sell_value(cid)))
        loan = (lambda cost: 1 if seat is not None and cost > self.cash[seat] else 0)
        if kind == "raise":
            cost = self.rules.raise_capital_cost
            return msg("wallstreet-label-raise", capital=self.capital[seat] + 1, cost=cash(cost), loan=loan(cost))
        if kind == "flip":
            cost = self.rules.flip_cost
            return msg("wallstreet-label-flip", cost=cash(cost), loan=loan(cost))
        if kind == "option":
            cost = self.rules.option_cost
            label = msg("wallstreet-label-option", spot=self.spot_name(action["card"]), cost=cash(cost),
                        loan=loan(cost))
            return self._short(label, msg("wallstreet-label-option", spot=msg("wallstreet-spot-number",
                                                                              spot=action["card"]),
                                          cost=cash(cost), loan=loan(cost)))
        if kind == "place":
            return self._short(msg("wallstreet-label-place", spot=self.spot_name(action["card"])),
                               msg("wallstreet-label-place", spot=msg("wallstreet-spot-number", spot=action["card"])))
        if kind == "discard":
            if step and step["k"] == "explode":
                return msg("wallstreet-label-explosion", pile=pile(action["pile"]))
            if step and "c" in step:
                return self._short(msg("wallstreet-label-discard", card=card_name(cards[step["c"]]),
                                       pile=pile(action["pile"])),
                                   msg("wallstreet-label-discard-card", pile=pile(action["pile"])))
            return msg("wallstreet-label-discard-card", pile=pile(action["pile"]))
        if kind == "keep":
            return msg("wallstreet-label-keep", card=card_name(cards[step["c"]])) if step and "c" in step \
                else msg("wallstreet-label-keep-card")
        if kind == "boom":
            return msg("wallstreet-move-up", stock=stock(action["stock"]), steps=1)
        if kind == "bust":
            return msg("wallstreet-move-down", stock=stock(action["stock"]), steps=1)
        if kind == "offer":
            return msg("wallstreet-label-offer", card=card_name(cards[action["share"]]),
                       stock=stock_word(action["stock"]))
        if kind == "answer":
            return msg("wallstreet-label-answer", card=card_name(cards[action["share"]]))
        if kind == "take":
            return msg("wallstreet-label-take", player=as_player(action["player"]))
        if kind == "give":
            return msg("wallstreet-label-give", player=as_player(action["player"]))
        if kind == "repay":
            return msg("wallstreet-label-repay", cost=cash(self.rules.tycoon.repay_cost))
        if kind == "decline":
            return msg("wallstreet-label-decline")
        if kind == "claim":
            heap = self.piles[self.rules.piles.index(action["pile"])]
            if not heap:
                return msg("wallstreet-label-claim-top", pile=pile(action["pile"]))
            return self._short(msg("wallstreet-label-claim", card=card_name(cards[heap[-1]]),
                                   pile=pile(action["pile"])),
                               msg("wallstreet-label-claim-top", pile=pile(action["pile"])))
        if kind == "remove":
            return msg("wallstreet-label-remove", card=card_name(cards[action["card"]]))
        if kind == "end":
            return msg("wallstreet-label-end")
        return super().label(action)

    @staticmethod
    def _short(label: Message, shorter: Message) -> Message:
        """`label`, or `shorter` when label's English would not fit a button."""
        return label if len(english(label)) <= LABEL_LIMIT else shorter

    def _buy_label(self, seat: int, steps: int) -> Message:
        quote = self.buy_quote(seat, steps)
        dest = self.dest(seat, steps)
        if quote is None:
            return msg("wallstreet-label-buy-nothing", steps=steps, spot=self.spot_name(dest))
        paid = quote["bank"] + quote["fees"]        # pawn fees are paid in cash, on top
        loan = 1 if paid > self.cash[seat] + (self.trend_cash if quote["trend"] else 0) else 0
        # capital pays first: say what the move costs in all and how much of it is cash
        if quote["trend"]:
            return msg("wallstreet-label-buy-trend", steps=steps, cost=cash(steps), cash=cash(paid), paid=paid,
                       loan=loan)
        total = steps + quote["price"] + quote["fees"]     # what the move costs in all
        label = msg("wallstreet-label-buy", steps=steps, spot=self.spot_name(dest), total=cash(total),
                    cash=cash(paid), paid=paid, loan=loan)
        # two long card names: say less rather than cut the price off
        count = len(self.rondel[dest])
        return self._short(label, msg("wallstreet-label-buy-spot", steps=steps, count=count, spot=dest,
                                      total=cash(total), cash=cash(paid), paid=paid, loan=loan))

    # --- the leak test ------------------------------------------------------------
    def vary_secrets(self, player: str, seed: int):
        import random

        other = type(self)(json.loads(self.dump()))
        seat = other.seat_of[player]
        rng = random.Random(seed)
        busy = set()
        for step in other.todo:
            busy.update(c for _, c in step.get("given", []))
            if "offer" in step:
                busy.add(step["offer"])
        hidden_deck = list(range(1, len(other.deck)))
        changed = False
        # swap one of the player's cards with a card of the same sort hidden in the deck
        for pool in (other.shares[seat], other.market[seat]):
            mine = [i for i, c in enumerate(pool) if c not in busy and other.cat.cards[c]["kind"] != "dual"]
            if not mine:
                continue
            i = rng.choice(mine)
            sort = _sort(other.cat.cards[pool[i]])
            same = [j for j in hidden_deck if _sort(other.cat.cards[other.deck[j]]) == sort
                    and other.cat.signature[other.deck[j]] != other.cat.signature[pool[i]]]
            if same:
                j = rng.choice(same)
                pool[i], other.deck[j] = other.deck[j], pool[i]
                changed = True
                break
        if not changed and other.unused_capital:
            k = rng.randrange(len(other.unused_capital))
            other.capital_card[seat], other.unused_capital[k] = other.unused_capital[k], other.capital_card[seat]
        return other


def _plain_copy(value: Any) -> Any:
    """A deep copy of plain data (dicts, lists, numbers, strings): copy.deepcopy's result without
    its memo, which every computer decision's view paid for (the hard player builds thousands)."""
    if isinstance(value, dict):
        return {k: _plain_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain_copy(v) for v in value]
    if isinstance(value, tuple):
        return tuple(_plain_copy(v) for v in value)
    return value
