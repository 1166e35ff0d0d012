"""No public text and no board picture input carries a secret.

Along random games, two referees are put in states that differ only in one
player's hidden things (GameState.vary_secrets); another player then makes the
same move at both (unless the game itself reveals the secret with that move).
What the channel gets (texts, pings, the view the board is
drawn from, the picture's alt text, the status line) and what every other player
is sent must be identical. Runs over High Card and every registered game.
"""
from __future__ import annotations

import json
import random

import pytest

from bot.referee.referee import Referee
from bot.store.sqlite import SqliteStore
from games.base import english
from fake_game import real_games
from games.base import english
from random_play import random_walk

CHECKPOINTS = 6
MAX_STEPS = 400


class Recorder:
    """Stands in for the renderer: remembers every view it was asked to draw."""

    def __init__(self) -> None:
        self.boards: list[str] = []

    def board(self, game: str, view: dict, names: dict, locale: str = "en") -> bytes:
        self.boards.append(json.dumps(view, sort_keys=True))
        return b"png"

    def private(self, game: str, view: dict, names: dict, locale: str = "en") -> bytes:
        return b"png"


async def table_at(key: str, players: list[str], state, channel: str):
    """A referee whose table in `channel` holds `state` (reached the same way every time)."""
    store = SqliteStore(":memory:")
    await store.open()
    recorder = Recorder()
    ref = Referee(store, draw_board=recorder.board, draw_private=recorder.private)
    await ref.start()
    await ref.new_table(channel, key, players[0], "P0")
    for i, p in enumerate(players[1:], 1):
        await ref.join(channel, p, f"P{i}")
    await ref.start_game(channel, players[0], seed=1)
    table = ref.book.tables[channel]
    table.state, table.dump = state, state.dump()
    recorder.boards.clear()
    return ref, recorder


def same_for_the_table(game, dump_a: str, dump_b: str, player: str, action: dict) -> bool:
    """Does the game itself tell the table the same thing after this move in both states?"""
    a, b = game.load(dump_a), game.load(dump_b)
    told_a = [english(e) for e in a.apply(player, action) if e["to"] is None]
    told_b = [english(e) for e in b.apply(player, action) if e["to"] is None]
    return told_a == told_b and json.dumps(a.view(None), sort_keys=True) == json.dumps(b.view(None), sort_keys=True)


def public_part(reply, keeper: str, actor: str) -> dict:
    """What the channel gets, and what players other than the secret's keeper are sent.

    The actor is left out of the private part: a changed deck order (hidden from everyone)
    may legitimately give them another card."""
    return {
        "public": reply.public, "ping": reply.ping, "finished": reply.finished,
        "alt": reply.board.alt if reply.board else None,
        "others": {u: [m.text for m in ms] for u, ms in reply.private.items() if u not in (keeper, actor)},
    }


@pytest.mark.parametrize("key", ["highcard", *real_games()])
async def test_public_output_ignores_hidden_differences(key: str) -> None:
    from games import GAMES
    game = GAMES[key]
    n = min(game.max_players, max(game.min_players, 3))
    players = [f"u{i}" for i in range(n)]
    rng = random.Random(7)
    walk = random_walk(game, players, 12345, rng=rng, steps=MAX_STEPS)
    dumps = [state.dump() for state, _, _ in walk]
    steps = [(dump, move.player, move.action) for dump, move in zip(dumps, walk.moves)]
    checked = 0
    for k, (dump, player, action) in enumerate(rng.sample(steps, min(CHECKPOINTS * 3, len(steps)))):
        base = game.load(dump)
        keepers = [p for p in players if p != player]
        keeper = rng.choice(keepers)
        varied = base.vary_secrets(keeper, rng.randrange(1 << 30))
        if varied.dump() == dump or action not in varied.legal_actions(player):
            continue
        if not same_for_the_table(game, dump, varied.dump(), player, action):
            continue      # the move itself reveals the secret (a card turned face up): the game's call
        channel = f"c{k}"
        ref_a, rec_a = await table_at(key, players, game.load(dump), channel)
        ref_b, rec_b = await table_at(key, players, varied, channel)
        try:
            status_a, status_b = await ref_a.status(channel), await ref_b.status(channel)
            assert status_a.public == status_b.public and status_a.ping == status_b.ping
            reply_a = await ref_a.act(channel, player, action)
            reply_b = await ref_b.act(channel, player, action)
            assert public_part(reply_a, keeper, player) == public_part(reply_b, keeper, player)
            assert rec_a.boards == rec_b.boards and rec_a.boards, "the board was drawn from a secret"
            checked += 1
        finally:
            await ref_a.close()
            await ref_b.close()
        if checked >= CHECKPOINTS:
            break
    assert checked, "no state with a secret to vary was found"
