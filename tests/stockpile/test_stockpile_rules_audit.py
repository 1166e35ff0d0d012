"""Rules audit: the sentences of the rule text (stockpile_zh.txt) that had no test of their own,
the robustness of legal_actions, and the refusals (polite, say what is allowed, no secret).

Each test quotes the sentence it checks."""
from __future__ import annotations

import pytest

from games.base import english
from games import GAMES
from games.base import IllegalAction
from games.stockpile import scenario as sc
from games.stockpile.data import rules
from games.stockpile.scenario import pair
from random_play import random_walk

GAME = GAMES["stockpile"]


def bid(s, p, track, amount):
    return s.apply(p, {"type": "bid", "track": track, "amount": amount})


def empty(n=3, seed=1, options=None, investors=None):
    s = sc.make(n, seed, options, investors)
    for p in s.players:
        sc.holdings(s, p)
    return s


def cards_in_play(s) -> int:
    """Every market card is somewhere: deck, discard, piles, hands, portfolios, split areas,
    unpaid fees in front of a player, action cards waiting to be played."""
    return (len(s.deck) + len(s.discard) + sum(len(p) for p in s.piles) + sum(len(h) for h in s.hand)
            + sum(map(sum, s.port)) + sum(map(sum, s.split)) + sum(len(u) for u in s.unpaid)
            + sum(len(a) for a in s.acts))


# --- legal_actions cannot be tampered with ----------------------------------------------------

def test_mutating_a_returned_action_then_applying_it_is_refused_and_changes_nothing():
    """Robustness: legal_actions hands out copies; apply() checks the value it is given."""
    s = empty(3)
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"]])
    legal = s.legal_actions("p0")
    action = legal[0]
    action["amount"] = 25000                      # p0 has only $20,000
    legal.append({"type": "bid", "track": 2, "amount": 25000})
    before = s.dump()
    with pytest.raises(IllegalAction) as refusal:
        s.apply("p0", action)
    assert refusal.value.message_id == "stockpile-refuse-bid-range-over"   # from 0 to 20,000
    assert [refusal.value.message["args"][k]["money"] for k in ("low", "top")] == [0, 20000]
    with pytest.raises(IllegalAction):
        s.apply("p0", legal[-1])
    assert s.dump() == before
    fresh = s.legal_actions("p0")
    assert fresh[0] == {"type": "bid", "track": 1, "amount": 0}
    assert all(a["amount"] <= 20000 for a in fresh)
    assert fresh is not s.legal_actions("p0")     # a new list each time


def test_mutating_an_action_into_another_legal_one_is_harmless_and_the_engine_keeps_no_reference():
    """Robustness: what apply() acts on is the engine's own action, not the caller's dict."""
    s = empty(3)
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"]])
    action = s.legal_actions("p0")[0]
    action["amount"] = 6000                       # still a legal bid: applied as that bid
    bid_events = s.apply("p0", action)
    assert s.bids[0] == [0, rules().raw.money.bid_slots.index(6000)]
    assert any("$6,000" in english(e) for e in bid_events)
    after = s.dump()
    action["track"], action["amount"] = 3, 25000  # changing it afterwards changes nothing
    assert s.dump() == after


# --- refusals: polite, say what is allowed, never a secret ----------------------------------

def test_bid_refusal_names_the_minimum_and_the_cash_like_the_brief():
    """需求階段：「如果你想參與競標的競標軌已經有其他米寶，那麼你必須放在比他們價格更高的位置。」
    「玩家放置米寶時不可選擇比你擁有的現金還要高的格子。」"""
    s = empty(3)
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"]], cash=[20000, 5000, 20000])
    bid(s, "p0", 2, 3000)
    before = s.dump()
    with pytest.raises(IllegalAction) as err:
        bid(s, "p1", 2, 6000)
    assert str(err.value).startswith("You can bid $6,000 or more on pile 2; you have $5,000.")
    assert "another pile" in str(err.value)
    with pytest.raises(IllegalAction, match=r"You can bid \$0 or more on pile 1; you have \$5,000\. "
                                            r"So bid from \$0 to \$3,000 there\."):
        bid(s, "p1", 1, 6000)       # the brief's own sentences: this test is about the English
    with pytest.raises(IllegalAction, match=r"track's spaces \(\$0, \$1,000, \$3,000"):
        bid(s, "p1", 1, 2000)
    with pytest.raises(IllegalAction, match="pile from 1 to 3"):
        bid(s, "p1", 7, 0)
    assert s.dump() == before


