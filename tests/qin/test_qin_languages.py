"""Qin in zh-TW and ja: whole seeded games, every event, label, refusal and secret rendered for
the reader holds no English sentence (a run of two or more English words), only the tile codes
(RY), squares (C4) and commands (/place, /game hand) that stay Latin."""
from __future__ import annotations

import random
import re

import pytest

from games import GAMES
from games.base import IllegalAction
from games.qin.board import NAMES
from i18n import render
from random_play import random_walk

GAME = GAMES["qin"]
NAMES_OF = {"p0": "小明", "p1": "たろう", "p2": "김민준", "p3": "美咲"}
# a word with a lowercase letter (tile codes RY and squares C4 are not words); commands stay Latin
WORD = r"[A-Za-z]*[a-z][A-Za-z']*"
ENGLISH_RUN = re.compile(rf"\b{WORD}(?:[ \-]+{WORD})+\b")
ALLOWED = ("/game hand",)


LATIN_WORDS = {"place", "game", "hand"}  # only in the commands /place and /game hand


def english_runs(text: str) -> list[str]:
    for allowed in ALLOWED:
        text = text.replace(allowed, "")
    return ENGLISH_RUN.findall(text)


def english_words(text: str) -> list[str]:
    """Stricter still: any English word at all, but those of the commands."""
    return [w for w in re.findall(rf"\b{WORD}\b", text) if w not in LATIN_WORDS]


def bogus_actions(state, player: str, rng: random.Random) -> list[dict]:
    """A few wrong moves: not a placement, bad tile, bad squares, a tile not held, and random
    squares side by side (water, villages, coloured squares, joins that the rules forbid)."""
    hand = state.hands[state.players.index(player)]
    missing = [t for t in ("RR", "RY", "RB", "YY", "YB", "BB") if t not in hand]
    out: list[dict] = [{"type": "pass"}, {"type": "place", "tile": "RX", "cells": ["C4", "C5"]},
                       {"type": "place", "tile": "RR", "cells": ["Z4", "C5"]},
                       {"type": "place", "tile": "RR", "cells": ["C4"]},
                       {"type": "place", "tile": hand[0], "cells": ["A1", "M13"]}]
    if missing:
        out.append({"type": "place", "tile": missing[0], "cells": ["C4", "C5"]})
    neighbours = state.pos.board.neighbours
    for _ in range(40):
        a = rng.randrange(len(NAMES))
        b = rng.choice(list(neighbours[a]))
        out.append({"type": "place", "tile": rng.choice(hand), "cells": [NAMES[a], NAMES[b]]})
    return out


def play_and_render(players: int, side: str, seed: int, locale: str) -> tuple[list[str], set[str]]:
    """Every text a reader in `locale` meets in one seeded match; and the refusal ids met."""
    rng = random.Random(seed)
    walk = random_walk(GAME, players, seed, options={"side": side, "match": True}, rng=rng, first_to_act=True)
    state = walk.state
    names = {p: NAMES_OF[p] for p in state.players}
    texts: list[str] = []
    refused: set[str] = set()

    def say(message) -> None:
        assert message, "an empty message"
        texts.append(render(message, locale, names))

    for event in state.opening_events:
        say(event)
    for state, player, legal in walk:
        for seat in state.players:
            say(state.secret_message(seat))
        for action in legal:
            say(state.label(action))
        for bad in bogus_actions(state, player, rng):
            try:  # _parse checks a move fully and changes nothing: a legal one is simply skipped
                state._parse(state.turn, bad)
            except IllegalAction as refusal:
                refused.add(refusal.message_id or "")
                say(refusal.message)
    for event in walk.events:
        say(event)
    for seat in state.players:
        say(state.secret_message(seat))
    return texts, refused


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
@pytest.mark.parametrize("players,side,seed", [(2, "bird", 11), (4, "lion", 12)])
def test_a_whole_match_says_no_english_sentence(locale: str, players: int, side: str, seed: int) -> None:
    texts, refused = play_and_render(players, side, seed, locale)
    english = {text: runs for text in texts if (runs := english_runs(text))}
    assert english == {}
    assert {text: words for text in texts if (words := english_words(text))} == {}
    said = "\n".join(texts)
    assert all(NAMES_OF[f"p{i}"] in said for i in range(players))
    # the match was played to its end on both sides, and the refusals were really met
    assert "qin-square-water" in refused and "qin-not-adjacent" in refused and "qin-not-held" in refused
    assert {"qin-not-a-placement", "qin-bad-tile", "qin-bad-square", "qin-bad-squares"} <= refused


def test_the_check_finds_english() -> None:
    assert english_runs("小明 places RY: red C4, yellow C5.") == []  # one word at a time is not caught...
    assert english_runs("小明 places a tile") == ["places a tile"]  # ...a sentence is
    assert english_runs("Cannot place: RY") == ["Cannot place"]
    assert english_words("小明 places RY: red C4") == ["places", "red"]
    assert english_runs("小明 放置 RY：紅色 C4、黃色 C5。/game hand") == []


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_the_game_terms_are_the_catalogs(locale: str) -> None:
    state = GAME.new(["p0", "p1"], 3)
    label = render(state.label({"type": "place", "tile": "RY", "cells": ["C4", "C5"]}), locale)
    red, yellow = {"zh-TW": ("紅色", "黃色"), "ja": ("赤", "黄")}[locale]
    assert red in label and yellow in label and "C4" in label and "RY" in label


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_one_winner_and_a_shared_win_read_differently(locale: str) -> None:
    """zh and ja have no plural 'one': the catalogs select on the number 1 itself."""
    from games.base import as_list, as_player, msg
    said = {n: render(msg("qin-winners", head=msg("qin-head-game"), count=n, pagodas=9,
                          players=as_list([as_player(f"p{i}") for i in range(n)])), locale, NAMES_OF)
            for n in (1, 2)}
    shared = {"zh-TW": "共同", "ja": "分け合"}[locale]
    assert shared not in said[1] and shared in said[2]
