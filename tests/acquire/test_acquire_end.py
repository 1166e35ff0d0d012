"""The end: declaring it, final bonuses, liquidation, worthless defunct shares, shared wins, frozen boards."""
import pytest

from games.acquire.scenario import build, row
from games.base import IllegalAction, english

BIG = row(1, 12, "A") + row(1, 12, "B") + row(1, 12, "C") + row(1, 5, "D")     # 41 tiles


def test_no_declaring_before_a_chain_has_41_tiles_or_all_are_safe():
    s = build(["a", "b"], chains={"Tower": BIG[:40], "Sackson": row(1, 10, "G")},
              hands={"a": ["9I"], "b": ["12I"]})
    assert not s.can_declare()
    assert {"type": "declare_end"} not in s.legal_actions("a")
    with pytest.raises(IllegalAction):
        s.apply("a", {"type": "declare_end"})


def test_a_41_tile_chain_lets_the_player_on_turn_declare_the_end():
    s = build(["a", "b", "c"], chains={"Tower": BIG, "Sackson": ["1G", "2G"]},
              hands={"a": ["9I"], "b": ["12I"], "c": ["10I"]},
              shares={"a": {"Tower": 3, "Sackson": 1, "Festival": 4}, "b": {"Tower": 2}, "c": {"Sackson": 1}})
    assert s.view(None)["can_declare"]
    assert {"type": "declare_end"} in s.legal_actions("a")
    assert s.legal_actions("b") == []                    # only on one's own turn
    ev = s.apply("a", {"type": "declare_end"})
    assert s.is_over() and s.to_act() == [] and s.legal_actions("a") == []
    log = [english(e) for e in ev]
    assert log[0] == "<@a> declares the end of the game."
    # Tower 41 tiles, expensive: $1,200; Sackson 2 tiles, cheap: $200 (a and c tie: 3,000 / 2)
    assert "<@a> receives the Tower majority bonus: $12,000." in log
    assert "<@b> receives the Tower minority bonus: $6,000." in log
    assert "<@a> receives the Sackson shared majority and minority bonus: $1,500." in log
    # Festival is not on the board: a's four Festival shares are worth nothing
    assert s.cash == [6000 + 12000 + 1500 + 3 * 1200 + 200, 6000 + 6000 + 2 * 1200, 6000 + 1500 + 200]
    assert s.winners() == ["a"] and s.scores()["a"] == s.cash[0]
    v = s.view(None)
    assert v["over"] and v["winners"] == ["a"] and v["holdings"]["b"]["cash"] == 14400


def test_all_chains_safe_allows_the_end_and_it_may_also_be_declared_after_buying():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C")},
              hands={"a": ["9I"], "b": ["12I"]})
    assert s.can_declare()
    s.apply("a", {"type": "place", "tile": "9I"})
    s.apply("a", {"type": "buy", "chain": "Tower"})
    assert {"type": "declare_end"} in s.legal_actions("a")
    s.apply("a", {"type": "declare_end"})
    assert s.is_over()


def test_declaring_is_a_choice_the_game_goes_on_without_it():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A")}, hands={"a": ["9I"], "b": ["12I"]})
    s.apply("a", {"type": "place", "tile": "9I"})
    s.apply("a", {"type": "done"})
    assert not s.is_over() and s.to_act() == ["b"]


def test_equal_money_shares_the_win():
    s = build(["a", "b", "c"], chains={"Tower": row(1, 11, "A")}, hands={"a": ["9I"], "b": ["12I"], "c": ["1I"]},
              shares={"a": {"Tower": 2}, "b": {"Tower": 2}})
    s.apply("a", {"type": "declare_end"})
    assert s.cash[0] == s.cash[1] > s.cash[2]
    assert s.winners() == ["a", "b"]


def test_running_out_of_tiles_alone_does_not_end_the_game():
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, hands={"a": ["9I"], "b": ["12I"]})
    s.drawn = len(s.bag)                                 # the draw pile is empty
    s.apply("a", {"type": "place", "tile": "9I"})
    s.apply("a", {"type": "done"})
    assert not s.is_over() and s.to_act() == ["b"]
    s.apply("b", {"type": "place", "tile": "12I"})
    s.apply("b", {"type": "done"})
    # nobody holds a tile now and none can be drawn: the board can never change again
    assert s.is_over() and s.ended == "frozen"


def test_a_player_without_tiles_still_buys():
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, hands={"a": ["9I", "10G"], "b": []})
    s.drawn = len(s.bag)
    s.apply("a", {"type": "place", "tile": "9I"})
    ev = s.apply("a", {"type": "done"})
    assert "<@b> has no tiles left." in [english(e) for e in ev]
    assert s.to_act() == ["b"] and s.phase == "buy"


def test_a_board_of_waiting_tiles_ends_the_game_even_with_tiles_in_the_pile():
    seven = {"Worldwide": ["1A", "2A"], "Sackson": ["4A", "5A"], "Festival": ["1C", "2C"],
             "Imperial": ["4C", "5C"], "American": ["7A", "8A"], "Continental": ["10A", "11A"],
             "Tower": ["7C", "8C"]}
    # every tile in every hand (and a's next draw) would found an eighth chain
    s = build(["a", "b"], chains=seven, lone=["12I", "12E", "9E"],
              hands={"a": ["9I", "12D", "12F", "8E", "10E", "9D"], "b": ["11I", "12H", "11E"]}, bag=["9F"])
    s.apply("a", {"type": "place", "tile": "9I"})
    ev = s.apply("a", {"type": "done"})
    assert len(s.bag) - s.drawn > 0
    assert s.is_over() and s.ended == "frozen"
    assert "acquire-frozen" in [e["msg"] for e in ev]


def test_the_end_may_be_declared_before_placing():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A")}, hands={"a": ["9I"], "b": ["12I"]})
    assert s.phase == "place"
    assert s.legal_actions("a")[-1] == {"type": "declare_end"}
    s.apply("a", {"type": "declare_end"})
    assert s.is_over() and s.ended == "declared"
