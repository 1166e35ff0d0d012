"""Step panels: a decision with more than one page of choices is asked in steps. Pure.

A player's legal actions are read as paths: the verb, then each field's value in order (a list
field item by item): Qin's ``place RY [E7, E8]`` is ``place / RY / E7 / E8``, Stockpile's bid
``bid / 2 / 6000``. ``panel(state, legal, chosen)`` gives the next step after the values
``chosen`` so far: the whole moves once at most a page of them (25) is left, else the distinct
next values (a step with only one value is taken at once). Where a step would still offer more
than a page, its values are grouped by their first letter (Qin's squares by column) or in runs
of numbers. So Qin asks the tile, then the square, then its neighbour; Stockpile the pile, then
the amount; and every decision fits pages of 25 (the share is measured in
tests/bot/test_steps.py and bench/steps.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from games.base import Action, GameState, Message
from bot.moves import typed

PAGE = 25          # Discord: a select menu holds 25 options


@dataclass(frozen=True)
class Option:
    label: Message | str        # what the option says (a message in no language, or text)
    key: str                    # what to add to `chosen` to take it
    action: Action | None       # the whole move when this option completes it


def path(action: Action) -> list[str]:
    out = [str(action.get("type", ""))]
    for field, value in action.items():
        if field != "type":
            out.extend(_key(v) for v in (value if isinstance(value, list) else [value]))
    return out


def _key(value: Any) -> str:
    return "none" if value is None else str(value).lower() if isinstance(value, bool) else str(value)


def _group(key: str, numeric: bool, span: int) -> str:
    """The group a value falls into when a step has more than a page of values."""
    if numeric:
        low = (int(key) // span) * span
        return f"{low}–{low + span - 1}"
    return key[:1].upper()


def panel(state: GameState, legal: list[Action], chosen: list[str]) -> list[Option]:
    """The options of the next step (at most PAGE) for a player with these legal actions who has
    chosen `chosen` so far ([] at first); [] when `chosen` leads nowhere."""
    here, depth = _walk([(a, path(a)) for a in legal], chosen)
    if not here:
        return []
    if len(here) <= PAGE:
        return [Option(_label(state, a), _tail(p, depth), a) for a, p in here]
    values = list(dict.fromkeys(p[depth] for _, p in here))
    if len(values) <= PAGE:
        return [Option(_value_label(state, here, depth, v), v, None) for v in values]
    numeric = all(v.lstrip("-").isdigit() for v in values)
    groups: dict[str, list[str]] = {}
    for v in values:
        groups.setdefault(_group(v, numeric, PAGE), []).append(v)
    ordered = sorted(groups, key=lambda g: _natural(groups[g][0]) if numeric else (g,))
    return [Option(g if numeric else _span(groups[g]), g, None) for g in ordered[:PAGE]]


def _natural(value: str) -> tuple[Any, ...]:
    """"H4" before "H11"; numbers by their value."""
    return tuple(int(part) if part.isdigit() else part for part in re.findall(r"\d+|\D+", value.lstrip("-"))) \
        if not value.lstrip("-").isdigit() else (int(value),)


def _span(values: list[str]) -> str:
    """A group of values named by its first and last ("H4–H11"), so a player sees what is in it."""
    ordered = sorted(values, key=_natural)
    return ordered[0] if len(ordered) == 1 else f"{ordered[0]}–{ordered[-1]}"


def _walk(here: list[tuple[Action, list[str]]], chosen: list[str]) -> tuple[list[tuple[Action, list[str]]], int]:
    """The moves left after the choices, and the position of the next step (a position where
    every move left has the same value is no step: it is passed at once)."""
    depth = 0
    for value in [*chosen, None]:
        while len(here) > PAGE and all(len(p) > depth + 1 for _, p in here) \
                and len({p[depth] for _, p in here}) == 1:
            depth += 1
        if value is None or len(here) <= PAGE:
            if value is not None:            # a choice among whole moves: the move's tail
                here = [(a, p) for a, p in here if _tail(p, depth) == value]
            break
        if any(p[depth] == value for _, p in here):
            here = [(a, p) for a, p in here if p[depth] == value]
            depth += 1
        else:                                # a group of values: the same step, narrowed
            here = [(a, p) for a, p in here if _inside(p[depth], value)]
    return here, depth


def _inside(value: str, group: str) -> bool:
    if "–" in group and value.lstrip("-").isdigit():
        low, high = group.split("–")
        return int(low) <= int(value) <= int(high)
    return len(group) == 1 and value[:1].upper() == group and value != group


def _tail(p: list[str], depth: int) -> str:
    return " ".join(p[depth:]) or p[-1]


def _label(state: GameState, action: Action) -> Message | str:
    try:
        return state.label(action)
    except Exception:
        return typed.typed_form(state, action)


def _value_label(state: GameState, here: list[tuple[Action, list[str]]], depth: int, value: str) -> Message | str:
    """A step's value as the game names it (a chain, a card, a tile), else as it is."""
    if depth == 0:
        return "/" + value.replace("_", "-")
    for action, p in here:
        if p[depth] == value:
            field, item = _field_at(action, depth)
            try:
                term = state.term(str(action.get("type")), field, item)
            except Exception:
                term = None
            if isinstance(term, list):
                term = term[-1] if len(term) > 1 else term[0]
            return term if term is not None else value
    return value


