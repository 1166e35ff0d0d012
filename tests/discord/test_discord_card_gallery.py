"""The card's gallery holds the board and, beside it, its phone sheet (render/phone_sheet.py): Discord
tells a bot nothing of the reader's screen, so both go and each reader looks at the one that reads on
theirs. Both go as files of one message, are replaced together when the public view changes, and where
either cannot go the card carries the picture's text instead."""
from __future__ import annotations

import io
import json

from PIL import Image

from discord_harness import ALICE, CHANNEL, Harness, seated_game
from bot.discord.delivery import fits
from bot.referee.shapes import Picture

CH = str(CHANNEL)


def gallery(sent) -> list[str]:
    """The attachment urls of the card's media gallery, in order."""
    found: list[str] = []

    def walk(items: list[dict]) -> None:
        for item in items:
            if item.get("type") == 12:
                found.extend(i["media"]["url"] for i in item["items"])
            walk(item.get("components") or [])

    walk(sent.components)
    return found


async def test_the_card_shows_the_board_and_its_phone_sheet_in_one_gallery(harness: Harness):
    await seated_game(harness, humans=(ALICE,), ai=1)
    card = harness.card()
    board, sheet = card.files
    assert sheet.endswith("-phone.png") and not board.endswith("-phone.png")
    assert gallery(card) == [f"attachment://{board}", f"attachment://{sheet}"]    # the board first
    phone = await harness.referee.card_phone(CH)
    assert phone is not None and Image.open(io.BytesIO(phone.png)).width == 600   # reads at 400 px (its own test)


async def test_a_change_of_board_replaces_both_files_and_an_unchanged_one_neither(harness: Harness):
    await seated_game(harness, humans=(ALICE,), ai=1)
    shown, uploads = harness.card().files, 0
    for _ in range(4):
        if harness.referee.table(CH) is None:
            break
        action = harness.referee.choices(CH, str(ALICE))[-1].action
        sent = await harness.slash(ALICE, "play", {"choice": json.dumps(action)})
        for edit in harness.edits(sent):
            if edit.files:              # a new board: the message carries exactly the new pair
                assert len(edit.files) == 2 and edit.files[1].endswith("-phone.png")
                assert [a["filename"] for a in edit.body["attachments"]] == edit.files
                assert gallery(edit) == [f"attachment://{f}" for f in edit.files]
                assert set(edit.files).isdisjoint(shown)
                shown, uploads = edit.files, uploads + 1
    assert uploads >= 1
    assert harness.http.attachments[int(harness.card().message["id"])] == shown


def test_the_pair_goes_only_where_each_file_fits():
    board = Picture(b"b" * 100, "t-1-v2.png", "alt", sheet=Picture(b"s" * 300, "t-1-v2-phone.png", "alt"))
    assert [p.filename for p in board.files()] == ["t-1-v2.png", "t-1-v2-phone.png"]
    assert fits(board, 300) and not fits(board, 299)            # the sheet is the larger here
    assert not fits(board, 10_000, can_attach=False)
