"""Pictures render for every state of whole random games, from views only."""
import random

import pytest
from PIL import Image

from games import GAMES
from render import board_png, private_png
from render import futures as pictures
from random_play import random_walk

GAME = GAMES["futures"]


@pytest.mark.parametrize("n", [3, 4])
def test_board_and_private_pictures_through_a_whole_game(n):
    names = {f"p{i}": f"Player {i}" for i in range(n)}
    walk = random_walk(GAME, list(names), 21 + n, rng=random.Random(n))
    for step, state in enumerate(walk.states()):
        if step % 5 == 0 or state.is_over():
            image = pictures.board(state.view(None), names)
            assert isinstance(image, Image.Image) and 1000 <= image.width <= 1400
            for p in state.players:
                mine = pictures.private(state.view(p), names)
                assert isinstance(mine, Image.Image)
    assert pictures.private(state.view(None), names) is None


def test_png_sizes_stay_small():
    names = {"a": "Ann", "b": "Ben", "c": "Cho", "d": "Dee"}
    state = GAME.new(list(names), seed=3)
    assert len(board_png("futures", state.view(None), names)) <= 200_000
    assert len(private_png("futures", state.view("a"), names)) <= 200_000


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
def test_pictures_draw_every_word_in_the_tables_language(locale, monkeypatch):
    """Every label drawn on the board and the hand in zh-TW / ja: no English words but the board's terms."""
    from drawn_games import draw_through_game
    from test_futures_languages import english_runs

    drawn: list[str] = []
    draw_text = pictures.text

    def spy(draw, xy, value, *args, **kwargs):
        drawn.append(value)
        return draw_text(draw, xy, value, *args, **kwargs)

    monkeypatch.setattr(pictures, "text", spy)
    names = {"p0": "小明", "p1": "たろう", "p2": "김민준"}
    state = GAME.new(list(names), seed=5)
    draw_through_game(state, pictures, names, locale, random.Random(5), every=4)
    assert drawn
    assert not [t for t in drawn if english_runs(t)]
    english = {"price", "FIELD", "PLAYERS", "money", "hand", "no cards"}
    assert not english & set(drawn)
