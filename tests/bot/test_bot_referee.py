"""The referee over High Card: lobby, play, typed verbs, versions, restart, verify, rematch."""
from __future__ import annotations

import asyncio
import json
import random
import sqlite3

import pytest

from bot.moves import typed
from bot.referee.referee import Refusal, Referee, secret_part
from bot.referee.replay import verify
from bot.store.sqlite import SqliteStore
from games.base import as_list, as_player
from messages import args_of, message_ids
from referee_play import referee_walk

C = "chan"


async def refused(call) -> str:
    """The message id of the refusal `call` meets (it must meet one)."""
    with pytest.raises(Refusal) as refusal:
        await call
    return refusal.value.message_id


async def lobby(ref: Referee, humans: int = 2, computers: int = 0, **options) -> None:
    await ref.new_table(C, "highcard", "h1", "One", options or None)
    for i in range(2, humans + 1):
        await ref.join(C, f"h{i}", f"Name{i}")
    if computers:
        await ref.add_ai(C, "h1", computers)


async def play_out(ref: Referee, rng: random.Random, channel: str = C, limit: int = 500) -> list:
    return await referee_walk(ref, channel, rng, first_to_act=True, limit=limit).play()


async def test_lobby_rules(referee: Referee) -> None:
    reply = await referee.new_table(C, "highcard", "h1", "One")
    assert reply.table_id == 1 and "<@h1>" in reply.public[0]
    assert await refused(referee.new_table(C, "highcard", "h2", "Two")) == "bot-channel-has-table"
    assert await refused(referee.new_table("other", "chess", "h2", "Two")) == "bot-unknown-game"
    assert await refused(referee.new_table("other", "highcard", "h2", "Two", {"colour": "red"})) == "common-options-refused"
    assert await refused(referee.add_ai(C, "h2", 1)) == "bot-only-host"
    await referee.join(C, "h2", "Two")
    assert await refused(referee.join(C, "h2", "Two")) == "bot-already-seated"
    reply = await referee.add_ai(C, "h1", 5)
    assert "only 2" in reply.public[0]
    assert await refused(referee.join(C, "h3", "Three")) == "bot-table-full-remove"
    await referee.remove_ai(C, "h1", 1)
    info = referee.table(C)
    assert [s.user for s in info.seats] == ["h1", "h2", "ai:1"] and info.seats[2].is_ai
    assert await refused(referee.act(C, "h1", {"type": "pass"})) == "bot-not-started"
    # The host leaves: the next human hosts.
    reply = await referee.leave(C, "h1")
    assert referee.table(C).host == "h2" and "<@h2> is the host" in reply.public[0]
    await referee.set_options(C, "h2", {"rounds": 2})
    assert referee.table(C).options == {"rounds": 2}
    assert await refused(referee.start_game(C, "ai:1")) == "bot-only-host"
    reply = await referee.start_game(C, "h2", seed=3)
    assert referee.table(C).status == "playing" and referee.table(C).seed == 3
    assert reply.board is not None and reply.board.png.startswith(b"\x89PNG")
    with pytest.raises(Refusal, match="already started"):
        await referee.join(C, "h4", "Four")


async def test_start_deals_secrets_by_dm_and_pings_the_player_to_act(referee: Referee) -> None:
    await lobby(referee, humans=2, computers=1)
    reply = await referee.start_game(C, "h1", seed=11)
    assert set(reply.private) == {"h1", "h2"}            # computers get no DMs
    assert all(m.picture is not None for ms in reply.private.values() for m in ms)
    assert reply.ping == ["h1"] and reply.version == referee.table(C).version
    state = referee.book.tables[C].state
    hand = ", ".join(map(str, sorted(state.d["hands"][0])))
    assert hand in reply.private["h1"][0].text
    assert all(hand not in text for text in reply.public)


async def test_a_game_to_the_end_with_a_computer_seat(referee: Referee) -> None:
    await lobby(referee, humans=2, computers=2)
    await referee.start_game(C, "h1", seed=5)
    replies = await play_out(referee, random.Random(2))
    last = replies[-1]
    assert last.finished and last.ping == [] and "bot-game-over" in message_ids(*last.public)
    assert referee.table(C) is None
    rec = await referee.store.latest(C)
    assert rec.status == "finished" and set(rec.result["scores"]) == {"h1", "h2", "ai:1", "ai:2"}
    # Computer moves went into the humans' replies, each its own logged action.
    log = await referee.store.actions(rec.id)
    assert {e.player for e in log} == {"h1", "h2", "ai:1", "ai:2"}
    assert [e.version for e in log] == sorted(e.version for e in log)
    scores = await referee.scores(C)
    assert args_of("bot-final-scores", scores.public[0])[0]["table"] == str(rec.id)
    history = await referee.history(C, 200)
    told = [line for line in history.answer.splitlines() if line[:1].isdigit()]
    assert len(told) == len(log) and "Play your" not in history.answer    # every move, as a sentence


