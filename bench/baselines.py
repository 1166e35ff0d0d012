"""Scripted players a human would try: the league's yardsticks (bench/ai_league.py).

Each follows one plain plan in the game's key decision and, for the decisions
the plan says nothing about, plays as the normal computer player does (a human
trying a plan still plays the rest of the game sensibly). Like every computer
player they see only their own view and the legal actions.

Every game has a family of at least four (issue 30): the greedy buyer, the
hoarder/keeper, the cheapest and the dearest choice, and the copycat of the
leader (what the leading player holds or does, as the public view shows it).
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


def stockpile_dear(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """The greedy buyer: the highest bid there is, on the biggest pile at that price."""
    bids = _of("bid", legal)
    if not bids or view["phase"] != "demand":
        return _normal("stockpile")(view, legal, rng)
    return max(bids, key=lambda a: (a["amount"], len(view["piles"][a["track"] - 1])))


def stockpile_keeper(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Never sell: every share bought is held to the end (otherwise as normal)."""
    if {"type": "done"} in legal and any(a["type"].startswith("sell") for a in legal):
        return {"type": "done"}
    return _normal("stockpile")(view, legal, rng)


def stockpile_copycat(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Bid where the richest rival has bid (as little as allowed); if it has not bid, as normal."""
    bids = _of("bid", legal)
    me = view["you"]["player"]
    rivals = [s for s in view["seats"] if s["player"] != me]
    if not bids or view["phase"] != "demand" or not rivals:
        return _normal("stockpile")(view, legal, rng)
    leader = max(rivals, key=lambda s: s["cash"])["player"]
    tracks = {i + 1 for i, b in enumerate(view["bids"]) if b and b["player"] == leader}
    mine = [a for a in bids if a["track"] in tracks]
    if not mine:
        return _normal("stockpile")(view, legal, rng)
    return min(mine, key=lambda a: a["amount"])


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


def acquire_dearest(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Always buy the dearest chain, three shares a turn while cash lasts."""
    return _acquire_buy(view, legal, rng, lambda buys, ch: max(buys, key=lambda a: ch[a["chain"]]["price"]))


def acquire_keeper(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Never part with a share: keep every share of a defunct chain (otherwise as normal)."""
    if {"type": "keep"} in legal:
        return {"type": "keep"}
    return _normal("acquire")(view, legal, rng)


def acquire_crowd(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """The copycat (holdings are hidden): buy the chain the others hold most of, the one
    whose bank has fewest shares left."""
    return _acquire_buy(view, legal, rng, lambda buys, ch: min(buys, key=lambda a: ch[a["chain"]]["bank"]))


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


def _futures_turn(view: dict) -> bool:
    return view["step"] == "act" and view["phase"] in ("early", "late")


def _futures_trader(view: dict, legal: list[dict], rng: random.Random,
                    pick: Callable[[list[dict]], dict | None]) -> dict:
    """On my action: settle a marker in profit, else the trade `pick` chooses; elsewhere as normal."""
    trades = _of("trade", legal)
    if not _futures_turn(view) or not trades:
        return _normal("futures")(view, legal, rng)
    return _settle_in_profit(view, legal) or pick(trades) or _normal("futures")(view, legal, rng)


def futures_cheap(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """The bargain hunter: settle a marker in profit, else bet the cheapest commodity goes up."""
    return _futures_trader(view, legal, rng, lambda trades: min(
        [a for a in trades if a["side"] == "up"] or trades, key=lambda a: view["prices"][a["commodity"]]))


def futures_dear(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """The short seller: settle a marker in profit, else bet the dearest commodity goes down."""
    return _futures_trader(view, legal, rng, lambda trades: max(
        [a for a in trades if a["side"] == "down"] or trades, key=lambda a: view["prices"][a["commodity"]]))


def futures_keeper(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """The hoarder: trade whenever it can (as normal would pick), never settle, else pass."""
    if not _futures_turn(view):
        return _normal("futures")(view, legal, rng)
    trades = _of("trade", legal)
    if trades:
        pick = _normal("futures")(view, trades, rng)
        return pick if pick in trades else trades[0]
    return {"type": "pass"} if {"type": "pass"} in legal else _normal("futures")(view, legal, rng)


def futures_copycat(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Copy the richest rival: trade the commodity and side it holds most markers on;
    settle a marker in profit first."""
    rivals = {p: m for p, m in view["money"].items() if p != view["you"]}
    leader = max(rivals, key=lambda p: rivals[p]) if rivals else None
    held: dict[tuple[str, str], int] = {}
    for m in view["markers"]:
        if m["player"] == leader:
            held[(m["commodity"], m["side"])] = held.get((m["commodity"], m["side"]), 0) + 1

    def copy(trades: list[dict]) -> dict | None:
        for (commodity, side), _ in sorted(held.items(), key=lambda kv: -kv[1]):
            want = {"type": "trade", "commodity": commodity, "side": side}
            if want in trades:
                return want
        return None
    return _futures_trader(view, legal, rng, copy)


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


def _cell(name: str) -> tuple[int, int]:
    return ord(name[0]) - ord("A"), int(name[1:])


def qin_copycat(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Follow the others: place as close as it can to the last tile placed (at two players the
    rival's); among the closest, the most of my pagodas now."""
    last = view.get("last")
    if not last or not last.get("cells"):
        return qin_greedy(view, legal, rng)
    tx, ty = _cell(last["cells"][0])

    def distance(a: dict) -> int:
        x, y = _cell(a["cells"][0])
        return abs(x - tx) + abs(y - ty)
    closest = min(map(distance, legal))
    return qin_greedy(view, [a for a in legal if distance(a) == closest], rng)


def _biggest(pos, seat: int) -> int:
    """The squares of `seat`'s biggest province."""
    return max((len(pos.cells[k]) for k, s in pos.owner.items() if s == seat), default=0)


def qin_big_province(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Build one big province (big ones are safe from being swallowed): the placement that most
    enlarges my biggest province; among equals, the most of my pagodas now."""
    def gain(a: dict) -> tuple[int, int, float]:
        pos, trial, me = _qin_after(view, a)
        return _biggest(trial, me) - _biggest(pos, me), pos.supply[me] - trial.supply[me], rng.random()
    return max(legal, key=gain)


def qin_villages(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Hunt villages: the placement that leaves me holding the most villages; among equals, the
    most of my pagodas now."""
    def gain(a: dict) -> tuple[int, int, float]:
        pos, trial, me = _qin_after(view, a)
        held = sum(1 for seat in trial.village.values() if seat == me)
        return held, pos.supply[me] - trial.supply[me], rng.random()
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


def _ws_price(view: dict, a: dict) -> int:
    return sum(c["cost"] for c in _ws_spot(view, a["steps"])["cards"])


def _ws_keep_and_buy(view: dict, legal: list[dict], rng: random.Random, pick: Callable[[list[dict]], dict],
                     covers: Callable[[dict], bool] | None = None) -> dict:
    """Keep every card; buy the covered card `pick` chooses (else the nearest covered spot,
    else end the turn). Covered: by capital alone unless `covers` says otherwise."""
    if {"type": "keep"} in legal:
        return {"type": "keep"}
    buys = _of("buy", legal)
    if buys:
        covered = [a for a in buys if (covers(a) if covers else _ws_cost(view, a["steps"]) == 0)]
        cards = [a for a in covered if not _ws_spot(view, a["steps"])["trend"]]
        if cards:
            return pick(cards)
        if covered:
            return min(covered, key=lambda a: a["steps"])
    if {"type": "end"} in legal:
        return {"type": "end"}
    return _normal("wallstreet")(view, legal, rng)


def wallstreet_keeper(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Keep every card; buy the dearest cards capital covers (else step onto the trend card), no loans."""
    return _ws_keep_and_buy(view, legal, rng, lambda cards: max(cards, key=lambda a: (_ws_price(view, a),
                                                                                         -a["steps"])))


def _ws_nearest(cards: list[dict]) -> dict:
    return min(cards, key=lambda a: a["steps"])


def wallstreet_nearest(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """The plan read literally: keep every card, buy the nearest card whose price your capital
    covers (the pawn's steps paid from cash, a loan if cash is short)."""
    me = view["seats"][view["you"]["seat"]]
    return _ws_keep_and_buy(view, legal, rng, _ws_nearest,
                            covers=lambda a: _ws_price(view, a) <= me["capital"])


def wallstreet_no_loan(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Keep every card, buy the nearest card capital and cash pay for without a loan."""
    cash = view["seats"][view["you"]["seat"]]["cash"]
    return _ws_keep_and_buy(view, legal, rng, _ws_nearest, covers=lambda a: _ws_cost(view, a["steps"]) <= cash)


def wallstreet_cheapest(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Keep every card, buy the cheapest card capital covers (the nearest of equals)."""
    return _ws_keep_and_buy(view, legal, rng, lambda cards: min(cards, key=lambda a: (_ws_price(view, a),
                                                                                         a["steps"])))


def wallstreet_copycat(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """Copy the leader (the rival holding most shares): raise capital while the leader's is
    higher, buy the covered card nearest the leader's pawn, keep every card."""
    me = view["seats"][view["you"]["seat"]]
    rivals = [s for s in view["seats"] if s["seat"] != me["seat"]]
    if not rivals:
        return wallstreet_nearest(view, legal, rng)
    leader = max(rivals, key=lambda s: (s["shares"], s["capital"]))
    if ({"type": "raise"} in legal and leader["capital"] > me["capital"]
            and me["cash"] >= view["rules"]["raise_cost"]):
        return {"type": "raise"}
    size = len(view["rondel"])

    def from_leader(a: dict) -> int:
        spot = _ws_spot(view, a["steps"])["spot"]
        gap = abs(spot - leader["pawn"]) % size
        return min(gap, size - gap)
    return _ws_keep_and_buy(view, legal, rng, lambda cards: min(cards, key=lambda a: (from_leader(a), a["steps"])))


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
    "stockpile": {"forecast-pile": stockpile_forecast_pile, "cheap-bidder": stockpile_cheap,
                  "dear-bidder": stockpile_dear, "never-sell": stockpile_keeper, "copy-leader": stockpile_copycat},
    "acquire": {"cheapest-chain": acquire_cheapest, "biggest-chain": acquire_biggest,
                "dearest-chain": acquire_dearest, "keep-defunct": acquire_keeper, "follow-crowd": acquire_crowd},
    "futures": {"bet-on-hand": futures_hand, "pass-and-settle": futures_saver, "buy-cheapest": futures_cheap,
                "short-dearest": futures_dear, "never-settle": futures_keeper, "copy-leader": futures_copycat},
    "qin": {"greedy-pagodas": qin_greedy, "spoiler": qin_spoiler, "big-province": qin_big_province,
            "village-hunter": qin_villages, "copy-leader": qin_copycat},
    "wallstreet": {"keep-all-capital-only": wallstreet_keeper, "keep-all-nearest": wallstreet_nearest,
                   "keep-all-no-loan": wallstreet_no_loan,
                   "keep-all-cheapest": wallstreet_cheapest, "raise-capital": wallstreet_raiser,
                   "copy-leader": wallstreet_copycat},
}
