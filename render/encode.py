"""PNG bytes of a picture, fast: 256 colours on a reused palette, and reused strips.

Boards are flat colours and text, so 256 colours lose nothing visible and halve
the bytes. Two things make encoding cheap enough to run after every move:
- Palettes are learned per kind of picture ("stockpile:board") and reused while
  every pixel maps within _MAX_PALETTE_ERROR levels; a picture with a new colour
  learns a new one (from it and the last few that needed one).
- Consecutive pictures of a table differ in a few horizontal bands only. The
  picture is cut into strips of STRIP_ROWS rows; each strip's palette indices
  are compressed once and kept (least recently used dropped past a byte cap),
  and the PNG is assembled from the pieces: IDAT is one zlib stream whose
  deflate blocks are the strips, with the Adler-32 checksums combined.
- A strip of a picture drawn on a tracked canvas (render/track.py) is found by
  the drawing calls that touched it, so its pixels are not even read; other
  pictures' strips are found by a hash of their pixels.
All of it is guarded by locks: pictures are drawn in worker threads.
"""
from __future__ import annotations

import io
import itertools
import struct
import threading
import zlib
from collections import OrderedDict
from typing import Any

from PIL import Image, ImageChops

from render import track
from render.kit import BACKGROUND    # behind samples of unequal widths: a colour boards have anyway

# Palettes learned per kind of picture ("stockpile:board"): boards of one game
# share their colours, so mapping onto the last palette is several times faster
# than learning a new one. Guarded by a lock: pictures are drawn in threads.
_LEARNED_PALETTES: dict[str, Image.Image] = {}
_PALETTE_IDS: dict[str, int] = {}        # kind -> serial of its current palette (keys the strip cache)
_PALETTE_LOCK = threading.Lock()
_MAX_PALETTE_ERROR = 32      # largest channel error (0-255) a mapped pixel may have
_TOO_FAR = [0 if v <= _MAX_PALETTE_ERROR else 255 for v in range(256)] * 3
_palette_serial = itertools.count(1)


def _fits(image: Image.Image, mapped: Image.Image) -> bool:
    """True when every pixel of `mapped` is within _MAX_PALETTE_ERROR of `image` on each channel."""
    # (the core's point: Image.point would round the 768 entries of the table again on every call)
    return ImageChops.difference(image, mapped.convert("RGB")).im.point(_TOO_FAR, None).getbbox() is None


_SAMPLES: dict[str, list[Image.Image]] = {}   # kind -> the last pictures a palette was learned from (reduced)
_SAMPLE_COUNT = 3