def test_two_player_bid_refusal_counts_the_other_bid():
    """2 人變體：「玩家的 2 個競標米寶的出價總合不可已超過玩家持有的現金。」"""
    s = empty(2)
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"], ["auto"]])
    bid(s, "p0", 1, 25000)
    bid(s, "p1", 2, 0)
    with pytest.raises(IllegalAction) as refusal:
        bid(s, "p0", 3, 6000)
    assert refusal.value.message_id == "stockpile-refuse-bid-range-over"   # from 0 to 3,000
    assert [refusal.value.message["args"][k]["money"] for k in ("low", "top")] == [0, 3000]
    with pytest.raises(IllegalAction) as refusal:
        bid(s, "p0", 1, 0)
    assert refusal.value.message == {'msg': 'stockpile-refuse-bid-own', 'args': {'pile': 1}}


def test_supply_and_action_refusals_say_what_is_allowed():
    """供應階段：「1 張面朝上、1 張面朝下放置」；行動階段：「這回合獲得的行動卡一定要在此階段全部打出。」"""
    s = GAME.new(["p0", "p1", "p2"], 5, {"start": 1})
    a, b = s.hand[0]
    s.apply("p0", {"type": "place", "card": a, "face": "up", "pile": 1})
    with pytest.raises(IllegalAction) as refusal:
        s.apply("p0", {"type": "place", "card": b, "face": "up", "pile": 1})
    assert refusal.value.message == {'msg': 'stockpile-refuse-place-up-used', 'args': {'piles': 3}}
    t = empty(3, investors={"p0": ["cramer"]})
    t.acts = [["boom", "bust"], [], []]
    sc.enter(t, "action")
    with pytest.raises(IllegalAction) as refusal:
        t.apply("p0", {"type": "done"})
    assert refusal.value.message_id == "stockpile-refuse-action-cramer"


def test_refusals_never_depend_on_anybody_s_secret():
    """隱藏資訊：「玩家在遊戲中獲得的股票要保持隱藏不可以被其他玩家看見」 — a refusal is the same text
    whatever the other players' hidden cards. (It is answered to the refused player alone, so it may
    say that they don't hold a card.)"""
    bogus = [{"type": "nope"}, {"type": "bid", "track": 1, "amount": 999},
             {"type": "bid", "track": 2, "amount": 0}, {"type": "place", "card": "cosmic", "face": "down", "pile": 9},
             {"type": "sell", "company": "nowhere"}, {"type": "claim", "shares": 99}, "not even a dict"]
    checked = 0
    for n, options in ((3, {"investors": True}), (2, {}), (5, {"side": "advanced"})):
        for step, (s, p, legal) in enumerate(random_walk(GAME, n, 21, options={"start": 1, **(options or {})})):
            if step % 3 == 0:
                for act in bogus:
                    if act in legal:
                        continue
                    texts = set()
                    for q in s.players:
                        if q == p:
                            continue
                        twin = s.vary_secrets(q, step)
                        with pytest.raises(IllegalAction) as err:
                            twin.apply(p, act)
                        texts.add(str(err.value))
                    with pytest.raises(IllegalAction) as err:
                        s.apply(p, act)
                    texts.add(str(err.value))
                    assert len(texts) == 1, texts
                    checked += 1
    assert checked > 100


# --- supply, cards and fees ---------------------------------------------------------------------

def test_every_market_card_is_accounted_for_through_whole_games():
    """「市場牌庫 (80張)」 — and 「這些卡片會面朝上的放在玩家面前」: an unpaid fee stays in front of the
    player (not in the discard pile) until it is paid. 「玩家放置米寶時不可選擇比你擁有的現金還要高的格子」:
    nobody's cash ever goes below zero."""
    for n, options in ((2, {}), (3, {"investors": True}), (4, {"side": "advanced"}), (5, {"rounds": 9})):
        walk = random_walk(GAME, n, 4, options={"start": 1, **(options or {})})
        for s, _, _ in walk:
            assert cards_in_play(s) == 80
            assert min(s.cash) >= 0          # bids never pass the cash; a fee that cannot be paid waits
        assert cards_in_play(walk.state) == 80


