"""Undo in the referee (bot/referee/undoing.py): a player takes back their own last quiet move.

Every game: a quiet move taken back (the state, the version, verify, the history, a restart), a
revealing move refused, another player's move refused (not yours / someone acted since), nothing to
take back; the console's /undo and /move; the PostgreSQL store path."""
from __future__ import annotations

import random

import pytest

from bot.console import commands
from bot.referee.referee import Referee
from bot.referee.replay import replay_state, verify
from bot.referee.shapes import Refusal
from bot.referee.tables import game_of
from bot.text.words import say
from fake_game import real_games
from referee_play import referee_move, referee_walk

C = "undo"
PLAYERS = ["1", "2", "3"]


async def _table(ref: Referee, key: str, seed: int = 5) -> None:
    await ref.new_table(C, key, PLAYERS[0], "Ann")
    for user, name in zip(PLAYERS[1:], ["Bob", "Cy"]):
        await ref.join(C, user, name)
    await ref.start_game(C, PLAYERS[0], seed=seed)


async def _play_until(ref: Referee, want, seed: int = 5, limit: int = 3000):
    """Random moves until `want(state, player, action)` holds for a legal move: returns it unplayed."""
    async for info, player, choices in referee_walk(ref, C, random.Random(seed), first_to_act=True, limit=limit):
        state = ref.book.tables[C].state
        found = [c.action for c in choices if want(state, player, c.action)]
        if found and info.version > 2:
            return player, found[0]
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
    before, version = ref.book.tables[C].dump, ref.table(C).version
    reply = await ref.act(C, player, action)
    assert reply.undo_for == player and ref.undoer(C) == player       # the card may offer Undo
    other = next(p for p in PLAYERS if p != player)
    assert await _refused(ref.undo(C, other)) in ("undo-not-yours", "undo-acted-since")
    reply = await ref.undo(C, player)
    t = ref.book.tables[C]
    assert t.dump == before and t.state.dump() == before               # the state before the move
    assert t.version == version + 2                                     # the move and the undo: stale buttons die
    assert "took back" in say(reply.public[0], "en") and "took back" in say(reply.answer, "en")
    rec = await store.latest(C)
    log = await store.actions(rec.id)
    assert log[-1].action == {"type": "undo"} and log[-1].player == player
    assert replay_state(rec, log).dump() == before
    assert await verify(store) == (1, [])
    history = say((await ref.history(C, 5, user=player)).answer, "en")
    assert "(taken back)" in history and "took back a move (" in history     # told as the table was told it
    assert say(log[-2].label, "en") not in history.replace(say(log[-2].public[0], "en"), "")   # no button label
    assert await ref.act(C, player, action)                              # the same move can be made again
    ref.pool.shutdown()


async def _referee(url: str) -> Referee:
    """A started referee over the store at `url` (a restart: a new process on the same database)."""
    from bot.store.backends import open_store
    ref = Referee(await open_store(url), pictures=False)
    await ref.start()
    return ref


async def _restart_after_undo(url: str, key: str) -> None:
    """Undo, restart: the table carries on from the state before the move; move again, restart:
    /undo still works (from the log) though the button is not known any more."""
    ref = await _referee(url)
    await _table(ref, key)
    player, action = await _play_until(ref, _quiet)
    before = ref.book.tables[C].dump
    await ref.act(C, player, action)
    await ref.undo(C, player)
    await ref.close()
    again = await _referee(url)
    assert again.book.tables[C].dump == before
    await again.act(C, player, action)
    await again.close()
    third = await _referee(url)
    assert third.undoer(C) is None
    await third.undo(C, player)
    assert third.book.tables[C].dump == before
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
        assert await _refused(ref.undo(C, player)) == "undo-revealed"
    ref.pool.shutdown()


async def test_nothing_to_take_back_someone_acted_since_and_not_yours(store) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "wallstreet")
    first = ref.book.tables[C].state.to_act()[0]
    assert await _refused(ref.undo(C, first)) == "undo-nothing"
    player, action = await _play_until(ref, _quiet)
    await ref.act(C, player, action)
    t = ref.book.tables[C]
    version = t.version
    others = [p for p in PLAYERS if p != player]
    assert await _refused(ref.undo(C, others[0])) in ("undo-not-yours", "undo-acted-since")
    assert t.version == version                                      # a refusal changes nothing
    # play on until someone else moves: then the first player can no longer take theirs back
    rng = random.Random(1)
    while t.state.to_act() == [player]:
        await referee_move(ref, C, rng, first_to_act=True)
    await referee_move(ref, C, rng, first_to_act=True)
    assert await _refused(ref.undo(C, player)) == "undo-acted-since"
    ref.pool.shutdown()


