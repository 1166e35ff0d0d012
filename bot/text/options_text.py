"""Game options in plain words, read and shown the same way for every game.

Every game declares its options as a pydantic model (``Game.options_model``); this module reads
what a player types from the model's field types alone, so a new option needs no parsing code:

    side=lion  match=on  rounds=5            key=value
    tycoons on   tycoons   no tycoons       a switch: on/off/yes/no/true/false, alone = on
    lion   classic   up                      a value that belongs to exactly one option
    tycoon_sides=reward,penalty,reward,reward    a table of choices, in the order of its keys
    tycoon_sides=A:penalty,C:penalty         ... or naming the keys
    tile_bag=1A,2B,3C                        a list

It also shows options to the table: a field marked ``json_schema_extra={"secret": True}`` (Acquire's
``tile_bag``: whoever reads it knows every hand) never appears in public text.
"""
from __future__ import annotations

import json
import re
import types
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from bot.moves.verbs import parse_number
from games.base import Message, Spoken, as_list, msg

ON = ("on", "yes", "true")
OFF = ("off", "no", "false")
NONE = ("none", "auto", "default")


class OptionsError(Spoken, ValueError):
    """What could not be read and what is allowed, as a message for the player's language
    (``str()`` is English)."""


def _bare(annotation: Any) -> tuple[Any, bool]:
    """The type without ``None``, and whether None is allowed."""
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        return (args[0] if len(args) == 1 else annotation), len(args) < len(get_args(annotation))
    return annotation, False


def _literal_match(choices: tuple, text: str) -> Any:
    for choice in choices:
        if str(choice).lower() == text.lower():
            return choice
    return _MISSING


_MISSING = object()


def _read(annotation: Any, text: str) -> Any:
    """The value `text` stands for in a field of this type, or _MISSING."""
    kind, nullable = _bare(annotation)
    low = text.strip().lower()
    if nullable and low in NONE:
        return None
    if text.strip()[:1] in "[{":
        try:
            return json.loads(text)
        except ValueError:
            return _MISSING
    origin = get_origin(kind)
    if kind is bool:
        return True if low in ON else False if low in OFF else _MISSING
    if kind is int:
        number = parse_number(text)
        return _MISSING if number is None else number
    if origin is Literal:
        return _literal_match(get_args(kind), text)
    if origin is list:
        (item,) = get_args(kind) or (str,)
        values = [_read(item, part) for part in text.split(",") if part.strip()]
        return _MISSING if _MISSING in values else values
    if origin is dict:
        return _read_table(kind, text)
    if kind is str:
        return text
    return _MISSING


def _read_table(kind: Any, text: str) -> Any:
    key_type, value_type = get_args(kind) or (str, str)
    keys = get_args(key_type) if get_origin(key_type) is Literal else ()
    parts = [p.strip() for p in text.split(",") if p.strip()]
    table: dict = {}
    named = all(":" in p or "=" in p for p in parts)
    if not named and keys and len(parts) <= len(keys):      # values in the order of the keys
        for key, part in zip(keys, parts):
            table[key] = _read(value_type, part)
    elif named:
        for part in parts:
            key, _, value = part.replace("=", ":").partition(":")
            found = _literal_match(keys, key.strip()) if keys else key.strip()
            table[found] = _read(value_type, value)
    else:
        return _MISSING
    return _MISSING if _MISSING in table or _MISSING in table.values() else table


def model_for(game: str | None) -> type[BaseModel] | None:
    """The options model of a game named by key or title (None when unknown)."""
    from games import GAMES
    key = (game or "").strip().lower()
    found = GAMES.get(key) or next((g for g in GAMES.values() if g.title.lower() == key), None)
    return found.options_model if found is not None else None


def _fields(model: type[BaseModel]) -> dict[str, FieldInfo]:
    return dict(model.model_fields)


def _field_name(model: type[BaseModel], word: str) -> str | None:
    wanted = word.strip().lower().replace("-", "_")
    return next((name for name in _fields(model) if name.lower() == wanted), None)


def _owner_of_value(model: type[BaseModel], word: str) -> list[tuple[str, Any]]:
    """The fields one of whose fixed values (a Literal choice) is `word`."""
    found = []
    for name, info in _fields(model).items():
        kind, _ = _bare(info.annotation)
        if get_origin(kind) is Literal:
            value = _literal_match(get_args(kind), word)
            if value is not _MISSING:
                found.append((name, value))
    return found


def is_switch(info: FieldInfo) -> bool:
    return _bare(info.annotation)[0] is bool


def tokens(text: str) -> list[str]:
    """A line as typed in Discord -> option words. `side = lion, match=on` and
    `tycoon_sides=reward, penalty` and `{"A": "penalty"}` keep together what belongs together."""
    text = re.sub(r"\s*=\s*", "=", text.strip())
    text = re.sub(r",\s+(?=[\w-]+=)", " ", text)        # a comma between options
    text = re.sub(r"([,:])\s+", r"\1", text)             # inside a list, a table or JSON
    return [word.rstrip(",") for word in text.split() if word.rstrip(",")]


