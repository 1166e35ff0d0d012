"""Pictures read on a phone: Discord shows a board about 400 px wide there.

A board 1,200 px wide is shrunk three times, so its 18 px labels come out at 6 px.
`legible(width)` is the type size that comes out at PHONE_TEXT px, and `band` draws
a row of big chips under a board's title: each game's deciding figures
(render/figures.py) in the game's colours, readable without zooming in.
"""
from __future__ import annotations

import math

from PIL import ImageDraw

from render.figures import Figure
from render.kit import fit_text, text, text_on, with_names

PHONE_WIDTH = 400
PHONE_TEXT = 12          # smallest comfortable text on a phone, in phone pixels
GAP = 10


def legible(width: int, phone_px: float = PHONE_TEXT) -> int:
    """The type size that shows `phone_px` tall when a picture `width` wide is shown 400 px wide."""
    return math.ceil(phone_px * width / PHONE_WIDTH)


def band_height(width: int) -> int:
    """Height of `band` on a picture `width` wide (its chips plus the gap below)."""
    return legible(width, 10) + legible(width, 15) + 26 + GAP


def band(draw: ImageDraw.ImageDraw, width: int, y: int, figures: list[Figure], names: dict[str, str],
         margin: int = 16, part: str = "all") -> int:
    """One chip per figure across the picture: the label over the value, big; returns the y below it.
    `part`: "frame" draws the chips and labels only (a static layer's part: they depend on the figures'
    labels and colours), "values" the values only (over such a frame), "all" both."""
    if not figures:
        return y
    label_size, value_size = legible(width, 10), legible(width, 15)
    chip_h = label_size + value_size + 26
    chip_w = (width - 2 * margin - GAP * (len(figures) - 1)) / len(figures)
    for i, figure in enumerate(figures):
        x0 = margin + i * (chip_w + GAP)
        box = (round(x0), y, round(x0 + chip_w), y + chip_h)
        ink = text_on(figure.colour)
        centre = (box[0] + box[2]) / 2
        if part != "values":
            draw.rounded_rectangle(box, radius=10, fill=figure.colour)
            label = with_names(figure.label, names)
            text(draw, (centre, y + 8), label, fit_text(label, box[2] - box[0] - 12, label_size, True, 14),
                 fill=ink, bold=True, anchor="ma")
        if part != "frame":
            text(draw, (centre, y + chip_h - 8), figure.value,
                 fit_text(figure.value, box[2] - box[0] - 12, value_size, True, 18), fill=ink, bold=True, anchor="md")
    return y + chip_h + GAP


def band_key(figures: list[Figure], names: dict[str, str]) -> tuple[tuple[str, tuple[int, int, int]], ...]:
    """What a band's frame depends on (a static layer's key): each figure's label and colour."""
    return tuple((with_names(figure.label, names), figure.colour) for figure in figures)
