"""What the table's record keeps: covered and discarded cards are not repeated during play; the
words a player types; the start DM and the end said once; names that fit the board."""
import random

from bot.moves import verbs
from games.base import english
from games import GAMES
from games.futures.cards import label
from random_play import random_walk

GAME = GAMES["futures"]


def make(n=4, seed=7):
    return GAME.new([f"p{i}" for i in range(n)], seed, {"start": 1})


def act_until(state, wanted, rng, limit=3000):
    """Random moves until `wanted(state, events)` is true; returns the events of that move."""
    for move in random_walk(GAME, state.players, 0, state=state, rng=rng, steps=limit).played():
        if wanted(state, move.events):
            return move.events
    raise AssertionError("never happened")


def test_a_pair_is_discarded_in_either_order():
    state = make()
    player = state.to_act()[0]
    state.apply(player, state.legal_actions(player)[0])         # the card step
    pair = next(a for a in state.legal_actions(player) if a["type"] == "discard" and len(set(a["cards"])) == 2)
    reversed_pair = {"type": "discard", "cards": list(reversed(pair["cards"]))}
    assert reversed_pair != pair
    state.apply(player, reversed_pair)
    assert state.discards == pair["cards"]


def test_card_names_are_typed_as_the_card_shows_them():
    state = make()
    player = state.to_act()[0]
    legal = state.legal_actions(player)
    card, slot = legal[0]["card"], legal[0]["slot"]
    words = label(card).lower().split()                      # "pepper up"
    assert verbs.match(legal, [*words, str(slot)]) == [legal[0]]
    state.apply(player, legal[0])
    legal = state.legal_actions(player)
    assert verbs.match([a for a in legal if a["type"] == "trade"], ["corn", "down"]) == \
        [{"type": "trade", "commodity": "corn", "side": "down"}]
    pair = next(a for a in legal if a["type"] == "discard" and len(set(a["cards"])) == 2)
    typed = [w for c in reversed(pair["cards"]) for w in label(c).lower().split()]
    assert verbs.match([a for a in legal if a["type"] == "discard"], typed) == [pair]


def test_the_record_never_repeats_a_covered_or_discarded_card():
    rng = random.Random(4)
    state = make(seed=4)
    kept = []

    def note(events):
        for e in events:
            if e["to"] is None and "record" in e:
                kept.append((english(e), english(e["record"])))

    note(state.opening_events)
    events = act_until(state, lambda s, ev: note(ev) or any("discards" in english(e) for e in ev), rng)
    act_until(state, lambda s, ev: note(ev) or s.round == 3, rng)
    told = [t for t, _ in kept]
    assert any("discards" in t for t in told) and any("reveals slot" in t for t in told)
    assert any("price move (" in t for t in told)
    every_card = {label(f"{c}_{s}") for c in ("corn", "rice", "pepper") for s in ("up", "down")}
    for text, record in kept:
        assert not any(card in record for card in every_card), record
        assert record != text
    assert any("discards two cards" in r for _, r in kept)
    assert events


def test_the_public_last_move_names_only_cards_still_face_up():
    rng = random.Random(2)
    state = make(seed=2)
    act_until(state, lambda s, ev: s.round == 2 and s.phase == "early" and any(d is not None for d in s.field_down),
              rng)
    move = state.view(None)["last_move"]
    covered = [i for i, d in enumerate(state.field_down) if d is not None]
    assert move["covered"] >= len(covered) > 0
    assert len(move["cards"]) == len(state.last_move["cards"]) - move["covered"]
    assert state.view(None)["last_move"] == state.view("p0")["last_move"]


def test_the_start_deals_the_hand_in_one_message_and_the_end_says_game_over_once():
    state = make()
    assert not any(e["to"] is not None for e in state.opening_events)     # the referee's secrets DM has it
    rng = random.Random(1)
    events = act_until(state, lambda s, ev: s.is_over(), rng, limit=20000)
    assert not any("Game over" in english(e) for e in events)             # the referee's closing line says it


def test_a_sixteen_character_name_ends_before_the_sp_mark():
    from render import futures as R
    from render.kit import text_width
    for name in ("W" * 16, "Maximilian Muster", "Bo"):
        label_, size = R._fitted_name(name)
        assert R.NAME_X + text_width(label_, size, True) <= R.MARK_RIGHT - text_width("WIN", 14, True) - 8
    assert R._fitted_name("Bo") == ("Bo", 19)
