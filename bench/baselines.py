"""Scripted players a human would try: the league's yardsticks (bench/ai_league.py).

Each follows one plain plan in the game's key decision and, for the decisions
the plan says nothing about, plays as the normal computer player does (a human
trying a plan still plays the rest of the game sensibly). Like every computer
player they see only their own view and the legal actions.
"""
from __future__ import annotations

import importlib
import random
from typing import Callable

Chooser = Callable[[dict, list[dict], random.Random], dict]


def _normal(key: str) -> Chooser:
    return importlib.import_module(f"games.{key}.ai").choose


def _of(kind: str, legal: list[dict]) -> list[dict]:
    return [a for a in legal if a["type"] == kind]


# --- Stockpile ----------------------------------------------------------------------------
def _forecast_company(view: dict) -> str | None:
    """The company of my best-looking private forecast."""
    order = {"+4": 6, "+2": 5, "+1": 4, "$$": 3, "-2": 1, "-3": 0}
    pairs = view.get("you", {}).get("pairs", [])
    return max(pairs, key=lambda p: order.get(p["forecast"], 2))["company"] if pairs else None


def stockpile_forecast_pile(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Bid on the pile holding the most face-up cards of my forecast's company, as little as allowed."""
    bids = _of("bid", legal)
    company = _forecast_company(view)
    if not bids or company is None or view["phase"] != "demand":
        return _normal("stockpile")(view, legal, rng)

    def wanted(a: dict) -> tuple[int, int]:
        pile = view["piles"][a["track"] - 1]
        return sum(1 for c in pile if c.get("card") == company), -a["amount"]
    return max(bids, key=wanted)


def stockpile_cheap(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Never pay much: always the lowest bid there is, on the biggest pile at that price."""
    bids = _of("bid", legal)
    if not bids or view["phase"] != "demand":
        return _normal("stockpile")(view, legal, rng)
    return min(bids, key=lambda a: (a["amount"], -len(view["piles"][a["track"] - 1])))


# --- Acquire ------------------------------------------------------------------------------
def _acquire_buy(view: dict, legal: list[dict], rng: random.Random, pick) -> dict:
    buys = _of("buy", legal)
    if not buys:
        return _normal("acquire")(view, legal, rng)
    chains = {c["name"]: c for c in view["chains"]}
    return pick(buys, chains)


def acquire_cheapest(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Always buy the cheapest chain, three shares a turn while cash lasts."""
    return _acquire_buy(view, legal, rng, lambda buys, ch: min(buys, key=lambda a: ch[a["chain"]]["price"]))


def acquire_biggest(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Always buy the biggest chain (the safe one), three shares a turn while cash lasts."""
    return _acquire_buy(view, legal, rng, lambda buys, ch: max(buys, key=lambda a: ch[a["chain"]]["size"]))


# --- Futures! -----------------------------------------------------------------------------
def _hand_lean(view: dict) -> dict[str, int]:
    lean: dict[str, int] = {}
    for card in view.get("hand", []):
        commodity, _, side = card.rpartition("_")
        lean[commodity] = lean.get(commodity, 0) + (1 if side == "up" else -1)
    return lean


def _settle_in_profit(view: dict, legal: list[dict]) -> dict | None:
    """A settlement of one of my markers that gains money now, if there is one."""
    me = view["you"]
    for a in _of("settle", legal):
        m = next((m for m in view["markers"] if m["player"] == me and m["commodity"] == a["commodity"]
                  and m["side"] == a["side"] and m["price"] == a["price"]), None)
        if m and m["value"] > 0:
            return a
    return None


def futures_hand(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Bet on my hand: trade the commodity my cards lean on most, settle any marker in profit,
    otherwise pass; never discard."""
    if view["step"] != "act" or view["phase"] not in ("early", "late"):
        return _normal("futures")(view, legal, rng)
    settle = _settle_in_profit(view, legal)
    if settle:
        return settle
    lean = _hand_lean(view)
    trades = _of("trade", legal)
    if trades and lean:
        commodity = max(lean, key=lambda c: abs(lean[c]))
        side = "up" if lean[commodity] > 0 else "down"
        want = {"type": "trade", "commodity": commodity, "side": side}
        if lean[commodity] and want in trades:
            return want
    return {"type": "pass"} if {"type": "pass"} in legal else _normal("futures")(view, legal, rng)


def futures_saver(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Play it safe: take the pass money every action and settle only markers in profit."""
    if view["step"] != "act" or view["phase"] not in ("early", "late"):
        return _normal("futures")(view, legal, rng)
    return _settle_in_profit(view, legal) or (
        {"type": "pass"} if {"type": "pass"} in legal else _normal("futures")(view, legal, rng))


# --- Qin ----------------------------------------------------------------------------------
def _qin_after(view: dict, action: dict):
    from games.qin.ai import position_from_view
    from games.qin.board import COLOURS, INDEX
    pos, me = position_from_view(view)
    tile, cells = action["tile"], action["cells"]
    trial = pos.copy()
    trial.place(me, COLOURS.index(tile[0]) + 1, COLOURS.index(tile[1]) + 1, INDEX[cells[0]], INDEX[cells[1]])
    return pos, trial, me


def qin_greedy(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Place wherever it puts down the most of my pagodas right now (ties at random)."""
    def gain(a: dict) -> tuple[int, float]:
        pos, trial, me = _qin_after(view, a)
        return pos.supply[me] - trial.supply[me], rng.random()
    return max(legal, key=gain)


def qin_spoiler(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Keep the rivals from placing: the placement that gives them the fewest pagodas, then mine."""
    def gain(a: dict) -> tuple[int, int, float]:
        pos, trial, me = _qin_after(view, a)
        rivals = sum(pos.supply[s] - trial.supply[s] for s in range(len(pos.supply)) if s != me)
        return -rivals, pos.supply[me] - trial.supply[me], rng.random()
    return max(legal, key=gain)


# --- 1920 Wall Street ---------------------------------------------------------------------
def _ws_cost(view: dict, steps: int) -> int:
    """Cash a buy of `steps` costs after capital (the trend card costs only the steps)."""
    me = view["seats"][view["you"]["seat"]]
    rondel = view["rondel"]
    direction = 1 if view["trend_dir"] == "clockwise" else -1
    spot = rondel[(me["pawn"] + direction * steps) % len(rondel)]
    price = 0 if spot["trend"] else sum(c["cost"] for c in spot["cards"])
    if spot["option"] is not None and spot["option"] != view["you"]["seat"]:
        price += view["rules"]["option_fee"]
    return max(0, steps + price - me["capital"])


def _ws_spot(view: dict, steps: int) -> dict:
    me = view["seats"][view["you"]["seat"]]
    direction = 1 if view["trend_dir"] == "clockwise" else -1
    return view["rondel"][(me["pawn"] + direction * steps) % len(view["rondel"])]


def wallstreet_keeper(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Keep every card; buy the dearest cards capital covers (else step onto the trend card), no loans."""
    if {"type": "keep"} in legal:
        return {"type": "keep"}
    buys = _of("buy", legal)
    if buys:
        covered = [a for a in buys if _ws_cost(view, a["steps"]) == 0]
        cards = [a for a in covered if not _ws_spot(view, a["steps"])["trend"]]
        if cards:
            return max(cards, key=lambda a: (sum(c["cost"] for c in _ws_spot(view, a["steps"])["cards"]),
                                             -a["steps"]))
        if covered:
            return min(covered, key=lambda a: a["steps"])
    if {"type": "end"} in legal:
        return {"type": "end"}
    return _normal("wallstreet")(view, legal, rng)


def wallstreet_raiser(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Raise capital whenever cash allows, otherwise buy the nearest card capital covers."""
    me = view["seats"][view["you"]["seat"]]
    if {"type": "raise"} in legal and me["cash"] >= view["rules"]["raise_cost"]:
        return {"type": "raise"}
    buys = _of("buy", legal)
    if buys:
        covered = [a for a in buys if _ws_cost(view, a["steps"]) == 0]
        if covered:
            return min(covered, key=lambda a: a["steps"])
    return _normal("wallstreet")(view, legal, rng)


BASELINES: dict[str, dict[str, Chooser]] = {
    "stockpile": {"forecast-pile": stockpile_forecast_pile, "cheap-bidder": stockpile_cheap},
    "acquire": {"cheapest-chain": acquire_cheapest, "biggest-chain": acquire_biggest},
    "futures": {"bet-on-hand": futures_hand, "pass-and-settle": futures_saver},
    "qin": {"greedy-pagodas": qin_greedy, "spoiler": qin_spoiler},
    "wallstreet": {"keep-all-capital-only": wallstreet_keeper, "raise-capital": wallstreet_raiser},
}
