"""The referee's side of /game replay (bot/referee/replay.py): the log replayed without undone moves,
kept per table while it is the table as it is, frames of public views only, and the console's
/game replay of a running table told as the table saw it."""
from __future__ import annotations

import pytest

from bot.console import commands
from bot.referee.replay import REPLAY_SECONDS, REPLAY_TABLES, Replay, ReplayBook, replay_log
from bot.referee.shapes import Refusal
from bot.store.base import ActionRecord
from bot.moves.undo import UNDO

C = "replays"


async def _playing(referee, moves: int) -> int:
    """A High Card table of a human and two computers, `moves` of the human's moves in (the
    computers answer each); returns its id."""
    await referee.new_table(C, "highcard", "u1", "Una")
    await referee.add_ai(C, "u1", 2)
    await referee.start_game(C, "u1", seed=3)
    for _ in range(moves):
        choices = referee.choices(C, "u1")
        if not choices:
            break
        await referee.act(C, "u1", choices[0].action)
    return referee.table(C).table_id


async def test_undone_moves_drop_out_of_the_replay(referee) -> None:
    table = await _playing(referee, 2)
    rec = await referee.store.load(table)
    log = await referee.store.actions(table)
    last = log[-1]
    undone = [*log, ActionRecord(table, last.version + 1, last.player, dict(UNDO), 0.0)]
    plain, with_undo = replay_log(rec, log), replay_log(rec, undone)
    assert with_undo.moves == plain.moves - 1
    assert [s.view for s in with_undo.steps] == [s.view for s in plain.steps[:-1]]
    assert plain.start == with_undo.start and plain.start["round"] == 1


async def test_a_replay_is_kept_while_the_table_is_as_it_was(referee) -> None:
    table = await _playing(referee, 1)
    first = await referee.replay_of(table)
    assert await referee.replay_of(table) is first            # stepping: no replay again
    assert first.opening() == first.moves                     # a running table opens at its last move
    await referee.act(C, "u1", referee.choices(C, "u1")[0].action)
    again = await referee.replay_of(table)
    assert again is not first and again.moves > first.moves   # the table moved on: replayed as it is now


async def test_frames_are_public_views_and_narrations_with_pictures_kept(referee) -> None:
    table = await _playing(referee, 3)
    drawn: list[dict] = []
    draw = referee.draw_board
    referee.draw_board = lambda game, view, names, locale="en": drawn.append(view) or draw(game, view, names, locale)
    replay = await referee.replay_of(table)
    frame = await referee.replay_frame(replay, 2, "ja")
    assert drawn == [replay.steps[1].view] and "hand" not in drawn[0]
    assert frame.index == 2 and frame.moves == replay.moves and frame.player == replay.steps[1].player
    assert frame.narration == replay.steps[1].public and frame.picture is not None
    assert frame.names["ai:1"].startswith("Ada") and "コンピューター" in frame.names["ai:1"]
    assert (await referee.replay_frame(replay, 2, "ja")).picture is frame.picture and len(drawn) == 1
    assert (await referee.replay_frame(replay, 0, "en")).player is None
    with pytest.raises(Refusal) as out:
        await referee.replay_frame(replay, replay.moves + 1, "en")
    assert out.value.message["msg"] == "replay-out-of-range"
    with pytest.raises(Refusal) as gone:
        await referee.replay_of(table + 7)
    assert gone.value.message["msg"] == "replay-gone"


def test_the_book_forgets_a_replay_unused_for_a_while_and_the_least_recent_past_its_size() -> None:
    now = [0.0]
    book = ReplayBook(clock=lambda: now[0])

    def replay(table: int) -> Replay:
        return Replay(table, "highcard", "finished", 5, [], 1, "c")

    kept = book.keep(replay(1))
    now[0] = REPLAY_SECONDS - 1
    assert book.get(1, 5, "finished") is kept                  # used: kept again from now
    assert book.get(1, 6, "finished") is None                  # another version: not this one
    now[0] += REPLAY_SECONDS + 1
    assert book.get(1, 5, "finished") is None and len(book) == 0
    for table in range(REPLAY_TABLES + 2):
        book.keep(replay(table))
    assert len(book) == REPLAY_TABLES and book.get(0, 5, "finished") is None


async def test_the_console_replays_a_running_table_as_the_table_saw_it(referee) -> None:
    await _playing(referee, 3)
    reply = await commands.run(referee, C, "u1", "Una", commands.parse("/game replay"))
    text = str(reply.answer)
    assert "Replay of table #1" in text and "plays a card face down" in text
    assert "Play " not in text            # no label: it names the card played face down