def test_an_unpaid_fee_card_waits_in_front_of_the_player_and_goes_to_the_discard_when_paid():
    """「如果玩家沒有足夠的現金來支付交易費用，那麼這些卡片會面朝上的放在玩家面前。一但玩家擁有足夠現金時，
    就必須立刻付清面前的交易費用。」"""
    s = empty(3)
    sc.enter(s, "demand", piles=[["cosmic", "fee3000"], ["bank"], ["epic"]], cash=[6000, 20000, 20000])
    bid(s, "p0", 1, 6000)
    bid(s, "p1", 2, 0)
    bid(s, "p2", 3, 0)
    assert s.unpaid[0] == [3000] and "fee3000" not in s.discard
    sc.set_price(s, "cosmic", 5)
    assert s.phase == "selling" and s.to_act() == ["p0"]
    s.apply("p0", {"type": "sell", "company": "cosmic"})
    assert s.unpaid[0] == [] and s.cash[0] == 2000 and s.discard.count("fee3000") == 1


def test_two_player_pays_both_piles_before_the_fees_so_cash_never_goes_negative():
    """需求階段 4.「玩家們根據自己競標米寶所在的格子支付費用給銀行，並且拿取該格交易區內所有的卡片。」
    then 5.「如果一個玩家拿取的交易區內有交易費用，該玩家必須立刻支付卡片上標示的金額」"""
    s = empty(2)
    sc.enter(s, "demand", piles=[["cosmic", "fee3000"], ["bank"], ["epic"], ["auto"]], cash=[10000, 30000])
    bid(s, "p0", 1, 6000)
    bid(s, "p1", 3, 0)
    bid(s, "p0", 2, 3000)
    bid(s, "p1", 4, 0)
    assert s.cash[0] == 1000 and s.unpaid[0] == [3000]


def test_sold_shares_go_face_up_to_the_discard_pile():
    """賣出階段：「依照股價目前的現值從銀行拿取金錢，然後將售出的股票面朝上放到棄牌堆。」"""
    s = empty(3)
    sc.holdings(s, "p0", {"labs": 1}, split={"labs": 1})
    sc.set_price(s, "labs", 4)
    sc.enter(s, "selling")
    s.apply("p0", {"type": "sell", "company": "labs"})
    s.apply("p0", {"type": "sell_split", "company": "labs"})
    assert s.discard[-2:] == ["labs", "labs"] and s.cash[0] == 20000 + 4000 + 8000


# --- splits ----------------------------------------------------------------------------------------

def test_resplit_pays_split_cards_even_without_new_shares_to_move():
    """「如果一間公司的股票分割時，有玩家的股票分割區已經擁有之前獲得的該公司股票，那麼股票分割區內每張該公司的
    股票都讓該玩家獲得$10,000，這些股票仍會保留在股票分割區。」"""
    s = empty(3)
    sc.set_price(s, "bank", 10)
    sc.holdings(s, "p2", split={"bank": 2})
    sc.holdings(s, "p1", {"bank": 1})
    s.pairs, s.public_pair, s.hidden_pairs = [[pair("bank", "+1")], [], []], None, []
    sc.enter(s, "movement")
    b = s.R.companies.index("bank")
    assert s.cash[2] == 40000 and s.split[2][b] == 2
    assert s.cash[1] == 20000 and s.split[1][b] == 1 and s.port[1][b] == 0   # first split: no payout


def test_resplit_money_pays_waiting_fees():
    """「一但玩家擁有足夠現金時，就必須立刻付清面前的交易費用。」 — also when the money is a re-split payout."""
    s = empty(3)
    sc.set_price(s, "bank", 10)
    sc.holdings(s, "p0", split={"bank": 1})
    s.cash[0], s.unpaid[0] = 0, [2000]
    s.pairs, s.public_pair, s.hidden_pairs = [[pair("bank", "+1")], [], []], None, []
    sc.enter(s, "movement")
    assert s.cash[0] == 8000 and s.unpaid[0] == []


# --- end of round and end of game -------------------------------------------------------------

def test_deborah_names_a_company_also_at_the_end_of_the_last_round_before_the_final_count():
    """分紅的黛博拉：「在每一回合結束時，你可以指定一間公司，所有擁有該公司股票的玩家，每張股票可以讓玩家獲得$1,000。」"""
    s = empty(3, investors={"p1": ["deborah"]})
    sc.holdings(s, "p1", {"epic": 2})
    s.round = s.rounds_total
    s.cash = [0, 0, 0]
    s.pairs, s.public_pair, s.hidden_pairs = [[], [], []], None, []
    sc.enter(s, "movement")
    assert s.phase == "round_end" and s.to_act() == ["p1"]
    s.apply("p1", {"type": "dividend", "company": "epic"})
    s.apply("p1", {"type": "claim", "shares": 2})
    assert s.is_over()
    assert s.scores()["p1"] == 2000 + 10000 + 2 * 5000     # payout, sole majority, liquidation


