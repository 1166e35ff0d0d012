"""Views (what each seat may know), button labels, and vary_secrets for the leak test."""
from __future__ import annotations

import json

from games.base import Action, mention, money
from games.wallstreet.data import STOCKS

PILE_EVENTS = {
    "left": "golden cards pay $3 instead of counting",
    "middle": "every holding counts one share less",
    "right": "every price is halved (rounded up)",
}


SECRET_LIMIT = 1500


def _share_label(card: dict) -> str:
    """'Steel', 'double Corn', 'Golden share', 'Cotton/Corn' (a dual card): what a held share counts as."""
    if card["kind"] == "stock":
        return ("double " if card.get("double") else "") + card["stock"].capitalize()
    if card["kind"] == "dual":
        return "/".join(s.capitalize() for s in card["stocks"])
    return card.get("name", "card")


def _grouped(labels: list[str]) -> str:
    counts: dict[str, int] = {}
    for label in labels:
        counts[label] = counts.get(label, 0) + 1
    return ", ".join(label if n == 1 else f"{label} ×{n}" for label, n in counts.items())


def _points(n: int) -> str:
    return f"{n} point" + ("" if abs(n) == 1 else "s")


def secret_text_of(view: dict) -> str:
    """Shares, market cards, the capital card's hidden back and a face-down choice, from the
    player's own view ("" without a seat)."""
    you = view.get("you")
    if you is None:
        return ""
    if view["over"]:
        return "The game is over: every player's cards are shown in the final scores."
    shares = _grouped([_share_label(c) for c in you["shares"]])
    parts = [f"Your shares: {shares or 'none'}."]
    market = [c["name"] + (f" ({_points(c['points'])})" if c.get("points") else "") for c in you["market"]]
    if market:
        parts.append(f"Market cards: {_grouped(market)}.")
    cap = you["capital_card"]
    stock = ("double " if cap.get("double") else "") + cap["stock"].capitalize()
    parts.append(f"Capital card: hidden {stock} share, {_points(cap['points'])}.")
    chosen = you.get("chosen")
    if chosen:
        prompt = view.get("prompt") or {}
        what = "answer" if prompt.get("kind") == "answer" else "choice"
        parts.append(f"Your face-down {what}: {chosen['name']}.")
    estimate = you.get("estimate") or {}
    if "total" in estimate:
        parts.append(f"Your score if the game ended now: {estimate['total']}.")
    return " ".join(parts)[:SECRET_LIMIT]


def _sort(card: dict) -> str:
    """Which pile in front of a player a card goes to (swaps must keep the counts)."""
    return {"market": "market", "stock": "share", "golden": "share"}.get(card["kind"], "other")


