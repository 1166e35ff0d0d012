"""The Futures! computer player: legal and better than random players."""
import pytest

from games import GAMES
from games.futures.ai import choose
from random_play import ai_at, ai_chooser, play_out

GAME = GAMES["futures"]


def play(n, seed, ai_seat):
    seats = [f"p{i}" for i in range(n)]
    state = play_out(GAME, seats, seed, chooser=ai_at(seats[ai_seat], choose))
    winners = state.winners()
    return 1 / len(winners) if seats[ai_seat] in winners else 0.0


@pytest.mark.parametrize("n", [3, 4])
def test_ai_beats_random_players(n):
    results = [play(n, seed, seed % n) for seed in range(24)]
    rate = sum(results) / len(results)
    assert rate > 2 / n


def test_ai_plays_every_seat_of_a_game():
    state = play_out(GAME, ["a", "b", "c", "d"], 5, chooser=ai_chooser(choose), first_to_act=True)
    assert state.winners()
