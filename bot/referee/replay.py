"""Replaying a table's log from its seed: `boardroom verify`, the end card's chart and
`/game replay` (the board at move N, for running and finished tables).

Everything a replay shows comes from the public side: ``view(None)`` after each move and the
public narration as the log keeps it (an event's ``record`` when it has one), never a move's
label nor anyone's view of their own (a label can name a card played face down).
An undo entry and the move it took back are skipped (bot/moves/undo.py ``effective``).
"""
from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from bot.referee.pictures import Pictures
from bot.referee.shapes import Picture, Refusal, ReplayStep, Seat
from bot.store.base import ActionRecord, Store, TableRecord, UnreadableLog
from bot.referee.sharing import shared
from bot.referee.tables import game_name, recorded, seats_from, table_language
from bot.text.names import seat_names
from bot.text.told import with_told
from bot.moves.undo import TIMER, NotAllowed, check, effective, is_undo, version_of
from bot.text.words import Said, message_of, number_text, said


if TYPE_CHECKING:
    from games.base import Game, GameState


@dataclass
class Problem:
    table_id: int
    game: str
    status: str
    reason: str


def _game(key: str) -> "Game | None":
    from games import GAMES
    return GAMES.get(key)


def _installed(key: str) -> "Game":
    game = _game(key)
    if game is None:
        raise ValueError(f"the game {key[:40]!r} is not installed")
    return game


def _seed(rec: TableRecord) -> int:
    if rec.seed is None:
        raise ValueError(f"table #{rec.id} was never dealt")
    return rec.seed


def replay_state(rec: TableRecord, actions: list[ActionRecord]) -> "GameState":
    """The state the log leads to: Game.new(seats, seed, options) then every effective action in order."""
    state = _installed(rec.game).new([s["user"] for s in rec.seats], _seed(rec), rec.options or None)
    for entry in effective(actions):
        state.apply(entry.player, entry.action)
    return state


def replay_steps(rec: TableRecord, actions: list[ActionRecord]) -> list[Any]:
    """Each move with its label, its public narration and view(None) after it."""
    return replay_log(rec, actions).steps


def replay_log(rec: TableRecord, actions: list[ActionRecord]) -> "Replay":
    """The table's log replayed from its seed (undone moves left out: bot.moves.undo.effective):
    the public view at the deal and after each move, with each move's public narration; nothing
    to replay (no moves, no views) for a game not installed or a table never dealt."""
    game = _game(rec.game)
    replay = Replay(rec.id, rec.game, rec.status, rec.version, seats_from(rec.seats), rec.guild, rec.channel,
                    shared(rec.settings), table_language(rec.settings))
    if game is None or rec.seed is None:
        return replay
    state = game.new([s["user"] for s in rec.seats], rec.seed, rec.options or None)
    replay.start = state.view(None)
    for entry in effective(actions):
        label = Said(state.label(entry.action))
        events = with_told(rec.game, entry.player, entry.action, state.apply(entry.player, entry.action),
                           message_of(label))
        replay.steps.append(ReplayStep(entry.version, entry.player, entry.action, label,
                                       [Said(recorded(e)) for e in events if e.get("to") is None],
                                       state.view(None)))
    return replay


def proved_state(rec: TableRecord, actions: list[ActionRecord]) -> "GameState":
    """The state the log leads to, every row proved (NotAllowed names the first that is not):
    who (a seat; a move the clock made, for a human seat), what (the game accepts the move from
    that player there) and that each undo was allowed when it was made (bot/moves/undo.py ``check``)."""
    seats = {s["user"]: s for s in rec.seats}
    for position, entry in enumerate(actions):
        by = entry.by
        if by is None:
            continue
        seat = seats.get(entry.player)
        if by != TIMER or is_undo(entry.action) or seat is None or seat.get("is_ai"):
            raise NotAllowed(version_of(entry, position), entry.player,
                             f"a row made by {by!r} for {entry.player}: only the clock plays, and only a human's move")
    return check(_installed(rec.game), list(seats), _seed(rec), rec.options or None, actions)


