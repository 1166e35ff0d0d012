"""Setup: players, board, starting tiles, first player, hands, options."""
import pytest

from games import GAMES
from games.acquire import board as B
from games.base import IllegalAction

GAME = GAMES["acquire"]


def seats(n):
    return [f"p{i}" for i in range(n)]


@pytest.mark.parametrize("n", range(2, 7))
def test_every_player_count_starts_with_cash_tiles_and_a_starting_tile(n):
    s = GAME.new(seats(n), 7)
    assert s.cash == [6000] * n
    assert s.bank == [25] * 7 and s.sizes == [0] * 7
    assert all(len(h) == 6 for h in s.hands)
    assert sum(1 for v in s.board if v == B.LONE) == n
    assert len(s.bag) == 108 == B.CELLS and sorted(s.bag) == list(range(108))
    assert s.drawn == n + 6 * n


@pytest.mark.parametrize("n", [1, 7])
def test_wrong_player_counts_are_refused(n):
    with pytest.raises(IllegalAction) as refusal:
        GAME.new(seats(n), 1)
    assert refusal.value.message_id == "common-player-count"


def test_board_is_12_by_9_with_orthogonal_neighbours():
    assert B.NAMES[0] == "1A" and B.NAMES[11] == "12A" and B.NAMES[-1] == "12I"
    assert sorted(B.NAMES[n] for n in B.NEIGHBOURS[B.CELL_OF["5C"]]) == ["4C", "5B", "5D", "6C"]
    assert sorted(B.NAMES[n] for n in B.NEIGHBOURS[B.CELL_OF["1A"]]) == ["1B", "2A"]
    assert sorted(B.NAMES[n] for n in B.NEIGHBOURS[B.CELL_OF["12I"]]) == ["11I", "12H"]
    assert B.parse_tile("5c") == B.CELL_OF["5C"] and B.parse_tile("13A") is None and B.parse_tile("1J") is None


def test_first_player_has_the_lowest_number_then_letter():
    s = GAME.new(seats(3), 1, {"tile_bag": ["5A", "3C", "3B"]})
    assert s.players[s.turn] == "p2"          # 3B: number 3 ties with 3C, letter B first
    s = GAME.new(seats(3), 1, {"tile_bag": ["12A", "1I", "3B"]})
    assert s.players[s.turn] == "p1"          # 1I: the number decides before the letter


def test_adjacent_starting_tiles_found_nothing():
    s = GAME.new(seats(3), 1, {"tile_bag": ["4D", "4E", "5D"]})
    assert [B.NAMES[c] for c in range(108) if s.board[c] == B.LONE] == ["4D", "5D", "4E"]
    assert s.sizes == [0] * 7
    assert s.view(None)["starting_tiles"] == {"p0": "4D", "p1": "4E", "p2": "5D"}


def test_tile_bag_sets_the_draw_order_then_hands_in_seat_order():
    bag = ["1A", "3A"] + list(B.NAMES[20:32])
    s = GAME.new(seats(2), 5, {"tile_bag": bag})
    assert [B.NAMES[c] for c in s.hands[0]] == bag[2:8]
    assert [B.NAMES[c] for c in s.hands[1]] == bag[8:14]
    # the unlisted tiles follow, shuffled by the seed
    assert sorted(s.bag) == list(range(108))
    assert s.bag[14:] != sorted(s.bag[14:])


@pytest.mark.parametrize("bad", [{"tile_bag": ["1A", "1A"]}, {"tile_bag": ["13A"]}, {"edition": "1962"},
                                 {"bonus_rounding": "sideways"}, {"open_holdings": "maybe"}, {"nope": 1}])
def test_bad_options_are_refused_politely(bad):
    with pytest.raises(IllegalAction) as refusal:
        GAME.new(seats(3), 1, bad)
    assert refusal.value.message_id == "common-options-refused"


def test_editions_name_and_price_the_chains():
    new = GAME.new(seats(3), 1).view(None)["chains"]
    assert [(c["name"], c["tier"]) for c in new] == [
        ("Worldwide", "cheap"), ("Sackson", "cheap"), ("Festival", "middle"), ("Imperial", "middle"),
        ("American", "middle"), ("Continental", "expensive"), ("Tower", "expensive")]
    old = GAME.new(seats(3), 1, {"edition": "classic"}).view(None)["chains"]
    assert [(c["name"], c["tier"]) for c in old] == [
        ("Luxor", "cheap"), ("Tower", "cheap"), ("American", "middle"), ("Festival", "middle"),
        ("Worldwide", "middle"), ("Continental", "expensive"), ("Imperial", "expensive")]


def test_same_seed_same_game_and_load_dump_identity():
    a, b = GAME.new(seats(4), 42), GAME.new(seats(4), 42)
    assert a.dump() == b.dump()
    assert GAME.load(a.dump()).dump() == a.dump()
    assert GAME.new(seats(4), 43).dump() != a.dump()
