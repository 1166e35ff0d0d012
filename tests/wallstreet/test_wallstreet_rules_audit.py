"""Rules audit: sentences of the rule text that had no test (or a wrong implementation).

Each docstring quotes the sentence of /work/shared/seeds/wallstreet1920_zh.txt it checks.
"""
from __future__ import annotations

import json

from games.base import english
from games.wallstreet.scoring import best_shares
from random_play import random_walk


def ring(ws, n=3, options=None, pawns=(1, 2, 3), deck=None):
    """A circle of 7: the trend card on spot 0, plain corn $1 cards elsewhere."""
    spots = [None] + [[ws.plain("corn", 1)] for _ in range(6)]
    deck = deck if deck is not None else [ws.plain("cotton", 2)] * 6
    return ws.table(n, options=options, spots=spots, pawns=list(pawns)[:n], deck=deck)


# --- call options ---------------------------------------------------------------------------
def test_only_one_call_option_under_a_card(ws):
    """每張卡牌下方只能放置1張認購期權卡"""
    state = ring(ws, options={"options": True})
    ws.play(state, "p0", {"type": "option", "card": 4}, {"type": "raise"}, {"type": "discard", "pile": "left"},
            {"type": "end"})
    spots = {a["card"] for a in state.legal_actions("p1") if a["type"] == "option"}
    assert 4 not in spots and spots == {1, 2, 3, 5, 6}


def test_a_call_option_may_be_placed_after_the_action_and_pays_the_bank(ws):
    """玩家在進行其行動回合時,可在任何時刻支付1元現金至公區,並將自家顏色的認購期權卡置於圓圈卡牌區任一卡牌下方"""
    state = ring(ws, options={"options": True})
    ws.play(state, "p0", {"type": "raise"}, {"type": "discard", "pile": "left"})
    assert state.todo[0]["k"] == "end" and {"type": "option", "card": 5} in state.legal_actions("p0")
    ws.play(state, "p0", {"type": "option", "card": 5})
    assert state.cash[0] == 4 - 2 - 1 and state.trend_cash == 0 and state.option_at[0] == 5


# --- tycoon cards -----------------------------------------------------------------------------
def test_a_tycoon_card_that_cannot_act_is_removed_anyway(ws):
    """若玩家無法執行對應大亨卡的指示行動,大亨卡仍須移除,不能保留"""
    state = ws.table(3, options={"tycoons": True, "tycoon_sides": {"C": "reward"}}, place=False)
    for i in range(3):
        state.apply(f"p{i}", {"type": "place", "card": 1})
    stock = next(i for i, t in enumerate(state.tycoons) if t["card"] == "C")
    state.prices[stock] = state.high[stock] - 1
    pending: list[dict] = []
    state.move_price(0, stock, 1, [], pending)          # p0 has no loan: nothing to repay
    state.todo[0:0] = pending
    state._run([])
    assert state.tycoons[stock]["used"] and state.todo[0]["k"] == "act" and state.loans[0] == 0
    state.prices[stock] -= 1
    again: list[dict] = []
    state.move_price(0, stock, 1, [], again)
    assert again == []                                  # gone for good


def test_tycoon_d_removals_stay_hidden_until_everyone_has_chosen(ws):
    """其他每位玩家須將自家1張股票卡或市場波幅卡取出,將其移除遊戲 (chosen in secret, shown together)"""
    state = ring(ws)
    oil, steel = ws.plain("oil", 2), ws.plain("steel", 2)
    state.shares[1], state.shares[2] = [oil], [steel]
    state.todo.insert(0, {"k": "remove", "p": 0, "wait": [1, 2], "given": []})
    state._legal_cache = None
    events = ws.play(state, "p1", {"type": "remove", "card": oil})
    assert all(str(oil) not in json.dumps(e) and "Oil" not in english(e) for e in events if e["to"] is None)
    assert "Oil" not in json.dumps(state.view(None)) and "Oil" not in json.dumps(state.view("p2"))
    assert state.view("p1")["you"]["chosen"]["id"] == oil
    events = ws.play(state, "p2", {"type": "remove", "card": steel})
    assert any("Removed from the game" in english(e) and "Oil" in english(e) for e in events)


# --- share exchange: face-down answers ------------------------------------------------------------
def test_exchange_answers_are_hidden_from_the_table_and_the_other_players(ws):
    """接著,其他每位玩家同時選擇1張自家持有的股票卡 ... 打出,正面朝下置於其面前桌上
    之後,其他每位玩家同時翻開其打出的卡牌"""
    state = ring(ws)
    corn, steel, oil = ws.plain("corn", 1), ws.plain("steel", 2), ws.plain("oil", 2)
    state.shares = [[corn], [steel], [oil]]
    state.todo.insert(0, {"k": "offer", "p": 0})
    state._legal_cache = None
    ws.play(state, "p0", {"type": "offer", "share": corn, "stock": "corn"})
    events = ws.play(state, "p1", {"type": "answer", "share": steel})
    public = [e for e in events if e["to"] is None]
    assert public and all("Steel" not in english(e) for e in public)
    for viewer in (None, "p0", "p2"):
        assert "Steel" not in json.dumps(state.view(viewer)), viewer
    assert state.view("p1")["you"]["chosen"]["name"] == "Steel"
    events = ws.play(state, "p2", {"type": "answer", "share": oil})
    assert any("revealed" in english(e) and "Steel" in english(e) and "Oil" in english(e) for e in events)
    assert {a["card"]["name"] for a in state.view(None)["prompt"]["answers"]} == {"Steel", "Oil"}


