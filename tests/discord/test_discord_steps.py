"""Step panels through the Discord pipeline: a decision past 25 moves asked one step at a time
(Qin: the tile, the square, the move with what it does; Stockpile: the pile, then the amount),
Back, and a step pressed after the table moved on."""
from __future__ import annotations

import random
from unittest import mock

from discord_harness import ALICE, BOB, CHANNEL, Harness, message_payload
from discord_walk import random_turns

CH = str(CHANNEL)


async def _real_game(h: Harness, game: str, users: tuple[int, ...], seed: int = 11) -> None:
    """A game started through Discord, dealt from `seed` (a real start draws its seed at random:
    a deal where every placement uses one tile would skip the tile step)."""
    await h.slash(users[0], "game new", {"game": game})
    for user in users[1:]:
        await h.slash(user, "game join")
    with mock.patch("bot.referee.lobby.secrets.randbelow", return_value=seed):
        await h.slash(users[0], "game start")


async def _panel(h: Harness, user: int):
    """The caller's panel as `/game status` offers it."""
    sent = await h.slash(user, "game status")
    panels = [s for s in sent if any(c.startswith(("br:step", "br:act")) for c in s.custom_ids())]
    assert panels, Harness.text(sent)
    return panels[-1]


def _steps(sent) -> list:
    return [s for s in sent if s.kind == "callback" and s.body["type"] == 7]


async def _press(h: Harness, user: int, panel, *, label: str | None = None, value: str | None = None):
    """Press a step button (by label) or pick in the step menu (by value): the edited panel."""
    if value is not None:
        menu = next(s for s in panel.selects() if s["custom_id"].startswith("br:steps:"))
        sent = await h.press(user, panel, menu["custom_id"], values=[value])
    else:
        button = next(b for b in panel.buttons() if label is None or b["label"] == label)
        sent = await h.press(user, panel, button["custom_id"])
    return sent


def _options(panel) -> list[str]:
    return [b["label"] for b in panel.buttons() if b["label"] != "◀ Back"] + \
        [o["label"] for s in panel.selects() for o in s["options"]]


async def _walk(h: Harness, user: int, panel, first: str | None = None) -> tuple[list, list[str]]:
    """Take the first option of each step (`first`: the label of the first pick) until a move is
    made: the step panels met, and the text of the press that made the move."""
    met = []
    label = first
    for _ in range(6):
        sent = await (_press(h, user, panel, value="0") if panel.selects() and label is None else
                      _press(h, user, panel, label=label or _options(panel)[0]))
        label = None
        edited = _steps(sent)
        if edited and "bot-discord-you-chose" in edited[0].ids:
            return met, [Harness.text(sent)]
        panel = edited[0]
        met.append(panel)
    raise AssertionError("no move was made")


async def test_a_qin_placement_is_made_in_steps_with_back(harness: Harness):
    await _real_game(harness, "qin", (ALICE, BOB))
    # the deal is random: play on until a decision has more than 25 moves
    async for turn in random_turns(harness, random.Random(5), steps=30):
        player, legal = turn.player, turn.legal
        if len(legal) > 25:
            break
    user = int(player)
    assert len(legal) > 25
    panel = await _panel(harness, user)
    assert all(c.startswith(("br:step", "br:hint:")) for c in panel.custom_ids())    # Hint: bot/referee/coach.py
    assert f"({len(legal)} options)" in panel.content
    tiles = _options(panel)
    assert tiles and all(" " in t for t in tiles)                      # tiles named by their colours: "red blue"
    double = next((t for t in tiles if len(set(t.split())) == 1), tiles[0])   # "red red" when in hand
    # Back: the step before, again
    step = _steps(await _press(harness, user, panel, label=double))[0]
    assert "→" in step.content and len(_options(step)) <= 25
    back = _steps(await _press(harness, user, step, label="◀ Back"))[0]
    assert panel.content.endswith(back.content) and _options(back) == tiles
    # the placement, step by step, ends on a label that says what it does
    version = harness.referee.table(CH).version
    met, made = await _walk(harness, user, back, first=double)
    assert all(len(_options(p)) <= 25 and "◀ Back" in [b["label"] for b in p.buttons()] for p in met)
    assert harness.referee.table(CH).version > version, made
    if len(set(double.split())) == 1:
        assert "founds a red province" in made[0] or "province" in made[0], made
    # a step panel drawn before the move is stale now: a polite private answer, nothing applied
    version = harness.referee.table(CH).version
    stale = await harness.press(user, step, step.buttons()[0]["custom_id"])
    assert Harness.ids(stale) & {"panel-stale", "bot-discord-not-your-move", "bot-not-your-turn"}, Harness.ids(stale)
    assert all(s.ephemeral for s in Harness.to_caller(stale) if s.kind != "callback" or s.body["type"] == 4)
    assert harness.referee.table(CH).version == version