def parse(model: type[BaseModel], words: list[str] | str | None) -> dict:
    """Plain words -> an options dict (not yet validated: the game does that)."""
    if isinstance(words, str) or words is None:
        words = tokens(words or "")
    out: dict = {}
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        key, sep, value = word.partition("=")
        name = _field_name(model, key)
        if sep:
            if name is None:
                raise OptionsError("bot-options-not-an-option", key=key, allowed=allowed(model))
            read = _read(_fields(model)[name].annotation, value)
            if read is _MISSING:
                raise OptionsError("bot-options-bad-value", value=value, name=name, hint=hint(model, name))
            out[name] = read
            continue
        if word.lower() in ("no", "not") and i < len(words) and (switch := _field_name(model, words[i])) \
                and is_switch(_fields(model)[switch]):
            out[switch] = False
            i += 1
            continue
        if name is not None:
            info = _fields(model)[name]
            following = _read(info.annotation, words[i]) if i < len(words) else _MISSING
            if following is not _MISSING:
                out[name] = following
                i += 1
            elif is_switch(info):
                out[name] = True
            else:
                raise OptionsError("bot-options-say-value", name=name, hint=hint(model, name))
            continue
        owners = _owner_of_value(model, word)
        if len(owners) == 1:
            out[owners[0][0]] = owners[0][1]
            continue
        if len(owners) > 1:
            which = as_list([f"`{n}={word}`" for n, _ in owners], "or")
            raise OptionsError("bot-options-ambiguous", word=word, which=which)
        raise OptionsError("bot-options-bad-word", word=word, allowed=allowed(model))
    return out


def _kind_words(annotation: Any) -> Message:
    """What a field takes, in words, for a field that names no help (a test's game)."""
    kind, nullable = _bare(annotation)
    origin = get_origin(kind)
    if kind is bool:
        words = msg("bot-options-kind-switch")
    elif kind is int:
        words = msg("bot-options-kind-number")
    elif origin is Literal:
        words = msg("bot-options-kind-choice", choices=as_list([str(c) for c in get_args(kind)], "or"))
    elif origin is list:
        words = msg("bot-options-kind-list")
    elif origin is dict:
        words = msg("bot-options-kind-table")
    else:
        words = msg("bot-options-kind-word")
    return msg("bot-options-kind-or-auto", kind=words) if nullable else words


def about(model: type[BaseModel], name: str) -> Message | str:
    """What option `name` does, in the reader's language: the game's ``<game>-option-<name>``
    help (Options.help_message), else what the field takes."""
    info = _fields(model)[name]
    extra = info.json_schema_extra
    if isinstance(extra, dict) and isinstance(extra.get("help"), str) and hasattr(model, "help_message"):
        return model.help_message(name)
    return _kind_words(info.annotation)


def hint(model: type[BaseModel], name: str) -> Message:
    return msg("bot-options-hint", name=name, about=about(model, name))


def allowed(model: type[BaseModel]) -> Message:
    fields = _fields(model)
    if not fields:
        return msg("bot-options-none")
    items = [msg("bot-options-item", name=n, about=about(model, n)) for n in fields]
    return msg("bot-options-allowed", options=as_list(items, "clauses"))


def described(model: type[BaseModel]) -> dict | str:
    """Every option with its default and what it does (``/game rules``), a list argument; ""
    for a game without options."""
    fields = _fields(model)
    if not fields:
        return ""
    return as_list([msg("bot-rules-option", name=name, default=_word(info.get_default(call_default_factory=True)),
                        about=about(model, name)) for name, info in fields.items()], "clauses")


def is_secret(info: FieldInfo) -> bool:
    extra = info.json_schema_extra
    return isinstance(extra, dict) and bool(extra.get("secret"))


def public(model: type[BaseModel] | None, options: dict) -> dict:
    """The options the whole table may read: those the game marks secret are left out."""
    fields = _fields(model) if model is not None else {}
    return {k: v for k, v in options.items() if not (k in fields and is_secret(fields[k]))}


def shown(model: type[BaseModel] | None, options: dict, default: str = "") -> dict | str:
    """`side=lion, match=on, tycoon_sides=A:penalty` for a public line (a list argument); secret
    ones say only that they are set, in the reader's language. `default` when nothing is set."""
    fields = _fields(model) if model is not None else {}
    parts: list[Any] = [f"{k}={_word(v)}" for k, v in public(model, options).items()]
    hidden = [k for k in options if k in fields and is_secret(fields[k])]
    parts += [msg("bot-options-secret-set", name=k) for k in hidden]
    return as_list(parts, "unit") if parts else default


def _word(value: Any) -> str:
    if value is True:
        return "on"
    if value is False:
        return "off"
    if value is None:
        return "auto"
    if isinstance(value, dict):
        return ",".join(f"{k}:{_word(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ",".join(map(_word, value))
    return str(value)
