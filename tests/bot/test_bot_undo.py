"""Undo in the referee (bot/undoing.py): a player takes back their own last quiet move.

Every game: a quiet move taken back (the state, the version, verify, the history, a restart), a
revealing move refused, another player's move refused (not yours / someone acted since), nothing to
take back; the console's /undo and /move; the PostgreSQL store path."""
from __future__ import annotations

import random

import pytest

from bot import commands
from bot.referee import Referee
from bot.replay import replay_state, verify
from bot.shapes import Refusal
from bot.words import say
from fake_game import real_games

C = "undo"
PLAYERS = ["1", "2", "3"]


async def _table(ref: Referee, key: str, seed: int = 5) -> None:
    await ref.new_table(C, key, PLAYERS[0], "Ann")
    for user, name in zip(PLAYERS[1:], ["Bob", "Cy"]):
        await ref.join(C, user, name)
    await ref.start_game(C, PLAYERS[0], seed=seed)


async def _play_until(ref: Referee, want, seed: int = 5, limit: int = 3000):
    """Random moves until `want(state, player, action)` holds for a legal move: returns it unplayed."""
    rng = random.Random(seed)
    for _ in range(limit):
        state = ref._tables[C].state
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        found = [a for a in legal if want(state, player, a)]
        if found and ref.table(C).version > 2:
            return player, found[0]
        await ref.act(C, player, rng.choice(legal))
    raise AssertionError("no such move came")


def _quiet(state, player, action) -> bool:
    return state.undoable(player, action)


def _revealing(state, player, action) -> bool:
    return not state.undoable(player, action)


async def _refused(call) -> str:
    with pytest.raises(Refusal) as refused:
        await call
    return refused.value.message_id


@pytest.mark.parametrize("key", [k for k in real_games() if k != "qin"])
async def test_a_quiet_move_is_taken_back_and_every_reader_of_the_log_agrees(store, key: str) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, key)
    player, action = await _play_until(ref, _quiet)
    before, version = ref._tables[C].dump, ref.table(C).version
    reply = await ref.act(C, player, action)
    assert reply.undo_for == player and ref.undoer(C) == player       # the card may offer Undo
    other = next(p for p in PLAYERS if p != player)
    assert await _refused(ref.undo(C, other)) in ("steps2-undo-not-yours", "steps2-undo-acted-since")
    reply = await ref.undo(C, player)
    t = ref._tables[C]
    assert t.dump == before and t.state.dump() == before               # the state before the move
    assert t.version == version + 2                                     # the move and the undo: stale buttons die
    assert "took back" in say(reply.public[0], "en") and "took back" in say(reply.answer, "en")
    rec = await store.latest(C)
    log = await store.actions(rec.id)
    assert log[-1].action == {"type": "undo"} and log[-1].player == player
    assert replay_state(rec, log).dump() == before
    assert await verify(store) == (1, [])
    history = say((await ref.history(C, 5, user=player)).answer, "en")
    assert "(taken back)" in history and "took back:" in history
    assert await ref.act(C, player, action)                              # the same move can be made again
    ref._pool.shutdown()


async def _referee(url: str) -> Referee:
    """A started referee over the store at `url` (a restart: a new process on the same database)."""
    from bot.backends import open_store
    ref = Referee(await open_store(url), pictures=False)
    await ref.start()
    return ref


async def _restart_after_undo(url: str, key: str) -> None:
    """Undo, restart: the table carries on from the state before the move; move again, restart:
    /undo still works (from the log) though the button is not known any more."""
    ref = await _referee(url)
    await _table(ref, key)
    player, action = await _play_until(ref, _quiet)
    before = ref._tables[C].dump
    await ref.act(C, player, action)
    await ref.undo(C, player)
    await ref.close()
    again = await _referee(url)
    assert again._tables[C].dump == before
    await again.act(C, player, action)
    await again.close()
    third = await _referee(url)
    assert third.undoer(C) is None
    await third.undo(C, player)
    assert third._tables[C].dump == before
    assert await verify(third.store) == (1, [])
    await third.close()


async def test_a_restart_after_an_undo_carries_on_from_the_state_before_the_move(db_path) -> None:
    await _restart_after_undo(f"sqlite:///{db_path}", "acquire")


async def test_undo_and_restart_on_postgresql(pg_url: str) -> None:
    await _restart_after_undo(pg_url, "futures")


