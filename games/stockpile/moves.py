"""Price movement: steps, splits (with carry-over and the re-split payout), bankruptcy,
dividends claimed by the holders, 6. the movement phase and the end of the round
(Dividend Deborah, round marker, start player)."""
from __future__ import annotations

from games.base import Action, Event, as_money, as_player, msg, public_msg

from . import words
from .actions import claims


class MovesMixin:
    # --- moving one company ----------------------------------------------------------
    def start_move(self, company: int, steps: int) -> None:
        if steps:
            self.moving = [company, steps]

    def _continue_move(self, events: list[Event]) -> None:
        """Step the moving company; stops early when a Steel dividend space asks the holders."""
        c, left = self.moving
        track = self.tracks[c]
        name = words.company(self.R.companies[c])
        while left:
            if left > 0:
                left -= 1
                if self.price[c] == track.last:
                    self._split(c, events)
                    self.price[c] = track.split
                    continue
                self.price[c] += 1
                if self.price[c] in track.dividend_spaces:
                    self.moving = [c, left] if left else None
                    events.append(public_msg("stockpile-dividend-space", company=name))
                    self.open_claim(c, self.R.board_dividend[self.side], msg("stockpile-why-space", company=name))
                    return
            else:
                left += 1
                if self.price[c] == 0:
                    self._bankrupt(c, events)
                    self.price[c] = track.start
                    left = 0
                    break
                self.price[c] -= 1
        self.moving = None
        events.append(public_msg("stockpile-now-at", company=name, price=track.values[self.price[c]]))

    def _split(self, c: int, events: list[Event]) -> None:
        key = self.R.companies[c]
        name = words.company(key)
        payout = self.R.raw.money.resplit_payout
        events.append(public_msg("stockpile-splits", company=name))
        for s, player in enumerate(self.players):
            already = self.split[s][c]
            moved = self.port[s][c]
            if already:
                self.cash[s] += already * payout
                events.append(public_msg("stockpile-resplit", player=as_player(player),
                                         amount=as_money(already * payout), count=already, company=name))
            if moved:
                self.split[s][c] += moved
                self.port[s][c] = 0
                events.append(public_msg("stockpile-to-split", player=as_player(player), count=moved, company=name))
            if already:
                self.pay_fees(s, events)

    def _bankrupt(self, c: int, events: list[Event]) -> None:
        key = self.R.companies[c]
        name = words.company(key)
        events.append(public_msg("stockpile-bankrupt", company=name))
        for s, player in enumerate(self.players):
            lost = self.port[s][c] + self.split[s][c]
            if lost:
                events.append(public_msg("stockpile-loses", player=as_player(player), count=lost, company=name))
            self.discard += [key] * lost
            self.port[s][c] = 0
            self.split[s][c] = 0

    # --- dividends: each holder chooses how many shares to show and claim --------------
    def units(self, s: int, c: int) -> int:
        """Shares of a company a player holds; a split card counts twice."""
        return self.port[s][c] + 2 * self.split[s][c]

    def open_claim(self, c: int, per_share: int, why: dict) -> None:
        """Ask the holders of company `c` how many shares they show; `why` is a message (the
        payout's name: "Bank dividend")."""
        # Everyone who might hold shares is asked, so that being asked reveals nothing;
        # players known to hold none (no cards at all, none split) are skipped.
        waiting = [s for s in range(self.n) if any(self.port[s]) or self.split[s][c]]
        if waiting:
            self.claim = {"company": c, "per_share": per_share, "why": why, "waiting": waiting}

    def _legal_claim(self, s: int) -> list[Action]:
        return claims(self.units(s, self.claim["company"]))

    def _apply_claim(self, s: int, action: Action, events: list[Event]) -> None:
        claim = self.claim
        shares = action["shares"]
        gain = shares * claim["per_share"]
        name = words.company(self.R.companies[claim["company"]])
        player = self.players[s]
        if shares:
            self.cash[s] += gain
            events.append(public_msg("stockpile-claims", player=as_player(player), count=shares, company=name,
                                     amount=as_money(gain)))
            self.pay_fees(s, events)
        else:
            events.append(public_msg("stockpile-claims-nothing", player=as_player(player), company=name))
        claim["waiting"].remove(s)
        if not claim["waiting"]:
            self.claim = None

    # --- 6. movement ----------------------------------------------------------------------
    def _start_movement(self, events: list[Event]) -> None:
        queue = []
        for s in self.order():
            queue += [[pair[0], pair[1], self.players[s]] for pair in self.pairs[s]]
        if self.public_pair is not None:
            queue.append([self.public_pair[0], self.public_pair[1], "public"])
        queue += [[pair[0], pair[1], "hidden"] for pair in self.hidden_pairs]
        self.move_queue = queue
        self.phase = "movement"

    def _auto_movement(self, events: list[Event]) -> bool:
        if not self.move_queue:
            self._start_round_end(events)
            return True
        c, forecast, source = self.move_queue.pop(0)
        self.revealed.append([c, forecast, source])
        pair = words.pair(self.R.companies[c], forecast)
        if source == "public":       # announced at the start of the round; now it moves the market
            events.append(public_msg("stockpile-reveal-public", pair=pair))
        elif source == "hidden":
            events.append(public_msg("stockpile-reveal-hidden", pair=pair))
        else:
            events.append(public_msg("stockpile-reveal", player=as_player(source), pair=pair))
        if forecast in self.R.dividend_forecasts:
            name = words.company(self.R.companies[c])
            self.open_claim(c, self.R.raw.money.dividend_per_share, msg("stockpile-why-dividend", company=name))
        else:
            self.start_move(c, self.R.forecast_steps[forecast])
        return True

    # --- end of the round ------------------------------------------------------------------
    def _start_round_end(self, events: list[Event]) -> None:
        self.queue = [s for s in self.order() if self.has(s, "deborah")]
        self.phase = "round_end"

    def _legal_round_end(self, s: int) -> list[Action]:
        return [{"type": "dividend", "company": c} for c in self.R.companies] + [{"type": "pass"}]

    def _apply_round_end(self, s: int, action: Action, events: list[Event]) -> None:
        self.queue.pop(0)
        if action["type"] == "pass":
            events.append(public_msg("stockpile-deborah-passes", player=as_player(self.players[s])))
            return
        c = self.R.companies.index(action["company"])
        name = words.company(action["company"])
        per_share = self.R.raw.abilities.deborah_per_share
        events.append(public_msg("stockpile-deborah-names", player=as_player(self.players[s]), company=name,
                                 amount=as_money(per_share)))
        self.open_claim(c, per_share, msg("stockpile-why-deborah", company=name))

    def _auto_round_end(self, events: list[Event]) -> bool:
        if self.queue:
            return False
        if self.round >= self.rounds_total:
            self.finish(events)
            return True
        self.round += 1
        self.start = (self.start + 1) % self.n
        self.phase = "info"
        return True
