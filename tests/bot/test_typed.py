"""Typed moves (bot/moves/typed.py): forms players write, refusals with reasons, parse-back, panels, undo."""
from __future__ import annotations

import random

import pytest

from bot.moves import steps, typed
from bot.referee.shapes import Refusal
from games import GAMES
from registry_tables import per_game, seats
from random_play import random_walk

PLAYERS = per_game({"qin": 2}, seats(3))      # every registered game; Qin also at its smallest table
OPTIONS = {"wallstreet": {"tycoons": True, "options": True}}


def decisions(key: str, seeds=range(2), limit: int = 150):
    game = GAMES[key]
    for seed in seeds:
        for state, player, legal in random_walk(game, PLAYERS[key], seed, options=OPTIONS.get(key, {}),
                                                first_to_act=True, steps=limit):
            yield game, state, player, legal


def play(key: str, seed: int, moves: int):
    """A seeded random game: (game, state) after `moves` moves (fewer if it ends before)."""
    for n, (game, state, _, _) in enumerate(decisions(key, seeds=[seed], limit=moves + 1)):
        if n == moves:
            break
    return game, state


def parse(game, state, line: str, player: str | None = None):
    words = line.split()
    return typed.parse(state, player or state.to_act()[0], words[0], words[1:], load=game.load)


@pytest.mark.parametrize("key", list(PLAYERS))
def test_every_legal_action_has_a_typed_form_that_parses_back(key: str) -> None:
    checked = 0
    for n, (game, state, player, legal) in enumerate(decisions(key)):
        if n % 7:
            continue
        for action, form in typed.typed_forms(state, player):
            words = form.split()
            assert typed.parse(state, player, words[0], words[1:], load=game.load) == action, form
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("key", list(PLAYERS))
def test_every_verb_in_play_is_listed(key: str) -> None:
    listed = set(typed.verbs_of(GAMES[key]))
    for _, _, _, legal in decisions(key):
        assert {a["type"].replace("_", "-") for a in legal} <= listed


def test_futures_card_names_any_order_and_language() -> None:
    game, state = play("futures", 1, 0)
    held = state.legal_actions(state.to_act()[0])[0]
    card, slot = held["card"], held["slot"]
    commodity, side = card.split("_")
    assert parse(game, state, f"/place {commodity} {side} {slot}") == held
    assert parse(game, state, f"/place {slot} {commodity.upper()} {side.upper()}") == held
    zh = typed.names_of(state, "place", "card", card)[1]
    assert parse(game, state, f"/place {zh} {slot}") == held
    with pytest.raises(Refusal) as refused:
        parse(game, state, "/place corn sideways 2")
    assert refused.value.message_id == "moves-not-allowed" and "Closest allowed" in str(refused.value)


def test_acquire_buys_several_shares_as_one_move() -> None:
    for game, state, player, legal in decisions("acquire", seeds=[3]):
        buys = [a for a in legal if a["type"] == "buy"]
        if buys and state.bought == 0:
            break
    name = buys[0]["chain"]
    action = parse(game, state, f"/buy 2 {name.lower()}")
    assert action == {"type": "buy", "chains": [name, name]}
    assert parse(game, state, f"/buy {name} 2") == action == parse(game, state, f"/buy {name} {name}")
    zh = typed.names_of(state, "buy", "chain", name)[1]
    assert parse(game, state, f"/buy {zh}") == buys[0]
    cash = state.cash[state.seat[player]]
    events = state.apply(player, action)
    assert [e["msg"] for e in events].count("acquire-buy-several") == 1
    assert state.bought == 2 and state.cash[state.seat[player]] < cash
    with pytest.raises(Exception):
        state.apply(player, {"type": "buy", "chains": [name, name]})      # a fourth share: refused
    assert state.bought == 2


def test_qin_tile_either_way_round_is_played_as_the_game_accepts() -> None:
    for seed in range(20):
        game, state = play("qin", seed, 0)
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        mixed = next((a for a in legal if a["tile"][0] != a["tile"][1]), None)
        if mixed is not None:
            break
    double = next((a for a in legal if a["tile"][0] == a["tile"][1]), None)
    first, second = mixed["cells"]
    flipped = parse(game, state, f"/place {mixed['tile'][::-1]} {second} {first}")
    trial = game.load(state.dump())
    trial.apply(player, flipped)                                           # the game accepts it
    if double is not None:
        assert parse(game, state, f"/place {double['tile']} {double['cells'][1]} {double['cells'][0]}") == double


def test_not_your_move_names_who_is_awaited() -> None:
    game, state = play("acquire", 1, 0)
    waiting = state.to_act()[0]
    other = next(p for p in state.players if p != waiting)
    with pytest.raises(Refusal) as refused:
        parse(game, state, "/done", player=other)
    assert refused.value.message_id == "moves-not-your-move" and f"<@{waiting}>" in str(refused.value)


