"""Qin's move labels say what a placement does: founds, conquers, takes a village (every language)."""
from __future__ import annotations

from games import GAMES
from i18n import render
from random_play import random_walk


def test_labels_say_what_a_placement_does_in_every_language() -> None:
    wanted = {"founds a": None, "conquers <@": None, "takes the village at": None}
    game = GAMES["qin"]
    for seed in range(8):
        for state, _, legal in random_walk(game, ["a", "b", "c"], seed, first_to_act=True):
            if None not in wanted.values():
                break
            for action in legal:
                text = state.describe(action)
                for key in wanted:
                    if key in text and wanted[key] is None:
                        wanted[key] = state.label(action)
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
