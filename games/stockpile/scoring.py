"""The end of the game: majority bonuses, liquidation, unpaid fees, final money."""
from __future__ import annotations

from games.base import Event, as_list, as_money, as_player, msg, public_msg

from . import words


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
            held = [msg("stockpile-count-company", count=self.units(s, c), company=words.company(k))
                    for c, k in enumerate(R.companies) if self.units(s, c)]
            shown = as_list(held, "unit") if held else msg("stockpile-no-shares")
            fees = [msg("stockpile-final-fees-paid", amount=as_money(-paid))] if paid else []
            if unpaid:
                fees.append(msg("stockpile-final-fees-unpaid", amount=as_money(-unpaid)))
            if fees:
                events.append(public_msg("stockpile-final-fees", player=as_player(player), shares=shown,
                                         bonus=as_money(bonus[s]), sale=as_money(sale), fees=as_list(fees, "unit"),
                                         total=as_money(total)))
            else:
                events.append(public_msg("stockpile-final", player=as_player(player), shares=shown,
                                         bonus=as_money(bonus[s]), sale=as_money(sale), total=as_money(total)))
            events.extend(paying)
        self.final = final
        self.phase = "over"
        self.queue = []
        best = max(f["total"] for f in final)
        won = [as_player(p) for s, p in enumerate(self.players) if final[s]["total"] == best]
        events.append(public_msg("stockpile-over", count=len(won), winners=as_list(won), amount=as_money(best)))
