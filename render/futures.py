"""Futures! pictures: the three price ladders, the field, the players; privately the hand.

Drawn from views only. Layout (about 1240 px wide): a title bar, three ladders side
by side (UP column | price | DOWN column, markers as cubes in the players' colours),
then the six field cards with the NPC marker, then one row per player.
Every word is drawn through the catalog (futures-pic-*) in the table's `locale`.
"""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from PIL import Image, ImageDraw

from games.base import msg
from games.futures.words import joined
from i18n import render

from render import layers
from render.figures import Figure, priced
from render.phone import legible   # (above the kit's names: they change often)
from render.kit import (RGB, Area, BAD, CARD_BACK, CARD_FACE, GOLD, GOOD, INK, LINE, MUTED, PANEL,
                        PANEL_LIGHT, TEXT, colour, fit_text, panel, shade, short, subtitle_of, text,
                        text_on, text_width, title_frame)

if TYPE_CHECKING:
    from render.phone_sheet import Sheet

WIDTH = 1240
MARGIN = 16
LADDER_GAP = 14
ROW_H = 28
CUBE = 16
HEAD_SIZE = legible(WIDTH, 14)   # the commodity and its price, readable on a phone
HEAD_H = HEAD_SIZE + 18
CARD_W, CARD_H = 118, 150

PHASES = ("early", "late", "carry", "over")


def _say(locale: str, message_id: str, **args: Any) -> str:
    """A word or label of the picture in the table's language (players are passed as names)."""
    return render(msg(message_id, **args), locale)


def _commodity(locale: str, key: str) -> str:
    return _say(locale, f"futures-commodity-{key}")


def _rgb(value: str) -> tuple[int, int, int]:
    return colour(value)


def _name(names: dict[str, str], player: str) -> str:
    return names.get(player, player)


def _cube(draw: ImageDraw.ImageDraw, x: float, y: float, fill: RGB, size: int = CUBE) -> None:
    draw.rounded_rectangle((x, y, x + size, y + size), radius=3, fill=fill, outline=INK, width=2)


