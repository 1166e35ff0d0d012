"""Fingerprints of whole seeded games: what a restructuring must leave unchanged.

    python -m tests.helpers.fingerprints            # print them as JSON
    python -m tests.helpers.fingerprints --write    # store them in tests/data/fingerprints.json

For every registered game, two seeded games of random legal moves are played to their end.
Each fingerprint is a digest of, per move: the mover, the action, the events it returned (as
message data), the typed form of the move, the public view; and every few moves the board and
private pictures (their pixels), the running table card in English and Japanese, the typed move
suggestions for the player to act, a normal computer player's choice. At the end: the scores,
winners, end card and chart picture. Equal fingerprints before and after a change mean the
games, pictures, cards and moves players see did not change (tests/test_fingerprints.py).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
from pathlib import Path
from typing import Any

STORED = Path(__file__).resolve().parent.parent / "data" / "fingerprints.json"
SEEDS = (1, 2)
EVERY = 7          # pictures, cards and suggestions every EVERY moves


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=lambda o: getattr(o, "__dict__", repr(o)))


def drawn(key: str, part: str, view: dict, names: dict[str, str], locale: str = "en") -> bytes:
    """What a picture shows: the image a game's render module draws, as size and RGB pixels, before
    the PNG encoder maps it onto a palette (which it reuses from the pictures drawn before)."""
    import render
    from render.kit import language
    with language(locale):
        image = getattr(render.pictures_of(key), part)(view, names, locale=locale)
    return b"-" if image is None else repr(image.size).encode() + image.convert("RGB").tobytes()


def chart(key: str, views: list[dict], names: dict[str, str]) -> bytes:
    """The end chart's pixels: render.chart_png decoded, its palette learned afresh."""
    import io

    import render
    from PIL import Image
    from render import encode
    with encode._PALETTE_LOCK:
        encode._LEARNED_PALETTES.pop(f"{key}:chart", None)
    png = render.chart_png(key, views, names)
    if png is None:
        return b"-"
    with Image.open(io.BytesIO(png)) as image:
        return repr(image.size).encode() + image.convert("RGB").tobytes()


def one_game(key: str, seed: int) -> str:
    from bot.moves import typed
    from bot.referee.ai import chooser
    from bot.referee.shapes import Seat
    from bot.text.table_card import end_card_of, running_card
    from games import GAMES
    from games.base import GameState

    from .random_play import random_walk

    game = GAMES[key]
    count = max(game.min_players, min(3, game.max_players))
    seats = [Seat(f"{1001 + i}", f"Player {i + 1}") for i in range(count)]
    names = {s.user: s.name for s in seats}
    state = game.new([s.user for s in seats], seed)
    rng = random.Random(seed)
    digest = hashlib.blake2b(digest_size=16)

    def add(*parts: Any) -> None:
        for part in parts:
            digest.update(part if isinstance(part, bytes) else _json(part).encode())

    publics: list[dict] = []

    def look_then_pick(state: GameState, player: str, legal: list[dict], rng: random.Random) -> dict:
        """Before each move: what the table shows (every EVERY moves in full); then the random move."""
        move = len(walk.moves)
        publics.append(state.view(None))
        if move % EVERY == 0:
            add(drawn(key, "board", state.view(None), names))
            for p in state.players:
                add(drawn(key, "private", state.view(p), names))
            for locale in ("en", "ja"):
                card = running_card(key, state.view(None), table_id=7, version=move, seats=seats, locale=locale)
                add(card.texts(), card.accent, [b.custom_id for b in card.buttons])
            first = state.to_act()[0]
            add(typed.suggest(state, first, ""), typed.suggest(state, first, "b"))
            add(chooser(key, "normal")(state.view(first), state.legal_actions(first), random.Random(seed + move)))
        action = rng.choice(legal)
        add(player, action, typed.typed_form(state, action))
        return action

    walk = random_walk(game, state.players, seed, state=state, rng=rng, chooser=look_then_pick)
    for done in walk.played():
        add(done.events)
        add(state.view(None))
    card = end_card_of(key, state, table_id=7, seats=seats)
    add(state.scores(), state.winners(), card.texts(), card.accent)
    add(chart(key, publics + [state.view(None)], names))
    return digest.hexdigest()


def fingerprints() -> dict[str, str]:
    from games import GAMES
    return {f"{key}:{seed}": one_game(key, seed) for key in sorted(GAMES) for seed in SEEDS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"store them in {STORED}")
    found = fingerprints()
    text = json.dumps(found, indent=1, sort_keys=True) + "\n"
    if parser.parse_args().write:
        STORED.write_text(text)
    print(text, end="")


if __name__ == "__main__":
    main()
