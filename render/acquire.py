"""Acquire pictures: the board with its chains and the chain table (public), a player's tiles and shares (private).

Every word is drawn through the catalogs (acquire-pic-...) in the picture's `locale`; tile names
(6D) and the chains' short badges stay as they are.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache, partial
from typing import Any, TYPE_CHECKING

from PIL import Image, ImageDraw

from games.acquire.words import chain as chain_msg
from games.base import as_list, as_money, as_player, msg
from i18n import render as say_in
from render import layers, phone
from render.chart import short_number
from render.figures import Figure
from render.kit import (GOLD, GOOD, MUTED, PANEL, PANEL_LIGHT, RGB, TEXT, canvas, colour, panel, piece, player_colour, shade, short, subtitle_of, text, text_on, text_width,
                        with_names, wrap)

if TYPE_CHECKING:
    from render.phone_sheet import Sheet

WIDTH = 1340
CELL = 62
GAP = 4
LONE_FILL: RGB = (214, 208, 192)
EMPTY_FILL: RGB = (64, 67, 74)
# A tile's status in hand (acquire-pic-status-<status>) and the phases of a title (acquire-pic-title-<phase>).
STATUSES = frozenset({"lone", "found", "grow", "merge", "waits", "dead"})
PHASES = frozenset({"place", "found", "survivor", "order", "dispose", "buy"})


def _name(player: str, names: dict[str, str]) -> str:
    return names.get(player, player)


def _say(message: Any, locale: str, names: Mapping[str, str] | None = None) -> str:
    """A message of the catalogs as the picture draws it."""
    return say_in(message, locale, names if names is not None else {})


def _money(amount: int, locale: str) -> str:
    return _say(msg("acquire-pic-money", amount=as_money(amount)), locale)


def _chain_name(name: str, locale: str) -> str:
    return _say(chain_msg(name), locale)


@lru_cache(maxsize=4096)
def _tile(label: str, fill: RGB, rim: int, badge: str, empty: bool, letter: str = "") -> Image.Image:
    """One board cell as a small picture (text is the slow part of drawing: draw each kind once). A chain's
    tile carries the chain's letter in its corner (`letter`) or its badge: colour is never the only cue."""
    image, draw = canvas(CELL, CELL)
    box = (0, 0, CELL - 1, CELL - 1)
    if empty:
        draw.rounded_rectangle(box, radius=6, fill=fill)
        text(draw, (CELL / 2, CELL / 2), label, 15, fill=MUTED, anchor="mm")
        return image
    outline = GOLD if rim == 2 else (TEXT if rim == 1 else None)
    draw.rounded_rectangle(box, radius=6, fill=fill, outline=outline, width=4 if rim == 2 else 2)
    if badge:
        draw.rounded_rectangle((5, 4, CELL - 6, 27), radius=5, fill=shade(fill, 0.5), outline=TEXT, width=1)
        text(draw, (CELL / 2, 15), badge, 15, fill=TEXT, bold=True, anchor="mm")
        text(draw, (CELL / 2, 44), label, 15, fill=text_on(fill), bold=True, anchor="mm")
    else:
        text(draw, (CELL / 2, CELL / 2), label, 17, fill=text_on(fill), bold=True, anchor="mm")
        text(draw, (7, 5), letter, 14, fill=text_on(fill), bold=True)
    return image


def _empty_board(image: Image.Image, cols: int, rows: list[str], x0: int, y0: int) -> None:
    """Every cell empty (the static layer's part: an empty cell looks the same whatever else happens)."""
    for r, letter in enumerate(rows):
        for c in range(cols):
            image.paste(_tile(f"{c + 1}{letter}", EMPTY_FILL, 0, "", True), (x0 + c * (CELL + GAP), y0 + r * (CELL + GAP)))


