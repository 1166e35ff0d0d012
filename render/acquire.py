"""Acquire pictures: the board with its chains and the chain table (public), a player's tiles and shares (private)."""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.base import money
from render import phone
from render.figures import figures
from render.kit import (GOLD, GOOD, LINE, MUTED, PANEL, PANEL_LIGHT, RGB, TEXT, canvas, chip,
                        colour, panel, player_colour, shade, short, text, text_on, text_width, title_bar,
                        with_names)

WIDTH = 1340
CELL = 62
GAP = 4
LONE_FILL: RGB = (214, 208, 192)
EMPTY_FILL: RGB = (64, 67, 74)
STATUS_LABEL = {"lone": "lone", "found": "founds", "grow": "grows", "merge": "merger",
                "waits": "waits", "dead": "dead"}
PHASE_LABEL = {"place": "places a tile", "found": "founds a chain", "survivor": "picks the survivor",
               "order": "orders the defunct chains", "dispose": "merger: shares", "buy": "buys shares",
               "over": "game over"}


def _name(player: str, names: dict[str, str]) -> str:
    return names.get(player, player)


@lru_cache(maxsize=4096)
def _tile(label: str, fill: RGB, rim: int, badge: str, empty: bool) -> Image.Image:
    """One board cell as a small picture (text is the slow part of drawing: draw each kind once)."""
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
    return image


def _draw_board(image: Image.Image, view: dict, x0: int, y0: int) -> tuple[int, int]:
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
            badge = ""
            if v == -1:
                fill, rim = EMPTY_FILL, 0
            elif v == -2:
                fill, rim = LONE_FILL, 0
            else:
                chain = view["chains"][v]
                fill = colour(chain["colour"])
                rim = 1 if chain["safe"] else 0        # safe chains: a white rim on every tile
                if i in badges:                        # the chain's badge on its middle tile
                    badge = chain["short"] + (" ★" if chain["safe"] else "")
            if label == last:
                rim = 2
            image.paste(_tile(label, fill, rim, badge, v == -1), (x0 + c * (CELL + GAP), y0 + r * (CELL + GAP)))
    return x0 + cols * (CELL + GAP) - GAP, y0 + len(rows) * (CELL + GAP) - GAP


def _chain_table(draw: ImageDraw.ImageDraw, view: dict, x0: int, y0: int, width: int) -> int:
    y = panel(draw, (x0, y0, x0 + width, y0 + 48 + 8 * 34), "Chains")
    heads = [("chain", 146, "l"), ("size", 48, "r"), ("price", 70, "r"), ("bank", 52, "r"),
             ("major", 82, "r"), ("minor", 76, "r")]
    x = x0 + 10
    for head, w, align in heads:
        anchor = "lm" if align == "l" else "rm"
        text(draw, (x + (4 if align == "l" else w - 4), y + 12), head, 15, fill=MUTED, bold=True, anchor=anchor)
        x += w
    y += 26
    for chain in view["chains"]:
        fill = colour(chain["colour"])
        on = chain["on_board"]
        row_fill = PANEL_LIGHT if on else PANEL
        draw.rectangle((x0 + 6, y, x0 + width - 6, y + 32), fill=row_fill)
        draw.rectangle((x0 + 10, y + 4, x0 + 22, y + 28), fill=fill)
        name = chain["name"] + ("  ★" if chain["safe"] else "")
        ink = TEXT if on else MUTED
        text(draw, (x0 + 30, y + 16), name, 17, fill=ink, bold=on, anchor="lm")
        cells = [str(chain["size"]) if on else "–", money(chain["price"]) if on else "–", str(chain["bank"]),
                 money(chain["majority"]) if on else "–", money(chain["minority"]) if on else "–"]
        x = x0 + 10 + heads[0][1]
        for value, (_, w, _) in zip(cells, heads[1:]):
            text(draw, (x + w - 4, y + 16), value, 17, fill=ink, anchor="rm")
            x += w
        y += 34
    return y0 + 48 + 8 * 34