class ViewMixin:
    """Mixed into WallStreetState; uses its fields (see state.py)."""

    def card_view(self, cid: int) -> dict:
        return dict(self.cat.cards[cid])

    def spot_name(self, pos: int) -> str:
        if pos == self.trend_pos:
            return "the trend card"
        cards = self.rondel[pos]
        if not cards:
            return f"empty spot {pos}"
        return " + ".join(self.cat.cards[c]["name"] for c in cards) + f" (spot {pos})"

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
            "game": "wallstreet", "players": list(self.players), "start_player": self.players[0],
            "turn": None if self.turn is None else self.players[self.turn],
            "to_act": self.to_act(), "phase": step["k"] if step else "over", "over": self.over,
            "final_round": self.final, "options": dict(self.opts), "board": self.side,
            "stocks": list(STOCKS), "prices": list(self.prices), "low": list(self.low), "high": list(self.high),
            "min_holdings": list(self.minimum), "rondel": rondel, "trend_spot": self.trend_pos,
            "trend_dir": "clockwise" if self.trend_dir == 1 else "counter-clockwise", "trend_cash": self.trend_cash,
            "flipped": self.flipped,
            "deck_top": self.card_view(self.deck[0]) if self.deck else None, "deck_count": len(self.deck),
            "piles": [{"name": name, "event": PILE_EVENTS[name], "count": len(pile),
                       "top": self.card_view(pile[-1]) if pile else None}
                      for name, pile in zip(self.rules.piles, self.piles)],
            "seats": seats, "prompt": self._prompt_view(step),
            "tycoons": [dict(t, stock=STOCKS[i]) for i, t in enumerate(self.tycoons)] if self.tycoons else [],
            "rules": {"max_capital": self.rules.max_capital, "loan_amount": self.rules.loan_amount,
                      "loan_sides": list(self.rules.loan_card_sides), "raise_cost": self.rules.raise_capital_cost,
                      "flip_cost": self.rules.flip_cost, "pawn_fee": self.rules.pawn_fee,
                      "option_fee": self.rules.option_fee},
        }
        seat = self.seat_of.get(player) if player is not None else None
        view["flow"] = self._flow_view(seat)
        if self.over:
            view["final"] = self._final_view()
        if seat is not None:
            view["you"] = self._private_view(seat, step)
        return view

    def secret_text(self, player: str) -> str:
        if player not in self.seat_of:
            return ""
        return secret_text_of(self.view(player))

    def _flow_view(self, seat: int | None) -> dict:
        """The turn's queue of steps after the prompt, and the public counters, so that a whole
        state can be rebuilt from a view (games/wallstreet/sample.py). A face-down answer or
        removal shows only who has chosen (and, to its chooser, which card)."""
        def masked(step: dict) -> dict:
            if "given" not in step or step["k"] == "pick":      # a pick's answers are shown to all
                return dict(step)
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
    def describe(self, action: Action) -> str:
        kind = action.get("type")
        step = self.todo[0] if self.todo else None
        seat = step.get("p") if step else None
        names = self.cat.cards
        if kind == "buy" and seat is not None and self.pawns[seat] is not None:
            quote = self.buy_quote(seat, action["steps"])
            steps = action["steps"]
            where = self.spot_name(self.dest(seat, steps))
            if quote is None:
                return f"Move {steps} and buy {where}"[:80]
            cash = quote["bank"] + quote["fees"]
            loan = " (takes a loan)" if cash > self.cash[seat] else ""
            # capital pays first: say what the move costs in all and how much of it is cash
            paid = f"{money(cash)} cash" if cash else "capital covers it"
            if quote["trend"]:
                return f"Move {steps} to the trend card (costs {money(steps)}, {paid}){loan}"
            total = steps + quote["price"]
            label = f"Move {steps}, buy {where}: {money(total)}, {paid}{loan}"
            if len(label) > 80:   # two long card names: say less rather than cut the price off
                dest = self.dest(seat, steps)
                count = len(self.rondel[dest])
                what = f"{count} cards" if count > 1 else "the card"
                label = f"Move {steps}, buy {what} at spot {dest}: {money(total)}, {paid}{loan}"
            return label[:80]
        if kind == "sell":
            cid = action["share"]
            return f"Sell {names[cid]['name']} for {money(self.sell_value(cid))}"[:80]
        short = (lambda cost: " (takes a loan)" if seat is not None and cost > self.cash[seat] else "")
        if kind == "raise":
            cost = self.rules.raise_capital_cost
            return f"Raise capital to {self.capital[seat] + 1} for {money(cost)}{short(cost)}"
        if kind == "flip":
            return f"Flip the trend card ({money(self.rules.flip_cost)}){short(self.rules.flip_cost)}"
        if kind == "option":
            cost = self.rules.option_cost
            label = f"Call option on {self.spot_name(action['card'])} ({money(cost)}){short(cost)}"
            return label if len(label) <= 80 else f"Call option on spot {action['card']} ({money(cost)}){short(cost)}"
        if kind == "place":
            return f"Place your pawn on {self.spot_name(action['card'])}"[:80]
        if kind == "discard":
            if step and step["k"] == "explode":
                return f"Put the explosion on the {action['pile']} pile"
            card = names[step["c"]]["name"] if step and "c" in step else "the card"
            return f"Discard {card} onto the {action['pile']} pile"[:80]
        if kind == "keep":
            return f"Keep {names[step['c']]['name']}"[:80] if step and "c" in step else "Keep"
        if kind in ("boom", "bust"):
            return f"{action['stock'].capitalize()} {'+1' if kind == 'boom' else '-1'}"
        if kind == "offer":
            return f"Offer {names[action['share']]['name']} as {action['stock']}"[:80]
        if kind == "answer":
            return f"Answer with {names[action['share']]['name']}"[:80]
        if kind == "take":
            return f"Take the card of {mention(action['player'])}"[:80]
        if kind == "give":
            return f"Give tycoon card A to {mention(action['player'])}"[:80]
        if kind == "repay":
            return f"Pay {money(self.rules.tycoon.repay_cost)} to take back a loan"
        if kind == "decline":
            return "Keep your loans"
        if kind == "claim":
            pile = self.piles[self.rules.piles.index(action["pile"])]
            top = f"{names[pile[-1]]['name']} (top of the {action['pile']} pile)" if pile else f"the {action['pile']} pile's top card"
            return f"Take {top}, no effect"[:80]
        if kind == "remove":
            return f"Remove {names[action['card']]['name']} from the game"[:80]
        if kind == "end":
            return "End your turn"
        return super().describe(action)

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
