"""Rules audit: each test names the sentence of the rule text (seeds/futures_ja.txt) it checks.

The other test files cover the worked examples one by one; this file adds the rules that were
only implied there: the turn order over a whole game, the NPC over nine rounds, what each price
move counts, BURST edge cases, the best choice at the final settlement, the fourth marker's
conditions, the money examples and the Q&A, refusals and the public narration.
"""
import itertools
import random

import pytest

from games.base import english
from games import GAMES
from games.base import IllegalAction
from games.futures import market
from games.futures.cards import label
from games.futures.state import NPC
from random_play import play_out

GAME = GAMES["futures"]
RED, BLUE, YELLOW, PURPLE = 0, 1, 2, 3
ALL_LABELS = [f"{c} {s}" for c in ("CORN", "RICE", "PEPPER") for s in ("UP", "DOWN")]


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1})   # seat 1 starts: the examples follow it


def row(state, value):
    return state.ladder.index(value)


def passive(player, legal):
    """Place/reveal the first option, then pass; pass the first card at carry-over."""
    return next((a for a in legal if a["type"] == "pass"), legal[0])


def at_action_step(n=4, seed=7):
    state = make(n, seed)
    state.apply("p0", state.legal_actions("p0")[0])
    assert state.step == "act"
    return state


# --- 所持金: the money examples (track card + board) and the Q&A ---------------------------
@pytest.mark.parametrize("before,opened,now,after", [
    (72, 18, 23, 77),     # 赤 72金から5金を得ました
    (81, 21, 15, 75),     # 青 81金から6金を失いました
    (77, 18, 23, 82),     # 赤 77金から5金を受け取りました (the track card wraps at 10)
    (75, 23, 18, 70),     # 青 75金から5金を支払いました (the track card reaches -10)
    (148, 18, 23, 153),   # Q&A: beyond 150 is simply kept on record
    (-48, 21, 15, -54),   # Q&A: below -50 too; no interest on negative money
])
def test_money_is_one_plain_number_without_limits(before, opened, now, after):
    state = at_action_step()
    state.money[RED] = before
    state.markers = [[RED, "corn", "up", row(state, opened)]]
    state.prices["corn"] = row(state, now)
    state.apply("p0", {"type": "settle", "commodity": "corn", "side": "up", "price": opened})
    assert state.money[RED] == after
    assert state.view(None)["money"]["p0"] == after


# --- ゲームの手順: turn order, start player, SP marker, round count --------------------------
def turns_of(n, chooser=passive, seed=7):
    """(round, phase, player, sp) for every turn of a whole game."""
    state = make(n, seed)
    turns = []
    while not state.is_over():
        player = state.to_act()[0]
        if state.phase in ("early", "late") and (not turns or turns[-1][:3] != (state.round, state.phase, player)):
            turns.append((state.round, state.phase, player, state.sp))
        state.apply(player, chooser(player, state.legal_actions(player)))
    return state, turns


@pytest.mark.parametrize("n,rounds", [(3, 9), (4, 8)])
def test_turn_order_every_round_and_the_sp_marker_laps(n, rounds):
    # ①前期取引 スタートプレイヤーから時計回り; ③後期取引 スタートプレイヤーの右隣から反時計回り;
    # ⑤-3) SPマーカーを左隣へ; 4人 8ラウンド (2周), 3人 9ラウンド (3周).
    state, turns = turns_of(n)
    assert state.round == rounds
    for r in range(1, rounds + 1):
        sp = (r - 1) % n                     # the first seat starts, then the marker goes left (seat + 1)
        early = [p for (rr, ph, p, s) in turns if rr == r and ph == "early"]
        late = [p for (rr, ph, p, s) in turns if rr == r and ph == "late"]
        assert {s for (rr, _, _, s) in turns if rr == r} == {sp}
        assert early == [f"p{(sp + i) % n}" for i in range(n)]
        assert late == [f"p{(sp - 1 - i) % n}" for i in range(n)]
        assert late[-1] == f"p{sp}"          # the start player is last in late trading
    assert rounds == {3: 3, 4: 2}[n] * n      # the SP marker goes round 3 times (3p) or twice (4p)


