"""`/move` suggestions worked out away from the event loop.

Matching typed text against every legal move costs up to a few hundred milliseconds in a large
Qin position; on the event loop it would hold every table of every server for that long, per
keystroke. The work runs in one worker thread on a copy of the table's state (see
Play.suggest), and a member who types on skips their own older requests still waiting: Discord
shows only the answer to the last keystroke, so a flood of keystrokes queues at most one job
per member.
"""
from __future__ import annotations

import asyncio
import itertools
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, TypeVar

T = TypeVar("T")

_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="boardroom-suggest")
_tickets = itertools.count()
_latest: dict[str, int] = {}        # who asked -> the ticket of their newest request


async def apart(who: str, work: Callable[[], list[T]]) -> list[T]:
    """`work()` in the worker thread; [] when `who` asked again before it started."""
    ticket = next(_tickets)
    _latest[who] = ticket

    def job() -> list[T]:
        if _latest.get(who) != ticket:      # a newer keystroke of the same member: this answer is not shown
            return []
        return work()

    try:
        return await asyncio.get_running_loop().run_in_executor(_WORKER, job)
    finally:
        if _latest.get(who) == ticket:
            del _latest[who]
