"""/game replay through Discord: the board at move N of a running or finished table, privately,
stepped with ⏮ ◀ ▶ ⏭; only the asker may step it; only what the table saw is shown."""
from __future__ import annotations

import random
from typing import Any

import pytest

import games
from bot.discord.formatting import render_names
from bot.text.names import seat_names
from bot.referee.tables import recorded
from bot.moves.undo import effective
from bot.text.words import say
from discord_harness import (ALICE, BOB, CAROL, CHANNEL, GUILD, Harness, Sent, close_harness, make_harness,
                             seated_game)
from discord_walk import random_turns

CH = str(CHANNEL)


def opened(sent: list[Sent]) -> Sent:
    """The replay message: the ephemeral answer that carries the replay buttons."""
    found = [s for s in sent if any(c.startswith("br:replay:") for c in s.custom_ids())]
    assert len(found) == 1, [(s.kind, s.content) for s in sent]
    assert found[0].ephemeral
    return found[0]


def step_button(message: Sent, label: str) -> dict:
    for b in message.buttons():
        if b["label"] == label:
            return b
    raise AssertionError(f"no {label} in {[b['label'] for b in message.buttons()]}")


async def press_step(h: Harness, user: int, message: Sent, label: str) -> Sent:
    """Press ⏮ ◀ ▶ ⏭; the same message is edited to the new move (a deferred update, then the edit)."""
    sent = await h.press(user, message, step_button(message, label)["custom_id"])
    assert sent[0].kind == "callback" and sent[0].body["type"] == 6, [(s.kind, s.body) for s in sent]
    edits = [s for s in sent if s.kind == "edit_original"]
    assert len(edits) == 1, [(s.kind, s.content) for s in sent]
    assert not h.channel(sent) and not h.dms(sent)       # nothing public, no DM
    return edits[0]


def disabled(message: Sent) -> set[str]:
    return {b["label"] for b in message.buttons() if b.get("disabled")}


async def make_moves(h: Harness, count: int, rng: random.Random) -> None:
    """`count` random moves by whichever human is to act."""
    async for _ in random_turns(h, rng, steps=count, humans=True):
        pass


async def test_a_finished_table_opens_at_the_deal_and_steps_both_ways(harness: Harness):
    await seated_game(harness, options="rounds=1")
    await make_moves(harness, 50, random.Random(0))
    assert harness.referee.table(CH) is None
    rec = await harness.referee.store.latest(CH)
    moves = len(effective(await harness.referee.store.actions(rec.id)))

    message = opened(await harness.slash(ALICE, "game replay"))
    assert message.content.startswith(f"**Replay of High Card #{rec.id}** (finished): move 0 of {moves}")
    assert "The deal:" in message.content and message.files     # the board at the deal
    assert [b["label"] for b in message.buttons()] == ["⏮", "◀", "▶", "⏭"]
    assert disabled(message) == {"⏮", "◀"}

    one = await press_step(harness, ALICE, message, "▶")
    assert f"move 1 of {moves}" in one.content and one.files == [f"highcard-{rec.id}-replay-1.png"]
    last = await press_step(harness, ALICE, one, "⏭")
    assert f"move {moves} of {moves}" in last.content and disabled(last) == {"▶", "⏭"}
    assert "The game is over." in last.content
    back = await press_step(harness, ALICE, last, "◀")
    assert f"move {moves - 1} of {moves}" in back.content and not disabled(back)
    first = await press_step(harness, ALICE, back, "⏮")
    assert f"move 0 of {moves}" in first.content


async def test_a_running_table_opens_at_its_last_move_and_grows(harness: Harness):
    await seated_game(harness)
    await make_moves(harness, 3, random.Random(1))
    version = harness.referee.table(CH).version
    message = opened(await harness.slash(BOB, "game replay"))
    moves = len(effective(await harness.referee.store.actions(harness.referee.table(CH).table_id)))
    assert f"move {moves} of {moves}" in message.content and "(playing)" in message.content
    assert disabled(message) == {"▶", "⏭"}
    await make_moves(harness, 1, random.Random(2))
    assert harness.referee.table(CH).version > version
    back = await press_step(harness, BOB, message, "◀")
    assert f"move {moves - 1} of {moves + 1}" in back.content   # the log as it is now
    end = await press_step(harness, BOB, back, "⏭")
    assert f"move {moves + 1} of {moves + 1}" in end.content