# --- NPC (3 players) -----------------------------------------------------------------------
def test_npc_over_the_nine_rounds():
    # ⑥ NPCを場札の左端のカードの下に; ①前期取引の最初に山札の上から1枚を伏せたまま NPC の場札に;
    # ⑤-3) NPCを右隣のカードに; 6ラウンド目終了時は左端へ.
    state = make(3)
    seen = []
    while not state.is_over():
        if state.phase == "early" and state.pos == 0 and state.step == "card":
            slot = state.npc_slot
            seen.append(slot)
            assert state.field_owner[slot] == NPC and state.field_down[slot] is not None
            assert [o for o in state.field_owner if o is not None] == [NPC]   # only the NPC's card so far
            assert state.view(None)["npc_slot"] == slot + 1
            assert all(a["slot"] != slot + 1 for a in state.legal_actions("p" + str(state.sp)) if a["type"] == "place")
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    assert seen == [0, 1, 2, 3, 4, 5, 0, 1, 2]


def test_npc_card_comes_from_the_top_of_the_deck():
    state = make(3)
    # finish round 1, then check the NPC's card of round 2 is the deck's top card after the draws
    while state.phase != "carry":
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    top = state.deck[-1]
    for player in list(state.to_act()):
        state.apply(player, state.legal_actions(player)[0])
    assert state.field_down[state.npc_slot] == top


def test_four_players_have_no_npc():
    state, _ = turns_of(4)
    assert state.npc_slot is None and NPC not in state.field_owner


# --- 相場変動: what each move counts ------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4])
def test_mid_move_counts_exactly_the_two_face_up_cards_every_round(n):
    # ② 全プレイヤーが前期取引を終えると 4枚の伏せられたカードと 2枚の公開されたカード
    state = make(n)
    while not state.is_over():
        phase = state.phase
        uncovered = [c for c, d in zip(state.field_top, state.field_down) if d is None]
        before = dict(state.prices)
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
        if phase == "early" and state.phase == "late":
            assert state.last_move["kind"] == "mid"
            assert len(state.last_move["cards"]) == 2
            assert sorted(state.last_move["cards"]) == sorted(uncovered)
            assert sum(d is not None for d in state.field_down) == 4
            if not state.last_move["bursts"]:
                moves = state.last_move["moves"]
                assert all(state.prices[c] == before[c] + moves[c] for c in state.commodities)
        if phase == "late" and state.phase != "late":
            assert state.last_move["kind"] == "period-end"
            assert state.last_move["cards"] == state.field_top and len(state.field_top) == 6
            assert all(d is None for d in state.field_down)


def test_three_player_period_end_counts_the_npc_card_and_the_last_card_turned_by_the_game():
    # ③ 3人プレイの場合、このフェイズの最後に1枚残った伏せカードを開きます; ④ 公開された6枚で
    state = make(3)
    state.field_top = ["rice_up"] * 6
    state.field_down[0] = "pepper_down"                      # the NPC's card on slot 1
    state.prices = dict.fromkeys(state.commodities, state.start_row)
    state.hands = [["corn_up"] * 5 for _ in range(3)]
    for slot in (2, 3, 4):
        player = state.to_act()[0]
        state.apply(player, {"type": "place", "card": "corn_up", "slot": slot})
        state.apply(player, {"type": "pass"})
    assert state.last_move["cards"] == ["rice_up", "rice_up"]  # slots 5 and 6 only
    mid = dict(state.prices)
    # late trading: reveal slots 2, 3 and the NPC's slot 1; slot 4 is left for the game to turn
    for slot in (2, 3, 1):
        player = state.to_act()[0]
        state.apply(player, {"type": "reveal", "slot": slot})
        state.apply(player, {"type": "pass"})
    assert state.field_top == ["pepper_down", "corn_up", "corn_up", "corn_up", "rice_up", "rice_up"]
    assert state.prices["corn"] == mid["corn"] + 3
    assert state.prices["rice"] == mid["rice"] + 2          # the two that also counted in the mid move
    assert state.prices["pepper"] == mid["pepper"] - 1      # the NPC's card counts
    assert state.phase == "carry"