def _cubes(draw: ImageDraw.ImageDraw, box: Area, fills: list[Any], align: str) -> None:
    """Cubes in a cell, packed from the price column outwards; '+n' when they do not fit."""
    x0, y0, x1, y1 = box
    room = (x1 - x0 - 6) // (CUBE + 3)
    shown = fills if len(fills) <= room else fills[: int(room) - 1]
    y = (y0 + y1) // 2 - CUBE // 2
    for i, fill in enumerate(shown):
        x = x1 - 4 - (i + 1) * (CUBE + 3) if align == "right" else x0 + 4 + i * (CUBE + 3)
        _cube(draw, x, y, fill)
    if len(shown) < len(fills):
        extra = f"+{len(fills) - len(shown)}"
        x = x1 - 4 - room * (CUBE + 3) if align == "right" else x0 + 4 + (room - 1) * (CUBE + 3)
        text(draw, (x + CUBE // 2 + 1, (y0 + y1) // 2), extra, 13, fill=TEXT, bold=True, anchor="mm")


def _columns(box: Area) -> tuple[float, float, float, float]:
    """The x of a ladder's UP column, price column, DOWN column edges (left to right)."""
    x0, _, x1, _ = box
    inner = x1 - x0 - 16
    mid_w = 92
    side_w = (inner - mid_w) // 2
    return x0 + 8, x0 + 8 + side_w, x0 + 8 + side_w + mid_w, x1 - 8


def _ladder_frame(draw: ImageDraw.ImageDraw, view: dict[str, Any], commodity: dict[str, Any], box: Area,
                  locale: str) -> None:
    """A ladder without its price, markers and current row (the static layer's part)."""
    x0, y0, x1, y1 = box
    tint = _rgb(commodity["colour"])
    draw.rounded_rectangle(box, radius=10, fill=PANEL)
    head = (x0, y0, x1, y0 + HEAD_H)
    draw.rounded_rectangle(head, radius=10, fill=tint)
    draw.rectangle((x0, y0 + HEAD_H - 10, x1, y0 + HEAD_H), fill=tint)
    cols_y = y0 + HEAD_H + 6
    xa, xb, xc, xd = _columns(box)
    text(draw, ((xa + xb) / 2, cols_y + 10), _say(locale, "futures-pic-up-column"), 15, fill=GOOD, bold=True,
         anchor="mm")
    text(draw, ((xc + xd) / 2, cols_y + 10), _say(locale, "futures-pic-down-column"), 15, fill=BAD, bold=True,
         anchor="mm")
    text(draw, ((xb + xc) / 2, cols_y + 10), _say(locale, "futures-pic-price-column"), 14, fill=MUTED,
         anchor="mm")
    last = len(view["ladder"]) - 1
    for i, row in enumerate(range(last, -1, -1)):
        _ladder_row(draw, view, box, i, row, None, locale)


def _ladder_row(draw: ImageDraw.ImageDraw, view: dict[str, Any], box: Area, i: int, row: int, tint: RGB | None,
                locale: str) -> None:
    """Row `row` of a ladder (the i-th from the top): its stripe and price; `tint` marks the current row."""
    xa, xb, xc, xd = _columns(box)
    ladder = view["ladder"]
    ry = box[1] + HEAD_H + 6 + 24 + i * ROW_H
    stripe = PANEL_LIGHT if row % 2 == 0 else shade(PANEL, 1.08)
    draw.rectangle((xa, ry, xd, ry + ROW_H - 2), fill=stripe)
    if tint is not None:
        draw.rectangle((xa, ry, xd, ry + ROW_H - 2), outline=tint, width=2)
    cell = (xb + 2, ry + 1, xc - 2, ry + ROW_H - 3)
    if row in (0, len(ladder) - 1):
        draw.rectangle(cell, fill=shade(BAD, 0.65))
        text(draw, ((xb + xc) / 2, ry + ROW_H / 2 - 1), _say(locale, "futures-pic-burst-row", price=ladder[row]),
             13, fill=TEXT, bold=True, anchor="mm")
    elif tint is not None:
        draw.rounded_rectangle(cell, radius=8, fill=tint, outline=INK, width=2)
        text(draw, ((xb + xc) / 2, ry + ROW_H / 2 - 1), str(ladder[row]), 17, fill=text_on(tint), bold=True,
             anchor="mm")
    else:
        text(draw, ((xb + xc) / 2, ry + ROW_H / 2 - 1), str(ladder[row]), 16, fill=TEXT, anchor="mm")


def _ladder(draw: ImageDraw.ImageDraw, view: dict[str, Any], commodity: dict[str, Any], box: Area, locale: str) -> None:
    """What changes on a ladder drawn by _ladder_frame: the price, the current row (drawn again over its
    stripe), the markers."""
    x0, y0, x1, y1 = box
    key, tint = commodity["key"], _rgb(commodity["colour"])
    price = view["prices"][key]
    current = view["price_rows"][key]
    label = _say(locale, "futures-pic-ladder-head", commodity=_commodity(locale, key), price=price)
    text(draw, ((x0 + x1) / 2, y0 + HEAD_H / 2), label, fit_text(label, x1 - x0 - 16, HEAD_SIZE, True),
         fill=text_on(tint), bold=True, anchor="mm")
    xa, xb, xc, xd = _columns(box)
    top = y0 + HEAD_H + 6 + 24
    last = len(view["ladder"]) - 1
    colours = view["colours"]
    by_cell: dict[tuple[str, int], list[Any]] = {}
    for m in view["markers"]:
        if m["commodity"] == key:
            by_cell.setdefault((m["side"], m["row"]), []).append(_rgb(colours[m["player"]]))
    for i, row in enumerate(range(last, -1, -1)):
        ry = top + i * ROW_H
        if row == current:
            _ladder_row(draw, view, box, i, row, tint, locale)
        up = by_cell.get(("up", row))
        if up:
            _cubes(draw, (xa, ry, xb, ry + ROW_H - 2), up, "right")
        down = by_cell.get(("down", row))
        if down:
            _cubes(draw, (xc, ry, xd, ry + ROW_H - 2), down, "left")


def ladder_height() -> int:
    return HEAD_H + 6 + 24 + 17 * ROW_H + 10


def _card(draw: ImageDraw.ImageDraw, box: Area, card: str | None, view: dict[str, Any], locale: str, *, face_down: bool = False,
          owner_fill: RGB | None = None, note: str = "") -> None:
    """A fluctuation card: commodity band on top, a big green ▲ or red ▼; or a back."""
    x0, y0, x1, y1 = box
    if face_down:
        draw.rounded_rectangle(box, radius=10, fill=CARD_BACK, outline=owner_fill or shade(CARD_BACK, 1.4),
                               width=4 if owner_fill else 2)
        draw.rounded_rectangle((x0 + 8, y0 + 8, x1 - 8, y1 - 8), radius=6, outline=shade(CARD_BACK, 1.6), width=2)
        text(draw, ((x0 + x1) / 2, (y0 + y1) / 2 - (10 if card else 0)), "?", 34, fill=shade(CARD_BACK, 1.7),
             bold=True, anchor="mm")
        if card:       # the placer's own card, shown only in their private picture
            _mini(draw, ((x0 + x1) / 2, y1 - 26), card, view, locale)
        return
    assert card is not None             # only a face-down card may be unknown
    commodity, _, side = card.rpartition("_")
    tint = next((_rgb(c["colour"]) for c in view["commodities"] if c["key"] == commodity), GOLD)
    name = _commodity(locale, commodity)
    draw.rounded_rectangle(box, radius=10, fill=CARD_FACE, outline=LINE, width=2)
    draw.rounded_rectangle((x0 + 4, y0 + 4, x1 - 4, y0 + 40), radius=7, fill=tint, outline=shade(tint, 0.7))
    size = fit_text(name, x1 - x0 - 14, 20, True)
    text(draw, ((x0 + x1) / 2, y0 + 22), name, size, fill=text_on(tint), bold=True, anchor="mm")
    up = side == "up"
    arrow = GOOD if up else BAD
    cx, cy = (x0 + x1) / 2, (y0 + 40 + y1) / 2 - 8
    r = min(x1 - x0, y1 - y0 - 40) * 0.28
    points = [(cx, cy - r), (cx - r, cy + r * 0.8), (cx + r, cy + r * 0.8)] if up else \
             [(cx, cy + r), (cx - r, cy - r * 0.8), (cx + r, cy - r * 0.8)]
    draw.polygon(points, fill=shade(arrow, 0.9), outline=INK)
    text(draw, ((x0 + x1) / 2, y1 - 16), _say(locale, f"futures-side-{side}"), 17, fill=shade(arrow, 0.75),
         bold=True, anchor="mm")
    if note:
        text(draw, ((x0 + x1) / 2, y1 + 14), note, 14, fill=MUTED, anchor="mm")


def _mini(draw: ImageDraw.ImageDraw, centre: tuple[float, float], card: str, view: dict[str, Any], locale: str) -> None:
    commodity, _, side = card.rpartition("_")
    tint = next((_rgb(c["colour"]) for c in view["commodities"] if c["key"] == commodity), GOLD)
    label = _say(locale, f"futures-pic-mini-{side}", commodity=_commodity(locale, commodity))
    cx, cy = centre
    w = 96
    draw.rounded_rectangle((cx - w / 2, cy - 13, cx + w / 2, cy + 13), radius=6, fill=tint, outline=INK)
    text(draw, (cx, cy), label, fit_text(label, w - 8, 15, True), fill=text_on(tint), bold=True, anchor="mm")


def _field_frame(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, locale: str) -> int:
    """The field's panel and slot numbers (the static layer's part); returns the y below it."""
    box = (MARGIN, y, WIDTH - MARGIN, y + CARD_H + 92)
    panel(draw, box, _say(locale, "futures-pic-field"))
    gap = 20
    left = (WIDTH - (6 * CARD_W + 5 * gap)) // 2
    for i, slot in enumerate(view["field"]):
        text(draw, (left + i * (CARD_W + gap) + 12, y + 38 - 10), str(slot["slot"]), 13, fill=MUTED, anchor="mm")
    return box[3]


def _field(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], y: int, locale: str) -> int:
    """The cards on the field over _field_frame; returns the y below it."""
    box = (MARGIN, y, WIDTH - MARGIN, y + CARD_H + 92)
    colours = view["colours"]
    gap = 20
    total = 6 * CARD_W + 5 * gap
    left = (WIDTH - total) // 2
    cy = y + 38
    for i, slot in enumerate(view["field"]):
        cx = left + i * (CARD_W + gap)
        cbox = (cx, cy, cx + CARD_W, cy + CARD_H)
        placed = slot["placed_by"]
        owner_fill = None
        if placed and placed != "npc":
            owner_fill = _rgb(colours[placed])
        if slot["face_down"]:
            _card(draw, cbox, slot.get("yours"), view, locale, face_down=True, owner_fill=owner_fill)
            who = _say(locale, "futures-pic-npc") if placed == "npc" else short(_name(names, placed), 12) if placed else ""
            text(draw, (cx + CARD_W / 2, cy + CARD_H + 14), who, 14, fill=owner_fill or MUTED, bold=True,
                 anchor="mm")
        else:
            _card(draw, cbox, slot["card"], view, locale)
        if view.get("npc_slot") == slot["slot"]:
            px, py = cx + CARD_W / 2, cy + CARD_H + 36
            draw.rounded_rectangle((px - 30, py - 11, px + 30, py + 11), radius=5, fill=_rgb("#a0a4af"),
                                   outline=INK, width=2)
            text(draw, (px, py), _say(locale, "futures-pic-npc"), 14, fill=INK, bold=True, anchor="mm")
    return box[3]


def _players_frame(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, locale: str) -> None:
    """The players' panel and its column heads (the static layer's part)."""
    box = (MARGIN, y, WIDTH - MARGIN, y + 44 + 40 * len(view["players"]))
    panel(draw, box, _say(locale, "futures-pic-players"))
    head_y = y + 18
    last = "futures-pic-final-column" if view.get("final") else "futures-pic-open-column"
    cols = [(MARGIN + 250, _say(locale, "futures-pic-money-column")),
            (MARGIN + 370, _say(locale, "futures-pic-markers-column")),
            (MARGIN + 520, _say(locale, "futures-pic-hand-column")), (MARGIN + 760, _say(locale, last))]
    for x, title in cols:
        text(draw, (x, head_y), title, 15, fill=MUTED, bold=True, anchor="lm")


def _players(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], y: int, locale: str) -> int:
    """The players' rows over _players_frame; returns the y below the panel."""
    players = view["players"]
    row_h = 40
    box = (MARGIN, y, WIDTH - MARGIN, y + 44 + row_h * len(players))
    to_act = set(view["to_act"])
    final = {f["player"]: f for f in view.get("final") or []}
    winners = set(view.get("winners") or [])
    for i, p in enumerate(players):
        ry = y + 40 + i * row_h
        fill = _rgb(view["colours"][p])
        if p in to_act:
            draw.rounded_rectangle((MARGIN + 6, ry, WIDTH - MARGIN - 6, ry + row_h - 4), radius=6,
                                   fill=shade(fill, 0.35))
        _cube(draw, MARGIN + 16, ry + 9, fill, 20)
        label, size = _fitted_name(_name(names, p))
        text(draw, (MARGIN + 46, ry + row_h / 2 - 2), label, size, bold=True, anchor="lm")
        if view["start_player"] == p and view["phase"] != "over":
            text(draw, (MARGIN + 230, ry + row_h / 2 - 2), _say(locale, "futures-pic-sp"), 14, fill=GOLD, bold=True,
                 anchor="rm")
        if p in winners:
            text(draw, (MARGIN + 230, ry + row_h / 2 - 2), _say(locale, "futures-pic-win"), 14, fill=GOLD, bold=True,
                 anchor="rm")
        m = view["money"][p]
        text(draw, (MARGIN + 250, ry + row_h / 2 - 2), f"{m}", 20, fill=BAD if m < 0 else TEXT, bold=True,
             anchor="lm")
        owned = view["markers_owned"][p]
        free = view["markers_free"][p]
        text(draw, (MARGIN + 370, ry + row_h / 2 - 2), _say(locale, "futures-pic-markers", free=free, owned=owned), 17,
             anchor="lm")
        count = view["hand_counts"][p]
        if view["phase"] == "carry":
            passing = "futures-pic-hand-passed" if view["passed"].get(p) else "futures-pic-hand-passing"
            hand = _say(locale, passing, count=count)
        else:
            hand = _say(locale, "futures-pic-hand", count=count)
        text(draw, (MARGIN + 520, ry + row_h / 2 - 2), hand, 17, anchor="lm")
        if p in final:
            f = final[p]
            note = (_say(locale, "futures-pic-final-forfeit", gains=f["gains"], debts=f["debts"],
                         forfeited=f["forfeited"]) if f["forfeited"]
                    else _say(locale, "futures-pic-final", gains=f["gains"], debts=f["debts"]))
            text(draw, (MARGIN + 760, ry + row_h / 2 - 2), note, 16, fill=MUTED, anchor="lm")
        else:
            open_value = sum(mk["value"] for mk in view["markers"] if mk["player"] == p)
            count = sum(1 for mk in view["markers"] if mk["player"] == p)
            if count:
                worth = "futures-pic-open-gain" if open_value > 0 else "futures-pic-open"
                text(draw, (MARGIN + 760, ry + row_h / 2 - 2), _say(locale, worth, count=count, value=open_value), 16,
                     fill=GOOD if open_value > 0 else BAD if open_value < 0 else MUTED, anchor="lm")
    return box[3]


