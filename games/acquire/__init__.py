"""Acquire: hotel chains on a 12x9 grid; found, grow and merge them, and hold the right shares."""
from games.acquire.game import GAME, AcquireGame, AcquireOptions
from games.acquire.state import AcquireState

__all__ = ["GAME", "AcquireGame", "AcquireOptions", "AcquireState"]
