"""How to play through Discord: /game rules and the cards' *How to play* open a game's guide
privately, in the reader's language, a page per part turned with ◀ ▶ around a page counter; the
buttons work after a restart, and a forged or stale id is answered politely with nothing changed."""
from __future__ import annotations


import pytest

from bot.text.guide import PARTS, guide_parts
from discord_harness import ALICE, BOB, Harness, Sent, close_harness, make_harness, seated_game, speaking

pytestmark = pytest.mark.usefixtures("high_card")


def guide_message(sent: list[Sent]) -> Sent:
    found = [s for s in sent if any(c.startswith("br:guide:") for c in s.custom_ids())]
    assert len(found) == 1, [(s.kind, s.content[:80]) for s in sent]
    assert found[0].ephemeral
    return found[0]


def labelled(message: Sent) -> list[tuple[str, bool]]:
    return [(b["label"], bool(b.get("disabled"))) for b in message.buttons()]


async def turn(h: Harness, user: int, message: Sent, label: str) -> Sent:
    """Press ◀ or ▶: the same private message shows the next page (a deferred update, then the edit)."""
    [target] = [b["custom_id"] for b in message.buttons() if b["label"] == label]
    sent = await h.press(user, message, target)
    assert sent[0].kind == "callback" and sent[0].body["type"] == 6, [(s.kind, s.body) for s in sent]
    edits = [s for s in sent if s.kind == "edit_original"]
    assert len(edits) == 1 and not h.channel(sent) and not h.dms(sent)
    return edits[0]


@pytest.mark.parametrize("locale", ["ja", "zh-TW", "en-US"])
async def test_game_rules_opens_the_guide_and_turns_every_page(harness: Harness, monkeypatch: pytest.MonkeyPatch,
                                                               locale: str):
    speaking(harness, monkeypatch, {ALICE: locale})
    parts = guide_parts("stockpile", locale)
    message = guide_message(await harness.slash(ALICE, "game rules", {"game": "stockpile"}))
    pages = len(PARTS)
    assert labelled(message) == [("◀", True), (f"1 / {pages}", True), ("▶", False)]
    assert parts[0].heading in message.content and parts[0].body in message.content
    for index in range(1, pages):
        message = await turn(harness, ALICE, message, "▶")
        assert parts[index].heading in message.content and parts[index].body in message.content
        assert f"{index + 1} / {pages}" in [label for label, _ in labelled(message)]
        print(f"--- {locale} page {index + 1}\n{message.content}")
    assert labelled(message)[-1] == ("▶", True)
    back = await turn(harness, ALICE, message, "◀")
    assert parts[pages - 2].heading in back.content


async def test_the_lobby_and_table_cards_open_the_guide_in_the_pressers_language(harness: Harness,
                                                                                 monkeypatch: pytest.MonkeyPatch):
    speaking(harness, monkeypatch, {BOB: "ja"})
    await harness.slash(ALICE, "game new", {"game": "qin"})
    card = harness.card()
    assert "br:guide:qin" in card.custom_ids()
    assert "How to play" in [b["label"] for b in card.buttons()]       # the card speaks the table's language
    sent = await harness.press(BOB, card, "br:guide:qin")
    message = guide_message(sent)
    assert "遊び方" in message.content and guide_parts("qin", "ja")[0].body in message.content
    assert not harness.channel(sent) and not harness.edits(sent)        # private: the card is untouched


async def test_a_running_table_card_has_the_button(harness: Harness):
    await seated_game(harness)
    card = harness.card()
    assert "br:guide:highcard" in card.custom_ids()
    sent = await harness.press(BOB, card, "br:guide:highcard")
    answer = Harness.to_caller(sent)
    assert answer and all(s.ephemeral for s in answer) and "High Card" in Harness.text(answer)


@pytest.mark.parametrize("custom_id", ["br:guide:stockpile:ja:17:n", "br:guide:stockpile:xx:1:n",
                                       "br:guide:Bad!", "br:guide:stockpile:ja:1", "br:guide:chess:en:1:n",
                                       "br:guide:stockpile:ja:" + "9" * 70 + ":n"])
async def test_a_stale_or_forged_id_gets_a_polite_private_answer(harness: Harness, custom_id: str):
    message = guide_message(await harness.slash(ALICE, "game rules", {"game": "stockpile"}))
    forged = dict(harness.message_of(message))
    forged["components"] = [{"type": 1, "components": [
        {"type": 2, "style": 2, "label": "▶", "custom_id": custom_id[:100]}]}]
    sent = await harness.press(ALICE, forged, custom_id[:100])
    answers = [s for s in Harness.to_caller(sent) if s.content]
    assert len(answers) == 1 and answers[0].ephemeral, [(s.kind, s.content) for s in sent]
    assert {"guide-stale", "bot-unknown-game", "guard-forged-component"} & Harness.ids(sent), answers[0].content
    assert not [s for s in sent if s.kind == "edit_original" and "br:guide" in str(s.custom_ids())]
    assert not harness.channel(sent)


async def test_the_pages_turn_after_a_restart(tmp_path):
    first = await make_harness(tmp_path)
    try:
        message = guide_message(await first.slash(ALICE, "game rules", {"game": "acquire"}))
    finally:
        await close_harness(first)
    again = await make_harness(tmp_path)          # a new process: nothing kept
    try:
        page = await turn(again, ALICE, message, "▶")
        assert guide_parts("acquire", "en")[1].body in page.content
    finally:
        await close_harness(again)
