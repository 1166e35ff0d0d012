"""Words: button labels (describe) and polite refusals that name what is allowed
without naming anybody's secret."""
from __future__ import annotations

from games.base import Action, mention, money

PHASE_NAMES = {
    "choose": "choosing investors", "info": "information", "supply": "supply",
    "predemand": "investors before the demand", "demand": "demand (bidding)", "action": "actions",
    "selling": "selling", "movement": "movement", "round_end": "the end of the round", "over": "over",
}


SECRET_LIMIT = 1500


def article(word: str) -> str:
    """'a' or 'an' before a word ("an Epic share", "a Bust card")."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def plural(n: int, noun: str) -> str:
    """'1 Auto share', '2 Auto shares'."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _shares_text(counts: dict[str, int], short: dict[str, str]) -> str:
    return ", ".join(f"{n} {short.get(k, k)}" for k, n in counts.items() if n)


def _forecast_text(pair: dict, short: dict[str, str]) -> str:
    name = short.get(pair["company"], pair["company"])
    forecast = pair["forecast"]
    return f"{name} {forecast} (dividend)" if forecast == "$$" else f"{name} {forecast}"


_DONE = {
    "selling": "Done selling",
    "predemand": "Done: go on to the bidding",
    "action": "Done: no Cramer nudge",
}


