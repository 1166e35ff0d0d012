"""History lines read as sentences in the reader's language: every move of seeded whole games of every
game is told as a sentence naming who did what (bot/text/told.py), never as a button's label, never as
"<name> moves", in en, zh-TW and ja, without a raw `{ $x }` or a Fluent error."""
from __future__ import annotations

import re

import pytest

from bot.referee.referee import Referee
from bot.text.told import FALLBACK, told_of, with_told
from bot.text.words import say
from fake_game import real_games
from games import GAMES
from games.base import as_player
from i18n import LOCALES, render
from random_play import random_walk

SEEDS = (0, 1, 2)
NAMES = {f"p{i}": name for i, name in enumerate(("Ada", "Bob", "Cy", "Dee", "Eve", "Fay"))}
RAW = re.compile(r"\{\s*\$|\{\s*[a-z-]+\s*\}")


def _walks(key: str):
    """Seeded whole games of `key`, fewest and most players: every label the panels showed (locale:text)
    and each move's public narration as the referee logs it."""
    labels: set[str] = set()
    told: list[tuple[str, list]] = []
    game = GAMES[key]
    for seed in SEEDS:
        count = game.min_players if seed % 2 else game.max_players
        walk = random_walk(key, count, seed)
        for state, player, legal in walk:
            labels |= {f"{locale}:{render(state.label(a), locale, NAMES)}" for a in legal for locale in LOCALES}
        for move in walk.moves:
            public = [e for e in with_told(key, move.player, move.action, move.events)
                      if e.get("to") is None]
            told.append((move.player, public))
    return labels, told


@pytest.mark.parametrize("key", real_games())
def test_every_move_of_whole_games_is_told_as_a_sentence_without_labels(key: str) -> None:
    labels, told = _walks(key)
    fallback = [public for _, public in told if any(e.get("msg") == FALLBACK for e in public)]
    assert not fallback, f"{key}: a move told only as '<name> makes a move': {fallback[:1]}"
    for locale in LOCALES:
        own = {label.split(":", 1)[1] for label in labels if label.startswith(f"{locale}:")}
        for player, public in told:
            assert public, f"{key}: a move told the table nothing"
            for event in public:
                line = render(event, locale, NAMES)
                assert line and not RAW.search(line), (key, locale, line)
                assert line not in own, f"{key} ({locale}): a button label as history: {line!r}"
                tail = re.split(r"[:：]\s*", line, maxsplit=1)[-1]     # "Ada: Done" -> "Done"
                assert tail not in own, f"{key} ({locale}): a button label told as a move: {line!r}"
            said_by = [e for e in public if e.get("args", {}).get("player") == as_player(player)]
            assert not said_by or NAMES[player] in render(said_by[0], locale, NAMES), (key, locale, public)


@pytest.mark.parametrize("key", real_games())
async def test_game_history_tells_sentences_in_every_language(store, key: str) -> None:
    """A whole game of computers through the referee: /game history's lines (what every reader sees,
    during and after the game) are the told sentences, never "<name> moves" nor labels."""
    ref = Referee(store, pictures=False)
    await ref.start()
    try:
        await ref.new_table("told", key, "host", "Host", join=False)
        await ref.add_ai("told", "host", GAMES[key].min_players)
        await ref.start_game("told", "host", seed=5)
        rec = await store.latest("told")
        entries = await store.actions(rec.id)
        assert all(told_of(key, e.player, e.action, e.public, e.label) == list(e.public) for e in entries), \
            "every logged move keeps a public sentence"
        for locale in LOCALES:
            shown = say((await ref.history("told", last=100)).answer, locale).splitlines()[1:]
            assert len([line for line in shown if re.match(r"\d+\. ", line)]) == min(len(entries), 100)
            assert not any(RAW.search(line) for line in shown), locale
            labels = {render(e.label, locale, ref.names("told")) for e in entries if e.label is not None}
            for line in shown:
                tail = re.split(r"[:：]\s*", line.split(". ", 1)[-1], maxsplit=1)[-1]
                assert tail not in labels, f"{key} ({locale}): a label told as a move: {line!r}"
            moves = render({"msg": FALLBACK, "args": {"player": as_player("x")}}, locale, {"x": ""}).strip(" 。.")
            assert not any(moves and line.rstrip("。.").endswith(moves) for line in shown), locale
    finally:
        ref.pool.shutdown()