async def test_only_the_mover_of_the_very_first_move_may_take_it_back(store) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "wallstreet")            # its first move (placing the pawn) is quiet
    t = ref.book.tables[C]
    player = t.state.to_act()[0]
    quiet = [a for a in t.state.legal_actions(player) if t.state.undoable(player, a)]
    await ref.act(C, player, quiet[0])
    stranger = next(p for p in PLAYERS if p != player and p not in t.state.to_act())
    assert await _refused(ref.undo(C, stranger)) == "undo-not-yours"
    ref.pool.shutdown()


async def test_the_console_types_undo_and_move(store) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "acquire")
    player, action = await _play_until(ref, _quiet)
    before = ref.book.tables[C].dump
    from bot.moves.typed import typed_form
    line = "/move " + typed_form(ref.book.tables[C].state, action).lstrip("/").removeprefix("move ")
    await commands.run(ref, C, player, "P", commands.parse(line))
    assert ref.book.tables[C].dump != before
    reply = await commands.run(ref, C, player, "P", commands.parse("/undo"))
    assert ref.book.tables[C].dump == before and "took back" in say(reply.answer, "en")
    refused = await _refused(commands.run(ref, C, player, "P", commands.parse("/undo")))
    assert refused.startswith("undo-")
    help_text = say((await commands.run(ref, C, player, "P", commands.parse("/help"))).answer, "en")
    assert "/undo" in help_text and "/move" in help_text
    ref.pool.shutdown()


async def _timed_table(store, now: list[float]) -> Referee:
    """A two-player Wall Street table (its first move, placing the pawn, is quiet and passes the
    turn) with a 300 s turn timer set at 1000: the first turn runs out at 1300."""
    ref = Referee(store, pictures=False)
    ref.clock = lambda: now[0]
    await ref.start()
    await ref.new_table(C, "wallstreet", PLAYERS[0], "Ann")
    await ref.join(C, PLAYERS[1], "Bob")
    await ref.start_game(C, PLAYERS[0], seed=5)
    await ref.set_timer(C, PLAYERS[0], 300)
    return ref


async def test_an_undo_restores_the_deadline_that_was_running_before_the_move(store) -> None:
    """The clock belongs to the turn: a quiet move and its undo, again and again, never buy time;
    the reminder already sent is not sent again; at the deadline the computer plays."""
    now = [1000.0]
    ref = await _timed_table(store, now)
    t = ref.book.tables[C]
    player = t.state.to_act()[0]
    quiet = next(a for a in t.state.legal_actions(player) if t.state.undoable(player, a))
    assert t.deadline == 1300.0
    now[0] = 1160.0
    assert await ref.remind(C) is not None and t.reminded            # half time: reminded once
    for moment in (1170.0, 1220.0, 1280.0):
        now[0] = moment
        await ref.act(C, player, quiet)                # placing the pawn passes the turn: the other's clock
        assert player not in t.state.to_act() and t.deadline == moment + 300
        await ref.undo(C, player)
        assert t.state.to_act() == [player] and t.deadline == 1300.0 and t.reminded
        rec = await store.latest(C)
        assert (rec.deadline, rec.reminded) == (1300.0, True)                 # stored with the undo
    assert await ref.remind(C) is None                                        # no second reminder
    now[0] = 1300.0
    reply = await ref.act_for_timeout(C)                                      # time is up: the computer plays
    assert reply is not None and player not in t.state.to_act()
    ref.pool.shutdown()


async def test_a_move_the_clock_made_is_not_the_late_players_to_take_back(store) -> None:
    now = [1000.0]
    ref = await _timed_table(store, now)
    t = ref.book.tables[C]
    player = t.state.to_act()[0]
    now[0] = 1300.0
    reply = await ref.act_for_timeout(C)
    assert reply is not None and reply.undo_for is None and ref.undoer(C) is None     # no Undo button
    deadline = t.deadline
    assert await _refused(ref.undo(C, player)) == "undo-timer"
    assert t.deadline == deadline                                     # and no new deadline either
    log = await store.actions(t.id)
    assert log[-1].player == player and log[-1].by == "timer"         # the log says who made it
    assert await verify(store) == (1, [])
    ref.pool.shutdown()


