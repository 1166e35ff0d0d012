"""A table in Chinese or Japanese hears no English: a seeded whole game of every game through
the referee, two human seats and a computer, with everything rendered as the edges render it
(public texts in the table's language, answers, refusals and DMs in the reader's)."""
from __future__ import annotations

import random

import pytest

from bot.referee.referee import Referee, Refusal, Reply
from bot.store.sqlite import SqliteStore
from bot.text.words import say
from games import GAMES
from no_english import assert_no_english
from referee_play import referee_walk

C = "900"
HUMANS = {"1001": "小明", "1002": "たろう"}
MAX_HUMAN_MOVES = 400


class Heard:
    """Every text a table's readers were shown, rendered, with where it came from."""

    def __init__(self, table_locale: str) -> None:
        self.table = table_locale
        self.texts: list[tuple[str, str]] = []

    def reply(self, reply: Reply, caller: str, caller_locale: str) -> None:
        if reply.answer:
            self.texts.append((f"answer to {caller}", say(reply.answer, caller_locale)))
        for text in reply.public:
            self.texts.append(("public", say(text, reply.language)))
        if reply.board is not None:
            self.texts.append(("board alt", say(reply.board.alt, reply.language)))
        for user, messages in reply.private.items():
            for message in messages:
                self.texts.append((f"DM to {user}", say(message.text, message.locale or reply.language)))
                if message.picture is not None:
                    self.texts.append((f"DM picture to {user}", say(message.picture.alt, message.locale)))

    def refusal(self, exc: Refusal, what: str, locale: str) -> None:
        self.texts.append((f"refusal ({what})", say(exc, locale)))


async def play_whole_game(game: str, locale: str, seed: int) -> tuple[Heard, list[str], Referee]:
    store = SqliteStore(":memory:")
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    heard = Heard(locale)
    for user in HUMANS:
        await ref.remember_locale(user, locale)
    first, second = HUMANS
    heard.reply(await ref.new_table(C, game, first, HUMANS[first], language=locale), first, locale)
    heard.reply(await ref.join(C, second, HUMANS[second]), second, locale)
    heard.reply(await ref.add_ai(C, first, 1), first, locale)
    reply = await ref.start_game(C, first, seed=seed)
    heard.reply(reply, first, locale)
    walk = referee_walk(ref, C, random.Random(seed), first_to_act=True, among=HUMANS, limit=MAX_HUMAN_MOVES)
    async for info, user, choices in walk:
        if len(walk.moves) < 3:     # a few wrong moves on the way, each refused in the player's language
            idle = [u for u in HUMANS if u not in info.to_act]
            tries = [(user, {"type": "no-such-move"}, None, "illegal move"),
                     (user, choices[0].action, info.version - 1000, "stale version")]
            if idle:
                tries.append((idle[0], choices[0].action, None, "not your turn"))
            for who, action, version, what in tries:
                with pytest.raises(Refusal) as exc:
                    await ref.act(C, who, action, version=version)
                heard.refusal(exc.value, what, locale)
    for move in walk.moves:
        heard.reply(move.reply, move.player, locale)
    assert ref.table(C) is None, f"{game}: the game did not end within {MAX_HUMAN_MOVES} human moves"
    for user in HUMANS:
        heard.reply(await ref.history(C, 100, user=user), user, locale)
        heard.reply(await ref.scores(C, user), user, locale)
        heard.reply(await ref.status(C), user, locale)
    names = [s["name"] for s in (await store.latest(C)).seats]
    return heard, names, ref


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_whole_game_speaks_only_the_table_language(game: str, locale: str) -> None:
    heard, names, ref = await play_whole_game(game, locale, seed=3)
    try:
        assert len(heard.texts) > 20
        assert_no_english(heard.texts, [*names, *HUMANS.values()])
    finally:
        await ref.close()


async def test_the_history_is_read_again_in_another_language() -> None:
    """The log keeps ids: the same table's history reads in English and in Japanese."""
    heard, names, ref = await play_whole_game("qin", "zh-TW", seed=5)
    try:
        history = await ref.history(C, 30, user="1001")
        chinese, japanese, english = (say(history.answer, loc) for loc in ("zh-TW", "ja", "en"))
        assert chinese != japanese != english
        assert "桌" in chinese and "卓" in japanese and "table #" in english
        assert_no_english([("ja history", japanese)], names)
    finally:
        await ref.close()


async def test_dms_follow_each_players_language_and_a_rematch_keeps_the_tables() -> None:
    store = SqliteStore(":memory:")
    await store.open()
    ref = Referee(store, pictures=False)
    await ref.start()
    try:
        await ref.remember_locale("1001", "ja")          # 1002 never said: the table's language
        await ref.new_table(C, "qin", "1001", "小明", language="zh-TW")
        await ref.join(C, "1002", "たろう")
        reply = await ref.start_game(C, "1001", seed=1)
        assert reply.language == "zh-TW" and ref.table(C).language == "zh-TW"
        assert reply.private["1001"][0].locale == "ja" and reply.private["1002"][0].locale == "zh-TW"
        assert "あなたの秘密" in say(reply.private["1001"][0].text, "ja")
        changed = await ref.set_language(C, "1001", "ja")
        assert changed.language == "ja" and "卓" in say(changed.public[0], changed.language)
        with pytest.raises(Refusal) as exc:
            await ref.set_language(C, "1002", "en")       # the host's to change
        assert "桌主" in say(exc.value, "zh-TW")
        await ref.abandon(C, "1001")
        again = await ref.rematch(C, "1002")
        assert again.language == "ja" and (await store.active(C)).settings == {"language": "ja"}
        # a new process knows the players' languages from the store
        fresh = Referee(store, pictures=False)
        await fresh.start()
        assert await fresh.book.locale_of(fresh.book.tables[C], "1001") == "ja"
        await fresh.close()
    finally:
        await ref.close()
