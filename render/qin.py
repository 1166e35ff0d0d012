"""Qin pictures: the board (grass, water, villages, start squares, provinces, pagodas)
with a side panel of players and pagodas left; privately, the hand of tiles."""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from functools import lru_cache

from PIL import Image, ImageDraw

from games.base import as_player, msg
from games.qin.texts import board_name, tile_label
from i18n import render as say
from render import layers, phone
from render.figures import Figure
from render.kit import (BACKGROUND, GOLD, INK, MUTED, PANEL, PANEL_LIGHT, TEXT, canvas, colour, panel,
                        shade, short, subtitle_of, text, title_frame, with_names)

if TYPE_CHECKING:
    from render.phone_sheet import Sheet

SIZE = 13
CELL = 62
MARGIN = 34                      # room for the coordinates
PANEL_W = 360
GRASS = (92, 128, 64)
GRASS_DARK = (78, 110, 54)
WATER = (46, 96, 150)
WAVE = (98, 150, 204)
VILLAGE = (196, 160, 112)
ROOF = (128, 62, 42)
COLUMNS = "ABCDEFGHIJKLM"


def words(locale: str, message_id: str, names: dict[str, str] | None = None, **args: object) -> str:
    """A picture's words from the qin catalog (ids qin-pic-...), in `locale`."""
    return say(msg(message_id, **args), locale, names or {})


def _index(name: str) -> int:
    return (int(name[1:]) - 1) * SIZE + COLUMNS.index(name[0])


def _box(i: int, x0: int, y0: int) -> tuple[int, int, int, int]:
    r, c = divmod(i, SIZE)
    return x0 + c * CELL, y0 + r * CELL, x0 + (c + 1) * CELL, y0 + (r + 1) * CELL


def pagoda(draw: ImageDraw.ImageDraw, centre: tuple[float, float], fill: tuple[int, int, int],
           tiers: int = 1, scale: float = 1.0) -> None:
    """A small pagoda: one tier, or two stacked tiers for a major province."""
    x, y = centre
    rim = (235, 235, 235) if sum(fill) < 200 else INK
    unit = 9 * scale
    base = y + (unit * 1.6 if tiers == 2 else unit * 1.1)
    for tier in range(tiers):
        w = unit * (1.9 - 0.45 * tier)
        top = base - unit * 1.25
        draw.rectangle((x - w * 0.55, top, x + w * 0.55, base), fill=fill, outline=rim, width=2)
        draw.polygon([(x - w * 1.05, top + 2), (x + w * 1.05, top + 2), (x + w * 0.45, top - unit * 0.75),
                      (x - w * 0.45, top - unit * 0.75)], fill=fill, outline=rim)
        base = top - unit * 0.75
    draw.line((x, base, x, base - unit * 0.6), fill=rim, width=2)


def _groups(grid: str) -> list[int]:
    """A group label per square (edge-connected squares of one colour)."""
    label = [-1] * (SIZE * SIZE)
    for i, ch in enumerate(grid):
        if ch == "." or label[i] != -1:
            continue
        label[i] = i
        stack = [i]
        while stack:
            x = stack.pop()
            r, c = divmod(x, SIZE)
            for n, ok in ((x - SIZE, r > 0), (x + SIZE, r < SIZE - 1), (x - 1, c > 0), (x + 1, c < SIZE - 1)):
                if ok and label[n] == -1 and grid[n] == ch:
                    label[n] = i
                    stack.append(n)
    return label


