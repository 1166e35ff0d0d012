"""The referee is built from parts with explicit interfaces (bot/referee/referee.py): no part
inherits from another, none reaches into another's underscore names, and the front door still
offers every method the adapters call."""
from __future__ import annotations

import ast
from pathlib import Path

from bot.referee.referee import Referee
from bot.referee.tables import Table
from bot.store.sqlite import SqliteStore

REFEREE = Path(__file__).resolve().parents[2] / "bot" / "referee"

#: Underscore names of other objects the referee may use, each with its reason.
ALLOWED = {
    "_trial_copy",   # GameState's own copy for work off the loop (the game contract, games/base.py)
}


def reached_privates(source: str) -> list[str]:
    """`x._name` where x is not self/cls, and `from m import _name`: the underscore names of
    other objects or modules that `source` uses."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            owner = node.value
            if not (isinstance(owner, ast.Name) and owner.id in ("self", "cls")) and node.attr not in ALLOWED:
                found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.ImportFrom):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names if a.name.startswith("_")]
    return found


def test_the_checker_sees_a_reach_into_another_part() -> None:
    assert reached_privates("def f(self):\n    self.moves._run_ai(1)\n") == ["line 2: ._run_ai"]
    assert reached_privates("from bot.referee.play import _helper\n") == ["line 1: import _helper"]
    assert reached_privates("def f(self):\n    self._lock('c')\n") == []


def test_no_part_reaches_into_another_parts_private_names() -> None:
    reached = {path.name: found for path in sorted(REFEREE.glob("*.py"))
               if (found := reached_privates(path.read_text(encoding="utf-8")))}
    assert reached == {}


def test_no_part_is_built_by_inheriting_another() -> None:
    """The parts are composed, not mixed in: no class of bot/referee/ inherits a class of bot/referee/."""
    trees = {path.name: ast.parse(path.read_text(encoding="utf-8")) for path in REFEREE.glob("*.py")}
    ours = {node.name for tree in trees.values() for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    inherited = [f"{name}: {node.name}({base.id})" for name, tree in trees.items() for node in ast.walk(tree)
                 if isinstance(node, ast.ClassDef) for base in node.bases
                 if isinstance(base, ast.Name) and base.id in ours]
    assert inherited == []


#: What the adapters (bot/discord/, bot/console/), the benches and the tests call on the referee.
FRONT_DOOR = """open start adopt close halt remember_locale
new_table set_language join leave add_ai remove_ai set_options start_game abandon rematch hand_to_ai
server_limits set_server_limits check_opening
act act_typed choices suggest step_ai resume step undo undoer
clocks set_timer remind act_for_timeout dms_on set_dms
table tables tables_in tables_of names status hand history scores rules
replay_of replay replay_frame card_facts card_board card_phone card_pictures recent_moves final_facts chart card_message remember_card
""".split()
SETTINGS = "clock pool draw_board draw_private pictures boards_later auto_ai resumed on_background retry_delays".split()


async def test_the_front_door_keeps_every_method_and_setting(tmp_path: Path) -> None:
    missing = [name for name in FRONT_DOOR if not callable(getattr(Referee, name, None))]
    assert missing == []
    store = SqliteStore(tmp_path / "b.db")
    await store.open()
    referee = Referee(store, render_workers=1)
    try:
        for name in SETTINGS:            # each is set on the front door and reaches the part that uses it
            value = getattr(referee, name)
            setattr(referee, name, value)
            assert getattr(referee, name) is value
        referee.clock = lambda: 42.0
        assert referee.book.clock() == 42.0
        referee.auto_ai = False
        assert referee.moves.auto_ai is False
        referee.pictures = False
        assert referee.drawing.enabled is False and await referee.replays.pictures.board_picture(
            _dealt_table()) is None
    finally:
        await referee.close()


def _dealt_table() -> Table:
    """A table whose board would be drawn if pictures were on."""
    from games import GAMES
    game = next(iter(GAMES.values()))
    return Table(id=1, channel="c", game=game.key, host="a", status="playing", seats=[], options={}, seed=1,
                 version=1, state=game.new([f"p{i}" for i in range(game.min_players)], 1))
