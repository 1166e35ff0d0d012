"""Every option of every game can be set with plain words, and secret options are never shown."""
from __future__ import annotations

from typing import Literal, get_args, get_origin

import pytest

from bot import commands, options_text
from bot.referee import Refusal
from fake_game import real_games


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
    assert options_text.shown(acquire, options) == "edition=classic, tile_bag set (secret)"


async def test_the_lobby_and_status_never_show_the_tile_bag(referee) -> None:
    bag = "tile_bag=" + ",".join(f"{n}A" for n in range(1, 13))
    reply = await referee.new_table("c", "acquire", "h", "Host", commands.parse_options([bag, "classic"], "acquire"))
    shown = [*reply.public, (await referee.status("c")).public[0],
             *(await referee.set_options("c", "h", {"open_holdings": True})).public]
    assert not any("1A" in line or "12A" in line for line in shown), shown
    assert "tile_bag set (secret)" in shown[-2] and "edition=classic" in shown[-2]
