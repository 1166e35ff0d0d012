"""Tracked canvases: band keys follow the drawing exactly, and the PNG is the one the pixels give."""
from __future__ import annotations

import uuid
from collections import OrderedDict

import pytest
from PIL import Image, ImageDraw

import render
from render import encode, kit, track
from registry_tables import real_games
from random_play import random_walk

KEYS = real_games()


def _sketch(label: str = "7", y: int = 40) -> Image.Image:
    image, draw = kit.canvas(300, 120)
    kit.title_bar(draw, 300, "Track", "test")
    kit.chip(draw, (10, y, 60, y + 30), label, kit.GOLD)
    draw.line([(0, 100), (300, 110)], fill=kit.LINE, width=3)
    return image


def test_the_same_calls_give_the_same_keys_and_a_change_touches_its_bands_only():
    first, again, other = _sketch(), _sketch(), _sketch(label="8")
    keys = track.band_keys(first)
    assert keys is not None and len(keys) == -(-120 // track.ROWS)
    assert keys == track.band_keys(again)
    changed = [i for i, (a, b) in enumerate(zip(keys, track.band_keys(other))) if a != b]
    assert changed and all(i * track.ROWS <= 75 and (i + 1) * track.ROWS >= 35 for i in changed)


def test_changes_the_record_cannot_describe_drop_it():
    image = _sketch()
    image.putpixel((5, 5), (1, 2, 3))
    assert track.band_keys(image) is None
    image = _sketch()
    ImageDraw.Draw(image, "RGBA").rectangle((0, 0, 10, 10), fill=(255, 0, 0, 128))
    assert track.band_keys(image) is None
    image = _sketch()
    assert isinstance(ImageDraw.Draw(image), track.TrackedDraw)        # a second plain draw stays recorded
    assert track.band_keys(Image.new("RGB", (10, 10))) is None


def test_a_crop_from_the_top_stays_tracked_and_others_do_not():
    image = _sketch()
    top = image.crop((0, 0, 300, 70))
    keys = track.band_keys(top)
    assert keys is not None and len(keys) == 5 and keys != track.band_keys(image)[:5]   # the height is in the key
    assert track.band_keys(image.crop((0, 10, 300, 70))) is None
    assert track.band_keys(image.copy()) is None


def test_a_pasted_picture_changed_after_being_drawn_in_gives_another_key():
    tile, tile_draw = kit.canvas(20, 20)
    first, _ = kit.canvas(100, 40)
    first.paste(tile, (10, 10))
    tile_draw.rectangle((0, 0, 5, 5), fill=kit.BAD)
    second, _ = kit.canvas(100, 40)
    second.paste(tile, (10, 10))
    assert track.band_keys(first)[0] != track.band_keys(second)[0]


def test_plain_canvases_when_tracking_is_off(monkeypatch):
    monkeypatch.setattr(track, "ENABLED", False)
    assert track.band_keys(_sketch()) is None


def _views(key: str, moves: int = 90, seed: int = 11) -> list[tuple[dict, dict]]:
    players = [f"u{i}" for i in range(3)]
    walk = random_walk(key, players, seed, steps=moves)
    return [(walk.state.view(None), walk.state.view(move.player)) for move in walk.played()]


@pytest.mark.parametrize("key", KEYS)
def test_tracked_pictures_encode_to_the_bytes_their_pixels_give(key):
    """Every board and private picture of a game: strips found by their drawing calls are the very
    strips hashing their pixels finds (the cache is shared, so a wrong hit would show here)."""
    names = {f"u{i}": f"P{i}" for i in range(3)}
    module = render.pictures_of(key)
    tracked = 0
    for public, own in _views(key):
        for image, kind in ((module.board(public, names), f"{key}:board"),
                            (module.private(own, names), f"{key}:private")):
            if image is None:
                continue
            tracked += track.band_keys(image) is not None
            assert encode.to_png(image, kind) == encode.to_png(image.copy(), kind)
    assert tracked > 0


def test_a_tracked_board_reads_no_pixels_for_the_bands_it_has_encoded(monkeypatch):
    # A fresh call table: the shared one is cleared when full (60,000 calls). Other tests' render
    # threads may still be drawing in this worker and churn the shared text and font caches, so the
    # two sketches are drawn until they are recorded alike (which is what this test is about).
    monkeypatch.setattr(track, "_CALL_IDS", {})
    monkeypatch.setattr(encode, "_strips", OrderedDict())     # and a strip cache of its own: what this
    monkeypatch.setattr(encode, "_strip_bytes", 0)            # worker encoded before cannot evict or mix in
    kind = f"test-track:board:{uuid.uuid4().hex}"              # a palette learned for this test alone
    for _ in range(5):
        image, again = _sketch(), _sketch()
        if track.band_keys(image) == track.band_keys(again):
            break
    assert track.band_keys(image) == track.band_keys(again) is not None
    encode.to_png(image, kind)
    monkeypatch.setattr(Image.Image, "tobytes", lambda self, *a: pytest.fail("pixels read"))
    monkeypatch.setattr(Image.Image, "crop", lambda self, *a: pytest.fail("pixels read"))
    assert encode.to_png(again, kind)
