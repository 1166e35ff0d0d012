"""Standing between games at scale: a server with 10,000 finished, rated games.

    python bench/leaderboard.py [--games 10000] [--players 300] [--database-url URL|pg-temp] [--runs 200]

The ratings are made by the live path's own computation (bot/standing/counting.py RatingJob,
game after game, 2 to 5 entrants, a computer seat now and then) and written in one go; two more
servers of half as many games sit beside it in the same database. Then each answer is timed as
the bot gives it (bot/standing/report.py: the store's queries and the texts, no Discord):
`/game leaderboard` for a game and for the most played one, `/game stats` of a busy player (no
chart), `/game versus` of two of them. Figures are printed (median and 95th percentile), never
asserted: the target is a leaderboard in 50 ms or less.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot.standing.counting import Entrant, RatingJob, Result, computer_id  # noqa: E402
from bot.standing.rating import Skill  # noqa: E402
from bot.standing.report import Standings  # noqa: E402
from bot.store.backends import store_for  # noqa: E402
from bot.store.rating_rows import Standing  # noqa: E402

GAMES = ["stockpile", "acquire", "futures", "qin", "wallstreet"]
GUILD = 4242 << 22


def rated_games(guild: int, games: int, players: int, rng: random.Random, first_table: int
                ) -> tuple[list[Result], dict[tuple[int, str, str], Skill]]:
    """`games` rated games on one server, rated one after the other as the live path does."""
    skills: dict[tuple[int, str, str], Skill] = {}
    results: list[Result] = []
    members = [str(10**17 + n) for n in range(players)]
    weights = [1 / (1 + n) ** 0.8 for n in range(players)]       # some play a lot, most a little
    for n in range(games):
        game = rng.choice(GAMES)
        seated = list(dict.fromkeys(rng.choices(members, weights, k=rng.randint(2, 5))))
        if len(seated) < 2 or rng.random() < 0.2:
            seated.append(computer_id(game, rng.choice(["easy", "normal", "hard"])))
        places = list(range(1, len(seated) + 1))
        rng.shuffle(places)
        job = RatingJob(first_table + n, guild, game,
                        [Entrant(p, place, not p.startswith("ai:")) for p, place in zip(seated, places)], [],
                        (seated[0], None))
        priors = {p: skills[(guild, game, p)] for p in job.players if (guild, game, p) in skills}
        lines, after = job.finish(priors, 1.7e9 + n * 60.0)
        results += lines
        skills.update({(guild, game, p): s for p, s in after.items()})
    return results, skills


async def bench(url: str, games: int, players: int, runs: int) -> None:
    rng = random.Random(31)
    results, skills = rated_games(GUILD, games, players, rng, 1)
    for extra in (1, 2):                                            # two more servers beside it
        more, more_skills = rated_games(GUILD + extra, games // 2, players, rng, extra * 10 * games)
        results += more
        skills.update(more_skills)
    store = store_for(url)
    await store.open()
    try:
        start = time.perf_counter()
        await store.replace_ratings(results, [Standing(g, game, p, s) for (g, game, p), s in sorted(skills.items())])
        print(f"wrote {len(results):,} rated lines, {len(skills):,} standings in {time.perf_counter() - start:.1f} s")
        answers = Standings(store)
        busy = list(dict.fromkeys(p for (g, game, p), s in sorted(skills.items(), key=lambda kv: -kv[1].games)
                                  if g == GUILD and not p.startswith("ai:")))
        caller, rival = busy[0], busy[1]
        low = [p for (g, game, p) in skills if g == GUILD and game == "acquire" and not p.startswith("ai:")][-1]
        cases = [("leaderboard acquire (caller outside the top 10)", lambda: answers.leaderboard(GUILD, "acquire", low)),
                 ("leaderboard, most played game", lambda: answers.leaderboard(GUILD, None, caller)),
                 ("stats of the busiest player (no chart)", lambda: answers.stats(GUILD, caller, None, "en")),
                 ("versus the two busiest players", lambda: answers.versus(GUILD, caller, rival))]
        for name, call in cases:
            spent = []
            for _ in range(runs):
                begin = time.perf_counter()
                await call()
                spent.append((time.perf_counter() - begin) * 1000)
            spent.sort()
            print(f"{name:52s} median {statistics.median(spent):6.2f} ms   p95 {spent[int(len(spent) * 0.95) - 1]:6.2f} ms")
        mine = await store.player_results(GUILD, caller)
        print(f"(the busiest player has {len(mine):,} rated games; the server {games:,}, {players} members)")
    finally:
        await store.close()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--players", type=int, default=300)
    p.add_argument("--runs", type=int, default=200)
    p.add_argument("--database-url", default=None, help="a postgresql:// URL, or pg-temp (a throw-away server)")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server = None
        url = args.database_url or f"sqlite:///{Path(folder) / 'leaderboard.db'}"
        if args.database_url == "pg-temp":
            from pg_server import PgServer
            server = PgServer(durable=True).start()
            url = server.create_database("leaderboard")
        print(f"{'PostgreSQL' if url.startswith('postgres') else 'SQLite'}: {args.games:,} rated games on one server")
        try:
            asyncio.run(bench(url, args.games, args.players, args.runs))
        finally:
            if server is not None:
                server.stop()


if __name__ == "__main__":
    main()
