"""Every option of every game can be set with plain words, and secret options are never shown."""
from __future__ import annotations

from typing import Literal, get_args, get_origin

import pytest

from bot.console import commands

from bot.text import options_text
from bot.referee.referee import Refusal
from bot.text.words import said, say
from fake_game import real_games
from games import GAMES
from i18n import render
from no_english import assert_no_english


def _typed_words() -> list[str]:
    """What players type and the texts show as typed: option names and their value words."""
    words = {"on", "off", "auto", "key", "value"}
    for game in GAMES.values():
        for name, info in game.options_model.model_fields.items():
            words.add(name)
            kind, _ = options_text._bare(info.annotation)
            for part in (kind, *get_args(kind)):
                if get_origin(part) is Literal:
                    words.update(str(c) for c in get_args(part))
    return sorted(words, key=len, reverse=True)


OPTION_WORDS = _typed_words()


def _model(key: str):
    from games import GAMES
    return GAMES[key].options_model


def _samples(info) -> list:
    """Values a player could want for a field, taken from its type."""
    kind, nullable = options_text._bare(info.annotation)
    origin = get_origin(kind)
    if kind is bool:
        return [True, False]
    if kind is int:
        low = next((m.ge for m in info.metadata if hasattr(m, "ge")), 1)
        return [low, low + 1] + ([None] if nullable else [])
    if origin is Literal:
        return list(get_args(kind))
    if origin is dict:
        keys, values = (get_args(a) for a in get_args(kind))
        return [{keys[0]: values[-1]}, {k: values[i % len(values)] for i, k in enumerate(keys)}]
    if origin is list:
        return [["1A", "2B", "12I"]]       # the one list option: Acquire's tile bag
    raise AssertionError(f"no sample for {info.annotation}")


@pytest.mark.parametrize("key", real_games())
def test_every_option_round_trips_through_plain_words(key: str) -> None:
    from games import GAMES
    model = _model(key)
    for name, info in model.model_fields.items():
        for value in _samples(info):
            typed = f"{name}={options_text._word(value)}"
            parsed = options_text.parse(model, typed)
            assert parsed == {name: value}, typed
            GAMES[key].parse_options(parsed)          # and the game accepts it


def test_words_players_would_type() -> None:
    ws, qin, acquire, stockpile = (_model(k) for k in ("wallstreet", "qin", "acquire", "stockpile"))
    assert options_text.parse(ws, "tycoons on tycoon_sides=reward,penalty,reward,penalty") == {
        "tycoons": True, "tycoon_sides": {"A": "reward", "B": "penalty", "C": "reward", "D": "penalty"}}
    assert options_text.parse(ws, "tycoons tycoon_sides=b:penalty options yes yellow") == {
        "tycoons": True, "tycoon_sides": {"B": "penalty"}, "options": True, "board": "yellow"}
    assert options_text.parse(ws, ['tycoon_sides={"A": "penalty"}']) == {"tycoon_sides": {"A": "penalty"}}
    assert options_text.parse(qin, "lion match") == {"side": "lion", "match": True}
    assert options_text.parse(qin, "Side Lion no match") == {"side": "lion", "match": False}
    assert options_text.parse(acquire, "classic up open-holdings tile_bag=1A,3C") == {
        "edition": "classic", "bonus_rounding": "up", "open_holdings": True, "tile_bag": ["1A", "3C"]}
    assert options_text.parse(stockpile, "rounds 5 two_player investors off advanced") == {
        "rounds": 5, "variant": "two_player", "investors": False, "side": "advanced"}
    assert options_text.parse(stockpile, "rounds=auto") == {"rounds": None}
    # as people write in Discord's one-line options field
    assert options_text.parse(qin, "side = lion, match=on") == {"side": "lion", "match": True}
    assert options_text.parse(ws, 'tycoon_sides=reward, penalty tycoons') == {
        "tycoon_sides": {"A": "reward", "B": "penalty"}, "tycoons": True}
    assert options_text.parse(ws, 'tycoon_sides={"A": "penalty", "C": "reward"}') == {
        "tycoon_sides": {"A": "penalty", "C": "reward"}}
    assert options_text.parse(ws, "tycoon_sides=A: penalty, D: penalty") == {
        "tycoon_sides": {"A": "penalty", "D": "penalty"}}


def test_unreadable_words_are_answered_with_what_is_allowed() -> None:
    qin, stockpile = _model("qin"), _model("stockpile")
    with pytest.raises(options_text.OptionsError, match="side .\"bird\""):
        options_text.parse(qin, "dragon")
    with pytest.raises(options_text.OptionsError, match="not an option"):
        options_text.parse(qin, "colour=red")
    with pytest.raises(options_text.OptionsError, match="standard"):     # both side and variant have it
        options_text.parse(stockpile, "standard")
    with pytest.raises(options_text.OptionsError, match="rounds"):
        options_text.parse(stockpile, "rounds")
    with pytest.raises(Refusal):                                           # the console says it politely
        commands.parse_options(["dragon"], "qin")
    assert commands.parse_options(["lion"], "Qin") == {"side": "lion"}


def test_a_secret_option_is_never_shown_to_the_table() -> None:
    acquire = _model("acquire")
    options = {"edition": "classic", "tile_bag": ["1A", "2A"]}
    assert options_text.public(acquire, options) == {"edition": "classic"}
    line = said("bot-options-now", options=options_text.shown(acquire, options))
    assert say(line, "en") == "Options: edition=classic, tile_bag set (secret)."
    assert say(line, "zh-TW") == "選項：edition=classic tile_bag 已設定（保密）。"


async def test_the_lobby_and_status_never_show_the_tile_bag(referee) -> None:
    bag = "tile_bag=" + ",".join(f"{n}A" for n in range(1, 13))
    reply = await referee.new_table("c", "acquire", "h", "Host", commands.parse_options([bag, "classic"], "acquire"))
    shown = [*reply.public, (await referee.status("c")).public[0],
             *(await referee.set_options("c", "h", {"open_holdings": True})).public]
    assert not any("1A" in line or "12A" in line for line in shown), shown
    assert "tile_bag set (secret)" in shown[-2] and "edition=classic" in shown[-2]


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
@pytest.mark.parametrize("typed", ["dragon", "colour=red", "side=bird,lion", "standard", "rounds"])
def test_unreadable_options_are_answered_in_the_readers_language(locale: str, typed: str) -> None:
    game = "stockpile" if typed in ("standard", "rounds") else "qin"
    with pytest.raises(options_text.OptionsError) as caught:
        options_text.parse(_model(game), typed)
    text = say(caught.value, locale)
    assert_no_english([(typed, text)], names=OPTION_WORDS)


@pytest.mark.parametrize("locale", ["zh-TW", "ja"])
@pytest.mark.parametrize("game", real_games())
async def test_game_rules_lists_the_options_in_the_readers_language(referee, locale: str, game: str) -> None:
    head = referee.rules(game, locale).split("\n\n", 1)[0]
    assert render(GAMES[game].spoken_title(), locale) in head
    assert_no_english([(game, head)], names=OPTION_WORDS + list(GAMES[game].options_model.model_fields))
