"""Every registered game through the referee: a human and computer seats to the end, typed
verbs that round-trip, a clean verify. Plus the typed-argument parser and High Card itself."""
from __future__ import annotations

import json
import random

import pytest

from bot.referee import ai

from bot.moves import verbs
from bot.referee.referee import Referee
from bot.referee.replay import verify
from fake_game import GAME as HIGHCARD, real_games
from random_play import random_walk
from referee_play import referee_walk

C = "games"
MAX_HUMAN_MOVES = 3000


@pytest.mark.parametrize("key", ["highcard", *real_games()])
async def test_a_human_and_computers_play_a_whole_game(store, key: str) -> None:
    from games import GAMES
    game = GAMES[key]
    ref = Referee(store, pictures=key == "highcard")
    await ref.start()
    await ref.new_table(C, key, "human", "Human")
    await ref.add_ai(C, "human", game.min_players)      # capped at max_players
    await ref.start_game(C, "human", seed=3)
    async for info, _, choices in referee_walk(ref, C, random.Random(3), limit=MAX_HUMAN_MOVES):
        assert "human" in info.to_act
        # Labels are whole sentences; the panels trim them to Discord's limit after rendering.
        assert all(len(c.label) > 0 for c in choices)
        # What a player would type for each move finds exactly this move (or says it is ambiguous).
        for choice in choices:
            typed = verbs.typed_form(choice.action).split()
            found = verbs.match([c.action for c in choices if c.action["type"] == choice.action["type"]], typed[1:])
            assert choice.action in found
    rec = await store.latest(C)
    assert rec.status == "finished" and rec.result["winners"]
    checked, problems = await verify(store)
    assert (checked, problems) == (1, [])
    ref.pool.shutdown()


@pytest.mark.parametrize("key", ["highcard", *real_games()])
def test_computer_choices_are_legal_and_reproducible(key: str) -> None:
    from games import GAMES
    state = GAMES[key].new([f"p{i}" for i in range(GAMES[key].min_players)], 5)
    picks = []
    for _ in range(2):
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        first = ai.choose(key, state.view(player), legal, ai.rng_for(5, player, 1))
        second = ai.choose(key, state.view(player), legal, ai.rng_for(5, player, 1))
        assert first in legal and first == second
        picks.append(first)


def test_numbers_and_words_are_read_as_players_type_them() -> None:
    assert [verbs.parse_number(s) for s in ["6000", "6,000", "$6,000", "6k", "6K", "1.5k", "-2", "-$2,000"]] == \
        [6000, 6000, 6000, 6000, 6000, 1500, -2, -2000]
    assert verbs.parse_number("six") is None and verbs.parse_number("1.25") is None
    assert verbs.verb_key("/Buy-Share") == "buy_share"
    legal = [{"type": "bid", "track": 2, "amount": 6000}, {"type": "bid", "track": 2, "amount": 10000},
             {"type": "bid", "track": 3, "amount": 6000}]
    assert verbs.match(legal, ["2", "6k"]) == [legal[0]]
    assert verbs.match(legal, ["2"]) == legal[:2]
    assert verbs.match(legal, ["4"]) == []
    named = [{"type": "buy", "company": "Cosmic Computers"}, {"type": "buy", "company": "Epic Electric"}]
    assert verbs.match(named, ["cosmic-computers"]) == [named[0]]
    assert verbs.typed_form(named[1]) == "/buy Epic-Electric"


def test_high_card_keeps_the_game_contract() -> None:
    rng = random.Random(1)
    for seed in range(30):
        walk = random_walk(HIGHCARD, 2 + seed % 3, seed, rng=rng)
        for state, player, _ in walk:
            dump = state.dump()
            assert HIGHCARD.load(dump).dump() == dump
            other = state.vary_secrets(player, seed)
            assert json.dumps(other.view(None)) == json.dumps(state.view(None))
        assert walk.state.winners() and walk.state.to_act() == []


@pytest.mark.parametrize("key", real_games())
async def test_simulate_runs_every_game_to_the_end(tmp_path, key: str) -> None:
    from games import GAMES
    from bot.console.simulate import simulate
    result = await simulate(key, GAMES[key].min_players, 2, tmp_path, pictures=False)
    assert result["winners"] and result["moves"] > 0
    assert "Game over" in (tmp_path / "transcript.txt").read_text()
