"""The `boardroom` command.

    boardroom [run]                                          the bot (Discord with a token, else the console)
    boardroom verify [--db PATH|URL]                         replay every table's log; report mismatches
    boardroom check                                          what Discord would refuse (commands, settings), offline
    boardroom migrate --from sqlite:///PATH --to postgresql://...   copy every table over, then verify the copy
    boardroom simulate GAME --players N --seed S --out DIR [--level L | --levels L1,L2,...]
                                                             a whole game of computer seats
    boardroom ratings [--rebuild] [--db PATH|URL]            the ratings kept; --rebuild: recompute them from the logs
    boardroom web                                            the read-only web view of every table (WEB_HOST:WEB_PORT)
    boardroom link TABLE                                     the table's web page: WEB_PUBLIC_URL/t/<token>
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.settings import Settings

if TYPE_CHECKING:
    from pydantic import ValidationError


def run(settings: Settings, lang: str | None = None) -> int:
    """Discord when DISCORD_TOKEN is set, else the offline console.

    A database that cannot be used (not a database, read-only, held by another bot process)
    ends the process at once with a clear message and exit status 2; a database or shard another
    process holds (bot/store/process_lock.py), with exit status 3; a slash-command set Discord refuses, with exit status 4."""
    from bot.store.process_lock import ProcessBusy
    from bot.store.sqlite import StoreUnusable
    try:
        if settings.discord_token:
            from bot import discord as discord_adapter  # imported lazily: the console needs no discord.py
            discord_adapter.run(settings)
            return 0
        from bot.console import terminal as console
        return console.run(settings, locale=_console_locale(lang))
    except StoreUnusable as exc:
        return cannot_start(str(exc))
    except ProcessBusy as exc:      # another process holds the database or one of SHARD_IDS: say so
        print(f"Not started: {exc}", file=sys.stderr, flush=True)
        return 3
    except Exception as exc:        # noqa: BLE001  (only the refused command set is ours to word)
        from bot.discord.command_sync import CommandSyncRefused
        if isinstance(exc, CommandSyncRefused):
            print(f"boardroom: stopped: {exc}", file=sys.stderr, flush=True)
            return 4
        raise


def cannot_start(reason: str) -> int:
    print(f"boardroom: cannot start: {reason}", file=sys.stderr, flush=True)
    return 2


async def _verify(db: str) -> int:
    from bot.store.backends import is_postgres, sqlite_path, store_for
    from bot.referee.replay import verify
    from bot.store.sqlite import StoreUnusable
    if not is_postgres(db) and not sqlite_path(db).exists():
        print(f"No database at {db}.")
        return 2
    store = store_for(db)
    try:
        await store.open()
    except StoreUnusable as exc:
        return cannot_start(str(exc))
    try:
        checked, problems = await verify(store)
    finally:
        await store.close()
    for p in problems:
        print(f"table #{p.table_id} ({p.game}, {p.status}): {p.reason}")
    for table_id, why in sorted(store.unreadable.items()):
        print(f"table #{table_id}: {why.partition(': ')[2] or why}")
    bad = len(problems) + len(store.unreadable)
    print(f"{checked} started table(s) checked against their logs: "
          + ("every snapshot matches its log." if not bad else f"{bad} differ or cannot be read."))
    return 1 if bad else 0


async def _migrate(source: str, target: str) -> int:
    from bot.store.transfer import CopyRefused, copy_database
    from bot.store.backends import is_postgres, sqlite_path
    if not is_postgres(source) and not sqlite_path(source).exists():
        print(f"No database at {source}.")
        return 2
    try:
        report = await copy_database(source, target)
    except CopyRefused as exc:
        print(exc)
        return 2
    print(f"copied {report.tables} table(s), {report.actions} action(s), {report.snapshots} snapshot(s).")
    for problem in report.differences:
        print(problem)
    print("verified: the copy equals the source." if not report.differences
          else f"the copy differs from the source in {len(report.differences)} place(s).")
    return 1 if report.differences else 0


async def _ratings(db: str, rebuild: bool) -> int:
    """How many games the ratings count; with `rebuild`, recompute them all from the logs first
    (bot/standing/rebuild.py: the same computation as the live path, so an unchanged database
    comes out the same). Run it with the bot stopped: a game ending meanwhile is rated again by
    the next rebuild."""
    from bot.store.backends import open_store
    store = await open_store(db)
    try:
        if rebuild:
            from bot.standing.rebuild import rebuild as recompute
            report = await recompute(store)
            print(f"rebuilt: {report.games} rated game(s), {report.lines} rated line(s)")
            for table_id in report.unreadable:
                print(f"table #{table_id}: its log cannot be read, so it is not rated")
        results = await store.all_results()
        print(f"{len({r.table_id for r in results})} rated game(s), {len(await store.all_standings())} standing(s)")
        return 0
    finally:
        await store.close()


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="boardroom", description="Boardroom: a Discord referee for table games.")
    sub = p.add_subparsers(dest="command")
    p.add_argument("--lang", default=None, help="the console's language: en, zh-TW or ja (default: LANG)")
    r = sub.add_parser("run", help="run the bot (Discord with DISCORD_TOKEN, else the offline console)")
    r.add_argument("--lang", default=argparse.SUPPRESS, help="the console's language: en, zh-TW or ja (default: LANG)")
    sub.add_parser("check", help="hold the slash commands and the settings against Discord's contract, offline")
    i = sub.add_parser("invite", help="the link that adds the bot to a server with every permission it uses")
    i.add_argument("application_id", type=int, help="the application's id (Developer Portal, General Information)")
    v = sub.add_parser("verify", help="replay every table's log from its seed and compare with its snapshot")
    v.add_argument("--db", default=None, help="a SQLite file or a database URL (default: DATABASE_URL, "
                                              "else DATABASE_PATH)")
    m = sub.add_parser("migrate", help="copy every table, log and snapshot to PostgreSQL, then verify the copy")
    m.add_argument("--from", dest="source", required=True, help="sqlite:///path/to/boardroom.db")
    m.add_argument("--to", dest="target", required=True, help="postgresql://user:password@host:5432/db")
    g = sub.add_parser("ratings", help="the ratings kept; --rebuild recomputes them from the logs")
    g.add_argument("--rebuild", action="store_true", help="recompute every rating from the finished tables' logs")
    g.add_argument("--db", default=None, help="a SQLite file or a database URL (default: DATABASE_URL, "
                                              "else DATABASE_PATH)")
    s = sub.add_parser("simulate", help="play a whole game with computer seats through the referee")
    s.add_argument("game")
    s.add_argument("--players", type=int, required=True)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--out", type=Path, required=True)
    s.add_argument("--level", default=None, help="every seat's level: easy, normal (default) or hard")
    s.add_argument("--levels", default=None, help="one level per seat, in seat order: e.g. hard,normal")
    sub.add_parser("web", help="serve the read-only web view of every table on WEB_HOST:WEB_PORT")
    k = sub.add_parser("link", help="print a table's web page (WEB_PUBLIC_URL/t/<token>)")
    k.add_argument("table", type=int, help="the table's number")
    return p


async def _web(settings: Settings) -> int:
    """The web view until interrupted, over the bot's database (read-only)."""
    from bot.store.backends import open_store, settings_url
    from bot.web.server import serve
    from bot.web.tokens import web_key
    store = await open_store(settings_url(settings))
    runner = await serve(store, web_key(settings), settings.web_host, settings.web_port)
    print(f"web view on http://{settings.web_host}:{settings.web_port} (links: {settings.web_url}/t/...)", flush=True)
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()
        await store.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    from bot import memory
    memory.tune_malloc()                # before any thread starts (bot/memory.py)
    args = parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "check":           # before Settings(): unreadable settings are what it reports
        from bot.discord import check
        return check.main(sys.stdout)
    if args.command == "invite":          # needs no settings at all
        from bot.discord.permissions import NEEDS, invite_url
        print(invite_url(args.application_id))
        print("permissions: " + ", ".join(need.shown for need in NEEDS))
        return 0
    from pydantic import ValidationError
    from bot.store.sqlite import StoreUnusable
    try:
        settings = Settings()
    except ValidationError as exc:
        return cannot_start(settings_problem(exc))
    try:
        return _command(args, settings)
    except StoreUnusable as exc:       # verify or migrate on a database that cannot be used
        return cannot_start(str(exc))


