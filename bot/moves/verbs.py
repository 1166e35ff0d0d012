"""Typed verbs: `/bid 2 6000` -> the legal action {"type": "bid", "track": 2, "amount": 6000}.

The arguments are matched, in order, against the fields of the caller's legal
actions of that type (the contract puts fields in the order a player types
them). Numbers accept "6000", "6,000", "$6,000" and "6k"; words match without
regard to case, spaces, hyphens or underscores.
"""
from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from typing import Any

NUMBER_DIGITS = 16      # the longest number read, its decimals included: no amount in our games comes near

_NUMBER = re.compile(r"^([+-]?)\$?([0-9][0-9,_]*(?:\.[0-9]+)?|\.[0-9]+)\s*([kKmM]?)$")
_TRUE = {"yes", "y", "true", "on", "1"}
_FALSE = {"no", "n", "false", "off", "0"}


def verb_key(verb: str) -> str:
    """"/Buy-Share" -> "buy_share": how verbs and action types are compared."""
    return verb.strip().lstrip("/").lower().replace("-", "_").replace(" ", "_")


@lru_cache(maxsize=8192)     # pure, and asked for the same few words thousands of times a suggestion
def word_key(value: str) -> str:
    return re.sub(r"[\s_\-,、，]+", "", value.strip().lower())   # commas split typed words: not part of a name


@lru_cache(maxsize=8192)
def parse_number(text: str) -> int | None:
    """"$6,000" / "6k" / "-2" / "1.5k" -> an int; None when it is not a whole number."""
    m = _NUMBER.match(text.strip().replace("$", "", 1) if text.strip().startswith("-$") else text.strip())
    if not m:
        return None
    sign, digits, suffix = m.groups()
    plain = digits.replace(",", "").replace("_", "")
    if len(plain) > NUMBER_DIGITS:      # past any amount in our games, and a float would round it
        return None
    value = Decimal(plain) * {"": 1, "k": 1_000, "m": 1_000_000}[suffix.lower()]
    if value != value.to_integral_value():
        return None
    return -int(value) if sign == "-" else int(value)


def arg_matches(arg: str, value: Any) -> bool:
    if isinstance(value, bool):
        low = arg.strip().lower()
        return (value and low in _TRUE) or (not value and low in _FALSE)
    if isinstance(value, int):
        return parse_number(arg) == value
    if value is None:
        return arg.strip().lower() in {"none", "-", "nothing"}
    if isinstance(value, str):
        return word_key(arg) == word_key(value)
    if isinstance(value, list):
        parts = [p for p in re.split(r"[,+]", arg) if p.strip()]
        return len(parts) == len(value) and all(arg_matches(p, v) for p, v in zip(parts, value))
    return word_key(arg) == word_key(str(value))


def _fold_list_tail(args: list[str], values: list[Any]) -> list[str]:
    """`/place RY E7 E8` for {"tile": "RY", "cells": ["E7", "E8"]}: extra words fill a last list field."""
    if len(args) > len(values) and values and isinstance(values[-1], list):
        head = len(values) - 1
        return [*args[:head], ",".join(args[head:])]
    return args


def fields(action: dict[str, Any]) -> list[Any]:
    return [v for k, v in action.items() if k != "type"]


def _fits(args: list[str], values: list[Any], unordered: bool, every: bool = False) -> bool:
    """Words as a player says them fill the fields in order (the first few, or `every` one); a
    name may take several words (`pepper up` for "pepper_up"), a last list field the remaining
    words (in any order if `unordered`: a pair of cards is the same pair either way round)."""
    if not args or not values:
        return not args and (not values or not every)
    value, rest = values[0], values[1:]
    if isinstance(value, list) and not rest:
        words = [w for arg in args for w in re.split(r"[,+]", arg) if w.strip()]
        orders = _orders(len(value)) if unordered else [tuple(range(len(value)))]
        return any(_fits(words, [value[i] for i in order], False, every=True) for order in orders)
    most = len(args) if isinstance(value, str) else 1
    return any(arg_matches(" ".join(args[:take]), value) and _fits(args[take:], rest, unordered, every)
               for take in range(1, most + 1))


def _orders(n: int) -> list[tuple[int, ...]]:
    from itertools import permutations
    return list(permutations(range(n))) if n <= 4 else [tuple(range(n))]


def match(candidates: list[dict[str, Any]], args: list[str]) -> list[dict[str, Any]]:
    """The candidates whose first len(args) fields match args (all of them for no args).

    Failing a word-for-word match, a name may be typed in several words (`/place pepper up 6`)
    and, failing that too, the items of a last list field in any order (`/discard b a`).
    """
    found = []
    for action in candidates:
        values = fields(action)
        given = _fold_list_tail(args, values)
        if len(given) <= len(values) and all(arg_matches(a, v) for a, v in zip(given, values)):
            found.append(action)
    for unordered in (False, True):
        if not found:
            found = [a for a in candidates if _fits(args, fields(a), unordered)]
    if len(found) > 1:
        exact = [a for a in found if len(fields(a)) == len(_fold_list_tail(args, fields(a)))]
        if len(exact) == 1:
            return exact
    return found


def _parse_like(arg: str, template: Any, known: list[Any]) -> Any:
    """`arg` read as the kind of value `template` is; a known value when one matches."""
    for value in known:
        if arg_matches(arg, value):
            return value
    if isinstance(template, bool):
        low = arg.strip().lower()
        return True if low in _TRUE else False if low in _FALSE else arg
    if isinstance(template, int):
        number = parse_number(arg)
        return arg if number is None else number
    if isinstance(template, list):
        return [p.strip() for p in re.split(r"[,+]", arg) if p.strip()]
    return arg.strip()


def attempted(candidates: list[dict[str, Any]], args: list[str]) -> dict[str, Any] | None:
    """The action the player meant, built on the shape of the legal ones, even if it is not legal.

    Handing it to the game gives the game's own refusal ("You can bid $6,000 or
    more on pile 2; you have $5,000.") rather than a bare list.
    """
    if not candidates:
        return None
    template = candidates[0]
    keys = [k for k in template if k != "type"]
    given = _fold_list_tail(args, fields(template))
    if len(given) != len(keys):
        return None
    action: dict[str, Any] = {"type": template["type"]}
    for key, arg in zip(keys, given):
        known = [c[key] for c in candidates if key in c]
        action[key] = _parse_like(arg, template[key], known)
    return action


def typed_form(action: dict[str, Any]) -> str:
    """How a player types an action: "/bid 2 6000"."""
    parts = [f"/{str(action.get('type', '?')).replace('_', '-')}"]
    for value in fields(action):
        if isinstance(value, bool):
            parts.append("yes" if value else "no")
        elif isinstance(value, list):
            parts.append(",".join(str(v).replace(" ", "-") for v in value) or "none")
        elif isinstance(value, str) and " " in value:
            parts.append(value.replace(" ", "-"))
        else:
            parts.append(str(value))
    return " ".join(parts)
