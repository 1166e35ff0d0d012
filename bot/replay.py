"""Replaying a table's log from its seed: `boardroom verify` and finished-game replays.

An undo entry and the move it took back are skipped (bot/undo.py ``effective``): the replay is
the game as it stands.
"""
from __future__ import annotations

from dataclasses import dataclass

from bot.store import ActionRecord, Store, TableRecord
from bot.undo import effective
from bot.words import Said


@dataclass
class Problem:
    table_id: int
    game: str
    status: str
    reason: str


def _game(key: str):
    from games import GAMES
    return GAMES.get(key)


def replay_state(rec: TableRecord, actions: list[ActionRecord]):
    """The state the log leads to: Game.new(seats, seed, options) then every effective action in order."""
    game = _game(rec.game)
    state = game.new([s["user"] for s in rec.seats], rec.seed, rec.options or None)
    for entry in effective(actions):
        state.apply(entry.player, entry.action)
    return state


def replay_steps(rec: TableRecord, actions: list[ActionRecord]) -> list:
    """Each move that stands (not taken back) with its label, its public narration and view(None) after it."""
    from bot.referee import ReplayStep
    game = _game(rec.game)
    if game is None:
        return []
    state = game.new([s["user"] for s in rec.seats], rec.seed, rec.options or None)
    steps = []
    for entry in effective(actions):
        label = Said(state.label(entry.action))
        events = state.apply(entry.player, entry.action)
        steps.append(ReplayStep(entry.version, entry.player, entry.action, label,
                                [Said(e) for e in events if e.get("to") is None], state.view(None)))
    return steps


async def verify(store: Store) -> tuple[int, list[Problem]]:
    """Replay every started table; report those whose snapshot differs from the replay."""
    problems: list[Problem] = []
    checked = 0
    for rec in await store.list_tables():
        if rec.seed is None:
            continue                      # never started: nothing to replay
        checked += 1
        if _game(rec.game) is None:
            problems.append(Problem(rec.id, rec.game, rec.status, "the game is not installed"))
            continue
        actions = await store.actions(rec.id)
        try:
            replayed = replay_state(rec, actions).dump()
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
