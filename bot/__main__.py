"""`python -m bot`: Discord when DISCORD_TOKEN is set, else the offline console."""
import sys

from bot.cli import main

sys.exit(main(sys.argv[1:] or ["run"]))
