"""A computer player for Futures!: expected price moves from what it can see.

It estimates how far each commodity will move before its next turn (the cards
that will count in the next price move: face-up field cards that stay
uncovered, its own face-down cards, and the average of the cards it cannot see),
then takes the action with the best expected money: trade, settle, pass (+1),
and, rarely, buy the fourth marker or discard two cards for another strong trade.
It uses only its own view and the legal actions.
"""
from __future__ import annotations

import random

from games.base import Message, as_money, msg
from games.futures import words
from games.levels import fallback

KINDS = ("up", "down")
TWO_CARDS = 6.0     # what an extra action must bring to be worth discarding two cards for


def _dir(card: str) -> tuple[str, int]:
    commodity, _, side = card.rpartition("_")
    return commodity, 1 if side == "up" else -1


def _price_at(ladder: list[int], row: float) -> float:
    """The ladder price at a fractional row (linear between rows), clamped to the ladder."""
    top = len(ladder) - 1
    row = min(max(row, 0.0), float(top))
    low = int(row)
    if low >= top:
        return float(ladder[top])
    frac = row - low
    return ladder[low] + (ladder[low + 1] - ladder[low]) * frac


def _unseen_bias(view: dict, hand: list[str]) -> dict[str, float]:
    """Average step of a card this player cannot see, per commodity."""
    per_kind = 9
    counts = {f"{c['key']}_{s}": per_kind for c in view["commodities"] for s in KINDS}
    seen = list(hand)
    for slot in view["field"]:
        if slot["card"]:
            seen.append(slot["card"])
        if slot.get("yours"):
            seen.append(slot["yours"])
    for card in seen:
        if counts.get(card, 0) > 0:
            counts[card] -= 1
    total = max(1, sum(counts.values()))
    return {c["key"]: (counts[f"{c['key']}_up"] - counts[f"{c['key']}_down"]) / total
            for c in view["commodities"]}


def _expected_steps(view: dict, field: list[dict], hand: list[str], remaining_placers: int) -> dict[str, float]:
    """Expected steps of each commodity in the next price move.

    Early trading: the mid move counts the face-up cards still uncovered when everyone has placed.
    Late trading: the period-end move counts all six cards (unknown ones at the unseen average).
    """
    keys = [c["key"] for c in view["commodities"]]
    steps = dict.fromkeys(keys, 0.0)
    if view["phase"] == "early":
        uncovered = [s for s in field if not s["face_down"]]
        if not uncovered:
            return steps
        stay = max(0, len(uncovered) - remaining_placers) / len(uncovered)
        for slot in uncovered:
            c, d = _dir(slot["card"])
            steps[c] += d * stay
        return steps
    bias = _unseen_bias(view, hand)
    for slot in field:
        if not slot["face_down"]:
            c, d = _dir(slot["card"])
            steps[c] += d
        elif slot.get("yours"):
            c, d = _dir(slot["yours"])
            steps[c] += d
        else:
            for c in keys:
                steps[c] += bias[c]
    return steps


def _marker_after(ladder: list[int], row_now: int, row_opened: int, side: str, steps: float) -> float:
    """Expected value of a marker after the move; a BURST pays debts but no gains."""
    top = len(ladder) - 1
    target = row_now + steps
    sign = 1 if side == "up" else -1
    if target <= 0.5 or target >= top - 0.5:
        edge = 0 if target <= 0.5 else top
        return min(0.0, sign * (ladder[edge] - ladder[row_opened]))
    return sign * (_price_at(ladder, target) - ladder[row_opened])


class _Plan:
    """Scores actions for one decision."""

    def __init__(self, view: dict, field: list[dict], hand: list[str], remaining_placers: int) -> None:
        self.view = view
        self.me = view["you"]
        self.ladder = view["ladder"]
        self.steps = _expected_steps(view, field, hand, remaining_placers)
        self.last_turn = view["round"] >= view["rounds"] and view["phase"] == "late"
        self.mine = [m for m in view["markers"] if m["player"] == self.me]

    def hold_value(self, m: dict) -> float:
        after = _marker_after(self.ladder, self.view["price_rows"][m["commodity"]], m["row"], m["side"],
                              self.steps[m["commodity"]])
        return after

    def final_values(self) -> dict[int, float]:
        """On the last turn: what each held marker brings at the final settlement (two best gains only)."""
        values = [(self.hold_value(m), i) for i, m in enumerate(self.mine)]
        values.sort(reverse=True)
        limit = self.view["rules"]["final_normal_settlements"]
        return {i: (v if (rank < limit or v < 0) else 0.0) for rank, (v, i) in enumerate(values)}

    def trade_score(self, commodity: str, side: str) -> float:
        row = self.view["price_rows"][commodity]
        fee = self.view["rules"]["trade_fee"] + sum(
            1 for m in self.view["markers"] if m["commodity"] == commodity and m["side"] == side and m["row"] == row)
        gain = _marker_after(self.ladder, row, row, side, self.steps[commodity])
        if self.last_turn:
            gain = min(gain, 0.0) if len(self.mine) >= self.view["rules"]["final_normal_settlements"] else gain
        return gain - fee

    def settle_score(self, action: dict) -> float:
        row = self.ladder.index(action["price"])
        now_row = self.view["price_rows"][action["commodity"]]
        sign = 1 if action["side"] == "up" else -1
        now = sign * (self.ladder[now_row] - self.ladder[row])
        if self.last_turn:
            finals = self.final_values()
            held = min((finals[i] for i, m in enumerate(self.mine)
                        if m["commodity"] == action["commodity"] and m["side"] == action["side"]
                        and m["row"] == row), default=0.0)
        else:
            held = _marker_after(self.ladder, now_row, row, action["side"], self.steps[action["commodity"]])
        return now - held

    def score(self, action: dict) -> float:
        kind = action["type"]
        if kind == "pass":
            return float(self.view["rules"]["pass_income"])
        if kind == "trade":
            return self.trade_score(action["commodity"], action["side"])
        if kind == "settle":
            return self.settle_score(action)
        return -99.0