async def test_only_the_asker_steps_their_replay(harness: Harness):
    await seated_game(harness)
    await make_moves(harness, 2, random.Random(3))
    message = opened(await harness.slash(ALICE, "game replay"))
    sent = await harness.press(BOB, message, step_button(message, "⏮")["custom_id"])
    assert len(sent) == 1 and sent[0].kind == "callback" and sent[0].ephemeral
    assert sent[0].body["type"] == 4 and f"<@{ALICE}>" in sent[0].content and "/game replay" in sent[0].content
    assert sent[0].body["data"]["allowed_mentions"]["parse"] == []


async def test_a_move_the_log_lacks_and_a_table_that_is_gone_are_answered_privately(harness: Harness):
    await seated_game(harness)
    await make_moves(harness, 2, random.Random(4))
    table = harness.referee.table(CH).table_id
    message = opened(await harness.slash(ALICE, "game replay"))
    for custom_id, words in ((f"br:replay:{table}:999:{ALICE}:n", "has no move 999"),
                             (f"br:replay:{table + 50}:1:{ALICE}:n", f"#{table + 50} no longer exists")):
        forged = dict(harness.message_of(message))        # a message whose ▶ carries this id
        forged["components"] = [{"type": 1, "components": [
            {"type": 2, "style": 2, "label": "▶", "custom_id": custom_id}]}]
        sent = await harness.press(ALICE, forged, custom_id)
        answers = [s for s in sent if s.kind in ("followup", "callback") and s.content]
        assert [s.kind for s in sent] == ["callback", "followup"] and sent[0].body["type"] == 6
        assert len(answers) == 1 and answers[0].ephemeral and words in answers[0].content, [s.content for s in sent]
    sent = await harness.slash(ALICE, "game replay", {"table": table + 50})
    assert "replay-gone" in harness.ids(harness.to_caller(sent))


async def test_a_table_of_another_server_is_not_shown_to_strangers(harness: Harness):
    await seated_game(harness)
    await make_moves(harness, 1, random.Random(5))
    table = harness.referee.table(CH).table_id
    elsewhere = harness.command_payload(CAROL, "game replay", {"table": table})
    elsewhere["guild_id"] = str(GUILD + 1)
    elsewhere["channel"]["guild_id"] = str(GUILD + 1)
    sent = await harness.feed(elsewhere)
    assert "replay-gone" in harness.ids(harness.to_caller(sent))
    player = harness.command_payload(BOB, "game replay", {"table": table})   # a player: from anywhere
    player["guild_id"] = str(GUILD + 1)
    player["channel"]["guild_id"] = str(GUILD + 1)
    assert "move 1 of 1" in opened(await harness.feed(player)).content
    assert "move 1 of 1" in opened(await harness.slash(CAROL, "game replay", {"table": table})).content


async def test_no_table_here(harness: Harness):
    sent = await harness.slash(ALICE, "game replay")
    assert "replay-no-table" in harness.ids(harness.to_caller(sent))


class Drawn:
    """The referee's board drawing, recording every view it is given."""

    def __init__(self, draw: Any) -> None:
        self.draw, self.views = draw, []

    def __call__(self, game: str, view: dict, names: dict, locale: str = "en") -> Any:
        self.views.append(view)
        return self.draw(game, view, names, locale)


