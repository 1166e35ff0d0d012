"""Stockpile (縱橫股海): hidden forecasts, face-down cards in the piles, bidding,
splits and bankruptcies. The rules as Boardroom plays them: docs/rules/stockpile.md."""
from .game import StockpileGame

GAME = StockpileGame()

__all__ = ["GAME", "StockpileGame"]
