"""Stockpile.sample: a whole state from one player's view; what it cannot see drawn at random.

Public: prices, cash, fees, split cards, action cards, bids, face-up pile cards,
the counts of every hand, portfolio, pair and pile, and the turn's bookkeeping
(view["flow"]). Known to the player: its portfolio, hand, pairs, the face-down
cards it placed or saw, the forecasts Martha showed it. Hidden and drawn here:
the other pairs (each company and each forecast once a round, consistent with
every forecast the player knows or saw revealed), the rivals' portfolios and
hands and the face-down cards the player has not seen (from the market cards
not accounted for), the deck's order and the discards.
"""
from __future__ import annotations

import json
import random
from collections import Counter

from games.stockpile.data import rules
from games.stockpile.state import FIELDS, StockpileState


def _pairs(view: dict, players: list[str], me: int, order: list[int], rng: random.Random):
    """Every seat's pairs, the public pair and the face-down pairs, as [company, forecast]."""
    R = rules()
    index = {k: i for i, k in enumerate(R.companies)}
    seats = view["seats"]
    pairs: list[list[list | None]] = [[None] * seats[s]["pairs"] for s in range(len(players))]
    hidden: list[list | None] = [None] * view["hidden_pairs"]
    pairs[me] = [[index[p["company"]], p["forecast"]] for p in view["you"]["pairs"]]
    public = view["public_pair"]
    public = None if public is None else [index[public["company"]], public["forecast"]]
    for e in view["you"]["seen"]:
        pair = [index[e["company"]], e["forecast"]]
        if e["player"] is None:
            hidden[e["pair"] - 1] = pair
        else:
            pairs[players.index(e["player"])][e["pair"] - 1] = pair
    taken = {p: 0 for p in players}
    hidden_taken = 0
    for r in view["revealed"]:           # revealed in movement order: seats' pairs in turn, public, hidden
        pair = [index[r["company"]], r["forecast"]]
        source = r["source"]
        if source in taken:
            s = players.index(source)
            if taken[source] < len(pairs[s]):
                pairs[s][taken[source]] = pair
            taken[source] += 1
        elif source == "hidden":
            if hidden_taken < len(hidden):
                hidden[hidden_taken] = pair
            hidden_taken += 1
    known = [p for p in [*(q for ps in pairs for q in ps), *hidden, public] if p is not None]
    companies = [c for c in range(len(R.companies)) if c not in {p[0] for p in known}]
    forecasts = list(R.forecasts)
    for p in known:
        if p[1] in forecasts:
            forecasts.remove(p[1])
    rng.shuffle(companies)
    rng.shuffle(forecasts)
    fresh = iter(zip(companies, forecasts))

    def fill(p):
        if p is not None:
            return p
        c, f = next(fresh, (0, R.forecasts[0]))
        return [c, f]
    pairs = [[fill(p) for p in ps] for ps in pairs]
    hidden = [fill(p) for p in hidden]
    return pairs, public, hidden


def _move_queue(players, order, pairs, public, hidden, left: int) -> list[list]:
    queue = []
    for s in order:
        queue += [[p[0], p[1], players[s]] for p in pairs[s]]
    if public is not None:
        queue.append([public[0], public[1], "public"])
    queue += [[p[0], p[1], "hidden"] for p in hidden]
    return queue[len(queue) - left:] if left else []