async def _stockpile_frames(h: Harness, monkeypatch: pytest.MonkeyPatch, locale: str, moves: int) -> tuple:
    """A Stockpile table of Alice, Bob and a computer, `moves` moves in; Alice (in `locale`)
    steps its replay from the deal to the end. Returns the frames' texts, the drawn views and the table."""
    monkeypatch.setattr(h, "_payload", _in_locale(h._payload, {ALICE: locale}))
    await h.slash(ALICE, "game new", {"game": "stockpile"})
    await h.slash(BOB, "game join")
    await h.slash(ALICE, "game add-ai", {"n": 1})
    await h.slash(ALICE, "game start")
    await make_moves(h, moves, random.Random(6))
    drawn = Drawn(h.referee.draw_board)
    monkeypatch.setattr(h.referee, "draw_board", drawn)
    message = opened(await h.slash(ALICE, "game replay"))
    frames = [message]
    frame = await press_step(h, ALICE, message, "⏮")
    frames.append(frame)
    while "▶" not in disabled(frame):
        frame = await press_step(h, ALICE, frame, "▶")
        frames.append(frame)
    return frames, drawn.views, h.referee.table(CH)


def _in_locale(build: Any, locales: dict[int, str]) -> Any:
    def payload(user: int, *args: Any, **kwargs: Any) -> dict:
        return {**build(user, *args, **kwargs), "locale": locales.get(user, "en-US")}
    return payload


@pytest.mark.skipif("stockpile" not in games.GAMES, reason="Stockpile is not installed")
async def test_frames_show_the_public_view_and_narration_only(harness: Harness, monkeypatch: pytest.MonkeyPatch):
    frames, views, info = await _stockpile_frames(harness, monkeypatch, "en-US", 8)
    game = games.GAMES["stockpile"]
    log = effective(await harness.referee.store.actions(info.table_id))
    state = game.new([s.user for s in info.seats], info.seed, dict(info.options) or None)
    public = [state.view(None)]
    told, secret, labels = [], [], []
    for entry in log:
        labels.append(say(state.label(entry.action), "en"))
        events = state.apply(entry.player, entry.action)
        public.append(state.view(None))
        told.append([recorded(e) for e in events if e.get("to") is None])
        secret += [e for e in events if e.get("to") is not None]
    # every picture drawn is the table's view at that move: nobody's hand, forecasts or face-down cards
    assert views and all(v in public for v in views)
    assert public[-1] in views and public[0] in views
    texts = [f.content for f in frames[1:]]
    assert len(texts) == len(log) + 1
    names = seat_names(info.seats, "en")
    for index, text in enumerate(texts[1:], start=1):
        for line in told[index - 1]:
            assert render_names(say(line, "en"), names) in text
    for event in secret:       # what a move told one player alone never shows
        private = render_names(say(event, "en"), names)
        assert all(private not in text for text in texts), private
    for label in labels:       # nor a move's label (it can name the card placed face down)
        assert all(label not in text for text in texts), label


@pytest.mark.skipif("stockpile" not in games.GAMES, reason="Stockpile is not installed")
async def test_the_narration_is_in_the_callers_language(harness: Harness, monkeypatch: pytest.MonkeyPatch):
    frames, _, info = await _stockpile_frames(harness, monkeypatch, "zh-TW", 4)
    log = effective(await harness.referee.store.actions(info.table_id))
    names = seat_names(info.seats, "zh-TW")
    assert "重播" in frames[0].content and "第 0 步" in frames[1].content and "發牌" in frames[1].content
    for frame, entry in zip(frames[2:], log):
        for line in entry.public:
            assert render_names(say(line, "zh-TW"), names) in frame.content
        assert not any(word in frame.content for word in ("move ", "Replay", "The deal"))


async def test_the_buttons_work_after_a_restart(tmp_path):
    first = await make_harness(tmp_path)
    try:
        await seated_game(first)
        await make_moves(first, 2, random.Random(7))
        message = opened(await first.slash(ALICE, "game replay"))
    finally:
        await close_harness(first)
    again = await make_harness(tmp_path)          # a new process over the same database: nothing kept
    try:
        back = await press_step(again, ALICE, message, "◀")
        assert "move 1 of 2" in back.content and back.files
    finally:
        await close_harness(again)