def _field_at(action: Action, depth: int) -> tuple[str, Any]:
    i = 0
    for field, value in action.items():
        if field == "type":
            continue
        for item in (value if isinstance(value, list) else [value]):
            i += 1
            if i == depth:
                return field, item
    return "", None


def _route(state: GameState, legal: list[Action], action: Action,
           limit: int = 12) -> tuple[list[int], list[int]] | None:
    """The positions picked on the way to `action` and the size of each step (None if the panels
    never offer it)."""
    chosen: list[str] = []
    picks: list[int] = []
    sizes: list[int] = []
    target = path(action)
    for _ in range(limit):
        options = panel(state, legal, chosen)
        sizes.append(len(options))
        hit = next((i for i, o in enumerate(options) if o.action == action), None)
        if hit is not None:
            return [*picks, hit], sizes
        _, depth = _walk([(a, path(a)) for a in legal], chosen)
        step = [i for i, o in enumerate(options) if o.action is None and depth < len(target)
                and (o.key == target[depth] or _inside(target[depth], o.key))]
        if not step:
            return None
        picks.append(step[0])
        chosen.append(options[step[0]].key)
    return None


def steps_to(state: GameState, legal: list[Action], action: Action, limit: int = 12) -> list[int] | None:
    """The sizes of the steps a player goes through to `action` (None if the panels never offer
    it): a decision fits when every size is at most PAGE."""
    route = _route(state, legal, action, limit)
    return None if route is None else route[1]


def picks_to(state: GameState, legal: list[Action], action: Action) -> list[int] | None:
    """The positions a player picks in the panels to make `action` (``follow`` reads them back)."""
    route = _route(state, legal, action)
    return None if route is None else route[0]


def fits(state: GameState, legal: list[Action], action: Action) -> bool:
    """Whether every step to `action` offers at most a page of options."""
    sizes = steps_to(state, legal, action)
    return sizes is not None and max(sizes) <= PAGE


def follow(state: GameState, legal: list[Action], picks: list[int]) -> tuple[list[Option], list[Option]] | None:
    """The panels walked by `picks` (an option's position in each step, as the Discord panel's
    component ids carry them): the options taken, and the options of the step after them ([]
    when the last one taken is a whole move). None when a pick is out of range, or a whole move
    is not the last pick."""
    chosen: list[str] = []
    taken: list[Option] = []
    options = panel(state, legal, chosen)
    for n, index in enumerate(picks):
        if not 0 <= index < len(options) or taken and taken[-1].action is not None:
            return None
        option = options[index]
        taken.append(option)
        if option.action is not None:
            return (taken, []) if n == len(picks) - 1 else None
        chosen.append(option.key)
        options = panel(state, legal, chosen)
    return taken, options
