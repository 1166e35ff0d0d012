"""Every value a member (or a forged payload) sends is measured before any work.

Discord's own client keeps to a command's registered limits, but an interaction payload is
only data: a string option may hold 6,000 characters, an integer option any number, a
button's custom_id or a select's values anything at all. Python turns a 4,400-digit string
into an error (``int()`` stops at 4,300 digits), SQLite refuses integers past 2^63, and
matching or quoting a pasted page costs seconds. So the gate (bot/discord/client.py) asks
here first and answers a misfit with one polite private sentence; nothing else runs.
"""
from __future__ import annotations

import re
from typing import Any

from discord import AppCommandOptionType, app_commands

from bot.text.words import Said, said

TEXT_LIMIT = 200            # characters of a typed option (a move, game options): the longest real one is ~60
INTEGER_LIMIT = 2 ** 53 - 1  # Discord's own bound for integer and number options (Int53Type), also the commands' own
SNOWFLAKE_LIMIT = 2 ** 63   # every number in a custom_id or a select value stays below (SQLite's INTEGER)
CUSTOM_ID_LIMIT = 100       # Discord's limit for a custom_id and a select option's value
QUOTE_LIMIT = 40            # characters of a refused value quoted back to the member
_DIGITS = re.compile(r"\d+")
_OPTION_KINDS = {AppCommandOptionType.integer.value: (int,), AppCommandOptionType.number.value: (int, float)}


def quote(value: object) -> str:
    """A refused value as it is quoted back: one line, at most QUOTE_LIMIT characters."""
    if isinstance(value, int) and value.bit_length() > 128:     # str() stops at 4,300 digits
        return "…"
    text = " ".join(str(value)[:1000].split())
    text = text.replace("`", "'")
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"


def leaf_options(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The options of the command itself, under its group and sub-command if any."""
    options = data.get("options") or []
    for _ in range(2):          # a group, then a sub-command (types 2 and 1)
        nested = [o for o in options if isinstance(o, dict) and o.get("type") in (1, 2)]
        if not nested:
            break
        options = nested[0].get("options") or []
    return [o for o in options if isinstance(o, dict)]


def focused(data: dict[str, Any]) -> dict[str, Any] | None:
    """The option an autocomplete asks about."""
    return next((o for o in leaf_options(data) if o.get("focused")), None)


def option_misfit(option: dict[str, Any], parameter: app_commands.Parameter | None) -> Said | None:
    """Why this option's value cannot be taken (its parameter's limits, or Discord's), else None."""
    value = option.get("value")
    kind = option.get("type")
    kinds = _OPTION_KINDS.get(kind) if isinstance(kind, int) else None
    if kinds is not None:
        if isinstance(value, bool) or not isinstance(value, kinds):
            return said("bot-discord-not-a-number", text=quote(value))
        low = parameter.min_value if parameter is not None else None
        high = parameter.max_value if parameter is not None else None
        low = -INTEGER_LIMIT if low is None else low
        high = INTEGER_LIMIT if high is None else high
        if not low <= value <= high:
            return said("guard-out-of-range", text=quote(value), low=low, high=high)
    elif isinstance(value, str):
        # a text option's own maximum length is its max_value (discord.py's Range[str, ...])
        longest = parameter.max_value if parameter is not None else None
        limit = int(longest) if longest is not None else TEXT_LIMIT
        if len(value) > limit:
            return said("guard-too-long", length=len(value), limit=limit)
    return None


def command_misfit(command: object, data: dict[str, Any]) -> Said | None:
    """The first option of a slash command that does not fit (see option_misfit), else None."""
    for option in leaf_options(data):
        if "value" not in option:
            continue
        parameter = command.get_parameter(str(option.get("name"))) \
            if isinstance(command, app_commands.Command) else None
        found = option_misfit(option, parameter)
        if found is not None:
            return found
    return None


def cut_focused(data: dict[str, Any]) -> dict[str, Any] | None:
    """The option an autocomplete asks about, its typed text cut to TEXT_LIMIT in place (before any
    matching: the suggestions only ever start with the first hundred characters or so)."""
    option = focused(data)
    if option is not None and isinstance(option.get("value"), str) and len(option["value"]) > TEXT_LIMIT:
        option["value"] = option["value"][:TEXT_LIMIT]
    return option


def component_misfit(data: dict[str, Any]) -> bool:
    """A button or menu press no drawing of ours can send: a custom_id or a value over Discord's
    100 characters, or holding a number past 2^63 (ours never do)."""
    texts = [data.get("custom_id")]
    values = data.get("values")
    if values is not None:
        if not isinstance(values, list) or len(values) > 25:
            return True
        texts.extend(values)
    for text in texts:
        if not isinstance(text, str) or len(text) > CUSTOM_ID_LIMIT:
            return True
        if any(len(run) > 19 or int(run) >= SNOWFLAKE_LIMIT for run in _DIGITS.findall(text)):
            return True
    return False
