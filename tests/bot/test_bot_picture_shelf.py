"""Pictures kept for redraw-free replies live on one shelf bounded in bytes, not on each table: a
table's memory does not grow by its pictures, and an idle table's pictures are the first to go."""
from __future__ import annotations

from bot.referee.pictures import Shelf
from bot.referee.referee import Referee
from bot.referee.shapes import Picture


def picture(size: int, name: str = "p.png") -> Picture:
    return Picture(b"x" * size, name, "")


def test_the_shelf_keeps_within_its_bytes_and_lets_the_least_recently_used_go() -> None:
    shelf = Shelf(limit=250)
    shelf.put(1, "board", b"k1", picture(100))
    shelf.put(2, "board", b"k2", picture(100))
    assert shelf.get(1, "board", b"k1") is not None        # table 1 used: table 2 is now the oldest
    shelf.put(3, "board", b"k3", picture(100))
    assert shelf.size <= 250
    assert shelf.get(2, "board", b"k2") is None
    assert shelf.get(1, "board", b"k1") is not None and shelf.get(3, "board", b"k3") is not None


def test_a_picture_comes_back_only_for_the_view_it_shows_and_a_new_one_replaces_it() -> None:
    shelf = Shelf(limit=1000)
    shelf.put(1, "u1", b"old", picture(100))
    assert shelf.get(1, "u1", b"new") is None
    shelf.put(1, "u1", b"new", picture(300))
    assert shelf.size == 300 and shelf.get(1, "u1", b"new") is not None


def test_forgetting_a_table_drops_its_board_and_hands_only() -> None:
    shelf = Shelf(limit=10_000)
    for whose in ("board", "u1", "u2"):
        shelf.put(1, whose, b"k", picture(100))
    shelf.put(2, "board", b"k", picture(100))
    shelf.forget(1)
    assert shelf.size == 100 and list(shelf.kept) == [(2, "board")]


async def test_a_table_whose_picture_left_the_shelf_draws_it_again(referee: Referee) -> None:
    drawn: list[str] = []
    draw = referee.draw_board

    def counted(game, view, names, locale="en"):
        drawn.append(game)
        return draw(game, view, names, locale)

    referee.draw_board = counted
    referee.drawing.shelf.limit = 1                  # room for nothing: every picture goes at once
    for channel in ("a", "b"):
        await referee.new_table(channel, "highcard", "h1", "One")
        await referee.join(channel, "h2", "Two")
        await referee.start_game(channel, "h1", seed=1)
    first = len(drawn)
    await referee.status("a")
    assert len(drawn) == first + 1                   # nothing kept: drawn again
    referee.drawing.shelf.limit = 10 ** 9
    await referee.status("a")
    await referee.status("a")
    assert len(drawn) == first + 2                   # kept now: drawn once more, then shown again
