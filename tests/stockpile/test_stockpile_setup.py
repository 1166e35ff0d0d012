"""Setup, options, the information phase and the supply phase."""
from __future__ import annotations

from collections import Counter

import pytest

from games import GAMES
from games.base import IllegalAction
from games.stockpile import scenario as sc
from games.stockpile.data import rules

GAME = GAMES["stockpile"]


def seats(n):
    return [f"p{i}" for i in range(n)]


def test_market_deck_has_80_cards_as_the_text_lists():
    deck = Counter(rules().market_deck())
    assert sum(deck.values()) == 80
    assert all(deck[c] == 10 for c in rules().companies)
    assert sum(v for k, v in deck.items() if k.startswith("fee")) == 12
    assert deck["boom"] == 4 and deck["bust"] == 4


@pytest.mark.parametrize("n", [3, 4, 5])
def test_setup_standard(n):
    s = GAME.new(seats(n), 7, {"start": 1})
    assert s.cash == [20000] * n
    # one starting share each, all different companies, hidden in the portfolio
    starters = [tuple(i for i, v in enumerate(s.port[p]) if v) for p in range(n)]
    assert all(len(t) == 1 and s.port[p][t[0]] == 1 for p, t in enumerate(starters))
    assert len({t[0] for t in starters}) == n
    assert s.price == [4] * 6 and all(sc.price(s, c) == 5 for c in rules().companies)
    assert s.rounds_total == {3: 7, 4: 6, 5: 5}[n]
    assert s.players[s.start] == "p0"
    # all 80 market cards accounted for
    total = len(s.deck) + sum(len(p) for p in s.piles) + sum(len(h) for h in s.hand) + n
    assert total == 80


def test_two_players_use_the_variant_automatically():
    s = GAME.new(seats(2), 3, {"start": 1})
    assert s.two_player and s.cash == [30000, 30000] and s.rounds_total == 6
    assert len(s.piles) == 4
    assert all(len(p) == 2 for p in s.pairs) and s.public_pair is None and len(s.hidden_pairs) == 2
    assert GAME.new(seats(2), 3, {"start": 1, "variant": "two_player"}).two_player


def test_variant_option_is_checked():
    with pytest.raises(IllegalAction) as refusal:
        GAME.new(seats(3), 1, {"start": 1, "variant": "two_player"})
    assert refusal.value.message_id == "stockpile-refuse-variant-two"
    with pytest.raises(IllegalAction) as refusal:
        GAME.new(seats(2), 1, {"start": 1, "variant": "standard"})
    assert refusal.value.message_id == "stockpile-refuse-variant-standard"
    with pytest.raises(IllegalAction):
        GAME.new(seats(3), 1, {"start": 1, "side": "sideways"})
    with pytest.raises(IllegalAction):
        GAME.new(seats(3), 1, {"start": 1, "rounds": 0})


def test_rounds_can_be_overridden():
    s = GAME.new(seats(4), 1, {"start": 1, "rounds": 2})
    assert s.rounds_total == 2
    assert s.view(None)["rounds_total"] == 2


@pytest.mark.parametrize("n,hidden", [(3, 2), (4, 1), (5, 0)])
def test_information_phase_pairs(n, hidden):
    s = GAME.new(seats(n), 11, {"start": 1})
    assert all(len(p) == 1 for p in s.pairs)
    assert s.public_pair is not None and len(s.hidden_pairs) == hidden
    everything = [p for ps in s.pairs for p in ps] + [s.public_pair] + s.hidden_pairs
    assert sorted(c for c, _ in everything) == list(range(6))          # each company once
    assert sorted(f for _, f in everything) == sorted(rules().forecasts)  # each forecast once
    assert set(rules().forecasts) == {"+4", "+2", "+1", "$$", "-2", "-3"}


def test_supply_seed_cards_and_hands():
    s = GAME.new(seats(4), 5, {"start": 1})
    assert len(s.piles) == 4 and all(len(p) == 1 and p[0][1] for p in s.piles)   # face up
    assert all(len(h) == 2 for h in s.hand)
    assert s.to_act() == ["p0"]


def test_supply_one_up_one_down_on_piles_of_choice():
    s = GAME.new(seats(3), 5, {"start": 1})
    a, b = s.hand[0]
    legal = s.legal_actions("p0")
    assert {x["pile"] for x in legal} == {1, 2, 3}
    assert {x["face"] for x in legal} == {"up", "down"}
    s.apply("p0", {"type": "place", "card": a, "face": "down", "pile": 3})
    # the second card must go face up; any pile, also the same one
    legal = s.legal_actions("p0")
    assert {x["face"] for x in legal} == {"up"} and {x["card"] for x in legal} == {b}
    s.apply("p0", {"type": "place", "card": b, "face": "up", "pile": 3})
    assert s.piles[2][-2] == [a, False, [0]] and s.piles[2][-1] == [b, True, []]
    assert s.to_act() == ["p1"]


def test_supply_refuses_a_fifth_pile_and_a_second_face_down():
    s = GAME.new(seats(3), 5, {"start": 1})
    a, b = s.hand[0]
    with pytest.raises(IllegalAction) as refusal:
        s.apply("p0", {"type": "place", "card": a, "face": "up", "pile": 4})
    assert refusal.value.message_id == "stockpile-refuse-place"
    s.apply("p0", {"type": "place", "card": a, "face": "down", "pile": 1})
    with pytest.raises(IllegalAction) as refusal:
        s.apply("p0", {"type": "place", "card": b, "face": "down", "pile": 1})
    assert refusal.value.message == {'msg': 'stockpile-refuse-place-down-used', 'args': {'piles': 3}}


def test_two_player_supply_deals_twice_after_the_first_cards_are_placed():
    s = GAME.new(seats(2), 9, {"start": 1})
    assert all(len(h) == 2 for h in s.hand)
    for p in ("p0", "p1"):
        for _ in range(2):
            s.apply(p, s.legal_actions(p)[0])
    assert s.phase == "supply" and s.supply_pass == 1 and all(len(h) == 2 for h in s.hand)
    for p in ("p0", "p1"):
        for _ in range(2):
            s.apply(p, s.legal_actions(p)[0])
    assert s.phase == "demand"
    assert sum(len(p) for p in s.piles) == 4 + 8     # a seed card per pile and 4 cards each


def test_deck_is_refilled_from_the_discards_when_it_runs_dry():
    s = sc.make(3)
    s.deck = ["cosmic"]
    s.discard = ["bank", "labs", "epic", "auto"]
    card1, card2 = s.draw(), s.draw()
    assert card1 == "cosmic" and card2 in {"bank", "labs", "epic", "auto"}
    assert len(s.deck) == 3 and s.discard == [] and s.reshuffles == 1
    s.deck, s.discard = [], []
    assert s.draw() is None
