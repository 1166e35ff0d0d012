"""Helpers for the 1920 Wall Street tests: build a table, then arrange it by hand."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from games.wallstreet import GAME
from games.wallstreet.data import catalogue


def _find(kind: str, **fields) -> int:
    """The first catalogue card of `kind` whose fields match."""
    for card in catalogue().cards:
        if card["kind"] == kind and all(card.get(k) == v for k, v in fields.items()):
            return card["id"]
    raise LookupError((kind, fields))


def _all(kind: str, **fields) -> list[int]:
    return [c["id"] for c in catalogue().cards
            if c["kind"] == kind and all(c.get(k) == v for k, v in fields.items())]


def _table(n: int = 3, seed: int = 1, options: dict | None = None, place: bool = True,
           spots: list | None = None, pawns: list[int] | None = None, deck: list[int] | None = None):
    """A game after setup. `spots`: the circle, a list of card-id lists with None for the
    trend card; `pawns`: pawn spots; `deck`: the deck from its top."""
    state = GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1, **(options or {})})   # seat 1 starts
    if spots is not None:
        state.rondel = [[] if s is None else list(s) for s in spots]
        state.trend_pos = spots.index(None)
    if place:
        for i in range(n):
            state.apply(f"p{i}", {"type": "place", "card": pawns[i] if pawns else 0})
    if deck is not None:
        state.deck = list(deck)
    state._legal_cache = None
    return state


def _plain(stock: str, cost: int | None = None) -> int:
    """A stock card of `stock` without price effect (and of that cost if given)."""
    for card in catalogue().cards:
        if card["kind"] == "stock" and card["stock"] == stock and not card["double"] and not card["moves"] and (
                cost is None or card["cost"] == cost):
            return card["id"]
    raise LookupError(stock)


def _play(state, player: str, *actions: dict) -> list:
    events = []
    for action in actions:
        events += state.apply(player, action)
    return events


@pytest.fixture
def ws():
    return SimpleNamespace(table=_table, find=_find, all=_all, plain=_plain, play=_play, cat=catalogue(), game=GAME)
