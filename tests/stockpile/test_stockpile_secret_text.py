"""secret_text: what only one player knows, in words for a DM (built from their own view)."""
from __future__ import annotations



from games import GAMES
from games.base import english
from games.stockpile import words

GAME = GAMES["stockpile"]


def test_names_the_forecast_the_portfolio_and_the_hand():
    s = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    R = s.R
    text = s.secret_text("p0")
    company, forecast = s.pairs[0][0]
    assert f"Your forecast: {R.short_names[R.companies[company]]} {forecast}" in text
    start = [R.short_names[k] for c, k in enumerate(R.companies) if s.port[0][c]]
    assert f"Your portfolio: 1 {start[0]}." in text
    for card in s.hand[0]:
        assert english(words.card(card)) in text
    other, theirs = s.pairs[1][0]
    assert f"Your forecast: {R.short_names[R.companies[other]]} {theirs}" in s.secret_text("p1")


def test_a_face_down_card_is_named_with_its_pile_for_its_owner_only():
    s = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    card = s.hand[0][0]
    s.apply("p0", {"type": "place", "card": card, "face": "down", "pile": 2})
    assert f"Face down: {english(words.card(card))} on pile 2." in s.secret_text("p0")
    assert "Face down" not in s.secret_text("p1")


def test_two_players_hear_both_forecasts():
    s = GAME.new(["p0", "p1"], 5, {"start": 1})
    text = s.secret_text("p0")
    assert text.startswith("Your forecasts: ") and " and " in text.split(".")[0]


def test_investors_to_choose_then_the_one_kept():
    s = GAME.new(["p0", "p1", "p2"], 4, {"start": 1, "investors": True})
    offers = [s.R.investors[k].name for k in s.offers[0]]
    text = s.secret_text("p0")
    assert f"Investors to choose from: {' or '.join(offers)}." in text
    s.apply("p0", {"type": "keep", "investor": s.offers[0][0]})
    assert f"Investor: {offers[0]}." in s.secret_text("p0")


def test_a_stranger_gets_nothing():
    s = GAME.new(["p0", "p1", "p2"], 3, {"start": 1})
    assert s.secret_text("p9") == ""