class TextsMixin:
    def secret_text(self, player: str) -> str:
        """The player's secrets in a few sentences, built only from view(player)."""
        if player not in self.players:
            return ""
        view = self.view(player)
        you = view.get("you")
        if not you:
            return ""
        if view["phase"] == "over":
            return "The game is over: every portfolio has been shown."
        R = self.R
        short = {c["key"]: c["short"] for c in view["companies"]}
        parts: list[str] = []
        pairs = you["pairs"]
        if pairs:
            label = "Your forecast" if len(pairs) == 1 else "Your forecasts"
            parts.append(f"{label}: {' and '.join(_forecast_text(p, short) for p in pairs)}.")
        held = _shares_text(you["portfolio"], short)
        seat = view["seats"][you["seat"]]
        split = _shares_text(seat["split"], short)
        text = f"Your portfolio: {held or 'no shares'}"
        if split:
            text += f" (split cards: {split})"
        parts.append(text + ".")
        if you["hand"]:
            parts.append(f"In hand: {', '.join(R.card_name(c) for c in you['hand'])}.")
        known = [f"{R.card_name(e['card'])} on pile {i}"
                 for i, pile in enumerate(view["piles"], 1) for e in pile if not e["up"] and "card" in e]
        if known:
            parts.append(f"Face down: {', '.join(known)}.")
        seen = []
        for e in you["seen"]:
            whose = (f"face-down pair {e['pair']}" if e["player"] is None
                     else f"{mention(e['player'])}'s pair" + (f" {e['pair']}" if view["two_player"] else ""))
            seen.append(f"{whose} is {_forecast_text(e, short)}")
        if seen:
            parts.append(f"Martha saw: {'; '.join(seen)}.")
        if you["offers"]:
            names = [R.investors[k].name for k in you["offers"] if k not in you["investors"]]
            parts.append(f"Investors to choose from: {' or '.join(names)}.")
        if you["investors"]:
            label = "Investor" if len(you["investors"]) == 1 else "Investors"
            parts.append(f"{label}: {', '.join(R.investors[k].name for k in you['investors'])}.")
        return " ".join(parts)[:SECRET_LIMIT]

    def pair_text(self, pair: list) -> str:
        return f"{self.R.short_names[self.R.companies[pair[0]]]} {pair[1]}"

    def describe(self, action: Action) -> str:
        R = self.R
        kind = action.get("type")
        name = R.short_names.get(action.get("company", ""), "")
        if kind == "bid":
            return f"Bid {money(action['amount'])} on pile {action['track']}"
        if kind == "place":
            return f"Put {R.card_name(action['card'])} face {action['face']} on pile {action['pile']}"
        if kind == "keep":
            inv = R.investors[action["investor"]]
            return f"Keep {inv.name}"
        if kind == "look":
            return f"Warren: look at pile {action['pile']}"
        if kind == "move_card":
            pile = self.piles[action["pile"] - 1] if action["pile"] - 1 < len(self.piles) else []
            entry = pile[action["card"] - 1] if action["card"] - 1 < len(pile) else None
            what = R.card_name(entry[0]) if entry and entry[1] else f"card {action['card']}"
            return f"Mark: move {what} of pile {action['pile']} to pile {action['to']}"
        if kind == "peek":
            return f"Martha: look at {mention(action['player'])}'s pair {action['pair']}"
        if kind == "peek_facedown":
            return f"Martha: look at face-down pair {action['pair']}"
        if kind in R.action_steps:
            steps = R.action_steps[kind]
            return f"Play {R.action_names[kind]}: {name} {'up' if steps > 0 else 'down'} {abs(steps)}"
        if kind == "nudge":
            return f"Cramer: {name} {'up' if action['steps'] > 0 else 'down'} 1"
        if kind == "sell":
            return f"Sell 1 {name} share"
        if kind == "sell_split":
            return f"Sell a split {name} card (2 shares)"
        if kind == "sell_half":
            return f"Sell half of a split {name} card"
        if kind == "claim":
            shares = action["shares"]
            if self.claim is None:
                return f"Show {plural(shares, 'share')} for the payout"
            what = R.short_names[R.companies[self.claim["company"]]]
            if not shares:
                return f"Show no {what} shares (take nothing)"
            return f"Show {plural(shares, what + ' share')}: take {money(shares * self.claim['per_share'])}"
        if kind == "dividend":
            return f"Deborah: dividend on {name}"
        if kind == "done":
            return _DONE.get(self.phase, "Done")
        if kind == "pass":
            return "Pass"
        return super().describe(action)

    def refusal(self, s: int, action: Action) -> str:
        """Why an action is refused, and what is allowed instead. Answered to the player alone: it
        may say that they don't hold a card, but never names anybody's secret."""
        if self.claim is not None:
            name = self.R.short_names[self.R.companies[self.claim["company"]]]
            return (f"Now each holder says how many {name} shares they show for the payout "
                    f"({money(self.claim['per_share'])} a share; a split card counts two): "
                    f"claim a number from 0 to the {name} shares you hold.")
        phase = self.phase
        if phase == "choose":
            return "Keep one of the investors you were dealt (see your private view)."
        if phase == "supply":
            return self._refuse_supply(s, action)
        if phase == "predemand":
            return self._refuse_predemand(s)
        if phase == "demand":
            return self._refuse_bid(s, action)
        if phase == "action":
            return self._refuse_action(s)
        if phase == "selling":
            return ("Sell one of your shares (sell, sell_split or sell_half with a company you hold), "
                    "or done to stop selling.")
        if phase == "round_end":
            return "Name a company for Dividend Deborah's payout (dividend with a company), or pass."
        return f"That is not possible now ({PHASE_NAMES.get(phase, phase)})."

    def _refuse_supply(self, s: int, action: Action) -> str:
        faces = self.faces_allowed(s)
        n = len(self.piles)
        card = action.get("card") if isinstance(action, dict) else None
        if card is not None and card not in self.hand[s]:      # the first reason, before the face
            return (f"You don't hold that card: put one of the cards in your hand (see your private view) "
                    f"face {' or '.join(faces)} on a pile from 1 to {n}.")
        if isinstance(action, dict) and action.get("face") in ("up", "down") and action["face"] not in faces:
            if action["face"] == "down":
                return f"You have already put a card face down this time; put your other card face up on a pile from 1 to {n}."
            return f"You have already put a card face up this time; put your other card face down on a pile from 1 to {n}."
        return f"Put a card from your hand face {' or '.join(faces)} on a pile from 1 to {n}."

    def _refuse_predemand(self, s: int) -> str:
        left = self.abil_left[s]
        can = []
        if "warren" in left:
            can.append("look at the face-down cards of one pile (look, pile)")
        if "mark" in left:
            can.append("move one card to another pile (move_card, pile, card, to)")
        what = " or ".join(can) or "use your investor"
        return f"Before the bidding you may {what}, on piles 1 to {len(self.piles)}; or done."

    def _refuse_bid(self, s: int, action: Action) -> str:
        slots = self.R.raw.money.bid_slots
        n = len(self.bids)
        other = self.committed(s) if self.two_player else 0
        room = self.cash[s] - other
        have = (f"you have {money(room)} left beside your other bid" if other
                else f"you have {money(room)}")
        spaces = ", ".join(money(v) for v in slots)
        kind = action.get("type") if isinstance(action, dict) else None
        if kind in ("peek", "peek_facedown") and self.has(s, "martha"):
            if self.martha_used[s]:
                return "Mayknow Martha looks only once a round; now bid on a pile."
            facedown = any(a["type"] == "peek_facedown" for a in self.martha_targets(s))
            also = " or a face-down pair (peek_facedown, pair)" if facedown else ""
            return f"Mayknow Martha may look at another player's pair (peek, player, pair){also}, then bid."
        track = action.get("track") if kind == "bid" else None
        if not isinstance(track, int) or isinstance(track, bool) or not 1 <= track <= n:
            return f"Bid on a pile from 1 to {n}, higher than the bid there, on a track space ({spaces}); {have}."
        t = track - 1
        bid = self.bids[t]
        if bid is not None and bid[0] == s:
            return f"Your own meeple is on pile {track}; bid on another pile."
        if bid is not None and bid[1] + 1 >= len(slots):
            return f"Pile {track} is locked at {money(slots[-1])}; bid on another pile."
        low = 0 if bid is None else slots[bid[1] + 1]
        text = f"You can bid {money(low)} or more on pile {track}; {have}."
        amount = action.get("amount")
        over = (" A bid may never be more than the cash you have."
                if isinstance(amount, int) and not isinstance(amount, bool) and amount > room else "")
        if low > room:
            return text + " Bid on another pile."
        top = max(v for v in slots if v <= room)
        if action.get("amount") not in slots:
            return text + f" Bids go on the track's spaces ({spaces})."
        if low == top:
            return text + f" So the only bid left there is {money(low)}."
        return text + f" So bid from {money(low)} to {money(top)} there.{over}"

    def _refuse_action(self, s: int) -> str:
        R = self.R
        cards = [R.action_names[a] for a in dict.fromkeys(self.acts[s])]
        cramer = self.has(s, "cramer") and not self.cramer_used[s]
        if cards:
            text = (f"Play each action card you took ({', '.join(cards)}) on a company of your choice "
                    f"({', '.join(R.companies)})")
            if cramer:
                text += "; Crazy Cramer may also nudge one company 1 step up or down"
            return text + "."
        if cramer:
            return "Crazy Cramer may nudge one company 1 step up or down (nudge, company, steps 1 or -1), or done."
        return "Play each action card you took on a company of your choice."
