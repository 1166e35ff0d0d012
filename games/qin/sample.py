"""Qin.sample: a whole state from one player's view; the rivals' tiles and the pile drawn at random.

The board, pagodas, villages and supplies are public. Hidden: the rivals' hands
and the pile's order. The tiles already on the board are not named by the view
(a square's colour does not say which tile covered it), so the placed tiles are
guessed from the colours on the board, and the rest of the 72 tiles, less the
player's hand, are dealt to the rivals and the pile.
"""
from __future__ import annotations

import random
from collections import Counter

from games.qin.board import COLOURS, pieces
from games.qin.state import SIDES, TILE_ORDER, QinState


def _unseen(view: dict, hand: list[str], rng: random.Random) -> list[str]:
    """The tiles neither on the board (as far as the colours tell) nor in the player's hand."""
    pool = Counter({t: n for t, n in pieces().tiles.items()})
    pool.subtract(Counter(hand))
    starts = sum(1 for ch in "".join(view["terrain"]) if ch in COLOURS)
    colours = Counter(ch for ch in view["grid"] if ch in COLOURS)
    for ch in COLOURS:                                  # every start square is coloured from the start
        colours[ch] = max(0, colours[ch] - 1) if starts else colours[ch]
    placed = sum(colours.values()) // 2
    for _ in range(placed):
        fits = [t for t in TILE_ORDER if pool[t] > 0 and all(colours[c] > 0 for c in t)]
        tile = rng.choice(fits or [t for t in TILE_ORDER if pool[t] > 0])
        pool[tile] -= 1
        for c in tile:
            colours[c] = max(0, colours[c] - 1)
    tiles = [t for t in TILE_ORDER for _ in range(max(0, pool[t]))]
    rng.shuffle(tiles)
    return tiles


def sample(view: dict, player: str, rng: random.Random) -> QinState:
    players = view["players"]
    seat = players.index(player)
    hand = list(view["hand"])
    unseen = _unseen(view, hand, rng)
    hands = []
    for s, p in enumerate(players):
        if s == seat:
            hands.append(hand)
        else:
            hands.append([unseen.pop() for _ in range(view["hand_size"][p])])
    pile = [unseen.pop() for _ in range(view["pile"])]
    side = view["side"]
    match = bool(view["match"])
    board_no = view["board_number"] - 1
    sides = [side] if not match else ([side, SIDES[1 - SIDES.index(side)]] if board_no == 0
                                      else [SIDES[1 - SIDES.index(side)], side])
    over = view["phase"] == "over"
    results = [dict(r, left=[r["left"][p] for p in players], winners=[players.index(w) for w in r["winners"]])
               for r in view["results"]]
    return QinState.from_data({
        "players": list(players), "seed": rng.getrandbits(32), "options": {"side": sides[0], "match": match},
        "sides": sides, "board_no": board_no, "results": results, "over": over,
        "final_winners": [players.index(w) for w in view["winners"]], "grid": view["grid"],
        "pagodas": view["pagodas"], "villages": view["village_list"],
        "supply": [view["supply"][p] for p in players], "hands": hands, "pile": pile,
        "turn": players.index(view["turn"]) if view["turn"] is not None else 0,
        "last": view["last"], "end_reason": view["end_reason"],
    })
