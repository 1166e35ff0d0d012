"""Pictures draw every player's name: CJK from Noto Sans CJK, Latin from DejaVu as before, the rest as
a drawn placeholder; never the empty box FreeType draws for a character its font lacks."""
from __future__ import annotations

import json
import random
import struct
import unicodedata

import pytest
from fontTools.ttLib import TTFont
from PIL import Image, ImageChops, ImageDraw

from games import GAMES
import render
from render import charmap, kit
from registry_tables import per_game
from random_play import random_walk

EMOJI = "Zoë 🎲"
NAMES = ["小明", "たろう", "김민준", "José", "Ünïcødé", EMOJI]
VARIANTS = per_game({        # each game's options that draw more: both seatings meet them
    "stockpile": [{}, {"investors": True, "side": "advanced"}],
    "acquire": [{}, {"edition": "classic", "open_holdings": True}],
    "qin": [{}, {"side": "lion"}],
    "wallstreet": [{}, {"board": "yellow", "tycoons": True, "options": True}],
}, lambda key: [{}, {}])
_CMAPS: dict[str, frozenset[int]] = {}


def cmap(path: str) -> frozenset[int]:
    """A font's character map, read here independently of the kit."""
    if path not in _CMAPS:
        with TTFont(path, lazy=True) as face:
            _CMAPS[path] = frozenset(face.getBestCmap())
    return _CMAPS[path]


def cold_kit(monkeypatch) -> None:
    """Every kit cache empty, so that each label is drawn (not pasted from a cache) in this test."""
    for cached in (kit._text_mask, kit.text_width, kit.fit_text, kit.runs):
        cached.cache_clear()
    monkeypatch.setattr(kit, "_tiles", type(kit._tiles)())