def _status_lines(view: dict, names: dict[str, str]) -> list[tuple[str, RGB]]:
    lines: list[tuple[str, RGB]] = []
    m = view.get("merger")
    if view["over"]:
        winners = " and ".join(_name(p, names) for p in view.get("winners", []))
        lines.append((f"Game over — {winners} win{'s' if len(view.get('winners', [])) == 1 else ''}", GOLD))
    if m:
        lines.append((f"Merger at {m['tile']} by {_name(m['maker'], names)}: " + ", ".join(m["chains"]), GOLD))
        if m["survivor"]:
            lines.append((f"Survivor: {m['survivor']}", TEXT))
        if m["defunct"]:
            shown = ", ".join(f"{_name(p, names)} {k}" for p, k in m["revealed"].items())
            lines.append((f"Defunct: {m['defunct']} at {money(m['price'])}", TEXT))
            if shown:
                lines.append((f"Shares shown: {shown}", TEXT))
        if m["pending"]:
            lines.append(("Still to settle: " + ", ".join(m["pending"]), MUTED))
    if view["phase"] == "buy":
        lines.append((f"Shares bought this turn: {view['bought']} of {view['max_buys']}", TEXT))
    if view["can_declare"]:
        lines.append(("The end may be declared", GOOD))
    starters = view.get("starting_tiles") or {}
    if starters and not any(c["on_board"] for c in view["chains"]) and not view["over"]:
        # Early on, say why the first player went first (the start message does not).
        lines.append(("Starting tiles (lowest went first):", MUTED))
        lines.append((", ".join(f"{short(_name(p, names), 10)} {t}" for p, t in starters.items()), MUTED))
    lines.append((f"Tiles left to draw: {view['tiles_left']}", MUTED))
    if view["dead_tiles"]:
        lines.append(("Dead tiles: " + ", ".join(view["dead_tiles"][-8:]), MUTED))
    return lines


HELD_SIZE, HELD_LINE = 15, 20


def _held_lines(shares: dict[str, int], width: int) -> list[str]:
    """A player's open holdings, every chain of them, wrapped to the panel's width (never cut)."""
    lines: list[str] = []
    for part in [f"{k} {n}" for k, n in shares.items()] or ["no shares"]:
        joined = f"{lines[-1]}, {part}" if lines else part
        if lines and text_width(joined + ",", HELD_SIZE) <= width:
            lines[-1] = joined
        else:
            if lines:
                lines[-1] += ","
            lines.append(part)
    return lines


def _players_height(view: dict, width: int) -> int:
    holdings = view.get("holdings")
    rows = len(view["players"])
    held = sum(len(_held_lines(holdings[p]["shares"], width - 54)) for p in view["players"]) if holdings else 0
    return 44 + rows * 30 + held * HELD_LINE + (rows * 4 if holdings else 0)


def _players(draw: ImageDraw.ImageDraw, view: dict, names: dict[str, str], x0: int, y0: int, width: int) -> int:
    holdings = view.get("holdings")
    height = _players_height(view, width)
    y = panel(draw, (x0, y0, x0 + width, y0 + height), "Players")
    acting = set(view["to_act"])
    for seat, p in enumerate(view["players"]):
        fill = player_colour(seat)
        draw.ellipse((x0 + 14, y + 5, x0 + 32, y + 23), fill=fill)
        mark = "▶ " if p in acting else ""
        label = short(mark + _name(p, names), 22)
        text(draw, (x0 + 42, y + 14), label, 18, fill=GOLD if p in acting else TEXT, bold=p in acting, anchor="lm")
        count = view['hand_counts'][p]
        right = f"{count} tile{'' if count == 1 else 's'}"
        if holdings:
            right = money(holdings[p]["cash"]) + "  ·  " + right
        text(draw, (x0 + width - 12, y + 14), right, 17, fill=MUTED, anchor="rm")
        y += 30
        if holdings:
            for line in _held_lines(holdings[p]["shares"], width - 54):
                text(draw, (x0 + 42, y + 8), line, HELD_SIZE, fill=MUTED, anchor="lm")
                y += HELD_LINE
            y += 4
    return y0 + height


