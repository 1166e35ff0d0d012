"""4. Actions (every action card taken this round is played on a company of the player's
choice; Crazy Cramer may nudge one company) and 5. Selling (one card at a time, then done)."""
from __future__ import annotations

from games.base import Action, Event, as_money, as_player, public_msg

from . import words
from .actions import DONE, company_row, sell_row


MAX_SELL = 30      # shares in one combined sale: more than any portfolio holds


class MarketMixin:
    # --- 4. actions ----------------------------------------------------------------
    def _start_actions(self, events: list[Event]) -> None:
        self.cramer_used = [False] * self.n
        self.queue = [s for s in self.order() if self.acts[s] or self.has(s, "cramer")]
        self.phase = "action"

    def _legal_action(self, s: int) -> list[Action]:
        companies = self.R.companies
        legal: list[Action] = []
        for code in dict.fromkeys(self.acts[s]):
            legal += company_row(code, companies)
        if self.has(s, "cramer") and not self.cramer_used[s]:
            for c in companies:
                legal.append({"type": "nudge", "company": c, "steps": 1})
                legal.append({"type": "nudge", "company": c, "steps": -1})
            if not self.acts[s]:
                legal.append({"type": "done"})
        return legal

    def _apply_action(self, s: int, action: Action, events: list[Event]) -> None:
        player = self.players[s]
        kind = action["type"]
        if kind == "done":
            self.cramer_used[s] = True
        else:
            c = self.R.companies.index(action["company"])
            name = words.company(action["company"])
            if kind == "nudge":
                self.cramer_used[s] = True
                steps = action["steps"]
                events.append(public_msg(f"stockpile-cramer-{'up' if steps > 0 else 'down'}", player=as_player(player),
                                         company=name))
            else:
                self.acts[s].remove(kind)
                self.discard.append(kind)
                steps = self.R.action_steps[kind]
                events.append(public_msg("stockpile-plays-action", player=as_player(player),
                                         card=words.action_card(kind), company=name, steps=f"{steps:+d}"))
            self.start_move(c, steps)
        if not self.acts[s] and (self.cramer_used[s] or not self.has(s, "cramer")):
            self.queue.pop(0)

    def _auto_action(self, events: list[Event]) -> bool:
        if self.queue:
            return False
        self._start_selling(events)
        return True

    # --- 5. selling -------------------------------------------------------------------
    def holds_any(self, s: int) -> bool:
        return any(self.port[s]) or any(self.split[s])

    def _start_selling(self, events: list[Event]) -> None:
        self.queue = [s for s in self.order() if self.holds_any(s)]
        self.phase = "selling"

    def _legal_selling(self, s: int) -> list[Action]:
        legal: list[Action] = []
        port, split = self.port[s], self.split[s]
        for c, key in enumerate(self.R.companies):
            if port[c] or split[c]:
                row = sell_row(key)
                if port[c]:
                    legal.append(row[0])
                if split[c]:
                    legal += row[1:]
        legal.append(DONE)
        return legal

    def sale_value(self, s: int, company: int, shares: int) -> int:
        bonus = self.R.raw.abilities.graham_bonus_per_share if self.has(s, "graham") else 0
        return shares * (self.value(company) + bonus)

    def _apply_selling(self, s: int, action: Action, events: list[Event]) -> None:
        kind = action["type"]
        if kind == "done":
            self.queue.pop(0)
            return
        key = action["company"]
        c = self.R.companies.index(key)
        player = self.players[s]
        name = words.company(key)
        graham = "-graham" if self.has(s, "graham") else ""
        if kind == "sell":
            self.port[s][c] -= 1
            self.discard.append(key)
            gain = self.sale_value(s, c, 1)
            said = f"stockpile-sells{graham}"
        elif kind == "sell_split":
            self.split[s][c] -= 1
            self.discard.append(key)
            gain = self.sale_value(s, c, 2)
            said = f"stockpile-sells-split{graham}"
        else:
            # Half of a split card is sold: the card goes back to the portfolio as one share.
            self.split[s][c] -= 1
            self.port[s][c] += 1
            gain = self.sale_value(s, c, 1)
            said = f"stockpile-sells-half{graham}"
        self.cash[s] += gain
        events.append(public_msg(said, player=as_player(player), company=name, amount=as_money(gain)))
        self.pay_fees(s, events)
        if not self.holds_any(s):
            self.queue.pop(0)

    def combine(self, player: str, steps: list[Action]) -> Action | None:
        """Several shares sold at once ("sell 2 epic", "sell EE EE"): one move,
        {"type": "sell", "companies": [...]}, applied share by share, all or nothing."""
        if steps and all(s.get("type") == "sell" and set(s) == {"type", "company"} for s in steps):
            return {"type": "sell", "companies": [s["company"] for s in steps]}
        return None

    def _sell_several(self, player: str, action: Action) -> list[Event]:
        """The shares of a combined sale in turn: tried on a copy first (its refusal is the one of
        the first share that cannot be sold), then each sold as if played alone."""
        self.require_turn(player)
        companies = action.get("companies")
        if set(action) != {"type", "companies"} or not isinstance(companies, list) \
                or not 1 <= len(companies) <= MAX_SELL or not all(isinstance(c, str) for c in companies):
            raise self.refusal(self.players.index(player), {"type": "sell"})
        trial = self._trial_copy()
        for key in companies:
            trial.apply(player, {"type": "sell", "company": key})
        events: list[Event] = []
        for key in companies:
            events.extend(self.apply(player, {"type": "sell", "company": key}))
        return events

    def _auto_selling(self, events: list[Event]) -> bool:
        if self.queue:
            return False
        self._start_movement(events)
        return True
