"""The end of the game: majority bonuses, liquidation, unpaid fees, final money."""
from __future__ import annotations

from games.base import Event, mention, money, public


class ScoringMixin:
    def majority_bonuses(self) -> list[int]:
        """Per seat: $10,000 for each company they hold most of, $5,000 when tied for most."""
        m = self.R.raw.money
        bonus = [0] * self.n
        for c in range(len(self.R.companies)):
            held = [self.units(s, c) for s in range(self.n)]
            best = max(held)
            if best == 0:
                continue
            top = [s for s in range(self.n) if held[s] == best]
            for s in top:
                bonus[s] += m.majority_bonus if len(top) == 1 else m.majority_tie_bonus
        return bonus

    def finish(self, events: list[Event]) -> None:
        R = self.R
        bonus = self.majority_bonuses()
        final = []
        for s, player in enumerate(self.players):
            sale = sum(self.sale_value(s, c, self.units(s, c)) for c in range(len(R.companies)))
            self.cash[s] += bonus[s] + sale
            before = self.cash[s]
            paying: list[Event] = []          # told after the money that pays them
            self.pay_fees(s, paying)
            paid = before - self.cash[s]
            unpaid = sum(self.unpaid[s])
            total = self.cash[s] - unpaid
            final.append({"bonus": bonus[s], "shares": sale, "unpaid": unpaid, "total": total})
            held = ", ".join(f"{self.units(s, c)} {R.short_names[k]}" for c, k in enumerate(R.companies)
                             if self.units(s, c))
            text = (f"{mention(player)} shows {held or 'no shares'}: majority bonuses {money(bonus[s])}, "
                    f"shares sold for {money(sale)}")
            if paid:
                text += f", waiting fees paid {money(-paid)}"
            if unpaid:
                text += f", unpaid fees {money(-unpaid)}"
            events.append(public(text + f" — {money(total)} in all."))
            events.extend(paying)
        self.final = final
        self.phase = "over"
        self.queue = []
        best = max(f["total"] for f in final)
        won = [mention(p) for s, p in enumerate(self.players) if final[s]["total"] == best]
        events.append(public(f"The game is over. {' and '.join(won)} {'wins' if len(won) == 1 else 'share the win'} "
                             f"with {money(best)}."))
