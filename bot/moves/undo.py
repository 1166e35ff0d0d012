"""Taking back a move, pure: the log keeps an undo as an entry of its own, replays skip both.

The referee (bot/referee/undoing.py) logs ``{"type": "undo"}`` by the player who takes their move back;
``effective`` is the log as the game saw it (each undo removes the move before it), so replays
and ``boardroom verify`` agree; ``undo`` says whether `player` may take back their last move now
and gives the state to go back to; ``check`` walks a whole log and proves each undo in it was
allowed when it was made (``boardroom verify``).

A move may be taken back while
- it is the table's last standing move and the player's own;
- nobody else has acted since: no other player's entry (a move, or an undo of theirs) follows it
  in the log. Once another player has answered, the move is final, even if they take theirs back;
- the player made it: a move the clock made for them when their time ran out (``by`` = TIMER) is
  not theirs to take back;
- the game said before applying it that it reveals nothing (``GameState.undoable``).
Refusals are messages of the ``undo`` domain.
"""
from __future__ import annotations

from typing import Any, Protocol, Sequence, TypeVar

from bot.referee.shapes import Refusal
from games.base import Action, Game, GameState

UNDO: Action = {"type": "undo"}
TIMER = "timer"          # an entry's `by`: the computer made this move when the player's time ran out
HINTED = "hint"          # an entry's `by`: the player made it after asking for a hint for it (bot/referee/coach.py)


class Entry(Protocol):
    """A log row as the store gives it (bot/store/base.py ``ActionRecord``), or an undo just logged."""

    @property
    def player(self) -> str: ...
    @property
    def action(self) -> dict[str, Any]: ...
    @property
    def by(self) -> str | None: ...          # who made the move for `player` (None: themselves)
    @property
    def version(self) -> int | None: ...     # the table version it led to (None: not known)


E = TypeVar("E", bound=Entry)


class NotAllowed(Exception):
    """An entry of a log that was not allowed when it was made (``check``): a move the game
    refuses from that player there, or an undo the rules refuse (`refusal` says which rule)."""

    def __init__(self, version: int, player: str, why: str, refusal: Refusal | None = None) -> None:
        super().__init__(f"version {version}: {why}")
        self.version, self.player, self.refusal = version, player, refusal


def is_undo(action: Any) -> bool:
    return bool(action == UNDO)


def made_by_clock(entry: Entry) -> bool:
    """Whether the clock made this move for its player (their time ran out)."""
    return entry.by == TIMER


def standing(entries: Sequence[Entry]) -> list[int]:
    """Positions in `entries` (oldest first) of the moves still standing: not undo entries, and
    not taken back by one (each undo takes back the standing move before it)."""
    kept: list[int] = []
    for i, entry in enumerate(entries):
        if is_undo(entry.action):
            if kept:
                kept.pop()
        else:
            kept.append(i)
    return kept


def effective(entries: Sequence[E]) -> list[E]:
    """The entries the game applied: an undo entry and the move it took back drop out."""
    return [entries[i] for i in standing(entries)]


def taken_back(entries: Sequence[Entry]) -> set[int]:
    """Positions in `entries` (a window of the log, oldest first) of the moves an undo entry of
    the same window took back (an undo whose move lies before the window marks nothing)."""
    kept: list[int] = []
    gone: set[int] = set()
    for i, entry in enumerate(entries):
        if is_undo(entry.action):
            if kept:
                gone.add(kept.pop())
        else:
            kept.append(i)
    return gone


def replay(game: Game, players: list[str], seed: int, options: dict[str, Any] | None, entries: Sequence[Entry]) -> GameState:
    """The state a log (undo entries included) leads to."""
    state = game.new(players, seed, options or None)
    for entry in effective(entries):
        state.apply(entry.player, entry.action)
    return state