def test_nobody_with_zero_shares_gets_a_majority_bonus_and_a_three_way_tie_pays_5000_each():
    """「持有該公司股票數量最多的玩家即為該公司的最大股東。」「每間公司的最大股東獲得獎勵$10,000，如果平手，
    所有平手的玩家獲得獎勵$5,000。」 — holding none of a company is not holding the most of it."""
    s = empty(3)
    for p in s.players:
        sc.holdings(s, p, {"auto": 1})
    sc.holdings(s, "p0", {"auto": 1, "steel": 1})
    s.round = s.rounds_total
    s.cash = [0, 0, 0]
    sc.set_price(s, "auto", 1)
    sc.set_price(s, "steel", 1)
    s.pairs, s.public_pair, s.hidden_pairs = [[], [], []], None, []
    sc.enter(s, "movement")
    assert s.majority_bonuses() == [15000, 5000, 5000]
    assert s.scores() == {"p0": 15000 + 2000, "p1": 5000 + 1000, "p2": 5000 + 1000}


def test_the_start_player_marker_goes_round_the_table_once_a_round():
    """「每一回合結束時，擁有起始標記的玩家將標記傳給左手邊的玩家。」"""
    starts = []
    for s, _, _ in random_walk(GAME, 3, 2, options={"start": 1, "rounds": 4}):
        if s.round > len(starts):
            starts.append(s.players[s.start])
    assert starts == ["p0", "p1", "p2", "p0"]


# --- investors ---------------------------------------------------------------------------------

def test_bill_starts_with_the_most_money_in_both_tables():
    """億萬富翁比爾：「沒有特殊能力，但在遊戲開始時擁有最多金錢。」"""
    inv = rules().investors
    assert max(inv, key=lambda k: inv[k].cash) == "bill"
    assert max(inv, key=lambda k: inv[k].cash_two_player) == "bill"
    assert sorted(i.cash for i in inv.values())[-2] < inv["bill"].cash


def test_two_player_cash_table_is_the_rule_text():
    """「億萬富翁比爾 $35K 鑲金的葛拉漢 $6K 捐客伯尼 $16K 特立獨行的馬克 $22K 瘋狂的克拉默 $12K
    消息靈通的瑪莎 $20K 凹折扣的唐納德 $4K 神秘的史都華 $16K 分紅的黛博拉 $14K 睿智的巴菲特 $23K」"""
    table = {k: v.cash_two_player for k, v in rules().investors.items()}
    assert table == {"bill": 35000, "graham": 6000, "bernie": 16000, "mark": 22000, "cramer": 12000,
                     "martha": 20000, "donald": 4000, "stuart": 16000, "deborah": 14000, "warren": 23000}


def test_steel_dividend_spaces_pay_when_a_boom_card_moves_it_up():
    """進階圖板：「當此公司的股價升值（從左到右）穿過或停留在有標示的格子上時，每位擁有這間公司股票的玩家，
    每有一張股票就從銀行獲得$1,000 股利。」 — whatever moves it (here a Boom card in the action phase)."""
    s = empty(3, options={"side": "advanced"})
    st = s.R.companies.index("steel")
    s.price[st] = 4
    sc.holdings(s, "p2", {"steel": 1})
    s.acts = [["boom"], [], []]
    sc.enter(s, "action")
    s.apply("p0", {"type": "boom", "company": "steel"})      # 4 -> 5 ($) -> 6
    assert s.claim is not None and s.to_act() == ["p2"]
    s.apply("p2", {"type": "claim", "shares": 1})
    assert s.price[st] == 6 and s.cash[2] == 21000