async def verify(store: Store) -> tuple[int, list[Problem]]:
    """Replay every started table, proving each row of its log (who, what, allowed when made);
    report those whose log does not hold or whose snapshot differs from the replay."""
    problems: list[Problem] = []
    checked = 0
    for rec in await store.list_tables():
        if rec.seed is None:
            continue                      # never started: nothing to replay
        checked += 1
        if _game(rec.game) is None:
            problems.append(Problem(rec.id, rec.game, rec.status, "the game is not installed"))
            continue
        try:
            actions = await store.actions(rec.id)
        except UnreadableLog as exc:
            problems.append(Problem(rec.id, rec.game, rec.status, exc.why.partition(": ")[2] or exc.why))
            continue
        try:
            replayed = proved_state(rec, actions).dump()
        except NotAllowed as exc:
            problems.append(Problem(rec.id, rec.game, rec.status, f"the log does not hold: {exc}"))
            continue
        except Exception as exc:  # an illegal or broken log is exactly what verify reports
            problems.append(Problem(rec.id, rec.game, rec.status, f"the log does not replay: {exc}"))
            continue
        if rec.snapshot is None:
            problems.append(Problem(rec.id, rec.game, rec.status, "no snapshot"))
        elif replayed != rec.snapshot:
            problems.append(Problem(rec.id, rec.game, rec.status, "the snapshot differs from the replayed log"))
        elif actions and actions[-1].version != rec.snapshot_version:
            problems.append(Problem(rec.id, rec.game, rec.status,
                                    f"the snapshot is at version {rec.snapshot_version}, the log at {actions[-1].version}"))
        elif rec.snapshot_version is not None and rec.snapshot_version > rec.version:
            problems.append(Problem(rec.id, rec.game, rec.status, "the snapshot is newer than the table"))
    return checked, problems


# --- /game replay: frames of a table's replay, cached for quick stepping ---

# A kept replay holds every public view (a 234-move Wall Street game: ~4 MB) and up to
# FRAME_PICTURES boards (~70 KB each): at most ~50 MB in all.
REPLAY_SECONDS = 300.0   # a replay is dropped this long after it was last looked at
REPLAY_TABLES = 8        # replays kept at once (the least recently used goes first)
FRAME_PICTURES = 32      # pictures kept per replay (per move and language)


@dataclass
class Replay:
    """A table's log replayed once: the public view at the deal (move 0) and after each move."""

    table_id: int
    game: str
    status: str
    version: int
    seats: list[Seat]
    guild: int | None
    channel: str
    shared: bool = True         # its web page answers at its link (`/game status share:on|off`)
    language: str = "en"        # the table's language: what its channels read
    start: dict[str, Any] = field(default_factory=dict[str, Any])
    steps: list[ReplayStep] = field(default_factory=list)   # one per move
    pictures: "OrderedDict[tuple[int, str], Picture | None]" = field(default_factory=OrderedDict)

    @property
    def moves(self) -> int:
        return len(self.steps)

    def view(self, index: int) -> dict[str, Any]:
        """The public view at move `index` (0: the deal)."""
        return self.start if index == 0 else self.steps[index - 1].view

    def opening(self) -> int:
        """Where a replay opens: a running table at its last move (what just happened), a
        finished one at the deal (its end is on the end card; a replay is watched from the start)."""
        return self.moves if self.status == "playing" else 0

    def visible_to(self, user: str, guild: int | None, channel: str) -> bool:
        """Who may replay this table: anyone on its server (as `/game tables` lists it), and its
        players from anywhere (`/game tables mine`); a table from before servers were stored, in its channel."""
        if any(s.user == user for s in self.seats):
            return True
        return self.guild == guild if self.guild is not None else self.channel == channel


@dataclass
class Frame:
    """What `/game replay` shows at one move: texts are messages for the reader's language."""

    table_id: int
    game: str
    status: str
    index: int                  # 0: the deal; else the move's number
    moves: int
    player: str | None          # who made the move (None at the deal)
    narration: list[Any]        # the move's public narration, as the table was told it
    picture: Picture | None
    names: dict[str, str]       # seat user id -> name in the reader's language
    title: Any = None           # the game's name as a message argument (its catalog title)
    shared: bool = True         # the table's web page answers at its link


