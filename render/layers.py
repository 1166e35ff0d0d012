"""A board's static layer: what does not change between moves, drawn once and copied.

A board starts on a copy of its layer (frames, headings, legends, fixed labels, empty
tracks: whatever depends only on the layer's key: size, locale, seats, the game's
setup) and draws only the changing parts over it. The layer is painted by the same
calls, in the same order, that drawing it in place makes, and a changing part that
lands on a static element first redraws the local background it needs, so the
picture is the same pixel for pixel (tests/render/test_render_static_layers.py).

The copy keeps the layer's record of drawing calls (render/track.py), so the encoder
still finds the board's unchanged strips without reading them. Layers are kept per
key, least recently used dropped past LIMIT (a layer is a whole picture, ~5 MB).
Painting must depend on nothing but the key (and the language of the glyph forms,
added to it here).
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Callable, Hashable

from PIL import Image, ImageDraw

from render import kit, track

ENABLED = True                 # False: every board paints its layer in place (bench --no-static, tests)
LIMIT = 8                      # layers kept: a few games x locales x seat counts; ~5 MB each
_layers: OrderedDict[Hashable, Image.Image] = OrderedDict()
_LOCK = threading.Lock()

Paint = Callable[[ImageDraw.ImageDraw], None]


def canvas(key: Hashable, width: int, height: int, paint: Paint, fill: kit.RGB = kit.BACKGROUND,
           tracked: bool = True) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """kit.canvas(width, height, fill, tracked) with paint(draw) already done: from the layer kept
    for `key` when there is one (a copy), else painted now and kept."""
    if not ENABLED:
        image, draw = kit.canvas(width, height, fill, tracked)
        paint(draw)
        return image, draw
    full: tuple[Any, ...] = (key, width, height, fill, tracked, track.ENABLED, kit.glyph_language())
    with _LOCK:
        layer = _layers.get(full)
        if layer is not None:
            _layers.move_to_end(full)
    if layer is None:
        layer, draw = kit.canvas(width, height, fill, tracked)
        paint(draw)
        with _LOCK:
            _layers[full] = layer
            while len(_layers) > LIMIT:
                _layers.popitem(last=False)
    image = track.copy_of(layer)
    return image, ImageDraw.Draw(image)


def clear() -> None:
    """Forget every layer (tests: a cold start)."""
    with _LOCK:
        _layers.clear()
