"""A damaged table is isolated whatever column is damaged, on SQLite and PostgreSQL.

Three tables play High Card with a turn timer in channels a, b and c; one column of table b (or
of its snapshot, its log, or a player's row) is damaged by hand, as an operator's slip or a bad
restore would: text in numeric columns, broken JSON, NULLs, impossible numbers. Then the bot
starts as it does in production (Referee.open), and for every case:
- it starts, and tables a and c play and their overdue timers act;
- table b is, as the case says: left aside with a sentence (its channel is told it cannot be
  read, the log names the column) ("aside"); still playing with its history refused politely
  ("log"); unharmed ("plays"); or the database itself refused the damage ("refused").
SQLite keeps any value in most columns (not in an INTEGER PRIMARY KEY); PostgreSQL refuses a
value of the wrong type (it turns a number into text), so some damage cannot happen there, and
NaN and infinite times are tried on both.
"""
from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import dataclass

import pytest

from bot.referee.referee import Referee, Refusal
from bot.settings import Settings

WHERE = {"tables": "id = 2", "snapshots": "table_id = 2", "actions": "table_id = 2", "players": "\"user\" = 'h2'",
         "server_limits": "guild = 1"}
#: Store tables that hold no table's data: the schema's version, the leases of older releases; and
#: the ratings, made from the logs (a damaged row is left out, tests/bot/test_ratings.py, and
#: `boardroom ratings --rebuild` makes them again).
NOT_TABLE_DATA = {"schema_version", "leases", "ratings", "standings", "stats_hidden"}


@dataclass(frozen=True)
class Damage:
    table: str
    column: str
    value: str                    # an SQL literal
    sqlite: str                   # what table b becomes: aside, log, plays or refused
    postgresql: str

    def __str__(self) -> str:
        return f"{self.table}.{self.column}={self.value}"


def both(table: str, column: str, value: str, outcome: str) -> Damage:
    return Damage(table, column, value, outcome, outcome)


CASES = [
    # tables: every column
    Damage("tables", "id", "'x'", "refused", "refused"),
    both("tables", "channel", "NULL", "refused"),
    both("tables", "channel", "42", "plays-elsewhere"),
    both("tables", "game", "'no-such-game'", "aside"),
    both("tables", "game", "NULL", "refused"),
    both("tables", "host", "42", "plays"),
    both("tables", "host", "NULL", "refused"),
    both("tables", "status", "'weird'", "refused"),
    both("tables", "status", "NULL", "refused"),
    both("tables", "seats", "'not json'", "aside"),
    both("tables", "seats", "'{}'", "aside"),
    both("tables", "seats", "'[{\"user\": 1}]'", "aside"),
    both("tables", "options", "'[1'", "aside"),
    both("tables", "options", "'[]'", "aside"),
    Damage("tables", "seed", "'x'", "aside", "refused"),
    Damage("tables", "version", "'abc'", "aside", "refused"),
    both("tables", "version", "-1", "aside"),
    both("tables", "version", "NULL", "refused"),
    Damage("tables", "created", "'yesterday'", "aside", "refused"),
    Damage("tables", "created", "'NaN'", "aside", "aside"),
    Damage("tables", "updated", "'x'", "aside", "refused"),
    Damage("tables", "updated", "'Infinity'", "aside", "aside"),
    both("tables", "result", "'{'", "aside"),
    Damage("tables", "guild", "'x'", "aside", "refused"),
    both("tables", "settings", "'nope'", "aside"),
    both("tables", "settings", "NULL", "refused"),
    both("tables", "parent", "5", "plays"),
    Damage("tables", "turn_timer", "'x'", "aside", "refused"),
    both("tables", "turn_timer", "-5", "aside"),
    Damage("tables", "deadline", "'soon'", "aside", "refused"),
    Damage("tables", "deadline", "'NaN'", "aside", "aside"),
    Damage("tables", "deadline", "'-Infinity'", "aside", "aside"),
    Damage("tables", "reminded", "'x'", "aside", "refused"),
    # snapshots: every column
    both("snapshots", "table_id", "'x'", "refused"),
    Damage("snapshots", "table_id", "99", "aside", "refused"),    # SQLite: the table has no snapshot
    Damage("snapshots", "version", "'abc'", "aside", "refused"),
    both("snapshots", "version", "99", "aside"),
    both("snapshots", "state", "'{not json'", "aside"),
    both("snapshots", "state", "NULL", "refused"),
    # actions: every column (the table plays from its snapshot; what reads the log is refused)
    Damage("actions", "table_id", "'x'", "plays", "refused"),
    Damage("actions", "version", "'abc'", "log", "refused"),
    both("actions", "player", "NULL", "refused"),
    both("actions", "player", "7", "plays"),
    both("actions", "action", "'{'", "log"),
    Damage("actions", "time", "'x'", "log", "refused"),
    Damage("actions", "time", "'NaN'", "log", "log"),
    both("actions", "public", "'x'", "log"),
    both("actions", "label", "7", "plays"),
    both("actions", "made_by", "7", "plays"),
    both("actions", "made_by", "'somebody'", "plays"),
    both("actions", "clock", "'{'", "log"),
    both("actions", "clock", "'[]'", "log"),
    # players: every column (a damaged remembered language or DM choice reads as unknown)
    Damage("players", "user", "NULL", "plays", "refused"),
    both("players", "locale", "'xx-NOPE'", "plays"),
    both("players", "locale", "5", "plays"),
    Damage("players", "dm", "'x'", "plays", "refused"),
    both("players", "dm", "7", "plays"),
    # server_limits: every column (a damaged limit reads as the default)
    both("server_limits", "guild", "'x'", "refused"),
    Damage("server_limits", "tables_per_member", "'x'", "plays", "refused"),
    both("server_limits", "tables_per_member", "-4", "plays"),
    Damage("server_limits", "tables_per_channel", "'x'", "plays", "refused"),
    Damage("server_limits", "tables_per_hour", "'x'", "plays", "refused"),
    Damage("server_limits", "rematch_cooldown", "'x'", "plays", "refused"),
]


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest) -> str:
    return request.param