def test_a_covered_face_up_card_counts_in_neither_move():
    # ③ 公開して同じ場所に重ねます: the revealed card replaces the one it covered
    state = make(4)
    state.field_top = ["pepper_down"] * 4 + ["corn_up", "rice_down"]
    state.prices = dict.fromkeys(state.commodities, state.start_row)
    state.hands = [["rice_up"] * 5 for _ in range(4)]
    for slot in (1, 2, 3, 4):
        player = state.to_act()[0]
        state.apply(player, {"type": "place", "card": "rice_up", "slot": slot})
        state.apply(player, {"type": "pass"})
    assert market.price(state, "pepper") == 25                  # PEPPER DOWNs are covered
    for _ in range(4):
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[0])
        state.apply(player, {"type": "pass"})
    # period end: RICE UP x4, RICE DOWN, CORN UP; no PEPPER DOWN any more
    assert market.price(state, "pepper") == 25
    assert state.prices["rice"] == state.start_row - 1 + 3
    assert state.prices["corn"] == state.start_row + 2


# --- 強制決済 (BURST) -----------------------------------------------------------------------
def test_two_commodities_burst_in_the_same_move():
    state = make()
    state.money = [0, 0, 0, 0]
    state.prices.update(corn=row(state, 46), pepper=row(state, 8))
    state.markers = [[RED, "corn", "down", row(state, 38)], [BLUE, "pepper", "up", row(state, 15)],
                     [YELLOW, "rice", "up", row(state, 25)]]
    market.move_prices(state, ["corn_up", "corn_up", "pepper_down", "pepper_down", "pepper_down"], "period-end")
    assert sorted(state.last_move["bursts"]) == ["corn", "pepper"]
    assert state.money[RED] == -12 and state.money[BLUE] == -15     # 38-50, 0-15: no overshoot beyond
    assert state.markers == [[YELLOW, "rice", "up", row(state, 25)]]
    assert market.price(state, "corn") == 25 and market.price(state, "pepper") == 25


def test_burst_from_exactly_one_row_away_and_the_edge_price_is_used():
    # 上限(50)または下限(0)まで達した(または超過した)場合 ... 超過分の追加移動はありません
    for start, cards, edge in ((46, ["rice_up"], 50), (46, ["rice_up"] * 4, 50),
                               (4, ["rice_down"], 0), (4, ["rice_down"] * 6, 0)):
        state = make()
        state.money = [0, 0, 0, 0]
        state.prices["rice"] = row(state, start)
        opened = 25
        state.markers = [[RED, "rice", "up", row(state, opened)], [BLUE, "rice", "down", row(state, opened)]]
        market.move_prices(state, cards, "mid")
        debt_up, debt_down = min(0, edge - opened), min(0, opened - edge)
        assert (state.money[RED], state.money[BLUE]) == (debt_up, debt_down)
        assert market.price(state, "rice") == 25 and state.markers == []


def test_no_burst_one_row_short_of_either_edge():
    state = make()
    state.prices.update(corn=row(state, 42), rice=row(state, 8))
    state.markers = [[RED, "corn", "down", row(state, 25)], [RED, "rice", "up", row(state, 25)]]
    market.move_prices(state, ["corn_up", "rice_down"], "mid")
    assert (market.price(state, "corn"), market.price(state, "rice")) == (46, 4)
    assert len(state.markers) == 2 and state.last_move["bursts"] == []


def test_mid_burst_then_the_period_end_move_starts_from_25_and_counts_the_mid_cards_again():
    state = make()
    state.field_top = ["corn_down", "corn_down", "rice_up", "rice_up", "rice_up", "rice_up"]
    state.prices["corn"] = row(state, 4)
    state.hands = [["rice_up"] * 5 for _ in range(4)]
    for slot in (3, 4, 5, 6):
        player = state.to_act()[0]
        state.apply(player, {"type": "place", "card": "rice_up", "slot": slot})
        state.apply(player, {"type": "pass"})
    assert state.last_move["bursts"] == ["corn"] and market.price(state, "corn") == 25
    for _ in range(4):
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[0])
        state.apply(player, {"type": "pass"})
    assert market.price(state, "corn") == 21                 # 25, two rows down


def test_burst_in_the_last_period_end_comes_before_the_final_settlement():
    state = make()
    while not (state.round == state.rounds and state.phase == "late"):
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    state.field_top = ["pepper_down"] * 6
    state.field_down = [None if d is None else "pepper_down" for d in state.field_down]
    state.prices["pepper"] = row(state, 8)
    state.markers = [[RED, "pepper", "down", row(state, 25)], [RED, "corn", "up", state.prices["corn"]]]
    money = list(state.money)
    for _ in range(4):
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[0])
        state.apply(player, {"type": "pass"})
    assert state.is_over()
    assert state.final[RED]["markers"] == 1                  # the PEPPER marker was already force-settled
    assert state.money[RED] == money[RED] + 1                # +1 pass, the DOWN gain of 25 is lost


