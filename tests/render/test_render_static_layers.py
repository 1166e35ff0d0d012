"""Static layers (render/layers.py): a board drawn on a kept layer is the board drawn in place, pixel for
pixel and in its PNG, whatever tables of whatever games were drawn before it."""
from __future__ import annotations

import io
import random
from typing import Any, Iterator

import pytest
from PIL import Image

import render
from games import GAMES
from render import encode, kit, layers, track
from registry_tables import real_games

KEYS = real_games()
MOVES = 24                       # boards a table: enough for every phase's first changes, quick to draw


def _tables() -> list[tuple[str, int, int, str]]:
    """(game, players, seed, locale): two tables a game at different seat counts, every locale in turn."""
    locales = ["en", "zh-TW", "ja"]
    tables = []
    for n, key in enumerate(KEYS):
        plugin = GAMES[key]
        for k, players in enumerate(sorted({plugin.min_players, min(plugin.max_players, plugin.min_players + 1)})):
            tables.append((key, players, 31 + 7 * n + k, locales[(n + k) % 3]))
    return tables


def _views(key: str, players: int, seed: int) -> list[dict[str, Any]]:
    state = GAMES[key].new([f"u{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    views = [state.view(None)]
    while not state.is_over() and len(views) < MOVES:
        player = rng.choice(state.to_act())
        state.apply(player, rng.choice(state.legal_actions(player)))
        views.append(state.view(None))
    return views


def _draw(key: str, view: dict[str, Any], players: int, locale: str) -> Image.Image:
    names = {f"u{i}": f"Seat {i} 小明" if i == 1 else f"Seat {i}" for i in range(players)}
    with kit.language(locale):
        return render.pictures_of(key).board(view, names, locale=locale)


@pytest.fixture
def layers_on() -> Iterator[None]:
    before = layers.ENABLED
    layers.clear()
    yield
    layers.ENABLED = before
    layers.clear()


def _png_matches(png: bytes, reference: Image.Image) -> bool:
    """The PNG holds the reference's pixels on the PNG's own palette (the encoder's promise)."""
    decoded = Image.open(io.BytesIO(png))
    decoded.load()
    assert decoded.mode == "P"
    return decoded.tobytes() == reference.quantize(palette=decoded, dither=Image.Dither.NONE).tobytes()


def test_boards_on_kept_layers_are_the_boards_drawn_in_place_in_any_order(layers_on: None) -> None:
    tables = _tables()
    views = {table: _views(*table[:3]) for table in tables}
    layers.ENABLED = False                       # the reference: every layer painted in place, nothing kept
    reference = {(table, i): _draw(table[0], view, table[1], table[3]).tobytes()
                 for table in tables for i, view in enumerate(views[table])}
    layers.ENABLED = True
    boards = list(reference)
    for order, seed in (("cold", 1), ("warm", 2)):           # cold: no layer kept yet; warm: all kept
        random.Random(seed).shuffle(boards)                  # tables of every game, interleaved
        for table, i in boards:
            image = _draw(table[0], views[table][i], table[1], table[3])
            assert image.tobytes() == reference[(table, i)], (order, table, i)
            png = encode.to_png(image, f"{table[0]}:board")
            assert _png_matches(png, image), (order, table, i)


def test_a_layer_is_painted_once_per_key_and_kept_within_the_limit(layers_on: None) -> None:
    calls: list[int] = []

    def paint(draw: Any) -> None:
        calls.append(1)
        kit.title_frame(draw, 200, "Layer")

    layers.ENABLED = True
    first, draw = layers.canvas(("test", 1), 200, 80, paint)
    draw.rectangle((10, 60, 30, 70), fill=kit.GOLD)
    second, _ = layers.canvas(("test", 1), 200, 80, paint)
    assert len(calls) == 1
    assert first.tobytes() != second.tobytes()               # drawing on one copy leaves the layer alone
    keys = track.band_keys(second)
    assert keys is not None and keys != track.band_keys(first)   # the copy records the layer's calls and its own
    plain, plain_draw = kit.canvas(200, 80)
    paint(plain_draw)
    assert track.band_keys(second) == track.band_keys(plain) and second.tobytes() == plain.tobytes()
    for n in range(layers.LIMIT + 3):
        layers.canvas(("test", 2, n), 200, 80, paint)
    assert len(layers._layers) == layers.LIMIT


def test_clearing_the_encoder_leaves_room_to_cache_strips_again() -> None:
    image, draw = kit.canvas(400, 96)
    kit.title_bar(draw, 400, "Strips", "clear")
    encode.to_png(image, "test:clear")
    encode.clear()
    assert encode._strip_bytes == 0 and not encode._strips and "test:clear" not in encode._LEARNED_PALETTES
    encode.to_png(image, "test:clear")
    assert len(encode._strips) == -(-96 // encode.STRIP_ROWS)   # kept: the byte count started again from zero
