"""The table card's lines keep the game contract: every game's card lines, end lines and reveal
are messages that render in every locale, read only what the table may know, and say what the
issue asks of them (whose move, prices or positions, each player's standing; at the end how
each score was made and what everyone held)."""
from __future__ import annotations

import json
import random

import pytest

from games import GAMES
from games.base import GameState
from i18n import LOCALES, render
from random_play import play_out, random_walk, seats

SEEDS = (3, 11)


def steps_of(key: str, n: int, seed: int):
    """Every state of a seeded random game, the last one finished."""
    yield from random_walk(key, n, seed).states()


def rendered(messages: list, locale: str = "en") -> list[str]:
    return [render(m, locale) for m in messages]


CASES = [(key, n) for key, game in GAMES.items() for n in (game.min_players, game.max_players)]


@pytest.mark.parametrize("key,n", CASES)
def test_card_lines_never_show_a_secret(key: str, n: int) -> None:
    """The leak test for the card: changing one player's secrets never changes the card's lines,
    and a player's own view (which holds their secrets) gives the same lines as the table's."""
    game = GAMES[key]
    rng = random.Random(7)
    varied = 0
    for seed in SEEDS:
        for i, state in enumerate(steps_of(key, n, seed)):
            if i % 7 and not state.is_over():
                continue
            lines = json.dumps(game.card_lines(state.view(None)), sort_keys=True)
            keeper = rng.choice(state.players)
            other = state.vary_secrets(keeper, rng.randrange(1 << 30))
            varied += other.dump() != state.dump()
            assert json.dumps(game.card_lines(other.view(None)), sort_keys=True) == lines
            for player in state.players:
                assert json.dumps(game.card_lines(state.view(player)), sort_keys=True) == lines, (
                    f"{key}: {player}'s own view changes the card: it reads something private")
    assert varied, "vary_secrets never changed anything: the leak test tested nothing"


@pytest.mark.parametrize("key,n", CASES)
def test_card_lines_render_in_every_locale_and_name_every_player(key: str, n: int) -> None:
    game = GAMES[key]
    for state in steps_of(key, n, SEEDS[0]):
        lines = game.card_lines(state.view(None))
        assert 2 <= len(lines) <= 16, f"{key}: {len(lines)} card lines; a card is a few compact lines"
        for locale in LOCALES:
            texts = rendered(lines, locale)
            assert all(texts) and all(len(t) < 400 for t in texts)
        english = "\n".join(rendered(lines))
        if key == "acquire" and state.view(None)["holdings"] is None:
            assert "secret until the end" in english       # Acquire's holdings are hidden: nothing to stand on
            continue
        for player in state.players:
            assert f"<@{player}>" in english, f"{key}: the card says nothing of {player}'s standing"


@pytest.mark.parametrize("key", list(GAMES))
def test_card_lines_carry_the_figures_that_decide_a_move(key: str) -> None:
    """Prices per company (Stockpile, Futures!, Wall Street), chains on the board (Acquire),
    pagodas left (Qin): the DESIGN page's phone figures are all in the text."""
    from render.figures import figures
    game = GAMES[key]
    for i, state in enumerate(steps_of(key, 3, SEEDS[1])):
        if i % 5:
            continue
        view = state.view(None)
        text = "\n".join(rendered(game.card_lines(view)))
        if key == "acquire":
            for chain in view["chains"]:
                assert (chain["name"] in text) == chain["on_board"]
        elif key == "qin":
            for player in view["players"]:
                assert f"{view['supply'][player]} left" in text
        else:
            for figure in figures(key, view):
                assert figure.label.upper() in text.upper()


@pytest.mark.parametrize("key,n", CASES)
def test_end_lines_say_how_each_score_was_made_and_reveal_every_hand(key: str, n: int) -> None:
    game = GAMES[key]
    *_, final = steps_of(key, n, SEEDS[0])
    scores, winners = final.scores(), final.winners()
    end = game.end_lines(final.view(None), scores, winners)
    reveal = game.reveal(final)
    for locale in LOCALES:
        assert all(rendered(end, locale)) and all(rendered(reveal, locale))
    english = rendered(end)
    first = english[0]
    assert first.startswith("1. ") and "🏆" in first
    assert sum("🏆" in line for line in english) == len(winners)
    for player in final.players:
        mentioned = [line for line in english if f"<@{player}>" in line]
        assert len(mentioned) >= 2, f"{key}: no breakdown of {player}'s score"
    assert [m["args"]["player"] for m in reveal] == [{"player": p} for p in final.players]


def test_reveal_is_empty_while_the_game_goes_on() -> None:
    for key, game in GAMES.items():
        state: GameState = game.new(seats(game.min_players), 1)
        assert game.reveal(state) == []


def test_stockpile_end_breakdown_adds_up() -> None:
    game = GAMES["stockpile"]
    *_, final = steps_of("stockpile", 3, 4)
    for seat, line in zip(final.view(None)["seats"], [m for m in game.end_lines(final.view(None), final.scores(),
                                                                                    final.winners())
                                                      if m["msg"] == "stockpile-facts-final"]):
        args = line["args"]
        parts = args["cash"]["money"] + args["bonus"]["money"] + args["shares"]["money"] - args["unpaid"]["money"]
        assert parts == args["total"]["money"] == final.scores()[seat["player"]]


def test_acquire_with_open_holdings_shows_each_players_cash_and_shares() -> None:
    game = GAMES["acquire"]
    state = play_out(game, 3, 2, options={"open_holdings": True}, steps=30)
    view = state.view(None)
    text = "\n".join(rendered(game.card_lines(view)))
    for player in state.players:
        cash = view["holdings"][player]["cash"]
        assert f"<@{player}>: ${cash:,}" in text


def test_stockpile_card_shows_the_piles_and_their_bids_while_they_are_bid_on() -> None:
    game = GAMES["stockpile"]
    seen_bid = False
    for state in steps_of("stockpile", 3, 8):
        view = state.view(None)
        text = "\n".join(rendered(game.card_lines(view)))
        if view["phase"] == "demand" and any(view["piles"]):
            assert text.count("Pile ") == len(view["piles"])
            for bid in view["bids"]:
                if bid:
                    seen_bid = True
                    assert f"bid ${bid['amount']:,} by <@{bid['player']}>" in text
        elif view["phase"] in ("action", "selling", "movement"):
            assert "Pile " not in text
    assert seen_bid


def test_futures_card_shows_the_field_face_up_cards_only() -> None:
    game = GAMES["futures"]
    for i, state in enumerate(steps_of("futures", 3, 6)):
        view = state.view(None)
        field = next(m for m in game.card_lines(view) if m["msg"] == "futures-facts-field")
        text = render(field, "en")
        assert text.count("face down") == sum(1 for f in view["field"] if f["face_down"] or not f["card"])
