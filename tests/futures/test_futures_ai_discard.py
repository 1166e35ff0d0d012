"""The Futures! computer player discards two cards only for an extra action worth them:
neither of the turn's two actions is a pass (issue 16: 19% of its discards bought only a pass)."""
from __future__ import annotations

from games.futures.ai import choose
from random_play import ai_chooser, random_walk


def test_a_discard_never_buys_a_pass() -> None:
    discards = 0
    for seed in range(30):
        n = 3 + seed % 2
        after: dict[str, list[str]] = {}
        for move in random_walk("futures", n, seed, chooser=ai_chooser(choose)).played():
            player, action = move.player, move.action
            if action["type"] == "discard":
                discards += 1
                after[player] = []
            elif player in after and action["type"] in ("trade", "settle", "pass"):
                after[player].append(action["type"])
                assert action["type"] != "pass", f"seed {seed}: {player} discarded two cards, then passed"
                if len(after[player]) == 2:
                    del after[player]
    assert discards > 0, "the test never saw a discard"
