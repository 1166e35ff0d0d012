"""Acquire in Traditional Chinese and Japanese: whole seeded games say no English sentence.

Every public and private event, the label of every legal action offered, the refusal of a few
bogus actions at every step and every seat's secret message are rendered in zh-TW and ja; none
may hold a run of two or more ASCII words, and the only lone ASCII words are the few a player
types (done, the JSON keys of a buy, a chain's typed name) or typed themselves.
"""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from games import GAMES
from games.acquire import board as B
from games.acquire.content import chains
from games.acquire.scenario import build, row
from games.base import IllegalAction, english
from i18n import render
from random_play import random_walk

GAME = GAMES["acquire"]
LOCALES = ("zh-TW", "ja")
NAMES = {"p0": "小明", "p1": "たろう", "p2": "김민준", "p3": "美惠", "p4": "はなこ", "p5": "阿傑"}
# An ASCII word not glued to a digit (1A, 12I are tile names, which stay as they are).
WORD = r"(?<![0-9A-Za-z])[A-Za-z]+"
ENGLISH_RUN = re.compile(rf"{WORD}(?:\s+[A-Za-z]+)+")
ASCII_WORD = re.compile(WORD)
CHAIN_NAMES = {"Worldwide", "Sackson", "Festival", "Imperial", "American", "Continental", "Tower", "Luxor"}
# What players type: the verb done, the JSON of a buy with the chain's typed name, and the bogus
# words these tests type themselves (quoted back in a refusal).
TYPED = {"done", "type", "buy", "chain"} | CHAIN_NAMES | {"Nope", "ZZ"}


def english_in(text: str) -> list[str]:
    """What in `text` reads as English: runs of ASCII words, and lone words nobody types."""
    runs = ENGLISH_RUN.findall(text)
    lone = [w for w in ASCII_WORD.findall(text) if w not in TYPED]
    return runs + lone


def bogus(state, player: str) -> list[object]:
    """Actions to refuse now: wrong kinds, unknown tiles and chains, tiles that cannot be placed."""
    seat = state.seat[player]
    out: list[object] = [
        "nonsense", {"type": "place"}, {"type": "place", "tile": "ZZ"}, {"type": "place", "tile": "5 c"},
        {"type": "buy"}, {"type": "buy", "chain": "Nope"}, {"type": "declare_end"}, {"type": "done"},
        {"type": "found", "chain": "Tower"}, {"type": "survivor", "chain": "Tower"}, {"type": "keep", "count": 1},
        {"type": "sell", "chain": "Tower", "count": 99},
    ]
    out += [{"type": "place", "tile": B.NAMES[c]} for c in state.hands[seat]]
    out += [{"type": "place", "tile": B.NAMES[c]} for c in range(0, B.CELLS, 17)]
    out += [{"type": "buy", "chain": name.lower()} for name in state.chain_names]
    legal = state.legal_actions(player)
    return [a for a in out if a not in legal]


def said(state, message, where: str, seen: Counter) -> None:
    for locale in LOCALES:
        text = render(message, locale, NAMES)
        assert text.strip(), f"{where}: empty in {locale}"
        found = english_in(text)
        assert not found, f"{where} in {locale}: {found} in {text!r} ({english(message)!r})"
    if isinstance(message, dict) and "msg" in message:
        seen[message["msg"]] += 1


def play_and_read(players: int, seed: int, options: dict, seen: Counter) -> None:
    walk = random_walk(GAME, players, seed, options=options, first_to_act=True)
    for event in walk.state.opening_events:
        said(walk.state, event, "opening", seen)
    for step, (state, player, legal) in enumerate(walk):
        for action in legal:
            said(state, state.label(action), f"label {action}", seen)
        for action in bogus(state, player):
            before = state.dump()
            with pytest.raises(IllegalAction) as refused:
                state.apply(player, action)
            assert state.dump() == before
            said(state, refused.value.message, f"refusal of {action} in {state.phase}", seen)
        if step % 7 == 0:
            for p in state.players:
                said(state, state.secret_message(p), f"secret of {p}", seen)
    state = walk.state
    for move in walk.moves:
        for event in move.events:
            said(state, event, f"event after {move.action}", seen)
    for p in state.players:
        said(state, state.secret_message(p), f"secret of {p} at the end", seen)


