"""Every name and number a move is printed with (the game's terms in every language: tickers, full
and short names, the card's own words, Wall Street's spots) parses back to that move; suggestions and
the console's `/choices` print only forms that parse."""
from __future__ import annotations

import pytest

from bot.moves import typed
from bot.referee.shapes import Refusal
from games import GAMES
from random_play import random_walk
from registry_tables import per_game, seats

PLAYERS = per_game({"qin": 2}, seats(3))
OPTIONS = {"wallstreet": {"tycoons": True, "options": True}}
EVERY = 5            # every 5th decision of a seeded walk is checked


def decisions(key: str, seeds=range(2), limit: int = 200):
    game = GAMES[key]
    for seed in seeds:
        for n, (state, player, legal) in enumerate(random_walk(game, PLAYERS[key], seed, options=OPTIONS.get(key, {}),
                                                               first_to_act=True, steps=limit)):
            if n % EVERY == 0:
                yield game, state, player, legal


def _read(game, state, player: str, form: str):
    words = form.split()
    try:
        return typed.parse(state, player, words[0], words[1:], load=game.load)
    except Refusal as refused:
        return refused.message_id


def _printed(state, action) -> list[str]:
    """`action` written with each name of each field in turn (the others as typed_form writes them)."""
    kind = str(action["type"])
    base = [typed.command_for(kind)]
    fields = [(f, v) for f, v in action.items() if f != "type"]
    written = {f: [typed._written(state, kind, f, i) for i in (v if isinstance(v, list) else [v])] for f, v in fields}
    forms = [" ".join([*base, *[w for f, _ in fields for w in written[f]]])]
    for field, value in fields:
        items = value if isinstance(value, list) else [value]
        for index, item in enumerate(items):
            for name in typed.names_of(state, kind, field, item):
                parts = [*base]
                for f, _ in fields:
                    ws = list(written[f])
                    if f == field:
                        ws[index] = name
                    parts.extend(ws)
                forms.append(" ".join(parts))
    return list(dict.fromkeys(forms))


def _shared(state, legal, action, form: str) -> bool:
    """Whether another legal move of the same verb is printed with the very same words (then the
    form can only be ambiguous)."""
    others = [a for a in legal if a != action and a["type"] == action["type"]]
    return any(form in _printed(state, other) for other in others)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_printed_form_of_every_legal_move_parses_back(key: str) -> None:
    checked, failures = 0, []
    for game, state, player, legal in decisions(key):
        for action in legal:
            for form in _printed(state, action):
                got = _read(game, state, player, form)
                checked += 1
                if got != action and not (got == "moves-ambiguous" and _shared(state, legal, action, form)):
                    failures.append((form, action, got))
    assert checked > 100
    assert not failures, failures[:10]


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_suggested_form_parses_back_to_its_move(key: str) -> None:
    checked = 0
    for game, state, player, legal in decisions(key):
        for text in ("", legal[0]["type"], legal[-1]["type"][:2]):
            for _, form in typed.suggest(state, player, text):
                got = _read(game, state, player, typed.command_for(form.split()[0]) + " " + " ".join(form.split()[1:]))
                assert isinstance(got, dict) and got in legal, (form, got)
                checked += 1
    assert checked > 20
