"""A new player's tour, to LOOK at (not a check): whole games of every game through the Discord
harness, from /game new through the lobby card's buttons and selects, Your move / step panels,
My hand, History, Undo, to the end card, /game replay and Rematch, each card's text and every
picture written to $BOARDROOM_LOOK/<game>-<language>-<humans>/ (texts as .txt, pictures as sent).

    BOARDROOM_LOOK=/tmp/look pytest tests/discord/test_look_tour.py -n 0

Skipped without BOARDROOM_LOOK. docs/table.md was written from what it shows."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from discord_harness import ALICE, BOB, CHANNEL, Harness, close_harness, make_harness
from discord_walk import by_play, random_turns
from registry_tables import per_game, real_games

pytestmark = pytest.mark.skipif(not os.environ.get("BOARDROOM_LOOK"), reason="a tour to look at: set BOARDROOM_LOOK")
CH = str(CHANNEL)
OUT = Path(os.environ.get("BOARDROOM_LOOK") or ".")
EXTRA = per_game({"futures": 1}, lambda key: 0)
LOC = {"en": "en-US", "zh-tw": "zh-TW", "ja": "ja"}


def capture(h: Harness) -> dict[str, bytes]:
    """Keep every file the bot sends (the harness records only names)."""
    saved: dict[str, bytes] = {}
    real = h.http.request
    real_adapter = h.adapter.request

    def grab(files):
        for f in files or []:
            fp = f.fp
            pos = fp.tell()
            fp.seek(0)
            saved[f.filename] = fp.read()
            fp.seek(pos)

    async def req(route, *, files=None, form=None, **kw):
        grab(files)
        return await real(route, files=files, form=form, **kw)

    async def areq(route, session=None, *, files=None, **kw):
        grab(files)
        return await real_adapter(route, session, files=files, **kw)

    h.http.request = req
    h.bot.http.request = req
    h.adapter.request = areq
    return saved


def dump(folder: Path, name: str, sent, saved: dict[str, bytes]) -> None:
    """Write what was sent as a phone reads it (text, buttons, selects) and its pictures."""
    lines = []
    for s in sent if isinstance(sent, list) else [sent]:
        lines.append(f"--- {s.kind} eph={s.ephemeral} files={s.files}")
        lines.append(s.content)
        for b in s.buttons():
            lines.append(f"  [button] {b.get('label')!r} {b.get('custom_id')} disabled={b.get('disabled', False)}")
        for sel in s.selects():
            lines.append(f"  [select] {sel.get('placeholder')!r} -> {[o['label'] for o in sel.get('options', [])]}")
        for f in s.files:
            if f in saved:
                (folder / f"{name}-{f}").write_bytes(saved[f])
    (folder / f"{name}.txt").write_text("\n".join(lines))


@pytest.mark.parametrize("lang,humans", [("zh-tw", 2), ("ja", 1), ("en", 1)])
@pytest.mark.parametrize("game", real_games())
async def test_tour(tmp_path, game, lang, humans):
    folder = OUT / f"{game}-{lang}-{humans}"
    folder.mkdir(parents=True, exist_ok=True)
    h = await make_harness(tmp_path)
    payload = h._payload

    def localized(*a, **k):
        p = payload(*a, **k)
        p["locale"] = LOC[lang]
        return p

    h._payload = localized
    saved = capture(h)
    try:
        sent = await h.slash(ALICE, "game new", {"game": game, "language": lang})
        dump(folder, "00-new", sent, saved)
        lobby = h.card()
        if humans == 2:
            join = next(c for c in lobby.custom_ids() if ":join:" in c)
            sent = await h.press(BOB, lobby, join)
            dump(folder, "01-join", sent, saved)
        lobby = h.card()
        level = next(c for c in lobby.custom_ids() if ":level:" in c)
        sent = await h.press(ALICE, lobby, level, values=["easy"])
        dump(folder, "02-level", sent, saved)
        redrawn = [x for x in sent if x.kind == "callback" and x.card]
        computers = max(1, EXTRA[game] + 2 - humans) if humans == 1 else EXTRA[game]
        for i in range(computers):
            lobby = redrawn[0] if (i == 0 and redrawn) else h.card()
            ai = next(c for c in lobby.custom_ids() if ":ai:" in c)
            sent = await h.press(ALICE, lobby, ai)
            dump(folder, f"03-ai{i}", sent, saved)
        lobby = h.card()
        opts = [s for s in lobby.selects() if ":opt:" in s["custom_id"] and not s["custom_id"].endswith(":start")]
        if opts:
            sel = opts[0]
            values = [o["value"] for o in sel["options"]]
            sent = await h.press(ALICE, lobby, sel["custom_id"], values=[values[1]])
            dump(folder, "04-option", sent, saved)
        lobby = h.card()
        dump(folder, "05-lobby", lobby, saved)
        start = next(c for c in lobby.custom_ids() if ":start:" in c)
        sent = await h.press(ALICE, lobby, start)
        dump(folder, "06-start", sent, saved)
        if h.referee.table(CH).status == "lobby" and opts:
            await h.press(ALICE, h.card(), sel["custom_id"], values=[values[0]])
            lobby = h.card()
            dump(folder, "06-start2", await h.press(ALICE, lobby, start), saved)
        n = 0
        panels = 0
        did = set()
        # the walk plays each turn by /play unless a press here moved the table (a panel, Undo)
        async for turn in random_turns(h, random.Random(3), steps=1500, humans=True, move=by_play(h.slash)):
            user = turn.user
            card = h.card()
            if n in (0, 10, 40) or (n % 60 == 0):
                dump(folder, f"10-card-{n:04d}", card, saved)
            if panels < 6 and n % 7 == 0:
                mv = next(c for c in card.custom_ids() if c.startswith("br:card:move:"))
                sent = await h.press(user, card, mv)
                dump(folder, f"20-panel-{n:04d}", sent, saved)
                panels += 1
                # press into the panel for step panels: first button once
                pan = [s for s in sent if s.kind == "callback" and s.buttons()]
                if pan and panels <= 3:
                    b = pan[0].buttons()[0]
                    sent2 = await h.press(user, pan[0], b["custom_id"])
                    dump(folder, f"21-panelpress-{n:04d}", sent2, saved)
                    if h.referee.table(CH) is None:
                        break
                    info = h.referee.table(CH)
                    if not any(u.isdigit() for u in info.to_act):
                        continue
                    user = next(int(u) for u in info.to_act if u.isdigit())
                    if info.version != turn.version:   # the panel made the move: the turn is taken
                        n += 1
                        continue
            card = h.card()
            if "hand" not in did and n >= 5:
                hb = next(c for c in card.custom_ids() if c.startswith("br:card:hand:"))
                dump(folder, "30-hand", await h.press(user, card, hb), saved)
                hb = next(c for c in card.custom_ids() if c.startswith("br:card:hist:"))
                dump(folder, "31-history", await h.press(user, card, hb), saved)
                did.add("hand")
            undo = [c for c in card.custom_ids() if c.startswith("br:undo:")]
            if undo and "undo" not in did:
                dump(folder, "32-undo", await h.press(ALICE, card, undo[0]), saved)
                did.add("undo")
                continue
            n += 1
        end = h.card()
        dump(folder, "40-end", end, saved)
        dump(folder, "41-replay", await h.slash(ALICE, "game replay"), saved)
        rb = next(c for c in end.custom_ids() if c.startswith("br:rematch:"))
        dump(folder, "42-rematch", await h.press(ALICE, end, rb), saved)
        print(game, lang, humans, n, "decisions")
    finally:
        await close_harness(h)
