"""Futures!.sample: a whole state from one player's view; the cards it cannot see drawn at random.

Public: prices, markers, money, the face-up field cards, counts of every hand,
the deck and the discards. Known to the player: its hand, its own face-down
cards and the card it is passing. Everything else (the rivals' hands and
passed cards, the rivals' and the NPC's face-down cards, the face-up cards now
covered, the deck's order and the discards) is dealt at random from the cards
the player has not seen.
"""
from __future__ import annotations

import random

from games.futures.cards import full_deck
from games.futures.content import data
from games.futures.state import NPC, FuturesState


def sample(view: dict, player: str, rng: random.Random) -> FuturesState:
    players = view["players"]
    seat = players.index(player)
    d = data()
    unseen = full_deck([c.key for c in d.commodities], d.cards.per_kind)
    hand = list(view["hand"])
    seen = hand + ([view["passing"]] if view.get("passing") else [])
    for slot in view["field"]:
        seen += [c for c in (slot["card"], slot["yours"]) if c]
    for card in seen:
        unseen.remove(card)
    rng.shuffle(unseen)
    draw = unseen.pop
    passed = view["passed"]
    passing = [view.get("passing") if s == seat else (draw() if passed.get(p) else None)
               for s, p in enumerate(players)]
    hands = [hand if s == seat else sorted(draw() for _ in range(view["hand_counts"][p]))
             for s, p in enumerate(players)]
    field_top, field_down, field_owner = [], [], []
    for slot in view["field"]:
        owner = slot["placed_by"]
        field_owner.append(None if owner is None else NPC if owner == "npc" else players.index(owner))
        field_down.append(None if not slot["face_down"] else slot["yours"] or draw())
        field_top.append(slot["card"] or draw())
    discards = [draw() for _ in range(view["discard_count"])]
    deck = [draw() for _ in range(view["deck_count"])]
    order = [players.index(p) for p in view["order"]]
    turn = view["turn"]
    markers = [[players.index(m["player"]), m["commodity"], m["side"], m["row"]] for m in view["markers"]]
    return FuturesState({
        "players": list(players), "seed": rng.getrandbits(32), "round": view["round"], "rounds": view["rounds"],
        "sp": players.index(view["start_player"]), "phase": view["phase"], "order": order,
        "pos": order.index(players.index(turn)) if turn is not None else 0, "step": view["step"],
        "actions_left": view["actions_left"], "prices": dict(view["price_rows"]), "markers": markers,
        "money": [view["money"][p] for p in players], "owned": [view["markers_owned"][p] for p in players],
        "bought": [int(view["fourth_bought"][p]) for p in players], "hands": hands, "deck": deck,
        "discards": discards, "field_top": field_top, "field_down": field_down, "field_owner": field_owner,
        "npc_slot": None if view["npc_slot"] is None else view["npc_slot"] - 1, "passing": passing,
        "last_move": view["last_move"], "final": view["final"],
    })
