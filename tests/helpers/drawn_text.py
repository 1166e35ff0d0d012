"""Every string a picture draws, with its type size and where its ink lies (for the phone and fit tests).

`record_text(monkeypatch)` makes every render module's `text` call note a `Drawn`: the picture it
was drawn on (its width), the string, its size in px and the box its ink covers. Pieces the kit or
a board would paste from a cache (chips, cards, tiles, static layers) are drawn afresh, so each
picture notes every string it shows, where it shows it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drawn_games import record_drawn

PHONE_WIDTH = 400


@dataclass(frozen=True)
class Drawn:
    picture: int                          # id() of the picture drawn on
    width: int                            # the picture's width
    height: int
    value: str
    size: int
    ink: tuple[int, int, int, int]        # left, top, right, bottom of the ink (a line's box for several lines)

    @property
    def phone_px(self) -> float:
        """How tall the type comes out when the picture is shown PHONE_WIDTH wide."""
        return self.size * PHONE_WIDTH / self.width


def record_text(monkeypatch: Any) -> list[Drawn]:
    """Note every text call from now on (see the module's docstring)."""
    import sys

    from render import kit, layers
    record_drawn(monkeypatch)             # every module's `text` goes through kit.text from here, fresh
    monkeypatch.setattr(layers, "ENABLED", False)
    notes: list[Drawn] = []
    recorder = sys.modules["render.kit"].text            # record_drawn's recorder (it calls the true text)

    def note(draw, xy, value, size=18, fill=kit.TEXT, bold=False, anchor="la"):
        image = draw._image
        if value:
            for line, y in _lines(value, xy[1], size, bold, anchor):
                mask, left, top = kit._text_mask(line, size, bold, anchor, kit._LANGUAGE.get())
                x0, y0 = round(xy[0]) + left, round(y) + top
                notes.append(Drawn(id(image), image.width, image.height, line, size,
                                   (x0, y0, x0 + mask.width, y0 + mask.height)))
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