def record_drawn_text(monkeypatch) -> set[tuple[str, str]]:
    """(text, font file) of every string Pillow is asked to draw from now on."""
    drawn: set[tuple[str, str]] = set()
    original = ImageDraw.ImageDraw.text

    def text(self, xy, value, fill=None, font=None, *args, **kwargs):
        drawn.add((value, font.path))
        return original(self, xy, value, fill, font, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    return drawn


def play_and_draw(key: str, options: dict, names: list[str], seed: int) -> None:
    """A whole seeded random game, drawing the board and each seat's picture whenever its view changes."""
    pictures = render.pictures_of(key)
    players = [f"p{i}" for i in range(len(names))]
    mapping = dict(zip(players, names))
    seen: set[str] = set()
    for state in random_walk(key, players, seed, options=options).states():
        for who in [None, *players]:
            view = state.view(who)
            fingerprint = json.dumps([who, view], sort_keys=True)
            if fingerprint not in seen:
                seen.add(fingerprint)
                (pictures.board(view, mapping) if who is None else pictures.private(view, mapping))


@pytest.mark.parametrize("key", list(VARIANTS))
def test_every_string_on_every_picture_has_glyphs_in_its_font(monkeypatch, key):
    if key not in GAMES:
        pytest.skip(f"{key} is not installed")
    game = GAMES[key]
    seats = min(game.max_players, len(NAMES))
    cold_kit(monkeypatch)
    drawn = record_drawn_text(monkeypatch)
    play_and_draw(key, VARIANTS[key][0], NAMES[:seats], seed=3)
    play_and_draw(key, VARIANTS[key][1], NAMES[-seats:], seed=4)
    assert drawn
    lacking = {(value, path.rsplit("/", 1)[-1]) for value, path in drawn
               if any(ord(c) not in cmap(path) for c in value)}
    assert not lacking, f"drawn with a font that has no glyph for them: {sorted(lacking)[:10]}"
    every = "".join(value for value, _ in drawn)
    for name in NAMES:               # each name reached a picture (shortened names keep their start)
        assert name[:2] in every or name[:1] + "…" in every, name
    assert any(path.endswith(kit.CJK_FONTS[False]) for _, path in drawn)


def test_the_names_run_through_the_fonts_that_have_them():
    latin = cmap(str(kit.FONT_DIR / kit.LATIN_FONTS[False]))
    cjk = cmap(str(kit.FONT_DIR / kit.CJK_FONTS[False]))
    assert kit.runs("José") == ((kit.LATIN, "José"),) and kit.runs("Ünïcødé") == ((kit.LATIN, "Ünïcødé"),)
    for name in ["小明", "たろう", "김민준"]:
        assert kit.runs(name) == ((kit.CJK, name),) and kit.runs(name, True) == ((kit.CJK, name),)
        assert all(ord(c) in cjk and ord(c) not in latin for c in name)
    assert kit.runs(EMOJI) == ((kit.LATIN, "Zoë "), (kit.MISSING, "🎲"))
    assert kit.runs("小明 $1,200") == ((kit.CJK, "小明"), (kit.LATIN, " $1,200"))


@pytest.mark.parametrize("value,placeholders", [
    ("👍🏽", 1), ("👨\u200d👩\u200d👧", 1), ("🇯🇵🇫🇷", 2), ("a🎲b🎲", 2), ("\U000F0000", 1),
])
def test_an_emoji_cluster_is_one_placeholder(value, placeholders):
    assert sum(kind == kit.MISSING for kind, _ in kit.runs(value)) == placeholders
    assert "".join(part for _, part in kit.runs(value)) == value


@pytest.mark.parametrize("name", [*kit.LATIN_FONTS.values(), *kit.CJK_FONTS.values()])
def test_the_kit_reads_the_same_character_maps_as_fonttools(name):
    path = str(kit.FONT_DIR / name)
    assert kit.charmap(name) == cmap(path)
    if name in kit.CJK_FONTS.values():
        assert kit.charmap(name) == kit.charmap(kit.CJK_FONTS[False])      # one map serves both weights
    with TTFont(path) as face:                       # the BMP subtable (format 4) reads right too
        raw = face.reader["cmap"]
        offsets = {(platform, encoding): offset for platform, encoding, offset
                   in (struct.unpack_from(">HHI", raw, 4 + 8 * i) for i in range(struct.unpack_from(">H", raw, 2)[0]))}
        expected = {code for code, glyph in face["cmap"].getcmap(3, 1).cmap.items() if glyph != ".notdef"}
    assert charmap._format_4(raw, offsets[(3, 1)]) == expected


def test_invisible_characters_no_font_has_are_left_out():
    assert kit.runs("葛\U000E0100") == ((kit.CJK, "葛"),)           # an ideographic variation selector
    assert kit.runs("小\U000E0001明") == ((kit.CJK, "小明"),)        # a language tag
    image, draw = kit.canvas(40, 40)
    kit.text(draw, (10, 10), "\U000E0001", 18, anchor="mm")          # nothing to draw, and no error
    assert kit.text_width("\U000E0001") == 0
    assert ImageChops.difference(image, kit.canvas(40, 40)[0]).getbbox() is None


def test_names_use_the_fonts_real_glyphs_not_the_missing_glyph_box():
    """The glyph each name's characters get is not the font's .notdef box (the 'tofu')."""
    for bold in (False, True):
        for name in NAMES:
            for kind, part in kit.runs(name, bold):
                face = kit.run_font(kind, 18, bold)
                if face is None:
                    continue
                tofu = bytes(face.getmask("\U0010FFFD"))
                for char in part.replace(" ", ""):
                    assert bytes(face.getmask(char)) != tofu, (name, char, kind)


def test_the_placeholder_is_a_ring_not_a_box():
    mask, _, _ = kit._text_mask("🎲", 24, False, "la")
    w, h = mask.size
    assert 12 <= w <= 24 and 12 <= h <= 24
    corners = [mask.getpixel((x, y)) for x in (0, w - 1) for y in (0, h - 1)]
    assert max(corners) < 64                                   # a box would be inked in its corners
    assert mask.getpixel((w // 2, 0)) > 64 and mask.getpixel((0, h // 2)) > 64    # the ring
    assert mask.crop((w // 3, h // 3, 2 * w // 3, 2 * h // 3)).getextrema()[1] > 128  # the "?" inside


@pytest.mark.parametrize("name", NAMES + ["小明" * 12, "たろう 🎲🎲 김민준 José"])
@pytest.mark.parametrize("bold", [False, True])
def test_a_name_draws_on_one_line(name, bold):
    mask, _, _ = kit._text_mask(name, 18, bold, "lm")
    assert mask.height < 2 * 18
    assert abs(mask.width - kit.text_width(name, 18, bold)) <= 4


def _old_text_mask(value: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """How the kit drew every label before it had more than one font."""
    face = kit.font(size, bold)
    left, top, right, bottom = face.getbbox(value, anchor=anchor)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), value, font=face, fill=255, anchor=anchor)
    return mask, left, top


@pytest.mark.parametrize("value", ["Ann", "$12,500", "José", "Ünïcødé", "Acquire — game over", "▶ Bob ★ ✓ ▲ ·"])
@pytest.mark.parametrize("size,bold,anchor", [(14, False, "la"), (17, True, "lm"), (24, True, "mm"), (18, False, "rd")])
def test_latin_labels_are_pixel_for_pixel_what_they_were(value, size, bold, anchor):
    kit._text_mask.cache_clear()
    mask, left, top = kit._text_mask(value, size, bold, anchor)
    old, old_left, old_top = _old_text_mask(value, size, bold, anchor)
    assert (left, top) == (old_left, old_top) and mask.size == old.size
    assert ImageChops.difference(mask, old).getbbox() is None
    assert kit.text_width(value, size, bold) == int(kit.font(size, bold).getlength(value))


@pytest.mark.parametrize("anchor", ["la", "lm", "ls", "ld"])
def test_cjk_sits_on_the_latin_baseline(anchor):
    """'Hx' is drawn at the same pixels whether CJK follows it or not."""
    alone, mixed = kit.canvas(200, 60)[0], kit.canvas(200, 60)[0]
    kit.text(ImageDraw.Draw(alone), (10, 30), "Hx", 18, anchor=anchor)
    kit.text(ImageDraw.Draw(mixed), (10, 30), "Hx小明", 18, anchor=anchor)
    width = kit.text_width("Hx", 18)
    assert ImageChops.difference(alone.crop((0, 0, 10 + width - 1, 60)),
                                 mixed.crop((0, 0, 10 + width - 1, 60))).getbbox() is None


def test_mixed_labels_centre_on_their_width():
    image, draw = kit.canvas(300, 60)
    kit.text(draw, (150, 30), "小明 José 🎲", 20, anchor="mm")
    left, _, right, _ = image.convert("L").point(lambda v: 255 if v > 100 else 0).getbbox()
    assert abs((left + right) / 2 - 150) <= 3


def test_the_cjk_font_loads_only_when_a_label_needs_it(monkeypatch):
    cold_kit(monkeypatch)
    kit.cjk_font.cache_clear()
    read: list[str] = []
    charmap = kit.charmap
    monkeypatch.setattr(kit, "charmap", lambda name: read.append(name) or charmap(name))
    image, draw = kit.canvas(300, 60)
    kit.text(draw, (10, 10), "Acquire — Ünïcødé ▶ José", 18)
    kit.chip(draw, (10, 30, 80, 55), "Bob", kit.GOLD)
    assert set(read) == {kit.LATIN_FONTS[False], kit.LATIN_FONTS[True]} or set(read) == {kit.LATIN_FONTS[False]}
    assert kit.cjk_font.cache_info().currsize == 0
    kit.text(draw, (10, 10), "小明", 18)
    assert read[-1] == kit.CJK_FONTS[False] and kit.cjk_font.cache_info().currsize == 1


@pytest.mark.parametrize("value,limit,expected", [
    ("Bartholomew", 6, "Barth…"), ("Ann", 6, "Ann"), ("Ünïcødé Ünïcødé", 8, "Ünïcødé…"),
    ("小明", 4, "小明"), ("小明小明", 6, "小明…"), ("たろうたろう", 7, "たろう…"), ("小", 1, "小"),
])
def test_short_counts_wide_characters_twice(value, limit, expected):
    assert kit.short(value, limit) == expected
    if all(unicodedata.east_asian_width(c) not in "WF" for c in value):
        assert expected == (value if len(value) <= limit else value[:max(1, limit - 1)] + "…")
