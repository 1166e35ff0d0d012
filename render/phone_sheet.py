"""The phone picture: a narrow sheet of the deciding parts of a board, readable at 400 px wide.

Discord tells a bot nothing of the reader's screen, so the sheet is meant to go in the card's gallery
beside the board (render.phone_png, Referee.card_phone): a phone reads the sheet, a desktop has the
full board too. A sheet is WIDTH px wide and draws nothing under SMALLEST px (SMALLEST * 400 / WIDTH
>= 11 phone pixels). It holds:

- a title and a subtitle (whose turn, what step), each on its own line;
- optionally a grid (Acquire's and Qin's boards): one cell per square, each cell's meaning said by
  a letter or a symbol as well as by its colour;
- rows: a swatch with a cue (a letter, a number: never the colour alone), a name, a value right,
  and detail lines (wrapped); a str is a paragraph (the table card's own words, wrapped);
  anything too long is shortened on purpose (kit.fitted, kit.shortened), never cut.

Each game's picture module builds its sheet's MODEL (``Sheet``) from the PUBLIC view
(``phone_model(view, names, locale)``); ``draw`` turns a model into the PNG (``phone_sheet``), and the
web page (web/) renders the same model as HTML, so the browser and the picture say the same things.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from PIL import Image, ImageDraw

from i18n import render as say
from render.kit import (GOLD, LINE, MUTED, PANEL, PANEL_LIGHT, RGB, TEXT, canvas, fitted, inside,
                        shortened, text, text_on, text_width, with_names, wrap)

WIDTH = 600
SMALLEST = 17                  # 17 px at 600 wide shows 11.3 px at 400
PAD = 14
TITLE, SUBTITLE, NAME, VALUE, DETAIL = 28, 19, 21, 25, 17
SWATCH = 44
ROW_GAP = 8
ROW_FILL: RGB = (48, 50, 56)
MAX_LINES = 4                  # a detail wraps to at most this many lines; the last is shortened


@dataclass(frozen=True)
class Row:
    cue: str                    # drawn on the swatch: what the colour means, said without colour
    colour: RGB
    name: str                   # a player may be "<@id>": the sheet puts the name on
    value: str = ""
    details: Sequence[str] = ()  # under the name, each wrapped to the width (at most MAX_LINES lines)
    marked: bool = False        # the one to act, a winner: a gold rim


@dataclass(frozen=True)
class Cell:
    fill: RGB
    label: str = ""             # a letter or a symbol (never the colour alone), or a coordinate
    ink: RGB | None = None      # the label's colour (default: readable on `fill`)
    rim: RGB | None = None      # the last tile placed: a rim
    bold: bool = True


@dataclass
class Grid:
    cells: list[list[Cell]]                 # rows of cells
    columns: Sequence[str] = ()             # heads above the columns (Qin's A-M), or none
    rows: Sequence[str] = ()                # heads left of the rows (Qin's 1-13), or none
    legend: list[tuple[Cell, str]] = field(default_factory=list)   # what each kind of cell means


def _fits(value: str, width: int, size: int, bold: bool) -> tuple[str, int]:
    """`value` at the largest size <= `size` (not under SMALLEST) that fits `width`, shortened if it
    does not fit even at SMALLEST."""
    return fitted(value, width, size, bold, SMALLEST)


def _line(draw: ImageDraw.ImageDraw, xy: tuple[float, float], value: str, width: int, size: int, fill: RGB = TEXT,
          bold: bool = False, anchor: str = "la") -> None:
    value, size = _fits(value, width, size, bold)
    text(draw, xy, value, size, fill=fill, bold=bold, anchor=anchor)


def _grid_height(grid: Grid) -> tuple[int, int, int, int]:
    """The grid's cell size, the width of its row heads, the height of its column heads, and its height."""
    cols = len(grid.cells[0]) if grid.cells else 0
    left = 26 if grid.rows else 0
    top = 26 if grid.columns else 0
    cell = (WIDTH - 2 * PAD - left) // max(1, cols)
    return cell, left, top, (top + cell * len(grid.cells) + 10 + 34 * len(_legend_places(grid)[1]))


