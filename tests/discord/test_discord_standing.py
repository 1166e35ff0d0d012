"""/game stats, /game leaderboard and /game versus through the real discord.py pipeline (issue 31),
in English and Japanese; hidden users off the leaderboards; the end card's rating line; answers
built from public results only."""
from __future__ import annotations

import random

import pytest

from discord_harness import (ALICE, BOB, CAROL, CHANNEL, GUILD, Harness, member_payload, seated_game, speaking,
                             user_payload)
from discord_walk import by_play, random_turns
from referee_play import referee_walk

pytestmark = pytest.mark.usefixtures("high_card")


async def finished(h: Harness, channel: str, seed: int, players: tuple[int, ...] = (ALICE, BOB),
                   computers: int = 0) -> int:
    """A rated High Card table played to its end straight through the referee (this server's)."""
    ref = h.referee
    reply = await ref.new_table(channel, "highcard", str(players[0]), "P0", guild=GUILD)
    for n, user in enumerate(players[1:], start=1):
        await ref.join(channel, str(user), f"P{n}")
    if computers:
        await ref.add_ai(channel, str(players[0]), computers, "easy")   # (a searching level thinks apart)
    await ref.start_game(channel, str(players[0]), seed=seed)
    await referee_walk(ref, channel, random.Random(seed), first_to_act=True, limit=500).play()
    assert reply.table_id is not None
    return reply.table_id


def user_option(user: int, name: str = "player") -> dict:
    return {"raw_options": [{"type": 6, "name": name, "value": str(user)}],
            "resolved": {"users": {str(user): user_payload(user)},
                         "members": {str(user): {k: v for k, v in member_payload(user).items() if k != "user"}}}}


async def test_stats_answers_privately_with_the_rating_chart(harness: Harness) -> None:
    for n in range(3):
        await finished(harness, f"80{n}", seed=n, computers=n % 2)
    sent = await harness.slash(ALICE, "game stats")
    private = Harness.to_caller(sent)
    assert private and all(s.ephemeral for s in private) and not harness.channel(sent)
    assert {"standing-stats-head", "standing-stats-game", "standing-stats-play",
            "standing-stats-favourite"} <= Harness.ids(sent)
    assert any(s.files == ["rating.png"] for s in private)
    text = Harness.text(private)
    assert "3 games" in text and "rating" in text


async def test_stats_in_japanese(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    await finished(harness, "810", seed=4)
    speaking(harness, monkeypatch, "ja")
    text = Harness.text(Harness.to_caller(await harness.slash(ALICE, "game stats")))
    assert "レーティング" in text and "平均順位" in text and "rating" not in text
    text = Harness.text(Harness.to_caller(await harness.slash(ALICE, "game leaderboard")))
    assert "レーティング上位" in text
    text = Harness.text(Harness.to_caller(await harness.slash(ALICE, "game versus", **user_option(BOB))))
    assert "一緒に遊んだレーティング対象の対局 1 局" in text


async def test_stats_of_another_player_and_of_nobody_yet(harness: Harness) -> None:
    await finished(harness, "820", seed=5)
    sent = await harness.slash(ALICE, "game stats", **user_option(BOB))
    assert "standing-stats-head" in Harness.ids(sent) and f"<@{BOB}>" in Harness.text(sent)
    sent = await harness.slash(ALICE, "game stats", **user_option(CAROL))
    assert Harness.ids(sent) >= {"standing-stats-none"}


async def test_the_leaderboard_leaves_hidden_users_off_and_shows_the_caller(harness: Harness) -> None:
    for n in range(2):
        await finished(harness, f"83{n}", seed=10 + n, players=(ALICE, BOB, CAROL))
    board = Harness.text(await harness.slash(CAROL, "game leaderboard", {"game": "highcard"}))
    assert all(f"<@{u}>" in board for u in (ALICE, BOB, CAROL))
    sent = await harness.slash(BOB, "game stats", {"hide": True})
    assert Harness.ids(sent) == {"standing-hidden-on"}
    board = Harness.text(await harness.slash(CAROL, "game leaderboard"))
    assert f"<@{BOB}>" not in board and f"<@{ALICE}>" in board
    sent = await harness.slash(BOB, "game leaderboard")
    assert "standing-board-you-hidden" in Harness.ids(sent)
    assert "standing-stats-hidden-note" in Harness.ids(await harness.slash(BOB, "game stats"))
    await harness.slash(BOB, "game stats", {"hide": False})
    assert f"<@{BOB}>" in Harness.text(await harness.slash(CAROL, "game leaderboard"))


async def test_versus_counts_games_together_and_lists_the_last_five(harness: Harness) -> None:
    for n in range(6):
        await finished(harness, f"84{n}", seed=20 + n)
    sent = await harness.slash(ALICE, "game versus", **user_option(BOB))
    text = Harness.text(sent)
    assert "6 rated games together" in text and "The last 5:" in text
    assert text.count("<t:") == 5
    assert Harness.ids(await harness.slash(ALICE, "game versus", **user_option(ALICE))) == {"standing-versus-self"}
    assert "standing-versus-none" in Harness.ids(await harness.slash(ALICE, "game versus", **user_option(CAROL)))


async def test_public_true_posts_in_the_channel(harness: Harness) -> None:
    await finished(harness, "850", seed=7)
    sent = await harness.slash(ALICE, "game leaderboard", {"public": True})
    posted = harness.channel(sent)
    assert len(posted) == 1 and not posted[0].ephemeral and "standing-board-head" in posted[0].ids
    assert "standing-posted" in Harness.ids(Harness.to_caller(sent))


async def test_an_unknown_game_is_refused_politely(harness: Harness) -> None:
    sent = await harness.slash(ALICE, "game leaderboard", {"game": "chess"})
    assert "bot-unknown-game" in Harness.ids(sent) and all(s.ephemeral for s in Harness.to_caller(sent))


async def test_the_end_card_shows_each_humans_rating_change(harness: Harness) -> None:
    await seated_game(harness, ai=1)
    async for _ in random_turns(harness, random.Random(3), steps=400, move=by_play(harness.slash)):
        pass
    assert harness.referee.table(str(CHANNEL)) is None or harness.referee.table(str(CHANNEL)).status == "finished"
    text = "\n".join(harness.card().text_displays())
    lines = [line for line in text.splitlines() if "→" in line]
    # a line per human (the computer's rating moves too, but the card names the humans'), e.g.
    # "Alice 1,000 → 1,083 (+83) (provisional)"
    assert len(lines) == 2 and any("Alice" in line for line in lines) and any("Bob" in line for line in lines)
    assert all(("(+" in line or "(-" in line) and "(provisional)" in line for line in lines)


async def test_a_practice_table_shows_no_rating_line(harness: Harness) -> None:
    await harness.slash(ALICE, "game new", {"game": "highcard", "rated": False})
    await harness.slash(BOB, "game join")
    await harness.slash(ALICE, "game start")
    async for _ in random_turns(harness, random.Random(4), steps=400, move=by_play(harness.slash)):
        pass
    text = "\n".join(harness.card().text_displays())
    assert "→" not in text
    assert await harness.referee.store.all_results() == []
