"""A line chart of a game: several series over its moves, legible on a phone.

Laid out in "phone pixels" (the picture shown 400 px wide) and drawn at `scale`
times that, so every label stays at least 13 px tall on the phone. Series are
drawn as steps (a price holds until the move that changes it), each in the game's
own colour; a legend in those colours sits above the plot and each line ends in
its last value. Dark colours get a light rim so that they show on the dark theme.
"""
from __future__ import annotations

import math
from typing import Callable

from PIL import Image, ImageDraw

from render.kit import BACKGROUND, LINE, MUTED, PANEL, RGB, TEXT, canvas, text, text_width, with_names

PHONE_WIDTH = 400
TITLE, LABEL = 17, 13           # type sizes in phone pixels
LINE_WIDTH = 2.5
_DARK = 70                       # a colour darker than this (luminance) gets a light rim


def _luminance(rgb: RGB) -> float:
    r, g, b = rgb
    return 0.299 * r + 0.587 * g + 0.114 * b


def nice_ticks(low: int, high: int, most: int = 5) -> list[int]:
    """Round values (1, 2 or 5 times a power of ten apart) from <= low to >= high, at most `most`+1 of them."""
    if high <= low:
        high = low + 1
    raw = (high - low) / most
    power = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    step = max(1, int(step))
    first = (low // step) * step
    ticks = [first]
    while ticks[-1] < high:
        ticks.append(ticks[-1] + step)
    return ticks


def short_number(value: int, money: bool = False) -> str:
    """4000 -> "4K" ("$4K" for money); small values as they are."""
    sign = "-" if value < 0 else ""
    value = abs(value)
    body = f"{value // 1000}K" if value >= 1000 and value % 1000 == 0 else (
        f"{value / 1000:.1f}K" if value >= 1000 else str(value))
    return f"{sign}${body}" if money else f"{sign}{body}"


def _legend(draw: ImageDraw.ImageDraw, labels: list[str], colours: dict[str, RGB], names: dict[str, str],
            x0: int, y: int, right: int, s: float) -> int:
    """Swatches with names, wrapped over as many rows as they need; returns the y below them."""
    size, row = round(LABEL * s), round(22 * s)
    x = x0
    for label in labels:
        name = with_names(label, names)
        width = round(22 * s) + text_width(name, size) + round(12 * s)
        if x > x0 and x + width > right:
            x, y = x0, y + row
        fill = colours.get(label, TEXT)
        rim = MUTED if _luminance(fill) < _DARK else None
        draw.rounded_rectangle((x, y + 4 * s, x + 16 * s, y + 18 * s), radius=round(3 * s), fill=fill,
                               outline=rim, width=max(1, round(s)) if rim else 0)
        text(draw, (x + 22 * s, y + 11 * s), name, size, anchor="lm")
        x += width
    return y + row


def _moves(count: int, locale: str) -> str:
    """ "12 moves" over the chart, "start" before the first."""
    from games.base import msg
    from i18n import render as say
    return say(msg("common-chart-moves", count=count) if count > 0 else msg("common-chart-start"), locale)


def _spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Positions near `wanted` (sorted ascending) at least `gap` apart, kept within [low, high]."""
    placed: list[float] = []
    for y in wanted:
        placed.append(max(y, placed[-1] + gap) if placed else max(y, low))
    overflow = placed[-1] - high if placed else 0
    if overflow > 0:           # only those pushed past `high` move up (moving all up ran the top ones into the legend)
        placed[-1] = high
        for i in range(len(placed) - 2, -1, -1):
            placed[i] = min(placed[i], placed[i + 1] - gap)
    return placed


def line_chart(series: dict[str, list[int]], colours: dict[str, RGB], title: str,
               names: dict[str, str] | None = None, scale: float = 2.0,
               money: bool = False, *, locale: str = "en",
               value_text: Callable[[int], str] | None = None, steps_text: str | None = None) -> Image.Image:
    """The chart as a picture PHONE_WIDTH * scale wide.

    `series` maps a label (a mention "<@id>" is replaced from `names`) to one value per
    move; `colours` gives each label its colour. Labels and title come ready in the picture's
    language; `locale` says the move count (`steps_text` says another count instead: "8 games"),
    `value_text` writes a value (default: "$4K", "12").
    """
    names = names or {}
    s = scale
    width = round(PHONE_WIDTH * s)
    labels = list(series)
    moves = max((len(v) for v in series.values()), default=0)
    values = [v for line in series.values() for v in line]
    low, high = (min(values), max(values)) if values else (0, 1)
    ticks = nice_ticks(min(0, low) if low >= 0 and high > 0 and low <= high / 3 else low, high)
    fmt: Callable[[int], str] = value_text or (lambda v: short_number(v, money))
    label_size = round(LABEL * s)

    # Measure the legend on a scratch canvas first: the picture's height depends on its rows.
    scratch = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    pad = round(12 * s)
    legend_top = round(34 * s)
    legend_bottom = _legend(scratch, labels, colours, names, pad, legend_top, width - pad, s)
    plot_top = legend_bottom + round(10 * s)
    plot_h = round(190 * s)
    height = plot_top + plot_h + round(26 * s)

    image, draw = canvas(width, height, BACKGROUND)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=round(8 * s), fill=PANEL)
    text(draw, (pad, round(17 * s)), title, round(TITLE * s), bold=True, anchor="lm")
    if moves:
        text(draw, (width - pad, round(17 * s)), steps_text or _moves(moves - 1, locale), label_size, fill=MUTED,
             anchor="rm")
    _legend(draw, labels, colours, names, pad, legend_top, width - pad, s)

    axis_w = max(text_width(fmt(t), label_size) for t in ticks) + round(6 * s)
    end_w = max((text_width(fmt(line[-1]), label_size) for line in series.values() if line), default=0)
    left, right = pad + axis_w, width - pad - end_w - round(8 * s)
    top, bottom = plot_top, plot_top + plot_h
    span = (ticks[-1] - ticks[0]) or 1

    def y_of(v: float) -> float:
        return bottom - (v - ticks[0]) * (bottom - top) / span

    def x_of(i: int) -> float:
        return left + i * (right - left) / max(1, moves - 1)

    for t in ticks:                                  # grid and value labels
        y = round(y_of(t))
        draw.line((left, y, right, y), fill=LINE, width=max(1, round(s / 2)))
        text(draw, (left - round(6 * s), y), fmt(t), label_size, fill=MUTED, anchor="rm")
    for i in nice_ticks(0, max(1, moves - 1), 4):    # move numbers along the bottom
        if i <= max(1, moves - 1):
            text(draw, (x_of(i), bottom + round(6 * s)), str(i), label_size, fill=MUTED, anchor="ma")

    line_w = max(2, round(LINE_WIDTH * s))
    # Equal values (two prices at $4) would hide one line under the other: each series is drawn a little
    # apart from the next, never as far as half a unit of the scale.
    apart = min(line_w, (bottom - top) / span / (len(labels) + 1))
    for k, label in enumerate(labels):                # dark lines get a light rim under them
        line = series[label]
        if not line:
            continue
        shift = (k - (len(labels) - 1) / 2) * apart

        def y_at(v: int) -> float:
            return y_of(v) + shift
        points: list[tuple[float, float]] = [(x_of(0), y_at(line[0]))]
        for i in range(1, len(line)):
            if line[i] != line[i - 1]:
                points.append((x_of(i), y_at(line[i - 1])))
            points.append((x_of(i), y_at(line[i])))
        if len(points) == 1:
            points.append(points[0])
        fill = colours.get(label, TEXT)
        if _luminance(fill) < _DARK:
            draw.line(points, fill=MUTED, width=line_w + 2 * max(1, round(s)), joint="curve")
        draw.line(points, fill=fill, width=line_w, joint="curve")

    ends = sorted(((y_of(series[l][-1]), l) for l in labels if series[l]), key=lambda e: e[0])
    placed = _spread([y for y, _ in ends], label_size + 1, top, bottom)
    for (_, label), label_y in zip(ends, placed):
        fill = colours.get(label, TEXT)
        text(draw, (right + round(6 * s), label_y), fmt(series[label][-1]), label_size,
             fill=fill if _luminance(fill) >= _DARK else TEXT, bold=True, anchor="lm")
    return image
