"""A game's options refused in words: what was wrong and what is allowed, as messages.

``Game.parse_options`` turns pydantic's ValidationError into one IllegalAction (the
``common-options-refused`` message) whose problems are read from the options model's field
types alone, so a new option needs no wording: a choice lists its values, a switch says on or
off, a number its range. A validator with a reason of its own raises
``IllegalAction("<game>-option-...", ...)`` (an IllegalAction is a ValueError, which pydantic
keeps in the error), and that message is the problem as it is.
"""
from __future__ import annotations

import json
import types
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import ValidationError
from pydantic.fields import FieldInfo

from games.base import IllegalAction, Message, Options, Spoken, as_list, msg


def refusal(model: type[Options], options: dict, error: ValidationError, game: Message | str) -> IllegalAction:
    """The IllegalAction for options `model` refused: every problem, then the options there are."""
    given = options if isinstance(options, dict) else {}
    problems: list[Message] = []
    for e in error.errors():
        problem = _problem(model, given, e)
        if problem not in problems:       # a table option can fail on several keys: say it once
            problems.append(problem)
    names = list(model.model_fields)
    return IllegalAction("common-options-refused", game=game, problems=as_list(problems, style="clauses"),
                         options=as_list(names) if names else msg("common-options-none"))


def _problem(model: type[Options], options: dict, error: Any) -> Message:
    cause = (error.get("ctx") or {}).get("error")
    if isinstance(cause, Spoken) and cause.message_id:
        return msg(cause.message_id, **cause.message_args)
    loc = error.get("loc") or ()
    name = str(loc[0]) if loc else ""
    field = model.model_fields.get(name)
    if field is None:
        if not name:            # not a table of options at all
            return msg("common-option-bad", option="options", value=_typed(error.get("input")))
        return msg("common-option-unknown", option=name)
    value = _typed(options.get(name, error.get("input")))
    allowed = allowed_values(field)
    if allowed is None:
        return msg("common-option-bad", option=name, value=value)
    return msg("common-option-not-allowed", option=name, value=value, allowed=allowed)


def _typed(value: Any) -> str:
    """A value as a player would have typed it: text as it is, anything else as JSON."""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(value)


def _bare(annotation: Any) -> Any:
    """The type without ``None``."""
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        return args[0] if len(args) == 1 else annotation
    return annotation


def _bounds(field: FieldInfo) -> tuple[int | None, int | None]:
    low = high = None
    for rule in field.metadata:
        low = getattr(rule, "ge", None) if getattr(rule, "ge", None) is not None else low
        high = getattr(rule, "le", None) if getattr(rule, "le", None) is not None else high
    return low, high


def allowed_values(field: FieldInfo) -> Message | None:
    """What a field takes, in words: its choices, on/off, a range, a table of choices; None when the
    type says nothing a player could use (the problem then names only the option and the value)."""
    kind = _bare(field.annotation)
    origin = get_origin(kind)
    if origin is Literal:
        return msg("common-allowed-choice", values=as_list([str(v) for v in get_args(kind)], style="or"))
    if kind is bool:
        return msg("common-allowed-switch")
    if kind is int:
        low, high = _bounds(field)
        if low is not None and high is not None:
            return msg("common-allowed-range", low=low, high=high)
        return msg("common-allowed-number")
    if origin is dict:
        keys, values = (_bare(a) for a in get_args(kind))
        if get_origin(keys) is Literal and get_origin(values) is Literal:
            return msg("common-allowed-table", keys=as_list([str(k) for k in get_args(keys)], style="unit"),
                       values=as_list([str(v) for v in get_args(values)], style="or"))
    if origin is list:
        return msg("common-allowed-list")
    return None
