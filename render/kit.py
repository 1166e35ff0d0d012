"""The drawing kit every game's pictures share: palette, fonts, and the pieces
(panels, cards, tracks, tables, pawns) boards are made of.

Pictures are built for Discord on a phone: dark background (Discord's own), big
type, strong colours, nothing under 14 px. Renderers take a *view* (never the
full state) and a names mapping (player id -> display name).
"""
from __future__ import annotations

import contextlib
import contextvars
import math
import re
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Iterator
from functools import lru_cache
from typing import Any, Callable, Iterable, Literal, Sequence

from PIL import Image, ImageChops, ImageDraw, ImageFont

from games.content import DATA_DIR
from render.charmap import code_points
from render.track import note as _note_drawn, tracked_canvas

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
#: A box at positions that may fall between pixels (Pillow draws at float positions too).
Area = tuple[float, float, float, float]
#: Paints a piece into a box (a chip, a tile) on a drawing.
Painter = Callable[[ImageDraw.ImageDraw, Box], None]

# --- palette -----------------------------------------------------------------
BACKGROUND: RGB = (43, 45, 49)      # Discord dark theme
PANEL: RGB = (56, 58, 64)
PANEL_LIGHT: RGB = (74, 77, 85)
LINE: RGB = (98, 102, 112)
TEXT: RGB = (235, 236, 240)
MUTED: RGB = (160, 164, 175)
GOOD: RGB = (87, 196, 124)
BAD: RGB = (234, 84, 85)
GOLD: RGB = (242, 190, 60)
CARD_FACE: RGB = (246, 242, 232)
CARD_BACK: RGB = (70, 92, 140)
INK: RGB = (30, 30, 34)

# Player colours, in seat order; chosen to stay apart from each other on dark grey.
PLAYER_COLOURS: list[RGB] = [
    (231, 76, 60),    # red
    (52, 152, 219),   # blue
    (241, 196, 15),   # yellow
    (46, 204, 113),   # green
    (155, 89, 182),   # purple
    (230, 126, 34),   # orange
]

NAMED_COLOURS: dict[str, RGB] = {
    "red": (214, 64, 58), "blue": (52, 120, 214), "green": (56, 168, 88),
    "purple": (142, 84, 188), "grey": (140, 146, 156), "gray": (140, 146, 156),
    "amber": (236, 160, 32), "yellow": (236, 204, 48), "orange": (232, 120, 40),
    "teal": (32, 166, 160), "brown": (150, 100, 60), "pink": (226, 110, 170),
    "black": (40, 40, 44), "white": (240, 240, 240), "cyan": (60, 190, 220),
}