def _remaining_placers(view: dict) -> int:
    order = view["order"]
    if view["phase"] != "early" or view["turn"] not in order:
        return 0
    return len(order) - order.index(view["turn"]) - 1


def _exposure(view: dict) -> dict[str, int]:
    me = view["you"]
    exp = {c["key"]: 0 for c in view["commodities"]}
    for m in view["markers"]:
        if m["player"] == me:
            exp[m["commodity"]] += 1 if m["side"] == "up" else -1
    return exp


def _best_action(view: dict, legal: list[dict], field: list[dict], hand: list[str]) -> tuple[float, dict | None]:
    plan = _Plan(view, field, hand, _remaining_placers(view))
    best, choice = -1e9, None
    for action in legal:
        s = plan.score(action)
        if s > best:
            best, choice = s, action
    return best, choice


def _choose_place(view: dict, legal: list[dict]) -> dict:
    """Pick the card and slot that make the coming moves best for my markers and my next trade."""
    exposure = _exposure(view)
    me = view["you"]
    hand = view["hand"]
    free = view["markers_free"][me]
    best, choice = -1e9, legal[0]
    remaining = _remaining_placers(view)
    for action in legal:
        slot = action["slot"] - 1
        field = [dict(s) for s in view["field"]]
        covered = field[slot]
        field[slot] = {"slot": slot + 1, "card": None, "face_down": True, "placed_by": me, "yours": action["card"]}
        rest = list(hand)
        rest.remove(action["card"])
        mid = _expected_steps({**view, "phase": "early"}, field, rest, remaining)
        end = _expected_steps({**view, "phase": "late"}, field, rest, 0)
        score = 0.0
        for c, e in exposure.items():
            score += e * (mid[c] + end[c])
        if free:
            score += 0.6 * max(abs(mid[c]) + 0.5 * abs(end[c]) for c in mid)
        c_card, d_card = _dir(action["card"])
        score += 0.01 * d_card * exposure[c_card]
        if covered["card"]:
            score += 0.001 * slot
        if score > best:
            best, choice = score, action
    return choice


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    if not legal:
        raise ValueError("no legal action")
    kind = legal[0]["type"]
    if kind == "pass_card":
        exposure = _exposure(view)
        # give away a card of a commodity I am not invested in; keep the ones that push my way
        return min(legal, key=lambda a: (abs(exposure[_dir(a["card"])[0]]) * 2
                                         + exposure[_dir(a["card"])[0]] * _dir(a["card"])[1], a["card"]))
    if kind == "place":
        return _choose_place(view, [a for a in legal if a["type"] == "place"])
    if kind == "reveal":
        # reveal a card I do not know yet: it tells me more before I act
        reveals = [a for a in legal if a["type"] == "reveal"]
        unknown = [a for a in reveals if not view["field"][a["slot"] - 1].get("yours")]
        return (unknown or reveals)[0]
    hand = view.get("hand", [])
    main = [a for a in legal if a["type"] in ("trade", "settle", "pass")]
    best, action = _best_action(view, main, view["field"], hand)
    me = view["you"]
    if action is None:
        return legal[0]
    # buy the fourth marker when a trade is strong but no marker is free
    buy = {"type": "buy_marker"}
    if buy in legal and view["markers_free"][me] == 0 and view["round"] <= view["rounds"] - 2:
        plan = _Plan(view, view["field"], hand, _remaining_placers(view))
        strong = max(plan.trade_score(c["key"], s) for c in view["commodities"] for s in KINDS)
        if strong >= 6:
            return buy
    # an extra action, paid with two cards: only when the second move is worth them too
    if view.get("actions_left", 1) == 1 and len(hand) >= 4 and best >= TWO_CARDS:
        discards = [a for a in legal if a["type"] == "discard"]
        if discards and _second_move(view, main, action, hand) >= TWO_CARDS:
            exposure = _exposure(view)
            return min(discards, key=lambda a: sum(abs(exposure[_dir(c)[0]]) for c in a["cards"]))
    return action