async def _two_quiet_replies(ref: Referee, seed: int = 5, limit: int = 3000):
    """Random moves until a quiet move by one human can be answered by a quiet move of another:
    returns (q, q's move), unplayed."""
    async for _, q, choices in referee_walk(ref, C, random.Random(seed), first_to_act=True, limit=limit):
        t = ref.book.tables[C]
        state = t.state
        for move in [c.action for c in choices if state.undoable(q, c.action)]:
            after = game_of(t).load(state.dump())
            after.apply(q, move)
            if any(p != q and any(after.undoable(p, a) for a in after.legal_actions(p)) for p in after.to_act()):
                return q, move
    raise AssertionError("no quiet move answered by a quiet move")


@pytest.mark.parametrize("key", ["stockpile", "acquire"])
async def test_once_another_player_acted_the_move_is_final_even_if_they_take_theirs_back(store, key: str) -> None:
    """q bids, p outbids, p takes it back: q has seen p's reply, so q's bid stands (no Undo for q)."""
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, key)
    q, move = await _two_quiet_replies(ref)
    reply = await ref.act(C, q, move)
    assert reply.undo_for == q
    t = ref.book.tables[C]
    p = next(p for p in t.state.to_act() if p != q)
    answer = next(a for a in t.state.legal_actions(p) if t.state.undoable(p, a))
    assert (await ref.act(C, p, answer)).undo_for == p
    reply = await ref.undo(C, p)
    assert rules_last_player(await store.actions(t.id)) == q            # q's move is the last standing again
    assert reply.undo_for is None and ref.undoer(C) is None              # the card offers q no Undo
    assert await _refused(ref.undo(C, q)) == "undo-acted-since"
    assert await verify(store) == (1, [])
    ref.pool.shutdown()


def rules_last_player(log) -> str:
    from bot.moves.undo import last_move
    return last_move(log).player


async def test_verify_proves_every_undo_row(store, db_path) -> None:
    """An undo row rewritten to name another player, or made to take back a move the clock made, is
    caught: verify proves who, what, and that it was allowed when it was made."""
    import sqlite3

    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "acquire")
    player, action = await _play_until(ref, _quiet)
    await ref.act(C, player, action)
    await ref.undo(C, player)
    table_id = ref.book.tables[C].id
    assert await verify(store) == (1, [])
    log = await store.actions(table_id)
    undo_row, move_row = log[-1], log[-2]
    other = next(p for p in PLAYERS if p != player)
    con = sqlite3.connect(db_path)
    con.execute("UPDATE actions SET player = ? WHERE table_id = ? AND version = ?",
                (other, table_id, undo_row.version))
    con.commit()
    checked, problems = await verify(store)
    assert [p.table_id for p in problems] == [table_id] and f"version {undo_row.version}" in problems[0].reason
    con.execute("UPDATE actions SET player = ? WHERE table_id = ? AND version = ?",
                (player, table_id, undo_row.version))
    con.execute("UPDATE actions SET made_by = 'timer' WHERE table_id = ? AND version = ?",
                (table_id, move_row.version))
    con.commit()
    checked, problems = await verify(store)
    assert [p.table_id for p in problems] == [table_id] and "time ran out" in problems[0].reason
    con.execute("UPDATE actions SET made_by = 'someone' WHERE table_id = ? AND version = ?",
                (table_id, move_row.version))
    con.commit()
    checked, problems = await verify(store)
    assert [p.table_id for p in problems] == [table_id]
    con.close()
    ref.pool.shutdown()


async def test_an_undo_tells_its_secrets_to_that_player_only(store) -> None:
    ref = Referee(store, pictures=False)
    await ref.start()
    await _table(ref, "acquire")                        # holdings are secret by default

    def buying(state, player, action) -> bool:
        return action["type"] == "buy" and state.undoable(player, action)

    player, action = await _play_until(ref, buying)
    held = ref.replies.secrets(ref.book.tables[C])[player]
    reply = await ref.act(C, player, action)
    assert player not in reply.private                  # their own purchase is no news to them (DM rules)
    reply = await ref.undo(C, player)
    assert ref.replies.secrets(ref.book.tables[C])[player] == held
    assert all(p == player for p in reply.private)      # nobody else hears anything
    ref.pool.shutdown()
