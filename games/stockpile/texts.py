"""Words: button labels (describe) and polite refusals that name what is allowed
without naming anybody's secret."""
from __future__ import annotations

from games.base import Action, mention, money

PHASE_NAMES = {
    "choose": "choosing investors", "info": "information", "supply": "supply",
    "predemand": "investors before the demand", "demand": "demand (bidding)", "action": "actions",
    "selling": "selling", "movement": "movement", "round_end": "the end of the round", "over": "over",
}


class TextsMixin:
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
            return f"{R.action_names[kind]}: {name} {R.action_steps[kind]:+d}"
        if kind == "nudge":
            return f"Cramer: {name} {'up' if action['steps'] > 0 else 'down'} 1"
        if kind == "sell":
            return f"Sell 1 {name} share"
        if kind == "sell_split":
            return f"Sell a split {name} card (2 shares)"
        if kind == "sell_half":
            return f"Sell half of a split {name} card"
        if kind == "claim":
            return f"Claim for {action['shares']} share(s)"
        if kind == "dividend":
            return f"Deborah: dividend on {name}"
        if kind == "done":
            return "Done"
        if kind == "pass":
            return "Pass"
        return super().describe(action)

    def refusal(self, s: int, action: Action) -> str:
        """Why an action is refused, and what is allowed instead (no secrets)."""
        if self.claim is not None:
            name = self.R.short_names[self.R.companies[self.claim["company"]]]
            return (f"Now each holder says how many {name} shares they show for the payout: "
                    f"claim with a number of shares from 0 to what you hold.")
        phase = self.phase
        if phase == "choose":
            return "Keep one of the investors you were dealt (see your private view)."
        if phase == "supply":
            faces = " or ".join(self.faces_allowed(s))
            return (f"Put a card from your hand face {faces} on a pile from 1 to {len(self.piles)}.")
        if phase == "predemand":
            return "Use your investor's ability (look or move_card) on piles 1 to %d, or done." % len(self.piles)
        if phase == "demand":
            slots = self.R.raw.money.bid_slots
            room = self.cash[s] - (self.committed(s) if self.two_player else 0)
            if isinstance(action, dict) and action.get("type") == "bid" and isinstance(action.get("track"), int) \
                    and 1 <= action["track"] <= len(self.bids):
                t = action["track"] - 1
                bid = self.bids[t]
                if bid is not None and bid[0] == s:
                    return f"Your own meeple is on pile {t + 1}; bid on another pile."
                if bid is not None and bid[1] + 1 >= len(slots):
                    return f"Pile {t + 1} is locked at {money(slots[-1])}; bid on another pile."
                low = 0 if bid is None else slots[bid[1] + 1]
                return (f"You can bid {money(low)} or more on pile {t + 1}, on the track's spaces, "
                        f"up to {money(room)}.")
            return (f"Bid on a pile from 1 to {len(self.bids)}, higher than the bid there, on a track space "
                    f"({', '.join(money(v) for v in slots)}), up to {money(room)}.")
        if phase == "action":
            return "Play each action card you took on a company of your choice (boom/bust company)."
        if phase == "selling":
            return "Sell one of your shares (sell, sell_split, sell_half with a company), or done."
        if phase == "round_end":
            return "Name a company for Dividend Deborah's payout, or pass."
        return f"That is not possible now ({PHASE_NAMES.get(phase, phase)})."
