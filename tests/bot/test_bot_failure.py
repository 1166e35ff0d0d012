"""Failure is survivable (issue 11), through the referee with a store that fails on demand:
memory never ahead of the database, readers never see a move being saved, a computer's failed
save strands nothing, one bad table never stops the rest, a vanished file stops acknowledging."""
from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
from pathlib import Path

import pytest

from bot.store.process_lock import ProcessBusy
from bot.referee.referee import Refusal, Referee
from bot.referee.replay import verify
from bot.store.sqlite import SqliteStore, StoreUnusable
from failing_store import FULL, LOCKED, READ_ONLY, FailingStore

C = "chan"
FAILURES = [FULL, READ_ONLY, LOCKED]


@pytest.fixture
async def failing(db_path: Path):
    store = FailingStore(db_path)
    await store.open()
    ref = Referee(store, render_workers=1, pictures=False)
    ref.retry_delays = (0.01, 0.01, 0.05)
    await ref.start()
    yield ref
    await ref.close()


async def as_stored(ref: Referee, channel: str = C) -> tuple:
    """What a restarted process would load: (status, host, seats, options, version, snapshot)."""
    t = ref.book.tables[channel]
    rec = await ref.store.load(t.id)
    return rec.status, rec.host, rec.seats, rec.options, rec.version, rec.snapshot


def in_memory(ref: Referee, channel: str = C) -> tuple:
    t = ref.book.tables[channel]
    return t.status, t.host, t.seat_dicts(), t.options, t.version, t.dump


# --- 1. a failed lobby write stays out of memory ---

@pytest.mark.parametrize("error", FAILURES)
async def test_every_failed_lobby_write_leaves_memory_equal_to_the_database(failing: Referee, error: str) -> None:
    ref, store = failing, failing.store
    await ref.new_table(C, "highcard", "h1", "One")
    await ref.join(C, "h2", "Two")
    await ref.add_ai(C, "h1", 1)
    changes = [lambda: ref.join(C, "h3", "Three"), lambda: ref.add_ai(C, "h1", 1),
               lambda: ref.remove_ai(C, "h1", 1), lambda: ref.leave(C, "h2"), lambda: ref.leave(C, "h1"),
               lambda: ref.set_options(C, "h1", {"rounds": 2}), lambda: ref.hand_to_ai(C, "h1", "h2")]
    for change in changes:
        before = in_memory(ref)
        store.fail(error, times=1)
        with pytest.raises(Refusal, match="Nothing was changed"):
            await change()
        assert in_memory(ref) == before
        assert (await as_stored(ref))[:5] == before[:5]
    # the game then starts with exactly the seats the database has
    store.heal()
    reply = await ref.start_game(C, "h1", seed=3)
    assert reply.ping == ["h1"] and [s.user for s in ref.table(C).seats] == ["h1", "h2", "ai:1"]


async def test_a_failed_hand_over_during_play_changes_nothing(failing: Referee) -> None:
    ref, store = failing, failing.store
    await ref.new_table(C, "highcard", "h1", "One")
    await ref.join(C, "h2", "Two")
    await ref.start_game(C, "h1", seed=3)
    before = in_memory(ref)
    store.fail(FULL, times=1)
    with pytest.raises(Refusal, match="disk is full"):
        await ref.leave(C, "h2")
    assert in_memory(ref) == before and not ref.table(C).seats[1].is_ai
    assert (await as_stored(ref))[2] == before[2]


# --- 2. readers see committed state only ---

async def test_readers_never_see_a_move_while_it_is_being_saved(failing: Referee) -> None:
    ref, store = failing, failing.store
    await ref.new_table(C, "highcard", "h1", "One")
    await ref.join(C, "h2", "Two")
    await ref.start_game(C, "h1", seed=3)
    before = (ref.book.tables[C].state.dump(), [c.label for c in ref.choices(C, "h1")],
              (await ref.status(C)).public, (await ref.hand(C, "h1")).answer)
    for outcome in ("fails", "commits"):
        store.hold()
        if outcome == "fails":
            store.fail(FULL, times=1)
        move = asyncio.create_task(ref.act(C, "h1", {"type": "bid", "amount": 1000}))
        await store.holding.wait()          # the move is applied and waits for its commit
        during = (ref.book.tables[C].state.dump(), [c.label for c in ref.choices(C, "h1")],
                  (await ref.status(C)).public, (await ref.hand(C, "h1")).answer)
        assert during == before
        store.release()
        if outcome == "fails":
            with pytest.raises(Refusal, match="Nothing was changed"):
                await move
            assert ref.book.tables[C].state.dump() == before[0]
        else:
            await move
            assert ref.table(C).to_act == ["h2"] and ref.choices(C, "h1") == []


# --- 3. a computer's failed save strands nothing ---