def _status(view: dict[str, Any], names: dict[str, str], locale: str) -> str:
    phase = view["phase"]
    if phase == "over":
        return _say(locale, "futures-pic-phase-over")
    what = _say(locale, f"futures-pic-phase-{phase}") if phase in PHASES else phase
    if view["turn"]:
        who = short(_name(names, view["turn"]), 14)
        if view["step"] == "card":
            step = _say(locale, "futures-pic-step-place" if phase == "early" else "futures-pic-step-reveal")
        elif view["step"] == "act":
            step = _say(locale, "futures-pic-step-act", count=view["actions_left"])
        else:
            step = ""
        return _say(locale, "futures-pic-status-turn", phase=what, player=who, step=step)
    return _say(locale, "futures-pic-status-carry", phase=what)


NAME_X, MARK_RIGHT = 46, 230          # the name starts here; the SP / WIN mark ends here


def _fitted_name(name: str) -> tuple[str, int]:
    """A player's name and font size that end before the SP / WIN mark (16 characters never run into it)."""
    room = MARK_RIGHT - NAME_X - text_width("WIN", 14, True) - 8
    label = short(name, 20)
    size = fit_text(label, room, 19, bold=True, smallest=15)
    while text_width(label, size, True) > room and len(label) > 2:
        label = label[:-2].rstrip() + "…"
    return label, size


