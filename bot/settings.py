"""Every setting, read by pydantic-settings from the environment or .env (see .env.example)."""
from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore",
                                      env_ignore_empty=True)  # "DEV_GUILD_ID=" means unset

    discord_token: str | None = Field(None, description="Bot token; without it `python -m bot` opens the console.")
    database_path: Path = Field(Path("boardroom.db"), description="SQLite file holding every table.")
    image_dir: Path = Field(Path("images"), description="Where the console and `simulate` write pictures.")
    turn_reminder_minutes: int = Field(0, ge=0, description="Remind the player to act after N minutes; 0 = off.")
    log_level: str = Field("INFO", description="DEBUG, INFO, WARNING or ERROR.")
    render_workers: int = Field(2, ge=1, le=16, description="Pictures drawn at once (worker threads).")
    render_processes: bool = Field(False, description="Draw pictures in worker processes instead of threads "
                                                      "(uses every core; slower to start).")
    ai_think_ms: int = Field(300, ge=10, le=10_000, description="How long a hard computer player thinks "
                                                                "per decision, in milliseconds.")
    ai_workers: int = Field(1, ge=1, le=16, description="Worker processes in which hard computer players "
                                                        "think (off the event loop).")
    dev_guild_id: int | None = Field(None, description="Sync slash commands to this server at once (testing).")
