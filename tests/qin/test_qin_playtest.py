"""Texts a new player met in play-testing: refusals in the typed form, the winner's row in the picture."""
import random

import pytest

from games import GAMES
from games.base import IllegalAction
from render.qin import board
from random_play import play_out


def test_refusals_show_the_typed_form_not_json():
    s = GAMES["qin"].new(["p0", "p1"], 1)
    for bad in ({"type": "place", "tile": "RX", "cells": ["C4", "C5"]},
                {"type": "place", "tile": "RR", "cells": ["Z4", "Z5"]}):
        with pytest.raises(IllegalAction) as err:
            s.apply("p0", bad)
        assert "/place RY C4 C5" in str(err.value) and "{" not in str(err.value)
    with pytest.raises(IllegalAction) as refusal:
        s.apply("p0", {"type": "place", "tile": "RR", "cells": ["Z4", "C5"]})
    assert refusal.value.message == {'msg': 'qin-bad-square', 'args': {'square': 'Z4'}}


def test_finished_board_renders_with_long_winner_name():
    s = play_out("qin", 3, 5, options={"side": "lion"}, rng=random.Random(1), first_to_act=True)
    image = board(s.view(None), {"p0": "Alexandra Longname", "p1": "Bob", "p2": "Babbage (AI)"})
    assert image.width > 1000
