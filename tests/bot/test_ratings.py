"""Ratings (issue 31): the maths, what counts, the live path through the referee (rated in the
final move's own transaction), and `boardroom ratings --rebuild` giving the same result."""
from __future__ import annotations

import random

import pytest

from referee_play import referee_walk

from bot.referee.referee import Referee
from bot.standing.counting import Move, computer_id, job_for, places, turn_record
from bot.standing.rating import PROVISIONAL_GAMES, Skill, provisional, rate, shown
from bot.standing.rebuild import rebuild
from bot.store.sqlite import SqliteStore

G = 77        # the server


# ------------------------------------------------------------------ the maths
def test_a_win_moves_a_rating_up_and_a_loss_down() -> None:
    (win_mu, win_sigma), (lose_mu, lose_sigma) = rate([Skill(), Skill()], [1, 2])
    assert win_mu > Skill().mu > lose_mu
    assert win_sigma < Skill().sigma and lose_sigma < Skill().sigma
    assert shown(win_mu, win_sigma) > shown(Skill().mu, Skill().sigma) == 1000


def test_a_tie_moves_equal_players_alike() -> None:
    after = rate([Skill(), Skill(), Skill()], [1, 1, 3])
    assert after[0] == after[1]
    assert after[2][0] < after[0][0]


def test_beating_a_strong_player_is_worth_more_than_beating_a_newcomer() -> None:
    strong = Skill(35.0, 3.0)
    over_strong = rate([Skill(), strong], [1, 2])[0][0]
    over_newcomer = rate([Skill(), Skill()], [1, 2])[0][0]
    assert over_strong > over_newcomer


def test_a_rating_is_provisional_until_enough_games() -> None:
    assert provisional(0) and provisional(PROVISIONAL_GAMES - 1)
    assert not provisional(PROVISIONAL_GAMES)


def test_places_follow_the_games_own_ranking() -> None:
    result = {"scores": {"a": 10, "b": 30, "c": 30, "d": 5}, "winners": ["b", "c"]}
    assert places(result, ["a", "b", "c", "d"]) == {"b": 1, "c": 1, "a": 3, "d": 4}
    # a tie-break the game decided: the winner first although the scores are equal
    assert places({"scores": {"a": 9, "b": 9}, "winners": ["b"]}, ["a", "b"]) == {"b": 1, "a": 2}


def test_two_computers_of_one_level_are_one_rated_player() -> None:
    seats = [{"user": "u1", "name": "Ann"}, {"user": "ai:1", "name": "C1", "is_ai": True, "level": "hard"},
             {"user": "ai:2", "name": "C2", "is_ai": True, "level": "hard"}]
    result = {"scores": {"u1": 1, "ai:1": 5, "ai:2": 3}, "winners": ["ai:1"]}
    job = job_for(1, G, "acquire", seats, {}, result, [], ("u1", None))
    assert job is not None
    lines, skills = job.finish({}, 100.0)
    hard = computer_id("acquire", "hard")
    assert sorted(skills) == [hard, "u1"]
    assert {line.player: line.place for line in lines} == {"u1": 3, hard: 1}
    assert skills["u1"].mu < Skill().mu and skills[hard].games == 1 and skills[hard].wins == 1


@pytest.mark.parametrize("seats,settings,result", [
    ([{"user": "ai:1", "name": "A", "is_ai": True}, {"user": "ai:2", "name": "B", "is_ai": True}], {},
     {"scores": {}, "winners": []}),                                  # computers only
    ([{"user": "u1", "name": "A"}, {"user": "u2", "name": "B"}], {"rated": False},
     {"scores": {}, "winners": []}),                                  # a practice table
    ([{"user": "u1", "name": "A"}, {"user": "u2", "name": "B"}], {}, None),   # no result (abandoned)
])
def test_what_does_not_count(seats, settings, result) -> None:
    assert job_for(1, G, "qin", seats, settings, result, [], ("u1", None)) is None


def test_turn_times_timeouts_and_hints_come_from_the_log() -> None:
    log = [Move("a", None, 0.0), Move("b", None, 10.0), Move("a", "hint", 14.0), Move("a", None, 15.0),
           Move("b", "timer", 100.0), Move("a", None, 130.0), Move("a", None, 131.0, {"type": "undo"}),
           Move("a", None, 140.0)]
    record = turn_record(log)
    # a's turns: the first (no start, untimed), 10 -> 15 (5 s, one hinted move), 100 -> 140 (the move
    # at 130 was taken back; the turn ends with the standing move at 140: 40 s)
    assert (record["a"].turns, record["a"].seconds, record["a"].hinted) == (2, 45.0, 1)
    assert (record["b"].turns, record["b"].seconds, record["b"].timeouts) == (1, 10.0, 1)


# ------------------------------------------------------------------ through the referee
C = "c-rated"


