"""The 1920 Wall Street computer player uses call options and borrows only when it pays (issue 16:
it never bought an option in 9,335 chances and took two loans a game)."""
from __future__ import annotations

from games.wallstreet.ai import choose
from random_play import ai_chooser, random_walk


def play(seed: int, options: dict | None) -> tuple[object, list[tuple[dict, dict]]]:
    walk = random_walk("wallstreet", ["a", "b", "c"], seed, options=options, chooser=ai_chooser(choose))
    views = [state.view(player) for state, player, _ in walk]
    return walk.state, [(view, action) for view, (_, action) in zip(views, walk.history)]


def test_it_buys_call_options_and_only_with_cash() -> None:
    bought = 0
    for seed in range(6):
        _, taken = play(seed, {"options": True})
        for view, action in taken:
            if action["type"] == "option":
                bought += 1
                me = view["seats"][view["you"]["seat"]]
                assert me["cash"] >= 1, "an option paid with a loan"   # option_cost: data/wallstreet/rules.toml
    assert bought > 0


def test_it_borrows_less_than_once_a_game_on_average() -> None:
    loans = sum(sum(play(seed, None)[0].loans) for seed in range(12))
    assert loans / (12 * 3) < 1.2, f"{loans / 36:.2f} loans a player a game"
