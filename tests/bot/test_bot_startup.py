"""Start-up with a bad database ends the process promptly with a clear message and a non-zero
exit (the aiosqlite thread must not keep it alive); a second bot on one database refuses to
start; `boardroom verify` names an unreadable table without a traceback."""
from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PROMPT = 20          # seconds: far more than a healthy start-up needs, far less than "hangs"


RUNNER = [sys.executable, str(HERE / "fake_runner.py")]   # `boardroom` with High Card registered


def env_for(db: Path) -> dict:
    return {**os.environ, "DATABASE_PATH": str(db), "DISCORD_TOKEN": "", "IMAGE_DIR": str(db.parent / "images"),
            "LOG_LEVEL": "WARNING", "LOCK_WAIT_SECONDS": "0"}


def boardroom(db: Path, *args: str, stdin: str = "", timeout: float = PROMPT) -> subprocess.CompletedProcess:
    """`boardroom run` (the console: no token) on `db`, or the other sub-commands."""
    return subprocess.run([*RUNNER, *(args or ("run",))], cwd=ROOT, env=env_for(db), input=stdin,
                          capture_output=True, text=True, timeout=timeout)


def made_db(tmp_path: Path) -> Path:
    """A database with one High Card table in play."""
    db = tmp_path / "boardroom.db"
    done = boardroom(db, stdin="/game new highcard\n/game add-ai 1\n/game start\n")
    assert done.returncode == 0, done.stderr
    return db


def test_a_file_that_is_not_a_database_ends_start_up_at_once(tmp_path: Path) -> None:
    db = tmp_path / "boardroom.db"
    db.write_text("not a database\n" * 200)
    started = time.monotonic()
    done = boardroom(db)
    assert done.returncode == 2 and time.monotonic() - started < PROMPT
    assert "cannot start" in done.stderr and "is not a Boardroom database" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_database_that_cannot_be_created_ends_start_up_at_once(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    done = boardroom(blocker / "boardroom.db")         # its folder would have to be inside a file
    assert done.returncode == 2 and "cannot create or open the database" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_read_only_file_system_ends_start_up_at_once(tmp_path: Path) -> None:
    done = boardroom(Path("/proc/boardroom-test/boardroom.db"))   # /proc takes no new files
    assert done.returncode == 2 and "cannot start" in done.stderr and "Traceback" not in done.stderr


def with_schema_version(tmp_path: Path, version: object) -> Path:
    """A database with a table in play whose schema_version row says `version`."""
    db = made_db(tmp_path)
    con = sqlite3.connect(db)
    con.execute("UPDATE schema_version SET version = ?", (version,))
    con.commit()
    con.close()
    return db


def test_a_database_from_a_newer_boardroom_ends_start_up_at_once(tmp_path: Path) -> None:
    done = boardroom(with_schema_version(tmp_path, 99))
    assert done.returncode == 2 and "newer Boardroom" in done.stderr


@pytest.mark.parametrize("damage", [
    "UPDATE snapshots SET state = '{not json'",
    "UPDATE tables SET seats = 'not a seat list'",
])
def test_one_unreadable_table_is_left_aside_and_verify_names_it(tmp_path: Path, damage: str) -> None:
    db = made_db(tmp_path)
    con = sqlite3.connect(db)
    con.execute(damage)
    con.commit()
    con.close()
    done = boardroom(db, stdin="/game status\n")
    assert done.returncode == 0, done.stderr
    assert "left aside" in done.stderr and "could not be read" in done.stdout
    checked = boardroom(db, "verify", "--db", str(db))
    assert checked.returncode == 1 and "table #1" in checked.stdout and "Traceback" not in checked.stderr


def test_a_second_bot_on_the_same_database_refuses_to_start(tmp_path: Path) -> None:
    db = tmp_path / "boardroom.db"
    first = subprocess.Popen([*RUNNER, "run"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env_for(db))
    try:
        assert "Boardroom console" in first.stdout.readline()    # the first one runs
        second = boardroom(db)
        assert second.returncode == 3 and "Traceback" not in second.stderr
        assert "Not started: another Boardroom process is using this database" in second.stderr
        first.stdin.write("/game new highcard\n")                 # and the first one goes on
        first.stdin.close()
        assert first.wait(timeout=PROMPT) == 0
        assert "Table #1 is open" in first.stdout.read()
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    assert boardroom(db).returncode == 0                          # released: the next one starts


# --- every start-up problem is one sentence for the operator, never a traceback ---

def _schema_text(tmp_path: Path) -> dict:
    return {"DATABASE_PATH": str(with_schema_version(tmp_path, "abc"))}


def _empty_file(tmp_path: Path) -> dict:
    (tmp_path / "empty.db").touch()
    return {"DATABASE_PATH": str(tmp_path / "empty.db")}


@pytest.mark.parametrize("setting, words", [
    (lambda tmp: {"DATABASE_URL": "mysql://user@host/db"}, "the database URL starts with mysql://"),
    (lambda tmp: {"DATABASE_URL": "postgresql://[bad"}, "the PostgreSQL database cannot be used (ValueError"),
    (lambda tmp: {"DATABASE_URL": f"postgresql://nobody@/db?host={tmp}/no-server"},
     "the PostgreSQL database cannot be used"),
    (lambda tmp: {"DATABASE_PATH": str(tmp)}, f"is a folder; DATABASE_PATH must name a file"),
    (lambda tmp: {"SHARD_COUNT": "abc"}, "a setting is wrong (SHARD_COUNT='abc': Input should be a valid integer"),
    (lambda tmp: {"SHARD_COUNT": "2", "SHARD_IDS": "5"}, "a setting is wrong (SHARD_IDS [5] are outside 0..1"),
    (lambda tmp: {"STATEMENT_TIMEOUT_SECONDS": "-1"}, "a setting is wrong (STATEMENT_TIMEOUT_SECONDS='-1'"),
    (_schema_text, "records a damaged schema version ('abc'), so it cannot be used"),
    (_empty_file, "empty.db is an empty file (0 bytes), not a Boardroom database"),
], ids=["url-scheme", "url-malformed", "no-server", "folder", "setting-type", "setting-range", "timeout-range",
        "schema-version", "empty-file"])
def test_a_start_up_problem_is_one_sentence_without_a_traceback(tmp_path: Path, setting, words: str) -> None:
    env = {**env_for(tmp_path / "boardroom.db"), **setting(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, input="", capture_output=True,
                          text=True, timeout=PROMPT)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr + done.stdout
    said = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(said) == 1 and said[0].startswith("boardroom: cannot start: ") and words in said[0], done.stderr


def test_an_empty_file_is_refused_but_a_new_database_is_made_whole(tmp_path: Path) -> None:
    db = tmp_path / "new" / "boardroom.db"
    assert boardroom(db).returncode == 0 and db.stat().st_size > 0       # made by us: used
    assert not [p for p in db.parent.iterdir() if ".new-" in p.name]      # nothing left beside it

