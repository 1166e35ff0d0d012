"""Every string a picture draws, with its type size and where its ink lies (for the phone and fit tests).

`record_text(monkeypatch)` makes every render module's `text` call note a `Drawn`: the picture it
was drawn on (its width), the string, its size in px and the box its ink covers. Pieces the kit or
a board would paste from a cache (chips, cards, tiles, static layers) are drawn afresh, so each
picture notes every string it shows, where it shows it.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from drawn_games import record_drawn

PHONE_WIDTH = 400


@dataclass(frozen=True)
class Drawn:
    picture: int                          # which picture it was drawn on (a number given to each)
    width: int                            # the picture's width
    height: int
    value: str
    size: int
    ink: tuple[int, int, int, int]        # left, top, right, bottom of the ink (a line's box for several lines)
    box: tuple[float, float, float, float] | None = None   # the chip, card or cell it must stay in (kit.inside)

    @property
    def phone_px(self) -> float:
        """How tall the type comes out when the picture is shown PHONE_WIDTH wide."""
        return self.size * PHONE_WIDTH / self.width


class _Forgetful(dict):
    """A cache that keeps nothing."""

    def __setitem__(self, key: Any, value: Any) -> None:
        pass


def record_text(monkeypatch: Any) -> list[Drawn]:
    """Note every text call from now on (see the module's docstring)."""
    import sys

    from render import kit, layers
    record_drawn(monkeypatch)             # every module's `text` goes through kit.text from here, fresh
    monkeypatch.setattr(layers, "ENABLED", False)
    monkeypatch.setattr(kit, "BOXES_KEPT", True)
    monkeypatch.setattr(sys.modules["render.stockpile"], "_ROWS", _Forgetful())   # its track rows: drawn each time
    notes: list[Drawn] = []
    numbers = itertools.count(1)
    recorder = sys.modules["render.kit"].text            # record_drawn's recorder (it calls the true text)

    def note(draw, xy, value, size=18, fill=kit.TEXT, bold=False, anchor="la"):
        image = draw._image
        if not hasattr(image, "_drawn_number"):   # (not id(): a picture let go gives its id to the next)
            image._drawn_number = next(numbers)
        if value and image.width > 1 and image.height > 1:     # (a 1 x 1 scratch only measures: render/chart.py)
            for line, y in _lines(value, xy[1], size, bold, anchor):
                mask, left, top = kit._text_mask(line, size, bold, anchor, kit._LANGUAGE.get())
                x0, y0 = round(xy[0]) + left, round(y) + top
                notes.append(Drawn(image._drawn_number, image.width, image.height, line, size,
                                   (x0, y0, x0 + mask.width, y0 + mask.height), kit.BOX.get()))
        return recorder(draw, xy, value, size, fill, bold, anchor)

    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("render") and getattr(module, "text", None) is recorder:
            monkeypatch.setattr(module, "text", note)
    return notes


def _lines(value: str, y: float, size: int, bold: bool, anchor: str) -> list[tuple[str, float]]:
    """Each line of `value` with the y it is drawn at (as kit.text spaces several lines)."""
    from render import kit
    lines = value.split("\n")
    if len(lines) == 1:
        return [(value, y)]
    step = kit.font(size, bold).getbbox("A")[3] + 4
    top = y - step * (len(lines) - 1) * {"m": 0.5, "d": 1.0, "b": 1.0, "s": 1.0}.get(anchor[1], 0.0)
    return [(line, top + i * step) for i, line in enumerate(lines) if line]


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def faults(drawn: list[Drawn], smallest: float | None = None) -> list[str]:
    """What does not fit: ink outside its picture or outside its box (1 px of anti-aliasing allowed),
    two different strings over each other on one picture (a string drawn again at its place, as a
    board lights a row over its static layer, is no overlap), and with `smallest`, type that comes out
    under `smallest` px when the picture is shown PHONE_WIDTH wide."""
    found = [f"{d.value!r} {d.phone_px:.1f} px at {PHONE_WIDTH}" for d in drawn
             if smallest is not None and d.phone_px < smallest]
    found += [f"{d.value!r} outside the picture {d.ink}" for d in drawn
              if d.ink[0] < 0 or d.ink[1] < 0 or d.ink[2] > d.width or d.ink[3] > d.height]
    found += [f"{d.value!r} outside its box {d.ink} {d.box}" for d in drawn if d.box is not None
              and (d.ink[0] < d.box[0] - 1 or d.ink[1] < d.box[1] - 1 or d.ink[2] > d.box[2] + 1
                   or d.ink[3] > d.box[3] + 1)]
    by_picture: dict[int, list[Drawn]] = {}
    for d in drawn:
        by_picture.setdefault(d.picture, []).append(d)
    for same in by_picture.values():
        same.sort(key=lambda d: d.ink[0])
        for i, a in enumerate(same):             # sweep along x: only neighbours can overlap
            for b in same[i + 1:]:
                if b.ink[0] >= a.ink[2]:
                    break
                redrawn = a.value == b.value and abs(a.ink[0] - b.ink[0]) <= 3 and abs(a.ink[1] - b.ink[1]) <= 3
                if not redrawn and _overlap(a.ink, b.ink):
                    found.append(f"{a.value!r} over {b.value!r}")
    return found
