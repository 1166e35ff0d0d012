"""Setup: deck, hands, field, opening price move, money, markers, NPC, rounds."""
from collections import Counter

import pytest

from games import GAMES
from games.base import IllegalAction
from games.futures import market
from games.futures.cards import net_moves

GAME = GAMES["futures"]


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1})   # seat 1 starts: the examples follow it


def all_cards(state):
    cards = [c for h in state.hands for c in h] + state.deck + state.field_top + state.discards
    cards += [d for d in state.field_down if d is not None]
    return cards


@pytest.mark.parametrize("n", [3, 4])
def test_54_cards_nine_of_each_kind(n):
    state = make(n)
    counts = Counter(all_cards(state))
    assert sum(counts.values()) == 54
    assert set(counts) == {f"{c}_{s}" for c in ("corn", "rice", "pepper") for s in ("up", "down")}
    assert set(counts.values()) == {9}


@pytest.mark.parametrize("n", [3, 4])
def test_hands_field_money_markers(n):
    state = make(n)
    assert [len(h) for h in state.hands] == [5] * n
    assert len(state.field_top) == 6
    assert state.money == [0] * n
    assert state.owned == [3] * n
    assert state.markers == []
    view = state.view(None)
    assert view["hand_counts"] == {f"p{i}": 5 for i in range(n)}
    assert "hand" not in view
    assert view["start_player"] == "p0" and view["turn"] == "p0"


@pytest.mark.parametrize("n,rounds", [(3, 9), (4, 8)])
def test_rounds_by_player_count(n, rounds):
    assert make(n).rounds == rounds


def test_deck_is_exactly_used_up():
    # 4p: 28 left = 4 draws x 7 carry-overs; 3p: 33 = 3 x 8 draws + 9 NPC cards (one already placed)
    assert len(make(4).deck) == 28
    assert len(make(3).deck) == 33 - 1


@pytest.mark.parametrize("seed", range(5))
def test_opening_price_move_follows_the_six_field_cards(seed):
    state = make(4, seed)
    moves = net_moves(state.field_top, state.commodities)
    for c in state.commodities:
        assert state.prices[c] == state.start_row + moves[c]
    assert state.view(None)["last_move"]["kind"] == "opening"


def test_text_example_of_a_price_move():
    # CORN: one UP -> +1; RICE: one UP, one DOWN -> 0; PEPPER: one UP, two DOWN -> -1
    state = make(4)
    state.prices = dict.fromkeys(state.commodities, state.start_row)
    cards = ["corn_up", "rice_up", "rice_down", "pepper_up", "pepper_down", "pepper_down"]
    market.move_prices(state, cards, "opening")
    assert market.price(state, "corn") == 27
    assert market.price(state, "rice") == 25
    assert market.price(state, "pepper") == 23


def test_ladder_is_the_provisional_17_rows():
    state = make(4)
    assert state.ladder == [0, 4, 8, 12, 15, 18, 21, 23, 25, 27, 29, 32, 35, 38, 42, 46, 50]
    assert state.data.ladder.provisional is True
    assert state.ladder[state.start_row] == 25


def test_npc_marker_in_three_players_only():
    three = make(3)
    assert three.npc_slot == 0                       # under the leftmost field card
    assert three.field_down[0] is not None           # covered by a face-down deck card at round start
    view = three.view(None)
    assert view["field"][0]["face_down"] and view["field"][0]["placed_by"] == "npc"
    four = make(4)
    assert four.npc_slot is None
    assert all(d is None for d in four.field_down)


def test_player_counts_and_options():
    for n in (2, 5):
        with pytest.raises(IllegalAction):
            make(n)
    with pytest.raises(IllegalAction):
        GAME.new(["a", "b", "c"], 1, {"variant": "x"})
    with pytest.raises(IllegalAction):
        GAME.new(["a", "a", "c"], 1)


def test_same_seed_same_deal_other_seed_other_deal():
    assert make(4, 3).dump() == make(4, 3).dump()
    assert make(4, 3).dump() != make(4, 4).dump()
