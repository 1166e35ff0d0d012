"""The price chart and the bonus arithmetic (sole holder, ties, rounding both ways)."""
import pytest

from games.acquire.bonus import bonuses, round_share
from games.acquire.content import chains, price_table, rules


@pytest.mark.parametrize("size,cheap", [(2, 200), (3, 300), (4, 400), (5, 500), (6, 600), (10, 600),
                                        (11, 700), (20, 700), (21, 800), (30, 800), (31, 900), (40, 900),
                                        (41, 1000), (108, 1000)])
def test_price_chart_by_size_and_tier(size, cheap):
    r = rules()
    assert r.price("cheap", size) == cheap
    assert r.price("middle", size) == cheap + 100
    assert r.price("expensive", size) == cheap + 200
    assert r.price("cheap", 0) == 0


def test_price_table_follows_each_editions_tiers():
    t = price_table("2016")
    names = [c.name for c in chains().editions["2016"].chains]
    assert t[names.index("Sackson")][2] == 200
    assert t[names.index("Imperial")][2] == 300
    assert t[names.index("Tower")][2] == 400
    c = price_table("classic")
    classic = [c_.name for c_ in chains().editions["classic"].chains]
    assert c[classic.index("Tower")][2] == 200
    assert c[classic.index("Imperial")][41] == 1200


def test_sole_holder_takes_both_bonuses():
    assert bonuses([0, 4, 0], 6000, 3000, 100, False) == [(1, 9000, "majority and minority")]


def test_nobody_holding_pays_nothing():
    assert bonuses([0, 0, 0], 6000, 3000, 100, False) == []


def test_first_and_second():
    assert bonuses([5, 2, 3], 6000, 3000, 100, False) == [(0, 6000, "majority"), (2, 3000, "minority")]


def test_tie_for_first_shares_both_and_pays_no_second():
    # price $700: 7,000 + 3,500 = 10,500 / 2 = 5,250 -> 5,200 down, 5,300 up
    down = bonuses([4, 4, 1], 7000, 3500, 100, False)
    assert down == [(0, 5200, "shared majority and minority"), (1, 5200, "shared majority and minority")]
    up = bonuses([4, 4, 1], 7000, 3500, 100, True)
    assert [a for _, a, _ in up] == [5300, 5300]


def test_three_way_tie_for_first_rounds_each_share():
    # price $600: 9,000 / 3 = 3,000 exactly: no rounding either way
    assert [a for _, a, _ in bonuses([2, 2, 2, 1], 6000, 3000, 100, False)] == [3000] * 3
    # price $500: 7,500 / 4 = 1,875 -> 1,800 down / 1,900 up
    assert [a for _, a, _ in bonuses([3, 3, 3, 3], 5000, 2500, 100, False)] == [1800] * 4
    assert [a for _, a, _ in bonuses([3, 3, 3, 3], 5000, 2500, 100, True)] == [1900] * 4


def test_tie_for_second_shares_the_minority():
    # price $300: minority 1,500 / 2 = 750 -> 700 down, 800 up
    down = bonuses([6, 2, 2, 1], 3000, 1500, 100, False)
    assert down == [(0, 3000, "majority"), (1, 700, "shared minority"), (2, 700, "shared minority")]
    up = bonuses([6, 2, 2, 1], 3000, 1500, 100, True)
    assert [a for _, a, _ in up] == [3000, 800, 800]


def test_round_share():
    assert round_share(1000, 1, 100, False) == 1000
    assert round_share(1000, 3, 100, False) == 300
    assert round_share(1000, 3, 100, True) == 400
    assert round_share(900, 3, 100, True) == 300
