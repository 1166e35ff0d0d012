"""A computer player for 1920 Wall Street: one-step lookahead on a value estimate.

It only reads its own view. The value of a position is its market points, cash,
loan penalties and a *potential* share value: holdings at or above the minimum
count in full, holdings below it in part (more the nearer the minimum), all game long.
"""
from __future__ import annotations

import math
import random
from typing import Callable

from games.base import Message, msg
from games.levels import fallback
from games.wallstreet import words

STOCKS = ("corn", "cotton", "steel", "oil")
EVENT_OF_PILE = {"left": 0, "middle": 1, "right": 2}
LOAN_PREMIUM = 15.0     # a loan must pay this much beyond its net penalty (issue 16: 3.0 borrowed twice
                        # a game and lost 56% of 3-player games to one that borrows less; see docs/ai.md)
OPTION_DETERRENCE = 0.5  # share of a contested card's surplus a call option keeps for us
CAPITAL_WORTH = 0.35    # value of one more capital per remaining turn
SELL_PREMIUM = 3.0      # a sale must pay this much beyond the share's estimated worth (issue 30: normal sold
                        # two shares a game at half price and lost to a plan that keeps every card; docs/ai.md)
FLIP_MARGIN = 1.0       # flipping the trend must beat the best action this way round by this much


def _loan_penalty(sides: list[int], loans: int) -> int:
    full, part = divmod(loans, len(sides))
    return full * sides[-1] + (sides[part - 1] if part else 0)


# --- valuing holdings ---------------------------------------------------------------
def _counts(cards: list[dict], hidden: dict | None) -> list[float]:
    counts = [0.0, 0.0, 0.0, 0.0]
    for card in cards:
        kind = card["kind"]
        if kind == "stock":
            counts[STOCKS.index(card["stock"])] += 2 if card["double"] else 1
        elif kind == "dual":
            for s in card["stocks"]:
                counts[STOCKS.index(s)] += 0.5
        elif kind == "golden":
            for i in range(4):
                counts[i] += 0.25
    if hidden:
        counts[STOCKS.index(hidden["stock"])] += 2 if hidden.get("double") else 1
    return counts


def potential(counts: list[float], prices: list[int], minimum: list[int], time_left: float) -> float:
    """Share value: in full at or above the minimum; below it, 40-80% of it by how near the minimum
    the holding is. `time_left` is not used to discount it any more (issue 30): with the discount,
    shares below the minimum were worth almost nothing late on, so the player sold them at half price,
    bought market cards instead and lost to a plan that keeps every card (docs/ai.md)."""
    total = 0.0
    for c, p, m in zip(counts, prices, minimum):
        if c <= 0:
            continue
        if c >= m:
            total += c * p
        else:
            total += c * p * (0.5 + 0.5 * c / m) * 0.8
    return total


