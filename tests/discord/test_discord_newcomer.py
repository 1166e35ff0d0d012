"""A newcomer's whole game through Discord, in Japanese and in Chinese: read every page of the
guide, then at each turn ask for a hint and play the move it suggests, to the end. What the
newcomer is sent stays in their language (no English left in a guide page or a hint) and every hint
names the move it suggests. Run with -s to read it all."""
from __future__ import annotations

import re
from typing import Any

import pytest

from bot.referee.coach import advice
from discord_harness import ALICE, CHANNEL, Harness, speaking

CH = str(CHANNEL)
KANA = re.compile(r"[\u3040-\u30ff]")
ENGLISH_WORD = re.compile(r"\b(?!(?:CORN|RICE|PEPPER|UP|DOWN|NPC|SP|BURST|Futures)\b)[A-Za-z]{4,}\b")


def words_of(text: str) -> str:
    """The text without what is not prose: commands and codes in backticks, mentions."""
    return re.sub(r"`[^`]*`|<@\d+>|\*\*[^*]*\*\*", "", text)     # commands, mentions, names in bold


async def read_the_guide(h: Harness, game: str) -> list[str]:
    sent = await h.slash(ALICE, "game rules", {"game": game})
    [page] = [s for s in sent if any(c.startswith("br:guide:") for c in s.custom_ids())]
    pages = [page.content]
    while True:
        [forward] = [b for b in page.buttons() if b["label"] == "▶"]
        if forward.get("disabled"):
            return pages
        edits = [s for s in await h.press(ALICE, page, forward["custom_id"]) if s.kind == "edit_original"]
        page = edits[0]
        pages.append(page.content)


@pytest.mark.parametrize(("game", "locale", "script"), [("qin", "ja", KANA), ("futures", "zh-TW", None),
                                                        ("acquire", "ja", KANA), ("stockpile", "zh-TW", None)])
async def test_a_newcomer_learns_and_plays_a_whole_game_with_hints(harness: Harness, monkeypatch: pytest.MonkeyPatch,
                                                                   game: str, locale: str, script: Any):
    speaking(harness, monkeypatch, locale)
    pages = await read_the_guide(harness, game)
    assert len(pages) == 5
    for page in pages:
        print(f"=== guide page\n{page}")
        assert not ENGLISH_WORD.search(words_of(page).split("\n\n", 1)[-1]), page
    await harness.slash(ALICE, "game new", {"game": game, "language": locale.lower()})
    await harness.slash(ALICE, "game add-ai", {"n": 2})
    await harness.slash(ALICE, "game start")
    hints = 0
    for _ in range(400):
        info = harness.referee.table(CH)
        if info is None:
            break
        if str(ALICE) not in info.to_act:
            break
        sent = await harness.slash(ALICE, "game hint")
        answer = Harness.text(Harness.to_caller(sent))
        assert "hint-suggest" in Harness.ids(sent), answer
        assert not ENGLISH_WORD.search(words_of(answer)), answer
        if script is not None:
            assert script.search(answer), answer
        if hints < 12:
            print(f"--- hint {hints + 1}: {answer}")
        hints += 1
        table = harness.referee.book.tables[CH]
        action, _ = advice(table, str(ALICE))
        await harness.referee.act(CH, str(ALICE), action)
    assert harness.referee.table(CH) is None, "the game did not end"
    rows = await harness.referee.store.actions((await harness.referee.store.latest(CH)).id)
    assert hints and all(r.by == "hint" for r in rows if r.player == str(ALICE))
    print(f"=== {game} in {locale}: {hints} hints, every move of the newcomer marked")
