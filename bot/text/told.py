"""What a move told the table, as sentences naming who did what: the game's public events, and for a
move the game tells nothing of (ending a turn, being done selling) a sentence of the game's catalog.

Button labels ("Done", "End your turn") are words for a button, not for the log: the table's history,
the card's log and the replay tell moves with these sentences. A silent move's sentence is found by
its label's id (``stockpile-label-done-selling`` -> ``stockpile-told-done-selling``), else by its type
(``wallstreet-told-end``); a game that has neither says "<player> makes a move" (``bot-told-move``,
which tests keep every real game from needing).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.base import Event, as_player, public_msg
from i18n import DEFAULT_LOCALE
from i18n.catalog import find

LABEL, TOLD = "-label-", "-told-"
FALLBACK = "bot-told-move"


def _known(message_id: str) -> bool:
    return find(message_id, DEFAULT_LOCALE, fallback=False) is not None


def silent_move(game: str, player: str, action: Mapping[str, Any], label: Any = None) -> Event:
    """The public sentence of a move that told the table nothing (see the module's docstring)."""
    label_id = label.get("msg") if isinstance(label, Mapping) else None
    candidates = [label_id.replace(LABEL, TOLD, 1)] if isinstance(label_id, str) and LABEL in label_id else []
    candidates.append(f"{game}{TOLD}{str(action.get('type', '')).replace('_', '-')}")
    found = next((c for c in candidates if _known(c)), FALLBACK)
    return public_msg(found, player=as_player(player))


def with_told(game: str, player: str, action: Mapping[str, Any], events: Sequence[Event],
              label: Any = None) -> list[Event]:
    """`events`, with the silent move's sentence added when none of them is public."""
    if any(event.get("to") is None for event in events):
        return list(events)
    return [*events, silent_move(game, player, action, label)]


def told_of(game: str, player: str, action: Mapping[str, Any], public: Sequence[Any], label: Any = None) -> list[Any]:
    """What a logged move told the table: its public narration, or (a row logged before silent moves
    were told) the silent move's sentence."""
    if public:
        return list(public)
    sentence = silent_move(game, player, action, label)
    return [{"msg": sentence["msg"], "args": sentence["args"]}]
