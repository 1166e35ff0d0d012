"""Qin's move labels say what a placement does: founds, conquers, takes a village (every language)."""
from __future__ import annotations

import random

from games import GAMES
from i18n import render


def test_labels_say_what_a_placement_does_in_every_language() -> None:
    wanted = {"founds a": None, "conquers <@": None, "takes the village at": None}
    game = GAMES["qin"]
    for seed in range(8):
        state = game.new(["a", "b", "c"], seed)
        rng = random.Random(seed)
        while not state.is_over() and None in wanted.values():
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            for action in legal:
                text = state.describe(action)
                for key in wanted:
                    if key in text and wanted[key] is None:
                        wanted[key] = state.label(action)
            state.apply(player, rng.choice(legal))
    assert None not in wanted.values(), wanted
    for label in wanted.values():
        assert label["msg"] == "qin-label-does"
        english, chinese, japanese = (render(label, locale) for locale in ("en", "zh-TW", "ja"))
        assert len({english, chinese, japanese}) == 3
        assert "province" not in chinese + japanese and "village" not in chinese + japanese


def test_label_is_asked_of_a_copy() -> None:
    state = GAMES["qin"].new(["a", "b"], 1)
    before = state.dump()
    for action in state.legal_actions(state.to_act()[0]):
        state.label(action)
    assert state.dump() == before
