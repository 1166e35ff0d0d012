"""Futures! in zh-TW and ja: a whole seeded game says no English sentence.

Every public and private event (and what the record keeps), every label of every legal action
offered, the refusal of a few bogus actions at every step and every seat's secrets are rendered
in both languages; none may hold a run of two or more ASCII words, apart from the terms printed
in English on the Japanese edition's board and cards (CORN, RICE, PEPPER, UP, DOWN, BURST ...).
"""
from __future__ import annotations

import random
import re

import pytest

from games.base import IllegalAction, Message
from i18n import render
from random_play import random_walk

#: Words that stay Latin in every language (the board and the cards print them so).
LATIN_TERMS = {"CORN", "RICE", "PEPPER", "UP", "DOWN", "BURST", "SP", "NPC", "Futures"}
NAMES = {"p0": "小明", "p1": "たろう", "p2": "김민준", "p3": "陳美玲"}
ASCII_RUN = re.compile(r"[A-Za-z][A-Za-z\s,.;:!?'()+\-]*")
WORD = re.compile(r"[A-Za-z]+")

BOGUS = [
    {"type": "trade", "commodity": "gold", "side": "up"},
    {"type": "settle", "commodity": "corn", "side": "up", "price": 999},
    {"type": "buy_marker"},
    {"type": "discard", "cards": ["corn_up"]},
    {"type": "place", "card": "rice_down", "slot": 99},
    {"type": "reveal", "slot": 99},
    {"type": "pass_card", "card": "gold_up"},
    {"type": "juggle"},
]


def english_runs(text: str) -> list[str]:
    """Runs of two or more ASCII words that are not all Latin game terms."""
    found = []
    for run in ASCII_RUN.findall(text):
        words = WORD.findall(run)
        if len(words) >= 2 and any(w not in LATIN_TERMS for w in words):
            found.append(run.strip())
    return found


def said_in_a_game(players: int, seed: int) -> list[tuple[str, Message]]:
    """(where, message) for everything a whole random game says, refusals and labels included."""
    walk = random_walk("futures", players, seed, first_to_act=True, max_steps=2000)
    state = walk.state
    said: list[tuple[str, Message]] = []

    def events(where: str, evs: list) -> None:
        for e in evs:
            said.append((where, e))
            if "record" in e:
                said.append((where + " (record)", e["record"]))

    events("opening", state.opening_events)
    for state, player, legal in walk:
        for p in state.players:
            said.append((f"secret of {p}", state.secret_message(p)))
        for action in legal:
            said.append((f"label {action}", state.label(action)))
        for bogus in BOGUS:
            if bogus in legal:
                continue
            with pytest.raises(IllegalAction) as refused:
                state.apply(player, bogus)
            said.append((f"refusal of {bogus}", refused.value.message))
    for step, move in enumerate(walk.moves, 1):
        events(f"step {step}", move.events)
    for p in state.players:
        said.append((f"secret of {p} at the end", state.secret_message(p)))
    return [(where, m) for where, m in said if m != ""]


@pytest.fixture(scope="module", params=[(3, 11), (4, 12)], ids=["3 players", "4 players"])
def said(request) -> list[tuple[str, Message]]:
    return said_in_a_game(*request.param)


def test_the_game_says_everything_as_messages(said):
    assert said
    assert all(isinstance(m, dict) and "msg" in m for _, m in said), [m for _, m in said if "msg" not in m][:3]
    kinds = {m["msg"] for _, m in said}
    # the whole game went by: a price move, the carry-over, the end, refusals, labels and secrets
    for expected in ("futures-move", "futures-carry", "futures-winners", "futures-refuse-trade",
                     "futures-label-pass", "futures-secret-hand"):
        assert expected in kinds


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_no_english_sentence_in_chinese_or_japanese(said, locale):
    wrong = []
    for where, message in said:
        text = render(message, locale, NAMES)
        if english_runs(text):
            wrong.append(f"{where}: {text}")
    assert not wrong, "\n".join(wrong[:10])


def test_the_check_finds_english(said):
    """The detector is not blind: the same game in English is full of sentences."""
    texts = [render(m, "en", NAMES) for _, m in said[:50]]
    assert sum(1 for t in texts if english_runs(t)) > 25
