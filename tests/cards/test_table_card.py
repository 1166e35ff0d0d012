"""The table card composer (bot/text/table_card.py): each card of each game in each language says what
a phone player needs, pings only the humans to act, and stays within Discord's limits."""
from __future__ import annotations

import pytest

from bot.text.names import seat_names
from bot.referee.shapes import Seat
from bot.text.table_card import (BUTTON_LABEL_LIMIT, COMPONENT_LIMIT, CUSTOM_ID_LIMIT, OPTION_LABEL_LIMIT,
                            OPTIONS_PER_SELECT, PLACEHOLDER_LIMIT, TEXT_LIMIT, CardPress, TableCard, end_card_of,
                            lobby_card, running_card)
from games import GAMES, plugin_of
from i18n import LOCALES, render
from games.base import msg

from card_games import play, seats_for


def within_limits(card: TableCard) -> None:
    assert card.text_length() <= TEXT_LIMIT
    assert card.component_count() <= COMPONENT_LIMIT
    for button in card.buttons:
        assert 0 < len(button.label) <= BUTTON_LABEL_LIMIT and len(button.custom_id) <= CUSTOM_ID_LIMIT
        if not button.custom_id.startswith(("br:rematch:", "br:guide:")):   # panels.RematchButton's, guide.GuideButton's
            CardPress.parse(button.custom_id)
    for select in card.selects:
        assert 0 < len(select.options) <= OPTIONS_PER_SELECT and len(select.placeholder) <= PLACEHOLDER_LIMIT
        assert len(select.custom_id) <= CUSTOM_ID_LIMIT
        assert all(0 < len(o.label) <= OPTION_LABEL_LIMIT for o in select.options)
        assert sum(o.default for o in select.options) <= 1
        CardPress.parse(select.custom_id)


def log_of(state) -> list:
    return [(p, f"move {i}") for i, p in enumerate(state.players * 3)]


@pytest.mark.parametrize("locale", LOCALES)
def test_running_card_of_every_game(key: str, locale: str) -> None:
    state = play(key)
    seats = seats_for(key)
    card = running_card(key, state.view(None), table_id=12, version=34, seats=seats, log=log_of(state),
                        locale=locale, picture="board.png")
    within_limits(card)
    assert card.accent == plugin_of(key).accent and card.title == render(msg(f"{key}-title"), locale)
    assert card.picture == "board.png"
    assert [b.custom_id for b in card.buttons] == ["br:card:move:12:34", "br:card:hand:12", "br:card:hist:12",
                                                    f"br:guide:{key}"]
    text = "\n".join(card.texts())
    lines = [render(m, locale, seat_names(seats, locale), escape=True) for m in GAMES[key].card_lines(state.view(None))]
    assert all(line in text for line in lines)
    assert "move 8" in text and "move 3" not in text, "the short log keeps the last five moves"
    humans = [p for p in state.to_act() if not p.startswith("ai:")]
    assert list(card.pings) == humans
    for p in humans:
        assert f"<@{p}>" in card.status
    if "ai:1" in state.to_act():
        assert seat_names(seats, locale)["ai:1"] in card.status and "(AI" not in card.status
    assert "Bob \\*bold\\*" in text, "names are markdown-escaped"


def test_a_finished_table_disables_your_move(key: str) -> None:
    state = play(key, steps=None)
    card = running_card(key, state.view(None), table_id=1, version=9, seats=seats_for(key))
    assert card.buttons[0].disabled and card.pings == ()


@pytest.mark.parametrize("locale", LOCALES)
def test_end_card_of_every_game(key: str, locale: str) -> None:
    state = play(key, steps=None)
    seats = seats_for(key)
    card = end_card_of(key, state, table_id=12, seats=seats, locale=locale, picture="chart.png")
    within_limits(card)
    assert [b.custom_id for b in card.buttons] == ["br:rematch:12", "br:card:hist:12"]
    text = "\n".join(card.texts())
    names = seat_names(seats, locale)
    for line in GAMES[key].end_lines(state.view(None), state.scores(), state.winners()) + GAMES[key].reveal(state):
        assert render(line, locale, names, escape=True) in text
    assert render(msg("card-end-reveal"), locale) in text


