"""Tables written to a real store as the referee writes them (dealt, then a row per move with its
public narration and snapshot), for the web view's tests and bench/web_watchers.py."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bot.referee.tables import recorded
from bot.store.base import Store
from games import GAMES

KEY = b"k" * 32          # the web key the tests sign links with


@dataclass
class Played:
    table_id: int
    state: Any            # the game state after the moves (what the snapshot holds)
    rng: random.Random


def seats(players: list[str]) -> list[dict[str, Any]]:
    return [{"user": p, "name": p.capitalize(), "is_ai": False} for p in players]


async def dealt(store: Store, game: str, players: list[str], *, seed: int = 7, channel: str = "100",
                settings: dict[str, Any] | None = None) -> Played:
    state = GAMES[game].new(players, seed, None)
    rec = await store.create(channel, game, players[0], seats(players), {}, seed=seed, snapshot=state.dump(),
                             settings=settings)
    return Played(rec.id, state, random.Random(seed))


async def play(store: Store, table: Played, moves: int) -> int:
    """`moves` random legal moves (fewer if the game ends), each committed like the referee does."""
    rec = await store.load(table.table_id)
    assert rec is not None
    version = rec.version
    for _ in range(moves):
        state = table.state
        if state.is_over():
            break
        player = table.rng.choice(state.to_act())
        action = table.rng.choice(state.legal_actions(player))
        label = state.label(action)
        events = state.apply(player, action)
        public = [recorded(e) for e in events if e.get("to") is None]
        result = {"scores": {}} if state.is_over() else None
        version = await store.commit_action(table.table_id, version, player, action, state.dump(), public,
                                            label=label)
        if state.is_over():
            version = await store.finish(table.table_id, version, "finished", result)
    return version