def _last_move(view: dict[str, Any], locale: str) -> str:
    move = view.get("last_move")
    if not move:
        return ""
    parts = [_say(locale, "futures-pic-step-up" if steps > 0 else "futures-pic-step-down",
                  commodity=_commodity(locale, c), steps=abs(steps)) for c, steps in move["moves"].items() if steps]
    kind = _say(locale, f"futures-pic-kind-{move['kind']}")
    changes = _joined(locale, parts) if parts else _say(locale, "futures-no-change")
    if move["bursts"]:
        bursts = _joined(locale, [_commodity(locale, c) for c in move["bursts"]])
        return _say(locale, "futures-pic-last-move-burst", kind=kind, changes=changes, bursts=bursts)
    return _say(locale, "futures-pic-last-move", kind=kind, changes=changes)


def _joined(locale: str, items: list[str]) -> str:
    """Ready-made words joined as the catalog joins lists (A, B, C; A、B、C)."""
    return render(joined(items, "comma"), locale)


def board(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    players_h = 44 + 40 * len(view["players"])
    lad_h = ladder_height()
    height = 60 + lad_h + 12 + CARD_H + 92 + 12 + players_h + 44
    lad_w = (WIDTH - 2 * MARGIN - 2 * LADDER_GAP) // 3
    top = 60                                      # below the title bar
    boxes = [(MARGIN + i * (lad_w + LADDER_GAP), top, MARGIN + i * (lad_w + LADDER_GAP) + lad_w, top + lad_h)
             for i in range(len(view["commodities"]))]
    field_y = top + lad_h + 12
    players_y = field_y + CARD_H + 92 + 12

    def frame(draw: ImageDraw.ImageDraw) -> None:
        title_frame(draw, WIDTH, _say(locale, "futures-title"))
        for commodity, box in zip(view["commodities"], boxes):
            _ladder_frame(draw, view, commodity, box, locale)
        _field_frame(draw, view, field_y, locale)
        _players_frame(draw, view, players_y, locale)

    key = ("futures", locale, tuple((c["key"], c["colour"]) for c in view["commodities"]), tuple(view["ladder"]),
           len(view["players"]), tuple(slot["slot"] for slot in view["field"]), bool(view.get("final")))
    image, draw = layers.canvas(key, WIDTH, height, frame)
    subtitle = _say(locale, "futures-pic-subtitle", round=view["round"], rounds=view["rounds"],
                    status=_status(view, names, locale))
    subtitle_of(draw, WIDTH, subtitle)
    for commodity, box in zip(view["commodities"], boxes):
        _ladder(draw, view, commodity, box, locale)
    _field(draw, view, names, field_y, locale)
    y = _players(draw, view, names, players_y, locale)
    foot = _last_move(view, locale)
    extra = _say(locale, "futures-pic-provisional-footer" if view.get("provisional_ladder") else "futures-pic-footer",
                 deck=view["deck_count"], discarded=view["discard_count"])
    text(draw, (MARGIN, y + 22), foot, 16, fill=TEXT, anchor="lm")
    text(draw, (WIDTH - MARGIN, y + 22), extra, 14, fill=MUTED, anchor="rm")
    return image


def private(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image | None:
    """The player's hand, their own face-down field cards and the card they are passing, as a phone
    sheet (render/phone_sheet.py: 600 px, readable at 400): a row per card, its commodity's colour
    with ▲ or ▼ on the swatch (the side said by a sign, not by colour alone)."""
    from render.phone_sheet import Row, sheet
    me = view.get("you")
    if me is None:
        return None
    hand = view.get("hand", [])
    title = _say(locale, "futures-pic-your-hand", player=_name(names, me))
    subtitle = _say(locale, "futures-pic-your-money", money=_cash(view["money"][me]), free=view["markers_free"][me],
                    owned=view["markers_owned"][me])
    rows: list[Row | str] = [_say(locale, "futures-pic-in-hand", count=len(hand))]
    rows += [_card_row(card, view, locale) for card in hand]
    if not hand:
        rows.append(_say(locale, "futures-pic-no-cards"))
    rows += [_card_row(slot["yours"], view, locale, _say(locale, "futures-pic-face-down-on", slot=slot["slot"]))
             for slot in view["field"] if slot.get("yours")]
    if view.get("passing"):
        rows.append(_card_row(view["passing"], view, locale, _say(locale, "futures-pic-passing-left")))
    status = _status(view, names, locale)
    rows.append(_say(locale, "futures-pic-your-move", status=status) if me in view["to_act"] else status)
    return sheet(title, subtitle, rows, names)


def _card_row(card: str, view: dict[str, Any], locale: str, where: str = "") -> Any:
    """A fluctuation card as a sheet row: ▲ or ▼ on its commodity's colour, the commodity by name."""
    from render.phone_sheet import Row
    commodity, _, side = card.rpartition("_")
    tint = next((_rgb(c["colour"]) for c in view["commodities"] if c["key"] == commodity), GOLD)
    from games.futures.words import side as side_word
    return Row("▲" if side == "up" else "▼", tint, _commodity(locale, commodity), render(side_word(side), locale),
               (where,) if where else ())


def _cash(amount: int) -> str:
    """Money as the rules page writes it: $12, -$5."""
    return f"-${-amount}" if amount < 0 else f"${amount}"


def figures(view: dict[str, Any], locale: str = "en") -> list[Figure]:
    """The phone figures: each commodity's price (the chart's values)."""
    return priced("futures", view, locale)


def phone_model(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Sheet:
    """The phone sheet's model (render/phone_sheet.py): a row per commodity (its price, the ladder's next steps
    and every marker on it), the ladder and the field as the table card says them, a row per player
    (money, cards in hand)."""
    from games.base import as_money
    from games.futures.words import side
    from render.phone_sheet import Sheet, Row, card_said, seat_cue
    said = card_said("futures", view, locale, names, "futures-facts-phase", "futures-facts-actions")
    rows: list[Row | str] = []
    for c in view["commodities"]:
        name = _commodity(locale, c["key"])
        ladder, row = view["ladder"], view["price_rows"][c["key"]]
        steps = f"▼{ladder[max(0, row - 1)]} ▲{ladder[min(len(ladder) - 1, row + 1)]}"
        markers = [f"{_name(names, m['player'])} " + render(msg("futures-facts-marker", commodity=name,
                                                                side=side(m["side"]), price=m["price"],
                                                                value=as_money(m["value"])), locale)
                   for m in view["markers"] if m["commodity"] == c["key"]]
        rows.append(Row(name[:1], _rgb(c["colour"]), name, str(view["prices"][c["key"]]),
                        (steps, *markers)))
    rows += card_said("futures", view, locale, names, "futures-facts-ladder", "futures-facts-field")
    for seat, player in enumerate(view["players"]):
        rows.append(Row(seat_cue(seat), _rgb(view["colours"][player]), f"<@{player}>", _cash(view["money"][player]),
                        (_say(locale, "futures-pic-hand", count=view["hand_counts"][player]),),
                        player in (view.get("to_act") or [])))
    return Sheet(said[0], " · ".join(said[1:]), rows, names)


def phone_sheet(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    """The phone sheet (render/phone_sheet.py) drawn from its model (``phone_model``)."""
    from render.phone_sheet import draw
    return draw(phone_model(view, names, locale=locale))
