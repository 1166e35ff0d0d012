"""Stockpile pictures: the board (from the public view) and a player's desk (from their view)."""
from __future__ import annotations

import json
import threading

from PIL import Image, ImageDraw

from render import kit, phone
from render.figures import figures
from render.kit import BAD, GOLD, GOOD, LINE, MUTED, PANEL, PANEL_LIGHT, TEXT

WIDTH = 1200
PAD = 16
PHASES = {
    "choose": "Choosing investors", "info": "Information", "supply": "Supply", "predemand": "Before demand",
    "demand": "Demand: bidding", "action": "Actions", "selling": "Selling", "movement": "Movement",
    "round_end": "End of round", "over": "Game over",
}
PILE_W, PILE_H, PILE_LABEL = 84, 112, 30      # the cards in the piles: bid on at a glance, so big on a phone


def _companies(view: dict) -> dict[str, dict]:
    return {c["key"]: c for c in view["companies"]}


def _seat_colour(view: dict, player: str) -> kit.RGB:
    return kit.player_colour(view["players"].index(player))


def _name(names: dict[str, str], player: str) -> str:
    return names.get(player, player)


def _money(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def _card_label(view: dict, code: str) -> tuple[str, str, kit.RGB, kit.RGB | None]:
    """Label, sub-label, fill and stripe colour of a market card."""
    companies = _companies(view)
    if code in companies:
        c = companies[code]
        return c["ticker"], c["short"], kit.CARD_FACE, kit.colour(c["colour"])
    if code.startswith("fee"):
        return f"-{int(code[3:]) // 1000}K", "fee", (250, 214, 200), BAD
    if code == "boom":
        return "+2", "Boom", (214, 242, 214), GOOD
    if code == "bust":
        return "-2", "Bust", (242, 214, 214), BAD
    return code, "", kit.CARD_FACE, None


def market_card(draw: ImageDraw.ImageDraw, view: dict, box: kit.Box, code: str | None,
                face_down: bool = False, size: int = 20) -> None:
    if code is None:
        kit.card(draw, box, face_down=True)
        return
    label, sub, fill, stripe = _card_label(view, code)
    kit.card(draw, box, label, fill=fill, stripe=stripe, sub=sub, size=size)
    if face_down:   # a face-down card whose face this player knows
        draw.rounded_rectangle(box, radius=8, outline=kit.CARD_BACK, width=4)


def pair_cards(draw: ImageDraw.ImageDraw, view: dict, x: int, y: int, pair: dict | None, label: str = "") -> int:
    """A company card and a forecast card side by side; returns the x after them."""
    w, h = 74, 60
    if pair is None:
        kit.card(draw, (x, y, x + w, y + h), face_down=True)
        kit.card(draw, (x + w + 4, y, x + 2 * w + 4, y + h), face_down=True)
    else:
        c = _companies(view)[pair["company"]]
        fill = kit.colour(c["colour"])
        kit.chip(draw, (x, y, x + w, y + h), c["short"], fill, size=18)
        f = pair["forecast"]
        tone = GOOD if f.startswith("+") else BAD if f.startswith("-") else GOLD
        kit.chip(draw, (x + w + 4, y, x + 2 * w + 4, y + h), f, tone, size=24)
    if label:
        kit.text(draw, (x + w + 2, y + h + 4), label, 14, fill=MUTED, anchor="ma")
    return x + 2 * w + 4


# --- the board ------------------------------------------------------------------------
def board(view: dict, names: dict[str, str]) -> Image.Image:
    n_piles = max(1, len(view["piles"]))
    tallest = max([len(p) for p in view["piles"]] + [1])
    fit = ((WIDTH - 2 * PAD) // n_piles - 28 - PILE_W) // (PILE_W + 6) + 1
    pile_rows = min(3, -(-tallest // max(1, fit)))
    height = 60 + 48 + 6 * 52 + 28 + 148 + 44 + pile_rows * (PILE_H + 10) + 92 + 12 + 32 * (len(view["players"]) + 1) \
        + 10 + 76 + phone.band_height(WIDTH)
    image, draw = kit.canvas(WIDTH, height)
    round_text = f"Round {view['round']} of {view['rounds_total']}"
    subtitle = PHASES.get(view["phase"], view["phase"])
    if view["side"] == "advanced":
        subtitle += " · advanced board"
    y = kit.title_bar(draw, WIDTH, "Stockpile", f"{round_text} · {subtitle}")
    y = phone.band(draw, WIDTH, y, figures("stockpile", view), names)
    y = _calendar(draw, view, y)
    y = _price_tracks(draw, view, y)
    y = _forecasts(draw, view, names, y)
    y = _piles(draw, view, names, y, n_piles, pile_rows)
    y = _players(draw, view, names, y)
    _status(draw, view, names, y)
    return image


def _calendar(draw: ImageDraw.ImageDraw, view: dict, y: int) -> int:
    kit.text(draw, (PAD, y + 16), "Rounds", 18, fill=MUTED, bold=True, anchor="lm")
    x = PAD + 90
    for r in range(1, view["rounds_total"] + 1):
        fill = GOLD if r == view["round"] else PANEL_LIGHT if r > view["round"] else PANEL
        kit.chip(draw, (x, y, x + 44, y + 32), str(r), fill, size=18)
        x += 50
    start = view["start_player"]
    kit.pawn(draw, (x + 30, y + 16), _seat_colour(view, start), radius=12, label="1")
    kit.text(draw, (x + 48, y + 16), "start player", 16, fill=MUTED, anchor="lm")
    return y + 48


# A company's price track row depends only on that company (and where the row sits),
# so the rows met in any game are few: each is drawn once on a strip of its own, at the
# same coordinates on the same background, and pasted (the same pixels; nothing else
# is drawn there).
CELL_W, CELL_H, CELL_GAP = 62, 40, 4
_ROWS: dict[str, Image.Image] = {}
_ROWS_LIMIT = 160                # about 140 KB each
_ROWS_LOCK = threading.Lock()


def _price_tracks(draw: ImageDraw.ImageDraw, view: dict, y: int) -> int:
    target = getattr(draw, "_image", None)
    for c in view["companies"]:
        if target is None or target.mode != "RGB":
            _track_row(draw, view, c, y)
        else:
            key = json.dumps([y, view["price_unit"], c], sort_keys=True, separators=(",", ":"))
            row = _ROWS.get(key)
            if row is None:
                scratch, scratch_draw = kit.canvas(WIDTH, y + CELL_H + 1)
                _track_row(scratch_draw, view, c, y)
                row = scratch.crop((0, y, WIDTH, y + CELL_H + 1))
                with _ROWS_LOCK:
                    while len(_ROWS) >= _ROWS_LIMIT:
                        _ROWS.pop(next(iter(_ROWS)))
                    _ROWS[key] = row
            target.paste(row, (0, y))
        y += CELL_H + 12
    return _track_legend(draw, view, y)


def _track_legend(draw: ImageDraw.ImageDraw, view: dict, y: int) -> int:
    legend = "white ring: start space · gold mark: where a split company goes"
    if any(c["dividend_spaces"] for c in view["companies"]):
        legend += " · $: pays holders when the price moves up onto it"
    kit.text(draw, (PAD + 196, y), legend, 14, fill=MUTED)
    return y + 28


def _track_row(draw: ImageDraw.ImageDraw, view: dict, c: dict, y: int) -> None:
    cell_w, cell_h, gap = CELL_W, CELL_H, CELL_GAP
    fill = kit.colour(c["colour"])
    kit.chip(draw, (PAD, y, PAD + 54, y + cell_h), c["ticker"], fill, size=18)
    kit.text(draw, (PAD + 62, y + cell_h / 2), c["short"], 18, anchor="lm")
    x = PAD + 130
    kit.chip(draw, (x, y + 4, x + 60, y + cell_h - 4), "BUST", kit.shade(BAD, 0.7), size=14)
    x += 66
    for i, value in enumerate(c["track"]):
        here = i == c["position"]
        box = (x, y, x + cell_w, y + cell_h)
        outline = TEXT if i == c["start"] else None
        kit.chip(draw, box, f"{value}", fill if here else PANEL_LIGHT, size=20, outline=outline)
        if i == c["split_to"]:
            draw.polygon(_octagon(x + cell_w - 9, y + 9, 7), outline=GOLD, fill=kit.shade(GOLD, 0.6))
        if i in c["dividend_spaces"]:
            kit.text(draw, (x + 8, y + 9), "$", 14, fill=GOLD, bold=True, anchor="mm")
        x += cell_w + gap
    kit.chip(draw, (x + 2, y + 4, x + 66, y + cell_h - 4), "SPLIT", kit.shade(GOOD, 0.7), size=14)
    kit.text(draw, (WIDTH - PAD, y + cell_h / 2), _money(c["price"] * view["price_unit"]), 18,
             bold=True, anchor="rm")


def _octagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    import math
    return [(cx + r * math.cos(math.pi / 8 + k * math.pi / 4), cy + r * math.sin(math.pi / 8 + k * math.pi / 4))
            for k in range(8)]


def _forecasts(draw: ImageDraw.ImageDraw, view: dict, names: dict[str, str], y: int) -> int:
    box = (PAD, y, WIDTH - PAD, y + 136)
    kit.panel(draw, box, "Forecasts")
    x, top = PAD + 14, y + 40
    if view["public_pair"] is not None:
        x = pair_cards(draw, view, x, top, view["public_pair"], "public") + 24
    shown = sum(1 for r in view["revealed"] if r["source"] == "hidden")
    for _ in range(view["hidden_pairs"] - shown):
        x = pair_cards(draw, view, x, top, None, "face down") + 16
    if view["revealed"]:
        x += 12
        kit.text(draw, (x, top - 4), "Revealed this round:", 15, fill=MUTED)
        for r in view["revealed"]:
            c = _companies(view)[r["company"]]
            label = f"{c['short']} {r['forecast']}"
            w = kit.text_width(label, 15, True) + 14
            if x + w > WIDTH - PAD - 8:
                break
            kit.chip(draw, (x, top + 20, x + w, top + 48), label, kit.colour(c["colour"]), size=15)
            x += w + 6
    return y + 148


def _piles(draw: ImageDraw.ImageDraw, view: dict, names: dict[str, str], y: int, n_piles: int,
           rows: int) -> int:
    col = (WIDTH - 2 * PAD) // n_piles
    height = 44 + rows * (PILE_H + 10) + 92
    slots = view["bid_slots"]
    for t, pile in enumerate(view["piles"]):
        x0 = PAD + t * col
        box = (x0 + 4, y, x0 + col - 4, y + height)
        kit.panel(draw, box, f"Pile {t + 1} · {len(pile)} card{'s' if len(pile) != 1 else ''}")
        per_row = max(1, -(-len(pile) // rows)) if pile else 1
        inner = col - 28
        step = min(PILE_W + 6, (inner - PILE_W) // max(1, per_row - 1)) if per_row > 1 else 0
        for i, card in enumerate(pile):
            r, k = divmod(i, per_row)
            cx = x0 + 14 + k * step
            cy = y + 40 + r * (PILE_H + 10)
            market_card(draw, view, (cx, cy, cx + PILE_W, cy + PILE_H), card.get("card") if card["up"] else None,
                        size=PILE_LABEL)
        # The bid track under the pile: eight spaces, the meeple on its space.
        ty = y + 44 + rows * (PILE_H + 10)
        bid = view["bids"][t] if t < len(view["bids"]) else None
        sw = (col - 28) / 4
        for i, amount in enumerate(slots):
            r, k = divmod(i, 4)
            sx, sy = x0 + 14 + k * sw, ty + r * 40
            label = "$0" if amount == 0 else f"{amount // 1000}K"
            taken = bid is not None and bid["amount"] == amount
            fill = PANEL_LIGHT if not taken else kit.shade(_seat_colour(view, bid["player"]), 0.55)
            kit.chip(draw, (sx, sy, sx + sw - 4, sy + 34), label if not taken else "", fill, size=15)
            if taken:
                kit.pawn(draw, (sx + (sw - 4) / 2, sy + 17), _seat_colour(view, bid["player"]), radius=13)
    return y + height + 12


def _players(draw: ImageDraw.ImageDraw, view: dict, names: dict[str, str], y: int) -> int:
    header = ["Player", "Cash", "Unpaid", "Portfolio", "Split area", "Investors", "Actions"]
    widths = [210, 120, 90, 100, 280, 240, 128]
    rows, fills = [], []
    acting = set(view["to_act"])
    companies = _companies(view)
    for seat in view["seats"]:
        p = seat["player"]
        split = " ".join(f"{companies[k]['ticker']}×{v}" for k, v in seat["split"].items()) or "—"
        investors = ", ".join(k.capitalize() for k in seat["investors"]) or ("chosen" if seat["chosen"] and
                                                                            view["phase"] == "choose" else "—")
        unpaid = _money(-sum(seat["unpaid_fees"])) if seat["unpaid_fees"] else "—"
        actions = ", ".join(seat["actions"]) or "—"
        count = str(seat["portfolio_count"])
        rows.append([("▶ " if p in acting else "   ") + kit.short(_name(names, p), 16), _money(seat["cash"]),
                     unpaid, count, split, kit.short(investors, 24), actions])
        fills.append(kit.shade(_seat_colour(view, p), 0.35))
    y_end = kit.table(draw, (PAD, y), header, rows, widths, row_height=32, size=17, row_fills=fills)
    return y_end + 10


def _status(draw: ImageDraw.ImageDraw, view: dict, names: dict[str, str], y: int) -> None:
    if view["phase"] == "over":
        best = max(s["final"]["total"] for s in view["seats"])
        won = [_name(names, s["player"]) for s in view["seats"] if s["final"]["total"] == best]
        line = f"Winner{'s' if len(won) > 1 else ''}: {', '.join(won)} with {_money(best)}"
        kit.text(draw, (PAD, y + 10), line, 22, fill=GOLD, bold=True)
        parts = [f"{_name(names, s['player'])} {_money(s['final']['total'])} (bonus {_money(s['final']['bonus'])}, "
                 f"shares {_money(s['final']['shares'])})" for s in view["seats"]]
        kit.text(draw, (PAD, y + 44), kit.short(" · ".join(parts), 140), 14, fill=MUTED)
        return
    if view["claim"]:
        cl = view["claim"]
        line = f"{cl['why']}: {_money(cl['per_share'])} a share — waiting for " + \
            ", ".join(_name(names, p) for p in cl["waiting"])
    else:
        line = "To act: " + ", ".join(_name(names, p) for p in view["to_act"])
    kit.text(draw, (PAD, y + 10), kit.short(line, 95), 20, fill=TEXT, bold=True)
    kit.text(draw, (PAD, y + 44), f"Market deck: {view['deck']} cards · discard pile: {view['discard']}",
             16, fill=MUTED)


# --- a player's desk ----------------------------------------------------------------------
def private(view: dict, names: dict[str, str]) -> Image.Image | None:
    you = view.get("you")
    if you is None:
        return None
    companies = _companies(view)
    seat = view["seats"][you["seat"]]
    investors = you["investors"] or []
    height = 60 + 130 + 170 + 150 + 30 + 70 * max(1, len(investors) + len(you["offers"])) + 40 + 40 * len(you["seen"])
    width = 1000
    image, draw = kit.canvas(width, height)
    y = kit.title_bar(draw, width, "Your desk",
                      f"Cash {_money(seat['cash'])} · round {view['round']}/{view['rounds_total']}")
    # Forecast pair(s) and cards in hand.
    kit.panel(draw, (PAD, y, width - PAD, y + 118), "Your forecast" + (" and your hand" if you["hand"] else ""))
    x = PAD + 14
    for i, pair in enumerate(you["pairs"]):
        x = pair_cards(draw, view, x, y + 38, pair, f"pair {i + 1}" if len(you["pairs"]) > 1 else "") + 20
    if not you["pairs"]:
        kit.text(draw, (x, y + 60), "no forecast this round", 17, fill=MUTED)
        x += 220
    for code in you["hand"]:
        market_card(draw, view, (x + 20, y + 34, x + 20 + 56, y + 34 + 78), code)
        x += 64
    y += 130
    # Portfolio and split area.
    kit.panel(draw, (PAD, y, width - PAD, y + 158), "Portfolio (hidden from the others) and split area (shown)")
    col = (width - 2 * PAD - 20) // 6
    for i, c in enumerate(view["companies"]):
        x = PAD + 12 + i * col
        fill = kit.colour(c["colour"])
        kit.chip(draw, (x, y + 40, x + col - 10, y + 72), c["short"], fill, size=17)
        held = you["portfolio"].get(c["key"], 0)
        split = seat["split"].get(c["key"], 0)
        kit.text(draw, (x + 4, y + 84), f"{held} share{'s' if held != 1 else ''}", 17, anchor="la")
        kit.text(draw, (x + 4, y + 108), f"{split} split (×2)", 16, fill=GOLD if split else MUTED, anchor="la")
        worth = (held + 2 * split) * c["price"] * view["price_unit"]
        kit.text(draw, (x + 4, y + 132), _money(worth), 15, fill=MUTED, anchor="la")
    y += 170
    # Face-down cards this player knows in the piles, unpaid fees.
    known = [(t + 1, card["card"]) for t, pile in enumerate(view["piles"]) for card in pile
             if not card["up"] and "card" in card]
    kit.panel(draw, (PAD, y, width - PAD, y + 138), "Face-down cards you know")
    x = PAD + 14
    for pile_no, code in known[:12]:
        market_card(draw, view, (x, y + 36, x + 56, y + 36 + 78), code, face_down=True)
        kit.text(draw, (x + 28, y + 118), f"pile {pile_no}", 13, fill=MUTED, anchor="ma")
        x += 64
    if not known:
        kit.text(draw, (x, y + 70), "none", 17, fill=MUTED)
    if seat["unpaid_fees"]:
        kit.text(draw, (width - PAD - 12, y + 12), f"Unpaid fees: {_money(sum(seat['unpaid_fees']))}", 17,
                 fill=BAD, bold=True, anchor="ra")
    y += 150
    # Investors kept (and those still offered), Martha's insight.
    if investors or you["offers"]:
        kit.text(draw, (PAD, y), "Investors", 18, fill=MUTED, bold=True)
        y += 28
        for key in investors + [k for k in you["offers"] if k not in investors]:
            kept = key in investors
            draw.rounded_rectangle((PAD, y, width - PAD, y + 62), radius=8, fill=PANEL,
                                   outline=GOLD if kept else LINE, width=2)
            name, ability, cash, cash_two = _investor(key)
            worth = _money(cash_two if view["two_player"] else cash)
            kit.text(draw, (PAD + 12, y + 8), name + ("" if kept else " (offered)"), 18, bold=True)
            kit.text(draw, (width - PAD - 12, y + 8), f"cash {worth}", 16, fill=MUTED, anchor="ra")
            kit.text(draw, (PAD + 12, y + 34), ability, 15, fill=MUTED)
            y += 70
    for seen in you["seen"]:
        who = _name(names, seen["player"]) if seen["player"] else "face-down pair"
        c = companies[seen["company"]]
        kit.text(draw, (PAD, y + 8), f"Martha saw {who}: {c['short']} {seen['forecast']}", 18, fill=GOLD)
        y += 40
    return image


def _investor(key: str) -> tuple[str, str, int, int]:
    """Name, ability text and cash: static card content from the game's data, not state."""
    from games.stockpile.data import rules
    inv = rules().investors.get(key)
    if inv is None:
        return key, "", 0, 0
    return inv.name, kit.short(inv.ability, 110), inv.cash, inv.cash_two_player
