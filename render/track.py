"""Which bands of a picture changed, known from how it was drawn instead of from its pixels.

A picture made by kit.canvas records every drawing call (shape, text, bitmap, paste,
cached piece) in the horizontal bands of ROWS rows that it can touch. Drawing is
deterministic, so two bands drawn by the same calls on the same blank canvas hold
the same pixels: render.encode keys its cached strips by a band's calls and so never
has to read, copy or hash the pixels of a band it has encoded before (that was
half of encoding a board whose few parts changed).

The record is exact or absent: any change to the picture that does not come
through a recorded call (a blending draw, putpixel, a call with an argument it
cannot fingerprint) drops the record, and the encoder falls back to hashing the
pixels. Pictures and masks drawn into a tracked picture are fingerprinted by
their pixels once per object, so they must not be changed after being drawn in.
Writing through image.load()'s pixel access or ImageDraw.floodfill is not seen:
renderers don't, and must not, on a tracked canvas.
"""
from __future__ import annotations

import itertools
import math
import threading
import weakref
from typing import Any, Callable

from PIL import Image, ImageDraw, ImageFont

ROWS = 16                      # rows per band: render.encode's strips
ENABLED = True                 # False: kit.canvas gives plain pictures (benchmarks compare the two)
_LEAVES = {int, float, str, bool, type(None), bytes}


class _Untrackable(Exception):
    """An argument that cannot be fingerprinted: the picture is no longer tracked."""


def _freeze(value: Any) -> Any:
    """A hashable value that is equal for arguments drawing the same (lists become tuples)."""
    kind = type(value)
    if kind in _LEAVES:
        return value
    if kind is tuple or kind is list:
        return tuple([_freeze(v) for v in value])
    if isinstance(value, ImageFont.FreeTypeFont):
        return ("font", value.path, value.size, value.index, value.encoding, value.layout_engine)
    if isinstance(value, Image.Image):
        return _digest(value)
    raise _Untrackable(kind.__name__)


# Pictures and masks drawn into others, fingerprinted once per object (by id while it lives).
_DIGESTS: dict[int, tuple[Any, ...]] = {}
_DIGEST_LOCK = threading.Lock()


def _digest(image: Image.Image) -> tuple[Any, ...]:
    """("image", mode, size, hash of the pixels); a tracked picture is re-read after each change."""
    version = getattr(image, "_track_version", 0)
    key = id(image)
    known = _DIGESTS.get(key)                  # (a dict read needs no lock)
    if known is not None and known[0] == version:
        cached: tuple[Any, ...] = known[1]
        return cached
    digest = ("image", image.mode, image.size, hash(image.tobytes()))
    with _DIGEST_LOCK:
        fresh = key not in _DIGESTS
        _DIGESTS[key] = (version, digest)
    if fresh:
        weakref.finalize(image, _forget, key)
    return digest


def _known(value: Any) -> Any:
    """A picture's digest when it is already known and current (labels, tiles: the same few objects
    on every board), so that the call holding it is looked up without being frozen; else the value."""
    if isinstance(value, Image.Image):
        known = _DIGESTS.get(id(value))
        if known is not None and known[0] == getattr(value, "_track_version", 0):
            return known[1]
    return value


def _forget(key: int) -> None:
    with _DIGEST_LOCK:
        _DIGESTS.pop(key, None)


# Every distinct call gets a number once; a band's key is the tuple of its calls' numbers
# (cheap to hash and compare). Numbers are never reused: when the table is cleared, old
# keys simply stop matching.
_CALL_IDS: dict[tuple[Any, ...], int] = {}
_CALL_LIMIT = 60_000           # ~340 bytes a call: at most ~20 MB (650 boards of the five games: 4,800 calls)
_serial = itertools.count(1)


def _call_id(call: tuple[Any, ...]) -> int:
    found = _CALL_IDS.get(call)
    if found is None:
        if len(_CALL_IDS) > _CALL_LIMIT:
            _CALL_IDS.clear()
        found = _CALL_IDS.setdefault(call, next(_serial))
    return found


def _number(call: tuple[Any, ...]) -> int:
    """The call's number. Most calls hold only numbers, strings and tuples and are looked up as they
    are; others (lists, pictures) are frozen first. An object hashed by identity (a font) is kept
    alive by the table, so it cannot be mistaken for a later one at the same address."""
    try:
        found = _CALL_IDS.get(call)
    except TypeError:
        call = _freeze(call)
        found = _CALL_IDS.get(call)
    return found if found is not None else _call_id(call)


