"""secret_text: what only one player knows, in words for a DM (built from their own view)."""
from __future__ import annotations

import random

import pytest

from games import GAMES

GAME = GAMES["stockpile"]


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


def test_names_the_forecast_the_portfolio_and_the_hand():
    s = GAME.new(["p0", "p1", "p2"], 3)
    R = s.R
    text = s.secret_text("p0")
    company, forecast = s.pairs[0][0]
    assert f"Your forecast: {R.short_names[R.companies[company]]} {forecast}" in text
    start = [R.short_names[k] for c, k in enumerate(R.companies) if s.port[0][c]]
    assert f"Your portfolio: 1 {start[0]}." in text
    for card in s.hand[0]:
        assert R.card_name(card) in text
    other, theirs = s.pairs[1][0]
    assert f"Your forecast: {R.short_names[R.companies[other]]} {theirs}" in s.secret_text("p1")


def test_a_face_down_card_is_named_with_its_pile_for_its_owner_only():
    s = GAME.new(["p0", "p1", "p2"], 3)
    card = s.hand[0][0]
    s.apply("p0", {"type": "place", "card": card, "face": "down", "pile": 2})
    assert f"Face down: {s.R.card_name(card)} on pile 2." in s.secret_text("p0")
    assert "Face down" not in s.secret_text("p1")


def test_two_players_hear_both_forecasts():
    s = GAME.new(["p0", "p1"], 5)
    text = s.secret_text("p0")
    assert text.startswith("Your forecasts: ") and " and " in text.split(".")[0]


def test_investors_to_choose_then_the_one_kept():
    s = GAME.new(["p0", "p1", "p2"], 4, {"investors": True})
    offers = [s.R.investors[k].name for k in s.offers[0]]
    text = s.secret_text("p0")
    assert f"Investors to choose from: {' or '.join(offers)}." in text
    s.apply("p0", {"type": "keep", "investor": s.offers[0][0]})
    assert f"Investor: {offers[0]}." in s.secret_text("p0")


def test_a_stranger_gets_nothing():
    s = GAME.new(["p0", "p1", "p2"], 3)
    assert s.secret_text("p9") == ""


@pytest.mark.parametrize("n,options", [(2, None), (3, {"investors": True}), (4, {"side": "advanced"}),
                                       (5, {"investors": True})])
def test_texts_through_whole_games_are_short_and_never_move_with_others_secrets(n, options):
    players = [f"p{i}" for i in range(n)]
    lengths: list[int] = []
    last = None
    for seed in range(2):
        for state in random_states(players, seed, options, every=9):
            lengths += check_secret_texts(state, seed)
            last = state
    assert last.is_over() and last.secret_text("p0").startswith("The game is over")
    assert max(lengths) <= 400


def test_the_text_follows_the_players_own_secrets():
    """vary_secrets(p) changes p's text somewhere in a game: the text really names the secrets."""
    changed = 0
    for state in random_states(["p0", "p1", "p2"], 1, every=5):
        if not state.is_over():
            changed += state.vary_secrets("p0", 7).secret_text("p0") != state.secret_text("p0")
    assert changed
