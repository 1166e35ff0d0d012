"""1920 Wall Street in Traditional Chinese and Japanese: no English sentence reaches a player.

Seeded whole games (the smallest and the largest table, with the tycoon and call-option
variants) are played at random; at every step every public and private event, the label of
every legal action, the refusal of a few bogus actions and every seat's secret message are
rendered in zh-TW and ja, and must hold no run of English words (nor a lone English word
outside the short list of what stays Latin).
"""
from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from games.base import Event, IllegalAction, Message
from games.wallstreet import GAME
from i18n import render
from random_play import random_walk

NAMES = {"p0": "小明", "p1": "たろう", "p2": "김민준", "p3": "美玲", "p4": "はなこ"}
#: What stays Latin in every language: nothing but the tycoon cards' letters (A-D, single letters).
LATIN = frozenset[str]()
RUN = re.compile(r"[A-Za-z]{2,}(?:[\s,.;:'’()/-]+[A-Za-z]{2,})+")
WORD = re.compile(r"[A-Za-z]{2,}")
BOGUS = [{"type": "nonsense"}, {"type": "buy", "steps": 99}, {"type": "sell", "share": -1}, {"type": "raise"},
         {"type": "flip"}, {"type": "keep"}, {"type": "discard", "pile": "nowhere"}]
TABLES = [
    (2, 11, {}),
    (5, 12, {"tycoons": True, "options": True}),
    (5, 13, {"tycoons": True, "options": True, "board": "yellow",
             "tycoon_sides": {"A": "penalty", "B": "penalty", "C": "penalty", "D": "penalty"}}),
]


def english_words(text: str) -> list[str]:
    """Runs of English words, and lone words that are not on the Latin list."""
    return RUN.findall(text) + [w for w in WORD.findall(text) if w not in LATIN]


def ids(value: object) -> set[str]:
    """Every message id in a message, nested ones included."""
    if isinstance(value, dict):
        found = {value["msg"]} if "msg" in value else set()
        return found.union(*(ids(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(ids(v) for v in value))
    return set()


def said(n: int, seed: int, options: dict) -> Iterator[Message | Event]:
    """Everything the game says to anybody during one seeded random game."""
    players = [f"p{i}" for i in range(n)]
    walk = random_walk(GAME, players, seed, options=options)
    yield from walk.state.opening_events
    for state, player, legal in walk:
        for seat in players:
            yield state.secret_message(seat)
        for action in legal:
            yield state.label(action)
        for bogus in BOGUS:
            if bogus not in legal:
                with pytest.raises(IllegalAction) as refusal:
                    state.apply(player, bogus)
                yield refusal.value.message
    yield from walk.events
    state = walk.state
    for player in players:
        yield state.secret_message(player)
    for pile in state.view(None)["piles"]:
        yield pile["event"]


@pytest.mark.parametrize("n,seed,options", TABLES, ids=["2-players", "5-tycoons-options", "5-penalties-yellow"])
def test_nothing_is_said_in_english_in_chinese_or_japanese(n: int, seed: int, options: dict) -> None:
    kinds: set[str] = set()
    for message in said(n, seed, options):
        assert isinstance(message, dict) and "msg" in message, f"not a message: {message!r}"
        kinds |= ids(message)
        for locale in ("zh-TW", "ja"):
            text = render(message, locale, NAMES)
            assert text and not english_words(text), f"{locale}: {text!r} ({message['msg']})"
    assert {"wallstreet-buy", "wallstreet-keep", "wallstreet-discard", "wallstreet-holdings", "wallstreet-refusal",
            "wallstreet-label-end", "wallstreet-secret-capital", "wallstreet-final-scores"} <= kinds, sorted(kinds)
    assert kinds & {"wallstreet-explodes", "wallstreet-explodes-tie"} and len(kinds) > 40, sorted(kinds)


def test_the_check_finds_english() -> None:
    """Guards the test above: an English sentence, or one English word, is caught; CJK is not."""
    assert english_words("小明 moves 3 steps")
    assert english_words("玉米 Corn")
    assert not english_words("大亨卡 A 交給 小明：玉米 +1，$5")


def test_the_same_event_reads_in_each_language() -> None:
    """One event, three languages: the game's terms and the money's unit come from each catalog."""
    state = GAME.new(["p0", "p1"], 3, {})
    event = next(e for e in state.apply(state.to_act()[0], {"type": "place", "card": 0}))
    assert render(event, "en", NAMES).startswith(NAMES[state.players[state.first]])
    crash = {"msg": "wallstreet-crash", "args": {"cost": {"money": 2, "unit": "wallstreet-money"}}}
    assert render(crash, "en") == "Crash! Every player pays $2."
    assert render(crash, "zh-TW") == "股市崩盤！所有玩家皆須支付 2元。"
    assert render(crash, "ja") == "株式市場の大暴落！全員が$2ずつ支払います。"
