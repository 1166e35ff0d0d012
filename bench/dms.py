"""Private messages in a whole seeded game with one human, through the Discord harness.

    python bench/dms.py [--game acquire] [--seed 7] [--computers 2] [--show]

The human (Alice) plays the normal computer player's choice of each move, typed with `/move`;
the computers play on their own. Prints the human decisions, the DMs Alice got and the
channel messages. `--show` prints every DM's text.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "discord"))

import conftest as harness_module  # noqa: E402  (tests/discord/conftest.py: the Discord harness)
from bot.referee import ai  # noqa: E402
from bot.moves import typed

ALICE, CHANNEL = harness_module.ALICE, harness_module.CHANNEL


async def play(game: str, seed: int, computers: int, limit: int = 2000) -> dict:
    """Play one game; returns the counts and the log."""
    with tempfile.TemporaryDirectory() as tmp:
        h = await harness_module.make_harness(Path(tmp))
        try:
            await h.slash(ALICE, "game new", {"game": game, "thread": False})
            await h.slash(ALICE, "game add-ai", {"n": computers})
            with mock.patch("bot.referee.lobby.secrets.randbelow", return_value=seed):
                await h.slash(ALICE, "game start")
            rng = random.Random(seed)
            decisions = 0
            channel = str(CHANNEL)
            while decisions < limit:
                info = h.referee.table(channel)
                if info is None or str(ALICE) not in info.to_act:
                    break
                state = h.referee.book.tables[channel].state
                legal = state.legal_actions(str(ALICE))
                action = ai.choose(game, state.view(str(ALICE)), legal, rng)
                text = typed._form_back(state, str(ALICE), action).removeprefix("/move ")
                await h.slash(ALICE, "move", {"text": text})
                decisions += 1
            dms = h.dms(user=ALICE)
            return {"decisions": decisions, "dms": len(dms), "channel": len(h.channel()),
                    "finished": h.referee.table(channel) is None, "log": list(h.log)}
        finally:
            await harness_module.close_harness(h)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="acquire")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--computers", type=int, default=2)
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    result = asyncio.run(play(args.game, args.seed, args.computers))
    print(f"{args.game} seed {args.seed}, 1 human + {args.computers} computers: "
          f"{result['decisions']} human decisions, {result['dms']} DMs to the human, "
          f"{result['channel']} channel messages, finished: {result['finished']}")
    if args.show:
        for sent in result["log"]:
            if sent.kind == "dm":
                print("---", sent.files)
                print(sent.content)


if __name__ == "__main__":
    main()