def colour(name: str) -> RGB:
    """A named colour from data files ("blue") or a hex string ("#3478d6")."""
    if name.startswith("#") and len(name) == 7:
        return tuple(int(name[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
    return NAMED_COLOURS[name.lower()]


def player_colour(seat: int) -> RGB:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def text_on(fill: RGB) -> RGB:
    """Black or white text, whichever reads better on `fill`."""
    r, g, b = fill
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else TEXT


def shade(rgb: RGB, factor: float) -> RGB:
    """Darker (<1) or lighter (>1) version of a colour."""
    if factor <= 1:
        return tuple(int(c * factor) for c in rgb)  # type: ignore[return-value]
    return tuple(int(c + (255 - c) * (factor - 1)) for c in rgb)  # type: ignore[return-value]


# --- fonts -------------------------------------------------------------------
# Every character is drawn from the first font that has it: DejaVu Sans (Latin, Greek,
# Cyrillic, symbols; so Latin pictures are what they always were), then Noto Sans CJK TC
# (ideographs, kana, Hangul; loaded only when a label needs it), else a drawn "?" in a
# circle (emoji, rare symbols): never the empty box of a missing glyph.
# Japanese pictures draw the CJK face's Japanese glyph forms (its `locl` substitutions for
# language "ja", kept by make_cjk_subset.py): see `language`.
FONT_DIR = DATA_DIR / "fonts"
LATIN_FONTS = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
CJK_FONTS = {False: "NotoSansCJKtc-Regular-subset.otf", True: "NotoSansCJKtc-Bold-subset.otf"}
LATIN, CJK, MISSING = "latin", "cjk", "missing"     # which font draws a run
Run = tuple[str, str]                                # (LATIN | CJK | MISSING, the characters)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_DIR / LATIN_FONTS[bold]), size)


@lru_cache(maxsize=16)       # a CJK face holds ~0.7 MB (44,000 glyphs); reopening one takes ~1 ms
def cjk_font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_DIR / CJK_FONTS[bold]), size)


@lru_cache(maxsize=None)
def charmap(name: str) -> frozenset[int]:
    """The code points a shipped font has a glyph for (its cmap), read once per process."""
    return code_points(FONT_DIR / name)


def _cjk_charmap() -> frozenset[int]:
    """Both CJK weights have the same characters (make_cjk_subset.py), so one map serves both."""
    return charmap(CJK_FONTS[False])


_INVISIBLE = {"Mn", "Me", "Cf", "Cc", "Zl", "Zp"}   # marks, joiners, selectors, controls, breaks
_ZWJ = "\u200d"


def _continues(char: str, previous: str, cluster: str) -> bool:
    """Whether `char` belongs to the emoji (or other undrawable) cluster before it, which
    then stays one placeholder: 👍🏽, 👨‍👩‍👧, 🇯🇵, 1️⃣ each draw as one."""
    code = ord(char)
    if previous == _ZWJ or unicodedata.category(char) in _INVISIBLE or 0x1F3FB <= code <= 0x1F3FF:
        return True
    regional = 0x1F1E6 <= code <= 0x1F1FF
    return regional and len(cluster) == 1 and 0x1F1E6 <= ord(cluster) <= 0x1F1FF


@lru_cache(maxsize=8192)
def runs(value: str, bold: bool = False) -> tuple[Run, ...]:
    """`value` cut into runs that one font draws, in order. A MISSING run is one cluster
    that no shipped font has, drawn as one placeholder; invisible characters no font has
    (a variation selector after a kanji) are left out."""
    if value.isascii():
        return ((LATIN, value),)
    latin = charmap(LATIN_FONTS[bold])
    if all(ord(c) in latin for c in value):
        return ((LATIN, value),)
    cjk = _cjk_charmap()
    out: list[list[str]] = []
    previous = ""
    for char in unicodedata.normalize("NFC", value):
        code = ord(char)
        if out and out[-1][0] == MISSING and _continues(char, previous, out[-1][1]):
            out[-1][1] += char
        elif code in latin or code in cjk:
            kind = LATIN if code in latin else CJK
            if out and out[-1][0] == kind:
                out[-1][1] += char
            else:
                out.append([kind, char])
        elif unicodedata.category(char) not in _INVISIBLE:
            out.append([MISSING, char])
        previous = char
    return tuple((kind, part) for kind, part in out)


# The language the current picture is drawn in, for the CJK face's glyph forms (None: its own, the
# Taiwan forms). Set per picture with `language(locale)`; a context variable, so the render
# workers' threads never see each other's.
_LANGUAGE: contextvars.ContextVar[str | None] = contextvars.ContextVar("render_language", default=None)
#: Our locales whose CJK text takes other glyph forms than the face's own (the OpenType language).
GLYPH_LANGUAGES = {"ja": "ja"}


@contextlib.contextmanager
def language(locale: str) -> Iterator[None]:
    """Draw the pictures made inside in `locale`'s glyph forms (Japanese: 「直」「骨」 as Japan writes
    them). Widths are unchanged: the forms share their advances."""
    token = _LANGUAGE.set(GLYPH_LANGUAGES.get(locale))
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def glyph_language() -> str | None:
    """The OpenType language of the picture being drawn (None: the CJK face's own forms)."""
    return _LANGUAGE.get()


def run_font(kind: str, size: int, bold: bool = False) -> ImageFont.FreeTypeFont | None:
    """The font that draws a run of this kind (None for the placeholder)."""
    return font(size, bold) if kind == LATIN else cjk_font(size, bold) if kind == CJK else None


# --- names -------------------------------------------------------------------
_MENTION = re.compile(r"<@!?([^>]+)>")


def with_names(text: str, names: dict[str, str]) -> str:
    """Replace <@id> mentions by display names (for pictures and the console)."""
    return _MENTION.sub(lambda m: names.get(m.group(1), m.group(1)), text)


def _cells(char: str) -> int:
    """Columns a character takes: ideographs, kana, Hangul and emoji are two Latin letters wide."""
    return 2 if unicodedata.east_asian_width(char) in "WF" else 1


def short(text: str, limit: int) -> str:
    """`text` cut to `limit` columns with an ellipsis; a wide (CJK) character counts two."""
    if text.isascii():
        return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"
    if len(text) <= 1 or sum(map(_cells, text)) <= limit:
        return text
    kept, used = "", 0
    for char in text:
        if used + _cells(char) > max(1, limit - 1) and kept:
            break
        kept += char
        used += _cells(char)
    return kept + "…"


# --- canvas ------------------------------------------------------------------
def canvas(width: int, height: int, fill: RGB = BACKGROUND,
           tracked: bool = True) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank picture and its draw; the picture records which bands each call touched (render/track.py),
    so that encoding it reads only the bands drawn differently from pictures before. `tracked=False` for
    pictures of many small calls whose every move changes many bands (Qin's board): recording costs
    them more than it saves."""
    if not tracked:
        image = Image.new("RGB", (width, height), fill)
        return image, ImageDraw.Draw(image)
    return tracked_canvas(width, height, fill)


@lru_cache(maxsize=8192)
def _text_mask(value: str, size: int, bold: bool, anchor: str,
               lang: str | None = None) -> tuple[Image.Image, int, int]:
    """The rendered text as an alpha mask, and where its corner sits from the anchor point.

    Boards repeat the same labels on every picture; FreeType rendering was the
    largest cost of drawing one, so each label is rendered once per process.
    """
    pieces = runs(value, bold)
    if not pieces:                       # only invisible characters no font has
        return Image.new("L", (1, 1), 0), 0, 0
    if len(pieces) > 1 or pieces[0][0] != LATIN:
        return _mixed_mask(pieces, size, bold, anchor, lang)
    face = font(size, bold)
    left, top, right, bottom = (int(edge) for edge in face.getbbox(value, anchor=anchor))   # whole pixels
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), value, font=face, fill=255, anchor=anchor)
    return mask, left, top


def _placeholder(size: int) -> tuple[int, int, float]:
    """The drawn stand-in for a character no font has: diameter, ring width, advance."""
    diameter = max(7, round(size * 0.72))
    return diameter, max(1, round(size / 14)), diameter + 2 * max(1, round(size * 0.08))


def _advance(kind: str, part: str, size: int, bold: bool) -> float:
    face = run_font(kind, size, bold)
    return _placeholder(size)[2] if face is None else face.getlength(part)


def _mixed_mask(pieces: tuple[Run, ...], size: int, bold: bool, anchor: str,
                lang: str | None = None) -> tuple[Image.Image, int, int]:
    """A label drawn from several fonts on DejaVu's baseline, anchored as Pillow anchors one font;
    CJK runs in `lang`'s glyph forms."""
    ascent, descent = font(size, bold).getmetrics()
    middle = (ascent - descent) / 2              # above the baseline: where anchor "m" and placeholders sit
    diameter, ring, _ = _placeholder(size)
    placed: list[tuple[float, str, str, tuple[float, float, float, float]]] = []
    x = 0.0
    for kind, part in pieces:
        face = run_font(kind, size, bold)
        if face is None:
            gap = (_placeholder(size)[2] - diameter) / 2
            ink = (x + gap, -middle - diameter / 2, x + gap + diameter, -middle + diameter / 2)
        else:
            l, t, r, b = face.getbbox(part, anchor="ls", language=lang if kind == CJK else None)
            ink = (x + l, t, x + r, b)
        placed.append((x, kind, part, ink))
        x += _advance(kind, part, size, bold)
    ink_top, ink_bottom = min(p[3][1] for p in placed), max(p[3][3] for p in placed)
    dx = {"l": 0.0, "s": 0.0, "m": -x / 2, "r": -x}[anchor[0]]
    dy = {"a": ascent, "s": 0.0, "d": -descent, "m": middle, "t": -ink_top, "b": -ink_bottom}[anchor[1]]
    left = math.floor(min(p[3][0] for p in placed) + dx)
    top = math.floor(ink_top + dy)
    right = math.ceil(max(p[3][2] for p in placed) + dx)
    bottom = math.ceil(ink_bottom + dy)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    draw = ImageDraw.Draw(mask)
    for start, kind, part, ink in placed:
        face = run_font(kind, size, bold)
        if face is not None:
            draw.text((start + dx - left, dy - top), part, font=face, fill=255, anchor="ls",
                      language=lang if kind == CJK else None)
            continue
        box = (ink[0] + dx - left, ink[1] + dy - top, ink[2] + dx - left, ink[3] + dy - top)
        draw.ellipse(box, outline=255, width=ring)
        draw.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), "?", font=font(max(6, round(diameter * 0.7)), True),
                  fill=255, anchor="mm")
    return mask, left, top