def _second_move(view: dict, main: list[dict], first: dict, hand: list[str]) -> float:
    """What the extra action would be worth once `first` is made: the best other trade or
    settlement (a pass never pays for two cards); a second trade needs a second free marker."""
    plan = _Plan(view, view["field"], hand, _remaining_placers(view))
    free = view["markers_free"][view["you"]] - (first["type"] == "trade")
    second = -1e9
    for a in main:
        if a == first or a["type"] == "pass" or (a["type"] == "trade" and free < 1):
            continue
        if a["type"] == "trade" and first["type"] == "trade" and a["commodity"] == first["commodity"]:
            continue                      # the same commodity again: the first trade's fee and risk twice
        second = max(second, plan.score(a))
    return second


def worth(view: dict) -> float:
    """What the owner of `view` will end with, in dollars, on the normal player's scale: its money
    and each of its markers at the value the normal player expects after the next price move
    (``_Plan.hold_value``). The hard player judges its short rollouts by this, every seat's view
    against every other's (games/search.py)."""
    plan = _Plan(view, view["field"], view.get("hand", []), _remaining_placers(view))
    return view["money"][view["you"]] + sum(plan.hold_value(m) for m in plan.mine)


# easy / normal (choose, above) / hard: see games/levels.py
from games.levels import levels  # noqa: E402
from games.search import round_end  # noqa: E402

FUTURES_SPREAD = 5.0   # dollars: a lead of $5 at the end of a round is worth about a 73% chance of winning

# Hard plays each candidate on to the end of the current round (both price moves made), then
# judges every seat by `worth`: 87.5% of 3-player games against normal seats at 48 rounds (docs/ai.md).
EASY_SLACK = 0.8    # easy's share of random moves: at 35% easy beat every plan at 3-4 players (51-85%)
LEVELS = levels("futures", choose, depth=round_end, judge=worth, spread=FUTURES_SPREAD, easy_slack=EASY_SLACK)


def advise(view: dict, legal: list[dict], rng: random.Random) -> tuple[dict, Message]:
    """The normal move (``choose``) and why, from what it weighed: the rows it expects each
    commodity to move this round (``_expected_steps``), a trade's gain after its fee, a
    settlement now against holding on."""
    action = choose(view, legal, rng)
    kind = action["type"]
    if "you" not in view:
        return action, fallback()
    exposure = _exposure(view)
    if kind == "pass_card":
        commodity, _ = _dir(action["card"])
        if exposure[commodity] == 0:
            return action, msg("futures-hint-pass-card-idle", card=words.card(action["card"]))
        return action, msg("futures-hint-pass-card-against", card=words.card(action["card"]))
    if kind == "place":
        commodity, sign = _dir(action["card"])
        if exposure[commodity] * sign > 0:
            return action, msg("futures-hint-place-helps", card=words.card(action["card"]), slot=action["slot"])
        return action, msg("futures-hint-place-hides", card=words.card(action["card"]), slot=action["slot"])
    if kind == "reveal":
        if not view["field"][action["slot"] - 1].get("yours"):
            return action, msg("futures-hint-reveal", slot=action["slot"])
        return action, msg("futures-hint-reveal-known", slot=action["slot"])
    plan = _Plan(view, view["field"], view.get("hand", []), _remaining_placers(view))
    if kind == "trade":
        steps = plan.steps[action["commodity"]]
        return action, msg("futures-hint-trade", commodity=words.commodity(action["commodity"]),
                           side=words.side(action["side"]), rows=f"{abs(steps):.1f}",
                           direction=words.side("up" if steps >= 0 else "down"),
                           gain=as_money(round(plan.trade_score(action["commodity"], action["side"]))))
    if kind == "settle":
        row = plan.ladder.index(action["price"])
        sign = 1 if action["side"] == "up" else -1
        now = sign * (plan.ladder[view["price_rows"][action["commodity"]]] - plan.ladder[row])
        return action, msg("futures-hint-settle", commodity=words.commodity(action["commodity"]),
                           now=as_money(now), later=as_money(round(now - plan.settle_score(action))))
    if kind == "pass":
        return action, msg("futures-hint-pass", income=as_money(view["rules"]["pass_income"]))
    if kind == "buy_marker":
        return action, msg("futures-hint-buy-marker")
    if kind == "discard":
        return action, msg("futures-hint-discard", value=as_money(round(TWO_CARDS)))
    return action, fallback()
