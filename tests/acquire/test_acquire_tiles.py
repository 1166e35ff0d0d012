"""Placing tiles: lone, founding, growing, waiting (8th chain), dead tiles, unplayable hands."""
from games.acquire import board as B
from games.acquire.scenario import build, row
from games.base import IllegalAction, english
import pytest
from games.acquire.words import chain as chain_msg

SEVEN = {  # all seven chains on the board, two tiles each
    "Worldwide": ["1A", "2A"], "Sackson": ["4A", "5A"], "Festival": ["1C", "2C"], "Imperial": ["4C", "5C"],
    "American": ["7A", "8A"], "Continental": ["10A", "11A"], "Tower": ["7C", "8C"],
}


def tiles(state, player):
    return [a["tile"] for a in state.legal_actions(player) if a["type"] == "place"]


def test_a_lone_tile_founds_nothing_and_the_turn_moves_on():
    s = build(["a", "b"], hands={"a": ["5E"], "b": ["9I"]}, bag=["1I"])
    ev = s.apply("a", {"type": "place", "tile": "5E"})
    assert s.board[B.CELL_OF["5E"]] == B.LONE
    assert s.to_act() == ["b"]                    # nothing to buy: the turn ends by itself
    drawn = "You draw 1I, " + ", ".join(B.NAMES[c] for c in s.hands[0][1:]) + "."
    assert (drawn, "a") in [(english(e), e["to"]) for e in ev]
    assert all(e["to"] in (None, "a") for e in ev)


def test_founding_picks_any_free_chain_and_gives_a_free_share():
    s = build(["a", "b"], lone=["5E"], hands={"a": ["5F"], "b": ["9I"]})
    s.apply("a", {"type": "place", "tile": "5F"})
    assert s.phase == "found"
    assert [a["chain"] for a in s.legal_actions("a")] == [
        "Worldwide", "Sackson", "Festival", "Imperial", "American", "Continental", "Tower"]
    ev = s.apply("a", {"type": "found", "chain": "Tower"})
    t = s.chain_index["tower"]
    assert s.sizes[t] == 2 and s.shares[0][t] == 1 and s.bank[t] == 24
    assert "free founder's share" in english(ev[0])
    assert s.phase == "buy" and s.to_act() == ["a"]


def test_founding_only_offers_chains_not_on_the_board():
    chains = dict(SEVEN)
    del chains["Imperial"], chains["Worldwide"]
    s = build(["a", "b"], chains=chains, lone=["12I"], hands={"a": ["11I"], "b": ["9G"]})
    s.apply("a", {"type": "place", "tile": "11I"})
    assert s.legal_actions("a") == [{"type": "found", "chain": "Worldwide"}, {"type": "found", "chain": "Imperial"}]


def test_no_free_share_when_the_bank_has_none():
    s = build(["a", "b"], lone=["5E"], hands={"a": ["5F"], "b": ["9I"]}, shares={"b": {"Tower": 25}})
    s.apply("a", {"type": "place", "tile": "5F"})
    ev = s.apply("a", {"type": "found", "chain": "Tower"})
    assert s.shares[0][s.chain_index["tower"]] == 0
    assert "no share left" in english(ev[0])


def test_founding_takes_in_every_connected_lone_tile():
    # starting tiles 4D and 4E touch: they stay lone until a tile joins them
    s = build(["a", "b"], lone=["4D", "4E", "9A"], hands={"a": ["5D"], "b": ["9I"]})
    s.apply("a", {"type": "place", "tile": "5D"})
    s.apply("a", {"type": "found", "chain": "Festival"})
    f = s.chain_index["festival"]
    assert s.sizes[f] == 3
    assert {B.NAMES[c] for c in range(108) if s.board[c] == f} == {"4D", "4E", "5D"}
    assert s.board[B.CELL_OF["9A"]] == B.LONE


def test_growing_takes_in_lone_tiles_too():
    s = build(["a", "b"], chains={"Tower": ["1A", "2A"]}, lone=["4A", "4B"], hands={"a": ["3A"], "b": ["9I"]})
    assert s.status(B.CELL_OF["3A"]) == "grow"
    ev = s.apply("a", {"type": "place", "tile": "3A"})
    assert s.sizes[s.chain_index["tower"]] == 5
    assert ev[0]["msg"] == "acquire-place-grow" and ev[0]["args"]["chain"] == chain_msg("Tower")
    assert (ev[0]["args"]["grown"], ev[0]["args"]["size"]) == (3, 5)


def test_a_tile_that_would_found_an_eighth_chain_waits():
    s = build(["a", "b"], chains=SEVEN, lone=["12I"], hands={"a": ["11I", "3A"], "b": ["9G"]})
    assert s.status(B.CELL_OF["11I"]) == "waits"
    assert tiles(s, "a") == ["3A"]
    with pytest.raises(IllegalAction) as refusal:
        s.apply("a", {"type": "place", "tile": "11I"})
    assert refusal.value.message_id == "acquire-tile-waits"
    # 3A merges Worldwide and Sackson: a chain comes free and 11I can be played later
    s.apply("a", {"type": "place", "tile": "3A"})
    s.apply("a", {"type": "survivor", "chain": "Sackson"})
    assert s.status(B.CELL_OF["11I"]) == "found"
    assert B.CELL_OF["11I"] in s.hands[0]        # a waiting tile is never set aside