def text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], value: str, size: int = 18,
         fill: RGB = TEXT, bold: bool = False, anchor: str = "la") -> None:
    if not value:
        return
    if "\n" in value:
        if all(runs(line, bold) == ((LATIN, line),) for line in value.split("\n") if line):
            draw.multiline_text(xy, value, font=font(size, bold), fill=fill, anchor=anchor)
            return
        lines = value.split("\n")          # as multiline_text spaces them, each line from its fonts
        step = font(size, bold).getbbox("A")[3] + 4
        y = xy[1] - step * (len(lines) - 1) * {"m": 0.5, "d": 1.0, "b": 1.0, "s": 1.0}.get(anchor[1], 0.0)
        for line in lines:
            text(draw, (xy[0], y), line, size, fill, bold, anchor)
            y += step
        return
    mask, left, top = _text_mask(value, size, bold, anchor, _LANGUAGE.get())
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


@lru_cache(maxsize=8192)
def text_width(value: str, size: int = 18, bold: bool = False) -> int:
    pieces = runs(value, bold)
    if len(pieces) == 1 and pieces[0][0] == LATIN:
        return int(font(size, bold).getlength(value))
    return int(sum(_advance(kind, part, size, bold) for kind, part in pieces))


@lru_cache(maxsize=4096)
def fit_text(value: str, width: int, size: int, bold: bool = False, smallest: int = 12) -> int:
    """The largest size <= `size` at which `value` fits in `width` pixels."""
    while size > smallest and text_width(value, size, bold) > width:
        size -= 1
    return size


