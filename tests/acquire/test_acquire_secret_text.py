"""secret_text: a player's tiles (with what each would do), cash and shares, in words for a DM."""
from __future__ import annotations

import random

import pytest

from games import GAMES
from games.acquire.scenario import build, row

GAME = GAMES["acquire"]


def random_states(players: list[str], seed: int, options: dict | None = None, every: int = 7):
    """Yield states along a seeded random game (every `every`-th step, and the end)."""
    state = GAME.new(players, seed, options)
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        if step % every == 0:
            yield state
        who = rng.choice(state.to_act())
        state.apply(who, rng.choice(state.legal_actions(who)))
        step += 1
    yield state


def check_secret_texts(state, seed: int) -> list[int]:
    """Every seat's text is short and does not move when another seat's secrets change."""
    lengths = []
    for p in state.players:
        text = state.secret_text(p)
        assert isinstance(text, str) and text, p
        assert len(text) <= 1500
        assert "{" not in text and "None" not in text, text
        lengths.append(len(text))
        for q in state.players:
            if q != p:
                twin = state.vary_secrets(q, seed)
                assert twin.secret_text(p) == text, (p, q)
    assert state.secret_text("nobody") == ""
    return lengths


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


@pytest.mark.parametrize("n,options", [(2, None), (3, None), (4, {"open_holdings": True}), (6, None)])
def test_texts_through_whole_games_are_short_and_never_move_with_others_secrets(n, options):
    players = [f"p{i}" for i in range(n)]
    lengths: list[int] = []
    last = None
    for seed in range(2):
        for state in random_states(players, seed, options, every=11):
            lengths += check_secret_texts(state, seed)
            last = state
    assert last.is_over() and last.secret_text("p0").startswith("The game is over")
    assert max(lengths) <= 400


def test_the_text_follows_the_players_own_secrets():
    changed = 0
    for state in random_states(["p0", "p1", "p2"], 1, every=5):
        if not state.is_over():
            changed += state.vary_secrets("p0", 7).secret_text("p0") != state.secret_text("p0")
    assert changed
