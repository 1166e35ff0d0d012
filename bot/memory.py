"""Keeping the bot's memory flat over thousands of games (glibc's malloc).

Pictures are drawn in worker threads (or processes) and each game's boards, PNG bytes and
rows come and go by the megabyte. glibc gives each thread an arena of its own and keeps what
is freed in it, fragmented: the process's RSS grows game after game while the Python heap
stays flat (the attack saw 337 -> 485 MB from game 100 to 1,000). Two remedies, as an
operator would set MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_ and call malloc_trim:

- ``tune_malloc()`` at start (the bot, each render worker): at most two arenas, and every
  block of 256 KB or more (Pillow's image buffers, PNG bytes, pickled pictures) mapped on its
  own and unmapped when freed (glibc would otherwise raise that threshold after the first big
  free and serve such blocks from the heap, where they fragment it);
- ``trim_soon()`` now and then (after pictures, at most every TRIM_EVERY seconds): free
  pages go back to the system, off the event loop.

Both do nothing where the C library is not glibc. bench/rss.py measures the effect.
"""
from __future__ import annotations

import ctypes
import threading
import time
from typing import Any

M_ARENA_MAX = -8              # mallopt's parameter numbers (malloc.h)
M_MMAP_THRESHOLD = -3
ARENAS = 2
MMAP_THRESHOLD = 256 * 1024   # bytes
TRIM_EVERY = 30.0             # seconds between two trims

_libc: Any = None
_last_trim = 0.0
_trim_lock = threading.Lock()


def _glibc() -> Any:
    """The process's C library when it is glibc (it has mallopt and malloc_trim), else None."""
    global _libc
    if _libc is None:
        try:
            lib = ctypes.CDLL(None)
            lib.mallopt, lib.malloc_trim     # AttributeError elsewhere (musl, macOS)
            _libc = lib
        except (OSError, AttributeError):
            _libc = False
    return _libc or None


def tune_malloc() -> bool:
    """At most ARENAS malloc arenas from now on (threads started later share them), and big
    blocks mapped on their own; False where this is not glibc."""
    lib = _glibc()
    return bool(lib is not None and lib.mallopt(M_ARENA_MAX, ARENAS)
                and lib.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def trim_due() -> bool:
    """Whether a trim is due (TRIM_EVERY seconds after the last); marks it done: one caller trims."""
    global _last_trim
    now = time.monotonic()
    with _trim_lock:
        if _glibc() is None or now - _last_trim < TRIM_EVERY:
            return False
        _last_trim = now
        return True


def trim() -> None:
    """Give free heap pages back to the system (a few milliseconds; call it off the event loop)."""
    lib = _glibc()
    if lib is not None:
        lib.malloc_trim(0)


def trim_soon() -> None:
    """In a worker thread or process: trim when one is due."""
    if trim_due():
        trim()