def shortened(value: str, width: float, size: int, bold: bool = False) -> str:
    """`value` cut with an ellipsis until it fits `width` pixels at `size` (shortened on purpose: a
    string drawn never runs out of its box)."""
    while value and text_width(value, size, bold) > width:
        cut = short(value, max(1, sum(map(_cells, value)) - 1))
        if cut == value:
            break
        value = cut
    return value


def fitted(value: str, width: float, size: int, bold: bool = False, smallest: int = 12) -> tuple[str, int]:
    """`value` at the largest size <= `size` (not under `smallest`) that fits `width`, and shortened
    when it does not fit even at `smallest`."""
    size = fit_text(value, int(width), size, bold, smallest)
    return shortened(value, width, size, bold), size


#: The box the string being drawn must stay inside (a chip, a card, a table's cell), for the tests
#: that check every string fits (tests/helpers/drawn_text.py); None: the picture. Kept only while
#: BOXES_KEPT (the tests set it): drawing a board pays nothing for it.
BOX: contextvars.ContextVar[Area | None] = contextvars.ContextVar("render_text_box", default=None)
BOXES_KEPT = False


class inside:
    """`with inside(box):` the strings drawn inside belong in `box` (see BOX)."""
    __slots__ = ("box", "token")

    def __init__(self, box: Area) -> None:
        self.box = box
        self.token: contextvars.Token[Area | None] | None = None

    def __enter__(self) -> None:
        if BOXES_KEPT:
            self.token = BOX.set(self.box)

    def __exit__(self, *exc: object) -> None:
        if self.token is not None:
            BOX.reset(self.token)


def wrap(line: str, width: int, size: int, bold: bool = False) -> list[str]:
    """`line` in lines of at most `width` pixels: broken at spaces, and inside a word too wide for a
    line (Chinese and Japanese write without spaces)."""
    words, out, cur = line.split(" "), [], ""
    for w in words:
        trial = f"{cur} {w}".strip()
        if text_width(trial, size, bold) <= width or not cur:
            cur = trial
        else:
            out.append(cur)
            cur = w
        while len(cur) > 1 and text_width(cur, size, bold) > width:
            cut = max(1, len(cur) - 1)
            while cut > 1 and text_width(cur[:cut], size, bold) > width:
                cut -= 1
            out.append(cur[:cut])
            cur = cur[cut:]
    if cur:
        out.append(cur)
    return out


