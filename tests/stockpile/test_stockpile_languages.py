"""Stockpile in Traditional Chinese and Japanese: a whole seeded game says no English sentence.

Every public and private event, the label of every legal action offered, the refusal of a few
bogus actions at every step and every seat's secret message are rendered in zh-TW and ja; none
may hold a run of two or more ASCII words (typed command words such as `move_card` stand alone
between CJK punctuation, so they never make a run)."""
from __future__ import annotations

import random
import re

import pytest

from games.base import IllegalAction, Message
from games.stockpile import GAME
from i18n import render
from random_play import random_walk

NAMES = {"p0": "小明", "p1": "たろう", "p2": "김민준", "p3": "José", "p4": "Ünïcødé"}
#: Runs of Latin words that may stay as they are (none are needed today).
ALLOWED: frozenset[str] = frozenset()
ENGLISH_RUN = re.compile(r"[A-Za-z][A-Za-z'’]*(?:[ \-]+[A-Za-z][A-Za-z'’]*)+")
BOGUS = [{"type": "bid", "track": 1, "amount": 25000}, {"type": "bid", "track": 9, "amount": 1000},
         {"type": "bid", "track": 1, "amount": 7}, {"type": "place", "card": "zzz", "face": "up", "pile": 1},
         {"type": "place", "card": "cosmic", "face": "down", "pile": 1},
         {"type": "peek", "player": "p1", "pair": 1}, {"type": "peek_facedown", "pair": 1},
         {"type": "sell", "company": "bank"}, {"type": "claim", "shares": 99}, {"type": "nonsense"}]


def said_in_a_whole_game(players: int, seed: int, options: dict) -> list[Message]:
    """Everything the game says in one seeded random game, as messages."""
    walk = random_walk(GAME, players, seed, options=options, first_to_act=True)
    said: list[Message] = list(walk.state.opening_events)
    for state, player, legal in walk:
        said += [state.label(a) for a in legal]
        for bogus in BOGUS:
            try:
                state.copy().apply(player, dict(bogus))
            except IllegalAction as exc:
                said.append(exc.message)
        said += [state.secret_message(p) for p in state.players]
    said += walk.events
    said += [walk.state.secret_message(p) for p in walk.state.players]
    return [m for m in said if m]


GAMES = {"two players, investors": (2, 11, {"investors": True}),
         "five players, investors, advanced board": (5, 12, {"investors": True, "side": "advanced"}),
         "five players": (5, 13, {})}


@pytest.fixture(scope="module", params=list(GAMES))
def said(request) -> list[Message]:
    return said_in_a_whole_game(*GAMES[request.param])


def test_the_game_is_said_in_messages_only(said):
    assert all(isinstance(m, dict) and "msg" in m and "text" not in m for m in said)


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_no_english_sentence_in_a_whole_game(said, locale):
    english = {}
    for message in said:
        text = render(message, locale, NAMES)
        runs = [run for run in ENGLISH_RUN.findall(text) if run not in ALLOWED]
        if runs:
            english.setdefault(message["msg"], (text, runs))
    assert not english, english


def ids_in(value: object) -> set[str]:
    """The message ids in a message and in the messages nested in its arguments."""
    if isinstance(value, dict):
        found = {value["msg"]} if "msg" in value else set()
        for inner in value.values():
            found |= ids_in(inner)
        return found
    if isinstance(value, list):
        return set().union(*map(ids_in, value)) if value else set()
    return set()


def test_the_game_says_much_of_what_it_can():
    """The whole games above reach the bulk of the catalog: events, labels, refusals, secrets."""
    ids = set().union(*(ids_in(m) for setup in GAMES.values() for m in said_in_a_whole_game(*setup)))
    for expected in ("stockpile-bid", "stockpile-put-down", "stockpile-your-facedown", "stockpile-final",
                     "stockpile-over", "stockpile-keep", "stockpile-label-bid", "stockpile-label-keep",
                     "stockpile-refuse-bid-can", "stockpile-refuse-place-unheld", "stockpile-secret",
                     "stockpile-secret-over"):
        assert expected in ids
    assert len({i for i in ids if i.startswith("stockpile-refuse-")}) >= 8
    assert len({i for i in ids if i.startswith("stockpile-label-")}) >= 12


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_no_catalog_entry_holds_english_words(locale):
    """Also the messages a few seeded games do not reach: every stockpile entry, placeables aside."""
    from i18n.catalog import LOCALE_DIR
    english = []
    for line in (LOCALE_DIR / locale / "stockpile.ftl").read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or "=" not in line:
            continue
        words = re.sub(r"\{[^}]*\}", "", line.split("=", 1)[1])
        english += [(line, run) for run in ENGLISH_RUN.findall(words) if run not in ALLOWED]
    assert english == []


def views_of_a_whole_game(players: int, seed: int, options: dict) -> list[tuple[dict, dict]]:
    """(public view, first seat's view) at every step of a seeded random game, and at its end."""
    walk = random_walk(GAME, players, seed, options=options, first_to_act=True)
    return [(state.view(None), state.view("p0")) for state in walk.states()]


@pytest.fixture
def drawn(monkeypatch) -> set[str]:
    """Every string the pictures draw from now on (each one, not cached pieces of earlier pictures)."""
    from render import kit
    from render import stockpile as pictures
    strings: set[str] = set()
    draw_text = kit.text

    def recording(draw, xy, value, *args, **kwargs):
        strings.add(value)
        return draw_text(draw, xy, value, *args, **kwargs)

    monkeypatch.setattr(kit, "text", recording)
    monkeypatch.setattr(kit, "_paste_piece", lambda draw, box, key, paint: paint(draw, box))  # no cached tiles
    monkeypatch.setattr(pictures, "_ROWS", {})                                             # nor track rows
    return strings


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_the_pictures_draw_no_english_words(drawn, locale):
    from render import stockpile as pictures
    for setup in ((2, 21, {"investors": True}), (5, 22, {"investors": True, "side": "advanced"})):
        for public, own in views_of_a_whole_game(*setup)[::3]:
            pictures.board(public, NAMES, locale=locale)
            pictures.private(own, NAMES, locale=locale)
    english = sorted({run for text in drawn for run in ENGLISH_RUN.findall(text)} - ALLOWED)
    assert english == []
    assert any("交易" in text or "取引" in text for text in drawn)      # the words are the locale's


def test_the_pictures_in_english_keep_their_words(drawn):
    from render import stockpile as pictures
    public, own = views_of_a_whole_game(3, 23, {})[10]
    pictures.board(public, NAMES)
    pictures.private(own, NAMES)
    assert {"Stockpile", "Forecasts", "Your desk", "Face-down cards you know"} <= drawn