def test_a_hand_of_waiting_tiles_is_shown_and_the_player_may_still_buy():
    s = build(["a", "b"], chains=SEVEN, lone=["12I"], hands={"a": ["11I", "12H"], "b": ["9G"]})
    assert s.phase == "buy" and s.to_act() == ["a"]
    assert tiles(s, "a") == []
    assert {"type": "buy", "chain": "Tower"} in s.legal_actions("a")
    s.apply("a", {"type": "buy", "chain": "Tower"})
    s.apply("a", {"type": "done"})
    assert {"11I", "12H"} <= {B.NAMES[c] for c in s.hands[0]}   # kept, and refilled to six
    assert len(s.hands[0]) == 6


def test_the_hand_is_shown_to_the_table_when_nothing_can_be_placed():
    s = build(["a", "b"], chains=SEVEN, lone=["12I"], hands={"a": ["9I"], "b": ["11I", "12H"]})
    s.apply("a", {"type": "place", "tile": "9I"})
    ev = s.apply("a", {"type": "done"})
    assert s.to_act() == ["b"] and s.phase == "buy"
    assert any(e["to"] is None and "shows the hand: 11I, 12H" in english(e) for e in ev)


def test_a_tile_joining_two_safe_chains_is_dead_and_set_aside_at_the_end_of_the_turn():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C")},
              hands={"a": ["1B", "5E"], "b": ["9I"]}, bag=["9G", "9H", "10H", "11H", "12H", "10G"])
    assert s.status(B.CELL_OF["1B"]) == "dead"
    assert tiles(s, "a") == ["5E"]
    s.apply("a", {"type": "place", "tile": "5E"})
    ev = s.apply("a", {"type": "done"})
    assert s.dead == [B.CELL_OF["1B"]]
    assert any(e["to"] is None and "dead tile 1B" in english(e) for e in ev)
    assert B.CELL_OF["1B"] not in s.hands[0] and B.CELL_OF["9G"] in s.hands[0]
    assert s.view(None)["dead_tiles"] == ["1B"]


def test_a_tile_can_die_on_another_players_turn():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 10, "C")},
              hands={"a": ["11C"], "b": ["1B", "5G"]}, bag=["9I", "9H"])
    assert s.status(B.CELL_OF["1B"]) == "merge"
    s.apply("a", {"type": "place", "tile": "11C"})         # Sackson reaches 11: safe
    s.apply("a", {"type": "done"})
    assert s.to_act() == ["b"]
    assert {"tile": "1B", "status": "dead"} in s.view("b")["hand"]
    assert tiles(s, "b") == ["5G"]
    s.apply("b", {"type": "place", "tile": "5G"})
    s.apply("b", {"type": "done"})
    assert B.CELL_OF["1B"] in s.dead and len(s.hands[1]) == 6


def test_a_safe_chain_always_survives_and_no_choice_is_asked():
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 10, "C")},
              hands={"a": ["1B"], "b": ["9I"]}, shares={"b": {"Sackson": 1}})
    s.apply("a", {"type": "place", "tile": "1B"})
    assert s.merger["survivor"] == s.chain_index["tower"]
    assert s.phase == "dispose" and s.to_act() == ["b"]


def test_placing_a_tile_not_in_hand_is_refused_and_changes_nothing():
    s = build(["a", "b"], hands={"a": ["5E"], "b": ["9I"]})
    before = s.dump()
    with pytest.raises(IllegalAction) as refusal:
        s.apply("a", {"type": "place", "tile": "9I"})
    assert refusal.value.message_id == "acquire-not-in-hand"
    with pytest.raises(IllegalAction) as refusal:
        s.apply("b", {"type": "place", "tile": "9I"})
    assert refusal.value.message == {'msg': 'common-not-your-move', 'args': {'waiting': {'list': [{'player': 'a'}], 'style': 'and'}}}
    assert s.dump() == before


def test_tiles_drawn_dead_and_dead_replacements_are_set_aside_after_the_draw():
    """The turn is place, buy, draw; after it, dead tiles are set aside and replaced, one at a time."""
    s = build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C")},
              hands={"a": ["5E"], "b": ["9I"]}, bag=["1B", "9G", "9H", "10H", "11H", "12H", "2B", "10G"])
    s.apply("a", {"type": "place", "tile": "5E"})
    ev = s.apply("a", {"type": "done"})
    assert s.dead == [B.CELL_OF["1B"], B.CELL_OF["2B"]]              # drawn dead; its replacement dead too
    assert sorted(B.NAMES[c] for c in s.hands[0]) == sorted(["9G", "9H", "10H", "11H", "12H", "10G"])
    assert "<@a> sets aside dead tiles 1B, 2B." in [english(e) for e in ev if e["to"] is None]
    assert any(e["to"] == "a" and "1B, 2B drawn dead" in english(e) for e in ev)


def test_the_last_free_chain_is_founded_without_asking():
    six = {k: v for k, v in SEVEN.items() if k != "Tower"}
    s = build(["a", "b"], chains=six, lone=["12I"], hands={"a": ["11I"], "b": ["9G"]})
    ev = s.apply("a", {"type": "place", "tile": "11I"})
    assert s.phase == "buy" and s.sizes[s.chain_index["tower"]] == 2
    assert "<@a> founds Tower (2 tiles) and takes 1 free founder's share." in [english(e) for e in ev]
    assert all(a["type"] != "found" for a in s.legal_actions("a"))
