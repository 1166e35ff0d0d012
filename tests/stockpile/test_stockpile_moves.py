"""Movement: order, splits with carry-over, re-split payout, bankruptcy, dividends,
the end of a round, the end of the game, majority bonuses and liquidation."""
from __future__ import annotations

from games.base import english
from games.stockpile import scenario as sc
from games.stockpile.scenario import pair


def empty(n=3, seed=1, options=None):
    s = sc.make(n, seed, options)
    for p in s.players:
        sc.holdings(s, p)
    return s


def move(s, pairs, public=None, hidden=()):
    """Run a movement phase with the given private pairs (one list per seat)."""
    s.pairs = pairs
    s.public_pair = public
    s.hidden_pairs = list(hidden)
    return sc.enter(s, "movement")


def no_move(n):
    return [[] for _ in range(n)]


def test_worked_example_epic_9_plus_4_splits_and_ends_at_8():
    s = empty()
    sc.set_price(s, "epic", 9)
    sc.holdings(s, "p1", {"epic": 2})
    move(s, [[pair("epic", "+4")], [], []])
    assert sc.price(s, "epic") == 8
    e = s.R.companies.index("epic")
    assert s.split[1][e] == 2 and s.port[1][e] == 0


def test_landing_exactly_on_the_split_goes_to_6():
    s = empty()
    sc.set_price(s, "labs", 9)
    move(s, [[pair("labs", "+2")], [], []])
    assert sc.price(s, "labs") == 6


def test_resplit_pays_10000_per_card_already_split_and_they_stay():
    s = empty()
    sc.set_price(s, "cosmic", 10)
    sc.holdings(s, "p0", {"cosmic": 1}, split={"cosmic": 2})
    move(s, [[pair("cosmic", "+1")], [], []])
    c = s.R.companies.index("cosmic")
    assert s.cash[0] == 20000 + 20000
    assert s.split[0][c] == 3 and s.port[0][c] == 0


def test_shares_bought_after_a_split_go_to_the_portfolio():
    s = empty()
    sc.holdings(s, "p0", split={"bank": 1})
    sc.enter(s, "demand", piles=[["bank"], ["labs"], ["epic"]])
    for p, t in (("p0", 1), ("p1", 2), ("p2", 3)):
        s.apply(p, {"type": "bid", "track": t, "amount": 0})
    b = s.R.companies.index("bank")
    assert s.port[0][b] == 1 and s.split[0][b] == 1


def test_bankruptcy_discards_all_shares_resets_to_5_and_drops_remaining_steps():
    s = empty()
    sc.set_price(s, "steel", 2)
    sc.holdings(s, "p0", {"steel": 2}, split={"steel": 1})
    sc.holdings(s, "p2", {"steel": 1, "bank": 1})
    move(s, [[pair("steel", "-3")], [], []])
    st = s.R.companies.index("steel")
    assert sc.price(s, "steel") == 5
    assert s.port[0][st] == s.split[0][st] == s.port[2][st] == 0
    assert s.port[2][s.R.companies.index("bank")] == 1


def test_dividend_pays_2000_a_share_split_twice_holder_chooses_how_many():
    s = empty()
    sc.set_price(s, "auto", 6)
    sc.holdings(s, "p0", {"auto": 2}, split={"auto": 1})
    sc.holdings(s, "p1", {"bank": 1})
    move(s, [[pair("auto", "$$")], [], []])
    assert sc.price(s, "auto") == 6        # no move
    assert s.to_act() == ["p0", "p1"]      # p2 holds no card at all: not asked
    assert [a["shares"] for a in s.legal_actions("p0")] == [4, 3, 2, 1, 0]
    assert s.legal_actions("p1") == [{"type": "claim", "shares": 0}]
    events = s.apply("p0", {"type": "claim", "shares": 2})
    assert s.cash[0] == 24000
    assert any("shows 2 Auto" in english(e) and e["to"] is None for e in events)
    s.apply("p1", {"type": "claim", "shares": 0})
    assert s.claim is None


def test_movement_order_private_pairs_in_turn_order_then_public_then_face_down():
    s = empty(3)
    s.start = 1
    sc.holdings(s, "p0", {"steel": 1})     # the $$ waits for p0's claim, so the round stays open
    move(s, [[pair("cosmic", "+1")], [pair("bank", "+2")], [pair("labs", "-2")]],
         public=pair("epic", "+4"), hidden=[pair("auto", "-3"), pair("steel", "$$")])
    order = [(r[0], r[2]) for r in s.revealed]
    c = s.R.companies.index
    assert order == [(c("bank"), "p1"), (c("labs"), "p2"), (c("cosmic"), "p0"),
                     (c("epic"), "public"), (c("auto"), "hidden"), (c("steel"), "hidden")]
    assert s.claim is not None and s.to_act() == ["p0"]


def test_two_player_movement_each_players_two_pairs_then_the_face_down_pairs():
    s = empty(2)
    sc.holdings(s, "p1", {"steel": 1})
    move(s, [[pair("cosmic", "+1"), pair("bank", "+2")], [pair("labs", "-2"), pair("epic", "+4")]],
         hidden=[pair("auto", "-3"), pair("steel", "$$")])
    c = s.R.companies.index
    assert [r[0] for r in s.revealed] == [c(k) for k in ("cosmic", "bank", "labs", "epic", "auto", "steel")]