class TrackedImage(Image.Image):
    """An RGB picture that records in which bands each drawing call landed."""

    _bands: list[list[int]] | None
    _track_base: tuple[Any, ...]
    _track_version: int

    def record(self, call: Any, top: float, bottom: float) -> None:
        """Note `call` as touching rows top..bottom (inclusive; clipped to the picture)."""
        self._track_version += 1
        bands = self._bands
        if bands is None:
            return
        try:
            number = _number(call)
        except _Untrackable:
            self._bands = None
            return
        for band in bands[max(0, math.floor(top) // ROWS):max(0, math.ceil(bottom) // ROWS + 1)]:
            band.append(number)

    def untrack(self) -> None:
        """A change the record cannot describe: the encoder reads the pixels instead."""
        self._track_version += 1
        self._bands = None

    def band_keys(self) -> list[tuple[Any, ...]] | None:
        """One key per band of ROWS rows (the last may be shorter), or None when not tracked."""
        if self._bands is None:
            return None
        return [(*self._track_base, i, tuple(calls)) for i, calls in enumerate(self._bands)]

    def getdraw(self, mode: str | None = None) -> ImageDraw.ImageDraw:   # what ImageDraw.Draw(image) returns
        if mode not in (None, "RGB"):
            self.untrack()                  # blending draws are not recorded
            return ImageDraw.ImageDraw(self, mode)
        return TrackedDraw(self)

    def paste(self, im: Any, box: Any = None, mask: Any = None) -> None:
        if isinstance(box, Image.Image) or box is None or len(box) not in (2, 4):
            self.untrack()                  # (paste(im, mask) and whole-picture pastes: rare, not worth describing)
        else:
            height = im.height if isinstance(im, Image.Image) else (box[3] - box[1] if len(box) == 4 else self.height)
            bottom = box[3] if len(box) == 4 else box[1] + height
            self.record(("paste", _known(im), box, _known(mask)), box[1] - 1, bottom + 1)
        super().paste(im, box, mask)

    def crop(self, box: Any = None) -> Image.Image:
        """A crop; the top of a tracked picture (boards drawn on a tall canvas, then cut) stays tracked."""
        out = super().crop(box)
        if self._bands is not None and box is not None and tuple(box[:3]) == (0, 0, self.width) \
                and all(type(v) is int for v in box) and 0 < box[3] <= self.height:
            out.__class__ = TrackedImage
            assert isinstance(out, TrackedImage)
            out._bands = [list(calls) for calls in self._bands[:-(-box[3] // ROWS)]]
            out._track_base = (self.width, box[3], self._track_base[2])
            out._track_version = 0
        return out

    def _untracked(name: str) -> Callable[..., Any]:   # type: ignore[misc]
        base = getattr(Image.Image, name)

        def method(self: "TrackedImage", *args: Any, **kwargs: Any) -> Any:
            self.untrack()
            return base(self, *args, **kwargs)
        method.__name__ = name
        return method

    putpixel = _untracked("putpixel")
    putdata = _untracked("putdata")
    putalpha = _untracked("putalpha")
    frombytes = _untracked("frombytes")
    alpha_composite = _untracked("alpha_composite")
    thumbnail = _untracked("thumbnail")
    del _untracked


def tracked_canvas(width: int, height: int, fill: tuple[int, int, int]) -> tuple[TrackedImage, "TrackedDraw"]:
    """A blank RGB picture that records its drawing, and its draw (plain ones when not ENABLED)."""
    image = Image.new("RGB", (width, height), fill)
    if not ENABLED:
        return image, ImageDraw.Draw(image)     # type: ignore[return-value]
    image.__class__ = TrackedImage
    assert isinstance(image, TrackedImage)
    image._bands = [[] for _ in range(-(-height // ROWS))]
    image._track_base = (width, height, tuple(fill))
    image._track_version = 0
    return image, TrackedDraw(image)


def copy_of(image: Image.Image) -> Image.Image:
    """A copy of a picture that goes on recording where its original left off (a tracked picture's
    calls so far are the copy's too); a plain picture's copy is plain."""
    out = image.copy()
    if isinstance(image, TrackedImage):
        out.__class__ = TrackedImage
        assert isinstance(out, TrackedImage)
        out._bands = None if image._bands is None else [list(calls) for calls in image._bands]
        out._track_base = image._track_base
        out._track_version = 0
    return out


def band_keys(image: Image.Image) -> list[tuple[Any, ...]] | None:
    """The picture's band keys when it was drawn on a tracked canvas and nothing unrecorded touched it."""
    return image.band_keys() if isinstance(image, TrackedImage) and image.mode == "RGB" else None


def note(image: Image.Image, call: tuple[Any, ...], box: tuple[float, float, float, float]) -> None:
    """Record a change made to a tracked picture behind Pillow's back (kit's pasted pieces)."""
    if isinstance(image, TrackedImage):
        image.record(call, box[1] - 1, box[3] + 1)


def _ys(xy: Any) -> tuple[float, float]:
    """Top and bottom of a coordinate list: [(x, y), ...], [x, y, ...] or a box."""
    if isinstance(xy[0], (tuple, list)):
        ys = [p[1] for p in xy]
    else:
        ys = list(xy[1::2])
    return min(ys), max(ys)


# name -> index of `width` among the arguments after xy (None: the call has none)
_SHAPES: dict[str, int | None] = {"arc": 3, "chord": 4, "ellipse": 2, "line": 1, "pieslice": 4, "point": None,
                                  "polygon": 2, "rectangle": 2, "rounded_rectangle": 3}


class TrackedDraw(ImageDraw.ImageDraw):
    """ImageDraw that records each call in its TrackedImage before drawing it."""

    _image: TrackedImage

    def bitmap(self, xy: Any, bitmap: Image.Image, fill: Any = None) -> None:
        self._image.record(("bitmap", xy, _known(bitmap), fill), xy[1] - 1, xy[1] + bitmap.height + 1)
        super().bitmap(xy, bitmap, fill)

    def text(self, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        try:
            names = ["fill", "font", "anchor", "spacing", "align", "direction", "features", "language",
                     "stroke_width"]
            given = dict(zip(names, args))
            given.update({k: v for k, v in kwargs.items() if k in names or k == "font_size"})
            given.pop("fill", None)
            stroke = given.get("stroke_width", 0) or 0
            top, bottom = self.textbbox(xy, text, **given)[1::2]
            self._image.record(("text", xy, text, args, tuple(sorted(kwargs.items()))),
                               top - stroke - 2, bottom + stroke + 2)
        except (TypeError, ValueError, AttributeError):
            self._image.untrack()
        super().text(xy, text, *args, **kwargs)

    def shape(self, *args: Any, **kwargs: Any) -> None:
        self._image.untrack()
        super().shape(*args, **kwargs)


def _shape_method(name: str, width_at: int | None) -> Callable[..., Any]:
    """A shape call that records itself first. The common case (coordinates and colours in tuples)
    is keyed as it is, without walking its arguments: this runs for every rectangle of a board."""
    base = getattr(ImageDraw.ImageDraw, name)

    def method(self: TrackedDraw, xy: Any, *args: Any, **kwargs: Any) -> None:
        image = self._image
        image._track_version += 1
        bands = image._bands
        if bands is not None:
            try:
                number = _number((name, xy, args, tuple(kwargs.items())) if kwargs else (name, xy, args))
                if len(xy) == 4 and type(xy[0]) is not tuple and type(xy[0]) is not list:   # a box
                    top, bottom = (xy[1], xy[3]) if xy[1] <= xy[3] else (xy[3], xy[1])
                else:
                    top, bottom = _ys(xy)
                width = kwargs.get("width", args[width_at] if width_at is not None and len(args) > width_at
                                   else 1) if kwargs or width_at is not None else 1
                margin = 2 + width
                for band in bands[max(0, math.floor(top - margin) // ROWS):
                                  max(0, math.ceil(bottom + margin) // ROWS + 1)]:
                    band.append(number)
            except (_Untrackable, TypeError, IndexError, ValueError):
                image.untrack()
        base(self, xy, *args, **kwargs)
    method.__name__ = name
    return method


for _name, _width_at in _SHAPES.items():
    setattr(TrackedDraw, _name, _shape_method(_name, _width_at))