def sample(view: dict, player: str, rng: random.Random) -> StockpileState:
    R = rules()
    players = view["players"]
    n = len(players)
    me = players.index(player)
    you = view["you"]
    seats = view["seats"]
    flow = view["flow"]
    index = {k: i for i, k in enumerate(R.companies)}
    start = players.index(view["start_player"])
    order = [(start + i) % n for i in range(n)]
    over = view["phase"] == "over"

    # --- the market cards: what the player can place, and what is left to deal at random
    pool = Counter(R.market_deck())
    port = [[0] * len(R.companies) for _ in range(n)]
    port[me] = [you["portfolio"].get(k, 0) for k in R.companies]
    if over:
        port = [[seats[s]["portfolio"].get(k, 0) for k in R.companies] for s in range(n)]
    seen = list(you["hand"])
    for s in range(n):
        seen += [k for k, c in seats[s]["split"].items() for _ in range(c)]
        seen += list(seats[s]["actions"])
        seen += [f"fee{a}" for a in seats[s]["unpaid_fees"]]
        seen += [k for c, k in enumerate(R.companies) for _ in range(port[s][c])]
    for pile in view["piles"]:
        seen += [c["card"] for c in pile if "card" in c]
    pool.subtract(Counter(seen))
    cards = [c for c, k in pool.items() for _ in range(max(0, k))]
    rng.shuffle(cards)
    every = R.market_deck()

    def draw(stock: bool = False) -> str:
        for i in range(len(cards) - 1, -1, -1):
            if not stock or cards[i] in index:
                return cards.pop(i)
        return rng.choice(R.companies if stock else every)   # more hidden places than cards left: make one up

    if not over:
        for s in range(n):
            if s != me:
                for _ in range(seats[s]["portfolio_count"]):
                    port[s][index[draw(stock=True)]] += 1
    hand = [list(you["hand"]) if s == me else [draw() for _ in range(seats[s]["hand_count"])] for s in range(n)]
    piles = [[[c["card"], True, []] if c["up"] else
              ([c["card"], False, [me]] if "card" in c else [draw(), False, []]) for c in pile]
             for pile in view["piles"]]
    discard = [draw() for _ in range(view["discard"])]
    deck = [draw() for _ in range(view["deck"])]

    pairs, public, hidden = _pairs(view, players, me, order, rng)
    choosing = view["phase"] == "choose"
    kept = R.raw.two_player.investors_kept if view["two_player"] else R.raw.investor_choice.kept
    free = [k for k in R.investor_order if k not in {i for s in seats for i in s["investors"]}
            and k not in you["investors"] and k not in you["offers"]]
    rng.shuffle(free)
    inv, offers = [], []
    for s in range(n):
        if s == me:
            inv.append(list(you["investors"]))
            offers.append(list(you["offers"]))
        elif choosing and seats[s]["chosen"]:
            inv.append([free.pop() for _ in range(kept) if free])
            offers.append([])
        elif choosing:
            inv.append([])
            offers.append([free.pop() for _ in range(len(you["offers"]) or kept + 1) if free])
        else:
            inv.append(list(seats[s]["investors"]))
            offers.append([])
    slots = view["bid_slots"]
    claim = view["claim"]
    moving = flow["moving"]
    values = {
        "seed": rng.getrandbits(32), "players": list(players), "two_player": view["two_player"],
        "side": view["side"], "use_investors": view["investors_in_play"], "rounds_total": view["rounds_total"],
        "round": view["round"], "start": start, "phase": view["phase"],
        "queue": [players.index(p) for p in flow["queue"]],
        "cash": [s["cash"] for s in seats], "port": port,
        "split": [[s["split"].get(k, 0) for k in R.companies] for s in seats],
        "unpaid": [list(s["unpaid_fees"]) for s in seats],
        "price": [c["position"] for c in view["companies"]],
        "deck": deck, "discard": discard, "reshuffles": flow["reshuffles"],
        "inv": inv, "offers": offers, "kept_done": [s["chosen"] for s in seats],
        "abil_left": [list(a) for a in flow["abil_left"]],
        "pairs": pairs, "public_pair": public, "hidden_pairs": hidden,
        "seen": [[{"player": e["player"], "pair": e["pair"] - 1, "company": index[e["company"]],
                   "forecast": e["forecast"]} for e in you["seen"]] if s == me else [] for s in range(n)],
        "martha_used": list(flow["martha_used"]), "hand": hand, "faces": [list(f) for f in flow["faces"]],
        "supply_pass": flow["supply_pass"], "piles": piles,
        "bids": [None if b is None else [players.index(b["player"]), slots.index(b["amount"])]
                 for b in view["bids"]],
        "place_queue": [players.index(p) for p in flow["place_queue"]], "off": list(flow["off"]),
        "bidder": players.index(view["bidder"]) if view["bidder"] is not None else -1,
        "last_bidder": players.index(flow["last_bidder"]) if flow["last_bidder"] is not None else -1,
        "acts": [list(s["actions"]) for s in seats], "cramer_used": list(flow["cramer_used"]),
        "move_queue": _move_queue(players, order, pairs, public, hidden, flow["moves_left"]),
        "moving": None if moving is None else [index[moving[0]], moving[1]],
        "claim": None if claim is None else {"company": index[claim["company"]], "per_share": claim["per_share"],
                                             "why": claim["why"], "waiting": [players.index(p)
                                                                              for p in claim["waiting"]]},
        "revealed": [[index[r["company"]], r["forecast"], r["source"]] for r in view["revealed"]],
        "final": [dict(s["final"]) for s in seats] if over else None,
    }
    return StockpileState.from_dump(json.dumps([values[f] for f in FIELDS]))
