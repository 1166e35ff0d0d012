"""What a new player sees, read through the real pipeline: the words of the cards in the table's
language, and the buttons answering the presser as they should (issue 13/14's look pass)."""
from __future__ import annotations

from discord_harness import ALICE, BOB, CHANNEL, Harness, seated_game
from discord_walk import by_play, random_turns

CH = str(CHANNEL)


def select(card, option: str) -> dict:
    return next(s for s in card.selects() if s["custom_id"].endswith(f":{option}"))


async def test_a_choice_option_is_shown_in_the_tables_language_with_the_typed_word(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "qin", "language": "zh-tw"})
    card = harness.card()
    assert "side：鳥面（bird）" in card.content
    side = select(card, "side")
    assert [(o["label"], o["value"]) for o in side["options"]] == [("鳥面（bird）", "bird"), ("獅面（lion）", "lion")]
    sent = await harness.press(ALICE, card, side["custom_id"], values=["lion"])
    assert harness.referee.table(CH).options == {"side": "lion"}
    assert "side：獅面（lion）" in harness.text(harness.shown(sent))


async def test_an_english_table_shows_the_typed_word_alone(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "acquire"})
    card = harness.card()
    assert "edition: 2016 —" in card.content and "bonus_rounding: down —" in card.content
    assert [o["label"] for o in select(card, "edition")["options"]] == ["2016", "classic"]


async def test_a_japanese_acquire_lobby_names_both_editions(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "acquire", "language": "ja"})
    card = harness.card()
    assert [o["label"] for o in select(card, "edition")["options"]] == ["2016年版（2016）", "旧版（classic）"]
    assert "bonus_rounding：切り捨て（down）" in card.content


def test_japanese_counts_ten_villages_and_provinces_with_a_counter_that_goes_past_nine():
    """「村10つ」 is not Japanese: つ counts one to nine only."""
    from games.base import as_player, msg
    from i18n import render

    line = render(msg("qin-facts-seat", player=as_player("1001"), placed=20, left=4, villages=10, provinces=12,
                      sizes="5、3"),
                  "ja", {"1001": "Alice"})
    assert "村10か所" in line and "省12個" in line and "つ" not in line


def test_a_double_tile_placed_is_said_once_in_chinese():
    """「Bob 放置 RR 放在 F4 + G4」 said 'places' twice: the squares now follow the tile in brackets."""
    from games.base import as_player, msg
    from games.qin.texts import tile_label
    from i18n import render

    line = render(msg("qin-places", player=as_player("1002"), tile=tile_label("RR", ["F4", "G4"])), "zh-TW",
                  {"1002": "Bob"})
    assert line == "Bob 放置 RR（F4 + G4）。"


async def test_the_computer_level_the_host_chose_stays_chosen_after_a_computer_is_added(harness: Harness):
    """Pick "hard", press *Add computer* twice: both computers are hard (the card redrawn after the
    first one used to fall back to normal, so the second was normal)."""
    await harness.slash(ALICE, "game new", {"game": "highcard"})
    card = harness.card()
    level = next(s for s in card.selects() if ":level:" in s["custom_id"])
    sent = await harness.press(ALICE, card, level["custom_id"], values=["hard"])
    redrawn = next(s for s in sent if s.kind == "callback" and s.card)
    for _ in range(2):
        add = next(c for c in redrawn.custom_ids() if c.startswith("br:lobby:ai:"))
        assert add.endswith(":hard"), add
        await harness.press(ALICE, redrawn, add)
        redrawn = harness.card()
    assert [s.level for s in harness.referee.table(CH).seats if s.is_ai] == ["hard", "hard"]
    assert "Computer level: hard" in [s["placeholder"] for s in harness.card().selects()]


