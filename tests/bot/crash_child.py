"""A bot process that plays High Card as fast as it can, printing "ACK table version" after each
acknowledged action; the crash test kills it with SIGKILL at a random moment.

    python tests/bot/crash_child.py DATABASE      (a SQLite path or a postgresql:// URL)"""
import asyncio
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import fake_game  # noqa: E402

fake_game.register()

from bot.referee import Referee  # noqa: E402
from bot.backends import store_for  # noqa: E402

CHANNEL = "crash"


async def main(db: str) -> None:
    store = store_for(db)
    await store.open()
    referee = Referee(store, pictures=False)
    await referee.start()
    if referee.table(CHANNEL) is None:
        await referee.new_table(CHANNEL, fake_game.KEY, "h1", "One")
        await referee.join(CHANNEL, "h2", "Two")
        await referee.start_game(CHANNEL, "h1", seed=7)
    print("READY", flush=True)
    rng = random.Random(1)
    while True:
        info = referee.table(CHANNEL)
        if info is None:
            reply = await referee.rematch(CHANNEL, "h1")
            print(f"START {reply.table_id} {reply.version}", flush=True)
            continue
        player = info.to_act[0]
        choice = rng.choice(referee.choices(CHANNEL, player))
        reply = await referee.act(CHANNEL, player, choice.action, version=info.version)
        print(f"ACK {reply.table_id} {reply.version}", flush=True)


asyncio.run(main(sys.argv[1]))