# --- deck, piles -------------------------------------------------------------------------------
def test_an_exhausted_deck_leaves_the_bought_spot_empty_and_it_cannot_be_bought(ws):
    """遊戲過程中,若卡牌堆已耗盡,玩家可跳過拿取卡牌堆上方卡牌的動作"""
    state = ring(ws, deck=[])
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})
    assert state.rondel[2] == [] and state.pawns[0] == 2
    ws.play(state, "p0", {"type": "end"}) if state.todo[0]["k"] == "end" else None
    steps = [a["steps"] for a in state.legal_actions("p1") if a["type"] == "buy"]
    assert 7 not in steps                                # p1 stands on spot 2 itself: a full circle
    assert all(state.dest(1, s) != 2 for s in steps)


def test_only_the_top_card_of_each_pile_is_shown(ws):
    """遊戲過程中,玩家只能看到各組棄牌堆最上方的1張卡牌,不能察看各組棄牌堆的卡牌內容"""
    state = ring(ws)
    crash = ws.all("market", effect="crash")
    state.piles = [[crash[0], ws.plain("oil", 2)], [], [crash[1]]]
    for viewer in (None, "p0"):
        piles = state.view(viewer)["piles"]
        assert [p["count"] for p in piles] == [2, 0, 1]
        assert piles[0]["top"]["name"] == "Oil" and piles[1]["top"] is None
        assert "final" not in state.view(viewer)          # dynamite totals only at the end
        assert all(set(p) == {"name", "event", "count", "top"} for p in piles)


# --- scoring ----------------------------------------------------------------------------------
def test_the_middle_event_also_counts_the_hidden_capital_share(ws):
    """所有玩家計算自家各種類股票持有的股票張數時,皆須扣減1
    (首先,將所有股票(包括資本卡翻面的秘密股票)依種類各排成1直行)"""
    corn = [ws.plain("corn", 1)] * 5
    minimum = [6, 5, 4, 3]
    hidden = {"stock": "corn", "double": False}
    assert best_shares(ws.cat, corn, hidden, [3, 4, 5, 6], minimum, None)[0] == 18   # 6 corn x $3
    assert best_shares(ws.cat, corn, hidden, [3, 4, 5, 6], minimum, 1)[0] == 0       # 5 < 6


def test_a_double_share_counts_two_towards_the_minimum(ws):
    """C.若為複數(2)股票卡 — the ×2 card is two shares of its stock (also when scoring)"""
    x2 = ws.find("stock", stock="oil", double=True)
    assert best_shares(ws.cat, [x2, ws.plain("oil", 2)], {}, [3, 4, 5, 6], [6, 5, 4, 3], None)[0] == 18


# --- the turn ---------------------------------------------------------------------------------
def test_flipping_without_cash_takes_a_loan_and_the_dollar_lies_on_the_trend_card(ws):
    """玩家在其行動回合開始前或行動回合結束後,可支付1元現金至「市場趨勢卡」上方 ...
    若玩家持有的現金不足,可執行借貸行動"""
    state = ring(ws)
    state.cash[0] = 0
    state._legal_cache = None
    assert state.describe({"type": "flip"}) == "Flip the trend card ($1) (takes a loan)"
    assert state.describe({"type": "raise"}).endswith("(takes a loan)")
    ws.play(state, "p0", {"type": "flip"})
    assert state.loans[0] == 1 and state.cash[0] == 4 and state.trend_cash == 1 and state.trend_dir == -1


def test_every_turn_offers_a_main_action_so_the_game_always_ends(ws):
    """玩家在進行其行動回合時,可從下列3項行動中,選擇其中1項執行 — there is no pass: with unlimited
    loans a buy (at worst onto the trend card) is always possible, and every action uses a deck card."""
    for seed in range(6):
        walk = random_walk(ws.game, 2 + seed % 4, seed)
        deck = len(walk.state.deck)
        for state, _, legal in walk:
            if state.todo[0]["k"] == "act":
                assert any(a["type"] == "buy" for a in legal) and all(a["type"] != "pass" for a in legal)
        state = walk.state
        assert len(state.deck) < deck


def test_long_button_labels_keep_the_price(ws):
    """(labels) a spot with two long card names still shows what the buy costs"""
    state = ring(ws)
    a = ws.find("stock", stock="cotton", moves={"cotton": 1, "steel": -1})
    b = ws.find("stock", stock="steel", moves={"steel": 1, "cotton": -1})
    state.rondel[4] = [a, b]
    state._legal_cache = None
    label = state.describe({"type": "buy", "steps": 3})
    assert len(label) <= 80 and label.endswith(": $8, $4 cash") and "spot 4" in label


# --- refusals ---------------------------------------------------------------------------------
def test_refusals_give_the_reason_and_what_is_allowed(ws):
    """若玩家指示物所在位置下方已有2張卡牌,或是其所在位置下方為市場趨勢卡,玩家將無法執行「賣出股票」行動
    ... 當資本額抵達上限後,玩家將無法執行「增加資本」行動 (refused politely, nothing changes)"""
    import pytest

    from games.base import IllegalAction, english
    state = ring(ws)
    before = state.dump()
    cases = [({"type": "sell", "share": ws.plain("oil", 2)}, "you have no share to sell"),
             ({"type": "buy", "steps": 9}, "1 to 7 steps")]
    state.capital[0] = 8
    state._legal_cache = None
    before = state.dump()
    cases.append(({"type": "raise"}, "capital is already 8"))
    for action, reason in cases:
        with pytest.raises(IllegalAction) as refusal:
            state.apply("p0", action)
        text = str(refusal.value)
        assert text.startswith("Sorry, ") and reason in text and "You can: " in text, text
        assert state.dump() == before
    state.shares[0] = [ws.plain("oil", 2)]
    state.rondel[1].append(ws.plain("corn", 2))
    state._legal_cache = None
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p0", {"type": "sell", "share": ws.plain("oil", 2)})
    assert "two cards" in str(refusal.value)