class Judge:
    """Everything the player needs from its view, and the value of changes."""

    def __init__(self, view: dict) -> None:
        self.view = view
        you = view["you"]
        self.seat = you["seat"]
        self.me = view["seats"][self.seat]
        self.shares = you["shares"]
        self.market = you["market"]
        self.hidden = you["capital_card"]
        self.prices = list(view["prices"])
        self.minimum = view["min_holdings"]
        self.n = len(view["players"])
        self.time_left = min(1.0, view["deck_count"] / 45)
        self.turns_left = view["deck_count"] / max(1, self.n) / 1.6
        self.rules = view["rules"]
        self.counts = _counts(self.shares, self.hidden)     # our own holdings are valued again and again
        self.base = self.holdings_value(self.shares, self.prices)

    def holdings_value(self, shares: list[dict], prices: list[int]) -> float:
        counts = self.counts if shares is self.shares else _counts(shares, self.hidden)
        return potential(counts, prices, self.minimum, self.time_left)

    def value_with(self, card: dict, prices: list[int]) -> float:
        """holdings_value(self.shares + [card], prices), from the counts we have (sums of quarters: exact)."""
        counts = [a + b for a, b in zip(self.counts, _counts([card], None))]
        return potential(counts, prices, self.minimum, self.time_left)

    def moved(self, moves: dict[str, int], prices: list[int] | None = None) -> list[int]:
        prices = list(prices or self.prices)
        view = self.view
        for stock, delta in moves.items():
            i = STOCKS.index(stock)
            prices[i] = max(view["low"][i], min(view["high"][i], prices[i] + delta))
        return prices

    def card_gain(self, card: dict) -> float:
        """What keeping `card` is worth to us (before its price)."""
        kind = card["kind"]
        if kind == "market":
            effect = card["effect"]
            gain = card["points"]
            if effect == "move":
                gain += self.holdings_value(self.shares, self.moved(card["moves"])) - self.base
            elif effect == "boom":
                gain += max(self.holdings_value(self.shares, self.moved({s: 1})) for s in STOCKS) - self.base
            elif effect == "crash":
                gain -= 2 - 2 * (self.n - 1) / self.n  # everybody pays: it hurts others as much
                if self.me["cash"] < 2:
                    gain -= 6
            elif effect == "exchange":
                gain += 0.5
            return gain
        prices = self.moved(card.get("moves") or {})
        return self.value_with(card, prices) - self.base

    def loan_cost(self, cash_out: int) -> float:
        """Penalty of the loans a payment of `cash_out` would need."""
        short = cash_out - self.me["cash"]
        if short <= 0:
            return 0.0
        loans = self.me["loans"]
        need = math.ceil(short / self.rules["loan_amount"])
        # the loans' net cost, plus a premium: cash is worth more than the points it costs later
        return (_loan_penalty(self.rules["loan_sides"], loans + need) - _loan_penalty(self.rules["loan_sides"], loans)
                - need * self.rules["loan_amount"] + LOAN_PREMIUM)

    def pay_value(self, cash_out: int) -> float:
        return -cash_out - self.loan_cost(cash_out)

    # --- main actions -------------------------------------------------------------------
    def buy_value(self, steps: int, direction: int) -> float:
        view = self.view
        rondel = view["rondel"]
        size = len(rondel)
        dest = (self.me["pawn"] + direction * steps) % size
        spot = rondel[dest]
        capital = self.me["capital"]
        if spot["trend"]:
            cash = max(0, steps - capital)
            return self.pay_value(cash) + view["trend_cash"] - 1.0
        price = sum(c["cost"] for c in spot["cards"])
        if spot["option"] is not None and spot["option"] != self.seat:
            price += self.rules["option_fee"]
        fees = sum(1 for i, s in enumerate(view["seats"]) if i != self.seat and s["pawn"] == dest)
        cash = max(0, steps + price - capital) + fees
        gain = sum(max(0.0, self.card_gain(c)) for c in spot["cards"])
        return gain + self.pay_value(cash)

    def sell_value(self, cid: int) -> float:
        card = next(c for c in self.shares if c["id"] == cid)
        rest = list(self.shares)
        rest.remove(card)
        prices = self.prices
        if card["kind"] == "golden":
            price = min(prices)
        elif card["kind"] == "dual":
            price = min(prices[STOCKS.index(s)] for s in card["stocks"])
        else:
            price = prices[STOCKS.index(card["stock"])]
            if card["double"]:
                return price + self.holdings_value(rest, prices) - self.base - SELL_PREMIUM
        cash = (price + 1) // 2
        return cash + self.holdings_value(rest, prices) - self.base - SELL_PREMIUM

    def raise_value(self) -> float:
        if self.me["capital"] >= self.rules.get("max_capital", 8):
            return -99
        return self.pay_value(self.rules["raise_cost"]) + CAPITAL_WORTH * self.turns_left

    def event_score(self, pile: str) -> float:
        """Our share potential if `pile`'s event fires (golden / minus one / halved)."""
        event = EVENT_OF_PILE[pile]
        shares, prices = self.shares, self.prices
        if event == 0:
            golden = sum(1 for c in shares if c["kind"] == "golden")
            return self.holdings_value([c for c in shares if c["kind"] != "golden"], prices) + 3 * golden
        if event == 2:
            return self.holdings_value(shares, [(p + 1) // 2 for p in prices])
        counts = [max(0.0, c - 1) for c in _counts(shares, self.hidden)]
        return potential(counts, prices, self.minimum, self.time_left)


# --- decisions --------------------------------------------------------------------------
def _others_loss(judge: Judge, pile: str) -> float:
    """A rough guess of what an event costs an average opponent (we only see their counts)."""
    view = judge.view
    others = [s for i, s in enumerate(view["seats"]) if i != judge.seat]
    mean_price = sum(judge.prices) / 4
    shares = sum(s["shares"] for s in others) / max(1, len(others)) + 1   # + the hidden stock
    if pile == "left":
        return 0.1 * shares
    if pile == "middle":
        return 0.6 * mean_price * min(4.0, shares / 2)
    return 0.5 * 0.6 * shares * mean_price


def _pile(judge: Judge, legal: list[dict], card: dict | None) -> dict:
    """Dynamite goes onto the pile whose event hurts us least compared with the others;
    harmless cards onto the pile we like least."""
    piles = [a for a in legal if a["type"] == "discard"]
    scores = _pile_scores(judge, piles)
    if card and card.get("dynamite", 0) > 0:
        return max(piles, key=lambda a: scores[a["pile"]])
    return min(piles, key=lambda a: scores[a["pile"]])


def _pile_scores(judge: Judge, piles: list[dict]) -> dict[str, float]:
    """How each pile's event would leave our share potential against the others' (higher: it hurts us less)."""
    mine = judge.holdings_value(judge.shares, judge.prices)
    return {a["pile"]: judge.event_score(a["pile"]) - mine + _others_loss(judge, a["pile"]) for a in piles}


def _act(judge: Judge, legal: list[dict], rng: random.Random) -> dict:
    view = judge.view
    direction = 1 if view["trend_dir"] == "clockwise" else -1
    best, best_value = None, -1e9
    for action in legal:
        value = _action_value(judge, action, direction)
        if value is None:
            continue
        value += rng.random() * 0.01
        if value > best_value:
            best, best_value = action, value
    if {"type": "flip"} in legal:
        if _flip_value(judge, direction) > best_value + FLIP_MARGIN:
            return {"type": "flip"}
    return best if best is not None else legal[-1]


def _action_value(judge: Judge, action: dict, direction: int) -> float | None:
    """What a main action (buy, sell, raise) is worth to us; None for the others."""
    kind = action["type"]
    if kind == "buy":
        return judge.buy_value(action["steps"], direction)
    if kind == "sell":
        return judge.sell_value(action["share"])
    if kind == "raise":
        return judge.raise_value()
    return None


def _flip_value(judge: Judge, direction: int) -> float:
    """The best buy the other way round, less the flip's cost (and the loan it may need)."""
    flipped = max((judge.buy_value(s, -direction) for s in range(1, len(judge.view["rondel"]) + 1)
                   if _affordable(judge, s, -direction)), default=-1e9)
    return flipped - 1 - judge.loan_cost(1)


def _affordable(judge: Judge, steps: int, direction: int) -> bool:
    view = judge.view
    rondel = view["rondel"]
    dest = (judge.me["pawn"] + direction * steps) % len(rondel)
    spot = rondel[dest]
    if not spot["trend"] and not spot["cards"]:
        return False
    return True   # loans are unlimited: buy_value weighs what they cost


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    if len(legal) == 1:
        return legal[0]
    judge = Judge(view)
    prompt = view.get("prompt") or {}
    kinds = {a["type"] for a in legal}
    if "buy" in kinds or "sell" in kinds or "raise" in kinds:
        return _act(judge, legal, rng)
    if "end" in kinds:
        return _option(judge, legal) or {"type": "end"}
    if "keep" in kinds:
        card = prompt.get("card")
        if card and judge.card_gain(card) >= 0:
            return {"type": "keep"}
        return _pile(judge, legal, card)
    if "discard" in kinds:
        return _pile(judge, legal, prompt.get("card"))
    if "place" in kinds:
        return _place(judge, legal)
    if kinds & {"boom", "bust"}:
        return max(legal, key=lambda a: _boost_value(judge, a))
    if "offer" in kinds or "answer" in kinds:
        return min(legal, key=lambda a: _parting_cost(judge, a))
    if "take" in kinds:
        return max(legal, key=_take_value(judge, prompt))
    if "repay" in kinds:
        return {"type": "repay"}
    if "claim" in kinds:
        return max(legal, key=_claim_value(judge))
    if "remove" in kinds:
        return min(legal, key=_removal_cost(judge))
    if "give" in kinds:
        return rng.choice(legal)
    return rng.choice(legal)


def _boost_value(judge: Judge, a: dict) -> float:
    """Our share potential after a boom or bust of one stock (a bust of a dear stock a little preferred)."""
    delta = 1 if a["type"] == "boom" else -1
    value = judge.holdings_value(judge.shares, judge.moved({a["stock"]: delta}))
    return value + 0.01 * judge.prices[STOCKS.index(a["stock"])] * (1 if delta < 0 else 0)


def _parting_cost(judge: Judge, a: dict) -> float:
    """The share potential we lose by giving away (offering, answering with) one share."""
    rest = [c for c in judge.shares if c["id"] != a["share"]]
    return judge.base - judge.holdings_value(rest, judge.prices)


def _take_value(judge: Judge, prompt: dict) -> Callable[[dict], float]:
    """What taking each rival's answered card is worth to us."""
    answers = {a["player"]: a["card"] for a in prompt.get("answers", [])}
    return lambda a: judge.card_gain(answers[a["player"]]) if a["player"] in answers else 0


def _claim_value(judge: Judge) -> Callable[[dict], float]:
    """What claiming each pile's top card is worth to us (an empty pile: nothing)."""
    tops = {p["name"]: p["top"] for p in judge.view["piles"]}
    return lambda a: judge.card_gain(tops[a["pile"]]) if tops.get(a["pile"]) else -9


def _removal_cost(judge: Judge) -> Callable[[dict], float]:
    """What removing each of our cards costs us: a market card its points, a share its potential."""
    cards = {c["id"]: c for c in judge.shares + judge.market}

    def cost(a: dict) -> float:
        card = cards[a["card"]]
        if card["kind"] == "market":
            return card["points"]
        rest = [c for c in judge.shares if c["id"] != card["id"]]
        return judge.base - judge.holdings_value(rest, judge.prices)
    return cost


def _option(judge: Judge, legal: list[dict]) -> dict | None:
    """A call option (after our action) under the card we want most next turn, when a rival
    would reach it first: it costs them the option fee more. Paid from cash only, never a loan."""
    options = [a for a in legal if a["type"] == "option"]
    if not options or judge.me["cash"] < judge.rules.get("option_cost", 1):
        return None
    value = _option_value(judge)
    best, best_value = None, 0.0
    for a in options:
        v = value(a)
        if v > best_value:
            best, best_value = a, v
    return best


def _option_value(judge: Judge) -> Callable[[dict], float]:
    """What a call option under each card is worth to us: the share of the card's surplus it keeps
    from the rivals who would reach the card first, less its cost (negative: not worth it)."""
    cost = judge.rules.get("option_cost", 1)
    view = judge.view
    rondel = view["rondel"]
    size = len(rondel)
    direction = 1 if view["trend_dir"] == "clockwise" else -1
    mine = judge.me["pawn"]

    def ahead(pawn: int | None, spot: int) -> int:
        return size if pawn is None else ((spot - pawn) * direction) % size or size

    def value(a: dict) -> float:
        spot = a["card"]
        card = rondel[spot]["cards"][0]
        surplus = judge.card_gain(card) - card["cost"] - ahead(mine, spot) * 0.5
        if surplus <= 0:
            return -cost
        rivals = [s for i, s in enumerate(view["seats"]) if i != judge.seat]
        first = sum(1 for s in rivals if ahead(s["pawn"], spot) < ahead(mine, spot))
        threat = first / max(1, len(rivals))
        return OPTION_DETERRENCE * threat * min(surplus, judge.rules.get("option_fee", 2) * 2) - cost
    return value


def _place(judge: Judge, legal: list[dict]) -> dict:
    """Put the pawn just before the card we like most (the trend runs clockwise at the start)."""
    return max(legal, key=_place_value(judge))


def _place_value(judge: Judge) -> Callable[[dict], float]:
    """What a starting spot is worth: the best of the next two spots' cards, at half their cost."""
    rondel = judge.view["rondel"]
    size = len(rondel)

    def worth(spot: dict) -> float:
        return sum(judge.card_gain(c) - c["cost"] * 0.5 for c in spot["cards"])

    def score(a: dict) -> float:
        ahead = [rondel[(a["card"] + k) % size] for k in (1, 2)]
        return max(worth(s) for s in ahead)
    return score


def worth(view: dict) -> float:
    """What the position is worth to the owner of `view`, in points: the score as it stands
    (``you.estimate``), holdings short of a stock's minimum counted in part while the game
    has time left (the Judge's share potential), and capital by the turns left to use it.
    The hard player judges its short rollouts by this (games/search.py)."""
    judge = Judge(view)
    estimate = view["you"]["estimate"]
    return (estimate["total"] - estimate["shares"] + max(estimate["shares"], judge.base)
            + CAPITAL_WORTH * judge.turns_left * judge.me["capital"])


LAST = -1e6     # rank: moves the normal player never makes in this decision go after the others


def rank(view: dict, legal: list[dict]) -> list[dict]:
    """The legal moves, best first, as the normal player values them: the hard player weighs
    the normal move and the next few of these (games/search.py), not random ones."""
    if len(legal) < 2:
        return list(legal)
    judge = Judge(view)
    value = _ranking_value(judge, legal)
    order = sorted(range(len(legal)), key=lambda i: -value(legal[i]))    # stable: ties keep the rules' order
    return [legal[i] for i in order]


def _ranking_value(judge: Judge, legal: list[dict]) -> Callable[[dict], float]:
    """The normal player's value of each move of this decision (higher: better), on the scale it decides by."""
    view = judge.view
    kinds = {a["type"] for a in legal}
    prompt = view.get("prompt") or {}
    direction = 1 if view["trend_dir"] == "clockwise" else -1
    card = prompt.get("card")
    if "buy" in kinds or "sell" in kinds or "raise" in kinds or "end" in kinds:
        after = "end" in kinds          # the action is done: only options, a flip or the end are left
        can_pay = judge.me["cash"] >= judge.rules.get("option_cost", 1)     # as _option: cash only
        option = _option_value(judge) if "option" in kinds and can_pay else None

        def main(a: dict) -> float:
            kind = a["type"]
            if kind == "option":
                return option(a) if after and option else LAST
            if kind == "flip":
                return LAST if after else _flip_value(judge, direction) - FLIP_MARGIN
            if kind == "end":
                return 0.0
            value = _action_value(judge, a, direction)
            return LAST if value is None else value
        return main
    if "keep" in kinds or "discard" in kinds:
        scores = _pile_scores(judge, [a for a in legal if a["type"] == "discard"])
        dynamite = bool(card and card.get("dynamite", 0) > 0)

        def pile(a: dict) -> float:         # keep a card we gain by; else the piles first, keeping last
            if a["type"] == "keep":
                gain = judge.card_gain(card) if card else LAST
                return gain if gain >= 0 else LAST + gain
            return (1 if dynamite else -1) * scores[a["pile"]] - 1e3
        return pile
    if "place" in kinds:
        return _place_value(judge)
    if kinds & {"boom", "bust"}:
        return lambda a: _boost_value(judge, a)
    if "offer" in kinds or "answer" in kinds:
        return lambda a: -_parting_cost(judge, a)
    if "take" in kinds:
        return _take_value(judge, prompt)
    if "claim" in kinds:
        return _claim_value(judge)
    if "remove" in kinds:
        cost = _removal_cost(judge)
        return lambda a: -cost(a)
    return lambda a: 0.0


# easy / normal (choose, above) / hard: see games/levels.py
from games.levels import levels  # noqa: E402

WS_DEPTH_A_SEAT = 6   # decisions a rollout plays a seat (about two turns each) before `worth` judges it:
                      # 12 at 2 players; at 3 players a fixed 12 gave each rival too few replies (docs/ai.md)
WS_SPREAD = 8.0       # a lead of this many points is worth about a 73% chance of winning
WS_CANDIDATES = 4     # the normal move and the next three the normal player ranks (rank, above)


def depth(view: dict) -> int:
    """How far a Wall Street rollout looks: WS_DEPTH_A_SEAT decisions for every seat at the table."""
    return WS_DEPTH_A_SEAT * len(view["players"])


EASY_SLACK = 0.5    # easy's share of random moves: at 35% easy beat the copycat 64.5% of 2-player games
LEVELS = levels("wallstreet", choose, depth=depth, rank=rank, judge=worth, spread=WS_SPREAD, count=WS_CANDIDATES,
                easy_slack=EASY_SLACK)


def advise(view: dict, legal: list[dict], rng: random.Random) -> tuple[dict, Message]:
    """The normal move (``choose``) and why, from its own valuation (``_ranking_value``: points
    of share potential, cash and capital) and, where it has one, the margin over the next best move."""
    action = choose(view, legal, rng)
    if "you" not in view or len(legal) < 2:
        return action, fallback()
    judge = Judge(view)
    value = _ranking_value(judge, legal)
    chosen = value(action)
    others = [value(a) for a in legal if a != action]
    margin = chosen - max(others) if others and max(others) > LAST else None
    kind = action["type"]
    points = f"{chosen:.1f}"
    if kind == "buy":
        return action, msg("wallstreet-hint-buy", steps=action["steps"], points=points)
    if kind == "sell":
        return action, msg("wallstreet-hint-sell", points=points)
    if kind == "raise":
        return action, msg("wallstreet-hint-raise", turns=max(1, round(judge.turns_left)))
    if kind == "flip":
        return action, msg("wallstreet-hint-flip")
    if kind == "end":
        return action, msg("wallstreet-hint-end")
    if kind == "keep":
        return action, msg("wallstreet-hint-keep", points=points)
    if kind == "discard":
        card = (view.get("prompt") or {}).get("card")
        dynamite = bool(card and card.get("dynamite", 0) > 0)
        return action, msg("wallstreet-hint-discard-dynamite" if dynamite else "wallstreet-hint-discard",
                           pile=words.pile(action["pile"]))
    if kind == "place":
        return action, msg("wallstreet-hint-place", points=points)
    if kind in ("boom", "bust"):
        return action, msg(f"wallstreet-hint-{kind}", stock=words.stock(action["stock"]))
    if kind in ("offer", "answer"):
        return action, msg("wallstreet-hint-part", points=f"{-chosen:.1f}")
    if margin is not None and margin > 0:
        return action, msg("wallstreet-hint-better", points=f"{margin:.1f}")
    return action, fallback()