# --- 全ラウンド終了後の処理: the two normal settlements are the best ones ---------------------
def best_by_hand(state, seat):
    """The best result over every choice of at most two markers settled normally."""
    values = [market.settle_value(state, m) for m in state.markers if m[0] == seat]
    limit = state.data.rules.final_normal_settlements
    best = None
    for k in range(min(limit, len(values)) + 1):
        for chosen in itertools.combinations(range(len(values)), k):
            total = sum(v if i in chosen else min(v, 0) for i, v in enumerate(values))
            best = total if best is None else max(best, total)
    return best or 0


@pytest.mark.parametrize("seed", range(40))
def test_final_settlement_takes_the_best_choice_the_text_allows(seed):
    # 2つのマーカーまで決済を行うことができます; 3つ目以降は配当なし、債務は支払う
    rng = random.Random(seed)
    state = make()
    state.money = [0, 0, 0, 0]
    state.prices = {c: rng.randrange(1, state.top_row) for c in state.commodities}
    state.markers = [[rng.randrange(4), rng.choice(state.commodities), rng.choice(["up", "down"]),
                      rng.randrange(1, state.top_row)] for _ in range(rng.randrange(0, 12))]
    expected = [best_by_hand(state, seat) for seat in range(4)]
    market.final_settlement(state)
    assert state.money == expected
    assert state.markers == []


# --- 4個目の取引マーカー ------------------------------------------------------------------
def test_fourth_marker_may_be_bought_in_the_card_step_of_either_trading_phase():
    # 自分の手番中であれば、アクションを消費せずに
    state = make()
    state.money[RED] = 5
    state.apply("p0", {"type": "buy_marker"})
    assert state.money[RED] == 0 and state.owned[RED] == 4
    assert state.step == "card" and state.to_act() == ["p0"]      # still to place the card
    assert {a["type"] for a in state.legal_actions("p0")} == {"place"}
    state.apply("p0", state.legal_actions("p0")[0])
    assert state.actions_left == 1
    # late trading: p3 buys before revealing
    while state.phase != "late":
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    assert state.to_act() == ["p3"] and state.step == "card"
    state.money[PURPLE] = 7
    state.apply("p3", {"type": "buy_marker"})
    assert state.step == "card" and state.owned[PURPLE] == 4 and state.money[PURPLE] == 2


def test_fourth_marker_refusals_say_why():
    # 所持金が5金に満たない場合は購入できません; 2つ以上の購入はできません
    state = at_action_step()
    state.money[RED] = 4
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p0", {"type": "buy_marker"})
    assert "$5" in str(refusal.value) and "$4" in str(refusal.value)
    state.money[RED] = 5
    state.apply("p0", {"type": "buy_marker"})
    state.money[RED] = 50
    before = state.dump()
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p0", {"type": "buy_marker"})
    assert refusal.value.message_id == "futures-refuse-bought"
    assert state.dump() == before


def test_fourth_marker_not_off_turn_and_not_at_carry_over():
    state = make()
    state.money = [9, 9, 9, 9]
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p1", {"type": "buy_marker"})
    assert "<@p0>" in str(refusal.value)
    while state.phase != "carry":
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    state.money = [9, 9, 9, 9]
    assert all({"type": "buy_marker"} not in state.legal_actions(p) for p in state.players)


def test_a_bought_marker_survives_burst_and_settlement():
    # 強制決済が行われた取引マーカーは、すべて各プレイヤーの手元に戻り
    state = at_action_step()
    state.money[RED] = 5
    state.apply("p0", {"type": "buy_marker"})
    state.markers = [[RED, "corn", "up", 5]] * 4
    state.prices["corn"] = 1
    market.move_prices(state, ["corn_down"], "mid")
    assert state.free_markers(RED) == 4


# --- アクションの追加 -------------------------------------------------------------------------
def test_discarded_cards_leave_the_game_and_only_their_count_is_shown():
    # 捨て札はそのゲームから除外されます; Q&A 捨て札は確認できません
    state = at_action_step()
    pair = sorted(state.hands[RED][:2])
    state.apply("p0", {"type": "discard", "cards": pair})
    view = state.view(None)
    assert view["discard_count"] == 2 and "discards" not in view
    assert state.discards == pair
    while not state.is_over():             # nothing ever brings them back
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    assert state.discards == pair


