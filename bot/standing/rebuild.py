"""`boardroom ratings --rebuild`: every rating recomputed from the stored logs.

Finished tables are rated again in the order they ended (their final move's time, then their
id), each by the same ``RatingJob`` the live path uses (bot/standing/counting.py), from the
ratings the tables before it made; then every rated line and standing is replaced in one
transaction. A change of the rating rules is replayed this way; on an unchanged database the
result equals what the live path wrote (tests/bot/test_ratings.py).
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

from bot.standing.counting import RatingJob, Result, job_for, move_of
from bot.standing.rating import Skill
from bot.store.base import Store
from bot.store.rating_rows import Standing

log = logging.getLogger("bot.standing")


@dataclass
class RebuildReport:
    games: int = 0                                      # rated games
    lines: int = 0                                      # rated lines written
    unreadable: list[int] = field(default_factory=list)   # tables whose log could not be read


async def rebuild(store: Store) -> RebuildReport:
    """Recompute every rating from the logs and replace the stored ones."""
    report = RebuildReport()
    jobs: list[tuple[float, int, RatingJob]] = []
    for rec in await store.list_tables(["finished"]):
        try:
            entries = await store.actions(rec.id)
        except Exception as exc:
            log.warning("table %s: its log cannot be read, so it is not rated (%s)", rec.id, exc)
            report.unreadable.append(rec.id)
            continue
        if not entries:
            continue
        moves = [move_of(e) for e in entries]
        job = job_for(rec.id, rec.guild, rec.game, rec.seats, rec.settings, rec.result, moves[:-1],
                      (entries[-1].player, entries[-1].by))
        if job is not None:
            jobs.append((entries[-1].time, rec.id, job))
    skills: dict[tuple[int, str, str], Skill] = {}
    results: list[Result] = []
    for ended, _, job in sorted(jobs, key=lambda item: (item[0], item[1])):
        priors = {p: skills[(job.guild, job.game, p)] for p in job.players if (job.guild, job.game, p) in skills}
        lines, after = job.finish(priors, ended)
        results += lines
        skills.update({(job.guild, job.game, p): s for p, s in after.items()})
        report.games += 1
    report.lines = len(results)
    await store.replace_ratings(results, [Standing(g, game, p, s) for (g, game, p), s in sorted(skills.items())])
    return report