def _draw_board(image: Image.Image, view: dict[str, Any], x0: int, y0: int) -> tuple[int, int]:
    """The tiles on the board over _empty_board (each covers its empty cell whole); returns its right and bottom."""
    cols, rows = view["columns"], view["rows"]
    board = view["board"]
    last = view.get("last_tile")
    spots: dict[int, list[int]] = {}
    for i, v in enumerate(board):
        if v >= 0:
            spots.setdefault(v, []).append(i)
    badges = {}
    for index, members in spots.items():
        cx = sum(i % cols for i in members) / len(members)
        cy = sum(i // cols for i in members) / len(members)
        badges[min(members, key=lambda i: (i % cols - cx) ** 2 + (i // cols - cy) ** 2)] = index
    for r, letter in enumerate(rows):
        for c in range(cols):
            i = r * cols + c
            v = board[i]
            label = f"{c + 1}{letter}"
            badge = cue = ""
            if v == -1:
                continue                               # as _empty_board drew it
            if v == -2:
                fill, rim = LONE_FILL, 0
            else:
                chain = view["chains"][v]
                fill = colour(chain["colour"])
                rim = 1 if chain["safe"] else 0        # safe chains: a white rim on every tile
                if i in badges:                        # the chain's badge on its middle tile
                    badge = chain["short"] + (" ★" if chain["safe"] else "")
                else:
                    cue = chain["short"]
            if label == last:
                rim = 2
            image.paste(_tile(label, fill, rim, badge, False, cue), (x0 + c * (CELL + GAP), y0 + r * (CELL + GAP)))
    return x0 + cols * (CELL + GAP) - GAP, y0 + len(rows) * (CELL + GAP) - GAP


def _chain_heads(locale: str) -> list[tuple[str, int, str]]:
    """The chain table's columns: head, width, alignment."""
    return [(_say(msg("acquire-pic-head-chain"), locale), 146, "l"),
            (_say(msg("acquire-pic-head-size"), locale), 48, "r"),
            (_say(msg("acquire-pic-head-price"), locale), 70, "r"),
            (_say(msg("acquire-pic-head-bank"), locale), 52, "r"),
            (_say(msg("acquire-pic-head-major"), locale), 82, "r"),
            (_say(msg("acquire-pic-head-minor"), locale), 76, "r")]


def _chain_frame(draw: ImageDraw.ImageDraw, x0: int, y0: int, width: int, locale: str) -> None:
    """The chain table's panel and heads (the static layer's part)."""
    y = panel(draw, (x0, y0, x0 + width, y0 + 48 + 8 * 34), _say(msg("acquire-pic-chains"), locale))
    x = x0 + 10
    for head, w, align in _chain_heads(locale):
        anchor = "lm" if align == "l" else "rm"
        text(draw, (x + (4 if align == "l" else w - 4), y + 12), head, 15, fill=MUTED, bold=True, anchor=anchor)
        x += w


def _chain_table(draw: ImageDraw.ImageDraw, view: dict[str, Any], x0: int, y0: int, width: int, locale: str) -> int:
    """The chains' rows over _chain_frame; returns the y below the table."""
    heads = _chain_heads(locale)
    y = y0 + 36 + 26
    for chain in view["chains"]:
        key = ("acquire-chain", json.dumps(chain, sort_keys=True, separators=(",", ":")), locale, width)
        piece(draw, (x0 + 6, y, x0 + width - 6, y + 32), key, partial(_chain_row, chain=chain, width=width,
                                                                      heads=heads, locale=locale))
        y += 34
    return y0 + 48 + 8 * 34


def _chain_row(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], *, chain: dict[str, Any], width: int,
               heads: list[tuple[str, int, str]], locale: str) -> None:
    """One chain's row of the table in `box` (a kit piece: drawn once per look, then pasted)."""
    x0, y = box[0] - 6, box[1]
    fill = colour(chain["colour"])
    on = chain["on_board"]
    row_fill = PANEL_LIGHT if on else PANEL
    draw.rectangle((x0 + 6, y, x0 + width - 6, y + 32), fill=row_fill)
    draw.rectangle((x0 + 10, y + 4, x0 + 22, y + 28), fill=fill)
    name = _chain_name(chain["name"], locale) + ("  ★" if chain["safe"] else "")
    ink = TEXT if on else MUTED
    text(draw, (x0 + 30, y + 16), name, 17, fill=ink, bold=on, anchor="lm")
    cells = [str(chain["size"]) if on else "–", _money(chain["price"], locale) if on else "–",
             str(chain["bank"]), _money(chain["majority"], locale) if on else "–",
             _money(chain["minority"], locale) if on else "–"]
    x = x0 + 10 + heads[0][1]
    for value, (_, w, _) in zip(cells, heads[1:]):
        text(draw, (x + w - 4, y + 16), value, 17, fill=ink, anchor="rm")
        x += w


def _status_lines(view: dict[str, Any], names: dict[str, str], locale: str) -> list[tuple[str, RGB]]:
    lines: list[tuple[str, RGB]] = []

    def say(message: Any, ink: RGB) -> None:
        lines.append((_say(message, locale, names), ink))

    m = view.get("merger")
    if view["over"]:
        winners = view.get("winners", [])
        say(msg("acquire-pic-over", winners=as_list([as_player(p) for p in winners]), count=len(winners)), GOLD)
    if m:
        say(msg("acquire-pic-merger", tile=m["tile"], player=as_player(m["maker"]),
                chains=as_list([chain_msg(c) for c in m["chains"]], style="unit")), GOLD)
        if m["survivor"]:
            say(msg("acquire-pic-survivor", chain=chain_msg(m["survivor"])), TEXT)
        if m["defunct"]:
            say(msg("acquire-pic-defunct", chain=chain_msg(m["defunct"]), price=as_money(m["price"])), TEXT)
            if m["revealed"]:
                shown = [msg("acquire-holder", player=as_player(p), count=k) for p, k in m["revealed"].items()]
                say(msg("acquire-pic-shown", holders=as_list(shown, style="unit")), TEXT)
        if m["pending"]:
            say(msg("acquire-pic-pending", chains=as_list([chain_msg(c) for c in m["pending"]], style="unit")), MUTED)
    if view["phase"] == "buy":
        say(msg("acquire-pic-bought", bought=view["bought"], most=view["max_buys"]), TEXT)
    if view["can_declare"]:
        say(msg("acquire-pic-can-declare"), GOOD)
    starters = view.get("starting_tiles") or {}
    if starters and not any(c["on_board"] for c in view["chains"]) and not view["over"]:
        # Early on, say why the first player went first (the start message does not).
        say(msg("acquire-pic-starters"), MUTED)
        cut = {p: short(_name(p, names), 10) for p in starters}
        drew = [msg("acquire-starter", player=as_player(p), tile=t) for p, t in starters.items()]
        lines.append((_say(msg("acquire-pic-starting", starters=as_list(drew, style="unit")), locale, cut), MUTED))
    say(msg("acquire-pic-tiles-left", count=view["tiles_left"]), MUTED)
    if view["dead_tiles"]:
        say(msg("acquire-pic-dead", tiles=as_list(view["dead_tiles"][-8:], style="unit")), MUTED)
    return lines


HELD_SIZE, HELD_LINE = 15, 20


def _held_lines(shares: dict[str, int], width: int, locale: str = "en") -> list[str]:
    """A player's open holdings, every chain of them, wrapped to the panel's width (never cut).

    The items and the separator between them ("A 3, B 2" / "A 3、B 2") are the catalog's."""
    comma = _say(msg("acquire-pic-comma"), locale)
    mark = comma.rstrip()
    parts = [_say(msg("acquire-holding", chain=chain_msg(k), count=n), locale) for k, n in shares.items()]
    lines: list[str] = []
    for part in parts or [_say(msg("acquire-pic-no-shares"), locale)]:
        joined = f"{lines[-1]}{comma}{part}" if lines else part
        if lines and text_width(joined + mark, HELD_SIZE) <= width:
            lines[-1] = joined
        else:
            if lines:
                lines[-1] += mark
            lines.append(part)
    return lines


def _players_height(view: dict[str, Any], width: int, locale: str = "en") -> int:
    holdings = view.get("holdings")
    rows = len(view["players"])
    held = sum(len(_held_lines(holdings[p]["shares"], width - 54, locale))
               for p in view["players"]) if holdings else 0
    return 44 + rows * 30 + held * HELD_LINE + (rows * 4 if holdings else 0)


def _players(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: dict[str, str], x0: int, y0: int, width: int,
             locale: str) -> int:
    holdings = view.get("holdings")
    height = _players_height(view, width, locale)
    y = panel(draw, (x0, y0, x0 + width, y0 + height), _say(msg("acquire-pic-players"), locale))
    acting = set(view["to_act"])
    for seat, p in enumerate(view["players"]):
        fill = player_colour(seat)
        draw.ellipse((x0 + 14, y + 5, x0 + 32, y + 23), fill=fill)
        mark = "▶ " if p in acting else ""
        label = short(mark + _name(p, names), 22)
        text(draw, (x0 + 42, y + 14), label, 18, fill=GOLD if p in acting else TEXT, bold=p in acting, anchor="lm")
        count = view['hand_counts'][p]
        if holdings:
            right = _say(msg("acquire-pic-cash-and-tiles", cash=as_money(holdings[p]["cash"]), count=count), locale)
        else:
            right = _say(msg("acquire-pic-tiles", count=count), locale)
        text(draw, (x0 + width - 12, y + 14), right, 17, fill=MUTED, anchor="rm")
        y += 30
        if holdings:
            for line in _held_lines(holdings[p]["shares"], width - 54, locale):
                text(draw, (x0 + 42, y + 8), line, HELD_SIZE, fill=MUTED, anchor="lm")
                y += HELD_LINE
            y += 4
    return y0 + height


def board(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    rows = len(view["rows"])
    board_h = rows * (CELL + GAP)
    right_w = WIDTH - 24 - 12 * (CELL + GAP) - 24
    player_h = _players_height(view, right_w, locale)
    height = max(60 + board_h + 60, 60 + 48 + 8 * 34 + 12 + player_h + 260)
    height += phone.band_height(WIDTH)
    shown = figures(view, locale)
    top = 60 + (phone.band_height(WIDTH) if shown else 0)
    cols = view["columns"]
    x0 = 24 + cols * (CELL + GAP) - GAP + 24

    def frame(draw: ImageDraw.ImageDraw) -> None:
        draw.rectangle((0, 0, WIDTH, 48), fill=PANEL_LIGHT)     # title_bar's, the words over it change
        phone.band(draw, WIDTH, 60, shown, names, part="frame")
        _empty_board(draw._image, cols, view["rows"], 24, top + 4)
        _chain_frame(draw, x0, top + 4, right_w, locale)

    # Drawn on a canvas a whole number of steps tall and cut to the board's height: a few layers serve every height.
    key = ("acquire", locale, phone.band_key(shown, names), cols, tuple(view["rows"]))
    image, draw = layers.canvas(key, WIDTH, -(-height // 128) * 128, frame)
    acting = view["to_act"]
    if view["over"]:
        title = _say(msg("acquire-pic-title-over"), locale)
    elif view["phase"] == "dispose" and acting:
        title = _say(msg("acquire-pic-title-disposer", player=as_player(acting[0])), locale, names)
    else:
        phase = view["phase"] if view["phase"] in PHASES else "place"
        title = _say(msg(f"acquire-pic-title-{phase}", player=as_player(view["turn"])), locale, names)
    edition = _say(msg(f"acquire-pic-edition-{view['edition']}"), locale)
    text(draw, (16, 24), short(title, 64), 24, bold=True, anchor="lm")
    subtitle_of(draw, WIDTH, edition)
    phone.band(draw, WIDTH, 60, shown, names, part="values")
    bx, by = _draw_board(image, view, 24, top + 4)
    y = _chain_table(draw, view, x0, top + 4, right_w, locale)
    y = _players(draw, view, names, x0, y + 12, right_w, locale) + 12
    for line, ink in _status_lines(view, names, locale):
        for piece in wrap(with_names(line, names), right_w - 8, 17):
            text(draw, (x0 + 4, y), piece, 17, fill=ink)
            y += 24
    return image.crop((0, 0, WIDTH, max(by + 20, y + 12)))


def private(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image | None:
    """The player's tiles, cash and shares as a phone sheet (render/phone_sheet.py: 600 px, readable
    at 400): a row per tile (what playing it would do; a tick on those playable), a row per chain held
    (shares, price each, worth)."""
    from render.phone_sheet import Row, sheet
    if "hand" not in view:
        return None
    if view["over"]:
        note = _say(msg("acquire-pic-note-over"), locale)
    elif view["you"] in view["to_act"]:
        note = _say(msg("acquire-pic-note-your-move"), locale)
    else:
        waiting = _say(msg("acquire-pic-waiting-names", players=as_list([as_player(p) for p in view["to_act"]],
                                                                       style="unit")), locale, names)
        note = _say(msg("acquire-pic-note-waiting", players=short(waiting, 24)), locale)
    rows: list[Row | str] = []
    for tile in view["hand"]:
        status = tile["status"]
        playable = status in ("lone", "found", "grow", "merge")
        label = _say(msg(f"acquire-pic-status-{status}"), locale) if status in STATUSES else status
        rows.append(Row("✓" if playable else "✗", GOOD if playable else shade(LONE_FILL, 0.45), tile["tile"], label))
    if not view["hand"]:
        rows.append(_say(msg("acquire-pic-no-tiles"), locale))
    rows.append(_say(msg("acquire-pic-cash", cash=as_money(view["cash"])), locale))
    chains = {c["name"]: c for c in view["chains"]}
    worth = 0
    for name, count in view["shares"].items():
        chain = chains[name]
        worth += count * chain["price"] if chain["on_board"] else 0
        state = _say(msg("acquire-pic-each", price=as_money(chain["price"])) if chain["on_board"]
                     else msg("acquire-pic-off-board"), locale)
        rows.append(Row(chain["short"], colour(chain["colour"]), _say(msg("acquire-pic-held", chain=chain_msg(name),
                                                                              count=count), locale),
                        _money(count * chain["price"], locale) if chain["on_board"] else "", (state,)))
    rows.append(_say(msg("acquire-pic-worth", worth=as_money(worth)) if view["shares"]
                     else msg("acquire-pic-no-shares-held"), locale))
    title = _say(msg("acquire-pic-title-player", player=as_player(view["you"])), locale, names)
    return sheet(title, note, rows, names)


__all__ = ["board", "private"]


def figures(view: dict[str, Any], locale: str = "en") -> list[Figure]:
    """The phone band: size and share price of each chain on the board."""
    return [Figure(say_in(chain_msg(c["name"]), locale), f"{c['size']} · {short_number(c['price'], money=True)}",
                   colour(c["colour"])) for c in view["chains"] if c["on_board"]]


def phone_model(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Sheet:
    """The phone sheet's model (render/phone_sheet.py): the board as a grid where each chain's tiles carry its
    letter, then a row per chain on the board (price; size, shares left, bonuses) and, when holdings
    are open, a row per player."""
    from render.phone_sheet import Sheet, Cell, Grid, Row, card_said, seat_cue
    cols, rows = view["columns"], view["rows"]
    last = view.get("last_tile")
    cells = []
    for r, letter in enumerate(rows):
        line = []
        for c in range(cols):
            v, label = view["board"][r * cols + c], f"{c + 1}{letter}"
            rim = GOLD if label == last else None
            if v == -1:
                line.append(Cell(EMPTY_FILL, label, MUTED, bold=False))
            elif v == -2:
                line.append(Cell(LONE_FILL, label, rim=rim))
            else:
                chain = view["chains"][v]
                line.append(Cell(colour(chain["colour"]), chain["short"], rim=rim or (TEXT if chain["safe"] else None)))
        cells.append(line)
    title, subtitle = (card_said("acquire", view, locale, names, "acquire-facts-phase", "acquire-facts-chains")
                       + ["", ""])[:2]
    facts = {c["name"]: line for c, line in zip(
        [c for c in view["chains"] if c["on_board"]], card_said("acquire", view, locale, names, "acquire-facts-chain"))}
    table: list[Row | str] = [Row(c["short"] + (" ★" if c["safe"] else ""), colour(c["colour"]),
                                  _chain_name(c["name"], locale), _money(c["price"], locale), (facts[c["name"]],))
                              for c in view["chains"] if c["on_board"]]
    table += card_said("acquire", view, locale, names, "acquire-facts-merger")
    holdings = view.get("holdings")
    for seat, player in enumerate(view["players"]):
        if holdings:
            held = holdings[player]
            shares = [f"{_chain_name(name, locale)} {n}" for name, n in held["shares"].items() if n]
            table.append(Row(seat_cue(seat), player_colour(seat), f"<@{player}>", _money(held["cash"], locale),
                             (" · ".join(shares),) if shares else (), player in view["to_act"]))
    return Sheet(title, subtitle, table, names, Grid(cells))


def phone_sheet(view: dict[str, Any], names: dict[str, str], *, locale: str = "en") -> Image.Image:
    """The phone sheet (render/phone_sheet.py) drawn from its model (``phone_model``)."""
    from render.phone_sheet import draw
    return draw(phone_model(view, names, locale=locale))
