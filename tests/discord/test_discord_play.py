"""Playing through Discord: the action panel, typed verbs, autocomplete, refusals."""
from __future__ import annotations

from bot.discord.formatting import decode_value
from bot.referee.referee import Choice
from discord_harness import ALICE, BOB, CAROL, CHANNEL, Harness, button, open_panel, play_to_the_end, seated_game

CH = str(CHANNEL)


async def test_the_player_to_act_opens_an_ephemeral_panel(harness: Harness):
    await seated_game(harness)
    info = harness.referee.table(CH)
    panel = await open_panel(harness, ALICE)
    labels = [b["label"] for b in panel.buttons()]
    assert labels == ["Bid $1,000", "Bid $2,000", "Bid $3,000", "Bid $4,000", "Pass"]
    assert all(b["custom_id"].startswith(f"br:act:{info.table_id}:{info.version}:") for b in panel.buttons())


async def test_someone_else_cannot_use_the_panel(harness: Harness):
    await seated_game(harness)
    message, cid = harness.move_button(ALICE)     # the card's *Your move*: a panel only for who acts
    for other, answer in ((BOB, f"It is not your move right now: <@{ALICE}> to play."), (CAROL, "You are not playing in this game.")):
        sent = await harness.press(other, message, cid)
        assert len(sent) == 1 and sent[0].ephemeral and sent[0].body["type"] == 4
        assert sent[0].content == answer and not sent[0].components
    assert harness.referee.table(CH).version == 3


async def test_choosing_an_action_applies_it_and_pings_the_next_player(harness: Harness):
    await seated_game(harness)
    panel = await open_panel(harness, ALICE)
    sent = await harness.press(ALICE, panel, button(panel, "Bid $2,000"))
    assert sent[0].kind == "callback" and sent[0].body["type"] == 7  # the panel is updated at once
    assert "bot-discord-you-chose" in sent[0].ids and sent[0].content.endswith("Bid $2,000") and sent[0].components == []
    public = harness.text(harness.shown(sent))
    assert "<@1001> bids $2,000." in public and "Seats (" not in public   # the log: the game, not the lobby
    move = harness.last_move_message()
    assert move.allowed_users == [str(BOB)] and "br:card:move:1:4" in move.custom_ids()
    assert harness.referee.table(CH).version == 4


async def test_an_outdated_button_says_so_and_offers_the_current_panel(harness: Harness):
    await seated_game(harness)
    old_move, old_cid = harness.move_button(ALICE)
    panel = await open_panel(harness, ALICE)
    await harness.press(ALICE, panel, button(panel, "Bid $1,000"))
    # Alice clicks again on her old panel: refused, nothing applied
    sent = await harness.press(ALICE, panel, button(panel, "Bid $3,000"))
    assert len(sent) == 1 and sent[0].ephemeral and "outdated" in sent[0].content
    assert harness.referee.table(CH).version == 4
    # Bob, whose move it is now, presses an outdated "Your move" of his own: he gets the current panel
    bob_old = harness.last_move_message()
    panel_bob = await open_panel(harness, BOB)
    await harness.press(BOB, panel_bob, button(panel_bob, "Pass"))  # now the play phase (version 5)
    sent = await harness.press(BOB, bob_old, "br:card:move:1:4")
    assert "outdated" in sent[0].content and sent[0].ephemeral
    assert any(b["custom_id"].startswith("br:act:1:5:") for b in sent[0].buttons())
    # the very first button, for Alice two versions ago
    sent = await harness.press(ALICE, old_move, old_cid)
    assert "outdated" in sent[0].content


async def test_select_menus_and_pages_for_many_choices(harness: Harness, monkeypatch):
    await seated_game(harness)
    real = harness.referee.choices

    def many(channel: str, user: str, verb: str | None = None) -> list[Choice]:
        legal = real(channel, user, verb)
        return [Choice(f"Option {i}: {c.label}", c.action) for i in range(130) for c in [legal[i % len(legal)]]] \
            if legal else []

    monkeypatch.setattr(harness.referee, "choices", many)
    monkeypatch.setattr(harness.referee, "step", lambda *args: None)   # paging: when steps cannot ask it
    panel = await open_panel(harness, ALICE)
    assert "page 1 of 2" in panel.content
    selects = panel.selects()
    assert len(selects) == 4 and all(len(s["options"]) == 25 for s in selects)
    next_id = button(panel, "Next ▶")
    sent = await harness.press(ALICE, panel, next_id)
    assert sent[0].body["type"] == 7 and "page 2 of 2" in sent[0].content
    page2 = sent[0]
    select = page2.selects()[0]
    assert select["options"][0]["value"] == "100"
    sent = await harness.press(ALICE, page2, select["custom_id"], values=["102"])  # 102 % 5 = bid $3,000
    assert sent[0].body["type"] == 7 and "bot-discord-you-chose" in sent[0].ids and "Bid $3,000" in sent[0].content
    assert "<@1001> bids $3,000." in harness.text(harness.shown(sent))