def _learn_palette(image: Image.Image, kind: str | None, alone: bool = False) -> tuple[Image.Image, int]:
    """A new 256-colour palette: from this picture and the last few that needed one of
    their own (unless `alone`), so that pictures of other tables keep fitting it."""
    mapped = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    serial = next(_palette_serial)
    if kind:
        # Earlier pictures are kept at a quarter of their size (every 4th pixel: most colours, 1/16 of the bytes).
        kept = image.resize((max(1, image.width // 4), max(1, image.height // 4)), Image.Resampling.NEAREST)
        with _PALETTE_LOCK:
            samples = [*_SAMPLES.get(kind, [])[-(_SAMPLE_COUNT - 1):], image]
            _SAMPLES[kind] = [*samples[:-1], kept]
        if len(samples) > 1 and not alone:
            sheet = Image.new("RGB", (max(s.width for s in samples), sum(s.height for s in samples)), BACKGROUND)
            top = 0
            for sample in samples:
                sheet.paste(sample, (0, top))
                top += sample.height
            learned = sheet.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        else:
            learned = mapped
        palette = Image.new("P", (1, 1))
        colours = learned.getpalette()
        assert colours is not None           # a learned palette image is in mode P
        palette.putpalette(colours)
        with _PALETTE_LOCK:
            _LEARNED_PALETTES[kind] = palette
            _PALETTE_IDS[kind] = serial
    return mapped, serial


def _with_palette(image: Image.Image, kind: str | None) -> Image.Image:
    """The picture in 256 colours: on the palette learned for `kind` when it fits, else a new one."""
    with _PALETTE_LOCK:
        learned = _LEARNED_PALETTES.get(kind) if kind else None
    if learned is not None:
        mapped = image.quantize(palette=learned, dither=Image.Dither.NONE)
        if _fits(image, mapped):
            return mapped
    return _learn_palette(image, kind)[0]


# Encoded strips. Consecutive pictures of a table differ in a few places, and every
# table of a game shares its frame, so most horizontal strips of a new picture were
# already mapped to the palette, checked and deflated for an earlier one. A strip is
# found by its RGB content (a 64-bit keyed hash, with its size) and the palette it was
# mapped on; its deflate output ends on a byte boundary (sync flush) so strips are
# simply concatenated into one zlib stream (adler32 checksums combine arithmetically).
# The PNG holds exactly the pixels the whole-picture path makes: the same palette,
# the same nearest-colour mapping, no dithering.
STRIP_ROWS = track.ROWS          # a strip is one band of a tracked picture
_STRIP_CACHE_BYTES = 24 * 1024 * 1024       # compressed bytes kept (~100 busy tables), least recently used dropped
_strips: OrderedDict[tuple[Any, ...], tuple[bytes, int, int]] = OrderedDict()   # key -> (deflate, adler32, length)
_strip_bytes = 0
_STRIP_LOCK = threading.Lock()
_ADLER_BASE = 65521
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _adler32_combine(first: int, second: int, second_length: int) -> int:
    """adler32(a + b) from adler32(a), adler32(b) and len(b) (zlib's adler32_combine)."""
    rem = second_length % _ADLER_BASE
    sum1 = first & 0xFFFF
    sum2 = (rem * sum1) % _ADLER_BASE
    sum1 += (second & 0xFFFF) + _ADLER_BASE - 1
    sum2 += (first >> 16) + (second >> 16) + _ADLER_BASE - rem
    return (sum1 % _ADLER_BASE) | ((sum2 % _ADLER_BASE) << 16)


def _deflate_rows(indices: bytes, width: int) -> tuple[bytes, int, int]:
    """One strip of palette indices as PNG scanlines (filter 0), deflated with a sync flush."""
    lines = b"".join(b"\0" + indices[i:i + width] for i in range(0, len(indices), width))
    packer = zlib.compressobj(1, zlib.DEFLATED, -15)
    return packer.compress(lines) + packer.flush(zlib.Z_SYNC_FLUSH), zlib.adler32(lines), len(lines)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def _strip_keys(image: Image.Image, serial: int | None) -> list[tuple[Any, ...]]:
    """One cache key per strip: the calls that drew it when the picture was tracked (no pixel is
    read), else a hash of its pixels."""
    bands = track.band_keys(image)
    if bands is not None:
        return [(serial, "drawn", band) for band in bands]
    raw = image.tobytes()
    step = image.width * 3 * STRIP_ROWS
    return [(serial, image.width, hash(raw[at:at + step]), min(step, len(raw) - at))
            for at in range(0, len(raw), step)]


def _strips_png(image: Image.Image, kind: str) -> bytes | None:
    """PNG bytes built from cached strips; None when the learned palette does not fit the picture."""
    global _strip_bytes
    with _PALETTE_LOCK:
        learned = _LEARNED_PALETTES.get(kind)
        serial = _PALETTE_IDS.get(kind)
    if learned is None:
        return None
    width, height = image.size
    keys = _strip_keys(image, serial)
    with _STRIP_LOCK:
        found = [_strips.get(key) for key in keys]
    todo = [i for i, hit in enumerate(found) if hit is None]
    # Map and check runs of consecutive new strips together (fewer, larger Pillow calls).
    runs: list[list[int]] = []
    for i in todo:
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    fresh: dict[tuple[Any, ...], tuple[bytes, int, int]] = {}
    for run in runs:
        top, bottom = run[0] * STRIP_ROWS, min(height, (run[-1] + 1) * STRIP_ROWS)
        part = image.crop((0, top, width, bottom))
        mapped = part.quantize(palette=learned, dither=Image.Dither.NONE)
        if not _fits(part, mapped):
            return None
        indices = mapped.tobytes()
        for i in run:
            at = (i - run[0]) * STRIP_ROWS * width
            found[i] = fresh[keys[i]] = _deflate_rows(indices[at:at + STRIP_ROWS * width], width)
    adler = 1
    for _, strip_adler, length in found:           # type: ignore[misc]
        adler = _adler32_combine(adler, strip_adler, length)
    # zlib header (deflate, 32 KB window), the strips, an empty final block, the checksum.
    stream = b"".join([b"\x78\x01", *(f[0] for f in found),   # type: ignore[index]
                       b"\x03\x00", struct.pack(">I", adler)])
    if fresh:
        with _STRIP_LOCK:
            for key, value in fresh.items():
                if key not in _strips:
                    _strips[key] = value
                    _strip_bytes += len(value[0])
            while _strip_bytes > _STRIP_CACHE_BYTES and _strips:
                _strip_bytes -= len(_strips.popitem(last=False)[1][0])
    with _STRIP_LOCK:
        for key in keys:
            if key in _strips:
                _strips.move_to_end(key)
    palette = bytes(learned.getpalette() or [])
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return b"".join([_PNG_SIGNATURE, _chunk(b"IHDR", header), _chunk(b"PLTE", palette),
                     _chunk(b"IDAT", stream), _chunk(b"IEND", b"")])


def clear() -> None:
    """Forget every learned palette and encoded strip (benchmarks: a cold start)."""
    global _strip_bytes
    with _PALETTE_LOCK:
        _LEARNED_PALETTES.clear()
        _PALETTE_IDS.clear()
        _SAMPLES.clear()
    with _STRIP_LOCK:
        _strips.clear()
        _strip_bytes = 0


def to_png(image: Image.Image, kind: str | None = None) -> bytes:
    """PNG bytes of a picture, small enough for Discord on a phone and quick to make.

    Boards are flat colours and text: 256 colours lose nothing visible and halve
    the bytes. `kind` names the sort of picture so its palette (and its encoded
    strips) can be reused.
    """
    if kind and image.mode == "RGB":
        png = _strips_png(image, kind)
        if png is None:                       # a colour the palette lacks: learn a new one
            with _PALETTE_LOCK:
                alone = kind not in _LEARNED_PALETTES
            _learn_palette(image, kind, alone)
            png = _strips_png(image, kind)
        if png is None and not alone:         # the shared palette cannot hold it: its own palette
            _learn_palette(image, kind, alone=True)
            png = _strips_png(image, kind)
        if png is not None:
            return png
        kind = None                           # mapped as it is, leaving the learned palette alone
    buffer = io.BytesIO()
    _with_palette(image, kind).save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()


