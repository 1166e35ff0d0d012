"""A round's end on the card: every game's longest change (seeded whole games) is shown whole on the
card, a line per kind where long (bot/text/summary.py), within Discord's limits, in every language."""
from __future__ import annotations

from typing import Any

import pytest

from bot.referee.shapes import Seat
from bot.text.summary import BRIEF, KIND, summarised
from bot.text.table_card import BURST_LINES, LOG_LINES, TEXT_LIMIT, running_card, short_log
from bot.text.told import with_told
from bot.text.words import say
from fake_game import real_games
from games import GAMES
from games.base import msg
from i18n import LOCALES, render
from random_play import random_walk

SEEDS = range(4)
NAMES = ("Ada", "Bob", "Cy", "Dee", "Eve", "Fay")


def _longest_change(key: str) -> tuple[list[Any], list[Any], dict, int]:
    """The longest public narration of one move before the last (the end has its own card), the
    lines told before it, the public view after it and the number of players."""
    best: tuple[list[Any], list[Any], dict, int] = ([], [], {}, 0)
    for seed in SEEDS:
        count = GAMES[key].max_players if seed % 2 else GAMES[key].min_players
        walk = random_walk(key, count, seed)
        views = [state.view(None) for state, _, _ in walk]
        told: list[Any] = []
        for index, move in enumerate(walk.moves[:-1]):
            public = [{"msg": e["msg"], "args": e["args"]}
                      for e in with_told(key, move.player, move.action, move.events) if e.get("to") is None]
            if len(public) > len(best[0]):
                best = (public, told[-LOG_LINES:], views[index + 1], count)
            told += public
    return best


def _seats(count: int) -> list[Seat]:
    return [Seat(f"p{i}", NAMES[i]) for i in range(count)]


@pytest.mark.parametrize("key", real_games())
def test_the_longest_change_of_every_game_is_on_its_card_whole(key: str) -> None:
    change, before, view, count = _longest_change(key)
    assert change
    seats = _seats(count)
    names = {s.user: s.name for s in seats}
    log = [(None, m) for m in [*before, *change]]
    summary = summarised(change) if len(change) > LOG_LINES else change
    assert len(summary) <= BURST_LINES, f"{key}: {len(summary)} lines even summarised"
    for locale in LOCALES:
        card = running_card(key, view, table_id=1, version=9, seats=seats, log=log, shown=len(change),
                            locale=locale)
        text = "\n".join(card.texts())
        assert sum(len(t) for t in card.texts()) + len(card.title) <= TEXT_LIMIT
        for message in change:
            whole = say(message, locale, names, escape=True)
            brief = say(msg(message["msg"] + BRIEF, **message["args"]), locale, names, escape=True) \
                if _has_brief(message) else None
            assert whole in text or (brief is not None and brief in text), \
                f"{key} ({locale}): the card dropped {whole!r}"


def _has_brief(message: dict) -> bool:
    from i18n.catalog import find
    return find(message["msg"] + BRIEF, "en", fallback=False) is not None


def test_a_stockpile_round_end_shows_every_price_change_a_line_per_kind() -> None:
    change, before, view, count = _longest_change("stockpile")
    prices = [m for m in change if m["msg"] == "stockpile-now-at"]
    assert len(change) > BURST_LINES and len(prices) >= 2, "the walk should reach a long round end"
    seats = _seats(count)
    names = {s.user: s.name for s in seats}
    shown = short_log([(None, m) for m in [*before, *change]], len(change))
    heads = [say(m, "en", names) for _, m in shown]
    price_lines = [line for line in heads if line.startswith(render(msg("stockpile-now-at" + KIND), "en") + ":")]
    assert len(price_lines) == 1, heads                                  # one line for every price
    for price in prices:
        assert say(msg("stockpile-now-at" + BRIEF, **price["args"]), "en", names) in price_lines[0]


def test_a_short_change_is_told_as_it_was_and_a_kind_told_once_stays_whole() -> None:
    once = {"msg": "stockpile-now-at", "args": {"company": msg("stockpile-company-epic"), "price": 5}}
    other = {"msg": "stockpile-splits", "args": {"company": msg("stockpile-company-epic")}}
    assert summarised([once, other]) == [once, other]
    log = [(None, m) for m in [once, other, once, other, once, other]]
    assert short_log(log, 2) == log[-2:]                                  # a short change: as told
    assert len(short_log(log, 6)) == 4                                    # prices in one line, splits as told