async def test_verbs_with_autocomplete(harness: Harness):
    await seated_game(harness)
    choices = await harness.autocomplete(ALICE, "bid", "choice", "")
    assert [c["name"] for c in choices] == ["Bid $1,000", "Bid $2,000", "Bid $3,000", "Bid $4,000"]
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)
    assert await harness.autocomplete(ALICE, "bid", "choice", "3,0") == [choices[2]]
    assert await harness.autocomplete(BOB, "bid", "choice", "") == []       # not his move
    assert await harness.autocomplete(CAROL, "bid", "choice", "") == []     # not his game
    kind, action = decode_value(choices[3]["value"])
    assert kind == "action" and action == {"type": "bid", "amount": 4000}
    sent = await harness.slash(ALICE, "bid", {"choice": choices[3]["value"]})
    assert sent[0].kind == "callback" and sent[0].body["type"] == 5 and sent[0].ephemeral
    assert "<@1001> bids $4,000." in harness.text(harness.shown(sent))
    sent = await harness.slash(BOB, "pass")       # no argument needed
    assert "<@1002> passes." in harness.text(harness.shown(sent))
    sent = await harness.slash(BOB, "play", {"choice": str(harness.referee.choices(CH, str(BOB), "play")[0].action["card"])})
    assert "<@1002> plays a card face down." in harness.text(harness.shown(sent))


async def test_an_argument_that_is_not_allowed_gets_an_ephemeral_answer(harness: Harness):
    await seated_game(harness)
    before = harness.referee.table(CH).version
    sent = await harness.slash(ALICE, "bid", {"choice": "99999"})
    assert not harness.channel(sent) and not harness.dms(sent)
    answers = Harness.to_caller(sent)
    assert answers and all(s.ephemeral for s in answers)
    text = Harness.text(answers)
    assert "moves-not-allowed" in Harness.ids(answers) and "Bid $1,000" in text, Harness.ids(answers)   # says what is allowed
    sent = await harness.slash(ALICE, "play", {"choice": "5"})
    assert "/bid" in Harness.text(sent) and "/pass" in Harness.text(sent)
    assert harness.referee.table(CH).version == before


async def test_not_your_turn(harness: Harness):
    await seated_game(harness)
    sent = await harness.slash(BOB, "bid", {"choice": "1000"})
    assert "moves-not-your-move" in Harness.ids(sent) and "<@1001>" in Harness.text(sent), Harness.ids(sent)
    assert not harness.channel(sent)


async def test_not_your_game(harness: Harness):
    await seated_game(harness)
    sent = await harness.slash(CAROL, "bid", {"choice": "1000"})
    assert "not playing" in Harness.text(sent) and not harness.channel(sent)
    panel = await open_panel(harness, ALICE)
    # Carol forges a click on Alice's private panel: its custom_id names its owner
    sent = await harness.press(CAROL, panel, button(panel, "Bid $1,000"))
    assert sent[0].ephemeral and "bot-discord-panel-for" in sent[0].ids and "Alice" in sent[0].content
    assert harness.referee.table(CH).version == 3


async def test_simultaneous_moves_ping_everyone_who_must_act(harness: Harness):
    await seated_game(harness)
    await harness.slash(ALICE, "pass")
    await harness.slash(BOB, "pass")
    move = harness.last_move_message()      # both must act: Alice, newly awaited, is pinged; Bob just moved
    assert move.allowed_users == [str(ALICE)] and "Your move: <@1001> and <@1002>" in move.content
    labels = [b["label"] for b in move.buttons()]
    assert labels == ["Your move", "My hand", "History", "How to play"]
    panel = await open_panel(harness, BOB)
    assert all(b["label"].startswith("Play your") for b in panel.buttons())


async def test_a_whole_game_then_the_rematch_button(harness: Harness):
    await seated_game(harness, humans=(ALICE,), ai=1, options="rounds=1")
    await play_to_the_end(harness, ALICE)
    assert harness.referee.table(CH) is None
    final = harness.card()                  # the end card: ranking, what everyone held, Rematch
    assert "Final scores" in final.content and "The game is over." in final.content
    assert final.custom_ids() == ["br:rematch:1", "br:card:hist:1"]
    sent = await harness.press(BOB, final, "br:rematch:1")  # not a player of that game
    assert "bot-rematch-players-only" in Harness.ids(sent), Harness.ids(sent)
    sent = await harness.press(ALICE, final, "br:rematch:1")
    info = harness.referee.table(CH)
    assert info is not None and info.table_id == 2 and info.status == "playing"
    assert "Rematch of table #1" in harness.text(harness.shown(sent))


async def test_a_panel_click_that_leaves_you_to_act_gives_a_new_panel_without_a_ping(harness: Harness):
    await seated_game(harness)
    await harness.slash(ALICE, "pass")
    panel = await open_panel(harness, BOB)
    sent = await harness.press(BOB, panel, button(panel, "Pass"))  # now both play at once
    move = harness.last_move_message()
    assert move.allowed_users == [str(ALICE)]       # Bob, who just chose, is not pinged
    assert "Your move: <@1001> and <@1002>" in move.content
    fresh = [s for s in sent if s.kind == "followup" and s.ephemeral and s.buttons()]
    assert len(fresh) == 1 and all(b["label"].startswith("Play your") for b in fresh[0].buttons())
    sent = await harness.press(BOB, fresh[0], fresh[0].buttons()[0]["custom_id"])
    assert "<@1002> plays a card face down." in harness.text(harness.shown(sent))
