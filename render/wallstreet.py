"""Pictures of 1920 Wall Street: the circle of cards with pawns and the trend, the
price board with its limits, the three discard piles, the players; privately a
player's shares, market cards and capital card.

Every word is drawn in the reader's language: the public functions take ``locale=`` ("en",
"zh-TW", "ja") and read the wallstreet-pic-* messages of data/locales/<locale>/wallstreet.ftl
(card names and stocks are the game's own messages, games/wallstreet/words.py)."""
from __future__ import annotations

from typing import Any, Literal, TYPE_CHECKING

import json
import math

from PIL import Image, ImageDraw

from games.base import Message, as_player, msg
from games.wallstreet import chart, words
from i18n import render
from render import layers, phone
from render.figures import Figure, priced
from render.kit import (BACKGROUND, BAD, CARD_FACE, GOLD, GOOD, INK, LINE, MUTED, PANEL, PANEL_LIGHT, TEXT, Area, Box, colour,
                        chip, fit_text, panel, pawn, piece, player_colour, shade, short, table, subtitle_of, text, text_on, title_frame,
                        with_names)

if TYPE_CHECKING:
    from render.phone_sheet import Sheet

WIDTH = 1280
STOCK_COLOURS = {stock: colour(name) for stock, name in chart.STOCK_COLOURS.items()}
MARKET_FILL = (206, 224, 246)
MARKET_STRIPE = (52, 120, 214)
CARD_W, CARD_H = 116, 92
PAWN_R = 18          # the brokers on the circle: big enough to tell apart on a phone
PAIR_W = 82          # each of two cards lying on one spot (side by side, not overlapping)
GOLDEN_CASH = 3      # what a golden card pays when the left pile fires (views before it was shown)


def _say(locale: str, message: Message, names: dict[str, str] | None = None) -> str:
    """Every word on the pictures comes from the catalogs (data/locales/*/wallstreet.ftl)."""
    return render(message, locale, names if names is not None else {})


def _money(amount: int, locale: str) -> str:
    return _say(locale, msg("wallstreet-pic-money", amount=words.cash(amount)))


def _stock(stock: str, locale: str) -> str:
    return _say(locale, words.stock(stock))


def _name(player: str | None, names: dict[str, str]) -> str:
    if player is None:
        return "-"
    return short(with_names(f"<@{player}>", names), 14)


# --- one card ------------------------------------------------------------------
def _stripe(card: dict[str, Any], locale: str = "en") -> tuple[list[tuple[int, int, int]], str]:
    kind = card["kind"]
    if kind == "stock":
        head = msg(f"wallstreet-pic-head-{card['stock']}")
        return [STOCK_COLOURS[card["stock"]]], _say(locale, msg("wallstreet-pic-head-double", stock=head)
                                                    if card["double"] else head)
    if kind == "dual":
        return [STOCK_COLOURS[s] for s in card["stocks"]], _say(locale, msg(
            "wallstreet-pic-head-dual", first=msg(f"wallstreet-pic-abbr-{card['stocks'][0]}"),
            second=msg(f"wallstreet-pic-abbr-{card['stocks'][1]}")))
    if kind == "golden":
        return [shade(GOLD, 0.7)], _say(locale, msg("wallstreet-pic-head-golden"))
    if kind == "market":
        return [MARKET_STRIPE], _say(locale, msg("wallstreet-pic-head-market"))
    return [BAD], _say(locale, msg("wallstreet-pic-head-explosion"))


def _signed(stock: str, delta: int, locale: str) -> str:
    """A price move printed with a real minus sign, which reads better than a hyphen."""
    if delta > 0:
        return _say(locale, msg("wallstreet-pic-up", stock=words.stock(stock), steps=delta))
    return _say(locale, msg("wallstreet-pic-down", stock=words.stock(stock), steps=-delta))