async def seat_three(url: str) -> None:
    """Tables a, b, c: two humans each, a five-minute turn timer, one move made."""
    ref = await Referee.open(Settings(_env_file=None, database_url=url, render_workers=1, lock_wait_seconds=0))
    ref.pictures = False
    try:
        for channel in "abc":
            await ref.new_table(channel, "highcard", "h1", "One")
            await ref.join(channel, "h2", "Two")
            await ref.set_timer(channel, "h1", 300)
            await ref.start_game(channel, "h1", seed=7)
            info = ref.table(channel)
            player = info.to_act[0]
            await ref.act(channel, player, ref.choices(channel, player)[0].action, version=info.version)
        await ref.store.set_player("h1", locale="ja")
        await ref.store.set_player("h2", locale="en", dm=False)
        await ref.store.set_server_limits(1, {"tables_per_member": 5, "rematch_cooldown": 60})
    finally:
        await ref.close()


async def damage(backend: str, url: str, case: Damage) -> bool:
    """Write the damage by hand; False when the database refuses it."""
    sql = f"UPDATE {case.table} SET {case.column} = {case.value} WHERE {WHERE[case.table]}"
    if backend == "sqlite":
        con = sqlite3.connect(url.removeprefix("sqlite:///"))
        try:
            con.execute(sql.replace('"user"', "user"))
            con.commit()
        except sqlite3.Error:
            return False
        finally:
            con.close()
        return True
    import asyncpg
    con = await asyncpg.connect(url)
    try:
        await con.execute(sql)
    except (asyncpg.PostgresError, asyncpg.DataError):
        return False
    finally:
        await con.close()
    return True


async def plays(ref: Referee, channel: str) -> None:
    """The table at `channel` is loaded and takes a move."""
    info = ref.table(channel)
    assert info is not None and info.status == "playing", channel
    player = info.to_act[0]
    await ref.act(channel, player, ref.choices(channel, player)[0].action, version=info.version)


async def test_every_column_of_every_store_table_has_a_case(tmp_path) -> None:
    """The cases above cover the whole schema: a column added by a later migration needs one."""
    from bot.store.sqlite import SqliteStore
    store = SqliteStore(tmp_path / "s.db")
    await store.open()
    await store.close()
    con = sqlite3.connect(tmp_path / "s.db")
    try:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                  if r[0] not in NOT_TABLE_DATA and not r[0].startswith("sqlite_")]
        columns = {(t, r[1]) for t in tables for r in con.execute(f"PRAGMA table_info({t})")}
    finally:
        con.close()
    assert columns - {(c.table, c.column) for c in CASES} == set()


@pytest.mark.parametrize("case", CASES, ids=str)
async def test_a_damaged_table_is_isolated(backend: str, case: Damage, tmp_path, request, caplog) -> None:
    url = f"sqlite:///{tmp_path / 'b.db'}" if backend == "sqlite" else request.getfixturevalue("pg_url")
    expected = getattr(case, backend)
    await seat_three(url)
    assert await damage(backend, url, case) == (expected != "refused")

    with caplog.at_level(logging.WARNING):
        ref = await Referee.open(Settings(_env_file=None, database_url=url, render_workers=1, lock_wait_seconds=0))
    ref.pictures = False
    try:
        ref.clock = lambda: time.time() + 10_000              # every turn is overdue
        timed = {c.channel for c in ref.clocks()}
        assert {"a", "c"} <= timed
        for channel in "ac":                                  # the other tables' timers act, and they play
            assert await ref.act_for_timeout(channel) is not None
            await plays(ref, channel)
        if expected == "aside":
            assert ref.table("b") is None and "b" not in timed
            with pytest.raises(Refusal, match="table #2 could not be read from the database, so it is left aside"):
                await ref.status("b")
            assert "table 2 is left aside" in caplog.text
        elif expected == "log":
            await plays(ref, "b")
            with pytest.raises(Refusal, match="table #2 could not be read from the database"):
                await ref.history("b", 15, user="h1")
        elif expected == "plays-elsewhere":
            assert ref.table("b") is None
            await plays(ref, "42")
        else:
            await plays(ref, "b")
            await ref.history("b", 15, user="h1")
    finally:
        await ref.close()
