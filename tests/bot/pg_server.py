"""A throw-away PostgreSQL server in a temporary folder, for the tests and bench/bot.py.

    python tests/bot/pg_server.py --check     start one, connect, stop it (CI runs this; exit 1 if it cannot)

The fixtures `pg_server` (one server per test process) and `pg_url` (a fresh database) are
imported by tests/bot/conftest.py and tests/discord/conftest.py.

The Debian binaries are found in BOARDROOM_PG_BIN, else /usr/lib/postgresql/<newest>/bin, else on
PATH. PostgreSQL refuses to run as root, so as root (CI) the server runs as the unprivileged user
`nobody`. It listens on a Unix socket in its folder only (no TCP port to collide on).
"""
from __future__ import annotations

import atexit
import glob
import itertools
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest


class ServerUnavailable(RuntimeError):
    """No PostgreSQL binaries, or the server would not start; str() says which and how to fix it."""


def find_bin() -> Path:
    wanted = os.environ.get("BOARDROOM_PG_BIN")
    candidates = [wanted] if wanted else sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                                                key=lambda p: int(Path(p).parent.name), reverse=True)
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(str(Path(on_path).parent))
    for folder in candidates:
        if folder and (Path(folder) / "initdb").exists() and (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    raise ServerUnavailable("PostgreSQL binaries not found: `apt-get install -y postgresql-15` "
                            "(or set BOARDROOM_PG_BIN to the folder holding initdb and pg_ctl)")


class PgServer:
    """initdb + pg_ctl start in a temporary folder; ``url(db)`` for asyncpg; ``stop()`` removes it all.

    `durable=False` (the tests) turns fsync off: the server itself is never killed in the tests,
    only its clients. The bench keeps PostgreSQL's defaults."""

    def __init__(self, durable: bool = False) -> None:
        self.durable = durable
        self.bin = find_bin()
        self.folder = Path(tempfile.mkdtemp(prefix="br-pg-"))
        self.data = self.folder / "data"
        self.log = self.folder / "server.log"
        self.user: pwd.struct_passwd | None = None
        if os.geteuid() == 0:
            try:
                self.user = pwd.getpwnam("nobody")
            except KeyError:
                raise ServerUnavailable("running as root, and there is no user `nobody` to run PostgreSQL as") from None
        self.running = False

    def _run(self, *args: str) -> subprocess.CompletedProcess:
        def demote() -> None:
            if self.user is not None:
                os.setgid(self.user.pw_gid)
                os.setuid(self.user.pw_uid)
        return subprocess.run([str(self.bin / args[0]), *args[1:]], cwd=self.folder, capture_output=True,
                              text=True, preexec_fn=demote, timeout=120)

    def start(self) -> "PgServer":
        if self.user is not None:
            os.chown(self.folder, self.user.pw_uid, self.user.pw_gid)
        init = self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                         "--locale=C", *([] if self.durable else ["--no-sync"]))
        if init.returncode:
            raise ServerUnavailable(f"initdb failed:\n{init.stdout}{init.stderr}")
        options = f"-k {self.folder} -c listen_addresses='' -c max_connections=200"
        if not self.durable:
            options += " -c fsync=off -c full_page_writes=off"
        started = self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.log), "-w", "-t", "60",
                            "start")
        if started.returncode:
            log = self.log.read_text() if self.log.exists() else ""
            raise ServerUnavailable(f"the PostgreSQL server did not start:\n{started.stdout}{started.stderr}{log}")
        self.running = True
        atexit.register(self.stop)      # a test process that dies early still stops its server
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@/{database}?host={self.folder}"

    def create_database(self, name: str) -> str:
        made = self._run("createdb", "-h", str(self.folder), "-U", "postgres", name)
        if made.returncode:
            raise ServerUnavailable(f"createdb {name} failed: {made.stderr}")
        return self.url(name)

    def stop(self) -> None:
        if self.running:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
            self.running = False
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_server():
    """One PostgreSQL server per test process. Where it cannot start the PostgreSQL tests fail
    (in CI, or with BOARDROOM_REQUIRE_PG=1) or are skipped, with the reason."""
    try:
        server = PgServer().start()
    except ServerUnavailable as exc:
        if os.environ.get("CI") or os.environ.get("BOARDROOM_REQUIRE_PG"):
            pytest.fail(f"PostgreSQL for the tests: {exc}", pytrace=False)
        pytest.skip(f"PostgreSQL for the tests: {exc}")
    yield server
    server.stop()


_databases = itertools.count(1)


@pytest.fixture
def pg_url(pg_server: PgServer) -> str:
    """A new, empty database on the test server."""
    return pg_server.create_database(f"t{os.getpid()}_{next(_databases)}")


def check() -> int:
    """Start a server, run one query, stop it: CI's loud failure when PostgreSQL cannot run here."""
    import asyncio

    import asyncpg

    try:
        server = PgServer().start()
    except ServerUnavailable as exc:
        print(f"PostgreSQL for the tests: {exc}", file=sys.stderr)
        return 1
    try:
        async def ask() -> str:
            con = await asyncpg.connect(server.url())
            try:
                return await con.fetchval("SELECT version()")
            finally:
                await con.close()
        print(f"PostgreSQL for the tests: {asyncio.run(ask())}")
        return 0
    finally:
        server.stop()


if __name__ == "__main__":
    if sys.argv[1:] != ["--check"]:
        sys.exit(__doc__)
    sys.exit(check())
