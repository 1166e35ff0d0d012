"""Stockpile pictures: the board (from the public view) and a player's desk (from their view).

Every word is drawn in the reader's language (`locale`) from the catalogs (stockpile-pic-... and
the game's own terms); numbers, money and tickers are drawn as they are."""
from __future__ import annotations

from typing import Any, Literal, TYPE_CHECKING

import json
import threading

from PIL import Image, ImageDraw

from games.base import Message, as_list, as_money, as_player, msg
from i18n import render as say
from render import kit, layers, phone
from render.figures import Figure, priced
from render.kit import BAD, GOLD, GOOD, MUTED, PANEL, PANEL_LIGHT, TEXT

if TYPE_CHECKING:
    from render.phone_sheet import Sheet

WIDTH = 1200
PAD = 16
PILE_W, PILE_H, PILE_LABEL = 84, 112, 30      # the cards in the piles: bid on at a glance, so big on a phone


def _companies(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["key"]: c for c in view["companies"]}


def _seat_colour(view: dict[str, Any], player: str) -> kit.RGB:
    return kit.player_colour(view["players"].index(player))


def _name(names: dict[str, str], player: str) -> str:
    return names.get(player, player)


def _t(locale: str, message: Message | str, names: dict[str, str] | None = None) -> str:
    """A message in the reader's language (players by their names)."""
    return say(message, locale, names if names is not None else {})


def _company(locale: str, key: str) -> str:
    """A company's short name as the pictures write it."""
    return _t(locale, msg(f"stockpile-pic-company-{key}"))