def board(view: dict, names: dict[str, str]) -> Image.Image:
    rows = len(view["rows"])
    board_h = rows * (CELL + GAP)
    right_w = WIDTH - 24 - 12 * (CELL + GAP) - 24
    player_h = _players_height(view, right_w)
    height = max(60 + board_h + 60, 60 + 48 + 8 * 34 + 12 + player_h + 260)
    height += phone.band_height(WIDTH)
    image, draw = canvas(WIDTH, height)
    turn = _name(view["turn"], names)
    acting = view["to_act"]
    if view["over"]:
        title = "Acquire — game over"
    elif view["phase"] == "dispose" and acting:
        title = f"Acquire — {_name(acting[0], names)}: sell, trade or keep"
    else:
        title = f"Acquire — {turn} {PHASE_LABEL.get(view['phase'], view['phase'])}"
    top = title_bar(draw, WIDTH, short(title, 64), f"{view['edition']} edition")
    top = phone.band(draw, WIDTH, top, figures("acquire", view), names)
    bx, by = _draw_board(image, view, 24, top + 4)
    x0 = bx + 24
    y = _chain_table(draw, view, x0, top + 4, right_w)
    y = _players(draw, view, names, x0, y + 12, right_w) + 12
    for line, ink in _status_lines(view, names):
        for piece in _wrap(with_names(line, names), right_w - 8, 17):
            text(draw, (x0 + 4, y), piece, 17, fill=ink)
            y += 24
    return image.crop((0, 0, WIDTH, max(by + 20, y + 12)))


def _wrap(line: str, width: int, size: int) -> list[str]:
    words, out, cur = line.split(" "), [], ""
    for w in words:
        trial = f"{cur} {w}".strip()
        if text_width(trial, size) <= width or not cur:
            cur = trial
        else:
            out.append(cur)
            cur = w
    if cur:
        out.append(cur)
    return out


def private(view: dict, names: dict[str, str]) -> Image.Image | None:
    if "hand" not in view:
        return None
    width = 1000
    shares = view["shares"]
    lines = max(1, len(shares))
    height = 60 + 150 + 40 + 40 + lines * 32 + 30
    image, draw = canvas(width, height)
    who = _name(view["you"], names)
    if view["over"]:
        note = "game over"
    elif view["you"] in view["to_act"]:
        note = "your move"
    else:
        note = f"waiting for {short(', '.join(_name(p, names) for p in view['to_act']), 24)}"
    top = title_bar(draw, width, f"Acquire — {who}", note)
    chains = {c["name"]: c for c in view["chains"]}
    # Tiles: playable ones bright with a green rim, unplayable ones dimmed.
    tile_w, tile_h = 138, 110
    x = 20
    if not view["hand"]:
        text(draw, (x, top + 40), "No tiles in hand.", 20, fill=MUTED)
    for tile in view["hand"]:
        status = tile["status"]
        playable = status in ("lone", "found", "grow", "merge")
        fill = LONE_FILL if playable else shade(LONE_FILL, 0.45)
        box = (x, top + 6, x + tile_w, top + 6 + tile_h)
        draw.rounded_rectangle(box, radius=10, fill=fill, outline=GOOD if playable else LINE,
                               width=5 if playable else 2)
        text(draw, (x + tile_w / 2, top + 46), tile["tile"], 34, fill=text_on(fill), bold=True, anchor="mm")
        tag_fill = GOOD if playable else (PANEL_LIGHT if status == "waits" else (150, 60, 60))
        chip(draw, (x + 14, top + 80, x + tile_w - 14, top + 106), STATUS_LABEL.get(status, status), tag_fill,
             size=16)
        x += tile_w + 12
    y = top + 6 + tile_h + 20
    text(draw, (20, y), f"Cash {money(view['cash'])}", 24, fill=GOLD, bold=True)
    y += 40
    if not shares:
        text(draw, (20, y), "No shares.", 19, fill=MUTED)
        y += 32
    worth = 0
    for name, count in shares.items():
        chain = chains[name]
        fill = colour(chain["colour"])
        draw.rectangle((20, y + 2, 36, y + 26), fill=fill)
        value = count * chain["price"]
        worth += value
        state = money(chain["price"]) + " each" if chain["on_board"] else "not on the board"
        text(draw, (46, y + 14), f"{name}: {count}", 20, fill=TEXT, bold=True, anchor="lm")
        text(draw, (330, y + 14), state, 18, fill=MUTED, anchor="lm")
        if chain["on_board"]:
            text(draw, (width - 20, y + 14), money(value), 19, fill=TEXT, anchor="rm")
        y += 32
    text(draw, (width - 20, top + tile_h + 26), f"shares worth {money(worth)}", 19, fill=MUTED, anchor="ra")
    return image.crop((0, 0, width, y + 16))


__all__ = ["board", "private"]
