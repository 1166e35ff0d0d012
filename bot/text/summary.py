"""A long change told in a few lines: when one change tells the table more than the card's short log
holds (Stockpile's round end: forecasts, price moves, lost cards, fees), each kind told two times or
more becomes one line, "prices: Auto 7, Labs 5, Bank 1", so the card keeps every event of the change.

A kind is a message id whose catalog has its short forms: ``<id>-kind`` (the line's head, "prices")
and ``<id>-brief`` (one event in a few words, with the event's own arguments: "{ $company } { $price }").
Messages without them stay as they were told.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from games.base import as_list, msg
from i18n import DEFAULT_LOCALE
from i18n.catalog import find

KIND, BRIEF = "-kind", "-brief"


def _kind(message: Any) -> str | None:
    """The id of a message that has a short form, else None."""
    if not isinstance(message, Mapping) or not isinstance(message.get("msg"), str):
        return None
    found = message["msg"]
    has = find(found + BRIEF, DEFAULT_LOCALE, fallback=False) and find(found + KIND, DEFAULT_LOCALE, fallback=False)
    return found if has else None


def summarised(messages: Sequence[Any]) -> list[Any]:
    """`messages` with each kind told two times or more as one line where its first one was."""
    kinds = [_kind(m) for m in messages]
    counts = Counter(k for k in kinds if k is not None)
    briefs: dict[str, list[Any]] = {}
    out: list[Any] = []
    for message, kind in zip(messages, kinds):
        if kind is None or counts[kind] < 2:
            out.append(message)
            continue
        if kind not in briefs:
            briefs[kind] = []
            out.append((KIND, kind))      # the place of the kind's line, filled below
        briefs[kind].append(msg(kind + BRIEF, **dict(message.get("args") or {})))
    return [msg("card-log-summary", kind=msg(m[1] + KIND), items=as_list(briefs[m[1]], "clauses"))
            if isinstance(m, tuple) else m for m in out]
