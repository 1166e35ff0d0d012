"""Acquire.sample: a whole state from one player's view; what the view hides drawn at random.

Public: the board, chain sizes, the bank's shares, the merger in progress and
(when open or at the end) everyone's holdings. Hidden: the rivals' tiles, the
order of the tiles still to draw, and with hidden holdings the rivals' cash
and shares. Tiles nobody has seen are dealt to the rivals' hands and the bag;
the shares the bank and the player do not hold are dealt at random among the
rivals (a rival whose defunct shares were shown keeps exactly those); a rival's
cash is guessed near the player's own (the view gives no better clue).
"""
from __future__ import annotations

import random

from games.acquire import board as B
from games.acquire.content import rules
from games.acquire.state import AcquireState

_PER_CHAIN = rules().play.shares_per_chain


def _shares(view: dict, players: list[str], seat: int, rng: random.Random) -> list[list[int]]:
    names = [c["name"] for c in view["chains"]]
    if view["holdings"] is not None:
        return [[view["holdings"][p]["shares"].get(name, 0) for name in names] for p in players]
    shares = [[0] * len(names) for _ in players]
    shares[seat] = [view["shares"].get(name, 0) for name in names]
    rivals = [s for s in range(len(players)) if s != seat]
    merger = view["merger"] or {}
    revealed = merger.get("revealed") or {}
    current = names.index(merger["defunct"]) if merger.get("defunct") else None
    waiting = {players.index(p) for p in merger.get("disposing", [])}
    for c, chain in enumerate(view["chains"]):
        left = _PER_CHAIN - chain["bank"] - shares[seat][c]
        free = list(rivals)
        if c == current:
            for p, held in revealed.items():
                s = players.index(p)
                if s != seat and s in waiting:
                    shares[s][c] = held
                    left -= held
                    free.remove(s)
        for _ in range(max(0, left)):
            if not free:
                break
            shares[rng.choice(free)][c] += 1
    return shares


def _cash(view: dict, players: list[str], seat: int, rng: random.Random) -> list[int]:
    if view["holdings"] is not None:
        return [view["holdings"][p]["cash"] for p in players]
    mine = view["cash"]
    return [mine if s == seat else max(0, round(mine * rng.uniform(0.7, 1.3) / 100) * 100)
            for s in range(len(players))]


def _merger(view: dict, players: list[str]) -> dict | None:
    m = view["merger"]
    if m is None:
        return None
    names = [c["name"] for c in view["chains"]]
    index = names.index
    revealed = m["revealed"]
    return {
        "maker": players.index(m["maker"]), "chains": [index(c) for c in m["chains"]],
        "survivor": None if m["survivor"] is None else index(m["survivor"]),
        "candidates": [index(c) for c in m["candidates"]], "pending": [index(c) for c in m["pending"]],
        "current": None if m["defunct"] is None else index(m["defunct"]), "price": m["price"],
        "queue": [players.index(p) for p in m["disposing"]],
        "revealed": [revealed.get(p, 0) for p in players] if revealed else [],
    }


def sample(view: dict, player: str, rng: random.Random) -> AcquireState:
    players = view["players"]
    seat = players.index(player)
    board = [B.LONE if v == -2 else v for v in view["board"]]
    hand = [B.CELL_OF[t["tile"]] for t in view["hand"]]
    dead = [B.CELL_OF[t] for t in view["dead_tiles"]]
    seen = {c for c, v in enumerate(board) if v != B.EMPTY} | set(dead) | set(hand)
    unseen = [c for c in range(B.CELLS) if c not in seen]
    rng.shuffle(unseen)
    hands = [hand if s == seat else [unseen.pop() for _ in range(view["hand_counts"][p])]
             for s, p in enumerate(players)]
    starters = [B.CELL_OF[view["starting_tiles"][p]] for p in players]
    tail = unseen[:view["tiles_left"]]
    drawn_set = set(range(B.CELLS)) - set(tail)
    head = starters + [c for c in range(B.CELLS) if c in drawn_set and c not in set(starters)]
    options = dict(view["options"], tile_bag=None)
    return AcquireState({
        "players": list(players), "seed": rng.getrandbits(32), "options": options,
        "board": board, "sizes": [c["size"] for c in view["chains"]], "bank": [c["bank"] for c in view["chains"]],
        "shares": _shares(view, players, seat, rng), "cash": _cash(view, players, seat, rng),
        "hands": hands, "bag": head + tail, "drawn": len(head), "turn": players.index(view["turn"]),
        "phase": view["phase"], "bought": view["bought"],
        "tile": None if view["last_tile"] is None else B.CELL_OF[view["last_tile"]],
        "merger": _merger(view, players), "dead": dead, "ended": view.get("ended"), "starters": starters,
    })
