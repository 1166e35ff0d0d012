"""Presses on the table card through the real discord.py pipeline (bot/discord/presses.py).

The card itself is posted by the output side; here it is built with bot/text/table_card.py and
bot/discord/card.py as the channel would show it, and its components are pressed."""
from __future__ import annotations

import re

from discord_harness import ALICE, BOB, CAROL, CHANNEL, Harness, message_payload, seated_game

from bot.discord.card import card_view
from bot.text.table_card import CardButton, TableCard, lobby_card, running_card

CH = str(CHANNEL)
KANA = re.compile(r"[\u3040-\u30ff]")
IS_COMPONENTS_V2 = 1 << 15


def card_message(card: TableCard) -> dict:
    """The card as Discord would hand it back with a press on it."""
    return message_payload(CHANNEL, {"components": card_view(card).to_components()}, flags=IS_COMPONENTS_V2)


def lobby(h: Harness, level: str = "normal") -> tuple[dict, TableCard]:
    info = h.referee.table(CH)
    card = lobby_card(info.game, table_id=info.table_id, host=info.host, seats=info.seats, options=info.options,
                      locale=info.language, level=level)
    return card_message(card), card


def running(h: Harness) -> dict:
    info = h.referee.table(CH)
    view = h.referee.book.tables[CH].state.view(None)
    return card_message(running_card(info.game, view, table_id=info.table_id, version=info.version,
                                     seats=info.seats, locale=info.language))


def cid(card: TableCard, prefix: str) -> str:
    ids = [b.custom_id for b in card.buttons] + [s.custom_id for s in card.selects]
    return next(i for i in ids if i.startswith(prefix))


async def press(h: Harness, user: int, message: dict, custom_id: str, values: list[str] | None = None,
                locale: str = "en-US") -> list:
    kind = 3 if values is not None else 2
    data: dict = {"custom_id": custom_id, "component_type": kind}
    if values is not None:
        data["values"] = values
    payload = h._payload(user, 3, data, message=message)
    payload["locale"] = locale
    return await h.feed(payload)


def private(sent: list) -> str:
    mine = Harness.to_caller(sent)
    assert all(s.ephemeral for s in mine if s.kind != "edit_original"), [s.kind for s in mine]
    return Harness.text(mine)


def seats(h: Harness) -> list[str]:
    return [s.user for s in h.referee.table(CH).seats]


