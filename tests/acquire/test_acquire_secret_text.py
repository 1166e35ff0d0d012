"""secret_text: a player's tiles (with what each would do), cash and shares, in words for a DM."""
from __future__ import annotations



from games import GAMES
from games.acquire.scenario import build, row

GAME = GAMES["acquire"]


def scene(options: dict | None = None):
    return build(["a", "b"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C"),
                                     "Festival": ["1E", "2E"], "American": ["4E", "5E"]},
                 lone=["9G"], hands={"a": ["12I", "5B", "3E", "9H", "12A"], "b": ["12H"]},
                 shares={"a": {"Tower": 3, "Sackson": 1}, "b": {"Festival": 2}}, cash={"a": 4200},
                 options=options)


def test_tiles_with_what_they_would_do_then_cash_and_shares():
    s = scene()
    assert s.secret_text("a") == ("Your tiles: 3E (merges), 5B (dead), 9H (founds), 12A (grows), 12I. "
                                  "Cash $4,200. Shares: Sackson 1, Tower 3.")
    assert s.secret_text("b") == "Your tiles: 12H. Cash $6,000. Shares: Festival 2."


def test_open_holdings_leave_only_the_tiles():
    s = scene({"open_holdings": True})
    assert s.secret_text("a") == "Your tiles: 3E (merges), 5B (dead), 9H (founds), 12A (grows), 12I."


def test_no_shares_no_tiles_and_strangers():
    s = build(["a", "b"], hands={"a": [], "b": ["1A"]})
    s.hands[0] = []          # (build has just drawn a's tiles for the turn)
    assert s.secret_text("a") == "You hold no tiles. Cash $6,000. Shares: none."
    assert s.secret_text("zed") == ""
