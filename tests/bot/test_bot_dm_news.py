"""A DM only with news (bot/referee/hidden.py, bot/referee/replies.py): a private event, or a secret fact that
appeared or changed through someone else's move; never the same DM twice in a row."""
from __future__ import annotations

import random

import pytest

from bot.referee.hidden import news, secret_facts, secret_part, without_hints
from bot.referee.referee import Referee
from bot.store.sqlite import SqliteStore
from bot.referee.tables import Run
from fake_game import real_games
from games import GAMES
from messages import message_ids
from referee_play import referee_move


def test_hints_are_left_out_and_only_what_appears_is_news():
    view = {"you": "1", "cash": 6000, "hand": [{"tile": "2B", "status": "lone"}, {"tile": "3C", "status": "grow"}]}
    assert without_hints(view, ("hand.*.status",)) == {"you": "1", "cash": 6000,
                                                       "hand": [{"tile": "2B"}, {"tile": "3C"}]}
    assert view["hand"][0]["status"] == "lone"                      # the view itself is untouched
    assert without_hints({"you": {"estimate": {"total": 6}, "shares": []}}, ("you.estimate",)) == \
        {"you": {"shares": []}}
    hand = {"hand": ["2B", "3C", "5E"]}
    assert not news(hand, {"hand": ["2B", "5E"]})                   # a tile played: no news
    assert news(hand, {"hand": ["2B", "5E", "9I"]})                 # a tile drawn
    assert not news(hand, {"hand": ["5E", "2B", "3C"]})             # the same tiles in another order
    assert news({"cash": 6000}, {"cash": 5400})                     # paid or paid out
    assert news(None, hand) and not news(hand, hand) and not news(hand, None)


@pytest.mark.parametrize("key", real_games())
def test_a_game_s_hints_follow_only_public_facts(key: str):
    """What a game declares as hints is dropped; what is left still differs from the table's view
    whenever the player holds a secret (the leak test's vary_secrets)."""
    game = GAMES[key]
    state = game.new(["a", "b", "c"][: max(game.min_players, 3 if game.max_players >= 3 else 2)], 5)
    facts = secret_facts(state, "a")
    assert facts == secret_part(without_hints(state.view("a"), state.hints),
                                without_hints(state.view(None), state.hints))
    varied = state.vary_secrets("a", 11)
    if varied.dump() != state.dump():
        assert secret_facts(varied, "a") != facts


@pytest.fixture
async def ref():
    store = SqliteStore(":memory:")
    await store.open()
    referee = Referee(store, draw_board=lambda *a, **k: b"png", draw_private=lambda *a, **k: b"png", auto_ai=False)
    await referee.start()
    yield referee
    await referee.close()


async def deal(ref: Referee, game: str, players: list[str], seed: int):
    """A table in channel "c" with `players` seated (the first hosts), dealt with `seed`."""
    await ref.new_table("c", game, players[0], f"P{players[0]}")
    for p in players[1:]:
        await ref.join("c", p, f"P{p}")
    return await ref.start_game("c", players[0], seed=seed)


async def test_a_rival_move_that_only_changes_hints_sends_no_dm(ref: Referee):
    """Acquire: a rival's tile changes what my tiles would do (grow, found, merge) but not my
    tiles: no DM. A merger paying me, or a tile drawn, is news."""
    players = ["1", "2", "3"]
    await deal(ref, "acquire", players, 3)
    rng = random.Random(3)
    quiet_hints = told = 0
    for _ in range(150):
        t = ref.book.tables.get("c")
        if t is None:
            break
        raw = {p: secret_part(t.state.view(p), t.state.view(None)) for p in players}
        facts = {p: secret_facts(t.state, p) for p in players}
        move = await referee_move(ref, "c", rng, first_to_act=True)
        assert move is not None
        mover, reply = move.player, move.reply
        if ref.book.tables.get("c") is None:
            break
        for p in (p for p in players if p != mover):
            now_raw = secret_part(t.state.view(p), t.state.view(None))
            if now_raw != raw[p] and not news(facts[p], secret_facts(t.state, p)) and p not in reply.private:
                quiet_hints += 1
            if p in reply.private:
                told += 1
                assert news(facts[p], secret_facts(t.state, p)) or "draw" in reply.private[p][0].text.lower()
    assert quiet_hints, "no rival move changed only hints: the test game did not reach one"
    assert told, "no rival move was news"


async def test_own_steps_are_no_news_what_they_draw_is_in_their_own_answer(ref: Referee):
    opening = await deal(ref, "acquire", ["1", "2"], 4)
    assert set(opening.private) == {"1", "2"}                     # the deal is news to everyone
    drawn = bought = 0
    for _ in range(40):
        t = ref.book.tables["c"]
        mover = t.state.to_act()[0]
        legal = t.state.legal_actions(mover)
        action = next((a for a in legal if a["type"] == "buy"), legal[0])
        reply = await ref.act("c", mover, action)
        assert mover not in reply.private, reply.private[mover][0].text      # never a DM of their own step
        ids = message_ids(reply.answer)
        assert ids[0] == "bot-done-move"                                    # what they did, then what it told them
        if action["type"] == "buy":
            bought += 1
            drawn += any(i in ("acquire-draw", "acquire-draw-dead") for i in ids[1:])
    assert bought and drawn, "no turn ended with a tile drawn: the test game did not reach one"


async def test_the_same_dm_is_never_sent_twice_in_a_row(ref: Referee):
    await deal(ref, "highcard", ["1", "2"], 1)
    t = ref.book.tables["c"]
    first = await ref.replies.reply(t, Run(), {"1": None, "2": None})
    again = await ref.replies.reply(t, Run(), {"1": None, "2": None})
    assert set(first.private) == set() and not again.private       # the deal was told already
    t.told.clear()                                                  # as after a restart
    first = await ref.replies.reply(t, Run(), {"1": None, "2": None})
    again = await ref.replies.reply(t, Run(), {"1": None, "2": None})
    assert set(first.private) == {"1", "2"} and not again.private


async def test_dms_off_are_held_and_remembered(ref: Referee):
    assert await ref.dms_on("1")
    await ref.set_dms("1", False)
    assert not (await ref.store.player("1")).dm
    reply = await deal(ref, "highcard", ["1", "2"], 1)
    assert set(reply.private) == {"2"} and reply.held == ["1"]
    hand = await ref.hand("c", "1")                               # still readable
    assert "hand" in hand.answer and hand.answer_picture is not None
    await ref.set_dms("1", True)
    assert await ref.dms_on("1")


@pytest.mark.parametrize("game", real_games())
async def test_a_whole_game_sends_nobody_an_echo_of_their_own_step(ref: Referee, game: str):
    """All-human tables, every game to its end: a player's own step never DMs them (what it told
    them alone, a tile or card drawn, is in their answer); a DM comes only through someone else."""
    players = ["1", "2", "3"][:max(2, min(3, GAMES[game].max_players))]
    await deal(ref, game, players, 11)
    rng, moves, answered = random.Random(11), 0, 0
    while ref.book.tables.get("c") is not None and moves < 3000:
        move = await referee_move(ref, "c", rng)
        if move is None:
            break
        moves += 1
        assert move.player not in move.reply.private, (game, moves, move.reply.private[move.player][0].text)
        answered += len(message_ids(move.reply.answer)) > 1        # "done" and what the step told them
    assert ref.book.tables.get("c") is None, f"{game}: the game did not end in {moves} moves"
    assert moves > 5
