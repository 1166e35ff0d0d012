"""Sentences for Qin: narration of placement notes, refusals, labels."""
from __future__ import annotations

from games.base import mention
from games.qin.board import COLOUR_NAMES, COLOURS, NAMES, pieces
from games.qin.provinces import NONE


def colour_name(code: int) -> str:
    return COLOUR_NAMES[COLOURS[code - 1]]


def tile_label(tile: str, cells: list[str]) -> str:
    """'RY: red C4, yellow C5' or 'RR on C4 + C5'."""
    if tile[0] == tile[1]:
        return f"{tile} on {cells[0]} + {cells[1]}"
    return f"{tile}: {COLOUR_NAMES[tile[0]]} {cells[0]}, {COLOUR_NAMES[tile[1]]} {cells[1]}"


SECRET_LIMIT = 1500


def tile_name(tile: str) -> str:
    """'RY (red + yellow)' or 'BB (two blue)'."""
    if tile[0] == tile[1]:
        return f"{tile} (two {COLOUR_NAMES[tile[0]]})"
    return f"{tile} ({COLOUR_NAMES[tile[0]]} + {COLOUR_NAMES[tile[1]]})"


def secret_text(view: dict) -> str:
    """The player's hand from their own view (it holds "you" and "hand"); "" without a seat."""
    player = view.get("you")
    if player is None:
        return ""
    if view["phase"] == "over":
        return "The game is over: the tiles left in hands do not count."
    hand = view.get("hand") or []
    text = f"Your tiles: {', '.join(tile_name(t) for t in hand)}." if hand else "You hold no tiles."
    return f"{text} You have {pagodas(view['supply'][player])} left."[:SECRET_LIMIT]


def pagodas(n: int) -> str:
    return f"{n} pagoda" + ("" if n == 1 else "s")


def note_text(note: tuple, players: list[str]) -> str:
    kind = note[0]
    who = lambda seat: mention(players[seat]) if seat != NONE else "nobody"  # noqa: E731
    if kind == "found":
        _, colour, seat, size = note
        return f"{who(seat)} founds a {colour_name(colour)} province ({size} squares) and puts a pagoda on it."
    if kind == "extend":
        _, colour, seat, size = note
        return f"{who(seat)}'s {colour_name(colour)} province grows to {size} squares."
    if kind == "major":
        _, colour, seat, size = note
        return (f"{who(seat)}'s {colour_name(colour)} province reaches {size} squares: a major province, "
                f"and a second pagoda goes on top.")
    if kind == "absorb":
        _, colour, keeper, big, seat, small, back = note
        return (f"{who(keeper)}'s {colour_name(colour)} province ({big} squares) absorbs {who(seat)}'s "
                f"({small} squares); {who(seat)} takes back {pagodas(back)}.")
    if kind == "join":
        _, colour, keeper, big, seat, small, back = note
        return (f"Two {colour_name(colour)} provinces of {who(keeper)} ({big} and {small} squares) join; "
                f"{pagodas(back)} go{'es' if back == 1 else ''} back.")
    if kind == "village":
        _, cell, seat, held = note
        if held == NONE:
            return f"{who(seat)} takes the village at {NAMES[cell]}."
        return f"{who(seat)} conquers the village at {NAMES[cell]} from {who(held)}, who takes the pagoda back."
    if kind == "village_empty":
        _, cell, held = note
        return (f"The village at {NAMES[cell]} is now tied: {who(held)} takes the pagoda back "
                f"and the village stands empty.")
    return str(note)


PLACE_FORM = ("Type a placement as /place RY C4 C5: a tile from your hand, then two squares side by side "
              "(columns A-M, rows 1-13); the tile's first colour goes on the first square.")


def problem_text(problem: tuple, colour: int, players: list[str]) -> str:
    if problem[0] == "majors":
        return (f"That tile would join two major {colour_name(colour)} provinces "
                f"({pieces().major_size} or more squares each); "
                f"major provinces never join. Choose another square or tile, or turn the tile round.")
    _, size, a, b = problem
    names = [mention(players[s]) if s != NONE else "nobody" for s in (a, b)]
    return (f"That tile would join {names[0]}'s and {names[1]}'s {colour_name(colour)} provinces of "
            f"{size} squares each; provinces of equal size and different owners may not be joined. "
            f"Choose another square or tile, or turn the tile round.")
