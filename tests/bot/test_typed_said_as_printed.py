"""Typed moves as a player writes them from the board (issue 29): Stockpile's tickers, full names
and counts, Wall Street's spots as numbered, a Qin tile in kanji refused for its squares, a verb
that is no move now named as a command."""
from __future__ import annotations

import pytest

from bot.moves import typed
from bot.referee.shapes import Refusal
from games import GAMES
from i18n import render
from random_play import random_walk


def _walk(key: str, players: int, want, options=None, seed: int = 1, steps: int = 600):
    for state, player, legal in random_walk(GAMES[key], [f"p{i}" for i in range(players)], seed,
                                            options=options or {}, first_to_act=True, steps=steps):
        if want(state, player, legal):
            return GAMES[key], state, player, legal
    raise AssertionError("no such position")


def _parse(game, state, player, line: str):
    words = line.split()
    return typed.parse(state, player, words[0], words[1:], load=game.load)


def _held(state, player, company: str) -> int:
    return state.port[state.players.index(player)][state.R.companies.index(company)]


def _two_shares(state, player, legal) -> bool:
    return any(a["type"] == "sell" and _held(state, player, a["company"]) >= 2 for a in legal)


def _company(state, key: str):
    return next(c for c in state.R.raw.companies if c.key == key)


def test_stockpile_sells_by_ticker_full_name_and_count_in_every_language() -> None:
    game, state, player, legal = _walk("stockpile", 3, _two_shares)
    sale = next(a for a in legal if a["type"] == "sell" and _held(state, player, a["company"]) >= 2)
    key = sale["company"]
    info = _company(state, key)
    full = {loc: render({"msg": f"stockpile-company-full-{key}", "args": {}}, loc) for loc in ("en", "zh-TW", "ja")}
    assert full["en"] == info.name and full["ja"] != full["en"] and full["zh-TW"] != full["en"]
    for name in (info.ticker, info.ticker.lower(), info.name, info.name.lower(), full["zh-TW"], full["ja"]):
        assert _parse(game, state, player, f"/sell {name}") == sale, name
    both = {"type": "sell", "companies": [key, key]}
    for line in (f"/sell 2 {key}", f"/sell {info.ticker} {info.ticker}", f"/sell {key} 2", f"/sell 2 {full['ja']}"):
        assert _parse(game, state, player, line) == both, line
    before = _held(state, player, key)
    trial = game.load(state.dump())
    events = trial.apply(player, both)
    assert _held(trial, player, key) == before - 2
    assert sum(e.get("msg", "").startswith("stockpile-sells") for e in events) == 2


def test_stockpile_sells_no_more_shares_than_held_and_changes_nothing() -> None:
    game, state, player, legal = _walk("stockpile", 3, _two_shares)
    key = next(a["company"] for a in legal if a["type"] == "sell" and _held(state, player, a["company"]) >= 2)
    too_many = {"type": "sell", "companies": [key] * (_held(state, player, key) + 1)}
    trial = game.load(state.dump())
    before = trial.dump()
    with pytest.raises(Exception):
        trial.apply(player, too_many)
    assert trial.dump() == before


def test_wall_street_buy_names_the_spot_as_the_board_numbers_it() -> None:
    def buying(state, player, legal):
        return sum(a["type"] == "buy" for a in legal) >= 3

    game, state, player, legal = _walk("wallstreet", 3, buying, {"tycoons": True, "options": True})
    seat = state.todo[0]["p"]
    checked = 0
    for action in (a for a in legal if a["type"] == "buy"):
        spot = state.dest(seat, action["steps"])
        assert _parse(game, state, player, f"/buy {spot}") == action
        assert typed.typed_form(state, action) == f"/buy {spot}"
        checked += action["steps"] != spot
    assert checked, "every buy's spot equalled its steps: the test would not tell them apart"


def test_qin_tile_in_kanji_on_an_illegal_square_gets_the_squares_reason() -> None:
    game, state, player, legal = _walk("qin", 2, lambda s, p, L: len(L) > 5, steps=60)
    tile = legal[0]["tile"]
    cells = {c for a in legal for c in a["cells"]}
    bad = next(f"{c}{r}" for c in "ABCDEFGHIJK" for r in range(1, 12) if f"{c}{r}" not in cells)
    good = legal[0]["cells"][0]
    for name in typed.names_of(state, "place", "tile", tile):
        with pytest.raises(Refusal) as refused:
            _parse(game, state, player, f"/place {name} {bad} {good}")
        reason = refused.value.message_args["reason"]
        assert reason.get("msg") != "qin-bad-tile", (name, reason)
        assert "R, Y, B" not in str(refused.value)
        if not name.isascii():
            assert f"/place {name} " in str(refused.value)      # echoed as typed, no spaces between characters


def test_a_verb_that_is_no_move_now_is_named_as_a_command() -> None:
    game, state, player, legal = _walk("stockpile", 3, lambda s, p, L: all(a["type"] != "done" for a in L))
    with pytest.raises(Refusal) as refused:
        _parse(game, state, player, "/move done")
    for locale in ("en", "zh-TW", "ja"):
        text = render(refused.value.message, locale)
        assert "`/move done`" in text and "{" not in text, text
    assert "can't done" not in render(refused.value.message, "en")


def test_acquire_buys_a_chain_by_the_badge_the_board_prints() -> None:
    game, state, player, legal = _walk("acquire", 3, lambda s, p, L: any(a["type"] == "buy" for a in L))
    buy = next(a for a in legal if a["type"] == "buy")
    badge = state.specs[state.chain_index[buy["chain"].lower()]].short
    assert _parse(game, state, player, f"/buy {badge}") == buy
    assert _parse(game, state, player, f"/buy 2 {badge}") == {"type": "buy", "chains": [buy["chain"]] * 2}