def settings_problem(exc: "ValidationError") -> str:
    """The settings pydantic refused, as one sentence: which setting, what it holds, what is wanted."""
    parts = []
    for error in exc.errors():
        name = "_".join(str(part) for part in error["loc"]).upper()
        said = str(error["msg"]).removeprefix("Value error, ")
        parts.append(f"{name}={str(error['input'])[:40]!r}: {said}" if name else said)
    return "a setting is wrong (" + "; ".join(parts) + "); see .env.example."


def _command(args: argparse.Namespace, settings: Settings) -> int:
    if args.command in ("verify", "simulate", "migrate", "ratings", "web") or not settings.discord_token:
        logging.basicConfig(level=getattr(logging, settings.log_level.upper(), logging.INFO),
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.command == "verify":
        from bot.store.backends import settings_url
        return asyncio.run(_verify(args.db or settings_url(settings)))
    if args.command == "migrate":
        return asyncio.run(_migrate(args.source, args.target))
    if args.command == "ratings":
        from bot.store.backends import settings_url
        return asyncio.run(_ratings(args.db or settings_url(settings), args.rebuild))
    if args.command == "web":
        try:
            return asyncio.run(_web(settings))
        except KeyboardInterrupt:
            return 0
    if args.command == "link":
        from bot.web.tokens import link
        print(link(settings, args.table))
        return 0
    if args.command == "simulate":
        from bot.console import simulate
        return simulate.main(args.game, args.players, args.seed, args.out, args.level, args.levels)
    return run(settings, args.lang)


def _console_locale(lang: str | None) -> str | None:
    """--lang as one of our locales ("ja_JP.UTF-8" and "zh-tw" work too); None: from LANG."""
    if not lang:
        return None
    from i18n import locale_for
    return locale_for(lang)


if __name__ == "__main__":
    sys.exit(main())
