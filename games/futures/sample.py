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
        "last_move": _last_move(view, field_top, field_down, sorted(set(full_deck(
            [c.key for c in d.commodities], 1))), rng), "final": view["final"],
    })


def _last_move(view: dict, field_top: list, field_down: list, kinds: list[str], rng: random.Random) -> dict | None:
    """The last price move with its cards whole. During play the view names only the cards still face
    up on their slot and counts the others ("covered"): a covered one is the (sampled) card under the
    face-down one on its slot; one whose slot shows another card now (or with no slot) is any other card."""
    move = view["last_move"]
    if move is None or view["phase"] == "over" or "covered" not in move:
        return move
    move = {k: v for k, v in move.items() if k != "covered"}
    showing = list(move["cards"])
    slots = move.get("slots") or []
    cards, j = [], 0
    for i in range(len(showing) + view["last_move"]["covered"]):
        s = slots[i] if i < len(slots) else None
        face_up = s is not None and field_down[s] is None
        if face_up and j < len(showing) and field_top[s] == showing[j]:
            cards.append(showing[j])
            j += 1
        elif s is not None and not face_up:
            cards.append(field_top[s])
        else:
            cards.append(rng.choice([k for k in kinds if not face_up or k != field_top[s]]))
    move["cards"] = cards
    return move