def test_a_verb_of_another_phase_says_what_is_allowed() -> None:
    game, state = play("stockpile", 1, 0)
    with pytest.raises(Refusal) as refused:
        parse(game, state, "/bid 2 6000")
    assert refused.value.message_id == "moves-not-now" and "`/place" in str(refused.value)


@pytest.mark.parametrize("key", list(PLAYERS))
def test_suggestions_are_at_most_25_and_parse_back(key: str) -> None:
    game, state = play(key, 2, 3)
    player = state.to_act()[0]
    found = typed.suggest(state, player, "")
    assert 0 < len(found) <= 25
    for _, form in found[:5]:
        words = form.split()
        assert typed.parse(state, player, words[0], words[1:], load=game.load) in state.legal_actions(player)
    label, form = found[-1]
    assert typed.suggest(state, player, form)[0][1] == form


@pytest.mark.parametrize("key", list(PLAYERS))
def test_step_panels_fit_one_page_in_95_percent_of_decisions(key: str) -> None:
    total = fitting = 0
    rng = random.Random(9)
    for _, state, _, legal in decisions(key, seeds=range(3), limit=300):
        total += 1
        fitting += steps.fits(state, legal, rng.choice(legal))
    assert fitting / total >= 0.95


def test_qin_asks_the_tile_then_the_squares() -> None:
    _, state = play("qin", 1, 0)
    legal = state.legal_actions(state.to_act()[0])
    first = steps.panel(state, legal, [])
    assert len(legal) > 25 and all(o.action is None for o in first) and len(first) <= 25
    chosen = [first[0].key]
    while True:
        options = steps.panel(state, legal, chosen)
        assert 0 < len(options) <= 25
        if options[0].action is not None:
            break
        chosen.append(options[0].key)
    assert all(o.action["tile"] == first[0].key for o in options)


UNDO = {   # per game: (a move type that can be taken back, one that never can)
    "stockpile": ("sell", "claim"),
    "acquire": ("found", "place"),
    "futures": ("trade", "reveal"),
    "wallstreet": ("flip", "discard"),
}


@pytest.mark.parametrize("key", list(UNDO))
def test_undoable_allows_quiet_moves_and_refuses_revealing_ones(key: str) -> None:
    quiet, loud = UNDO[key]
    seen = {quiet: False, loud: False}
    for game, state, player, legal in decisions(key, seeds=range(3), limit=400):
        for action in legal:
            if action["type"] == loud:
                assert not state.undoable(player, action)
                seen[loud] = True
            elif action["type"] == quiet and state.undoable(player, action):
                seen[quiet] = True
                before = state.dump()
                state.undoable(player, action)
                assert state.dump() == before              # asking changes nothing
    assert all(seen.values()), seen


def test_qin_placements_are_never_undoable() -> None:
    _, state = play("qin", 1, 0)
    player = state.to_act()[0]
    assert not any(state.undoable(player, a) for a in state.legal_actions(player)[:20])


def test_forms_name_only_commands_that_exist() -> None:
    assert typed.command_for("buy") == "/buy" and typed.command_for("declare_end") == "/move declare-end"
    for key in PLAYERS:
        for _, state, player, _ in decisions(key, seeds=[1], limit=40):
            for _, form in typed.typed_forms(state, player):
                head = form.split()[0]
                assert head.lstrip("/") in (*typed.COMMANDS, typed.MOVE_VERB), form


def test_move_reads_the_verb_from_its_text() -> None:
    game, state = play("futures", 1, 0)
    held = state.legal_actions(state.to_act()[0])[0]
    assert parse(game, state, f"/move place {held['card']} {held['slot']}") == held


@pytest.mark.parametrize("key", list(PLAYERS))
def test_each_rules_page_lists_the_games_verbs_as_commands(key: str) -> None:
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "docs" / "rules"
    for suffix in ("", ".zh-TW", ".ja"):
        page = (root / f"{key}{suffix}.md").read_text(encoding="utf-8")
        for verb in typed.verbs_of(GAMES[key]):
            assert f"`{typed.command_for(verb)}`" in page, (suffix, verb)


def test_readme_names_only_commands_that_exist() -> None:
    """Every `/command` in README.md is a /game subcommand, a verb that is its own command, /move,
    or a console command."""
    import re
    from pathlib import Path

    from bot.console.commands import GAME_SUBCOMMANDS
    from bot.discord.game_commands import GameGroup
    discord_only = {c.name for c in GameGroup().commands} - set(GAME_SUBCOMMANDS)
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    console = {"choices", "pick", "as", "help"}
    for name, rest in re.findall(r"`/([a-z][a-z-]*)([^`]*)`", readme):
        assert name in (*typed.COMMANDS, typed.MOVE_VERB, "undo", "game", *console), name
        if name == "game":
            sub = rest.split()[0] if rest.split() else ""
            assert sub in (*GAME_SUBCOMMANDS, *discord_only) or sub.startswith("<"), rest