def _legend_places(grid: Grid) -> tuple[int, list[list[tuple[Cell, str]]]]:
    """The legend in rows: two entries a row when every meaning fits half the width, else one (a
    meaning is never shortened for want of a column); and the width of a column."""
    half = (WIDTH - 2 * PAD) // 2
    if all(text_width(meaning, SMALLEST) <= half - 44 for _, meaning in grid.legend):
        return half, [grid.legend[i:i + 2] for i in range(0, len(grid.legend), 2)]
    return 2 * half, [[entry] for entry in grid.legend]


def _draw_grid(draw: ImageDraw.ImageDraw, grid: Grid, y: int) -> int:
    cell, left, top, height = _grid_height(grid)
    x0, y0 = PAD + left, y + top
    for c, name in enumerate(grid.columns):
        text(draw, (x0 + c * cell + cell / 2, y + top / 2), name, SMALLEST, fill=MUTED, bold=True, anchor="mm")
    for r, name in enumerate(grid.rows):
        text(draw, (PAD + left / 2, y0 + r * cell + cell / 2), name, SMALLEST, fill=MUTED, bold=True, anchor="mm")
    for r, cells in enumerate(grid.cells):
        for c, square in enumerate(cells):
            box = (x0 + c * cell + 1, y0 + r * cell + 1, x0 + (c + 1) * cell - 2, y0 + (r + 1) * cell - 2)
            draw.rounded_rectangle(box, radius=4, fill=square.fill, outline=square.rim, width=3 if square.rim else 0)
            if square.label:
                label, size = _fits(square.label, cell - 6, 22, square.bold)
                with inside(box):
                    text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, size,
                         fill=square.ink or text_on(square.fill), bold=square.bold, anchor="mm")
    y = y0 + cell * len(grid.cells) + 10
    column, rows = _legend_places(grid)
    for r, entries in enumerate(rows):
        row_y = y + r * 34
        for c, (square, meaning) in enumerate(entries):
            x = PAD + c * column
            draw.rounded_rectangle((x, row_y, x + 28, row_y + 28), radius=4, fill=square.fill)
            if square.label:
                with inside((x, row_y, x + 28, row_y + 28)):
                    text(draw, (x + 14, row_y + 14), square.label, SMALLEST, fill=square.ink or text_on(square.fill),
                         bold=square.bold, anchor="mm")
            _line(draw, (x + 36, row_y + 14), meaning, column - 44, SMALLEST, fill=MUTED, anchor="lm")
    return y + 34 * len(rows)


def _wrapped(value: str, width: int, size: int, bold: bool = False) -> list[str]:
    """`value` wrapped to `width` in at most MAX_LINES lines (the last shortened on purpose)."""
    lines = wrap(value, width, size, bold)
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES - 1] + [shortened(" ".join(lines[MAX_LINES - 1:]), width, size, bold)]
    return lines


def _details(row: Row, names: dict[str, str]) -> list[str]:
    width = WIDTH - PAD - (PAD + SWATCH + 12)
    return [line for detail in row.details for line in _wrapped(with_names(detail, names), width, DETAIL)]


def _row_height(lines: int) -> int:
    return max(SWATCH, 28 + 24 * lines) + 12


@dataclass(frozen=True)
class Sheet:
    """What a phone sheet says, before it is drawn: the PNG (``draw``) and the web page (web/) both
    render it. Texts may hold "<@id>"; `names` puts the names on (``named``)."""

    title: str
    subtitle: str
    rows: Sequence[Row | str]
    names: dict[str, str] = field(default_factory=dict[str, str])
    grid: Grid | None = None

    def named(self) -> "Sheet":
        """The same sheet with every "<@id>" replaced by the player's name."""
        names = self.names

        def put(row: Row | str) -> Row | str:
            if isinstance(row, str):
                return with_names(row, names)
            return Row(row.cue, row.colour, with_names(row.name, names), row.value,
                       tuple(with_names(d, names) for d in row.details), row.marked)
        return Sheet(with_names(self.title, names), with_names(self.subtitle, names), [put(r) for r in self.rows],
                     names, self.grid)