async def test_a_computer_move_that_fails_to_save_is_delivered_later(failing: Referee) -> None:
    ref, store = failing, failing.store
    delivered: list = []

    async def background(channel, reply):
        delivered.append((channel, reply))

    ref.on_background = background
    await ref.new_table(C, "highcard", "h1", "One")
    await ref.add_ai(C, "h1", 1)
    await ref.start_game(C, "h1", seed=3)
    version = ref.table(C).version
    store.fail(FULL, after=1, times=2)       # the human's move saves; the computer's does not, twice
    reply = await ref.act(C, "h1", {"type": "bid", "amount": 1000})
    assert "<@h1> bids $1,000." in reply.public and reply.answer.startswith("Done")
    assert any("will be tried again" in text for text in reply.public)
    assert reply.version == version + 1 == ref.table(C).version
    assert ref.table(C).to_act == ["ai:1"]
    for _ in range(200):                     # retried in the background until it saves
        if delivered:
            break
        await asyncio.sleep(0.01)
    assert delivered and delivered[0][0] == C and delivered[0][1].version > version + 1
    assert ref.table(C).to_act != ["ai:1"]
    assert (await verify(store)) == (1, [])


async def test_any_later_command_runs_the_computers_that_are_due(failing: Referee) -> None:
    ref, store = failing, failing.store
    ref.retry_delays = (3600.0,)             # no timely background retry: the command must do it
    delivered: list = []

    async def background(channel, reply):
        delivered.append(reply)

    ref.on_background = background
    await ref.new_table(C, "highcard", "h1", "One")
    await ref.add_ai(C, "h1", 1)
    await ref.start_game(C, "h1", seed=3)
    store.fail(LOCKED, after=1, times=1)
    await ref.act(C, "h1", {"type": "bid", "amount": 1000})
    assert ref.table(C).to_act == ["ai:1"]
    ref.moves.retrying.pop(C).cancel()            # the hour-long retry is forgotten
    await ref.status(C)                      # a later command starts the computers at once
    for _ in range(200):
        if delivered:
            break
        await asyncio.sleep(0.01)
    assert delivered and ref.table(C).to_act != ["ai:1"]


# --- 4. one bad table never stops the rest ---

async def test_an_unreadable_table_is_left_aside_and_the_others_run(db_path: Path, caplog) -> None:
    store = SqliteStore(db_path)
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    for channel in ("a", "b", "c"):
        await ref.new_table(channel, "highcard", "h1", "One")
        await ref.join(channel, "h2", "Two")
        await ref.start_game(channel, "h1", seed=3)
    await ref.close()
    con = sqlite3.connect(db_path)
    con.execute("UPDATE snapshots SET state = '{broken' WHERE table_id = 1")
    con.execute("UPDATE tables SET seats = '[{\"nobody\": 1}]' WHERE id = 2")
    con.commit()
    con.close()
    store = SqliteStore(db_path)
    await store.open()
    ref = Referee(store, pictures=False)
    with caplog.at_level(logging.WARNING):
        infos = await ref.start()
    assert [i.channel for i in infos] == ["c"]
    assert "table 1 is left aside" in caplog.text and "table 2 is left aside" in caplog.text
    with pytest.raises(Refusal, match="table #1 could not be read"):
        await ref.status("a")
    with pytest.raises(Refusal, match="could not be read"):
        await ref.new_table("a", "highcard", "h1", "One")
    await ref.act("c", "h1", {"type": "pass"})
    await ref.close()


