"""A computer player for Acquire: greedy, from its own view only.

It places the tile that pays it most (a merger where it holds the defunct chain,
a new chain for the founder's share, growth of chains it holds), buys where a
majority is within reach, sells defunct shares unless trading pays better, and
declares the end as soon as it may when its own shares lead the table's
visible signs. Other players' holdings are hidden: it guesses them from the
bank's counts.
"""
from __future__ import annotations

import math
import random

from games.acquire.content import price_table

RESERVE = 400            # cash it keeps in hand when buying
FOUND_VALUE = 900        # what founding a chain is worth to it (free share, first say in the chain)


def _neighbours(cell: int, cols: int, cells: int) -> list[int]:
    out = []
    if cell >= cols:
        out.append(cell - cols)
    if cell % cols:
        out.append(cell - 1)
    if cell % cols < cols - 1:
        out.append(cell + 1)
    if cell + cols < cells:
        out.append(cell + cols)
    return out


def _cell(tile: str, view: dict) -> int:
    return view["rows"].index(tile[-1]) * view["columns"] + int(tile[:-1]) - 1


def _others_best(view: dict, chain: dict, mine: int) -> int:
    """A guess at the largest holding among the other players (only the bank's count is public)."""
    others = 25 - chain["bank"] - mine
    rivals = len(view["players"]) - 1
    if others <= 0:
        return 0
    share = 1.0 if rivals == 1 else 0.6
    return math.ceil(others * share)


def _bonus_hope(view: dict, chain: dict, mine: int) -> float:
    if mine == 0:
        return 0.0
    best = _others_best(view, chain, mine)
    if mine > best:
        return chain["majority"] + (chain["minority"] if best == 0 else 0)
    if mine == best:
        return (chain["majority"] + chain["minority"]) / 2
    return chain["minority"] * 0.5


def _place_value(view: dict, tile: str, status: str) -> float:
    chains = view["chains"]
    mine = view["shares"]
    cols, board = view["columns"], view["board"]
    if status == "found":
        return FOUND_VALUE
    if status == "lone":
        return 0.0
    touched = sorted({board[n] for n in _neighbours(_cell(tile, view), cols, len(board)) if board[n] >= 0})
    prices = price_table(view["edition"])
    if status == "grow":
        c = chains[touched[0]]
        held = mine.get(c["name"], 0)
        gain = prices[touched[0]][min(c["size"] + 1, len(board))] - c["price"]
        return held * gain + (50 if held else -20)
    # a merger: the largest survives; what do the defunct chains pay me, and what do they pay others?
    largest = max(touched, key=lambda i: chains[i]["size"])
    value = 0.0
    for i in touched:
        if i == largest:
            continue
        c = chains[i]
        held = mine.get(c["name"], 0)
        value += _bonus_hope(view, c, held) + held * c["price"] * 0.3
        if held == 0 and c["bank"] < 25:
            value -= c["majority"] * 0.3
    survivor = chains[largest]
    value += mine.get(survivor["name"], 0) * 100
    return value


def _buy_choice(view: dict, legal: list[dict]) -> dict | None:
    chains = {c["name"]: c for c in view["chains"]}
    cash = view["cash"]
    best, best_score = None, 0.0
    for action in legal:
        if action["type"] != "buy":
            continue
        c = chains[action["chain"]]
        if cash - c["price"] < RESERVE and view["tiles_left"] > 10:
            continue
        mine = view["shares"].get(c["name"], 0)
        rival = _others_best(view, c, mine)
        needed = max(0, rival + 1 - mine)
        if needed > 4:
            continue
        score = (c["majority"] + 0.5 * c["minority"]) / c["price"] / (needed + 1)
        if mine > rival + 3:
            score *= 0.3            # a safe lead: more shares add little
        if not c["safe"]:
            score *= 1.5            # can still be merged: bonuses soon
        if score > best_score:
            best, best_score = action, score
    return best


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    kinds = {a["type"] for a in legal}
    if "declare_end" in kinds:
        return {"type": "declare_end"}
    if "place" in kinds:
        status = {h["tile"]: h["status"] for h in view.get("hand", [])}
        places = [a for a in legal if a["type"] == "place"]
        return max(places, key=lambda a: (_place_value(view, a["tile"], status.get(a["tile"], "lone")),
                                          rng.random()))
    if "buy" in kinds or kinds == {"done"}:
        return _buy_choice(view, legal) or {"type": "done"}
    chains = {c["name"]: c for c in view["chains"]}
    mine = view.get("shares", {})
    if "found" in kinds:
        # a chain it already holds shares of, else the dearest
        return max(legal, key=lambda a: (mine.get(a["chain"], 0), chains[a["chain"]]["price"] or
                                         {"cheap": 0, "middle": 1, "expensive": 2}[chains[a["chain"]]["tier"]]))
    if "survivor" in kinds:
        # weigh what each choice pays: bonuses on the others going defunct, plus its shares that survive
        def worth(survivor: str) -> float:
            keep = mine.get(survivor, 0) * chains[survivor]["price"] * 0.5
            return keep + sum(_bonus_hope(view, chains[a["chain"]], mine.get(a["chain"], 0))
                              for a in legal if a["chain"] != survivor)
        return max(legal, key=lambda a: worth(a["chain"]))
    if "defunct" in kinds:
        return legal[0]
    if kinds & {"sell", "trade", "keep"}:
        m = view["merger"]
        survivor = chains[m["survivor"]]
        trades = [a for a in legal if a["type"] == "trade"]
        sells = [a for a in legal if a["type"] == "sell"]
        if trades and survivor["price"] > 2 * m["price"]:
            return max(trades, key=lambda a: a["count"])
        if sells:
            return max(sells, key=lambda a: a["count"])
        return {"type": "keep"}
    return rng.choice(legal)
