"""`boardroom link TABLE` and the web key: WEB_SECRET signs, else a key made once in WEB_SECRET_FILE
(kept, owner-only); the link is WEB_PUBLIC_URL/t/<token>, by default http://WEB_HOST:WEB_PORT."""
from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from bot import cli
from bot.settings import Settings
from bot.web.tokens import table_of, web_key


def test_the_key_is_made_once_and_kept(tmp_path: Path) -> None:
    settings = Settings(web_secret_file=tmp_path / "web.secret")
    first = web_key(settings)
    assert len(first) == 64 and web_key(settings) == first
    assert stat.S_IMODE((tmp_path / "web.secret").stat().st_mode) == 0o600
    assert web_key(Settings(web_secret="s" * 20, web_secret_file=tmp_path / "web.secret")) == b"s" * 20


def test_boardroom_link_prints_the_tables_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WEB_SECRET", "a-long-enough-secret")
    monkeypatch.setenv("WEB_PORT", "9000")
    assert cli.main(["link", "42"]) == 0
    url = capsys.readouterr().out.strip()
    assert url.startswith("http://127.0.0.1:9000/t/42-")
    assert table_of(b"a-long-enough-secret", url.rsplit("/", 1)[1]) == 42
    monkeypatch.setenv("WEB_PUBLIC_URL", "https://watch.example.org/")
    assert cli.main(["link", "42"]) == 0
    assert capsys.readouterr().out.strip().startswith("https://watch.example.org/t/42-")


def test_the_console_shares_and_unshares_a_table(tmp_path: Path) -> None:
    """`/game status off|on` typed in the console (as in Discord) sets the flag the web view reads."""
    runner = Path(__file__).resolve().parents[1] / "bot" / "fake_runner.py"
    env = {**os.environ, "DATABASE_PATH": str(tmp_path / "boardroom.db"), "IMAGE_DIR": str(tmp_path / "images"),
           "DISCORD_TOKEN": "", "LOG_LEVEL": "WARNING"}
    script = "/game new highcard\n/game add-ai\n/game start\n/game status maybe\n/game status off\n"
    done = subprocess.run([sys.executable, str(runner)], input=script, capture_output=True, text=True, cwd=tmp_path,
                          env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "`/game status share:on` or `/game status share:off`" in done.stdout
    assert "The table's web page is no longer shared" in done.stdout
    with sqlite3.connect(tmp_path / "boardroom.db") as db:
        [(settings,)] = db.execute("SELECT settings FROM tables").fetchall()
    assert '"web": false' in settings or '"web":false' in settings