async def test_a_file_that_is_not_a_database_is_refused_with_a_reason(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("these are my notes, not a database\n" * 100)
    store = SqliteStore(path)
    with pytest.raises(StoreUnusable, match="is not a Boardroom database"):
        await store.open()
    assert not store.is_open


async def test_a_database_from_a_newer_version_is_refused(db_path: Path) -> None:
    store = SqliteStore(db_path)
    await store.open()
    await store.close()
    con = sqlite3.connect(db_path)
    con.execute("UPDATE schema_version SET version = 99")
    con.commit()
    con.close()
    with pytest.raises(StoreUnusable, match="newer Boardroom"):
        await SqliteStore(db_path).open()


# --- 5. one process per database ---

async def test_a_second_referee_on_the_same_database_refuses_to_start(tmp_path: Path) -> None:
    from bot.settings import Settings
    settings = Settings(_env_file=None, database_path=tmp_path / "one.db", render_workers=1)
    first = await Referee.open(settings)
    with pytest.raises(ProcessBusy, match="another Boardroom process is using this database"):
        await Referee.open(settings.model_copy(update={"lock_wait_seconds": 0}))
    await first.close()
    second = await Referee.open(settings)      # released on close: the next one may start
    await second.close()


# --- 7. a new table and its host's seat in one transaction ---

async def test_new_table_and_rematch_are_one_write_each(failing: Referee) -> None:
    ref, store = failing, failing.store
    writes = store.writes
    await ref.new_table(C, "highcard", "h1", "One")
    assert store.writes == writes + 1
    assert (await as_stored(ref))[2] == [{"user": "h1", "name": "One", "is_ai": False}]
    await ref.join(C, "h2", "Two")
    await ref.start_game(C, "h1", seed=3)
    await ref.abandon(C, "h1")
    writes = store.writes
    store.fail(FULL, times=1)
    with pytest.raises(Refusal, match="Nothing was changed"):
        await ref.rematch(C, "h2")
    assert ref.table(C) is None and (await store.latest(C)).status == "abandoned"
    store.heal()
    reply = await ref.rematch(C, "h2")
    assert store.writes == writes + 2          # the failed attempt and the one that saved
    rec = await store.load(reply.table_id)
    assert rec.status == "playing" and rec.snapshot is not None and len(rec.seats) == 2


# --- 8. input that is not a move ---

@pytest.mark.parametrize("action", [
    "not a dict", {"no": "type"}, {"type": 5}, {"type": "bid", "amount": [[[[[[[[[[1]]]]]]]]]]},
    {"type": "bid", "amount": "x" * 5000}, {"type": "bid", "amount": object()},
])
async def test_an_action_that_is_not_a_move_is_refused_politely(referee: Referee, action) -> None:
    await referee.new_table(C, "highcard", "h1", "One")
    await referee.join(C, "h2", "Two")
    await referee.start_game(C, "h1", seed=3)
    version = referee.table(C).version
    with pytest.raises(Refusal, match="cannot read that as a move"):
        await referee.act(C, "h1", action)
    assert referee.table(C).version == version


async def test_deeply_nested_json_is_refused_without_recursion(referee: Referee) -> None:
    await referee.new_table(C, "highcard", "h1", "One")
    await referee.join(C, "h2", "Two")
    await referee.start_game(C, "h1", seed=3)
    nested: dict = {"type": "bid"}
    for _ in range(100_000):
        nested = {"type": "bid", "x": nested}
    with pytest.raises(Refusal, match="cannot read that as a move"):
        await referee.act(C, "h1", nested)


# --- 9. names on one line ---

async def test_a_display_name_is_kept_on_one_line(referee: Referee) -> None:
    await referee.new_table(C, "highcard", "h1", "Evil\nName\r\x00**x**")
    await referee.join(C, "h2", "A" * 200)
    names = referee.names(C)
    assert names["h1"] == "Evil Name **x**" and "\n" not in names["h2"] and len(names["h2"]) <= 32


async def test_a_handed_over_seat_is_named_by_mention_not_by_its_raw_name(referee: Referee) -> None:
    await referee.new_table(C, "highcard", "h1", "One")
    await referee.join(C, "h2", "**bold** ||spoiler||")
    await referee.start_game(C, "h1", seed=3)
    reply = await referee.hand_to_ai(C, "h1", "h2")
    status = await referee.status(C)
    texts = " ".join(reply.public + status.public)
    assert "**bold**" not in texts and "||spoiler||" not in texts and "<@h2>" in texts


# --- 11. the database file deleted while running ---

async def test_a_deleted_database_file_stops_acknowledging_loudly(db_path: Path, caplog) -> None:
    store = SqliteStore(db_path)
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    await ref.new_table(C, "highcard", "h1", "One")
    await ref.join(C, "h2", "Two")
    await ref.start_game(C, "h1", seed=3)
    version = ref.table(C).version
    os.remove(db_path)
    with caplog.at_level(logging.CRITICAL):
        with pytest.raises(Refusal, match="stopped accepting moves because the database file .* was deleted"):
            await ref.act(C, "h1", {"type": "pass"})
    assert "STOPPED ACKNOWLEDGING" in caplog.text
    assert ref.table(C).version == version
    with pytest.raises(Refusal, match="stopped accepting moves"):   # and every write after it
        await ref.act(C, "h1", {"type": "pass"})
    with pytest.raises(Refusal, match="stopped accepting moves"):
        await ref.new_table("other", "highcard", "h1", "One")
    await ref.close()


async def test_a_replaced_database_file_stops_acknowledging(db_path: Path) -> None:
    store = SqliteStore(db_path)
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    await ref.new_table(C, "highcard", "h1", "One")
    os.rename(db_path, db_path.with_suffix(".old"))
    db_path.write_bytes(b"")
    with pytest.raises(Refusal, match="was replaced"):
        await ref.join(C, "h2", "Two")
    await ref.close()


# --- 13. simultaneous phases ---

async def test_a_press_in_a_simultaneous_phase_applies_after_the_other_player_moved(referee: Referee) -> None:
    await referee.new_table(C, "highcard", "h1", "One")
    await referee.join(C, "h2", "Two")
    await referee.join(C, "h3", "Three")
    await referee.start_game(C, "h1", seed=3)
    for player in ("h1", "h2", "h3"):
        await referee.act(C, player, {"type": "pass"})
    info = referee.table(C)
    assert sorted(info.to_act) == ["h1", "h2", "h3"]          # everyone plays a card at once
    seen = info.version
    first = referee.choices(C, "h1")[0].action
    second = referee.choices(C, "h2")[0].action
    await referee.act(C, "h1", first, version=seen)
    reply = await referee.act(C, "h2", second, version=seen)  # drawn before h1 moved: still good
    assert reply.version == seen + 2
    with pytest.raises(Refusal, match="outdated"):            # but never twice for the same player
        await referee.act(C, "h2", referee.choices(C, "h2")[0].action if referee.choices(C, "h2")
                          else second, version=seen)
