"""Messages for Qin: narration of placement notes, refusals, labels, the secret hand.

Nothing here is a sentence: every function returns a message id with arguments
(data/locales/<locale>/qin.ftl holds the words).
"""
from __future__ import annotations

from typing import Any

from games.base import Message, as_list, as_player, msg
from games.qin.board import COLOURS, NAMES, pieces
from games.qin.provinces import NONE

COLOUR_KEYS = {"R": "red", "Y": "yellow", "B": "blue"}


def colour(letter: str) -> Message:
    """A colour by its letter (R, Y, B), as a message: red / 紅色 / 赤."""
    return msg(f"qin-colour-{COLOUR_KEYS[letter]}")


def colour_name(code: int) -> Message:
    return colour(COLOURS[code - 1])


def board_name(side: str) -> Message:
    """The board's name (Bird, Lion)."""
    return msg(f"qin-board-{side}")


def seat(players: list[str], index: int) -> dict[str, str] | Message:
    """A seat as a player argument, or "nobody"."""
    return as_player(players[index]) if index != NONE else msg("qin-nobody")


def tile_label(tile: str, cells: list[str]) -> Message:
    """'RY: red C4, yellow C5' or 'RR on C4 + C5'."""
    if tile[0] == tile[1]:
        return msg("qin-tile-on", tile=tile, first=cells[0], second=cells[1])
    return msg("qin-tile-at", tile=tile, colour1=colour(tile[0]), first=cells[0],
               colour2=colour(tile[1]), second=cells[1])


def tile_name(tile: str) -> Message:
    """'RY (red + yellow)' or 'BB (two blue)'."""
    if tile[0] == tile[1]:
        return msg("qin-tile-double", tile=tile, colour=colour(tile[0]))
    return msg("qin-tile-mixed", tile=tile, colour1=colour(tile[0]), colour2=colour(tile[1]))


def tiles(hand: list[str]) -> dict[str, Any]:
    """Tile codes as a list: 'RY, BB'."""
    return as_list(list(hand), style="unit")


def secret_message(view: dict) -> Message | str:
    """The player's hand from their own view (it holds "you" and "hand"); "" without a seat."""
    player = view.get("you")
    if player is None:
        return ""
    if view["phase"] == "over":
        return msg("qin-secret-over")
    hand = view.get("hand") or []
    left = view["supply"][player]
    if not hand:
        return msg("qin-secret-empty", left=left)
    return msg("qin-secret-hand", tiles=as_list([tile_name(t) for t in hand], style="unit"), left=left)


def note_message(note: tuple, players: list[str]) -> Message:
    kind = note[0]
    if kind in ("found", "extend", "major"):
        _, code, owner, size = note
        return msg(f"qin-note-{kind}", player=seat(players, owner), colour=colour_name(code), size=size)
    if kind in ("absorb", "join"):
        _, code, keeper, big, owner, small, back = note
        return msg(f"qin-note-{kind}", keeper=seat(players, keeper), colour=colour_name(code), big=big,
                   player=seat(players, owner), small=small, back=back)
    if kind == "village":
        _, cell, owner, held = note
        if held == NONE:
            return msg("qin-note-village-take", player=seat(players, owner), square=NAMES[cell])
        return msg("qin-note-village-conquer", player=seat(players, owner), square=NAMES[cell],
                   holder=seat(players, held))
    if kind == "village_empty":
        _, cell, held = note
        return msg("qin-note-village-empty", square=NAMES[cell], holder=seat(players, held))
    raise ValueError(f"unknown Qin note {note!r}")


def effect_message(note: tuple, mover: int, players: list[str]) -> Message:
    """A narration note as what the mover's placement does, for its label (short: a button)."""
    kind = note[0]
    if kind in ("found", "extend", "major"):
        _, code, owner, size = note
        return msg(f"qin-does-{kind}", colour=colour_name(code), size=size)
    if kind in ("absorb", "join"):
        _, code, keeper, big, owner, small, back = note
        if kind == "join":
            return msg("qin-does-join", colour=colour_name(code), size=big + small)
        if keeper == mover:
            return msg("qin-does-conquer", player=seat(players, owner), size=small)
        if owner == mover:
            return msg("qin-does-absorbed", player=seat(players, keeper), colour=colour_name(code))
        return msg("qin-does-absorb", keeper=seat(players, keeper), player=seat(players, owner), size=small)
    if kind == "village":
        _, cell, owner, held = note
        if held == NONE:
            return msg("qin-does-village-take", squares=NAMES[cell], count=1)
        return msg("qin-does-village-conquer", square=NAMES[cell], holder=seat(players, held))
    if kind == "village_empty":
        return msg("qin-does-village-empty", square=NAMES[note[1]])
    raise ValueError(f"unknown Qin note {note!r}")


def problem_message(problem: tuple, code: int, players: list[str]) -> Message:
    if problem[0] == "majors":
        return msg("qin-no-join-majors", colour=colour_name(code), size=pieces().major_size)
    _, size, a, b = problem
    return msg("qin-no-join-equal", first=seat(players, a), second=seat(players, b), colour=colour_name(code),
               size=size)