# Pieces drawn once. A chip or a card looks the same wherever it sits, so each one is
# painted once on a small tile (at the same parity of position, so every rounding in
# the drawing comes out the same) and pasted through the mask of the pixels it
# covers: the result is pixel for pixel what drawing it in place gives. A piece whose
# pixels blend with what lies under it (anti-aliased text spilling out of its shape),
# or that reaches past its tile, is simply drawn in place each time.
_TILE_MARGIN = 6
_TILE_LIMIT = 4096
_tiles: OrderedDict[tuple[Any, ...], tuple[Image.Image, Image.Image, int, int] | None] = OrderedDict()
_TILE_LOCK = threading.Lock()


def _make_tile(box: Box, paint: Painter) -> tuple[Image.Image, Image.Image, int, int] | None:
    """The piece painted at `box` (near the origin) on a small tile, with the mask of the
    pixels it covers and where the tile's corner sits relative to the origin."""
    m = _TILE_MARGIN
    size = (math.ceil(box[2]) + 1 + 2 * m, math.ceil(box[3]) + 1 + 2 * m)
    box = (box[0] + m, box[1] + m, box[2] + m, box[3] + m)
    dark, light = Image.new("RGB", size, (0, 0, 0)), Image.new("RGB", size, (255, 255, 255))
    paint(ImageDraw.Draw(dark), box)
    paint(ImageDraw.Draw(light), box)
    spread = ImageChops.difference(dark, light)
    counted = spread.getcolors(size[0] * size[1])
    assert counted is not None           # maxcolors is the pixel count: never exceeded
    if not set(c for _, c in counted) <= {(0, 0, 0), (255, 255, 255)}:
        return None                      # blends with what lies under it
    mask = ImageChops.invert(spread.convert("L"))
    covered = mask.getbbox()
    if covered is None or covered[0] == 0 or covered[1] == 0 or covered[2] == size[0] or covered[3] == size[1]:
        return None                      # reaches the tile's edge: it may spill further
    left, top, right, bottom = covered   # keep only the pixels the piece covers
    return dark.crop(covered), mask.crop(covered), left - m, top - m


def _even_shift(value: float) -> int | None:
    """The even whole number a coordinate can be moved by without changing how it is
    drawn (every rounding keeps its parity), or None when that is not certain."""
    if type(value) is int:
        return value - (value & 1) if value >= 0 else None
    if type(value) is float and value >= 0 and (value * 64).is_integer() and value < 1 << 20:
        return 2 * math.floor(value / 2)   # exact: the fraction is a short binary one
    return None


def _key(value: object) -> object:
    """A colour or label as part of a cache key (lists become tagged tuples)."""
    return ("list", tuple(value)) if isinstance(value, list) else value


def _paste_piece(draw: ImageDraw.ImageDraw, box: Box, key: tuple[Any, ...], paint: Painter) -> None:
    """paint(draw, box), through the tile cache when that gives the very same pixels."""
    target = getattr(draw, "_image", None)
    if target is None or target.mode != "RGB" or getattr(draw, "mode", None) != "RGB" or len(box) != 4:
        paint(draw, box)                 # blending draws (Draw(image, "RGBA")) and odd boxes: in place
        return
    sx, sy = _even_shift(box[0]), _even_shift(box[1])
    if sx is None or sy is None or _even_shift(box[2]) is None or _even_shift(box[3]) is None:
        paint(draw, box)
        return
    near = (box[0] - sx, box[1] - sy, box[2] - sx, box[3] - sy)
    key = (*key, *near, _LANGUAGE.get())      # a piece with CJK words looks different in Japanese
    try:
        with _TILE_LOCK:
            tile: tuple[Image.Image, Image.Image, int, int] | None | Literal[False] = _tiles.get(key, False)
            if tile is not False:
                _tiles.move_to_end(key)
    except TypeError:                    # something unhashable in the key: draw in place
        paint(draw, box)
        return
    if tile is False:
        try:
            tile = _make_tile(near, paint)
        except TypeError:                # an unhashable or odd argument: draw in place
            tile = None
        with _TILE_LOCK:
            _tiles[key] = tile
            if len(_tiles) > _TILE_LIMIT:
                _tiles.popitem(last=False)
    if tile is None:
        paint(draw, box)
        return
    image, mask, ox, oy = tile
    x, y = sx + ox, sy + oy
    target.load()
    _note_drawn(target, ("piece", key, x, y), (x, y, x + image.width, y + image.height))
    target.im.paste(image.im, (x, y, x + image.width, y + image.height), mask.im)