def test_whole_games_of_two_and_six_say_no_english_in_chinese_or_japanese():
    seen: Counter = Counter()
    for players, seed, options in [(2, 1, {}), (2, 5, {"edition": "classic", "bonus_rounding": "up"}),
                                   (6, 2, {}), (6, 3, {"edition": "classic", "open_holdings": True})]:
        play_and_read(players, seed, options, seen)
    # The games went through every part of Acquire: founding, growing, mergers and their
    # bonuses, selling, trading and keeping, buying, refusals of every kind, and the end.
    expected = {"acquire-opening", "acquire-place", "acquire-place-found", "acquire-found", "acquire-place-grow",
                "acquire-place-merge", "acquire-survives-largest", "acquire-defunct", "acquire-bonus",
                "acquire-sell", "acquire-trade", "acquire-keep", "acquire-merger-over", "acquire-buy",
                "acquire-draw", "acquire-final", "acquire-final-sale", "acquire-secret", "acquire-secret-tiles",
                "acquire-secret-over", "acquire-label-place", "acquire-label-buy", "acquire-label-sell",
                "acquire-label-trade", "acquire-label-keep-held", "acquire-label-done", "acquire-not-a-tile",
                "acquire-not-in-hand", "acquire-buy-how", "acquire-too-dear", "acquire-not-on-board",
                "acquire-place-first", "acquire-declare-rule", "acquire-dispose", "acquire-choose-found"}
    assert expected <= set(seen), sorted(expected - set(seen))


def test_the_rare_turns_say_no_english_either():
    """Ties, dead and waiting tiles, a frozen board: built positions for what random play seldom meets."""
    seen: Counter = Counter()
    # A tie for the survivor: Tower and Sackson, 2 tiles each, meet at 3B.
    s = build(["p0", "p1"], chains={"Tower": ["1A", "2A"], "Sackson": ["1C", "2C"]}, hands={"p0": ["2B"]},
              shares={"p0": {"Tower": 2}, "p1": {"Tower": 2, "Sackson": 1}})
    for event in s.apply("p0", {"type": "place", "tile": "2B"}):
        said(s, event, "tie", seen)
    for action in s.legal_actions("p0"):
        said(s, s.label(action), "survivor label", seen)
    with pytest.raises(IllegalAction) as refused:
        s.apply("p0", {"type": "survivor", "chain": "Festival"})
    said(s, refused.value.message, "survivor refusal", seen)
    for event in s.apply("p0", {"type": "survivor", "chain": "Tower"}):
        said(s, event, "survivor", seen)
    # Dead and waiting tiles in a hand: the secret notes and the refusals.
    d = build(["p0", "p1"], chains={"Tower": row(1, 11, "A"), "Sackson": row(1, 11, "C")},
              hands={"p0": ["5B", "9H", "12I"], "p1": ["12H"]}, lone=["9G"])
    said(d, d.secret_message("p0"), "secret with a dead tile", seen)
    with pytest.raises(IllegalAction) as refused:
        d.apply("p0", {"type": "place", "tile": "5B"})
    said(d, refused.value.message, "dead tile refusal", seen)
    assert {"acquire-survives-chosen", "acquire-choose-survivor", "acquire-label-survivor",
            "acquire-tile-dead"} <= set(seen), sorted(seen)



@pytest.mark.parametrize("locale", LOCALES)
def test_every_acquire_message_reads_in_the_locale_not_in_english(locale):
    """Each of the game's messages, plural branches included (a count of 1 and of 2), rendered with
    stand-in arguments: where the English has words, the translation has none of them."""
    from i18n.catalog import format_message
    from i18n.check import catalogs

    entries = catalogs()["en"].entries
    ours = sorted(name for name in entries if name.startswith("acquire-"))
    assert len(ours) > 100
    for name in ours:
        for number in (1, 2):
            args = {variable: number for variable in entries[name].variables}
            text = format_message(name, locale, args, fallback=False)
            assert text is not None, f"{name} is missing in {locale}"
            assert not english_in(text), f"{name} in {locale}: {text!r}"
            if ASCII_WORD.search(format_message(name, "en", args) or ""):
                assert text != format_message(name, "en", args), f"{name} is English in {locale}"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_pictures_draw_no_english_word(locale, monkeypatch):
    """Every string the board and the private pictures draw, through a 2- and a 6-player game (open
    holdings, so the players' shares are drawn too): tile names and the chains' one-letter badges
    stay, every other word is the locale's."""
    from PIL import ImageDraw

    from drawn_games import draw_through_game
    from render import acquire as R

    drawn: list[str] = []
    draw_text = ImageDraw.ImageDraw.text

    def spy(self, xy, value, *args, **kwargs):
        drawn.append(str(value))
        return draw_text(self, xy, value, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    R._tile.cache_clear()
    badges = {c.short for e in chains().editions.values() for c in e.chains}
    for players, seed, options in [(2, 7, {}), (6, 8, {"edition": "classic", "open_holdings": True})]:
        rng = random.Random(seed)
        state = GAME.new([f"p{i}" for i in range(players)], seed, options)
        draw_through_game(state, R, NAMES, locale, rng, every=25, first_to_act=True,
                          also_when=lambda s: s.phase in ("dispose", "survivor", "order"))
    words = [t for t in drawn if t.strip() and t.replace(" ★", "").strip() not in badges]
    assert len(words) > 100
    english = {t: english_in(t) for t in words if english_in(t)}
    assert not english, english