class Walk:
    """A log walked in order as the game saw it: the state now, the moves still standing, and the
    state before each move that may be asked about (`keep`: positions), to check an undo of it."""

    def __init__(self, game: Game, players: list[str], seed: int, options: dict[str, Any] | None,
                 keep: set[int] | None = None) -> None:
        self.game, self.players = game, players
        self.state = game.new(players, seed, options or None)
        self.seen: list[Entry] = []                        # every entry so far, undo entries included
        self.kept: list[int] = []                        # positions of the moves still standing
        self.before: dict[int, str] = {}                 # position -> the state before it (a dump)
        self.keep = keep

    def move(self, entry: Entry) -> None:
        """Apply a move entry (IllegalAction when the game refuses it)."""
        position = len(self.seen)
        if self.keep is None or position in self.keep:
            self.before[position] = self.state.dump()
        self.state.apply(entry.player, entry.action)
        self.seen.append(entry)
        self.kept.append(position)

    def may_undo(self, player: str) -> GameState:
        """The state before `player`'s last standing move if they may take it back now, else Refusal."""
        if not self.kept:
            raise Refusal("undo-nothing")
        position = self.kept[-1]
        last = self.seen[position]
        if last.player != player:
            moved = any(self.seen[i].player == player for i in self.kept)
            raise Refusal("undo-acted-since" if moved else "undo-not-yours")
        if any(entry.player != player for entry in self.seen[position + 1:]):
            raise Refusal("undo-acted-since")
        if made_by_clock(last):
            raise Refusal("undo-timer")
        before = self.game.load(self.before[position])
        if not before.undoable(player, last.action):
            raise Refusal("undo-revealed")
        return before

    def undo(self, entry: Entry, strict: bool = True) -> None:
        """Apply an undo entry; `strict`: only as the rules allow it (else NotAllowed)."""
        if strict:
            try:
                self.state = self.may_undo(entry.player)
            except Refusal as exc:
                raise NotAllowed(version_of(entry, len(self.seen)), entry.player,
                                 f"{entry.player} may not take back that move: {exc}", exc) from None
        elif self.kept:
            self.state = self.game.load(self.before[self.kept[-1]])
        self.seen.append(entry)
        if self.kept:
            self.kept.pop()


def version_of(entry: Entry, position: int) -> int:
    """The table version an entry led to (a store row's), else its place in the log from 1."""
    return entry.version or position + 1


def walk(game: Game, players: list[str], seed: int, options: dict[str, Any] | None, entries: Sequence[Entry],
         strict: bool) -> Walk:
    """The log walked from the deal. The states kept are those before each move an undo takes
    back and before the last standing move (what an undo now would take back). `strict`: every
    entry proved (NotAllowed), else undo entries taken as the log has them."""
    last = standing(entries)
    keep = taken_back(entries) | set(last[-1:])
    w = Walk(game, players, seed, options, keep)
    for position, entry in enumerate(entries):
        if is_undo(entry.action):
            w.undo(entry, strict)
            continue
        if not strict:
            w.move(entry)
            continue
        if entry.player not in players:
            raise NotAllowed(version_of(entry, position), entry.player, f"{entry.player} has no seat at the table")
        try:
            w.move(entry)
        except Exception as exc:          # IllegalAction, or a move the game cannot even read
            raise NotAllowed(version_of(entry, position), entry.player,
                             f"the game refuses {entry.action} from {entry.player} there: {exc}") from None
    return w


def check(game: Game, players: list[str], seed: int, options: dict[str, Any] | None, entries: Sequence[Entry]) -> GameState:
    """The state a log leads to, every entry proved: who (a seat of the table), what (the game
    accepts the move from that player there) and that each undo was allowed when it was made
    (NotAllowed names the first entry that was not)."""
    return walk(game, players, seed, options, entries, strict=True).state


def undo(game: Game, players: list[str], seed: int, options: dict[str, Any] | None, entries: Sequence[Entry],
         player: str) -> GameState:
    """The state before `player`'s last move, if they may take it back now; else Refusal. Earlier
    undo entries are taken as the log has them (they were checked when they were made)."""
    return walk(game, players, seed, options, entries, strict=False).may_undo(player)


def last_move(entries: Sequence[E]) -> E | None:
    """The entry an undo now would take back (None: nothing left)."""
    moves = effective(entries)
    return moves[-1] if moves else None