def piece(draw: ImageDraw.ImageDraw, box: Box, key: tuple[Any, ...], paint: Painter) -> None:
    """paint(draw, box): a piece that looks the same wherever it sits (a game's card), drawn once per `key`
    and pasted (the very same pixels; drawn in place when they blend with what lies under it or reach
    past its box). `key` must name everything the piece's look depends on but the box's position."""
    _paste_piece(draw, box, ("piece", *key), paint)


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str = "",
              height: int = 48) -> int:
    """A heading across the top (the title shortened to leave the subtitle its room); returns the y
    where content may start."""
    room = width - 32 - (text_width(subtitle, 18) + 24 if subtitle else 0)
    title_frame(draw, width, shortened(title, room, 24, True), height)
    return subtitle_of(draw, width, subtitle, height)


def title_frame(draw: ImageDraw.ImageDraw, width: int, title: str, height: int = 48) -> int:
    """title_bar without its subtitle (a static layer's part); returns the y where content may start."""
    draw.rectangle((0, 0, width, height), fill=PANEL_LIGHT)
    text(draw, (16, height // 2), title, 24, bold=True, anchor="lm")
    return height + 12


def subtitle_of(draw: ImageDraw.ImageDraw, width: int, subtitle: str, height: int = 48) -> int:
    """The subtitle of a title_frame (what changes); returns the y where content may start."""
    if subtitle:
        text(draw, (width - 16, height // 2), subtitle, 18, fill=MUTED, anchor="rm")
    return height + 12


def panel(draw: ImageDraw.ImageDraw, box: Box, title: str = "", fill: RGB = PANEL,
          outline: RGB | None = None, radius: int = 10) -> int:
    """A rounded panel; returns the y below its title."""
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=2 if outline else 0)
    if not title:
        return box[1] + 8
    text(draw, (box[0] + 12, box[1] + 8), title, 18, fill=MUTED, bold=True)
    return box[1] + 36


def chip(draw: ImageDraw.ImageDraw, box: Box, label: str, fill: RGB, size: int = 16,
         bold: bool = True, outline: RGB | None = None, radius: int = 6) -> None:
    """A filled rounded rectangle with centred text (labels, price cells, tags)."""
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=2 if outline else 0)
        if label:
            cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
            shown, fitted_size = fitted(label, box[2] - box[0] - 6, size, bold)
            with inside(box):
                text(draw, (cx, cy), shown, fitted_size, fill=text_on(fill), bold=bold, anchor="mm")
    _paste_piece(draw, box, ("chip", label, _key(fill), size, bold, _key(outline), radius), paint)


def card(draw: ImageDraw.ImageDraw, box: Box, label: str = "", fill: RGB = CARD_FACE,
         stripe: RGB | None = None, sub: str = "", face_down: bool = False, size: int = 20) -> None:
    """A playing card: face up with a colour stripe, a label (at most `size` px) and a sub-label, or a back."""
    _paste_piece(draw, box, ("card", label, _key(fill), _key(stripe), sub, face_down, size),
                 lambda d, b: _card(d, b, label, fill, stripe, sub, face_down, size))


def _card(draw: ImageDraw.ImageDraw, box: Box, label: str, fill: RGB, stripe: RGB | None, sub: str,
          face_down: bool, label_size: int = 20) -> None:
    x0, y0, x1, y1 = box
    if face_down:
        draw.rounded_rectangle(box, radius=8, fill=CARD_BACK, outline=shade(CARD_BACK, 1.4), width=2)
        inset = 6
        draw.rounded_rectangle((x0 + inset, y0 + inset, x1 - inset, y1 - inset), radius=5,
                               outline=shade(CARD_BACK, 1.6), width=2)
        text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), "?", 22, fill=shade(CARD_BACK, 1.7), bold=True, anchor="mm")
        return
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=LINE, width=2)
    if stripe is not None:
        draw.rounded_rectangle((x0 + 3, y0 + 3, x1 - 3, y0 + 3 + (y1 - y0) // 4), radius=6, fill=stripe)
    width = x1 - x0 - 8
    if label:
        shown, size = fitted(label, width, label_size, True)
        with inside(box):
            text(draw, ((x0 + x1) / 2, (y0 + y1) / 2 + (6 if stripe else 0)), shown, size,
                 fill=text_on(fill), bold=True, anchor="mm")
    if sub:
        shown, size = fitted(sub, width, max(14, label_size * 7 // 10))
        with inside(box):
            text(draw, ((x0 + x1) / 2, y1 - 12 - (size - 14) // 2), shown, size,
                 fill=shade(text_on(fill), 0.9) if fill == CARD_FACE else text_on(fill), anchor="mm")


def pawn(draw: ImageDraw.ImageDraw, centre: tuple[float, float], fill: RGB, radius: int = 10,
         label: str = "") -> None:
    """A round player marker with a dark rim (readable on any background)."""
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill, outline=INK, width=2)
    if label:
        text(draw, (x, y), label, max(10, radius), fill=text_on(fill), bold=True, anchor="mm")


def track(draw: ImageDraw.ImageDraw, origin: tuple[int, int], labels: Sequence[str],
          cell: tuple[int, int] = (44, 32), fills: Sequence[RGB] | None = None,
          highlight: Iterable[int] = (), highlight_fill: RGB = GOLD, gap: int = 4) -> list[Box]:
    """A row of cells (a price track, a bid track); returns each cell's box."""
    x, y = origin
    w, h = cell
    marked = set(highlight)
    boxes: list[Box] = []
    for i, label in enumerate(labels):
        box = (x + i * (w + gap), y, x + i * (w + gap) + w, y + h)
        fill = highlight_fill if i in marked else (fills[i] if fills else PANEL_LIGHT)
        chip(draw, box, label, fill, size=min(16, h - 10))
        boxes.append(box)
    return boxes


def table(draw: ImageDraw.ImageDraw, origin: tuple[int, int], header: Sequence[str],
          rows: Sequence[Sequence[str]], widths: Sequence[int], row_height: int = 30,
          size: int = 17, row_fills: Sequence[RGB | None] | None = None,
          aligns: Sequence[str] | None = None, part: Literal["all", "head", "rows"] = "all") -> int:
    """A plain table; first column left-aligned, others right-aligned by default. `part` draws only
    the head and its rule (a static layer's part) or only the rows (over such a layer).

    Returns the y below the table.
    """
    x0, y = origin
    aligns = aligns or ["l"] + ["r"] * (len(widths) - 1)

    def line(cells: Sequence[str], y: int, colour_: RGB, bold: bool) -> None:
        x = x0
        for value, width, align in zip(cells, widths, aligns):
            value = shortened(value, width - 8, size, bold)        # a cell's words stay in its column
            with inside((x, y, x + width, y + row_height)):
                if align == "l":
                    text(draw, (x + 6, y + row_height / 2), value, size, fill=colour_, bold=bold, anchor="lm")
                elif align == "c":
                    text(draw, (x + width / 2, y + row_height / 2), value, size, fill=colour_, bold=bold, anchor="mm")
                else:
                    text(draw, (x + width - 6, y + row_height / 2), value, size, fill=colour_, bold=bold, anchor="rm")
            x += width

    total = sum(widths)
    if part != "rows":
        line(header, y, MUTED, True)
    y += row_height
    if part != "rows":
        draw.line((x0, y, x0 + total, y), fill=LINE, width=1)
    if part == "head":
        return y + row_height * len(rows)
    for i, row in enumerate(rows):
        fill = row_fills[i] if row_fills else None
        if fill is not None:
            draw.rectangle((x0, y + 1, x0 + total, y + row_height - 1), fill=fill)
        line(row, y, TEXT, False)
        y += row_height
    return y


def legend(draw: ImageDraw.ImageDraw, origin: tuple[int, int], entries: Sequence[tuple[RGB, str]],
           size: int = 17, spacing: int = 24) -> int:
    """Colour swatches with names in a row; returns the x after the last one."""
    x, y = origin
    for fill, label in entries:
        pawn(draw, (x + 9, y + 9), fill, radius=9)
        text(draw, (x + 24, y + 9), label, size, anchor="lm")
        x += 24 + text_width(label, size) + spacing
    return x