def test_extra_actions_are_only_for_this_phase():
    state = at_action_step()
    state.apply("p0", {"type": "discard", "cards": sorted(state.hands[RED][:2])})
    state.apply("p0", {"type": "pass"})
    state.apply("p0", {"type": "pass"})
    while state.to_act() != ["p0"]:
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    state.apply("p0", state.legal_actions("p0")[0])
    assert state.actions_left == 1


# --- carry-over to the left in 3 players ------------------------------------------------------
def test_three_player_carry_over_passes_to_the_left_and_wraps():
    state = make(3)
    while state.phase != "carry":
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    given = {}
    for seat in (2, 0, 1):
        card = state.hands[seat][0]
        given[seat] = card
        state.apply(f"p{seat}", {"type": "pass_card", "card": card})
    counts = [sorted(h) for h in state.hands]
    assert given[2] in counts[0] and given[0] in counts[1] and given[1] in counts[2]
    assert state.sp == 1


# --- refusals and what the table hears -----------------------------------------------------
def test_refusals_name_what_is_allowed_and_no_card():
    state = at_action_step()
    state.markers = [[RED, "corn", "up", row(state, 25)]]
    cases = {
        "settle": ({"type": "settle", "commodity": "rice", "side": "up", "price": 25}, "CORN UP from 25"),
        "trade": ({"type": "trade", "commodity": "gold", "side": "up"}, "CORN, RICE or PEPPER"),
        "discard": ({"type": "discard", "cards": ["x", "y"]}, "discard 2 cards you hold"),
        "other": ({"type": "bid"}, "pass (+$1)"),
    }
    for bad, expected in cases.values():
        with pytest.raises(IllegalAction) as refusal:
            state.apply("p0", bad)
        text = str(refusal.value)
        assert expected in text and text.endswith(".")
    state.markers = [[RED, "corn", "up", 5]] * 3
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p0", {"type": "trade", "commodity": "rice", "side": "up"})
    assert refusal.value.message_id == "futures-refuse-no-free-marker"


def test_carry_over_refusal_does_not_list_the_hand():
    state = make()
    while state.phase != "carry":
        player = state.to_act()[0]
        state.apply(player, passive(player, state.legal_actions(player)))
    with pytest.raises(IllegalAction) as refusal:
        state.apply("p0", {"type": "pass_card", "card": "nothing"})
    assert not any(lab in str(refusal.value) for lab in ALL_LABELS)
    assert "to the left" in str(refusal.value)


@pytest.mark.parametrize("n", [3, 4])
def test_public_events_and_refusals_do_not_depend_on_anyones_secrets(n):
    """Apply the same action to the state and to copies where one player's secrets differ:
    the table hears the same thing (except when a card is revealed, which is public by design)."""
    bogus = [{"type": "pass_card", "card": "x"}, {"type": "place", "card": "x", "slot": 9},
             {"type": "discard", "cards": ["x", "y"]}, {"type": "settle", "commodity": "corn", "side": "up",
                                                         "price": 3}, {"type": "buy_marker"}, {"type": "x"}]

    def checked(state, player, legal, rng):
        """The random move, once the copies of the state with other secrets agreed with it."""
        action = rng.choice(legal)
        for q in state.players:
            other = state.vary_secrets(q, rng.randrange(1 << 20))
            for bad in bogus:
                if bad in state.legal_actions(player):
                    continue
                with pytest.raises(IllegalAction) as one:
                    state.copy().apply(player, bad)
                with pytest.raises(IllegalAction) as two:
                    other.apply(player, bad)
                assert str(one.value) == str(two.value)
            if q == player or action["type"] == "reveal" or action not in other.legal_actions(player):
                continue
            ends_late = state.phase == "late"
            mine = state.copy()
            ev1 = [english(e) for e in mine.apply(player, action) if e["to"] is None]
            ev2 = [english(e) for e in other.apply(player, action) if e["to"] is None]
            if ends_late and mine.phase != "late":
                continue                 # the last card and the period-end move are public by design
            assert ev1 == ev2
            assert mine.view(None) == other.view(None)
        return action

    play_out(GAME, n, 5, state=make(n, seed=5), rng=random.Random(n), chooser=checked)