def effect_lines(card: dict[str, Any], *, locale: str = "en") -> list[str]:
    """What the card does, in words, one line per price move (at most two lines)."""
    kind = card["kind"]
    if kind == "market":
        if card.get("effect") == "move":
            return [_signed(s, d, locale) for s, d in card["moves"].items()]
        if card.get("effect") == "mixed":
            return [_say(locale, msg("wallstreet-pic-mixed-top")), _say(locale, msg("wallstreet-pic-mixed-bottom"))]
        return [_say(locale, words.card(card))]
    if kind == "stock":
        moves = card["moves"]
        if not moves:
            return [_say(locale, msg("wallstreet-pic-share-double") if card["double"] else msg("wallstreet-pic-share"))]
        return [_signed(s, d, locale) for s, d in moves.items()]
    if kind == "dual":
        return [_say(locale, msg("wallstreet-pic-start-share")), _say(locale, words.card(card))]
    if kind == "golden":
        return [_say(locale, msg("wallstreet-pic-any-stock"))]
    return [_say(locale, msg("wallstreet-card-explosion"))]


def draw_card(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], card: dict[str, Any], *, locale: str = "en") -> None:
    """A card face: drawn once per card and locale, then pasted (kit.piece)."""
    key = ("wallstreet-card", json.dumps(card, sort_keys=True, separators=(",", ":")), locale)
    piece(draw, box, key, lambda d, b: _draw_card(d, b, card, locale))


def _draw_card(draw: ImageDraw.ImageDraw, box: Box, card: dict[str, Any], locale: str) -> None:
    x0, y0, x1, y1 = box
    kind = card["kind"]
    fill = {"golden": GOLD, "market": MARKET_FILL, "explosion": (250, 200, 190)}.get(kind, CARD_FACE)
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=LINE, width=2)
    colours, title = _stripe(card, locale)
    stripe_h = (y1 - y0) // 4 + 2
    part = (x1 - x0 - 6) / len(colours)
    for i, c in enumerate(colours):
        draw.rectangle((x0 + 3 + i * part, y0 + 3, x0 + 3 + (i + 1) * part, y0 + 3 + stripe_h), fill=c)
    draw.rectangle((x0 + 3, y0 + 3, x1 - 3, y0 + 3 + stripe_h), outline=LINE, width=1)
    if kind == "dual":   # each half names its own stock, in a colour readable on it
        for i, (c, stock) in enumerate(zip(colours, card["stocks"])):
            word = _say(locale, msg(f"wallstreet-pic-head-{stock}"))
            size = fit_text(word, int(part) - 4, 13, True, smallest=9)
            text(draw, (x0 + 3 + (i + 0.5) * part, y0 + 4 + stripe_h / 2), word, size, fill=text_on(c), bold=True,
                 anchor="mm")
    else:
        size = fit_text(title, x1 - x0 - 10, 14, True, smallest=9)
        text(draw, ((x0 + x1) / 2, y0 + 4 + stripe_h / 2), title, size, fill=text_on(colours[0]), bold=True,
             anchor="mm")
    lines = effect_lines(card, locale=locale)
    top, bottom = y0 + 5 + stripe_h, y1 - 24          # between the stripe and the cost / points row
    size = min(fit_text(line, x1 - x0 - 12, 17 if len(lines) == 1 else 15, True, smallest=9) for line in lines)
    step = size + 3
    first = (top + bottom) / 2 - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        text(draw, ((x0 + x1) / 2, first + i * step), line, size, fill=INK, bold=True, anchor="mm")
    narrow = x1 - x0 < 100          # one of two cards on a spot: smaller corner figures
    corner = 13 if narrow else 15
    if kind != "explosion":
        text(draw, (x0 + 6, y1 - 6), _money(card["cost"], locale), corner, fill=INK, bold=True, anchor="ld")
    if card.get("points"):
        points = _say(locale, msg("wallstreet-pic-points", points=card["points"]))
        text(draw, (x1 - 6, y1 - 6), points, corner, fill=shade(MARKET_STRIPE, 0.7), bold=True,
             anchor="rd")
    dot, gap = (4, 9) if narrow else (5, 14)
    for i in range(card.get("dynamite", 0)):
        cx = (x0 + x1) / 2 - (card["dynamite"] - 1) * gap / 2 + i * gap - (3 if narrow else 0)
        draw.ellipse((cx - dot, y1 - 11 - dot, cx + dot, y1 - 11 + dot), fill=BAD, outline=INK)