async def play_table(ref: Referee, channel: str = C, *, humans: int = 2, computers: int = 0, seed: int = 5,
                     rated: bool = True) -> int:
    reply = await ref.new_table(channel, "highcard", "h1", "One", guild=G, rated=rated)
    for i in range(2, humans + 1):
        await ref.join(channel, f"h{i}", f"Name{i}")
    if computers:
        await ref.add_ai(channel, "h1", computers, "hard")
    await ref.start_game(channel, "h1", seed=seed)
    await referee_walk(ref, channel, random.Random(seed), first_to_act=True, limit=500).play()
    info = ref.table(channel)
    assert info is None or info.status == "finished"
    assert reply.table_id is not None
    return reply.table_id


async def test_a_finished_game_is_rated_in_its_final_move(referee: Referee, store: SqliteStore) -> None:
    table = await play_table(referee, computers=1)
    lines = await store.table_results(table)
    assert sorted(line.player for line in lines) == sorted(["h1", "h2", computer_id("highcard", "hard")])
    assert all(line.games == 1 for line in lines)
    rec = await store.load(table)
    log = await store.actions(table)
    assert rec is not None and rec.status == "finished"
    assert all(line.time == log[-1].time for line in lines)        # written with the final move
    standing = await store.standing(G, "highcard", "h1")
    assert standing is not None and standing.skill.games == 1
    line = next(line for line in lines if line.player == "h1")
    assert (standing.skill.mu, standing.skill.sigma) == (line.mu_after, line.sigma_after)


async def test_practice_and_all_computer_tables_are_not_rated(referee: Referee, store: SqliteStore) -> None:
    practice = await play_table(referee, "c-practice", rated=False)
    assert await store.table_results(practice) == []
    rec = await store.load(practice)
    assert rec is not None and rec.status == "finished"


async def test_an_abandoned_table_is_never_rated(referee: Referee, store: SqliteStore) -> None:
    await referee.new_table(C, "highcard", "h1", "One", guild=G)
    await referee.join(C, "h2", "Two")
    await referee.start_game(C, "h1", seed=3)
    await referee.abandon(C, "h1")
    assert await store.all_results() == []


async def test_a_rematch_counts(referee: Referee, store: SqliteStore) -> None:
    await play_table(referee)
    await referee.rematch(C, "h1", seed=9)
    await referee_walk(referee, C, random.Random(9), first_to_act=True, limit=500).play()
    standing = await store.standing(G, "highcard", "h1")
    assert standing is not None and standing.skill.games == 2


async def test_rebuild_gives_what_the_live_path_gave(referee: Referee, store: SqliteStore) -> None:
    for n, channel in enumerate(["c1", "c2", "c3", "c4"]):
        await play_table(referee, channel, humans=2 + n % 2, computers=n % 2, seed=20 + n)
    await play_table(referee, "c5", rated=False, seed=30)
    live_results, live_standings = await store.all_results(), await store.all_standings()
    assert len({r.table_id for r in live_results}) == 4
    await store.replace_ratings([], [])
    assert await store.all_results() == []
    report = await rebuild(store)
    assert report.games == 4
    assert await store.all_results() == live_results
    assert await store.all_standings() == live_standings


async def test_a_damaged_rating_row_is_left_out_not_a_failure(referee: Referee, store: SqliteStore) -> None:
    table = await play_table(referee)
    await store._apply([("UPDATE ratings SET place = 'x' WHERE player = 'h1'", [()])])
    assert [line.player for line in await store.table_results(table)] == ["h2"]
    assert len(await store.all_results()) == 1


async def test_a_new_sqlite_file_has_the_rating_tables(store: SqliteStore) -> None:
    names = {row[0] for row in await store._fetch("SELECT name FROM sqlite_master WHERE type IN ('table', 'index')")}
    assert {"ratings", "standings", "stats_hidden", "standings_by_rating", "ratings_by_player"} <= names


async def referee_on(db) -> tuple[SqliteStore, Referee]:
    """A referee (no pictures) over the SQLite file `db`, both open."""
    store = SqliteStore(db)
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    return store, ref


# ------------------------------------------------------------------ PostgreSQL
@pytest.mark.slow
async def test_postgres_rates_live_as_sqlite_does_and_rebuilds_the_same(pg_url: str) -> None:
    from bot.store.postgres import PgStore
    pg = PgStore(pg_url)
    await pg.open()
    ref = Referee(pg, pictures=False)
    await ref.start()
    try:
        names = {r[0] for r in await pg._fetch("SELECT indexname FROM pg_indexes WHERE schemaname = 'public'")}
        assert {"standings_by_rating", "ratings_by_player"} <= names
        for n, channel in enumerate(["p1", "p2", "p3"]):
            await play_table(ref, channel, computers=n % 2, seed=40 + n)
        live_results, live_standings = await pg.all_results(), await pg.all_standings()
        assert len({r.table_id for r in live_results}) == 3
        assert (await pg.standing(G, "highcard", "h1")).skill.games == 3     # type: ignore[union-attr]
        await pg.set_hidden("h2", True)
        assert [s.player for s in await pg.leaders(G, "highcard")] == [
            s.player for s in sorted(live_standings, key=lambda s: (-s.shown, -s.skill.games, s.player))
            if s.player != "h2"]
        await pg.replace_ratings([], [])
        assert (await rebuild(pg)).games == 3
        assert await pg.all_results() == live_results and await pg.all_standings() == live_standings
    finally:
        await ref.close()