async def test_join_and_leave_buttons(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    message, card = lobby(harness)
    sent = await press(harness, BOB, message, cid(card, "br:lobby:join:"))
    assert seats(harness) == [str(ALICE), str(BOB)]
    assert "2. Bob" in Harness.text(harness.shown(sent))              # the lobby card shows the new seat
    assert private(sent)
    again = await press(harness, BOB, message, cid(card, "br:lobby:join:"))
    assert "already" in private(again).lower() and not harness.channel(again)
    sent = await press(harness, BOB, message, cid(card, "br:lobby:leave:"))
    assert seats(harness) == [str(ALICE)] and "Bob" not in Harness.text(harness.shown(sent))


async def test_add_computer_at_the_chosen_level_host_only(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    await harness.slash(BOB, "game join")
    message, card = lobby(harness)
    refused = await press(harness, BOB, message, cid(card, "br:lobby:level:"), values=["hard"])
    assert f"<@{ALICE}>" in private(refused) and "host" in private(refused)
    assert not [s for s in refused if s.kind == "callback" and s.body["type"] == 7]   # the card stays

    chosen = await press(harness, ALICE, message, cid(card, "br:lobby:level:"), values=["hard"])
    edit = [s for s in chosen if s.kind == "callback" and s.body["type"] == 7]      # the card redrawn
    assert len(edit) == 1
    add = f"br:lobby:ai:{harness.referee.table(CH).table_id}:hard"
    assert add in edit[0].custom_ids()
    message = message_payload(CHANNEL, edit[0].body["data"], flags=IS_COMPONENTS_V2)

    refused = await press(harness, BOB, message, add)
    private(refused)
    assert "bot-only-host" in Harness.ids(refused) and len(seats(harness)) == 2
    sent = await press(harness, ALICE, message, add)
    computer = harness.referee.table(CH).seats[-1]
    assert computer.is_ai and computer.level == "hard"
    assert "hard" in Harness.text(harness.shown(sent))                 # the lobby card names the level


async def test_start_by_someone_else_is_refused_saying_who_can(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    await harness.slash(BOB, "game join")
    message, card = lobby(harness)
    refused = await press(harness, BOB, message, cid(card, "br:lobby:start:"), locale="ja")
    text = private(refused)
    assert f"<@{ALICE}>" in text and "ホスト" in text and KANA.search(text)   # in Bob's language
    assert harness.referee.table(CH).status == "lobby" and not harness.channel(refused)
    started = await press(harness, ALICE, message, cid(card, "br:lobby:start:"))
    assert harness.referee.table(CH).status == "playing"
    assert harness.dms(started) and harness.channel(started)


async def test_each_kind_of_option_select_sets_the_option_for_the_host_alone(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "stockpile", "language": "zh-tw"})
    await harness.slash(BOB, "game join")
    message, card = lobby(harness)
    text = "\n".join(card.texts())
    assert "投資人" in text or "investors" in text                   # each option says what it does
    assert all(s.placeholder for s in card.selects)
    for option, word, value in [("side", "advanced", "advanced"), ("investors", "on", True), ("rounds", "5", 5),
                                ("start", "2", 2)]:
        refused = await press(harness, BOB, message, f"br:lobby:opt:{harness.referee.table(CH).table_id}:{option}",
                              values=[word])
        assert f"<@{ALICE}>" in private(refused) and not harness.channel(refused)
        assert option not in harness.referee.table(CH).options
        sent = await press(harness, ALICE, message,
                           f"br:lobby:opt:{harness.referee.table(CH).table_id}:{option}", values=[word])
        assert harness.referee.table(CH).options[option] == value, private(sent)
        assert harness.shown(sent)                                      # the lobby card, redrawn
    sent = await press(harness, ALICE, message, f"br:lobby:opt:{harness.referee.table(CH).table_id}:investors",
                       values=["off"])
    assert harness.referee.table(CH).options["investors"] is False
    sent = await press(harness, ALICE, message, f"br:lobby:opt:{harness.referee.table(CH).table_id}:rounds",
                       values=["99"])
    assert harness.referee.table(CH).options["rounds"] == 5 and not harness.channel(sent)
    assert private(sent)                                                # a polite refusal


async def test_the_option_descriptions_follow_the_table_language():
    card = lobby_card("qin", table_id=1, host="1", seats=[], options={}, locale="ja")
    placeholders = " ".join(s.placeholder for s in card.selects)
    assert KANA.search(placeholders) and "match" in placeholders
    english = lobby_card("qin", table_id=1, host="1", seats=[], options={}, locale="en")
    assert "fewest pagodas left over wins" in "\n".join(english.texts())


async def test_my_hand_and_history_answer_privately_in_the_callers_language(harness: Harness):
    await seated_game(harness)
    await harness.slash(ALICE, "bid", {"choice": "1000"})
    message = running(harness)
    info = harness.referee.table(CH)
    hand = await press(harness, BOB, message, f"br:card:hand:{info.table_id}", locale="zh-TW")
    assert not harness.channel(hand) and not harness.dms(hand)
    shown = Harness.to_caller(hand)
    assert all(s.ephemeral for s in shown) and any(s.files for s in shown)   # with their own picture
    assert "秘密" in Harness.text(shown) or "手" in Harness.text(shown)

    history = await press(harness, BOB, message, f"br:card:hist:{info.table_id}", locale="ja")
    text = private(history)
    assert KANA.search(text) and not harness.channel(history)

    outsider = await press(harness, CAROL, message, f"br:card:hand:{info.table_id}")
    assert "not playing" in private(outsider)


async def test_your_move_opens_the_callers_own_panel(harness: Harness):
    await seated_game(harness)
    message = running(harness)
    info = harness.referee.table(CH)
    sent = await press(harness, ALICE, message, f"br:card:move:{info.table_id}:{info.version}")
    panel = [s for s in sent if s.kind == "callback"][0]
    assert panel.ephemeral and any(c.startswith("br:act:") and c.endswith(f":{ALICE}") for c in panel.custom_ids())
    waiting = await press(harness, BOB, message, f"br:card:move:{info.table_id}:{info.version}")
    private(waiting)
    assert "look-not-your-move" in Harness.ids(waiting), Harness.ids(waiting)
    assert not any(c.startswith("br:act:") for s in waiting for c in s.custom_ids())


async def test_stale_presses_change_nothing_and_say_so(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    await harness.slash(BOB, "game join")
    message, card = lobby(harness)
    table = harness.referee.table(CH).table_id
    await harness.slash(ALICE, "game start")
    started = await press(harness, BOB, message, cid(card, "br:lobby:join:"))
    assert "already started" in private(started) and len(seats(harness)) == 2
    elsewhere = lobby_card("highcard", table_id=table + 50, host=str(ALICE), seats=[], options={})
    old = await press(harness, CAROL, card_message(elsewhere), f"br:lobby:join:{table + 50}")
    assert "earlier table" in private(old) and not harness.channel(old)

    first = running(harness)
    version = harness.referee.table(CH).version
    await harness.slash(ALICE, "bid", {"choice": "1000"})
    behind = await press(harness, BOB, first, f"br:card:move:{table}:{version}")
    assert "outdated" in private(behind)                       # and the current panel (or whose move)

    await harness.slash(ALICE, "game abandon")
    over = await press(harness, BOB, first, f"br:card:hand:{table}")
    assert "is over" in private(over)
    gone = await press(harness, BOB, first, f"br:card:move:{table}:{version}")
    assert "is over" in private(gone)
    history = await press(harness, BOB, first, f"br:card:hist:{table}")
    assert "table #" in private(history).lower()                # a finished table's history still reads
    other = f"br:card:hist:{table + 7}"
    older = await press(harness, BOB, card_message(TableCard("Old", 0, "", buttons=(CardButton("History", other),))),
                        other)
    assert "earlier table" in private(older)


async def test_card_presses_are_answered_once(harness: Harness):
    """The card's ids are the card items' alone: the unknown-component answer stays out."""
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    message, card = lobby(harness)
    for custom_id in (cid(card, "br:lobby:join:"), cid(card, "br:lobby:leave:")):
        sent = await press(harness, BOB, message, custom_id)
        assert len([s for s in sent if s.kind == "callback"]) == 1, [s.kind for s in sent]