@pytest.mark.parametrize("key", real_games())
async def test_a_move_that_reveals_something_cannot_be_taken_back(store, key: str) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, key)
    player, action = await _play_until(ref, _revealing)
    await ref.act(C, player, action)
    last = (await store.actions((await store.latest(C)).id))[-1]
    if last.player == player:           # nobody else moved since: the game's word decides
        assert ref.undoer(C) is None
        assert await _refused(ref.undo(C, player)) == "steps2-undo-revealed"
    ref._pool.shutdown()


async def test_nothing_to_take_back_someone_acted_since_and_not_yours(store) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "wallstreet")
    first = ref._tables[C].state.to_act()[0]
    assert await _refused(ref.undo(C, first)) == "steps2-undo-nothing"
    player, action = await _play_until(ref, _quiet)
    await ref.act(C, player, action)
    t = ref._tables[C]
    version = t.version
    others = [p for p in PLAYERS if p != player]
    assert await _refused(ref.undo(C, others[0])) in ("steps2-undo-not-yours", "steps2-undo-acted-since")
    assert t.version == version                                      # a refusal changes nothing
    # play on until someone else moves: then the first player can no longer take theirs back
    rng = random.Random(1)
    while t.state.to_act() == [player]:
        await ref.act(C, player, rng.choice(t.state.legal_actions(player)))
    mover = t.state.to_act()[0]
    await ref.act(C, mover, rng.choice(t.state.legal_actions(mover)))
    assert await _refused(ref.undo(C, player)) == "steps2-undo-acted-since"
    ref._pool.shutdown()


async def test_only_the_mover_of_the_very_first_move_may_take_it_back(store) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "wallstreet")            # its first move (placing the pawn) is quiet
    t = ref._tables[C]
    player = t.state.to_act()[0]
    quiet = [a for a in t.state.legal_actions(player) if t.state.undoable(player, a)]
    await ref.act(C, player, quiet[0])
    stranger = next(p for p in PLAYERS if p != player and p not in t.state.to_act())
    assert await _refused(ref.undo(C, stranger)) == "steps2-undo-not-yours"
    ref._pool.shutdown()


async def test_the_console_types_undo_and_move(store) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "acquire")
    player, action = await _play_until(ref, _quiet)
    before = ref._tables[C].dump
    from bot.typed import typed_form
    line = "/move " + typed_form(ref._tables[C].state, action).lstrip("/").removeprefix("move ")
    await commands.run(ref, C, player, "P", commands.parse(line))
    assert ref._tables[C].dump != before
    reply = await commands.run(ref, C, player, "P", commands.parse("/undo"))
    assert ref._tables[C].dump == before and "took back" in say(reply.answer, "en")
    refused = await _refused(commands.run(ref, C, player, "P", commands.parse("/undo")))
    assert refused.startswith("steps2-undo-")
    help_text = say((await commands.run(ref, C, player, "P", commands.parse("/help"))).answer, "en")
    assert "/undo" in help_text and "/move" in help_text
    ref._pool.shutdown()


async def test_the_turn_clock_is_armed_again_for_the_player_who_took_back(store) -> None:
    now = [1000.0]
    ref = Referee(store, pictures=False)
    ref.clock = lambda: now[0]
    await ref.start()
    await ref.new_table(C, "wallstreet", PLAYERS[0], "Ann")
    await ref.join(C, PLAYERS[1], "Bob")
    await ref.start_game(C, PLAYERS[0], seed=5)
    await ref.set_timer(C, PLAYERS[0], 300)
    t = ref._tables[C]
    player = t.state.to_act()[0]
    quiet = next(a for a in t.state.legal_actions(player) if t.state.undoable(player, a))
    now[0] = 1100.0
    await ref.act(C, player, quiet)                    # placing the pawn passes the turn
    assert player not in t.state.to_act() and t.deadline == 1400.0
    now[0] = 1200.0
    await ref.undo(C, player)
    assert t.state.to_act() == [player] and t.deadline == 1500.0 and not t.reminded
    assert (await store.latest(C)).deadline == 1500.0                   # stored with the undo
    ref._pool.shutdown()


async def test_an_undo_tells_its_secrets_to_that_player_only(store) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "acquire")                        # holdings are secret by default

    def buying(state, player, action) -> bool:
        return action["type"] == "buy" and state.undoable(player, action)

    player, action = await _play_until(ref, buying)
    held = ref._secrets(ref._tables[C])[player]
    reply = await ref.act(C, player, action)
    assert player not in reply.private                  # their own purchase is no news to them (DM rules)
    reply = await ref.undo(C, player)
    assert ref._secrets(ref._tables[C])[player] == held
    assert all(p == player for p in reply.private)      # nobody else hears anything
    ref._pool.shutdown()