def _square(draw: ImageDraw.ImageDraw, i: int, x0: int, y0: int, t: str, fill: tuple[int, int, int] | None,
            letter: str = "") -> None:
    """Square i: its colour (a province's, with its colour's letter R, Y or B in the corner: colour is never
    the only cue), else its terrain; its outline, a start ring."""
    box = _box(i, x0, y0)
    if fill is not None:
        draw.rectangle(box, fill=fill)
        text(draw, (box[0] + 6, box[1] + 4), letter, 15, fill=shade(fill, 0.45), bold=True)
    elif t == "~":
        draw.rectangle(box, fill=WATER)
        for k in (0.35, 0.65):
            yy = box[1] + CELL * k
            draw.arc((box[0] + 8, yy - 6, box[0] + CELL / 2, yy + 6), 200, 340, fill=WAVE, width=2)
            draw.arc((box[0] + CELL / 2, yy - 6, box[2] - 8, yy + 6), 200, 340, fill=WAVE, width=2)
    elif t == "V":
        draw.rectangle(box, fill=GRASS)
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        draw.rectangle((cx - 18, cy - 4, cx + 18, cy + 20), fill=VILLAGE, outline=INK, width=2)
        draw.polygon([(cx - 24, cy - 2), (cx + 24, cy - 2), (cx, cy - 22)], fill=ROOF, outline=INK)
    else:
        draw.rectangle(box, fill=GRASS if (i // SIZE + i % SIZE) % 2 else GRASS_DARK)
    draw.rectangle(box, outline=shade(GRASS, 0.6), width=1)
    if t in "RYB":                      # start square: a ring marks it
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        draw.ellipse((cx - 15, cy - 15, cx + 15, cy + 15), outline=INK, width=3)
        text(draw, (cx, cy), "S", 16, fill=INK, bold=True, anchor="mm")


@lru_cache(maxsize=16)
def _terrain(terrain: str, x0: int, y0: int) -> Image.Image:
    """The bare board (grass, water, villages, start squares), drawn once per map where it will
    be pasted (the same calls at the same places: the same pixels) and cut out."""
    image, draw = canvas(x0 + SIZE * CELL + 1, y0 + SIZE * CELL + 1, BACKGROUND)
    for i in range(SIZE * SIZE):
        _square(draw, i, x0, y0, terrain[i], None)
    return image.crop((x0, y0, x0 + SIZE * CELL + 1, y0 + SIZE * CELL + 1))


def _bare_board(draw: ImageDraw.ImageDraw, terrain: str, x0: int, y0: int) -> None:
    """The coordinates and the bare board (the static layer's part)."""
    for c in range(SIZE):
        text(draw, (x0 + c * CELL + CELL / 2, y0 - MARGIN / 2), COLUMNS[c], 18, fill=MUTED, bold=True, anchor="mm")
    for r in range(SIZE):
        text(draw, (x0 - MARGIN / 2, y0 + r * CELL + CELL / 2), str(r + 1), 18, fill=MUTED, bold=True, anchor="mm")
    draw._image.paste(_terrain(terrain, x0, y0), (x0, y0))


def _draw_board(draw: ImageDraw.ImageDraw, view: dict[str, Any], x0: int, y0: int) -> None:
    """Provinces, borders, the last tile and the pagodas over _bare_board."""
    terrain = "".join(view["terrain"])
    grid = view["grid"]
    tints = {k: colour(v) for k, v in view["province_colours"].items()}
    owners_colour = {p: colour(c) for p, c in view["colours"].items()}
    for i in range(SIZE * SIZE):            # provinces over the terrain
        if grid[i] != ".":
            _square(draw, i, x0, y0, terrain[i], tints[grid[i]], grid[i])
    # province borders: a thick line wherever two coloured squares of different groups meet
    label = _groups(grid)
    for i in range(SIZE * SIZE):
        if grid[i] == ".":
            continue
        x_a, y_a, x_b, y_b = _box(i, x0, y0)
        r, c = divmod(i, SIZE)
        edges = ((i - SIZE, r > 0, (x_a, y_a, x_b, y_a)), (i + SIZE, r < SIZE - 1, (x_a, y_b, x_b, y_b)),
                 (i - 1, c > 0, (x_a, y_a, x_a, y_b)), (i + 1, c < SIZE - 1, (x_b, y_a, x_b, y_b)))
        for n, ok, line in edges:
            if not ok or label[n] != label[i]:
                draw.line(line, fill=INK, width=3)
    last = view.get("last")
    if last:
        for name in last["cells"]:
            x_a, y_a, x_b, y_b = _box(_index(name), x0, y0)
            draw.rectangle((x_a + 3, y_a + 3, x_b - 3, y_b - 3), outline=(255, 255, 255), width=3)
    for prov in view["provinces"]:
        if prov["owner"] is None or not prov["at"]:
            continue
        x_a, y_a, x_b, y_b = _box(_index(prov["at"]), x0, y0)
        pagoda(draw, ((x_a + x_b) / 2, (y_a + y_b) / 2 - (4 if prov["pagodas"] == 2 else 0)),
               owners_colour[prov["owner"]], prov["pagodas"], 1.45)
    for vil in view["villages"]:
        if vil["owner"] is None:
            continue
        x_a, y_a, x_b, y_b = _box(_index(vil["cell"]), x0, y0)
        pagoda(draw, ((x_a + x_b) / 2 + 12, (y_a + y_b) / 2 - 2), owners_colour[vil["owner"]], 1, 1.2)


def _side_panel(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], box: tuple[int, int, int, int],
                locale: str = "en") -> None:
    """The players' rows and the pile over _side_frame."""
    x0, y0, x1, y1 = box
    y = y0 + 36                          # below the panel's title
    turn = view.get("turn")
    marked = set(view.get("winners") or []) | ({turn} if turn else set())
    for p in view["players"]:
        fill = colour(view["colours"][p])
        row = (x0 + 10, y, x1 - 10, y + 74)
        draw.rounded_rectangle(row, radius=8, fill=PANEL_LIGHT if p in marked else PANEL,
                               outline=GOLD if p in marked else None, width=2)
        pagoda(draw, (x0 + 38, y + 34), fill, 1, 1.3)
        name = short(with_names(f"<@{p}>", names), 14)
        text(draw, (x0 + 70, y + 10), name, 22, bold=True)
        if p in (view.get("winners") or []):
            # On its own line: beside the name it ran into long names.
            text(draw, (x0 + 70, y + 42), words(locale, "qin-pic-winner", placed=view["on_board"][p]), 16,
                 fill=GOLD, bold=True)
        else:
            text(draw, (x0 + 70, y + 42), words(locale, "qin-pic-on-board", placed=view["on_board"][p],
                                                tiles=view["hand_size"][p]), 16, fill=MUTED)
        left = view["supply"][p]
        text(draw, (x1 - 22, y + 37), str(left), 34, fill=GOLD if left <= 3 else TEXT, bold=True, anchor="rm")
        y += 84
    text(draw, (x0 + 14, y + 4), words(locale, "qin-pic-pile", tiles=view["pile"]), 18, fill=TEXT)
    y += 34
    text(draw, (x0 + 14, y), words(locale, "qin-pic-began", pagodas=view["pagodas_each"]), 16, fill=MUTED)
    y += 30
    if view.get("match"):
        text(draw, (x0 + 14, y), words(locale, "qin-pic-match-board", number=view["board_number"],
                                                   boards=view.get("boards", 2)), 18, fill=TEXT, bold=True)
        y += 28
        for p in view["players"]:
            left = view["left_over"][p]
            text(draw, (x0 + 24, y), short(with_names(f"<@{p}>", names), 14), 16, fill=MUTED)
            text(draw, (x1 - 22, y), words(locale, "qin-pic-left-in-all", left=left), 16, fill=TEXT, anchor="ra")
            y += 24
        y += 8


def _side_frame(draw: ImageDraw.ImageDraw, view: dict[str, Any], box: tuple[int, int, int, int], locale: str) -> None:
    """The side panel, its title and its legend (the static layer's part: the legend's place depends only on
    the number of players and whether a match is played)."""
    x0, y0, x1, y1 = box
    y = panel(draw, (x0, y0, x1, y1), words(locale, "qin-pic-pagodas-left"))
    y += 84 * len(view["players"]) + 34 + 30 + ((28 + 24 * len(view["players"]) + 8) if view.get("match") else 0)
    y = max(y + 6, y1 - 190)
    pagoda(draw, (x0 + 34, y + 22), (200, 200, 200), 1, 1.2)
    text(draw, (x0 + 64, y + 22), words(locale, "qin-pic-legend-one"), 16, fill=MUTED, anchor="lm")
    pagoda(draw, (x0 + 34, y + 84), (200, 200, 200), 2, 1.2)
    text(draw, (x0 + 64, y + 80), words(locale, "qin-pic-legend-two"), 16, fill=MUTED, anchor="lm")
    text(draw, (x0 + 64, y + 100), words(locale, "qin-pic-legend-major"), 16, fill=MUTED, anchor="lm")
    text(draw, (x0 + 14, y + 140), words(locale, "qin-pic-legend-start"), 16, fill=MUTED)
    text(draw, (x0 + 14, y + 162), words(locale, "qin-pic-legend-last"), 16, fill=MUTED)


def board(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    width = MARGIN + SIZE * CELL + 20 + PANEL_W + 16
    height = 60 + MARGIN + SIZE * CELL + 56 + phone.band_height(width)
    if view["phase"] == "over":
        winners = " & ".join(with_names(f"<@{w}>", names) for w in view["winners"])
        status = words(locale, "qin-pic-over", players=short(winners, 40), count=len(view["winners"]))
    else:
        status = words(locale, "qin-pic-to-place", player=short(with_names("<@" + view["turn"] + ">", names), 24))
    if view.get("match"):
        title = words(locale, "qin-pic-title-match", board=board_name(view["side"]), number=view["board_number"],
                      boards=view.get("boards", 2))
    else:
        title = words(locale, "qin-pic-title", board=board_name(view["side"]))
    shown = figures(view, locale)
    top = 60 + (phone.band_height(width) if shown else 0)
    x0, y0 = 16 + MARGIN, top + MARGIN
    side = (x0 + SIZE * CELL + 20, top, width - 16, y0 + SIZE * CELL)
    terrain = "".join(view["terrain"])

    def frame(draw: ImageDraw.ImageDraw) -> None:
        title_frame(draw, width, title)
        phone.band(draw, width, 60, shown, names, part="frame")
        _bare_board(draw, terrain, x0, y0)
        _side_frame(draw, view, side, locale)

    key = ("qin", locale, title, phone.band_key(shown, names), terrain, len(view["players"]), bool(view.get("match")))
    image, draw = layers.canvas(key, width, height, frame, BACKGROUND, tracked=False)   # ~400 calls: see kit.canvas
    subtitle_of(draw, width, status)
    phone.band(draw, width, 60, shown, names, part="values")
    _draw_board(draw, view, x0, y0)
    _side_panel(draw, view, names, side, locale)
    last = view.get("last")
    if last:
        line = words(locale, "qin-pic-last", names, player=as_player(last["player"]),
                     tile=tile_label(last["tile"], list(last["cells"])))
        text(draw, (x0, y0 + SIZE * CELL + 16), short(line, 90), 20, fill=TEXT)
    return image


def private(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image | None:
    """The player's tiles as a phone sheet (render/phone_sheet.py: 600 px, readable at 400): the tiles
    side by side as a grid, each square with its colour's letter, numbered above; then the pagodas
    left and how to place a tile."""
    from render.phone_sheet import Cell, Grid, sheet
    hand = view.get("hand")
    if hand is None:
        return None
    tints = {k: colour(v) for k, v in view["province_colours"].items()}
    me = view.get("you", "")
    title = words(locale, "qin-pic-your-tiles")
    subtitle = words(locale, "qin-pic-pagodas-in-hand", left=view["supply"].get(me, 0))
    colour_word = view.get("colour_names", {}).get(me, "")
    mine = [words(locale, "qin-pic-your-pagodas", colour=msg(f"qin-pic-pagoda-{colour_word}"))] if colour_word else []
    if not hand:
        return sheet(title, subtitle, [words(locale, "qin-pic-no-tiles"), *mine], names)
    gap = Cell(PANEL, "", bold=False)         # the sheet's own ground: a space between tiles
    squares: list[Cell] = []
    heads: list[str] = []
    for number, tile in enumerate(hand, start=1):
        squares += [gap] if squares else []
        heads += [""] if heads else []
        squares += [Cell(tints[letter], letter) for letter in tile]
        heads += [str(number), ""]
    legend = [(Cell(tints[k], k), words(locale, f"qin-phone-{word}")) for k, word in
              (("R", "red"), ("Y", "yellow"), ("B", "blue")) if k in tints and any(k in t for t in hand)]
    rows: list[Any] = [words(locale, "qin-pic-place-with", tile=hand[0]), *mine]
    return sheet(title, subtitle, rows, names, Grid([squares], heads, (), legend))


def figures(view: dict[str, Any], locale: str = "en") -> list[Figure]:
    """The phone band: pagodas left per player; the words ("6 left") in `locale`."""
    return [Figure(f"<@{p}>", say(msg("qin-pic-left", left=view["supply"][p]), locale), colour(view["colours"][p]))
            for p in view["players"]]


def phone_model(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Sheet:
    """The phone sheet's model (render/phone_sheet.py): the board as a grid (each province square carries its
    colour's letter, a pagoda its holder's seat, water ~ and villages ⌂), then a row per player."""
    from render.phone_sheet import Sheet, Cell, Grid, Row, card_said, seat_cue
    terrain, grid = "".join(view["terrain"]), view["grid"]
    tints = {k: colour(v) for k, v in view["province_colours"].items()}
    seats = {p: i for i, p in enumerate(view["players"])}
    held = {_index(p["at"]): f"{seats[p['owner']] + 1}" + ("x2" if p["pagodas"] == 2 else "")
            for p in view["provinces"] if p["owner"] is not None and p["at"]}
    villages = {_index(v["cell"]): v["owner"] for v in view["villages"]}
    last = {_index(name) for name in (view.get("last") or {}).get("cells", [])}
    cells = []
    for r in range(SIZE):
        line = []
        for c in range(SIZE):
            i = r * SIZE + c
            rim = TEXT if i in last else None
            if grid[i] != ".":
                line.append(Cell(tints[grid[i]], held.get(i, grid[i]), rim=rim, bold=i in held))
            elif terrain[i] == "~":
                line.append(Cell(WATER, "~", WAVE))
            elif i in villages:
                owner = villages[i]
                line.append(Cell(VILLAGE, "⌂" + (str(seats[owner] + 1) if owner is not None else ""), INK))
            else:
                line.append(Cell(GRASS, terrain[i] if terrain[i] in "RYB" else "", shade(GRASS, 1.6), rim=rim))
        cells.append(line)
    legend = [(Cell(tints[k], k), words(locale, f"qin-phone-{word}")) for k, word in
              (("R", "red"), ("Y", "yellow"), ("B", "blue")) if k in tints]
    legend += [(Cell(WATER, "~", WAVE), words(locale, "qin-phone-water")),
               (Cell(VILLAGE, "⌂", INK), words(locale, "qin-phone-village")),
               (Cell(tints.get("R", GRASS), "1"), words(locale, "qin-phone-pagoda"))]
    said = card_said("qin", view, locale, names, "qin-facts-phase", "qin-facts-seat", "qin-facts-free")
    rows: list[Row | str] = [
        Row(seat_cue(seats[p]), colour(view["colours"][p]), f"<@{p}>", words(locale, "qin-pic-left", left=view["supply"][p]),
            (said[1 + seats[p]],), p in (view.get("to_act") or []))
        for p in view["players"]]
    rows += said[1 + len(view["players"]):]
    return Sheet(said[0], "", rows, names, Grid(cells, COLUMNS[:SIZE], [str(r + 1) for r in range(SIZE)], legend))


def phone_sheet(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    """The phone sheet (render/phone_sheet.py) drawn from its model (``phone_model``)."""
    from render.phone_sheet import draw
    return draw(phone_model(view, names, locale=locale))