def test_every_company_moves_every_round():
    s = empty(4)
    s.pairs = [[pair("cosmic", "+1")], [pair("bank", "+2")], [pair("labs", "-2")], [pair("auto", "+4")]]
    move(s, s.pairs, public=pair("epic", "-3"), hidden=[pair("steel", "$$")])
    assert [sc.price(s, k) for k in ("cosmic", "bank", "labs", "auto", "epic", "steel")] == [6, 7, 3, 9, 2, 5]


def test_round_end_passes_the_start_player_left_and_advances_the_round():
    s = empty(3)
    move(s, [[], [], []], public=None)
    assert s.round == 2 and s.players[s.start] == "p1"
    assert s.phase == "supply" and s.to_act() == ["p1"]


def test_game_ends_after_the_last_round_with_bonuses_and_liquidation():
    s = empty(3)
    s.round = s.rounds_total
    sc.set_price(s, "cosmic", 8)
    sc.set_price(s, "bank", 3)
    sc.holdings(s, "p0", {"cosmic": 1}, split={"cosmic": 1})   # 3 cosmic shares
    sc.holdings(s, "p1", {"cosmic": 3, "bank": 1})             # 3 cosmic: tie; bank alone
    sc.holdings(s, "p2", {"bank": 1})                          # tie on bank
    s.cash = [0, 0, 0]
    move(s, [[], [], []])
    assert s.is_over() and s.to_act() == []
    scores = s.scores()
    assert scores["p0"] == 5000 + 3 * 8000
    assert scores["p1"] == 5000 + 5000 + 3 * 8000 + 3000
    assert scores["p2"] == 5000 + 3000
    assert s.winners() == ["p1"]
    view = s.view(None)
    assert view["seats"][1]["portfolio"] == {"cosmic": 3, "bank": 1}     # shown at the end


def test_sole_majority_pays_10000_and_ties_share_the_win():
    s = empty(3)
    s.round = s.rounds_total
    sc.set_price(s, "labs", 5)
    sc.holdings(s, "p0", {"labs": 2})
    s.cash = [0, 10000, 20000]
    move(s, [[], [], []])
    assert s.scores() == {"p0": 20000, "p1": 10000, "p2": 20000}
    assert s.winners() == ["p0", "p2"]


def test_advanced_board_split_and_bankrupt_spaces():
    s = empty(3, options={"side": "advanced"})
    c = s.R.companies.index
    assert sc.price(s, "cosmic") == 5 and sc.price(s, "steel") == 5 and sc.price(s, "bank") == 5
    s.price[c("cosmic")] = 4          # 9, the top
    s.price[c("bank")] = 0
    move(s, [[pair("cosmic", "+2")], [pair("bank", "-2")], []])
    assert s.price[c("cosmic")] == 3   # split to space 2 (5), one more step: 7
    assert sc.price(s, "cosmic") == 7
    assert s.price[c("bank")] == 4     # bankrupt: back to the start space


def test_advanced_steel_pays_1000_a_share_per_marked_space_split_double():
    s = empty(3, options={"side": "advanced"})
    st = s.R.companies.index("steel")
    s.price[st] = 2
    sc.holdings(s, "p0", {"steel": 1}, split={"steel": 1})
    move(s, [[pair("steel", "+2")], [], []])      # 2 -> 3 (marked) -> 4
    assert s.claim is not None and s.claim["per_share"] == 1000
    s.apply("p0", {"type": "claim", "shares": 3})
    assert s.price[st] == 4
    assert s.cash[0] == 23000


def test_advanced_steel_pays_again_for_each_marked_space_passed():
    s = empty(3, options={"side": "advanced"})
    st = s.R.companies.index("steel")
    s.price[st] = 0
    sc.holdings(s, "p1", {"steel": 2})
    move(s, [[pair("steel", "+4")], [], []])      # 0 -> 1$ -> 2 -> 3$ -> 4
    s.apply("p1", {"type": "claim", "shares": 2})
    assert s.claim is not None                    # the second marked space asks again
    s.apply("p1", {"type": "claim", "shares": 2})
    assert s.price[st] == 4 and s.cash[1] == 24000


def test_example_american_automotive_with_plus_2_rises_two_spaces():
    s = empty()
    sc.set_price(s, "auto", 5)
    move(s, [[pair("auto", "+2")], [], []])
    assert sc.price(s, "auto") == 7


def test_advanced_steel_moving_down_onto_a_marked_space_pays_nothing():
    s = empty(3, options={"side": "advanced"})
    st = s.R.companies.index("steel")
    s.price[st] = 6
    sc.holdings(s, "p0", {"steel": 1})
    move(s, [[pair("steel", "-3")], [], []])       # 6 -> 5$ -> 4 -> 3$: down, no payout
    assert s.claim is None and s.price[st] == 3 and s.cash[0] == 20000


def test_standard_board_has_no_dividend_spaces():
    s = empty()
    sc.holdings(s, "p0", {"steel": 1})
    move(s, [[pair("steel", "+4")], [], []])
    assert s.claim is None and sc.price(s, "steel") == 9