async def test_typed_verbs_match_legal_actions(referee: Referee) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    with pytest.raises(Refusal) as refused:
        await referee.act_typed(C, "h1", "bid", ["9k"])
    message = str(refused.value)
    assert "`/bid 1000` (Bid $1,000)" in message and "9k" in message
    with pytest.raises(Refusal, match="`/buy` is not a move you can make now"):
        await referee.act_typed(C, "h1", "buy", ["2"])
    with pytest.raises(Refusal, match="not your move"):
        await referee.act_typed(C, "h2", "pass", [])
    reply = await referee.act_typed(C, "h1", "bid", ["$2,000"])
    assert reply.answer == "Done: Bid $2,000."
    reply = await referee.act_typed(C, "h2", "/BID", ["3k"])
    assert "<@h2> bids $3,000." in reply.public
    # Now everyone plays a card: /play 5 must name a card in the hand.
    state = referee.book.tables[C].state
    card = state.d["hands"][0][0]
    absent = next(c for c in range(1, 13) if c not in state.d["hands"][0])
    with pytest.raises(Refusal, match="not allowed"):
        await referee.act_typed(C, "h1", "play", [str(absent)])
    await referee.act_typed(C, "h1", "play", [str(card)])
    assert all(c.label.startswith("Play your") for c in referee.choices(C, "h2"))
    assert referee.choices(C, "h1") == []


async def test_a_refused_action_changes_nothing(referee: Referee) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    before = (referee.book.tables[C].dump, referee.table(C).version)
    for bad in ({"type": "bid", "amount": 999_000}, {"type": "nonsense"}, {}):
        with pytest.raises(Refusal):
            await referee.act(C, "h1", bad)
    with pytest.raises(Refusal, match="not playing"):
        await referee.act(C, "stranger", {"type": "pass"})
    assert (referee.book.tables[C].state.dump(), referee.table(C).version) == before


async def test_a_stale_button_is_refused(referee: Referee) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    old = referee.table(C).version
    await referee.act(C, "h1", {"type": "pass"}, version=old)
    with pytest.raises(Refusal, match="outdated"):
        await referee.act(C, "h2", {"type": "pass"}, version=old)
    assert len(await referee.store.actions(referee.table(C).table_id)) == 1


