"""A bot process that plays High Card as fast as it can, printing "ACK table version" after each
acknowledged action; the crash test kills it with SIGKILL at a random moment.

With "lobby" as a second argument it churns lobbies instead (open, join, add and remove computers,
leave, abandon, rematch), printing "ACK table version seats" after each.

    python tests/bot/crash_child.py DATABASE [lobby]     (a SQLite path or a postgresql:// URL)"""
import asyncio
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "helpers"))

import fake_game  # noqa: E402

fake_game.register()

from bot.referee.referee import Referee, Refusal  # noqa: E402
from bot.store.backends import store_for  # noqa: E402
from referee_play import referee_move  # noqa: E402

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
        move = await referee_move(referee, CHANNEL, rng, first_to_act=True)
        assert move is not None
        print(f"ACK {move.reply.table_id} {move.reply.version}", flush=True)


async def lobbies(db: str) -> None:
    store = store_for(db)
    await store.open()
    referee = Referee(store, pictures=False)
    await referee.start()
    print("READY", flush=True)

    def ack(reply) -> None:
        info = referee.table(CHANNEL)
        seats = len(info.seats) if info is not None else 0
        print(f"ACK {reply.table_id} {reply.version} {seats}", flush=True)

    while True:
        if referee.table(CHANNEL) is None:
            last = await store.latest(CHANNEL)
            if last is not None and last.status in ("finished", "abandoned") and last.id % 2:
                ack(await referee.rematch(CHANNEL, "h1"))
            else:
                ack(await referee.new_table(CHANNEL, fake_game.KEY, "h1", "One"))
            continue
        info = referee.table(CHANNEL)
        if info.status == "playing":
            ack(await referee.abandon(CHANNEL, "h1"))
            continue
        # A restart may find the lobby mid-way (h2 seated, computers added): a step the lobby
        # refuses now is skipped, the rest goes on.
        for step in (lambda: referee.join(CHANNEL, "h2", "Two"), lambda: referee.add_ai(CHANNEL, "h1", 2),
                     lambda: referee.remove_ai(CHANNEL, "h1", 1), lambda: referee.leave(CHANNEL, "h2"),
                     lambda: referee.set_options(CHANNEL, "h1", {"rounds": 2}),
                     lambda: referee.abandon(CHANNEL, "h1")):
            try:
                ack(await step())
            except Refusal:
                pass


try:
    asyncio.run(lobbies(sys.argv[1]) if sys.argv[2:] == ["lobby"] else main(sys.argv[1]))
except BaseException:                # the store's thread would keep a failed child alive: the test would wait
    import traceback
    traceback.print_exc()
    sys.stderr.flush()
    os._exit(1)

