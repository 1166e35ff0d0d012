"""What each seat may know (view) and the leak-test twin (vary_secrets)."""
from __future__ import annotations

import random

from games.base import GameState


_STATIC: dict[str, list[dict]] = {}


def _static_companies(R, side: str) -> list[dict]:
    """The unchanging part of each company's entry in a view (built once per board side)."""
    if side not in _STATIC:
        tracks = R.boards[side]
        _STATIC[side] = [
            {"key": k, "name": R.company_names[k], "short": R.short_names[k],
             "ticker": R.raw.companies[c].ticker, "colour": R.raw.companies[c].colour,
             "track": list(tracks[c].values), "start": tracks[c].start, "split_to": tracks[c].split,
             "dividend_spaces": sorted(tracks[c].dividend_spaces)}
            for c, k in enumerate(R.companies)
        ]
    return _STATIC[side]


class ViewsMixin:
    def _pair(self, pair: list) -> dict:
        return {"company": self.R.companies[pair[0]], "forecast": pair[1]}

    def view(self, player: str | None) -> dict:
        R = self.R
        me = self.players.index(player) if player in self.players else -1
        companies = R.companies
        choosing = self.phase == "choose"
        over = self.phase == "over"
        seats = []
        for s, p in enumerate(self.players):
            seat = {
                "player": p,
                "cash": self.cash[s],
                "unpaid_fees": list(self.unpaid[s]),
                "portfolio_count": sum(self.port[s]),
                "split": {k: self.split[s][c] for c, k in enumerate(companies) if self.split[s][c]},
                "investors": [] if choosing else list(self.inv[s]),
                "chosen": self.kept_done[s],
                "hand_count": len(self.hand[s]),
                "pairs": len(self.pairs[s]),
                "actions": list(self.acts[s]),
            }
            if over:
                seat["portfolio"] = {k: self.port[s][c] for c, k in enumerate(companies) if self.port[s][c]}
                seat["final"] = dict(self.final[s])
            seats.append(seat)
        slots = R.raw.money.bid_slots
        piles = []
        for pile in self.piles:
            cards = []
            for code, up, known in pile:
                if up:
                    cards.append({"up": True, "card": code})
                else:
                    entry = {"up": False}
                    if me in known:
                        entry["card"] = code
                    cards.append(entry)
            piles.append(cards)
        claim = None
        if self.claim is not None:
            # "why" names the payout as a message ("Bank dividend"); tables saved before it was one hold English.
            claim = {"company": companies[self.claim["company"]], "per_share": self.claim["per_share"],
                     "why": self.claim["why"], "waiting": [self.players[s] for s in self.claim["waiting"]]}
        tracks = self.tracks
        view = {
            "game": "stockpile",
            "players": list(self.players),
            "to_act": self.to_act(),
            "phase": self.phase,
            "round": self.round,
            "rounds_total": self.rounds_total,
            "start_player": self.players[self.start],
            "side": self.side,
            "two_player": self.two_player,
            "investors_in_play": self.use_investors,
            "companies": [
                {**static, "position": self.price[c], "price": tracks[c].values[self.price[c]]}
                for c, static in enumerate(_static_companies(R, self.side))
            ],
            "price_unit": R.raw.money.price_unit,
            "seats": seats,
            "public_pair": None if self.public_pair is None else self._pair(self.public_pair),
            "hidden_pairs": len(self.hidden_pairs),
            "revealed": [{"company": companies[c], "forecast": f, "source": src} for c, f, src in self.revealed],
            "piles": piles,
            "bid_slots": list(slots),
            "bids": [None if b is None else {"player": self.players[b[0]], "amount": slots[b[1]]} for b in self.bids],
            "bidder": self.players[self.bidder] if self.phase == "demand" and self.bidder >= 0 else None,
            "claim": claim,
            "deck": len(self.deck),
            "discard": len(self.discard),
            "flow": self._flow(),
        }
        if me >= 0:
            view["you"] = {
                "player": player,
                "seat": me,
                "portfolio": {k: self.port[me][c] for c, k in enumerate(companies) if self.port[me][c]},
                "pairs": [self._pair(p) for p in self.pairs[me]],
                "hand": list(self.hand[me]),
                "offers": list(self.offers[me]),
                "investors": list(self.inv[me]),
                "seen": [{"player": e["player"], "pair": e["pair"] + 1, "company": companies[e["company"]],
                          "forecast": e["forecast"]} for e in self.seen[me]],
            }
        return view

    def _flow(self) -> dict:
        """The public bookkeeping of the turn order (who acts next, faces placed, bids off the
        board, abilities used), so that a whole state can be rebuilt from a view (games/stockpile/
        sample.py). Everything here happened in front of the whole table."""
        players = self.players
        return {
            "queue": [players[s] for s in self.queue],
            "place_queue": [players[s] for s in self.place_queue],
            "off": list(self.off),
            "last_bidder": players[self.last_bidder] if self.last_bidder >= 0 else None,
            "supply_pass": self.supply_pass,
            "faces": [list(f) for f in self.faces],
            "abil_left": [list(a) for a in self.abil_left],
            "martha_used": list(self.martha_used),
            "cramer_used": list(self.cramer_used),
            "reshuffles": self.reshuffles,
            "moving": None if self.moving is None else [self.R.companies[self.moving[0]], self.moving[1]],
            "moves_left": len(self.move_queue),
        }

    # --- the leak test's twin ----------------------------------------------------------
    def vary_secrets(self, player: str, seed: int) -> GameState:
        """A copy where what only `player` knows differs: their portfolio, hand, lone
        face-down cards, private pairs and undisclosed investor cards."""
        twin = self.copy()
        rng = random.Random(seed)
        s = twin.players.index(player)
        R = twin.R
        companies = R.companies

        def swap_with_deck(code: str) -> str | None:
            spots = [i for i, d in enumerate(twin.deck) if d != code]
            if not spots:
                return None
            i = rng.choice(spots)
            other = twin.deck[i]
            twin.deck[i] = code
            return other

        # A portfolio share for a different share from the deck.
        held = [c for c in range(len(companies)) if twin.port[s][c] and twin.phase != "over"]
        if held:
            c = rng.choice(held)
            spots = [i for i, d in enumerate(twin.deck) if d in companies and d != companies[c]]
            if spots:
                i = rng.choice(spots)
                d = companies.index(twin.deck[i])
                twin.deck[i] = companies[c]
                twin.port[s][c] -= 1
                twin.port[s][d] += 1
        # Cards in hand (supply) for cards from the deck.
        for i, code in enumerate(twin.hand[s]):
            other = swap_with_deck(code)
            if other is not None:
                twin.hand[s][i] = other
        # Face-down cards in the piles that nobody else has seen.
        for pile in twin.piles:
            for entry in pile:
                if not entry[1] and entry[2] == [s]:
                    other = swap_with_deck(entry[0])
                    if other is not None:
                        entry[0] = other
        # A private pair for a face-down pair nobody has looked at.
        peeked = {(e["player"], e["pair"]) for seen in twin.seen for e in seen}
        mine = [j for j in range(len(twin.pairs[s])) if (player, j) not in peeked]
        hidden = [j for j in range(len(twin.hidden_pairs)) if (None, j) not in peeked]
        if mine and hidden and twin.phase not in ("movement", "round_end", "over"):
            j, k = rng.choice(mine), rng.choice(hidden)
            twin.pairs[s][j], twin.hidden_pairs[k] = twin.hidden_pairs[k], twin.pairs[s][j]
        # What Martha saw of a face-down pair: swap its forecast with a pair nobody has seen.
        if twin.phase not in ("movement", "round_end", "over"):
            peeked = {(e["player"], e["pair"]) for seen in twin.seen for e in seen}
            for entry in twin.seen[s]:
                if entry["player"] is not None:
                    continue
                j = entry["pair"]
                others = [k for k in range(len(twin.hidden_pairs)) if (None, k) not in peeked]
                if others:
                    k = rng.choice(others)
                    a, b = twin.hidden_pairs[j], twin.hidden_pairs[k]
                    twin.hidden_pairs[j], twin.hidden_pairs[k] = [a[0], b[1]], [b[0], a[1]]
                    entry["forecast"] = b[1]
        # Investor cards still being chosen.
        if twin.phase == "choose":
            used = {k for offer in twin.offers for k in offer} | {k for inv in twin.inv for k in inv}
            box = [k for k in R.investor_order if k not in used]
            spare = [i for i, k in enumerate(twin.offers[s]) if k not in twin.inv[s]]
            if box and spare:
                twin.offers[s][rng.choice(spare)] = rng.choice(box)
        twin._legal_cache = None
        return twin
