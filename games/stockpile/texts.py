"""What the game says, as messages (the catalogs data/locales/*/stockpile.ftl hold the words):
button labels (label), the secret message of a seat, and polite refusals that name what is
allowed without naming anybody's secret."""
from __future__ import annotations

from typing import Any

from games.base import Action, IllegalAction, Message, as_list, as_money, as_player, msg

from . import words

#: The label of "done" in the phases that offer it (stockpile-label-done-<phase>).
_DONE_PHASES = ("selling", "predemand", "action")


def _shares(counts: dict[str, int]) -> list[Message]:
    return [msg("stockpile-count-company", count=n, company=words.company(k)) for k, n in counts.items() if n]


class TextsMixin:
    def secret_message(self, player: str) -> Message | str:
        """The player's secrets in a few sentences, built only from view(player)."""
        if player not in self.players:
            return ""
        view = self.view(player)
        you = view.get("you")
        if not you:
            return ""
        if view["phase"] == "over":
            return msg("stockpile-secret-over")
        none = msg("stockpile-secret-none")
        pairs = you["pairs"]
        forecasts = none
        if pairs:
            forecasts = msg("stockpile-secret-forecasts", count=len(pairs),
                            pairs=as_list([words.pair_noted(p["company"], p["forecast"]) for p in pairs]))
        held = _shares(you["portfolio"])
        seat = view["seats"][you["seat"]]
        split = _shares(seat["split"])
        portfolio = (msg("stockpile-secret-portfolio", shares=as_list(held, "unit")) if held
                     else msg("stockpile-secret-portfolio-empty"))
        if split:
            portfolio = msg("stockpile-secret-portfolio-split", portfolio=portfolio, split=as_list(split, "unit"))
        hand = none
        if you["hand"]:
            hand = msg("stockpile-secret-hand", cards=as_list([words.card(c) for c in you["hand"]], "unit"))
        known = [msg("stockpile-card-on-pile", card=words.card(e["card"]), pile=i)
                 for i, pile in enumerate(view["piles"], 1) for e in pile if not e["up"] and "card" in e]
        facedown = msg("stockpile-secret-facedown", cards=as_list(known, "unit")) if known else none
        seen = []
        for e in you["seen"]:
            what = words.pair_noted(e["company"], e["forecast"])
            if e["player"] is None:
                seen.append(msg("stockpile-seen-facedown", number=e["pair"], pair=what))
            elif view["two_player"]:
                seen.append(msg("stockpile-seen-player-pair", player=as_player(e["player"]), number=e["pair"],
                                pair=what))
            else:
                seen.append(msg("stockpile-seen-player", player=as_player(e["player"]), pair=what))
        martha = msg("stockpile-secret-seen", seen=as_list(seen, "unit")) if seen else none
        offers = none
        if you["offers"]:
            offered = [words.investor(k) for k in you["offers"] if k not in you["investors"]]
            offers = msg("stockpile-secret-offers", investors=as_list(offered, "or"))
        kept = none
        if you["investors"]:
            kept = msg("stockpile-secret-investors", count=len(you["investors"]),
                       investors=as_list([words.investor(k) for k in you["investors"]], "unit"))
        return msg("stockpile-secret", forecasts=forecasts, portfolio=portfolio, hand=hand, facedown=facedown,
                   seen=martha, offers=offers, investors=kept)

    def pair_message(self, pair: list) -> Message:
        """A pair as the state stores it ([company index, forecast]) as a message ("Bank +2")."""
        return words.pair(self.R.companies[pair[0]], pair[1])

    def undoable(self, player: str, action: Action) -> bool:
        """A bid, a card placed face down, a sale or a nudge may be taken back while nothing is
        drawn or turned up by it; a card placed face up, a look or a peek shows something."""
        return self.undoable_by_trial(player, action, {"bid", "place", "sell", "sell_split", "sell_half", "nudge",
                                                        "done", "pass"} if action.get("face") != "up" else set(),
                                      lambda s: (len(s.deck), s.phase, [len(p) for p in s.piles]))

    def term(self, kind: str, field: str, value: Any) -> Message | str | list[Message | str] | None:
        """Companies (short name, ticker, full name), cards and investors by their printed names;
        players by mention."""
        if field == "company" and value in self.R.short_names:
            ticker = next(c.ticker for c in self.R.raw.companies if c.key == value)
            return [words.company(value), ticker, words.company_full(value)]
        if field == "card" and kind == "place" and isinstance(value, str):
            if value in self.R.fee_amounts:      # "fee": what players call a trading-fee card
                return [words.card(value), "fee", f"fee {self.R.fee_amounts[value]}"]
            return words.card(value)
        if field == "investor" and isinstance(value, str):
            return words.investor(value)
        if field == "player" and isinstance(value, str):
            return as_player(value)
        if (field == "track" or (field == "pile" and kind in ("place", "look"))) and isinstance(value, int):
            return [str(value), msg("stockpile-pile-number", pile=value)]   # written "2", also "pile 2"
        return None

    def label(self, action: Action) -> Message | str:
        R = self.R
        kind = action.get("type")
        name: Message | None = None
        if "company" in action and action["company"] in R.short_names:
            name = words.company(action["company"])
        if kind == "bid":
            return msg("stockpile-label-bid", amount=as_money(action["amount"]), pile=action["track"])
        if kind == "place":
            return msg(f"stockpile-label-place-{action['face']}", card=words.card(action["card"]),
                       pile=action["pile"])
        if kind == "keep":
            return msg("stockpile-label-keep", investor=words.investor(action["investor"]))
        if kind == "look":
            return msg("stockpile-label-look", pile=action["pile"])
        if kind == "move_card":
            pile = self.piles[action["pile"] - 1] if action["pile"] - 1 < len(self.piles) else []
            entry = pile[action["card"] - 1] if action["card"] - 1 < len(pile) else None
            what = (words.card(entry[0]) if entry and entry[1]
                    else msg("stockpile-card-number", number=action["card"]))
            return msg("stockpile-label-move-card", card=what, pile=action["pile"], to=action["to"])
        if kind == "peek":
            return msg("stockpile-label-peek", player=as_player(action["player"]), number=action["pair"])
        if kind == "peek_facedown":
            return msg("stockpile-label-peek-facedown", number=action["pair"])
        if kind in R.action_steps:
            steps = R.action_steps[kind]
            return msg(f"stockpile-label-play-{'up' if steps > 0 else 'down'}", card=words.action_card(kind),
                       company=name, steps=abs(steps))
        if kind == "nudge":
            return msg(f"stockpile-label-nudge-{'up' if action['steps'] > 0 else 'down'}", company=name)
        if kind == "sell":
            return msg("stockpile-label-sell", company=name)
        if kind == "sell_split":
            return msg("stockpile-label-sell-split", company=name)
        if kind == "sell_half":
            return msg("stockpile-label-sell-half", company=name)
        if kind == "claim":
            shares = action["shares"]
            if self.claim is None:
                return msg("stockpile-label-show", count=shares)
            what = words.company(R.companies[self.claim["company"]])
            if not shares:
                return msg("stockpile-label-claim-none", company=what)
            return msg("stockpile-label-claim", count=shares, company=what,
                       amount=as_money(shares * self.claim["per_share"]))
        if kind == "dividend":
            return msg("stockpile-label-dividend", company=name)
        if kind == "done":
            return msg(f"stockpile-label-done-{self.phase}" if self.phase in _DONE_PHASES else "stockpile-label-done")
        if kind == "pass":
            return msg("stockpile-label-pass")
        return super().label(action)

    def refusal(self, s: int, action: Action) -> IllegalAction:
        """Why an action is refused, and what is allowed instead (the refusal to raise). Answered
        to the player alone: it may say that they don't hold a card, but never names anybody's secret."""
        if self.claim is not None:
            company = words.company(self.R.companies[self.claim["company"]])
            return IllegalAction("stockpile-refuse-claim", company=company, amount=as_money(self.claim["per_share"]))
        phase = self.phase
        if phase == "choose":
            return IllegalAction("stockpile-refuse-choose")
        if phase == "supply":
            return self._refuse_supply(s, action)
        if phase == "predemand":
            return self._refuse_predemand(s)
        if phase == "demand":
            return self._refuse_bid(s, action)
        if phase == "action":
            return self._refuse_action(s)
        if phase == "selling":
            return IllegalAction("stockpile-refuse-selling")
        if phase == "round_end":
            return IllegalAction("stockpile-refuse-round-end")
        return IllegalAction("stockpile-refuse-phase", phase=words.phase(phase))

    def _refuse_supply(self, s: int, action: Action) -> IllegalAction:
        allowed = self.faces_allowed(s)
        faces = as_list([msg(f"stockpile-face-{f}") for f in allowed], "or")
        n = len(self.piles)
        card = action.get("card") if isinstance(action, dict) else None
        if card is not None and card not in self.hand[s]:      # the first reason, before the face
            return IllegalAction("stockpile-refuse-place-unheld", faces=faces, piles=n)
        if isinstance(action, dict) and action.get("face") in ("up", "down") and action["face"] not in allowed:
            return IllegalAction(f"stockpile-refuse-place-{action['face']}-used", piles=n)
        return IllegalAction("stockpile-refuse-place", faces=faces, piles=n)

    def _refuse_predemand(self, s: int) -> IllegalAction:
        left = self.abil_left[s]
        can = []
        if "warren" in left:
            can.append(msg("stockpile-can-look"))
        if "mark" in left:
            can.append(msg("stockpile-can-move"))
        what = as_list(can, "or") if can else msg("stockpile-can-investor")
        return IllegalAction("stockpile-refuse-predemand", can=what, piles=len(self.piles))

    def _refuse_bid(self, s: int, action: Action) -> IllegalAction:
        slots = self.R.raw.money.bid_slots
        n = len(self.bids)
        other = self.committed(s) if self.two_player else 0
        room = self.cash[s] - other
        have = (msg("stockpile-you-have-beside", amount=as_money(room)) if other
                else msg("stockpile-you-have", amount=as_money(room)))
        spaces = as_list([as_money(v) for v in slots], "unit")
        kind = action.get("type") if isinstance(action, dict) else None
        if kind in ("peek", "peek_facedown") and self.has(s, "martha"):
            if self.martha_used[s]:
                return IllegalAction("stockpile-refuse-martha-used")
            facedown = any(a["type"] == "peek_facedown" for a in self.martha_targets(s))
            return IllegalAction("stockpile-refuse-martha-facedown" if facedown else "stockpile-refuse-martha")
        track = action.get("track") if kind == "bid" else None
        if not isinstance(track, int) or isinstance(track, bool) or not 1 <= track <= n:
            return IllegalAction("stockpile-refuse-bid-pile", piles=n, spaces=spaces, have=have)
        t = track - 1
        bid = self.bids[t]
        if bid is not None and bid[0] == s:
            return IllegalAction("stockpile-refuse-bid-own", pile=track)
        if bid is not None and bid[1] + 1 >= len(slots):
            return IllegalAction("stockpile-refuse-bid-locked", pile=track, amount=as_money(slots[-1]))
        low = 0 if bid is None else slots[bid[1] + 1]
        can = msg("stockpile-refuse-bid-can", amount=as_money(low), pile=track, have=have)
        amount = action.get("amount")
        over = isinstance(amount, int) and not isinstance(amount, bool) and amount > room
        if low > room:
            return IllegalAction("stockpile-refuse-bid-elsewhere", can=can)
        top = max(v for v in slots if v <= room)
        if action.get("amount") not in slots:
            return IllegalAction("stockpile-refuse-bid-spaces", can=can, spaces=spaces)
        if low == top:
            return IllegalAction("stockpile-refuse-bid-only", can=can, amount=as_money(low))
        if over:
            return IllegalAction("stockpile-refuse-bid-range-over", can=can, low=as_money(low), top=as_money(top))
        return IllegalAction("stockpile-refuse-bid-range", can=can, low=as_money(low), top=as_money(top))

    def _refuse_action(self, s: int) -> IllegalAction:
        R = self.R
        cards = as_list([words.action_card(a) for a in dict.fromkeys(self.acts[s])], "unit")
        cramer = self.has(s, "cramer") and not self.cramer_used[s]
        if self.acts[s]:
            companies = as_list(list(R.companies), "or")   # the typed keys
            if cramer:
                return IllegalAction("stockpile-refuse-action-cramer", cards=cards, companies=companies)
            return IllegalAction("stockpile-refuse-action", cards=cards, companies=companies)
        if cramer:
            return IllegalAction("stockpile-refuse-cramer")
        return IllegalAction("stockpile-refuse-action-any")
