"""The drawing kit every game's pictures share: palette, fonts, and the pieces
(panels, cards, tracks, tables, pawns) boards are made of.

Pictures are built for Discord on a phone: dark background (Discord's own), big
type, strong colours, nothing under 14 px. Renderers take a *view* (never the
full state) and a names mapping (player id -> display name).
"""
from __future__ import annotations

import io
import re
import threading
from functools import lru_cache
from typing import Iterable, Sequence

from PIL import Image, ImageChops, ImageDraw, ImageFont

from games.content import DATA_DIR

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]

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
FONT_DIR = DATA_DIR / "fonts"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


# --- names -------------------------------------------------------------------
_MENTION = re.compile(r"<@!?([^>]+)>")


def with_names(text: str, names: dict[str, str]) -> str:
    """Replace <@id> mentions by display names (for pictures and the console)."""
    return _MENTION.sub(lambda m: names.get(m.group(1), m.group(1)), text)


def short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"


# --- canvas ------------------------------------------------------------------
def canvas(width: int, height: int, fill: RGB = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), fill)
    return image, ImageDraw.Draw(image)


# Palettes learned per kind of picture ("stockpile:board"): boards of one game
# share their colours, so mapping onto the last palette is several times faster
# than learning a new one. Guarded by a lock: pictures are drawn in threads.
_LEARNED_PALETTES: dict[str, Image.Image] = {}
_PALETTE_LOCK = threading.Lock()
_MAX_PALETTE_ERROR = 32      # largest channel error (0-255) a mapped pixel may have
_TOO_FAR = [0 if v <= _MAX_PALETTE_ERROR else 255 for v in range(256)] * 3


def _with_palette(image: Image.Image, kind: str | None) -> Image.Image:
    """The picture in 256 colours: on the palette learned for `kind` when it fits, else a new one."""
    with _PALETTE_LOCK:
        learned = _LEARNED_PALETTES.get(kind) if kind else None
    if learned is not None:
        mapped = image.quantize(palette=learned, dither=Image.Dither.NONE)
        too_far = ImageChops.difference(image, mapped.convert("RGB")).point(_TOO_FAR)
        if too_far.getbbox() is None:
            return mapped
    mapped = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    if kind:
        palette = Image.new("P", (1, 1))
        palette.putpalette(mapped.getpalette())
        with _PALETTE_LOCK:
            _LEARNED_PALETTES[kind] = palette
    return mapped


def to_png(image: Image.Image, kind: str | None = None) -> bytes:
    """PNG bytes of a picture, small enough for Discord on a phone and quick to make.

    Boards are flat colours and text: 256 colours lose nothing visible and halve
    the bytes. `kind` names the sort of picture so its palette can be reused.
    """
    buffer = io.BytesIO()
    _with_palette(image, kind).save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()


@lru_cache(maxsize=8192)
def _text_mask(value: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The rendered text as an alpha mask, and where its corner sits from the anchor point.

    Boards repeat the same labels on every picture; FreeType rendering was the
    largest cost of drawing one, so each label is rendered once per process.
    """
    face = font(size, bold)
    left, top, right, bottom = face.getbbox(value, anchor=anchor)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), value, font=face, fill=255, anchor=anchor)
    return mask, left, top


def text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], value: str, size: int = 18,
         fill: RGB = TEXT, bold: bool = False, anchor: str = "la") -> None:
    if not value:
        return
    if "\n" in value:
        draw.multiline_text(xy, value, font=font(size, bold), fill=fill, anchor=anchor)
        return
    mask, left, top = _text_mask(value, size, bold, anchor)
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


@lru_cache(maxsize=8192)
def text_width(value: str, size: int = 18, bold: bool = False) -> int:
    return int(font(size, bold).getlength(value))


@lru_cache(maxsize=4096)
def fit_text(value: str, width: int, size: int, bold: bool = False, smallest: int = 12) -> int:
    """The largest size <= `size` at which `value` fits in `width` pixels."""
    while size > smallest and text_width(value, size, bold) > width:
        size -= 1
    return size


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str = "",
              height: int = 48) -> int:
    """A heading across the top; returns the y where content may start."""
    draw.rectangle((0, 0, width, height), fill=PANEL_LIGHT)
    text(draw, (16, height // 2), title, 24, bold=True, anchor="lm")
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
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=2 if outline else 0)
    if label:
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        size = fit_text(label, box[2] - box[0] - 6, size, bold)
        text(draw, (cx, cy), label, size, fill=text_on(fill), bold=bold, anchor="mm")


def card(draw: ImageDraw.ImageDraw, box: Box, label: str = "", fill: RGB = CARD_FACE,
         stripe: RGB | None = None, sub: str = "", face_down: bool = False) -> None:
    """A playing card: face up with a colour stripe, a label and a sub-label, or a back."""
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
        size = fit_text(label, width, 20, True)
        text(draw, ((x0 + x1) / 2, (y0 + y1) / 2 + (6 if stripe else 0)), label, size,
             fill=text_on(fill), bold=True, anchor="mm")
    if sub:
        size = fit_text(sub, width, 14)
        text(draw, ((x0 + x1) / 2, y1 - 12), sub, size, fill=shade(text_on(fill), 0.9) if fill == CARD_FACE else text_on(fill), anchor="mm")


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
          aligns: Sequence[str] | None = None) -> int:
    """A plain table; first column left-aligned, others right-aligned by default.

    Returns the y below the table.
    """
    x0, y = origin
    aligns = aligns or ["l"] + ["r"] * (len(widths) - 1)

    def line(cells: Sequence[str], y: int, colour_: RGB, bold: bool) -> None:
        x = x0
        for value, width, align in zip(cells, widths, aligns):
            if align == "l":
                text(draw, (x + 6, y + row_height / 2), value, size, fill=colour_, bold=bold, anchor="lm")
            elif align == "c":
                text(draw, (x + width / 2, y + row_height / 2), value, size, fill=colour_, bold=bold, anchor="mm")
            else:
                text(draw, (x + width - 6, y + row_height / 2), value, size, fill=colour_, bold=bold, anchor="rm")
            x += width

    total = sum(widths)
    line(header, y, MUTED, True)
    y += row_height
    draw.line((x0, y, x0 + total, y), fill=LINE, width=1)
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