async def test_a_stockpile_bid_is_made_in_steps_the_pile_then_the_amount(harness: Harness):
    await _real_game(harness, "stockpile", (ALICE, BOB))
    async for turn in random_turns(harness, random.Random(2), steps=300):
        player, legal = turn.player, turn.legal
        if len(legal) > 25 and all(a["type"] in ("bid", "pass") for a in legal):
            break
    else:
        raise AssertionError("no bid of more than 25 options came")
    panel = await _panel(harness, int(player))
    piles = [b["label"] for b in panel.buttons()]
    assert len(piles) <= 10 and all(p.startswith("pile ") for p in piles if "pass" not in p.lower()), piles
    step = _steps(await _press(harness, int(player), panel, label=piles[-1]))[0]      # the pile
    assert step.content.startswith(f"{piles[-1]} →"), step.content
    while not any("$" in (o.get("label") or "") for o in
                  [*step.buttons(), *(o for s in step.selects() for o in s["options"])]):
        step = _steps(await (_press(harness, int(player), step, value="0") if step.selects() else
                             _press(harness, int(player), step)))[0]
    version = harness.referee.table(CH).version
    amounts = step.selects()[0]["options"] if step.selects() else step.buttons()
    assert len(amounts) <= 25
    sent = await (_press(harness, int(player), step, value="0") if step.selects() else
                  _press(harness, int(player), step))
    assert harness.referee.table(CH).version > version, Harness.text(sent)
    assert any("bid" in s.content.lower() or "$" in s.content for s in harness.channel(sent)), Harness.text(sent)


# --- undo through Discord: /undo and the card's Undo button -------------------------------------

async def test_undo_by_command_and_by_the_cards_button(harness: Harness):
    from bot.discord.card import card_view
    from bot.text.table_card import running_card
    await _real_game(harness, "wallstreet", (ALICE, BOB))      # the first move (the pawn) is quiet
    table = harness.referee.book.tables[CH]
    player = table.state.to_act()[0]
    other = ALICE if int(player) == BOB else BOB
    quiet = next(a for a in table.state.legal_actions(player) if table.state.undoable(player, a))
    before = table.dump
    reply = await harness.referee.act(CH, player, quiet)
    assert reply.undo_for == player
    sent = await harness.slash(int(player), "undo")
    assert "took back" in Harness.text(harness.shown(sent)), Harness.text(sent)
    assert harness.referee.book.tables[CH].dump == before
    sent = await harness.slash(int(player), "undo")                   # nothing left to take back
    assert "undo-nothing" in Harness.ids(Harness.to_caller(sent))
    # the card offers the button to that player; others and older cards are answered privately
    reply = await harness.referee.act(CH, player, quiet)
    info = harness.referee.table(CH)
    card = running_card("wallstreet", harness.referee.book.tables[CH].state.view(None), table_id=info.table_id,
                        version=info.version, seats=info.seats, undo_for=reply.undo_for)
    undo_id = f"br:undo:{info.table_id}:{info.version}"
    assert undo_id in [b.custom_id for b in card.buttons]
    stale_id = f"br:undo:{info.table_id}:{info.version - 1}"
    message = message_payload(CHANNEL, {"content": "card", "components": [{"type": 1, "components": [
        {"type": 2, "style": 2, "label": "Undo", "custom_id": cid} for cid in (undo_id, stale_id)]}]})
    sent = await harness.press(other, message, undo_id)
    assert "is for" in Harness.text(sent) and harness.referee.table(CH).version == info.version
    sent = await harness.press(int(player), message, stale_id)
    assert "older card" in Harness.text(sent) and harness.referee.table(CH).version == info.version
    card_message = message_payload(CHANNEL, {"components": card_view(card).to_components(), "flags": 1 << 15})
    sent = await harness.press(int(player), card_message, undo_id)    # the card as Discord shows it
    assert "took back" in Harness.text(harness.shown(sent)), Harness.text(sent)
    assert harness.referee.book.tables[CH].dump == before
