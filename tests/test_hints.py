"""The coach's part in each game (games/<key>/ai.py ``advise``): the normal player's own move, a
reason for every decision kind as a message of the game's catalog that renders in en, zh-TW and ja,
worked out from the asker's view only, and the generic fallback only where listed below."""
from __future__ import annotations

import importlib
import random
from types import SimpleNamespace

import pytest

from bot.referee.coach import advice
from games import GAMES, PLUGINS
from games.levels import FALLBACK
from i18n import LOCALES
from i18n.catalog import find
from bot.text.words import say
from random_play import random_walk

REAL_GAMES = ("stockpile", "acquire", "futures", "qin", "wallstreet")
#: The decision kinds (the kinds of the legal moves offered) whose normal move has no reason more
#: particular than the fallback, per game. Everything else must say why.
FALLBACK_KINDS: dict[str, set[frozenset[str]]] = {key: set() for key in REAL_GAMES}
GAMES_PER_KEY = 2


def advise_of(key: str):
    return importlib.import_module(PLUGINS[key].levels).advise


def kinds(legal: list[dict]) -> frozenset[str]:
    return frozenset(a["type"] for a in legal)


def walk_decisions(key: str, seed: int):
    """Each decision of a seeded game played by the normal computer: (state, player, legal)."""
    game = GAMES[key]
    normal = importlib.import_module(PLUGINS[key].levels).LEVELS["normal"]

    def chooser(state, player, legal, rng):
        return normal(state.view(player), legal, rng)

    options = {"investors": True} if key == "stockpile" and seed % 2 else None
    walk = random_walk(game, game.min_players + seed % (game.max_players - game.min_players + 1), seed,
                       chooser=chooser, options=options)
    yield from walk


@pytest.mark.parametrize("key", REAL_GAMES)
def test_every_decision_gets_the_normal_move_and_a_reason_in_every_language(key: str) -> None:
    advise = advise_of(key)
    normal = importlib.import_module(PLUGINS[key].levels).LEVELS["normal"]
    fell_back: set[frozenset[str]] = set()
    reasons: set[str] = set()
    for seed in range(GAMES_PER_KEY):
        for index, (state, player, legal) in enumerate(walk_decisions(key, seed)):
            if len(legal) == 1:
                continue            # the coach says "the only move" (bot/referee/coach.py), no valuation needed
            view = state.view(player)
            action, reason = advise(view, [dict(a) for a in legal], random.Random(index))
            assert action in legal
            assert action == normal(view, [dict(a) for a in legal], random.Random(index)), "not the normal move"
            reasons.add(reason["msg"])
            if reason["msg"] == FALLBACK:
                fell_back.add(kinds(legal))
            else:
                assert reason["msg"].startswith(f"{key}-hint-"), reason
            if index % 7 == 0:
                for locale in LOCALES:
                    assert find(reason["msg"], locale, fallback=False) is not None, (locale, reason["msg"])
                    text = say(reason, locale)
                    assert text and "{" not in text and "hint-" not in text, (locale, text)
    unexpected = fell_back - FALLBACK_KINDS[key]
    assert not unexpected, f"{key}: decisions given only the fallback reason: {sorted(map(sorted, unexpected))}"
    assert len(reasons - {FALLBACK}) >= 3, reasons


@pytest.mark.parametrize("key", REAL_GAMES)
def test_every_reason_is_said_in_every_language(key: str) -> None:
    import re
    from i18n.catalog import catalog_files
    ids = {line.split(" =")[0] for path in catalog_files("en") if path.stem == key
           for line in path.read_text(encoding="utf-8").splitlines() if line.startswith(f"{key}-hint-")}
    source = (importlib.import_module(PLUGINS[key].levels).__file__ or "")
    used = set(re.findall(rf'"({key}-hint-[a-z-]+)"', open(source, encoding="utf-8").read()))
    formatted = {i for i in ids if any(i.startswith(u[:-1]) for u in re.findall(rf'f"({key}-hint-[a-z-]*)\{{', open(source, encoding="utf-8").read()))}
    assert used | formatted <= ids | {u for u in used if u.endswith("-")}
    for locale in LOCALES:
        for message_id in ids:
            assert find(message_id, locale, fallback=False) is not None, (locale, message_id)


@pytest.mark.parametrize("key", REAL_GAMES)
def test_twin_states_that_differ_only_in_hidden_parts_get_the_same_hint(key: str) -> None:
    """The hint reads the asker's own view only: a state sampled from that view (other hands,
    hidden cards and deck drawn afresh) gives the same move and reason."""
    game = GAMES[key]
    compared = differed = 0
    for seed in range(GAMES_PER_KEY):
        for index, (state, player, legal) in enumerate(walk_decisions(key, seed)):
            if index % 5:
                continue
            twin = game.sample(state.view(player), player, random.Random(index))
            assert twin.view(player) == state.view(player)
            differed += twin.dump() != state.dump()
            table = SimpleNamespace(state=state, seed=seed, id=1, version=index, game=key)
            other = SimpleNamespace(state=twin, seed=seed, id=1, version=index, game=key)
            assert advice(table, player) == advice(other, player)   # type: ignore[arg-type]
            compared += 1
    assert compared and differed, "no twin differed from the real state: the test would prove nothing"
