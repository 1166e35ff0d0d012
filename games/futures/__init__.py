"""Futures! (Kei Kajino, One More Game!, 2014): commodity futures trading for 3-4 players."""
from games.futures.game import FuturesGame

GAME = FuturesGame()

__all__ = ["GAME"]
