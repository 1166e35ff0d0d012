"""Settings: every field is documented in .env.example, which parses as it stands."""
from __future__ import annotations

import re
from pathlib import Path

from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def test_env_example_names_and_explains_every_setting() -> None:
    text = (ROOT / ".env.example").read_text()
    for name in Settings.model_fields:
        m = re.search(rf"^(# )?{name.upper()}=", text, re.MULTILINE)
        assert m, f"{name.upper()} is missing from .env.example"
        before = text[: m.start()].rstrip().splitlines()[-1]
        assert before.startswith("#"), f"{name.upper()} has no comment above it"
    settings = Settings(_env_file=ROOT / ".env.example")
    assert settings.discord_token is None and settings.dev_guild_id is None


def test_readme_keeps_the_two_set_up_commands() -> None:
    readme = (ROOT / "README.md").read_text()
    assert "    pip install -e . && python -m bot\n" in readme
    assert '    pip install -e ".[test]" && pytest\n' in readme
    assert "applications.commands" in readme and "permissions=" in readme


def test_a_token_runs_discord_and_no_token_runs_the_console(monkeypatch) -> None:
    import bot.console.terminal
    import bot.discord
    from bot import cli

    calls = []
    monkeypatch.setattr(bot.discord, "run", lambda settings: calls.append(("discord", settings.discord_token)))
    monkeypatch.setattr(bot.console.terminal, "run", lambda settings, locale=None: calls.append(("console", settings.discord_token)) or 0)
    assert cli.run(Settings(_env_file=None, discord_token="abc")) == 0
    assert cli.run(Settings(_env_file=None, discord_token=None)) == 0
    assert calls == [("discord", "abc"), ("console", None)]
