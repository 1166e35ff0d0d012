"""The peer for bench/decision.py: tlstyer's Acquire engine driving random 4-player games.

    python bench/peer_acquire.py --peer PATH [--games N]

PATH is a checkout of github.com/tlstyer/acquire (the folder holding server/server.py); it is
fetched by whoever runs the bench and never copied into this repository. Each move is what a
server of that engine would do at least: the engine's own action (`Game.do_game_action`, its
messages to the clients gathered and dropped), a JSON of the game's state (board, score sheet,
racks, bag, pending actions; its history is the moves logged, as ours is) and one SQLite commit
in WAL mode of the move and the snapshot. Random legal choices, like the bench's own players. Its `ujson` (only used to send
messages, which this driver does not) is stood in for by the standard json module.
"""
from __future__ import annotations

import argparse
import importlib
import json
import random
import sqlite3
import sys
import tempfile
import time
import types
from pathlib import Path
from typing import Any

PLAYERS = 4


def engine(peer: Path) -> tuple[Any, Any]:
    """The peer's `server` and `enums` modules, imported from `peer`/server."""
    folder = peer / "server"
    if not (folder / "server.py").is_file():
        raise SystemExit(f"{peer}: no server/server.py here (a checkout of github.com/tlstyer/acquire?)")
    sys.modules.setdefault("ujson", types.ModuleType("ujson"))
    sys.modules["ujson"].dumps = json.dumps  # type: ignore[attr-defined]
    sys.path.insert(0, str(folder))
    return importlib.import_module("server"), importlib.import_module("enums")


class _Client:
    """What the engine reads of a connected player."""

    def __init__(self, client_id: int, username: str) -> None:
        self.client_id = client_id
        self.username = username
        self.player_id: int | None = None
        self.game_id: int | None = None


def _snapshot(game: Any) -> str:
    """The game's state as JSON (what a server would keep to restart it)."""
    sheet = game.score_sheet
    actions = [{"name": type(a).__name__,
                **{k: v for k, v in vars(a).items() if k != "game"}} for a in game.actions]
    return json.dumps({
        "state": game.state, "num_players": game.num_players, "turn": game.turn_player_id,
        "idle_turns": game.turns_without_played_tiles_count, "bag": game.tile_bag,
        "board": game.game_board.x_to_y_to_board_type,
        "players": [row[:10] for row in sheet.player_data], "available": sheet.available,
        "chain_size": sheet.chain_size, "price": sheet.price,
        "racks": game.tile_racks.racks if game.tile_racks else None,
        "actions": actions,
    }, default=lambda value: sorted(value) if isinstance(value, (set, frozenset)) else str(value))


def _choose(action: Any, game: Any, enums: Any, rng: random.Random) -> list[Any]:
    """Random legal arguments for the pending `action`."""
    kinds = enums.GameActions
    kind = action.game_action_id
    if kind == kinds.PlayTile.value:
        unplayable = {enums.GameBoardTypes.CantPlayNow.value, enums.GameBoardTypes.CantPlayEver.value}
        rack = game.tile_racks.racks[action.player_id]
        return [rng.choice([i for i, t in enumerate(rack) if t and t[1] not in unplayable])]
    if kind == kinds.SelectNewChain.value:
        return [rng.choice(action.game_board_type_ids)]
    if kind == kinds.SelectMergerSurvivor.value:
        return [rng.choice(sorted(action.type_id_sets[0]))]
    if kind == kinds.SelectChainToDisposeOfNext.value:
        return [rng.choice(sorted(action.defunct_type_ids))]
    if kind == kinds.DisposeOfShares.value:
        held = action.defunct_type_count
        trade = 2 * rng.randint(0, min(held // 2, action.controlling_type_available))
        return [trade, rng.randint(0, held - trade)]
    if kind == kinds.PurchaseShares.value:
        sheet = game.score_sheet
        cash = sheet.player_data[action.player_id][enums.ScoreSheetIndexes.Cash.value]
        bought: list[int] = []
        for _ in range(rng.randint(0, 3)):
            left = {t: sheet.available[t] - bought.count(t) for t in range(7)}
            affordable = [t for t in range(7) if sheet.chain_size[t] and left[t] > 0 and sheet.price[t] <= cash]
            if not affordable:
                break
            bought.append(rng.choice(affordable))
            cash -= sheet.price[bought[-1]]
        return [bought, int(action.can_end_game and rng.random() < 0.5)]
    raise ValueError(f"no chooser for action {kind}")


def play(server: Any, enums: Any, seed: int, db: sqlite3.Connection) -> tuple[int, float]:
    """One random game; (moves, CPU seconds of engine + snapshot + commit)."""
    rng = random.Random(seed)
    bag = [(x, y) for x in range(12) for y in range(9)]
    rng.shuffle(bag)
    sink: list[Any] = []
    game = server.Game(1, seed, enums.GameModes.Singles.value, PLAYERS,
                       lambda messages, client_ids=None: sink.extend(messages), logging_enabled=False, tile_bag=bag)
    clients = [_Client(i + 1, f"p{i}") for i in range(PLAYERS)]
    for client in clients:
        game.join_game(client)
    by_player = {c.player_id: c for c in clients}
    creator = by_player[game.score_sheet.get_creator_player_id()]
    game.do_game_action(creator, enums.GameActions.StartGame.value, [])
    moves, cpu = 0, 0.0
    while game.actions[-1].game_action_id != enums.GameActions.GameOver.value:
        action = game.actions[-1]
        data = _choose(action, game, enums, rng)
        start = time.process_time()
        game.do_game_action(by_player[action.player_id], action.game_action_id, data)
        snapshot = _snapshot(game)
        db.execute("BEGIN")
        db.execute("INSERT INTO moves (game, action) VALUES (?, ?)", (seed, json.dumps([action.game_action_id, *data])))
        db.execute("INSERT OR REPLACE INTO snapshots VALUES (?, ?)", (seed, snapshot))
        db.execute("COMMIT")
        cpu += time.process_time() - start
        sink.clear()
        moves += 1
    return moves, cpu


def measure(peer: Path, games: int) -> tuple[float, float]:
    """(moves, CPU seconds) a game, averaged over `games` random games."""
    server, enums = engine(peer)
    db = sqlite3.connect(Path(tempfile.mkdtemp(prefix="bench-peer-")) / "peer.db", isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE moves (id INTEGER PRIMARY KEY, game INTEGER, action TEXT)")
    db.execute("CREATE TABLE snapshots (game INTEGER PRIMARY KEY, state TEXT)")
    results = [play(server, enums, seed, db) for seed in range(1, games + 1)]
    db.close()
    return sum(m for m, _ in results) / games, sum(c for _, c in results) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peer", required=True, type=Path)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    moves, seconds = measure(args.peer, args.games)
    print(f"tlstyer: {moves:.0f} moves, {1e3 * seconds:.1f} ms CPU a game ({1e6 * seconds / moves:.0f} us a move)")


if __name__ == "__main__":
    main()