class ReplayBook:
    """Replays by table id, each kept `REPLAY_SECONDS` after its last use (LRU, `REPLAY_TABLES`)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._kept: "OrderedDict[int, tuple[float, Replay]]" = OrderedDict()

    def get(self, table_id: int, version: int, status: str) -> Replay | None:
        """The kept replay of this table if it is still the table as it is now."""
        now = self.clock()
        for key in [k for k, (used, _) in self._kept.items() if used < now - REPLAY_SECONDS]:
            del self._kept[key]
        kept = self._kept.get(table_id)
        if kept is None or kept[1].version != version or kept[1].status != status:
            return None
        self._kept[table_id] = (now, kept[1])
        self._kept.move_to_end(table_id)
        return kept[1]

    def keep(self, replay: Replay) -> Replay:
        self._kept[replay.table_id] = (self.clock(), replay)
        self._kept.move_to_end(replay.table_id)
        while len(self._kept) > REPLAY_TABLES:
            self._kept.popitem(last=False)
        return replay

    def __len__(self) -> int:
        return len(self._kept)


class Replays:
    """The referee's side of `/game replay`: a table's replay (built in the render workers, kept
    a few minutes in `replay_book`) and its frames, the board drawn there too (`pictures`)."""

    def __init__(self, store: Store, pictures: Pictures) -> None:
        self.store = store
        self.pictures = pictures
        self.replay_book = ReplayBook()

    async def replay_of(self, table_id: int) -> Replay:
        """The table's replay as its log stands now; Refusal for a table that is gone or never started."""
        rec = await self.store.load(table_id)
        if rec is None:
            raise Refusal("replay-gone", table=number_text(table_id))
        if rec.seed is None:
            raise Refusal("bot-never-started", table=number_text(table_id))
        if _game(rec.game) is None:
            raise Refusal("replay-not-installed", table=number_text(table_id))
        kept = self.replay_book.get(table_id, rec.version, rec.status)
        if kept is not None:
            return kept
        actions = await self.store.actions(table_id)
        replay = await self.pictures.in_pool(replay_log, rec, actions)
        return self.replay_book.keep(replay)

    async def replay(self, table_id: int) -> list[ReplayStep]:
        """Every move of a table from its seed (ReplayStep: label, public narration, view(None) after it)."""
        return (await self.replay_of(table_id)).steps

    async def replay_frame(self, replay: Replay, index: int, locale: str) -> Frame:
        """Move `index` of `replay` for a reader of `locale`; Refusal when the log has no such move."""
        if not 0 <= index <= replay.moves:
            raise Refusal("replay-out-of-range", move=number_text(index), count=replay.moves)
        names = seat_names(replay.seats, locale)
        step = replay.steps[index - 1] if index else None
        picture = await self._replay_picture(replay, index, locale, names)
        return Frame(replay.table_id, replay.game, replay.status, index, replay.moves,
                     step.player if step else None, list(step.public) if step else [], picture, names,
                     game_name(replay.game), replay.shared)

    async def _replay_picture(self, replay: Replay, index: int, locale: str, names: dict[str, str]) -> Picture | None:
        if not self.pictures.enabled:
            return None
        key = (index, locale)
        if key in replay.pictures:
            replay.pictures.move_to_end(key)
            return replay.pictures[key]
        png = await self.pictures.render(self.pictures.draw_board, replay.game, replay.view(index), names, locale)
        picture = None if png is None else Picture(
            png, f"{replay.game}-{replay.table_id}-replay-{index}.png",
            said("replay-alt", game=game_name(replay.game), table=number_text(replay.table_id),
                 move=number_text(index)))
        replay.pictures[key] = picture
        while len(replay.pictures) > FRAME_PICTURES:
            replay.pictures.popitem(last=False)
        return picture
