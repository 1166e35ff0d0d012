"""Texts a new player met in play-testing: labels that say what a move does, narration that adds up."""
import random

from games import GAMES
from games.acquire.scenario import build, row
from render.acquire import board, private
from random_play import random_walk
from games.acquire.words import chain as chain_msg
from games.base import public_msg


def test_place_labels_name_the_chains():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "1B"], "b": ["9G"]})
    assert s.describe({"type": "place", "tile": "5A"}) == "Place 5A (merges Tower + Sackson)"
    assert s.describe({"type": "place", "tile": "1B"}) == "Place 1B (grows Tower)"


def test_survivor_narration_says_why():
    s = build(["a", "b"], chains={"Tower": row(1, 4, "A"), "Sackson": row(6, 8, "A")},
              hands={"a": ["5A", "9I"], "b": ["9G"]}, shares={"a": {"Sackson": 4}})
    events = s.apply("a", {"type": "place", "tile": "5A"})
    assert public_msg("acquire-survives-largest", chain=chain_msg("Tower")) in events


def test_final_share_sale_is_narrated():
    walk = random_walk("acquire", ["a", "b", "c"], 11, rng=random.Random(3), first_to_act=True,
                       chooser=lambda s, p, legal, rng: next((a for a in legal if a["type"] == "declare_end"), None)
                       or rng.choice(legal))
    held = False
    for s, _, _ in walk:
        held = any(s.shares[i][c] for i in range(3) for c in range(7) if s.sizes[c])
    ids = [e["msg"] for e in walk.moves[-1].events]
    assert "acquire-final" in ids
    assert ("acquire-final-sale" in ids) == held

def test_private_picture_without_shares_is_not_cut():
    s = GAMES["acquire"].new(["a", "b"], 5)
    image = private(s.view("a"), {})
    assert image.height >= 250          # the "No shares." line fits inside the picture
    board(s.view(None), {})
