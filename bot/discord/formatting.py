"""Text helpers for Discord: names for computer seats, the 2000-character limit
and the compact values carried by autocomplete choices."""
from __future__ import annotations

import json
from typing import Any
import re

import discord

from bot.discord.mentions import mention
from bot.text.names import with_names
from bot.text.words import say
from i18n import locale_for

MESSAGE_LIMIT = 2000
BUTTON_LABEL_LIMIT = 80
OPTION_LABEL_LIMIT = 100
CHOICE_VALUE_LIMIT = 100

_MENTION = re.compile(r"<@!?([^>\s]+)>")


def reader(interaction: discord.Interaction) -> str:
    """The language of the person who acted: their answers, refusals and panels are in it."""
    return locale_for(str(interaction.locale) if interaction.locale is not None else None)


def speak(text: object, locale: str, names: dict[str, str]) -> str:
    """A text (a Said, a refusal, a literal, a list of them) in `locale`, for Discord: real
    mentions kept, computer seats in bold (see render_names), commands as command mentions
    (bot/discord/mentions.py)."""
    return mention(render_names(say(text, locale), names))


def trim(text: str, limit: int) -> str:
    """Cut `text` to `limit` characters, marking the cut with an ellipsis."""
    text = " ".join(text.split()) if "\n" in text else text
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render_names(text: str, names: dict[str, str]) -> str:
    """Keep real Discord mentions (<@123>); write computer seats (<@ai:1>) as bold names.

    Discord only understands numeric ids; anything else would show as raw markup.
    """

    def swap(match: re.Match[str]) -> str:
        who = match.group(1)
        if who.isdigit():
            return f"<@{who}>"
        return f"**{escape_name(names.get(who, who))}**"

    return _MENTION.sub(swap, text)


def escape_name(name: str) -> str:
    """A display name as literal text: one line, Discord markdown and mentions escaped."""
    one_line = " ".join(str(name).split())
    return discord.utils.escape_mentions(discord.utils.escape_markdown(one_line))


ALT_TEXT_LIMIT = 1024


def alt_text(alt: object, locale: str, names: dict[str, str]) -> str | None:
    """A picture's description for people who cannot see it, in `locale`: players named as they are
    displayed (alt text shows no mention markup: a raw <@1001> would be read out as digits)."""
    words = " ".join(with_names(say(alt, locale), names).split()) if alt else ""
    return words[:ALT_TEXT_LIMIT] or None


def plain_names(text: str, names: dict[str, str]) -> str:
    """Mentions written as plain `@Name`: for button labels, select options and autocomplete
    names, where Discord shows `<@123>` as raw markup instead of a name."""

    def swap(match: re.Match[str]) -> str:
        return f"@{names.get(match.group(1)) or 'a player'}"

    return _MENTION.sub(swap, text)


def split_text(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """Split one text into pieces of at most `limit` characters, at line ends when possible."""
    pieces: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:  # a single over-long line: cut it hard
            if current:
                pieces.append(current)
                current = ""
            pieces.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            pieces.append(current)
            current = line
        else:
            current = candidate
    if current:
        pieces.append(current)
    return [p for p in pieces if p.strip()]


def pack(texts: list[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join several texts into as few messages as possible (fewer sends, fewer rate limits)."""
    return split_text("\n".join(t for t in texts if t and t.strip()), limit)


def no_pings() -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False, users=False, replied_user=False)


def pings(users: list[str]) -> discord.AllowedMentions:
    """Ping exactly these users: never @everyone, never a role."""
    targets = [discord.Object(int(u)) for u in users if u.isdigit()]
    return discord.AllowedMentions(everyone=False, roles=False, users=targets or False, replied_user=False)


def human(user: str) -> bool:
    """A seat held by a Discord user (computer seats are "ai:N")."""
    return user.isdigit()


# --- autocomplete values ---

def encode_action(action: dict[str, Any], index: int, version: int | None = None) -> str:
    """The value an autocomplete choice carries: the action as compact JSON, or, when the JSON
    would not fit in 100 characters, `#<version>.<index>` into the caller's choices for that verb
    at that table version (`#<index>` without a version). The version makes a suggestion picked
    before the table moved on refuse itself instead of pointing at another move."""
    packed = json.dumps(action, separators=(",", ":"))
    if len(packed) <= CHOICE_VALUE_LIMIT:
        return packed
    return f"#{index}" if version is None else f"#{version}.{index}"


def decode_value(value: str) -> tuple[str, object]:
    """What the user submitted: ("action", dict) | ("index", int) | ("at", (version, index))
    | ("args", list[str])."""
    value = (value or "").strip()
    if value.startswith("{"):
        try:
            action = json.loads(value)
        except (ValueError, RecursionError):   # deeply nested JSON ends in RecursionError
            pass
        else:
            if isinstance(action, dict) and "type" in action:
                return "action", action
    if value.startswith("#") and _count(value[1:]):
        return "index", int(value[1:])
    version, dot, index = value[1:].partition(".")
    if value.startswith("#") and dot and _count(version) and _count(index):
        return "at", (int(version), int(index))
    return "args", value.split()


def _count(text: str) -> bool:
    """A whole number short enough to read (a version or an index, never past 18 digits): a forged
    "#" with thousands of digits is read as words, and refused as a move like any other."""
    return text.isdigit() and len(text) <= 18
