"""One shard process of a two-shard bot, playing High Card at 100 tables of its own guilds as fast
as it can; the shard test kills it with SIGKILL and starts it again.

    DATABASE_URL=postgresql://... (or sqlite:///path) SHARD_COUNT=2 SHARD_IDS=0 python tests/bot/shard_child.py [TABLES]

Prints "LOADED <table ids>" (the unfinished tables it loaded at start), "READY", then
"ACK <table> <version>" after every acknowledged action; "BUSY <why>" and exit 3 when another
process holds its shard."""
import asyncio
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "helpers"))

import fake_game  # noqa: E402

fake_game.register()

from bot.referee.limits import Limits  # noqa: E402
from bot.referee.referee import Referee  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.referee.shapes import Refusal  # noqa: E402
from bot.store.process_lock import ProcessBusy  # noqa: E402
from referee_play import referee_move  # noqa: E402


def guild_on(shard: int, count: int, n: int) -> int:
    return ((n * count + shard) << 22) | 777


async def rematch_at_once(self: Limits, guild: int | None, channel: str) -> None:
    """No cool-down here: it is for people. With it a channel could rematch once in the test's
    few seconds, and a shard whose tables had all ended by the kill left none to load again."""


async def main(tables: int) -> None:
    Limits.check_rematch = rematch_at_once  # type: ignore[method-assign]
    settings = Settings(_env_file=None)
    shards = settings.shards()
    assert shards is not None and len(shards.ids) == 1
    shard = shards.ids[0]
    try:
        referee = await Referee.open(settings)
    except ProcessBusy as exc:
        print(f"BUSY {exc}", flush=True)
        sys.exit(3)
    referee.pictures = False
    print("LOADED " + " ".join(str(t.table_id) for t in referee.tables()), flush=True)
    channels = [f"s{shard}-{n}" for n in range(tables)]
    for n, channel in enumerate(channels):
        if referee.table(channel) is None:
            if await referee.store.latest(channel) is None:
                await referee.new_table(channel, fake_game.KEY, "h1", "One", guild=guild_on(shard, shards.count, n))
                await referee.join(channel, "h2", "Two")
                await referee.start_game(channel, "h1", seed=n)
            else:
                await referee.rematch(channel, "h1")
    print("READY", flush=True)
    rng = random.Random(shard)
    while True:
        channel = rng.choice(channels)      # a table, then a move there
        move = await referee_move(referee, channel, rng)
        if move is not None:
            reply = move.reply
        else:
            try:
                reply = await referee.rematch(channel, "h1")
            except Refusal:      # a rematch refused (another process's table meanwhile): that channel waits
                continue
        print(f"ACK {reply.table_id} {reply.version}", flush=True)


asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 100))
