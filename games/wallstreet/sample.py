"""1920 Wall Street.sample: a whole state from one player's view; what it cannot see drawn at random.

Public: prices, the circle, pawns, options, cash, capital, loans, the deck's and
the piles' top cards and sizes, the counts of every player's shares and market
cards, the turn's queue of steps (view["flow"]). Known to the player: its own
shares, market cards, capital card and face-down answer. Hidden and drawn here:
the rivals' shares and market cards (of the right sort), their capital cards,
their face-down answers or removals, the deck below its top (the explosion,
until the final round, among its last cards: the game ends by it) and the piles
below their tops, all from the cards the player has not seen.
"""
from __future__ import annotations

import copy
import random

from games.wallstreet.data import catalogue
from games.wallstreet.state import WallStreetState

SHARE_KINDS = frozenset({"stock", "golden", "dual"})


def sample(view: dict, player: str, rng: random.Random) -> WallStreetState:
    cat = catalogue()
    rules = cat.rules
    players = view["players"]
    n = len(players)
    me = players.index(player)
    you = view["you"]
    seats = view["seats"]
    todo = copy.deepcopy(view["flow"]["todo"])        # the sample's own steps: playing it on must not touch the view

    # every card of this game, less those the player can place
    exchange = set(cat.exchange_ids) if n == 2 else set()
    unseen = set(cat.starting_ids) | set(cat.stock_ids) | (set(cat.market_ids) - exchange) | {cat.explosion}
    shares = [[] for _ in range(n)]
    market = [[] for _ in range(n)]
    shares[me] = [c["id"] for c in you["shares"]]
    market[me] = [c["id"] for c in you["market"]]
    if view["over"]:
        for s, p in enumerate(view["final"]["players"]):
            shares[s] = [c["id"] for c in p["shares"]]
            market[s] = [c["id"] for c in p["market"]]
    for step in todo:
        if step["k"] in ("answer", "pick") and step["p"] != me and step["offer"] not in shares[step["p"]]:
            shares[step["p"]].append(step["offer"])        # the offered share is still its owner's
        if step["k"] == "pick":
            for s, c in step["given"]:
                if s != me and c not in shares[s]:
                    shares[s].append(c)
    seen = {c for cs in shares + market for c in cs}
    seen |= {c["id"] for spot in view["rondel"] for c in spot["cards"]}
    seen |= {p["top"]["id"] for p in view["piles"] if p["top"]}
    if view["deck_top"]:
        seen.add(view["deck_top"]["id"])
    for step in todo:
        seen |= {step[k] for k in ("c", "offer") if isinstance(step.get(k), int)}
        seen |= {c for _, c in step.get("given", []) if c is not None}
    unseen -= seen
    explosion_hidden = cat.explosion in unseen and not (
        view["over"] and any(cat.explosion in pile for pile in view["final"]["pile_cards"]))
    unseen.discard(cat.explosion)
    pool = sorted(unseen)
    rng.shuffle(pool)

    def draw(kinds: frozenset | None = None, fits=lambda c: True) -> int:
        for i in range(len(pool) - 1, -1, -1):
            if (kinds is None or cat.cards[pool[i]]["kind"] in kinds) and fits(pool[i]):
                return pool.pop(i)
        choices = [c for c in range(len(cat.cards)) if (kinds is None or cat.cards[c]["kind"] in kinds) and fits(c)]
        return rng.choice(choices)          # more hidden places than unseen cards: make one up

    def answers(stock: str):
        """A share that may answer an offer of `stock`: not golden, not of that stock."""
        def fits(c: int) -> bool:
            card = cat.cards[c]
            return card["kind"] != "golden" and stock not in (card["stocks"] if card["kind"] == "dual"
                                                               else [card.get("stock")])
        return fits

    if not view["over"]:
        for step in todo:               # a rival still to answer holds a share it may answer with
            if step["k"] == "answer":
                fits = answers(step["stock"])
                for s in step["wait"]:
                    if s != me and not any(fits(c) for c in shares[s]) and len(shares[s]) < seats[s]["shares"]:
                        shares[s].append(draw(SHARE_KINDS, fits))
        for s in range(n):
            if s != me:
                shares[s] += [draw(SHARE_KINDS) for _ in range(seats[s]["shares"] - len(shares[s]))]
                market[s] += [draw(frozenset({"market"})) for _ in range(seats[s]["market_cards"] - len(market[s]))]
    for step in todo:
        if "given" in step and step["k"] != "pick":     # a rival's face-down answer (a share) or removal
            step["given"] = [[s, c if c is not None else rng.choice(
                (shares[s] if step["k"] == "answer" else shares[s] + market[s]) or [draw(SHARE_KINDS)])]
                for s, c in step["given"]]
    if view["over"]:                    # the final view shows every pile
        seen_piles = {c for pile in view["final"]["pile_cards"] for c in pile}
        pool[:] = [c for c in pool if c not in seen_piles]
    piles = [list(p) for p in view["final"]["pile_cards"]] if view["over"] else []
    for p in [] if view["over"] else view["piles"]:
        below = [draw() for _ in range(max(0, p["count"] - 1))]
        piles.append(below + ([p["top"]["id"]] if p["top"] else []))
    deck = [draw() for _ in range(max(0, view["deck_count"] - 1))]
    if explosion_hidden:
        # not drawn yet (no final round): it lies among the deck's last cards; drawn: it went onto
        # a pile and is covered now
        if not view["final_round"] and deck:
            deck[len(deck) - 1 - rng.randrange(min(rules.explosion_window, len(deck)))] = cat.explosion
        elif any(len(p) > 1 for p in piles):
            pile = rng.choice([p for p in piles if len(p) > 1])
            pile[rng.randrange(len(pile) - 1)] = cat.explosion
    if view["deck_top"]:
        deck.insert(0, view["deck_top"]["id"])

    capital = [dict(c) for c in cat.capital]
    mine = capital.index(you["capital_card"])
    others = [i for i in range(len(capital)) if i != mine]
    if view["over"]:
        cards = [capital.index(p["capital_card"]) for p in view["final"]["players"]]
    else:
        rng.shuffle(others)
        cards = [mine if s == me else others.pop() for s in range(n)]
    unused = [i for i in range(len(capital)) if i not in cards]
    rng.shuffle(unused)

    tycoons = [{k: t[k] for k in ("card", "side", "used")} for t in view["tycoons"]]
    return WallStreetState({
        "players": list(players), "seed": rng.getrandbits(32), "opts": dict(view["options"]),
        "side": view["board"], "prices": list(view["prices"]),
        "rondel": [[c["id"] for c in spot["cards"]] for spot in view["rondel"]],
        "trend_pos": view["trend_spot"], "trend_dir": 1 if view["trend_dir"] == "clockwise" else -1,
        "trend_cash": view["trend_cash"], "pawns": [s["pawn"] for s in seats], "deck": deck, "piles": piles,
        "shares": shares, "market": market, "capital_card": cards, "unused_capital": unused,
        "capital": [s["capital"] for s in seats], "cash": [s["cash"] for s in seats],
        "loans": [s["loans"] for s in seats], "bonus": [s["tycoon_points"] for s in seats],
        "option_at": [s["option"] for s in seats], "tycoons": tycoons,
        "first": players.index(view["start_player"]),
        "turn": None if view["turn"] is None else players.index(view["turn"]), "flipped": view["flipped"],
        "final": view["final_round"], "over": view["over"], "todo": todo, "stats": dict(view["flow"]["stats"]),
    })