@pytest.mark.parametrize("locale", LOCALES)
def test_lobby_card_of_every_game(key: str, locale: str) -> None:
    game = GAMES[key]
    seats = seats_for(key)[:1]
    card = lobby_card(key, table_id=7, host=seats[0].user, seats=seats, options={}, locale=locale, level="hard")
    within_limits(card)
    ids = [b.custom_id for b in card.buttons]
    assert ids == ["br:lobby:join:7", "br:lobby:leave:7", "br:lobby:ai:7:hard", "br:lobby:start:7", f"br:guide:{key}"]
    assert card.buttons[3].disabled == (1 < game.min_players)
    level = card.selects[-1]
    assert level.custom_id == "br:lobby:level:7" and [o.value for o in level.options] == ["easy", "normal", "hard"]
    assert [o.default for o in level.options] == [False, False, True]
    fields = game.options_model.model_fields
    for select in card.selects[:-1]:
        name = CardPress.parse(select.custom_id).arg
        assert name in fields
        defaults = [o.value for o in select.options if o.default]
        default = fields[name].default
        expected = {True: "on", False: "off", None: "auto"}.get(default, str(default)) \
            if not isinstance(default, int) or isinstance(default, bool) else str(default)
        assert defaults == [expected], f"{key}.{name}: the current value is not the one chosen"
    text = "\n".join(card.texts())
    for name in fields:
        if name != "tile_bag":
            assert name in text


def test_lobby_offers_each_kind_of_option() -> None:
    card = lobby_card("stockpile", table_id=7, host="1001", seats=seats_for("stockpile"),
                      options={"side": "advanced", "investors": True, "rounds": 5}, locale="en")
    by_name = {CardPress.parse(s.custom_id).arg: s for s in card.selects[:-1]}
    assert set(by_name) == {"start", "variant", "side", "investors", "rounds"}
    assert [(o.value, o.default) for o in by_name["side"].options] == [("standard", False), ("advanced", True)]
    assert [(o.label, o.value, o.default) for o in by_name["investors"].options] == [("on", "on", True),
                                                                                     ("off", "off", False)]
    assert [o.value for o in by_name["start"].options] == ["auto", "1", "2", "3"]   # the three seats taken
    assert [o.value for o in by_name["rounds"].options][:3] == ["auto", "1", "2"]
    assert next(o for o in by_name["rounds"].options if o.default).value == "5"
    text = "\n".join(card.texts())
    assert "side: advanced" in text and "investors: on" in text and "rounds: 5" in text


def test_the_start_seat_select_offers_only_the_seats_taken(key: str) -> None:
    """A start seat nobody sits in cannot start the game: the select offers the seats taken, and
    one more as each player joins (up to the game's most players)."""
    game = GAMES[key]
    if "start" not in game.options_model.model_fields:
        pytest.skip(f"{key}: the start player comes from the game itself")
    many = [Seat(str(2000 + i), f"P{i}") for i in range(game.max_players + 1)]
    for taken in range(1, game.max_players + 1):
        card = lobby_card(key, table_id=7, host="2000", seats=many[:taken], options={}, locale="en")
        start = next(s for s in card.selects if CardPress.parse(s.custom_id).arg == "start")
        assert [o.value for o in start.options] == ["auto", *map(str, range(1, taken + 1))]


def test_a_secret_option_only_says_that_it_is_set() -> None:
    card = lobby_card("acquire", table_id=7, host="1001", seats=seats_for("acquire"),
                      options={"tile_bag": ["1A", "2B", "3C"]}, locale="en")
    text = "\n".join(card.texts())
    assert "tile_bag: set (secret)" in text and "1A" not in text
    assert all("tile_bag" not in s.custom_id for s in card.selects)
    assert "tile_bag" not in "\n".join(lobby_card("acquire", table_id=7, host="1001", seats=seats_for("acquire"),
                                                  options={}).texts())


def test_a_long_log_is_cut_politely_within_the_limit() -> None:
    state = play("wallstreet")
    log = [("1001", "x" * 1500) for _ in range(5)]
    card = running_card("wallstreet", state.view(None), table_id=1, version=1, seats=seats_for("wallstreet"), log=log)
    assert card.text_length() <= TEXT_LIMIT
    assert "… and " in card.blocks[-1] and "more" in card.blocks[-1]


def test_card_press_reads_back_every_id() -> None:
    assert CardPress.parse("br:card:move:12:34") == CardPress("card", "move", 12, version=34)
    assert CardPress.parse("br:card:hist:12") == CardPress("card", "hist", 12)
    assert CardPress.parse("br:lobby:ai:3:hard").arg == "hard"
    assert CardPress.parse("br:lobby:opt:3:side").chosen("lion") == CardPress("lobby", "opt", 3, arg="side",
                                                                              value="lion")
    with pytest.raises(ValueError):
        CardPress.parse("br:move:1:2:3")
