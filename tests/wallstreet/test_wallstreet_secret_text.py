"""secret_text: a player's shares, market cards, the hidden back of their capital card and a
face-down exchange answer, in words for a DM."""
from __future__ import annotations



from games import GAMES

GAME = GAMES["wallstreet"]


def test_names_shares_market_cards_and_the_capital_card(ws):
    state = ws.table(3)
    corn, steel, gold = ws.plain("corn", 1), ws.plain("steel", 2), ws.find("golden")
    double = ws.find("stock", stock="oil", double=True)
    boom = ws.find("market", effect="boom")
    state.shares[0] = [corn, steel, corn, gold, double]
    state.market[0] = [boom]
    state.capital_card[0] = 0            # corn, 3 points
    text = state.secret_text("p0")
    points = ws.cat.cards[boom]["points"]
    assert text.startswith("Your shares: Corn ×2, Steel, Golden share, double Oil. ")
    assert f"Market cards: Boom ({points} point{'s' if points != 1 else ''})." in text
    assert "Capital card: hidden Corn share, 3 points." in text
    assert "Your score if the game ended now: " in text
    assert state.secret_text("p9") == ""


def test_the_double_corn_capital_card_and_no_shares(ws):
    state = ws.table(2)
    state.shares[1], state.market[1] = [], []
    state.capital_card[1] = 4
    text = state.secret_text("p1")
    assert text.startswith("Your shares: none. Capital card: hidden double Corn share, 0 points.")
    assert "Market cards" not in text


def test_a_face_down_exchange_answer_is_named_to_its_owner_only(ws):
    corn, steel, oil, gold = ws.plain("corn", 1), ws.plain("steel", 2), ws.plain("oil", 2), ws.find("golden")
    spots = [None, [ws.plain("corn", 1)], [ws.find("market", effect="exchange")]] + [[ws.plain("cotton", 1)]] * 2
    state = ws.table(4, spots=spots + [[corn]] * 3, pawns=[1, 3, 4, 5], deck=[ws.plain("cotton", 2)] * 3)
    state.shares = [[corn, gold], [steel, ws.plain("corn", 2)], [oil], [gold]]
    ws.play(state, "p0", {"type": "buy", "steps": 1}, {"type": "keep"})
    ws.play(state, "p0", {"type": "offer", "share": corn, "stock": "corn"})
    ws.play(state, "p2", {"type": "answer", "share": oil})
    assert f"Your face-down answer: {ws.cat.cards[oil]['name']}." in state.secret_text("p2")
    assert "face-down" not in state.secret_text("p1")