async def test_a_double_click_applies_once(referee: Referee) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    info = referee.table(C)
    click = {"type": "bid", "amount": 1000}
    results = await asyncio.gather(referee.act(C, "h1", click, version=info.version),
                                   referee.act(C, "h1", click, version=info.version),
                                   return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert sum(isinstance(r, Refusal) for r in results) == 1
    log = await referee.store.actions(info.table_id)
    assert [e.action for e in log] == [click]
    assert referee.table(C).version == info.version + 1


async def test_a_new_referee_over_the_same_database_carries_on(db_path) -> None:
    store = SqliteStore(db_path)
    await store.open()
    first = Referee(store)
    await first.start()
    await lobby(first, humans=2, computers=1)
    await first.start_game(C, "h1", seed=9)
    await first.act(C, "h1", {"type": "bid", "amount": 1000})
    dump, version = first.book.tables[C].dump, first.table(C).version
    await first.close()

    store = SqliteStore(db_path)
    await store.open()
    second = Referee(store)
    infos = await second.start()
    assert [(i.channel, i.version, i.status) for i in infos] == [(C, version, "playing")]
    assert second.book.tables[C].state.dump() == dump
    await play_out(second, random.Random(4))
    assert (await store.latest(C)).status == "finished"
    checked, problems = await verify(store)
    assert checked == 1 and problems == []
    await second.close()


async def test_restart_lets_a_waiting_computer_move(db_path) -> None:
    store = SqliteStore(db_path)
    await store.open()
    first = Referee(store, auto_ai=False)
    await first.start()
    await first.new_table(C, "highcard", "h1", "One")
    await first.add_ai(C, "h1", 1)
    # The computer is first to act after h1; with auto_ai off it waits, as after a crash.
    await first.start_game(C, "h1", seed=2)
    await first.act(C, "h1", {"type": "pass"})
    assert first.table(C).to_act == ["ai:1"]
    await first.close()
    store = SqliteStore(db_path)
    await store.open()
    second = Referee(store)
    await second.start()
    assert C in second.resumed and second.resumed[C].public
    assert "ai:1" not in second.table(C).to_act
    await second.close()


async def test_verify_finds_a_tampered_snapshot(referee: Referee, db_path) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    await referee.act(C, "h1", {"type": "bid", "amount": 1000})
    await referee.new_table("quiet", "highcard", "x", "X")      # a lobby: nothing to replay
    checked, problems = await verify(referee.store)
    assert checked == 1 and problems == []
    table_id = referee.table(C).table_id
    state = json.loads(referee.book.tables[C].dump)
    state["cash"][0] += 1_000_000
    con = sqlite3.connect(db_path)
    con.execute("UPDATE snapshots SET state = ? WHERE table_id = ?", (json.dumps(state), table_id))
    con.commit()
    con.close()
    checked, problems = await verify(referee.store)
    assert [(p.table_id, "differs" in p.reason) for p in problems] == [(table_id, True)]


async def test_abandon_and_rematch_keep_seats_and_deal_anew(referee: Referee) -> None:
    await lobby(referee, humans=2, computers=1)
    await referee.start_game(C, "h1", seed=5)
    with pytest.raises(Refusal, match="Only the host"):
        await referee.abandon(C, "h2")
    reply = await referee.abandon(C, "h2", is_admin=True)
    assert "abandons" in reply.public[0] and referee.table(C) is None
    reply = await referee.rematch(C, "h2", seed=6)
    info = referee.table(C)
    assert info.table_id == 2 and info.status == "playing" and info.seed == 6
    assert [s.user for s in info.seats] == ["h1", "h2", "ai:1"]
    assert args_of("bot-rematch", reply.public[0]) == [{"table": "1"}]
    with pytest.raises(Refusal):
        await referee.rematch(C, "h1")


async def test_a_departed_player_is_handed_to_a_computer(referee: Referee) -> None:
    await lobby(referee, humans=3)
    await referee.start_game(C, "h1", seed=5)
    with pytest.raises(Refusal, match="Only the host"):
        await referee.hand_to_ai(C, "h2", "h3")
    await referee.act(C, "h1", {"type": "pass"})
    reply = await referee.hand_to_ai(C, "h1", "h2")
    # h2 was to act: the computer now plays for them at once, then h3 is to act.
    assert any("<@h2> passes." in t or "<@h2> bids" in t for t in reply.public)
    info = referee.table(C)
    assert info.seats[1].is_ai and info.to_act == ["h3"]
    with pytest.raises(Refusal, match="computer plays your seat"):
        await referee.act(C, "h2", {"type": "pass"})
    reply = await referee.leave(C, "h3")
    assert "a computer plays their seat" in reply.public[0]
    assert referee.table(C).to_act != ["h3"]


async def test_history_never_shows_another_players_hidden_move(referee: Referee) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    await referee.act(C, "h1", {"type": "pass"})
    await referee.act(C, "h2", {"type": "pass"})
    card = referee.book.tables[C].state.d["hands"][0][0]
    await referee.act(C, "h1", {"type": "play", "card": card})
    seen_by_h2 = (await referee.history(C, 10, user="h2")).answer
    seen_by_h1 = (await referee.history(C, 10, user="h1")).answer
    assert f"Play your {card}" not in seen_by_h2 and "face down" in seen_by_h2
    assert seen_by_h1 == seen_by_h2            # the history tells what the table was told, to every reader


async def test_hand_is_for_the_caller_only(referee: Referee) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    reply = await referee.hand(C, "h2")
    hand = ", ".join(map(str, sorted(referee.book.tables[C].state.d["hands"][1])))
    assert hand in reply.answer and reply.public == [] and reply.answer_picture is not None
    with pytest.raises(Refusal):
        await referee.hand(C, "stranger")


async def test_status_rules_and_the_secret_part_of_a_view(referee: Referee) -> None:
    with pytest.raises(Refusal):
        await referee.status(C)
    await lobby(referee, humans=2)
    assert "waiting to start" in (await referee.status(C)).public[0]
    await referee.start_game(C, "h1", seed=5)
    status = await referee.status(C)
    assert args_of("bot-status-playing", status.public[0])[0]["waiting"] == as_list([as_player("h1")])
    assert status.board is not None and status.ping == ["h1"]
    assert "High Card" in referee.rules("highcard") and "rounds" in referee.rules("highcard")
    assert secret_part({"a": 1, "p": [{"c": 1, "hand": [2]}]}, {"a": 1, "p": [{"c": 1, "n": 1}]}) == \
        {"p": {0: {"hand": [2], "n": "<absent>"}}}


async def test_a_picture_failure_does_not_stop_the_game(store: SqliteStore) -> None:
    def broken(game, view, names, locale):
        raise RuntimeError("no ink")

    ref = Referee(store, draw_board=broken, draw_private=broken)
    await ref.start()
    await lobby(ref, humans=2)
    reply = await ref.start_game(C, "h1", seed=5)
    assert reply.board is None and reply.ping == ["h1"]
    assert all(m.picture is None for ms in reply.private.values() for m in ms)
    await ref.close()


async def test_a_broken_move_or_a_failed_save_leaves_the_table_as_it_was(referee: Referee, monkeypatch) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    table = referee.book.tables[C]
    before = (table.dump, table.version)

    def explode(self, player, action):
        self.d["cash"][0] = -1          # half-applied, then a bug
        raise RuntimeError("bug")

    with monkeypatch.context() as m:
        m.setattr(type(table.state), "apply", explode)
        with pytest.raises(Refusal, match="nothing was changed"):
            await referee.act(C, "h1", {"type": "pass"})
    assert (referee.book.tables[C].state.dump(), referee.table(C).version) == before

    async def disk_full(*args, **kwargs):
        raise sqlite3.OperationalError("disk full")

    with monkeypatch.context() as m:
        m.setattr(referee.store, "commit_action", disk_full)
        with pytest.raises(Refusal, match="disk is full. Nothing was changed"):
            await referee.act(C, "h1", {"type": "bid", "amount": 1000})
    assert (referee.book.tables[C].state.dump(), referee.table(C).version) == before
    await referee.act(C, "h1", {"type": "bid", "amount": 1000})
    assert referee.table(C).version == before[1] + 1


async def test_another_process_moving_the_table_on_is_caught_up(referee: Referee, db_path) -> None:
    await lobby(referee, humans=2)
    await referee.start_game(C, "h1", seed=5)
    other = SqliteStore(db_path)
    await other.open()
    info = referee.table(C)
    state = referee.book.tables[C].state
    moved = type(state)(json.loads(state.dump()))
    moved.apply("h1", {"type": "pass"})
    await other.commit_action(info.table_id, info.version, "h1", {"type": "pass"}, moved.dump())
    await other.close()
    with pytest.raises(Refusal, match="moved on"):
        await referee.act(C, "h1", {"type": "bid", "amount": 1000})
    assert referee.table(C).version == info.version + 1 and referee.table(C).to_act == ["h2"]
    await referee.act(C, "h2", {"type": "pass"})


async def test_move_suggestions_follow_the_table_after_each_move(referee: Referee) -> None:
    """/move's forms are kept per table version: after a move they are the new position's."""
    await lobby(referee)
    await referee.start_game(C, "h1", seed=3)
    async for info, player, legal in referee_walk(referee, C, random.Random(3), first_to_act=True, steps=12):
        suggested = await referee.suggest(C, player, "")
        again = await referee.suggest(C, player, "")
        state = referee.book.tables[C].state
        forms = {form for _, form in suggested}
        assert suggested == again and len(forms) == min(25, len(legal))
        for form in forms:
            verb, *words = form.split()
            assert typed.parse(state, player, verb, words) in state.legal_actions(player), form
        assert referee.moves.suggested[C][0] == info.version


async def test_the_card_has_a_phone_sheet_drawn_when_the_view_changed(referee: Referee) -> None:
    """card_phone: the board's phone sheet (render/phone_sheet.py) in the table's language, the same
    picture again while nothing changed, a new one after a move; none in the lobby."""
    from PIL import Image
    import io
    await referee.new_table("q", "qin", "h1", "One")
    await referee.join("q", "h2", "Two")
    assert await referee.card_phone("q") is None
    await referee.start_game("q", "h1", seed=3)
    first = await referee.card_phone("q")
    version = referee.table("q").version
    assert first is not None and first.filename == f"qin-1-v{version}-phone.png"
    assert Image.open(io.BytesIO(first.png)).width == 600
    again = await referee.card_phone("q")
    assert again is not None and again.png is first.png
    await referee_walk(referee, "q", random.Random(1), first_to_act=True, steps=1).play()
    moved = await referee.card_phone("q")
    assert moved is not None and moved.png != first.png and moved.filename != first.filename
    await lobby(referee)                                     # the test game declares its own sheet
    await referee.start_game(C, "h1", seed=3)
    assert (await referee.card_phone(C)).filename.startswith("highcard-")