def test_advanced_board_tracks_are_the_readme_data():
    """「如果一個股票破產，那麼將該股票的股價移回到它黑色圓圈的起始預設值。如果一個股票被分割，那麼將該股票的股價
    移動到八邊形圈住的數值。」 — the tracks as data (provisional, from the rules README)."""
    R = rules()
    tracks = {k: R.boards["advanced"][c] for c, k in enumerate(R.companies)}
    expect = {
        "cosmic": ((1, 3, 5, 7, 9), 2, 2),
        "bank": ((1, 2, 3, 4, 5, 6), 4, 3),
        "labs": (tuple(range(1, 11)), 4, 5),
        "auto": ((1, 3, 5, 7, 9, 11, 13), 2, 3),
        "steel": ((1, 1, 2, 2, 3, 3, 4, 4, 5, 5), 8, 4),
        "epic": ((1, 3, 4, 5, 5, 6, 6, 7, 8, 10), 4, 3),
    }
    for key, (values, start, split) in expect.items():
        t = tracks[key]
        assert (t.values, t.start, t.split) == (values, start, split), key
        assert (t.dividend_spaces == frozenset({1, 3, 5, 7, 9})) == (key == "steel")
    assert R.raw.boards["advanced"].provisional and R.board_dividend["advanced"] == 1000
    for t in R.boards["standard"]:
        assert t.values == tuple(range(1, 11)) and t.values[t.start] == 5 and t.values[t.split] == 6


def test_mark_moves_a_face_down_card_warren_has_not_seen_into_the_pile_he_looked_at():
    """投資客範例：「睿智的巴菲特是起始玩家，在需求階段開始前，他使用他的能力查看一個交易區內所有面朝下的卡片。
    接著換特立獨行的馬克，他使用他的能力移動一張面朝下的卡片到睿智的巴菲特剛剛看過的交易區。」"""
    piles = [sc.pile("cosmic", "bank", down={1: 2}), sc.pile("labs", "fee3000", down={1: 2}), ["epic"]]
    s = sc.make(3, investors={"p0": ["warren"], "p1": ["mark"]})
    sc.enter(s, "predemand", piles=piles)
    s.apply("p0", {"type": "look", "pile": 1})
    s.apply("p1", {"type": "move_card", "pile": 2, "card": 2, "to": 1})
    seen = s.view("p0")["piles"][0]
    assert seen[1] == {"up": False, "card": "bank"} and seen[2] == {"up": False}
    assert s.view("p2")["piles"][0][2] == {"up": False, "card": "fee3000"}   # its owner still knows it
    assert s.phase == "demand"


def test_rebids_continue_clockwise_from_the_last_bidder():
    """「出價被超過的玩家必須收回他的米寶，並且等再次輪到他時再度競標。」「如果有多位玩家必須再度競標，那麼依照
    回合順位順時針進行。」 — the turn goes on round the table from whoever bid last (our reading: it does not
    restart at the start player)."""
    s = empty(4)
    sc.enter(s, "demand", piles=[["cosmic"], ["bank"], ["epic"], ["auto"]])
    bid(s, "p0", 1, 1000)
    bid(s, "p1", 1, 3000)       # p0 outbid
    bid(s, "p2", 2, 1000)
    bid(s, "p3", 2, 3000)       # p2 outbid; everyone has placed once
    assert s.to_act() == ["p0"]
    bid(s, "p0", 2, 6000)       # p3 outbid
    assert s.to_act() == ["p2"]
    bid(s, "p2", 2, 10000)      # p0 outbid; p3 and p0 wait: after p2 comes p3
    assert s.to_act() == ["p3"]
    bid(s, "p3", 3, 0)
    assert s.to_act() == ["p0"]
    bid(s, "p0", 4, 0)
    assert s.phase != "demand"


def test_martha_refusals_say_what_she_may_do():
    """消息靈通的瑪莎：「每個回合一次，在需求階段的任何時候，你可以查看任一個玩家的公司卡與預測卡。」
    「如果玩家人數少於五人，你可以不查看玩家的卡片，改為查看主圖板旁面朝下的公司卡與預測卡各一張。」"""
    s5 = empty(5, investors={"p0": ["martha"]})
    sc.enter(s5, "demand", piles=[["cosmic"]] * 5)
    with pytest.raises(IllegalAction) as err:
        s5.apply("p0", {"type": "peek", "player": "p0", "pair": 1})
    assert "another player's pair" in str(err.value) and "face-down" not in str(err.value)
    s3 = empty(3, investors={"p0": ["martha"]})
    sc.enter(s3, "demand", piles=[["cosmic"]] * 3)
    with pytest.raises(IllegalAction) as refusal:
        s3.apply("p0", {"type": "peek_facedown", "pair": 9})
    assert refusal.value.message_id == "stockpile-refuse-martha-facedown"
    s3.apply("p0", {"type": "peek", "player": "p1", "pair": 1})
    with pytest.raises(IllegalAction) as refusal:
        s3.apply("p0", {"type": "peek", "player": "p2", "pair": 1})
    assert refusal.value.message_id == "stockpile-refuse-martha-used"
