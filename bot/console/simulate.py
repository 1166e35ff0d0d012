"""`boardroom simulate`: a whole game of computer seats through the referee and the store.

The same path as a Discord table (new table, add-ai, start, one committed move at
a time, a board picture after each), written to a folder: every board picture,
a transcript, and the database itself. Each seat plays at a level (easy, normal
or hard, games/levels.py); hard thinks in the referee's worker process, as at a
Discord table.
"""
from __future__ import annotations

import asyncio
from pathlib import Path

from bot.referee import ai as computer
from bot.text.names import with_names
from bot.referee.referee import Referee, Reply
from bot.store.sqlite import SqliteStore

CHANNEL = "simulation"
HOST = "simulator"


def seat_levels(players: int, level: str | None = None, levels: str | list[str] | None = None) -> list[str]:
    """One level per seat: `levels` ("hard,normal" or a list, one per seat) or `level` for every seat.

    ValueError, naming what is allowed, for an unknown level or a list of the wrong length."""
    if levels is not None and level is not None:
        raise ValueError("Give --level (every seat) or --levels (one per seat), not both.")
    if levels is None:
        return [computer.level_of(level)] * players
    names = [x for x in levels.split(",")] if isinstance(levels, str) else list(levels)
    if len(names) != players:
        raise ValueError(f"--levels names {len(names)} level(s) for {players} seat(s); give one per seat.")
    return [computer.level_of(x) for x in names]


async def simulate(game: str, players: int, seed: int, out: Path, options: dict | None = None,
                   pictures: bool = True, levels: list[str] | None = None) -> dict:
    """Play it; returns {"scores": ..., "winners": ..., "moves": n, "pictures": n, "table": id,
    "names": {player: name}, "levels": {player: level}}. `levels`: one per seat (default normal)."""
    levels = seat_levels(players, levels=levels) if levels is not None else seat_levels(players)
    out.mkdir(parents=True, exist_ok=True)
    db = out / "simulation.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    store = SqliteStore(db)
    await store.open()
    referee = Referee(store, auto_ai=False, pictures=pictures)
    await referee.start()
    transcript: list[str] = []
    written: set[str] = set()

    def record(reply: Reply) -> None:
        names = referee.names(CHANNEL) or names_cache
        for text in reply.public:
            transcript.append(with_names(text, names))
        if reply.board is not None and reply.board.filename not in written:
            (out / reply.board.filename).write_bytes(reply.board.png)
            written.add(reply.board.filename)
            transcript.append(f"[board] {reply.board.filename}")

    names_cache: dict[str, str] = {}
    try:
        await referee.new_table(CHANNEL, game, HOST, "Simulator", options, join=False)
        for level in levels:
            await referee.add_ai(CHANNEL, HOST, 1, level)
        names_cache = referee.names(CHANNEL)
        info = referee.table(CHANNEL)
        assert info is not None, "the table was just opened"
        seat_level = {s.user: s.level for s in info.seats}
        reply = await referee.start_game(CHANNEL, HOST, seed=seed)
        record(reply)
        moves = 0
        while referee.table(CHANNEL) is not None:
            reply = await referee.step_ai(CHANNEL)
            moves += 1
            record(reply)
        rec = await store.load(info.table_id)
        assert rec is not None and rec.result is not None, "the table just ended"
        steps = await referee.replay(info.table_id)
        transcript.append("")
        transcript.append(f"Moves of table #{rec.id} (seed {rec.seed}):")
        transcript += [f"{s.version}. {names_cache.get(s.player, s.player)}: {s.label}" for s in steps]
        (out / "transcript.txt").write_text("\n".join(transcript) + "\n", encoding="utf-8")
        return {"scores": rec.result["scores"], "winners": rec.result["winners"], "moves": moves,
                "pictures": len(written), "table": rec.id, "names": names_cache, "levels": seat_level}
    finally:
        await referee.close()


def main(game: str, players: int, seed: int, out: Path, level: str | None = None,
         levels: str | None = None) -> int:
    from games import GAMES
    if game not in GAMES:
        known = ", ".join(GAMES) or "none installed"
        print(f"Unknown game {game!r}. Games: {known}.")
        return 2
    try:
        per_seat = seat_levels(players, level, levels)
    except ValueError as exc:
        print(exc)
        return 2
    result = asyncio.run(simulate(game, players, seed, out, levels=per_seat))
    names = result["names"]
    print(f"{GAMES[game].title}: {result['moves']} moves, {result['pictures']} pictures in {out}")
    for player, score in sorted(result["scores"].items(), key=lambda kv: -kv[1]):
        mark = "  (winner)" if player in result["winners"] else ""
        print(f"  {names.get(player, player):<24}{score:>12,}{mark}")
    return 0
