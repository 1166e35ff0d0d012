"""`boardroom migrate --from sqlite:///boardroom.db --to postgresql://...`: move every table over.

Every table is copied with its id, seats, options, seed, version, result, guild, settings, thread parent,
turn clock, its whole action log and its snapshot, one transaction per table; then the remembered
players (their locale and DM choice), the limits each server's admins set, and the ratings (every
rated game's lines, every standing, who hid from the leaderboards). The target
must hold no table yet (a half-done copy is dropped by hand and run again).
Then the copy is verified: both databases are read afresh and every table, log
entry and snapshot must be equal, field for field.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from bot.store.backends import is_postgres, store_for


class CopyRefused(Exception):
    """The copy cannot start; str() says why and what to do."""


@dataclass
class CopyReport:
    tables: int = 0
    actions: int = 0
    snapshots: int = 0
    differences: list[str] = field(default_factory=list)


async def copy_database(source_url: str, target_url: str) -> CopyReport:
    if not is_postgres(target_url):
        raise CopyRefused("--to must be a postgresql:// URL (the copy goes from SQLite to PostgreSQL).")
    from bot.store.postgres import PgStore   # the copy's target: asyncpg is imported only for it
    source, target = store_for(source_url), PgStore(target_url)
    await source.open()
    try:
        await target.open()
        try:
            if await target.list_tables():
                raise CopyRefused("The target database already holds tables; copy only into an empty one.")
            report = CopyReport()
            for rec in await source.list_tables():
                log = await source.actions(rec.id)
                await target.restore(rec, log)
                report.tables += 1
                report.actions += len(log)
                report.snapshots += rec.snapshot is not None
            await target.restore_players(await source.players())
            await target.restore_server_limits(await source.all_server_limits())
            await target.replace_ratings(await source.all_results(), await source.all_standings())
            for player in await source.hidden_players():
                await target.set_hidden(player, True)
        finally:
            await target.close()
        report.differences = await compare(source_url, target_url)
        return report
    finally:
        await source.close()


async def compare(source_url: str, target_url: str) -> list[str]:
    """What differs between the two databases' tables, logs and snapshots (nothing: [])."""
    from bot.store.postgres import PgStore   # the copy's target: asyncpg is imported only for it
    source, target = store_for(source_url), PgStore(target_url)
    await source.open()
    await target.open()
    try:
        problems: list[str] = []
        there = {rec.id: rec for rec in await target.list_tables()}
        for rec in await source.list_tables():
            copy = there.pop(rec.id, None)
            if copy is None:
                problems.append(f"table #{rec.id} is missing from the copy")
                continue
            mine, theirs = asdict(rec), asdict(copy)
            fields = [name for name in mine if mine[name] != theirs[name]]
            if fields:
                problems.append(f"table #{rec.id} differs in {', '.join(fields)}")
            if await source.actions(rec.id) != await target.actions(rec.id):
                problems.append(f"table #{rec.id}: the action log differs")
        problems += [f"table #{table_id} is in the copy only" for table_id in there]
        if await source.players() != await target.players():
            problems.append("the remembered players differ")
        if await source.all_server_limits() != await target.all_server_limits():
            problems.append("the servers' limits differ")
        if (await source.all_results() != await target.all_results()
                or await source.all_standings() != await target.all_standings()):
            problems.append("the ratings differ")
        if await source.hidden_players() != await target.hidden_players():
            problems.append("the players hidden from the leaderboards differ")
        return problems
    finally:
        await source.close()
        await target.close()