def _trend_card(draw: ImageDraw.ImageDraw, box: Box, clockwise: bool, cash: int, locale: str) -> None:
    piece(draw, box, ("wallstreet-trend", clockwise, cash, locale),
          lambda d, b: _draw_trend_card(d, b, clockwise, cash, locale))


def _draw_trend_card(draw: ImageDraw.ImageDraw, box: Area, clockwise: bool, cash: int, locale: str) -> None:
    fill = GOOD if clockwise else BAD
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=INK, width=2)
    x0, y0, x1, y1 = box
    text(draw, ((x0 + x1) / 2, y0 + 18), _say(locale, msg("wallstreet-pic-trend")), 16, fill=INK, bold=True,
         anchor="mm")
    text(draw, ((x0 + x1) / 2, (y0 + y1) / 2 + 4), "↻" if clockwise else "↺", 30, fill=INK, bold=True, anchor="mm")
    if cash:
        here = _say(locale, msg("wallstreet-pic-trend-cash", cash=words.cash(cash)))
        text(draw, ((x0 + x1) / 2, y1 - 10), here, 14, fill=INK, bold=True, anchor="mm")


def _ring(draw: ImageDraw.ImageDraw, clockwise: bool, centre: tuple[int, int], radius: int, locale: str) -> None:
    """The trend's direction: an arrowed ring inside the circle (a static layer's part: two looks)."""
    cx, cy = centre
    ring = radius - 95
    arrow_col = GOOD if clockwise else BAD
    draw.arc((cx - ring, cy - ring, cx + ring, cy + ring), 0, 360, fill=shade(arrow_col, 0.6), width=5)
    for k in range(4):
        ang = math.radians(k * 90 + 45)
        ax, ay = cx + ring * math.cos(ang), cy + ring * math.sin(ang)
        tangent = ang + (math.pi / 2 if clockwise else -math.pi / 2)
        tip = (ax + 14 * math.cos(tangent), ay + 14 * math.sin(tangent))
        left = (ax + 10 * math.cos(tangent + 2.4), ay + 10 * math.sin(tangent + 2.4))
        right = (ax + 10 * math.cos(tangent - 2.4), ay + 10 * math.sin(tangent - 2.4))
        draw.polygon([tip, left, right], fill=arrow_col)
    way = msg("wallstreet-pic-clockwise") if clockwise else msg("wallstreet-pic-counter-clockwise")
    text(draw, (cx, cy - 62), _say(locale, way), 16, fill=arrow_col, bold=True, anchor="mm")


