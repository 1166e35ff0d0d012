"""Every setting, read by pydantic-settings from the environment or .env (see .env.example)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import AliasChoices, Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

if TYPE_CHECKING:
    from bot.store.sharding import ShardSet


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore",
                                      env_ignore_empty=True)  # "DEV_GUILD_ID=" means unset

    discord_token: str | None = Field(None, description="Bot token; without it `python -m bot` opens the console.")
    database_path: Path = Field(Path("boardroom.db"), description="SQLite file holding every table.")
    database_url: str | None = Field(None, description="postgresql://user:password@host:5432/db to keep the "
                                                       "tables in PostgreSQL instead (or sqlite:///path).")
    shard_count: int | None = Field(None, ge=1, description="How many shards the bot has in all (with SHARD_IDS).")
    shard_ids: str | None = Field(None, description="The shards this process runs, like 0,1 (needs SHARD_COUNT).")
    lock_wait_seconds: float = Field(
        10.0, ge=0, le=600, validation_alias=AliasChoices("lock_wait_seconds", "shard_lease_seconds"),
        description="How long a starting process waits for the database or its shards held by another "
                    "process before it refuses to start (a crashed one frees them at once).")
    statement_timeout_seconds: float = Field(
        5.0, ge=0.5, le=600, description="PostgreSQL: the longest one statement may take (a lock held, a frozen "
                                         "server); the move is then answered 'not saved, nothing changed'.")
    image_dir: Path = Field(Path("images"), description="Where the console and `simulate` write pictures.")
    turn_reminder_minutes: int = Field(0, ge=0, description="Remind the player to act after N minutes at tables without a turn timer; 0 = off.")
    log_level: str = Field("INFO", description="DEBUG, INFO, WARNING or ERROR.")
    render_workers: int = Field(2, ge=1, le=16, description="Pictures drawn at once (worker processes, or threads with RENDER_PROCESSES=false).")
    render_processes: bool = Field(True, description="Draw pictures in worker processes (every core; the default) "
                                                     "or, when false, in threads sharing the bot's GIL.")
    ai_think_ms: int = Field(300, ge=10, le=10_000, description="How long a hard computer player thinks "
                                                                "per decision, in milliseconds.")
    ai_workers: int = Field(0, ge=0, le=16, description="Worker processes in which hard computer players "
                                                        "think (off the event loop); 0: one per core.")
    dev_guild_id: int | None = Field(None, description="Sync slash commands to this server at once (testing).")
    allow_unsynced_start: bool = Field(False, description="Keep running when Discord refuses the slash-command "
                                                          "set at start-up (the commands it had stay); by default "
                                                          "the process stops with exit status 4.")
    web_enabled: bool = Field(False, description="Also run the read-only web view (`boardroom web`) inside the bot's process.")
    web_host: str = Field("127.0.0.1", description="The address the web view listens on.")
    web_port: int = Field(8080, ge=1, le=65535, description="The port the web view listens on.")
    web_public_url: str | None = Field(None, description="The web view's address as readers reach it (the Watch "
                                                         "button's link); default http://WEB_HOST:WEB_PORT.")
    web_secret: str | None = Field(None, min_length=16, description="The key that signs each table's web link; "
                                                                    "unset: made once and kept in WEB_SECRET_FILE.")
    web_secret_file: Path = Field(Path("web.secret"), description="Where the web links' key is kept when "
                                                                  "WEB_SECRET is unset.")

    @property
    def web_url(self) -> str:
        """The web view's public address, without a trailing slash."""
        return (self.web_public_url or f"http://{self.web_host}:{self.web_port}").rstrip("/")

    @model_validator(mode="after")
    def _shards_make_sense(self) -> "Settings":
        self.shards()      # SHARD_IDS outside SHARD_COUNT, or without it, stops the start with the reason
        return self

    def shards(self) -> "ShardSet | None":
        """The shards this process runs; None without shard settings (one process, every table)."""
        from bot.store.sharding import ShardSet
        return ShardSet.parse(self.shard_count, self.shard_ids)
