"""The console's `/choices` prints each move as a typed form that parses back to it (never the stored
values: `/sell 86`, `/place corn_up 2`), and Discord's `/play 2` is answered with what is allowed."""
from __future__ import annotations

import random

import pytest

from bot.console import commands
from bot.moves import typed
from bot.referee.referee import Referee
from bot.referee.shapes import Refusal
from bot.store.sqlite import SqliteStore
from bot.text.words import say
from games import GAMES
from referee_play import referee_walk

C = "console"
OPTIONS = {"wallstreet": "tycoons options"}


async def _table(ref: Referee, key: str, seed: int) -> None:
    await ref.new_table(C, key, "h1", "One")
    for n in range(2, 3 if key == "qin" else 4):
        await ref.join(C, f"h{n}", f"Player {n}")
    await ref.start_game(C, "h1", seed=seed)


@pytest.fixture
async def quiet(store: SqliteStore):
    ref = Referee(store, pictures=False)
    await ref.start()
    yield ref
    await ref.close()


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_console_choices_print_forms_that_parse_back(quiet: Referee, key: str) -> None:
    await _table(quiet, key, seed=3)
    checked = 0
    async for n, (info, player, choices) in _numbered(referee_walk(quiet, C, random.Random(3), steps=60)):
        if n % 6:
            continue
        reply = await commands.run(quiet, C, player, player, commands.Command("choices"))
        shown = say(reply.answer, "en")
        state = quiet.book.tables[C].state
        for choice in quiet.choices(C, player, written=True):
            assert choice.typed and choice.typed in shown, choice
            command = commands.parse(choice.typed)
            assert command is not None
            args = [command.sub, *command.args] if command.sub else command.args
            assert typed.parse(state, player, command.name, args) == choice.action, choice.typed
            checked += 1
    assert checked > 10


async def _numbered(walk):
    n = 0
    async for item in walk:
        yield n, item
        n += 1


async def test_discord_play_with_a_number_says_what_is_allowed(quiet: Referee) -> None:
    await _table(quiet, "stockpile", seed=1)
    player = quiet.table(C).to_act[0]
    with pytest.raises(Refusal) as refused:
        await quiet.act_typed(C, player, "play", ["2"])
    assert refused.value.message_id == "moves-play-number"
    for locale in ("en", "zh-TW", "ja"):
        text = say(refused.value.message, locale)
        assert "`/play 2`" in text and "`/place" in text and "{" not in text, text
