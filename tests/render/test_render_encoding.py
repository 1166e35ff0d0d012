"""The drawing kit's speed-ups change no pixel: cached strips in render.encode and cached chip/card tiles."""
from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops, ImageDraw

from render import encode, kit
from random_play import random_walk


def _picture(seed: int, width: int = 410, height: int = 150) -> Image.Image:
    """A small board-like picture: panels, chips at odd and even places, cards, text."""
    rng = random.Random(seed)
    image, draw = kit.canvas(width, height)
    kit.title_bar(draw, width, "Speed", f"move {seed}")
    for i in range(6):
        x = 10 + i * 61 + (seed % 2)
        kit.chip(draw, (x, 60, x + 56, 92), str(rng.randrange(100)), kit.player_colour(i), size=18)
    kit.card(draw, (12, 100, 60, 146), "AB", stripe=kit.GOOD, sub="x")
    kit.card(draw, (71, 101, 119, 147), face_down=True)
    kit.text(draw, (140, 120), f"cash {rng.randrange(10_000)}", 17)
    return image


def _decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_png_holds_exactly_the_palette_mapping():
    kind = "test-speed:board"
    for seed in range(6):
        image = _picture(seed)
        png = encode.to_png(image, kind)
        decoded = _decode(png)
        assert decoded.mode == "P" and decoded.size == image.size
        reference = image.quantize(palette=encode._LEARNED_PALETTES[kind], dither=Image.Dither.NONE)
        assert ImageChops.difference(decoded.convert("RGB"), reference.convert("RGB")).getbbox() is None
        error = ImageChops.difference(decoded.convert("RGB"), image).getextrema()
        assert max(high for _, high in error) <= encode._MAX_PALETTE_ERROR


def test_cached_strips_give_the_same_bytes_as_fresh_ones():
    kind = "test-speed:again"
    image = _picture(3)
    first = encode.to_png(image, kind)
    second = encode.to_png(image, kind)          # every strip from the cache
    assert first == second
    encode._strips.clear()
    kit._strip_bytes = 0
    assert encode.to_png(image, kind) == first


def test_a_new_colour_teaches_a_new_palette():
    kind = "test-speed:colours"
    encode.to_png(_picture(1), kind)
    image = _picture(1)
    ImageDraw.Draw(image).rectangle((300, 100, 340, 140), fill=(5, 250, 5))   # far from every colour so far
    decoded = _decode(encode.to_png(image, kind)).convert("RGB")
    assert max(high for _, high in ImageChops.difference(decoded, image).getextrema()) <= encode._MAX_PALETTE_ERROR


def test_to_png_without_kind_still_works():
    assert _decode(encode.to_png(_picture(2))).size == (410, 150)


@pytest.mark.parametrize("dx,dy", [(0, 0), (1, 0), (0, 1), (1, 1)])
def test_tiles_are_pixel_identical_to_drawing_in_place(monkeypatch, dx, dy):
    def pieces(draw: ImageDraw.ImageDraw) -> None:
        kit.panel(draw, (4, 4, 396, 196))
        kit.chip(draw, (10 + dx, 20 + dy, 70 + dx, 52 + dy), "1234", kit.GOLD, size=20, outline=kit.TEXT)
        kit.chip(draw, (80 + dx, 20 + dy, 100 + dx, 40 + dy), "a label far too long", kit.BAD, size=16)
        kit.chip(draw, (110.5 + dx, 20.25 + dy, 150.75 + dx, 50.5 + dy), "7", kit.GOOD)   # quarter pixels
        kit.chip(draw, (205 + dx / 3, 20, 245 + dx / 3, 52), "8", kit.GOOD)                 # thirds: in place
        kit.chip(draw, (160 + dx, 20 + dy, 200 + dx, 52 + dy), "", kit.PANEL_LIGHT)
        kit.card(draw, (10 + dx, 70 + dy, 70 + dx, 160 + dy), "TKR", stripe=kit.BAD, sub="Company")
        kit.card(draw, (80 + dx, 70 + dy, 140 + dx, 160 + dy), face_down=True)
        kit.card(draw, (150 + dx, 70 + dy, 190 + dx, 100 + dy), "WIDE LABEL", fill=(250, 214, 200), sub="fee")

    cached = Image.new("RGB", (400, 200), kit.BACKGROUND)
    for _ in range(2):                      # the second pass pastes from the cache
        pieces(ImageDraw.Draw(cached))
    monkeypatch.setattr(kit, "_paste_piece", lambda draw, box, key, paint: paint(draw, box))
    direct = Image.new("RGB", (400, 200), kit.BACKGROUND)
    pieces(ImageDraw.Draw(direct))
    assert ImageChops.difference(cached, direct).getbbox() is None


def test_stockpile_cached_track_rows_match_drawing_in_place(monkeypatch):
    stockpile = pytest.importorskip("render.stockpile")
    from games import GAMES
    if "stockpile" not in GAMES:
        pytest.skip("Stockpile is not installed")
    walk = random_walk("stockpile", ["a", "b", "c"], 4, steps=60)
    views = [walk.state.view(None) for _ in walk.played()]
    names = {"a": "Ann", "b": "Bob", "c": "Cy"}
    cached = [stockpile.board(view, names) for view in views]
    monkeypatch.setattr(kit, "_paste_piece", lambda draw, box, key, paint: paint(draw, box))

    def in_place(draw, view, y, locale="en"):
        for c in view["companies"]:
            stockpile._track_row(draw, view, c, y, locale)
            y += stockpile.CELL_H + 12
        return stockpile._track_legend(draw, view, y, locale)

    monkeypatch.setattr(stockpile, "_price_tracks", in_place)
    for view, picture in zip(views, cached):
        direct = stockpile.board(view, names)
        assert direct.size == picture.size
        assert ImageChops.difference(direct, picture).getbbox() is None


def test_blending_draws_are_drawn_as_before(monkeypatch):
    def pieces(image: Image.Image) -> None:
        kit.chip(ImageDraw.Draw(image, "RGBA"), (10, 10, 60, 40), "", (200, 40, 40, 128))
        draw = ImageDraw.Draw(image)
        kit.card(draw, (130, 10, 180, 80), "X", fill=kit.CARD_FACE, sub="face")

    pieces(Image.new("RGB", (200, 100), kit.BACKGROUND))        # fills the caches
    cached = Image.new("RGB", (200, 100), kit.BACKGROUND)
    pieces(cached)
    monkeypatch.setattr(kit, "_paste_piece", lambda draw, box, key, paint: paint(draw, box))
    direct = Image.new("RGB", (200, 100), kit.BACKGROUND)
    pieces(direct)
    assert ImageChops.difference(cached, direct).getbbox() is None