# --- the circle --------------------------------------------------------------------
def _circle(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], centre: tuple[int, int],
            radius: int, locale: str) -> None:
    cx, cy = centre
    spots = view["rondel"]
    count = len(spots)
    seat_of = {p: i for i, p in enumerate(view["players"])}
    clockwise = view["trend_dir"] == "clockwise"
    # the deck in the middle: its top card is face up
    top = view["deck_top"]
    box = (cx - CARD_W // 2, cy - CARD_H // 2, cx + CARD_W // 2, cy + CARD_H // 2)
    if top:
        draw_card(draw, box, top, locale=locale)
    else:
        draw.rounded_rectangle(box, radius=8, outline=LINE, width=2)
    deck = _say(locale, msg("wallstreet-pic-deck", count=view["deck_count"]))
    text(draw, (cx, cy + CARD_H // 2 + 14), deck, 15, fill=MUTED, anchor="mm")
    for spot in spots:
        pos = spot["spot"]
        ang = -math.pi / 2 + 2 * math.pi * pos / count
        x, y = cx + radius * math.cos(ang), cy + radius * math.sin(ang)
        box = (int(x - CARD_W / 2), int(y - CARD_H / 2), int(x + CARD_W / 2), int(y + CARD_H / 2))
        if spot["trend"]:
            _trend_card(draw, box, clockwise, view["trend_cash"], locale)
        elif not spot["cards"]:
            draw.rounded_rectangle(box, radius=8, outline=LINE, width=2)
            text(draw, (x, y), _say(locale, msg("wallstreet-pic-empty")), 15, fill=MUTED, anchor="mm")
        else:
            cards = spot["cards"]
            if len(cards) == 2:   # two cards side by side, narrower
                half = PAIR_W
                draw_card(draw, (int(x) - 2 - half, box[1], int(x) - 2, box[3]), cards[0], locale=locale)
                draw_card(draw, (int(x) + 2, box[1], int(x) + 2 + half, box[3]), cards[1], locale=locale)
            else:
                draw_card(draw, box, cards[0], locale=locale)
        cos, sin = abs(math.cos(ang)), abs(math.sin(ang))
        edge = min(((PAIR_W + 2 if len(spot["cards"]) == 2 else CARD_W / 2)) / cos if cos > 1e-6 else 1e9,
                   (CARD_H / 2) / sin if sin > 1e-6 else 1e9)
        inner = radius - edge - 14
        text(draw, (cx + inner * math.cos(ang), cy + inner * math.sin(ang)), str(pos), 15, fill=MUTED,
             bold=True, anchor="mm")
        if spot["option"] is not None:
            owner = spot["option"]       # on the card's corner away from the middle, where its number is
            left = box[0] - 8 if x < cx - 1 else box[2] - 34
            chip(draw, (left, box[3] - 4, left + 42, box[3] + 16), _say(locale, msg("wallstreet-pic-option")),
                 player_colour(owner), size=12)
        here = [p for p, s in zip(view["players"], view["seats"]) if s["pawn"] == pos]
        out = radius + edge + PAWN_R + 3  # just outside the card(s), whichever way the ray leaves them
        for k, player in enumerate(here):
            spread = (k - (len(here) - 1) / 2) * 0.16
            px, py = cx + out * math.cos(ang + spread), cy + out * math.sin(ang + spread)
            if px < PAWN_R + 3 or px > 2 * cx - PAWN_R - 3:   # no room beside the card: above (or below) it
                above = y <= cy
                px = x + (k - (len(here) - 1) / 2) * (2 * PAWN_R + 2)
                py = y - CARD_H / 2 - PAWN_R - 3 if above else y + CARD_H / 2 + PAWN_R + 3
            seat = seat_of[player]
            pawn(draw, (px, py), player_colour(seat), radius=PAWN_R, label=str(seat + 1))


# --- the price board ---------------------------------------------------------------
def _prices_frame(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, width: int, locale: str) -> None:
    """The price board's panel and its stocks' names (the static layer's part)."""
    title = _say(locale, msg("wallstreet-pic-prices", board=msg(f"wallstreet-pic-board-{view['board']}")))
    bottom = panel(draw, (x, y, x + width, y + 40 + 4 * 44), title)
    for i, stock in enumerate(view["stocks"]):
        row_y = bottom + i * 44
        chip(draw, (x + 10, row_y, x + 100, row_y + 34), _stock(stock, locale), STOCK_COLOURS[stock], size=16,
             outline=LINE if stock == "oil" else None)


def _prices(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, width: int, locale: str) -> int:
    top = max(view["high"])
    cell = min(40, (width - 150) // top)
    bottom = y + 36                        # below the panel's title (_prices_frame)
    for i, stock in enumerate(view["stocks"]):
        row_y = bottom + i * 44
        col = STOCK_COLOURS[stock]
        text(draw, (x + 122, row_y + 17), f"≥{view['min_holdings'][i]}", 16, fill=MUTED, bold=True, anchor="mm")
        low, high, price = view["low"][i], view["high"][i], view["prices"][i]
        for value in range(1, top + 1):
            box = (x + 145 + (value - 1) * cell, row_y, x + 145 + value * cell - 4, row_y + 34)
            if value < low or value > high:
                draw.rounded_rectangle(box, radius=5, outline=shade(LINE, 0.7), width=1)
                continue
            fill = col if value == price else PANEL_LIGHT
            outline = GOLD if value in (low, high) else (LINE if value == price else None)
            chip(draw, box, str(value), fill, size=15, outline=outline)
    return y + 40 + 4 * 44


def _tycoons(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, width: int, locale: str) -> int:
    if not view["tycoons"]:
        return y
    text(draw, (x + 10, y + 21), _say(locale, msg("wallstreet-pic-tycoons")), 16, fill=MUTED, bold=True, anchor="lm")
    cx = x + 86
    chip_w = (width - 90) // 4 - 6
    for t in view["tycoons"]:
        fill = PANEL if t["used"] else (GOOD if t["side"] == "reward" else BAD)
        box = (cx, y, cx + chip_w, y + 42)
        chip(draw, box, "", fill)
        ink = text_on(fill) if not t["used"] else MUTED
        text(draw, (cx + chip_w / 2, y + 12), _stock(t["stock"], locale), 15, fill=ink, bold=True, anchor="mm")
        side = msg(f"wallstreet-side-{t['side']}")
        second = _say(locale, msg("wallstreet-pic-tycoon-used", card=t["card"], side=side) if t["used"]
                      else msg("wallstreet-pic-tycoon", card=t["card"], side=side))
        text(draw, (cx + chip_w / 2, y + 30), second, fit_text(second, chip_w - 8, 14), fill=ink, anchor="mm")
        cx += chip_w + 6
    return y + 50


def _piles(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, width: int, locale: str) -> int:
    height = 36 + CARD_H + 52
    col = width // 3
    for i, pile in enumerate(view["piles"]):
        px = x + i * col + (col - CARD_W) // 2
        box = (px, y + 36, px + CARD_W, y + 36 + CARD_H)
        if pile["top"]:
            draw_card(draw, box, pile["top"], locale=locale)
        else:
            draw.rounded_rectangle(box, radius=8, outline=LINE, width=2)
        named = _say(locale, msg("wallstreet-pic-pile", pile=words.pile(pile["name"]), count=pile["count"]))
        text(draw, (px + CARD_W / 2, y + 36 + CARD_H + 12), named, 15, bold=True, anchor="mm")
    return y + height


def _piles_frame(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, width: int, locale: str) -> None:
    """The piles' panel and what each pile's event does (the static layer's part)."""
    height = 36 + CARD_H + 52
    panel(draw, (x, y, x + width, y + height), _say(locale, msg("wallstreet-pic-piles")))
    golden = words.cash(view["rules"].get("golden_cash", GOLDEN_CASH))
    col = width // 3
    for i, pile in enumerate(view["piles"]):
        event = _say(locale, msg(f"wallstreet-pic-event-{pile['name']}", cash=golden))
        size = fit_text(event, col - 10, 15)
        text(draw, (x + i * col + col / 2, y + 36 + CARD_H + 32), event, size, fill=MUTED, anchor="mm")


DYNAMITE_LEGEND = msg("wallstreet-pic-dynamite")


def dynamite_legend(draw: ImageDraw.ImageDraw, left_middle: tuple[float, float], *, locale: str = "en") -> None:
    """What the red dots on the cards mean: a dot drawn as on a card, then the word."""
    x, y = left_middle
    draw.ellipse((x, y - 5, x + 10, y + 5), fill=BAD, outline=INK)
    text(draw, (x + 16, y), _say(locale, DYNAMITE_LEGEND), 15, fill=MUTED, anchor="lm")


def _prompt(view: dict[str, Any], names: dict[str, str], locale: str) -> str:
    if view["over"]:
        final = view["final"]
        event = (msg("wallstreet-pic-fires", pile=words.pile(final["event"])) if final["event"]
                 else msg("wallstreet-pic-tied"))
        return _say(locale, msg("wallstreet-pic-over", event=event,
                                winners=words.commas([as_player(w) for w in final["winners"]])), names)
    prompt = view["prompt"] or {}
    who = words.commas([as_player(p) for p in view["to_act"]]) if view["to_act"] else ""
    what = _prompt_what(prompt)
    line = _say(locale, msg("wallstreet-pic-prompt-last", who=who, what=what) if view["final_round"]
                else msg("wallstreet-pic-prompt", who=who, what=what), names)
    return line if len(line) <= 110 else line[:108] + "…"   # long answer lists must not run off the picture


def _prompt_what(prompt: dict[str, Any]) -> Message | str:
    """What the players to act are asked to do."""
    kind = prompt.get("kind", "")
    card = words.card(prompt["card"]) if prompt.get("card") else ""
    if kind == "keep":
        return msg("wallstreet-pic-do-keep", card=card)
    if kind == "pile":
        return msg("wallstreet-pic-do-pile", card=card)
    if kind == "boost":
        return msg("wallstreet-pic-do-raise") if prompt.get("direction", 1) > 0 else msg("wallstreet-pic-do-lower")
    if kind == "pick":
        return msg("wallstreet-pic-do-pick", answers=words.commas(
            [msg("wallstreet-player-card", player=as_player(a["player"]), card=words.card(a["card"]))
             for a in prompt.get("answers", [])]))
    if kind == "answer" and prompt.get("offer"):
        # say what is on offer and what may answer it: any share but golden or the offered stock
        return msg("wallstreet-pic-do-answer-for", card=words.card(prompt["offer"]),
                   stock=words.stock_word(prompt["stock"]))
    if kind in PROMPTS:
        return msg(f"wallstreet-pic-do-{kind}")
    return str(kind)


PROMPTS = ("place", "explode", "act", "end", "offer", "answer", "give", "repay", "claim", "remove")


def _players(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], x: int, y: int, locale: str,
             part: Literal["all", "head", "rows"] = "all") -> int:
    """The players' table; `part` as kit.table's (its head is a static layer's part)."""
    rows, fills = [], []
    for i, seat in enumerate(view["seats"]):
        loans = f"{seat['loans']} (-{seat['loan_penalty']})" if seat["loans"] else "-"
        rows.append(["", _name(seat["id"], names), _money(seat["cash"], locale), str(seat["capital"]), loans,
                     str(seat["shares"]), str(seat["market_cards"]),
                     f"{seat['tycoon_points']:+d}" if seat["tycoon_points"] else "-",
                     "-" if seat["pawn"] is None else str(seat["pawn"])])
        fills.append(shade(player_colour(i), 0.35) if seat["id"] in view["to_act"] else None)
    widths = [34, 216, 90, 90, 170, 90, 90, 90, 80]
    header = [""] + [_say(locale, msg(f"wallstreet-pic-col-{column}")) for column in
                     ("player", "cash", "capital", "loans", "shares", "market", "tycoon", "spot")]
    if not view["options"].get("tycoons"):          # no tycoon column without the variant
        columns: list[list[Any]] = [widths, header, *rows]
        for row in columns:
            del row[7]
    if view["over"]:
        scores = view["final"]["scores"]
        winners = set(view["final"]["winners"])
        for row, seat in zip(rows, view["seats"]):
            row.append(f"{scores[seat['id']]}" + (" ★" if seat["id"] in winners else ""))
        widths.append(140)
        header.append(_say(locale, msg("wallstreet-pic-col-score")))
    aligns = ["l", "l"] + ["r"] * (len(widths) - 2)
    bottom = table(draw, (x, y), header, rows, widths, row_height=34, size=18, row_fills=fills, aligns=aligns,
                   part=part)
    if part == "head":
        return bottom
    for i in range(len(rows)):
        pawn(draw, (x + 17, y + 34 + i * 34 + 17), player_colour(i), radius=11, label=str(i + 1))
    return bottom


def _final(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], x: int, y: int, width: int,
           locale: str) -> None:
    final = view["final"]
    dyn = " / ".join(str(d) for d in final["dynamite"])
    event = words.pile(final["event"]) if final["event"] else words.none()
    top = panel(draw, (x, y, x + width, y + 44 + 28 * (len(final["players"]) + 1)),
                _say(locale, msg("wallstreet-pic-final", dynamite=dyn, event=event)))
    header, rows = final_table(view, names, locale=locale)
    widths = [150, 75, 70, 60, 65] + ([70] if view["options"].get("tycoons") else []) + [70]
    table(draw, (x + 8, top - 6), header, rows, widths, row_height=28, size=16)


def final_table(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> tuple[list[str], list[list[str]]]:
    """The final scoring table: loans and tycoon points in columns of their own (tycoons only with the variant)."""
    tycoons = bool(view["options"].get("tycoons"))
    columns = ["market", "shares", "cash", "loans"] + (["tycoon"] if tycoons else []) + ["total"]
    header = [""] + [_say(locale, msg(f"wallstreet-pic-col-{column}")) for column in columns]
    rows = []
    for entry in view["final"]["players"]:
        part = entry["breakdown"]
        rows.append([_name(entry["id"], names), str(part["market"]), str(part["shares"]), str(part["cash"]),
                     str(part["loans"])] + ([f"{part['tycoon']:+d}"] if tycoons else []) + [str(part["total"])])
    return header, rows


def board(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    rows = len(view["players"])
    height = 60 + 700 + 36 + 34 * (rows + 1) + 30 + phone.band_height(WIDTH)
    shown = figures(view, locale)
    y = 60                                                   # below the title bar
    band_y = y
    y = y + (phone.band_height(WIDTH) if shown else 0)
    centre, right = (345, y + 340), 680
    clockwise = view["trend_dir"] == "clockwise"
    bar_y = y + 700

    def frame(draw: ImageDraw.ImageDraw) -> None:
        title_frame(draw, WIDTH, _say(locale, msg("wallstreet-title")))
        phone.band(draw, WIDTH, band_y, shown, names, part="frame")
        _ring(draw, clockwise, centre, 250, locale)
        dynamite_legend(draw, (20, y + 676), locale=locale)      # a corner the circle never reaches
        draw.rectangle((0, bar_y - 6, WIDTH, bar_y + 30), fill=PANEL)
        _players(draw, view, names, 16, bar_y + 40, locale, part="head")

    key = ("wallstreet", locale, rows, phone.band_key(shown, names), clockwise,
           bool(view["options"].get("tycoons")), bool(view["over"]))
    image, draw = layers.canvas(key, WIDTH, height, frame)
    turn = view["turn"]
    sub = _say(locale, msg("wallstreet-pic-over-short") if view["over"]
               else msg("wallstreet-pic-turn", player=_name(turn, names)) if turn else msg("wallstreet-pic-setup"))
    subtitle_of(draw, WIDTH, sub)
    phone.band(draw, WIDTH, band_y, shown, names, part="values")
    _circle(draw, view, names, centre, 250, locale)
    # (the price board and the piles come after the circle: a pawn beside a card may reach under them)
    _prices_frame(draw, view, right, y, WIDTH - right - 16, locale)
    yy = _prices(draw, view, right, y, WIDTH - right - 16, locale)
    yy = _tycoons(draw, view, right, yy + 8, WIDTH - right - 16, locale)
    _piles_frame(draw, view, right, yy + 10, WIDTH - right - 16, locale)
    yy = _piles(draw, view, right, yy + 10, WIDTH - right - 16, locale)
    if view["over"]:
        _final(draw, view, names, right, yy + 10, WIDTH - right - 16, locale)
    prompt = _prompt(view, names, locale)
    size = fit_text(prompt, WIDTH - 32, 20, True)
    text(draw, (16, bar_y + 12), prompt, size, bold=True, anchor="lm")
    _players(draw, view, names, 16, bar_y + 40, locale, part="rows")
    return image


# --- private --------------------------------------------------------------------------
def private(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image | None:
    """The player's cards, hidden capital card, purse and score estimate as a phone sheet
    (render/phone_sheet.py: 600 px, readable at 400): a row per card (its head on the swatch, what it
    does, its cost and points), then the capital card, the estimate row by row and its total."""
    from render.phone_sheet import Row, sheet
    you = view.get("you")
    if you is None:
        return None
    player = view["players"][you["seat"]]
    rows: list[Row | str] = []
    for heading, cards in (("wallstreet-pic-shares", you["shares"]), ("wallstreet-pic-market", you["market"])):
        rows.append(_say(locale, msg(heading, count=len(cards))))
        rows += [_card_row(card, locale) for card in cards] or [_say(locale, words.none())]
    cap = you["capital_card"]
    stock = cap["stock"]
    hidden = msg("wallstreet-card-double", stock=words.stock(stock)) if cap["double"] else words.stock(stock)
    seat = view["seats"][you["seat"]]
    purse = _say(locale, msg("wallstreet-pic-purse", capital=seat["capital"], cash=words.cash(seat["cash"]),
                             loans=seat["loans"]))
    rows.append(_say(locale, msg("wallstreet-pic-capital-card")))
    rows.append(Row(_say(locale, msg(f"wallstreet-pic-abbr-{stock}"))[:1], STOCK_COLOURS[stock], _say(locale, hidden),
                    _say(locale, msg("wallstreet-pic-hidden-score", points=cap["points"])), (purse,)))
    if you.get("chosen"):
        rows.append(_say(locale, msg("wallstreet-pic-face-down", card=words.card(you["chosen"]))))
    rows.append(_say(locale, msg("wallstreet-pic-estimate")))
    rows += [f"{label}: {points}" for label, points in estimate_rows(view, locale=locale)]
    rows.append(_say(locale, msg("wallstreet-pic-total", total=you["estimate"]["total"])))
    title = _say(locale, msg("wallstreet-pic-hand", player=_name(player, names)))
    return sheet(title, _say(locale, msg("wallstreet-pic-private")), rows, names)


def _card_row(card: dict[str, Any], locale: str) -> Any:
    """A card as a sheet row: its stock's colour with the stock's letters on the swatch, its head by
    name, its cost right, what it does (and its points, its dynamite) below."""
    from render.phone_sheet import Row
    colours, title = _stripe(card, locale)
    stocks = card.get("stocks") or ([card["stock"]] if card["kind"] == "stock" else [])
    cue = "".join(_say(locale, msg(f"wallstreet-pic-abbr-{s}"))[:1] for s in stocks) or title[:1]
    details = list(effect_lines(card, locale=locale))
    if card.get("points"):
        details.append(_say(locale, msg("wallstreet-pic-points", points=card["points"])))
    if card.get("dynamite"):
        details.append("✹" * card["dynamite"])
    return Row(cue, colours[0], title, _money(card["cost"], locale) if card["kind"] != "explosion" else "",
               (" · ".join(details),) if details else ())


def estimate_rows(view: dict[str, Any], *, locale: str = "en") -> list[list[str]]:
    """Your score if the game ended now; the tycoon row only when the tycoon variant is played."""
    est = view["you"]["estimate"]
    counts = words.commas([msg("wallstreet-pic-count", stock=words.stock_word(s), count=c)
                           for s, c in zip(view["stocks"], est["counts"])])
    rows = [[_say(locale, msg("wallstreet-pic-est-market")), str(est["market"])],
            [_say(locale, msg("wallstreet-pic-est-shares", counts=counts)), str(est["shares"])],
            [_say(locale, msg("wallstreet-pic-est-cash")), str(est["cash"])],
            [_say(locale, msg("wallstreet-pic-est-loans")), str(est["loans"])]]
    if view["options"].get("tycoons"):
        rows.append([_say(locale, msg("wallstreet-pic-est-tycoon")), f"{est['tycoon']:+d}"])
    return rows


__all__ = ["board", "private", "draw_card", "BACKGROUND", "TEXT"]


def figures(view: dict[str, Any], locale: str = "en") -> list[Figure]:
    """The phone band: each stock's price (the chart's values)."""
    return priced("wallstreet", view, locale)


def phone_model(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Sheet:
    """The phone sheet's model (render/phone_sheet.py): a row per stock (its price, its range), the trend and
    the circle as the table card says them, a row per seat (cash, capital, loans, shares)."""
    from render.phone_sheet import Sheet, Row, card_said, distinct_cues, seat_cue
    said = card_said("wallstreet", view, locale, names, "wallstreet-facts-turn", "wallstreet-facts-trend",
                     "wallstreet-facts-rondel", "wallstreet-facts-seat")
    stocks = [_stock(s, locale) for s in view["stocks"]]
    rows: list[Row | str] = [
        Row(cue, STOCK_COLOURS[s], name, _money(price, locale), (f"{_money(low, locale)} – {_money(high, locale)}",))
        for cue, s, name, price, low, high in zip(distinct_cues(stocks), view["stocks"], stocks, view["prices"],
                                                  view["low"], view["high"])]
    rows += said[1:3]
    acting = (view.get("prompt") or {}).get("player")
    for seat, line in zip(view["seats"], said[3:]):
        rows.append(Row(seat_cue(seat["seat"]), player_colour(seat["seat"]), f"<@{seat['id']}>",
                        _money(seat["cash"], locale), (line,), seat["id"] == acting))
    return Sheet(said[0], "", rows, names)


def phone_sheet(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    """The phone sheet (render/phone_sheet.py) drawn from its model (``phone_model``)."""
    from render.phone_sheet import draw
    return draw(phone_model(view, names, locale=locale))
