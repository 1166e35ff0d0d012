"""End to end through processes: the console, `boardroom simulate` and `boardroom verify`."""
from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.console import commands
from bot.referee.referee import Refusal

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
RUNNER = HERE / "fake_runner.py"


def boardroom(args: list[str], tmp: Path, stdin: str = "", timeout: int = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "DATABASE_PATH": str(tmp / "boardroom.db"), "IMAGE_DIR": str(tmp / "images"),
           "DISCORD_TOKEN": "", "LOG_LEVEL": "WARNING"}
    return subprocess.run([sys.executable, str(RUNNER), *args], input=stdin, capture_output=True, text=True,
                          cwd=tmp, env=env, timeout=timeout)


def test_console_plays_hot_seat_and_keeps_the_table(tmp_path: Path) -> None:
    script = "\n".join([
        "/help",
        "/game new highcard rounds=2",
        "/as Bob",
        "/game join",
        "/as You",
        "/game add-ai",
        "/game start",
        "/bid 99k",                 # refused, with what is allowed
        "/choices",
        "/play 1",
        "/as Bob",
        "/pass",
        "/game hand",
        "hello",
        "",
    ])
    done = boardroom([], tmp_path, script)
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert "Now typing as Bob." in out and "Bob takes a seat." in out
    assert "[DM to You] Your High Card secrets" in out and "[DM to Bob]" in out
    assert re.search(r"\[to You\] `/bid 99k` is not allowed now\..* (You can|Type, for example|Closest allowed): `/bid 1000` \(Bid \$1,000\)", out)
    assert "[to You] 1. Bid $1,000" in out and "[to You] Done: Bid $1,000." in out
    assert "[to Bob] Done: Pass." in out
    assert "[to Bob] Commands start with a slash" in out
    boards = re.findall(r"\[board\] (\S+)", out)
    dm_pictures = re.findall(r"\[DM to \w+\] picture: (\S+)", out)
    assert boards and dm_pictures
    assert all(Path(p).read_bytes().startswith(b"\x89PNG") for p in boards + dm_pictures)
    assert "<@" not in out          # mentions are shown as names

    again = boardroom([], tmp_path, "/game status\n/game history 3\n")
    assert again.returncode == 0, again.stderr
    assert "Table #1 (High Card) is waiting here" in again.stdout
    assert "High Card table #1 (move" in again.stdout and "Waiting for" in again.stdout


def test_console_rematch_replay_and_abandon(tmp_path: Path) -> None:
    lines = ["/game new highcard rounds=1", "/game add-ai 2", "/game start"]
    lines += ["/pick 1"] * 12 + ["/game scores", "/game replay", "/game rematch", "/game abandon", "/game status"]
    done = boardroom([], tmp_path, "\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Game over. Final scores:" in out and "Final scores of table #1" in out
    assert "[to You] Replay of table #1" in out
    assert "Rematch of table #1" in out and "You abandons the High Card table (#2)" in out
    assert "No table in play. The last one: High Card #2, abandoned." in out


def test_simulate_plays_a_whole_game_and_writes_pictures(tmp_path: Path) -> None:
    out = tmp_path / "sim"
    done = boardroom(["simulate", "highcard", "--players", "3", "--seed", "4", "--out", str(out)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "High Card:" in done.stdout and "(winner)" in done.stdout
    transcript = (out / "transcript.txt").read_text()
    assert "Game over" in transcript and "Moves of table #1 (seed 4)" in transcript
    pictures = sorted(out.glob("*.png"))
    assert len(pictures) > 5 and all(p.read_bytes().startswith(b"\x89PNG") for p in pictures)
    # The same seed gives the same game.
    again = boardroom(["simulate", "highcard", "--players", "3", "--seed", "4", "--out", str(tmp_path / "b")],
                      tmp_path)
    assert (tmp_path / "b" / "transcript.txt").read_text() == transcript and again.returncode == 0


def test_verify_command_reports_a_tampered_table(tmp_path: Path) -> None:
    out = tmp_path / "sim"
    assert boardroom(["simulate", "highcard", "--players", "2", "--seed", "1", "--out", str(out)],
                     tmp_path).returncode == 0
    db = out / "simulation.db"
    ok = boardroom(["verify", "--db", str(db)], tmp_path)
    assert ok.returncode == 0 and "every snapshot matches" in ok.stdout
    con = sqlite3.connect(db)
    con.execute("UPDATE snapshots SET state = replace(state, '\"round\":', '\"round\": ')")
    con.commit()
    con.close()
    bad = boardroom(["verify", "--db", str(db)], tmp_path)
    assert bad.returncode == 1 and "table #1" in bad.stdout and "differs" in bad.stdout


def test_command_lines_parse_like_discord() -> None:
    assert commands.parse("  ") is None and commands.parse("# note") is None
    c = commands.parse("/game new stockpile rounds=5 investors=yes")
    assert (c.name, c.sub, c.args) == ("game", "new", ["stockpile", "rounds=5", "investors=yes"])
    assert commands.parse_options(c.args[1:]) == {"rounds": 5, "investors": True}
    assert commands.parse("/game add_ai 3").sub == "add-ai"
    c = commands.parse("/bid 2 $6,000")
    assert (c.name, c.args) == ("bid", ["2", "$6,000"])
    with pytest.raises(Refusal):
        commands.parse("bid 2")
    with pytest.raises(Refusal):
        commands.parse_options(["rounds"])


def test_python_dash_m_bot_without_a_token_is_the_console(tmp_path: Path) -> None:
    env = {**os.environ, "DATABASE_PATH": str(tmp_path / "b.db"), "IMAGE_DIR": str(tmp_path / "img"),
           "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "bot"], input="/help\n/game status\n", capture_output=True,
                          text=True, cwd=tmp_path, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Boardroom console" in done.stdout and "/game new <game>" in done.stdout
    assert "There is no table in this channel" in done.stdout


@pytest.mark.parametrize(("how", "expected"), [(["--lang", "ja"], "卓 #1 を立てました"),
                                                ({"LANG": "zh_TW.UTF-8"}, "第 #1 桌已開")])
def test_console_speaks_the_language_of_lang(tmp_path: Path, how, expected: str) -> None:
    """--lang, else LANG, chooses the language of everything the console prints."""
    args = how if isinstance(how, list) else []
    env = {} if isinstance(how, list) else how
    old = {k: os.environ.get(k) for k in ("LANG", "LC_ALL", "LC_MESSAGES")}
    os.environ.update({"LC_ALL": "", "LC_MESSAGES": "", "LANG": "C", **env})
    try:
        done = boardroom(args, tmp_path, "/game new qin\n/game add-ai\n/game start\n/game status\n")
    finally:
        for k, v in old.items():
            os.environ.pop(k) if v is None else os.environ.__setitem__(k, v)
    assert done.returncode == 0, done.stderr
    assert expected in done.stdout
    assert "Table #" not in done.stdout and "opens a table" not in done.stdout