def _money(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def _card_label(view: dict[str, Any], code: str, locale: str = "en") -> tuple[str, str, kit.RGB, kit.RGB | None]:
    """Label, sub-label, fill and stripe colour of a market card."""
    companies = _companies(view)
    if code in companies:
        c = companies[code]
        return c["ticker"], _company(locale, code), kit.CARD_FACE, kit.colour(c["colour"])
    if code.startswith("fee"):
        return f"-{int(code[3:]) // 1000}K", _t(locale, msg("stockpile-pic-fee")), (250, 214, 200), BAD
    if code == "boom":
        return "+2", _t(locale, msg("stockpile-pic-boom")), (214, 242, 214), GOOD
    if code == "bust":
        return "-2", _t(locale, msg("stockpile-pic-bust")), (242, 214, 214), BAD
    return code, "", kit.CARD_FACE, None


def market_card(draw: ImageDraw.ImageDraw, view: dict[str, Any], box: kit.Box, code: str | None,
                face_down: bool = False, size: int = 20, *, locale: str = "en") -> None:
    if code is None:
        kit.card(draw, box, face_down=True)
        return
    label, sub, fill, stripe = _card_label(view, code, locale)
    kit.card(draw, box, label, fill=fill, stripe=stripe, sub=sub, size=size)
    if face_down:   # a face-down card whose face this player knows
        draw.rounded_rectangle(box, radius=8, outline=kit.CARD_BACK, width=4)


def pair_cards(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, pair: dict[str, Any] | None, label: str = "", *,
               locale: str = "en") -> int:
    """A company card and a forecast card side by side; returns the x after them."""
    w, h = 74, 60
    if pair is None:
        kit.card(draw, (x, y, x + w, y + h), face_down=True)
        kit.card(draw, (x + w + 4, y, x + 2 * w + 4, y + h), face_down=True)
    else:
        c = _companies(view)[pair["company"]]
        fill = kit.colour(c["colour"])
        kit.chip(draw, (x, y, x + w, y + h), _company(locale, c["key"]), fill, size=18)
        f = pair["forecast"]
        tone = GOOD if f.startswith("+") else BAD if f.startswith("-") else GOLD
        kit.chip(draw, (x + w + 4, y, x + 2 * w + 4, y + h), f, tone, size=24)
    if label:
        kit.text(draw, (x + w + 2, y + h + 4), label, 14, fill=MUTED, anchor="ma")
    return x + 2 * w + 4


# --- the board ------------------------------------------------------------------------
def board(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    n_piles = max(1, len(view["piles"]))
    tallest = max([len(p) for p in view["piles"]] + [1])
    fit = ((WIDTH - 2 * PAD) // n_piles - 28 - PILE_W) // (PILE_W + 6) + 1
    pile_rows = min(3, -(-tallest // max(1, fit)))
    finals = len(_final_lines(view, names, locale))
    height = 60 + 48 + 6 * 52 + 28 + 148 + 44 + pile_rows * (PILE_H + 10) + 92 + 12 + 32 * (len(view["players"]) + 1) \
        + 10 + 76 + phone.band_height(WIDTH) + FINAL_STEP * max(0, finals - 1)
    shown = figures(view, locale)
    calendar_y = 60 + (phone.band_height(WIDTH) if shown else 0)
    tracks_y = calendar_y + 48
    forecasts_y = tracks_y + len(view["companies"]) * (CELL_H + 12) + 28
    piles_y = forecasts_y + 148
    players_y = piles_y + 44 + pile_rows * (PILE_H + 10) + 92 + 12

    def frame(draw: ImageDraw.ImageDraw) -> None:
        kit.title_frame(draw, WIDTH, _t(locale, msg("stockpile-title")))
        phone.band(draw, WIDTH, 60, shown, names, part="frame")
        _calendar_frame(draw, view, calendar_y, locale)
        kit.panel(draw, (PAD, forecasts_y, WIDTH - PAD, forecasts_y + 136), _t(locale, msg("stockpile-pic-forecasts")))
        _piles_frame(draw, view, piles_y, n_piles, pile_rows)
        _players(draw, view, names, players_y, locale, part="head")

    key = ("stockpile", locale, phone.band_key(shown, names), view["rounds_total"], len(view["companies"]),
           len(view["piles"]), pile_rows, tuple(view["bid_slots"]), len(view["seats"]), finals)
    image, draw = layers.canvas(key, WIDTH, height, frame)
    phase = msg(f"stockpile-pic-phase-{view['phase']}")
    side = "-advanced" if view["side"] == "advanced" else ""
    subtitle = _t(locale, msg(f"stockpile-pic-subtitle{side}", round=view["round"], rounds=view["rounds_total"],
                              phase=phase))
    kit.subtitle_of(draw, WIDTH, subtitle)
    phone.band(draw, WIDTH, 60, shown, names, part="values")
    _calendar(draw, view, calendar_y, locale)
    _price_tracks(draw, view, tracks_y, locale)
    _forecasts(draw, view, names, forecasts_y, locale)
    _piles(draw, view, names, piles_y, n_piles, pile_rows, locale)
    y = _players(draw, view, names, players_y, locale, part="rows")
    _status(draw, view, names, y, locale)
    return image


def _calendar_frame(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, locale: str) -> None:
    """The calendar's words (the static layer's part)."""
    kit.text(draw, (PAD, y + 16), _t(locale, msg("stockpile-pic-rounds")), 18, fill=MUTED, bold=True, anchor="lm")
    x = PAD + 90 + 50 * view["rounds_total"]
    kit.text(draw, (x + 48, y + 16), _t(locale, msg("stockpile-pic-start-player")), 16, fill=MUTED, anchor="lm")


def _calendar(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, locale: str) -> int:
    """The rounds, this one lit, and the start player over _calendar_frame."""
    x = PAD + 90
    for r in range(1, view["rounds_total"] + 1):
        fill = GOLD if r == view["round"] else PANEL_LIGHT if r > view["round"] else PANEL
        kit.chip(draw, (x, y, x + 44, y + 32), str(r), fill, size=18)
        x += 50
    start = view["start_player"]
    kit.pawn(draw, (x + 30, y + 16), _seat_colour(view, start), radius=12, label="1")
    return y + 48


# A company's price track row depends only on that company (and where the row sits),
# so the rows met in any game are few: each is drawn once on a strip of its own, at the
# same coordinates on the same background, and pasted (the same pixels; nothing else
# is drawn there).
CELL_W, CELL_H, CELL_GAP = 62, 40, 4
NAME_W = 128                     # a company's name beside its ticker: Japanese names are seven characters
TRACK_X = PAD + 62 + NAME_W      # where the BUST chip and the track begin
_ROWS: dict[str, Image.Image] = {}
_ROWS_LIMIT = 160                # about 140 KB each
_ROWS_LOCK = threading.Lock()


def _price_tracks(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, locale: str = "en") -> int:
    target = getattr(draw, "_image", None)
    for c in view["companies"]:
        if target is None or target.mode != "RGB":
            _track_row(draw, view, c, y, locale)
        else:
            key = json.dumps([y, view["price_unit"], c, locale], sort_keys=True, separators=(",", ":"))
            row = _ROWS.get(key)
            if row is None:
                scratch, scratch_draw = kit.canvas(WIDTH, y + CELL_H + 1)
                _track_row(scratch_draw, view, c, y, locale)
                row = scratch.crop((0, y, WIDTH, y + CELL_H + 1))
                with _ROWS_LOCK:
                    while len(_ROWS) >= _ROWS_LIMIT:
                        _ROWS.pop(next(iter(_ROWS)))
                    _ROWS[key] = row
            target.paste(row, (0, y))
        y += CELL_H + 12
    return _track_legend(draw, view, y, locale)


def _track_legend(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, locale: str = "en") -> int:
    dividends = any(c["dividend_spaces"] for c in view["companies"])
    legend = _t(locale, msg("stockpile-pic-legend-dividend" if dividends else "stockpile-pic-legend"))
    kit.text(draw, (TRACK_X + 66, y), legend, 14, fill=MUTED)
    return y + 28


def _track_row(draw: ImageDraw.ImageDraw, view: dict[str, Any], c: dict[str, Any], y: int, locale: str = "en") -> None:
    cell_w, cell_h, gap = CELL_W, CELL_H, CELL_GAP
    fill = kit.colour(c["colour"])
    kit.chip(draw, (PAD, y, PAD + 54, y + cell_h), c["ticker"], fill, size=18)
    name, size = kit.fitted(_company(locale, c["key"]), NAME_W - 8, 18, smallest=14)
    with kit.inside((PAD + 56, y, TRACK_X, y + cell_h)):
        kit.text(draw, (PAD + 62, y + cell_h / 2), name, size, anchor="lm")
    x = TRACK_X
    bust, split = _t(locale, msg("stockpile-pic-track-bust")), _t(locale, msg("stockpile-pic-track-split"))
    kit.chip(draw, (x, y + 4, x + 60, y + cell_h - 4), bust, kit.shade(BAD, 0.7), size=14)
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
    kit.chip(draw, (x + 2, y + 4, x + 66, y + cell_h - 4), split, kit.shade(GOOD, 0.7), size=14)
    kit.text(draw, (WIDTH - PAD, y + cell_h / 2), _money(c["price"] * view["price_unit"]), 18,
             bold=True, anchor="rm")


def _octagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    import math
    return [(cx + r * math.cos(math.pi / 8 + k * math.pi / 4), cy + r * math.sin(math.pi / 8 + k * math.pi / 4))
            for k in range(8)]


def _forecasts(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], y: int, locale: str) -> int:
    x, top = PAD + 14, y + 40
    if view["public_pair"] is not None:
        x = pair_cards(draw, view, x, top, view["public_pair"], _t(locale, msg("stockpile-pic-public")),
                       locale=locale) + 24
    shown = sum(1 for r in view["revealed"] if r["source"] == "hidden")
    for _ in range(view["hidden_pairs"] - shown):
        x = pair_cards(draw, view, x, top, None, _t(locale, msg("stockpile-pic-face-down")), locale=locale) + 16
    if view["revealed"]:
        x += 12
        kit.text(draw, (x, top - 4), _t(locale, msg("stockpile-pic-revealed")), 15, fill=MUTED)
        for r in view["revealed"]:
            c = _companies(view)[r["company"]]
            label = _t(locale, msg("stockpile-pic-pair", company=msg(f"stockpile-pic-company-{c['key']}"),
                                   forecast=r["forecast"]))
            w = kit.text_width(label, 15, True) + 14
            if x + w > WIDTH - PAD - 8:
                break
            kit.chip(draw, (x, top + 20, x + w, top + 48), label, kit.colour(c["colour"]), size=15)
            x += w + 6
    return y + 148


def _piles(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], y: int, n_piles: int,
           rows: int, locale: str) -> int:
    """The piles' titles, cards and bids over _piles_frame; returns the y below them."""
    col = (WIDTH - 2 * PAD) // n_piles
    height = 44 + rows * (PILE_H + 10) + 92
    slots = view["bid_slots"]
    for t, pile in enumerate(view["piles"]):
        x0 = PAD + t * col
        kit.text(draw, (x0 + 4 + 12, y + 8), _t(locale, msg("stockpile-pic-pile", pile=t + 1, count=len(pile))), 18,
                 fill=MUTED, bold=True)      # the title kit.panel would write
        per_row = max(1, -(-len(pile) // rows)) if pile else 1
        inner = col - 28
        step = min(PILE_W + 6, (inner - PILE_W) // max(1, per_row - 1)) if per_row > 1 else 0
        for i, card in enumerate(pile):
            r, k = divmod(i, per_row)
            cx = x0 + 14 + k * step
            cy = y + 40 + r * (PILE_H + 10)
            market_card(draw, view, (cx, cy, cx + PILE_W, cy + PILE_H), card.get("card") if card["up"] else None,
                        size=PILE_LABEL, locale=locale)
        # The bid track under the pile: eight spaces, the meeple on its space.
        ty = y + 44 + rows * (PILE_H + 10)
        bid = view["bids"][t] if t < len(view["bids"]) else None
        sw = (col - 28) / 4
        for i, amount in enumerate(slots):
            r, k = divmod(i, 4)
            sx, sy = x0 + 14 + k * sw, ty + r * 40
            label = "$0" if amount == 0 else f"{amount // 1000}K"
            taken = bid is not None and bid["amount"] == amount
            if taken and bid is not None:        # over the free space of _piles_frame: the same shape, all covered
                fill = kit.shade(_seat_colour(view, bid["player"]), 0.55)
                kit.chip(draw, (sx, sy, sx + sw - 4, sy + 34), "", fill, size=15)  # type: ignore[arg-type]
                kit.pawn(draw, (sx + (sw - 4) / 2, sy + 17), _seat_colour(view, bid["player"]), radius=13)
    return y + height + 12


def _piles_frame(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, n_piles: int, rows: int) -> None:
    """The piles' panels and their free bid spaces (the static layer's part)."""
    col = (WIDTH - 2 * PAD) // n_piles
    height = 44 + rows * (PILE_H + 10) + 92
    sw = (col - 28) / 4
    for t in range(len(view["piles"])):
        x0 = PAD + t * col
        kit.panel(draw, (x0 + 4, y, x0 + col - 4, y + height))
        ty = y + 44 + rows * (PILE_H + 10)
        for i, amount in enumerate(view["bid_slots"]):
            r, k = divmod(i, 4)
            sx, sy = x0 + 14 + k * sw, ty + r * 40
            label = "$0" if amount == 0 else f"{amount // 1000}K"
            kit.chip(draw, (sx, sy, sx + sw - 4, sy + 34), label, PANEL_LIGHT,  # type: ignore[arg-type]
                     size=15)       # (a quarter column: Pillow draws at the float positions as they are)


def _players(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], y: int, locale: str,
             part: Literal["all", "head", "rows"] = "all") -> int:
    """The players' table (`part` as kit.table's); returns the y below it."""
    header = [_t(locale, msg(f"stockpile-pic-head-{h}"))
              for h in ("player", "cash", "unpaid", "portfolio", "split", "investors", "actions")]
    widths = [210, 120, 100, 136, 234, 240, 128]     # (the Japanese heads of unpaid and portfolio are long)
    rows, fills = [], []
    acting = set(view["to_act"])
    companies = _companies(view)
    for seat in view["seats"]:
        p = seat["player"]
        split = " ".join(f"{companies[k]['ticker']}×{v}" for k, v in seat["split"].items()) or "—"
        investors = _t(locale, msg("stockpile-pic-names", names=as_list(
            [msg(f"stockpile-pic-investor-{k}") for k in seat["investors"]], "unit"))) if seat["investors"] else (
            _t(locale, msg("stockpile-pic-chosen")) if seat["chosen"] and view["phase"] == "choose" else "—")
        unpaid = _money(-sum(seat["unpaid_fees"])) if seat["unpaid_fees"] else "—"
        actions = _t(locale, msg("stockpile-pic-names", names=as_list(
            [msg(f"stockpile-pic-action-{a}") for a in seat["actions"]], "unit"))) if seat["actions"] else "—"
        count = str(seat["portfolio_count"])
        rows.append([("▶ " if p in acting else "   ") + kit.short(_name(names, p), 16), _money(seat["cash"]),
                     unpaid, count, split, kit.short(investors, 24), actions])
        fills.append(kit.shade(_seat_colour(view, p), 0.35))
    y_end = kit.table(draw, (PAD, y), header, rows, widths, row_height=32, size=17, row_fills=fills,
                      part=part)
    return y_end + 10


def _players_list(players: list[str]) -> dict[str, Any]:
    return as_list([as_player(p) for p in players], "unit")


FINAL_STEP = 24


def _final_lines(view: dict[str, Any], names: dict[str, str], locale: str) -> list[str]:
    """The end board's score line: how each seat's money was made, wrapped to the board's width."""
    if view["phase"] != "over":
        return []
    parts = [_t(locale, msg("stockpile-pic-final", player=as_player(s["player"]), total=as_money(s["final"]["total"]),
                            bonus=as_money(s["final"]["bonus"]), shares=as_money(s["final"]["shares"])), names)
             for s in view["seats"]]
    lines: list[str] = []
    for part in parts:
        trial = f"{lines[-1]} · {part}" if lines else part
        if lines and kit.text_width(trial, 16) <= WIDTH - 2 * PAD:
            lines[-1] = trial
        else:
            lines += kit.wrap(part, WIDTH - 2 * PAD, 16)
    return lines


def _status(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], y: int, locale: str) -> None:
    if view["phase"] == "over":
        best = max(s["final"]["total"] for s in view["seats"])
        won = [s["player"] for s in view["seats"] if s["final"]["total"] == best]
        line = _t(locale, msg("stockpile-pic-winners", count=len(won), winners=_players_list(won),
                              amount=as_money(best)), names)
        kit.text(draw, (PAD, y + 10), kit.shortened(line, WIDTH - 2 * PAD, 22, True), 22, fill=GOLD, bold=True)
        for i, part in enumerate(_final_lines(view, names, locale)):    # every seat's score, whole
            kit.text(draw, (PAD, y + 44 + FINAL_STEP * i), part, 16, fill=MUTED)
        return
    if view["claim"]:
        cl = view["claim"]
        line = _t(locale, msg("stockpile-pic-claim", why=cl["why"], amount=as_money(cl["per_share"]),
                              waiting=_players_list(cl["waiting"])), names)
    else:
        line = _t(locale, msg("stockpile-pic-to-act", players=_players_list(view["to_act"])), names)
    kit.text(draw, (PAD, y + 10), kit.short(line, 95), 20, fill=TEXT, bold=True)
    kit.text(draw, (PAD, y + 44), _t(locale, msg("stockpile-pic-deck", count=view["deck"], discard=view["discard"])),
             16, fill=MUTED)


# --- a player's desk ----------------------------------------------------------------------
def private(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image | None:
    """The player's desk as a phone sheet (render/phone_sheet.py: 600 px, readable at 400): the
    forecast pair(s) and cards in hand, the shares held and split, the face-down cards this player
    knows, unpaid fees, investors kept or offered and what Martha saw."""
    from render.phone_sheet import Row, sheet
    you = view.get("you")
    if you is None:
        return None
    companies = _companies(view)
    seat = view["seats"][you["seat"]]
    rows: list[Row | str] = [_t(locale, msg("stockpile-pic-forecast-hand" if you["hand"] else "stockpile-pic-forecast"))]
    for i, pair in enumerate(you["pairs"]):
        c = companies[pair["company"]]
        number = [_t(locale, msg("stockpile-pic-pair-number", number=i + 1))] if len(you["pairs"]) > 1 else []
        rows.append(Row(c["ticker"], kit.colour(c["colour"]), _company(locale, c["key"]), pair["forecast"],
                        tuple(number)))
    if not you["pairs"]:
        rows.append(_t(locale, msg("stockpile-pic-no-forecast")))
    rows += [_card_row(view, code, locale) for code in you["hand"]]
    rows.append(_t(locale, msg("stockpile-pic-portfolio")))
    for c in view["companies"]:
        held, split = you["portfolio"].get(c["key"], 0), seat["split"].get(c["key"], 0)
        if held or split:
            worth = (held + 2 * split) * c["price"] * view["price_unit"]
            rows.append(Row(c["ticker"], kit.colour(c["colour"]), _company(locale, c["key"]), _money(worth),
                            (_t(locale, msg("stockpile-pic-shares", count=held)),
                             *([_t(locale, msg("stockpile-pic-split", count=split))] if split else []))))
    known = [(t + 1, card["card"]) for t, pile in enumerate(view["piles"]) for card in pile
             if not card["up"] and "card" in card]
    rows.append(_t(locale, msg("stockpile-pic-known")))
    rows += [_card_row(view, code, locale, _t(locale, msg("stockpile-pic-pile-number", pile=pile))) for pile, code in known]
    if not known:
        rows.append(_t(locale, msg("stockpile-pic-none")))
    if seat["unpaid_fees"]:
        rows.append(_t(locale, msg("stockpile-pic-unpaid", amount=as_money(sum(seat["unpaid_fees"])))))
    investors = you["investors"] or []
    if investors or you["offers"]:
        rows.append(_t(locale, msg("stockpile-pic-investors")))
    for key in investors + [k for k in you["offers"] if k not in investors]:
        kept = key in investors
        cash, cash_two = _investor(key)
        name = msg(f"stockpile-investor-{key}")
        rows.append(Row("★" if kept else "?", GOLD if kept else PANEL_LIGHT,
                        _t(locale, name if kept else msg("stockpile-pic-offered", investor=name)),
                        _money(cash_two if view["two_player"] else cash),
                        (_t(locale, msg(f"stockpile-pic-ability-{key}")),), kept))
    for seen in you["seen"]:
        who = as_player(seen["player"]) if seen["player"] else msg("stockpile-pic-facedown-pair")
        company = msg(f"stockpile-pic-company-{companies[seen['company']]['key']}")
        rows.append(_t(locale, msg("stockpile-pic-martha-saw", who=who, company=company, forecast=seen["forecast"]),
                       names))
    subtitle = _t(locale, msg("stockpile-pic-desk-cash", amount=as_money(seat["cash"]), round=view["round"],
                              rounds=view["rounds_total"]))
    return sheet(_t(locale, msg("stockpile-pic-desk")), subtitle, rows, names)


def _card_row(view: dict[str, Any], code: str, locale: str, where: str = "") -> Any:
    """A market card as a sheet row: its label on the swatch (a ticker, +2, -3K), what it is by name."""
    from render.phone_sheet import Row
    label, sub, fill, stripe = _card_label(view, code, locale)
    return Row(label, stripe or fill, sub or label, where)


def _investor(key: str) -> tuple[int, int]:
    """The cash an investor card brings (alone, and in the two-player game): static card content
    from the game's data, not state. Its name and ability are the catalog's."""
    from games.stockpile.data import rules
    inv = rules().investors.get(key)
    if inv is None:
        return 0, 0
    return inv.cash, inv.cash_two_player


def figures(view: dict[str, Any], locale: str = "en") -> list[Figure]:
    """The phone band: each company's share price (the chart's values)."""
    return priced("stockpile", view, locale)


def phone_model(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Sheet:
    """The phone sheet's model (render/phone_sheet.py): a row per company (its ticker, price and the forecasts
    shown face up), the piles as the table card says them, a row per seat (cash, shares)."""
    from games.stockpile.words import pair
    from render.phone_sheet import Sheet, Row, card_said, seat_cue
    said = card_said("stockpile", view, locale, names, "stockpile-facts-phase", "stockpile-facts-doing")
    known = ([view["public_pair"]] if view.get("public_pair") else []) + list(view.get("revealed") or [])
    rows: list[Row | str] = []
    for c in view["companies"]:
        forecasts = [_t(locale, pair(p["company"], p["forecast"])) for p in known if p["company"] == c["key"]]
        rows.append(Row(c["ticker"], kit.colour(c["colour"]), _company(locale, c["key"]),
                        _money(c["price"] * view["price_unit"]), tuple(forecasts)))
    rows += card_said("stockpile", view, locale, names, "stockpile-facts-pile")
    for seat in view["seats"]:
        player = seat["player"]
        rows.append(Row(seat_cue(view["players"].index(player)), _seat_colour(view, player), f"<@{player}>",
                        _money(seat["cash"]), (_t(locale, msg("stockpile-pic-shares", count=seat["portfolio_count"])),),
                        player in (view.get("to_act") or [])))
    return Sheet(said[0], " · ".join(said[1:]), rows, names)


def phone_sheet(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    """The phone sheet (render/phone_sheet.py) drawn from its model (``phone_model``)."""
    from render.phone_sheet import draw
    return draw(phone_model(view, names, locale=locale))
