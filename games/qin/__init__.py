"""Qin (Reiner Knizia): provinces, pagodas and villages on a 13x13 board, 2-4 players."""
from games.qin.state import QinGame, QinOptions, QinState

GAME = QinGame()

__all__ = ["GAME", "QinGame", "QinOptions", "QinState"]
