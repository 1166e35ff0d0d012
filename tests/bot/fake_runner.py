"""Run the `boardroom` command with High Card registered (for the tests' subprocesses).

    python tests/bot/fake_runner.py [boardroom arguments]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import fake_game  # noqa: E402

fake_game.register()

from bot.cli import main  # noqa: E402

if __name__ == "__main__":     # the hard level's worker processes (spawn) import this file again
    sys.exit(main(sys.argv[1:] or ["run"]))