@pytest.mark.slow
def test_migrate_copies_the_ratings_and_who_hid(tmp_path, pg_url: str, capsys) -> None:
    import asyncio

    from bot import cli
    db = tmp_path / "old.db"

    async def fill() -> tuple[list, list]:
        source, ref = await referee_on(db)
        await play_table(ref, "m1", computers=1)
        await play_table(ref, "m2", seed=8)
        await source.set_hidden("h2", True)
        found = await source.all_results(), await source.all_standings()
        await ref.close()
        return found

    results, standings = asyncio.run(fill())
    assert len(results) == 5
    assert cli.main(["migrate", "--from", f"sqlite:///{db}", "--to", pg_url]) == 0
    assert "verified: the copy equals the source." in capsys.readouterr().out

    async def read() -> tuple[list, list, list]:
        from bot.store.postgres import PgStore
        target = PgStore(pg_url)
        await target.open()
        try:
            return await target.all_results(), await target.all_standings(), await target.hidden_players()
        finally:
            await target.close()

    assert asyncio.run(read()) == (results, standings, ["h2"])


def test_boardroom_ratings_rebuild_on_the_command_line(tmp_path, capsys) -> None:
    import asyncio

    from bot import cli
    db = tmp_path / "rated.db"

    async def fill() -> list:
        store, ref = await referee_on(db)
        await play_table(ref, "r1", seed=2)
        await play_table(ref, "r2", seed=3, computers=1)
        found = await store.all_results()
        await store.replace_ratings([], [])     # as if the rules changed: nothing kept
        await ref.close()
        return found

    live = asyncio.run(fill())
    assert cli.main(["ratings", "--rebuild", "--db", str(db)]) == 0
    assert "rebuilt: 2 rated game(s), 5 rated line(s)" in capsys.readouterr().out

    async def read() -> list:
        store = SqliteStore(db)
        await store.open()
        try:
            return await store.all_results()
        finally:
            await store.close()

    assert asyncio.run(read()) == live


async def test_the_console_answers_stats_leaderboard_and_versus(referee: Referee, store: SqliteStore) -> None:
    from bot.console.commands import parse, run
    reply = await referee.new_table("con", "highcard", "h1", "One")           # the console: no server
    await referee.join("con", "h2", "Two")
    await referee.start_game("con", "h1", seed=6)
    await referee_walk(referee, "con", random.Random(6), first_to_act=True, limit=500).play()
    assert [r.guild for r in await store.table_results(reply.table_id)] == [0, 0]

    async def said_ids(line: str) -> str:
        command = parse(line)
        assert command is not None
        answer = (await run(referee, "con", "h1", "One", command)).answer
        return answer.message["lines"][0]["msg"] if "lines" in answer.message else answer.message["msg"]

    assert await said_ids("/game stats") == "standing-stats-head"
    assert await said_ids("/game stats h2 highcard") == "standing-stats-head"
    assert await said_ids("/game leaderboard") == "standing-board-head"
    assert await said_ids("/game versus h2") == "standing-versus-head"
    assert await said_ids("/game stats hide on") == "standing-hidden-on"
    assert await store.hidden_players() == ["h1"]


def test_ratings_and_stats_are_made_from_public_results_only() -> None:
    """What a rated line holds comes from the result (places) and the log's who / when / by whom:
    the moves themselves (a card bid, a tile placed: secrets until shown) never enter it."""
    from types import SimpleNamespace

    from bot.standing.counting import move_of
    seats = [{"user": "u1", "name": "A"}, {"user": "u2", "name": "B"}]
    result = {"scores": {"u1": 3, "u2": 7}, "winners": ["u2"]}

    def log(secret: str) -> list[Move]:
        rows = [SimpleNamespace(player=p, by=None, time=t, action={"type": "play", "card": secret})
                for p, t in (("u1", 1.0), ("u2", 4.0), ("u1", 9.0))]
        return [move_of(row) for row in rows]

    assert all(m.action == {} for m in log("the queen of spades"))
    lines = {secret: job_for(1, G, "qin", seats, {}, result, log(secret), ("u2", None)).finish({}, 12.0)  # type: ignore[union-attr]
             for secret in ("a secret card", "another secret card")}
    assert lines["a secret card"] == lines["another secret card"]
    assert "secret" not in repr(lines["a secret card"])