def sheet(title: str, subtitle: str, rows: Sequence[Row | str], names: dict[str, str],
          grid: Grid | None = None) -> Image.Image:
    """The phone picture: title, subtitle, the grid if any, then the rows (a str is a paragraph, wrapped)."""
    return draw(Sheet(title, subtitle, rows, names or {}, grid))


def draw(model: Sheet) -> Image.Image:
    """The sheet as the phone picture (WIDTH px wide, nothing under SMALLEST px)."""
    title, subtitle, rows, names, grid = model.title, model.subtitle, model.rows, model.names, model.grid
    inner = WIDTH - 2 * PAD
    laid: list[tuple[Row | None, list[str]]] = [
        (None, _wrapped(with_names(row, names), inner, SUBTITLE)) if isinstance(row, str) else (row, _details(row, names))
        for row in rows]
    height = PAD + 40 + (30 if subtitle else 0) + 8
    if grid is not None and grid.cells:
        height += _grid_height(grid)[3] + 12
    for row, lines in laid:
        height += 28 * len(lines) + 8 if row is None else _row_height(len(lines)) + ROW_GAP
    height += PAD
    image, draw = canvas(WIDTH, height, PANEL)
    _line(draw, (PAD, PAD + 20), with_names(title, names), inner, TITLE, bold=True, anchor="lm")
    y = PAD + 40
    if subtitle:
        _line(draw, (PAD, y + 14), with_names(subtitle, names), inner, SUBTITLE, fill=MUTED, anchor="lm")
        y += 30
    y += 8
    if grid is not None and grid.cells:
        y = _draw_grid(draw, grid, y) + 12
    for row, lines in laid:
        if row is None:
            for line in lines:
                text(draw, (PAD, y + 14), line, SUBTITLE, fill=TEXT, anchor="lm")
                y += 28
            y += 8
            continue
        h = _row_height(len(lines))
        draw.rounded_rectangle((PAD - 6, y, WIDTH - PAD + 6, y + h), radius=8, fill=PANEL_LIGHT if row.marked else ROW_FILL,
                               outline=GOLD if row.marked else None, width=2 if row.marked else 0)
        sx, sy = PAD, y + 6
        draw.rounded_rectangle((sx, sy, sx + SWATCH, sy + SWATCH), radius=6, fill=row.colour, outline=LINE, width=1)
        cue, cue_size = _fits(row.cue, SWATCH - 6, 24, True)
        with inside((sx, sy, sx + SWATCH, sy + SWATCH)):
            text(draw, (sx + SWATCH / 2, sy + SWATCH / 2), cue, cue_size, fill=text_on(row.colour), bold=True,
                 anchor="mm")
        x = sx + SWATCH + 12
        value_w = min(text_width(row.value, VALUE, True), inner // 2) if row.value else 0
        _line(draw, (x, y + 20), with_names(row.name, names), WIDTH - PAD - x - value_w - 12, NAME, bold=True,
              anchor="lm")
        if row.value:
            _line(draw, (WIDTH - PAD, y + 20), row.value, value_w, VALUE, fill=GOLD if row.marked else TEXT,
                  bold=True, anchor="rm")
        for i, line in enumerate(lines):
            text(draw, (x, y + 46 + 24 * i), line, DETAIL, fill=MUTED, anchor="lm")
        y += h + ROW_GAP
    return image


def card_said(game_key: str, view: dict[str, Any], locale: str, names: dict[str, str], *ids: str) -> list[str]:
    """The table card's lines (games/<key>/card.py) with these message ids, in `locale`: the sheet says
    what the card says, in the same words."""
    from games import GAMES
    return [say(line, locale, names) for line in GAMES[game_key].card_lines(view) if line.get("msg") in ids]


def seat_cue(seat: int) -> str:
    """A player's cue on a swatch: their seat number (their colour is not the only cue)."""
    return str(seat + 1)


def distinct_cues(labels: Sequence[str]) -> list[str]:
    """The shortest prefixes, all of one length, that tell `labels` apart ("Cor", "Cot" for Corn and
    Cotton; "C", "R", "P" when the first letters differ): a cue that needs no colour."""
    for length in range(1, max((len(label) for label in labels), default=1) + 1):
        cues = [label[:length] for label in labels]
        if len(set(cues)) == len(cues):
            return cues
    return list(labels)
