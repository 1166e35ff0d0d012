"""What a reply or an event says, as message ids and arguments, for tests that check behaviour
(a refusal, a merger, a turn passing) rather than the English wording of it."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.text.words import LINES, message_of


def messages(*texts: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """(message id, arguments) of every message the texts say, nested ones (lines, arguments) included."""
    for text in texts:
        yield from _walk(message_of(text))


def _walk(value: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(value, dict):
        if "msg" in value:
            args = dict(value.get("args") or {})
            yield value["msg"], args
            yield from _walk(list(args.values()))
        elif LINES in value:
            yield from _walk(value[LINES])
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _walk(item)


def message_ids(*texts: Any) -> list[str]:
    """The message ids the texts say, in order (see messages)."""
    return [message_id for message_id, _ in messages(*texts)]


def args_of(message_id: str, *texts: Any) -> list[dict[str, Any]]:
    """The arguments of each `message_id` message the texts say."""
    return [args for found, args in messages(*texts) if found == message_id]