def test_a_very_long_line_is_refused_at_once_and_echoed_short() -> None:
    game, state = play("stockpile", 1, 0)
    for line in ("/place " + "x" * 5000, "/place " + "epic " * 500):
        with pytest.raises(Refusal) as refused:
            parse(game, state, line)
        assert refused.value.message_id == "moves-not-allowed" and len(str(refused.value)) < 600


def _first(key: str, wanted, seeds=range(12), limit: int = 400):
    """The first decision of seeded random play where `wanted(state, legal)` holds."""
    for game, state, player, legal in decisions(key, seeds=seeds, limit=limit):
        if wanted(state, legal):
            return game, state, player, legal
    raise AssertionError(f"no such decision in {key}")


# (game, what must be legal, typed line, the action it must give: a dict or a function of the legal ones)
ACCEPTED = [
    ("stockpile", lambda s, L: any(a.get("card", "").startswith("fee") and a["face"] == "up" and a["pile"] == 1
                                   for a in L if a["type"] == "place"),
     "/place fee up 1", lambda L: next(a for a in L if a["type"] == "place" and a["card"].startswith("fee")
                                       and a["face"] == "up" and a["pile"] == 1)),
    ("stockpile", lambda s, L: {"type": "bid", "track": 1, "amount": 1000} in L,
     "/bid 1 $1,000", {"type": "bid", "track": 1, "amount": 1000}),
    ("stockpile", lambda s, L: {"type": "bid", "track": 1, "amount": 1000} in L,
     "/bid 1k 1", {"type": "bid", "track": 1, "amount": 1000}),
    ("wallstreet", lambda s, L: {"type": "flip"} in L, "/move flip", {"type": "flip"}),
    ("acquire", lambda s, L: any(a["type"] == "found" for a in L), "/move found {chain}",
     lambda L: next(a for a in L if a["type"] == "found")),
    ("futures", lambda s, L: any(a["type"] == "trade" for a in L), "/move trade {commodity} {side}",
     lambda L: next(a for a in L if a["type"] == "trade")),
]


@pytest.mark.parametrize("key, wanted, line, expected", ACCEPTED)
def test_typed_forms_players_write_are_accepted(key, wanted, line, expected) -> None:
    game, state, player, legal = _first(key, wanted)
    action = expected(legal) if callable(expected) else expected
    line = line.format(**{k: str(v).lower() for k, v in action.items()})
    assert parse(game, state, line, player=player) == action


def test_wall_street_sells_a_card_by_its_name_not_its_number() -> None:
    game, state, player, legal = _first("wallstreet", lambda s, L: any(a["type"] == "sell" for a in L))
    sale = next(a for a in legal if a["type"] == "sell")
    name = typed.names_of(state, "sell", "share", sale["share"])[0]
    assert parse(game, state, f"/sell {name.upper()}", player=player) == sale
    assert typed.typed_form(state, sale) != f"/sell {sale['share']}"


REFUSED = [   # (game, typed line, message id, words the refusal must contain)
    ("stockpile", "/bid 1 999k", "moves-not-now", "`/bid` is not a move you can make now"),
    ("acquire", "/buy nowhere", "moves-not-now", "`/buy` is not a move you can make now"),
    ("futures", "/place corn sideways 2", "moves-not-allowed", "Closest allowed"),
    ("qin", "/place ZZ A1 A2", "moves-not-allowed", "A tile is two of R, Y, B"),
]


@pytest.mark.parametrize("key, line, message_id, words", REFUSED)
def test_typed_forms_refused_with_the_reason(key, line, message_id, words) -> None:
    game, state = play(key, 1, 0)
    before = state.dump()
    with pytest.raises(Refusal) as refused:
        parse(game, state, line)
    assert refused.value.message_id == message_id and words in str(refused.value), str(refused.value)
    assert state.dump() == before


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_quick_parse_back_agrees_with_parse(key: str) -> None:
    """Suggestions check their forms with a quick reading (_reads_back); where it says a form
    reads back, the whole parse must return that very action, and the forms given are the ones
    the whole parse alone would give."""
    quick_ones = 0
    for n, (game, state, player, legal) in enumerate(decisions(key, seeds=range(3))):
        if n % 4:
            continue
        for action in legal:
            form = typed.typed_form(state, action)
            quick = typed._reads_back(state, player, action, form, {})
            try:
                back = typed.parse(state, player, form.split()[0], form.split()[1:])
            except Refusal:
                back = None
            if quick:
                quick_ones += 1
                assert back == action, (form, action, back)
            slow = form if back == action else None
            assert (typed._form_back(state, player, action) == form) == (slow is not None), (form, action)
    assert quick_ones > 20