async def test_your_move_pressed_out_of_turn_says_whose_move_it_is(harness: Harness):
    """Bob presses *Your move* on Alice's turn: not only "not your move", but who is to play."""
    await seated_game(harness)
    assert harness.referee.table(CH).to_act == [str(ALICE)]
    message, cid = harness.move_button(BOB)
    sent = await harness.press(BOB, message, cid)
    answer = Harness.text(Harness.to_caller(sent))
    assert f"It is not your move right now: <@{ALICE}> to play." in answer
    assert all(s.ephemeral for s in Harness.to_caller(sent)) and not harness.shown(sent)


async def test_the_stockpile_card_says_what_the_player_to_act_does(harness: Harness):
    """Other games' cards say "Alice places a tile"; Stockpile's said only "supply"."""
    await harness.slash(ALICE, "game new", {"game": "stockpile", "options": "start=1"})
    await harness.slash(BOB, "game join")
    await harness.slash(ALICE, "game start")
    assert harness.referee.table(CH).to_act == [str(ALICE)]
    assert "Round 1 of 6 · supply\nAlice puts a card on a pile\n" in harness.card().content


async def test_the_japanese_stockpile_card_says_it_too(harness: Harness):
    await harness.slash(ALICE, "game new", {"game": "stockpile", "options": "start=1", "language": "ja"})
    await harness.slash(BOB, "game join")
    await harness.slash(ALICE, "game start")
    assert "供給フェイズ\nAliceが取引エリアにカードを置きます\n" in harness.card().content


async def test_the_wall_street_card_numbers_the_circle_as_the_board_and_the_panel_do(harness: Harness):
    """The picture and the panel ("Place your pawn on Steel (spot 3)") number the circle from 0;
    the card counted from 1, so its "space 5" was the picture's 4."""
    await harness.slash(ALICE, "game new", {"game": "wallstreet"})
    await harness.slash(BOB, "game join")
    await harness.slash(ALICE, "game start")
    view = harness.referee.book.tables[CH].state.view(None)
    trend = view["trend_spot"]
    text = harness.card().content
    assert f"Trend card on spot {trend}," in text
    assert "Circle: 0 " in text and f"· {trend} trend card" in text.replace("Circle: ", "· ")
    player = int(harness.referee.table(CH).to_act[0])
    message, cid = harness.move_button(player)
    panel = (await harness.press(player, message, cid))[0]
    labels = [b["label"] for b in panel.buttons()] + [o["label"] for s in panel.selects() for o in s["options"]]
    spots = {int(label.rsplit("(spot ", 1)[1].split(")")[0]) for label in labels if "(spot " in label}
    assert spots and trend not in spots and max(spots) <= len(view["rondel"]) - 1


async def test_the_wall_street_card_says_which_decision_is_awaited(harness: Harness):
    """Every turn's last step (flip the trend card or end the turn) read "Alice decides", and the
    main action "takes an action": the card now says what the picture's footer says."""
    import random

    await harness.slash(ALICE, "game new", {"game": "wallstreet"})
    await harness.slash(BOB, "game join")
    await harness.slash(ALICE, "game start")
    rng, seen = random.Random(5), set()
    async for _ in random_turns(harness, rng, steps=40, move=by_play(harness.slash)):
        line = harness.card().content.split("\n")[2]
        assert not line.endswith(" decides"), line
        seen.add(line.split(" ", 1)[1])
    assert {"moves to buy, sells or raises capital", "may flip the trend card or end the turn"} <= seen, seen


async def test_game_status_reads_like_the_card_without_the_picture(harness: Harness):
    """/game status said only whose move it was; on a phone the picture's figures are too small,
    so it carries the card's lines: prices, the trend card, the circle, each player's standing."""
    await harness.slash(ALICE, "game new", {"game": "wallstreet"})
    await harness.slash(BOB, "game join")
    await harness.slash(ALICE, "game start")
    sent = await harness.slash(BOB, "game status")
    text = Harness.text(Harness.to_caller(sent))
    assert "Prices: Corn $3" in text and "Trend card on spot" in text and "Circle: 0 " in text
    assert f"<@{ALICE}>: $4 cash" in text and f"<@{BOB}>: $4 cash" in text
    assert all(s.ephemeral for s in Harness.to_caller(sent)) and not harness.shown(sent)
