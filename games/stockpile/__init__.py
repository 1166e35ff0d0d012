"""Stockpile (縱橫股海): hidden forecasts, face-down cards in the piles, bidding,
splits and bankruptcies. The rules as Boardroom plays them: docs/rules/stockpile.md."""
from games.plugin import GamePlugin
from games.stockpile.chart import CHART
from .game import StockpileGame

GAME = StockpileGame()


PLUGIN = GamePlugin(
    game=GAME, menu=1, accent=0x3DA35D, money="common-money", chart=CHART,
    levels="games.stockpile.ai", card="games.stockpile.card", sample="games.stockpile.sample", pictures="render.stockpile",
    catalogs=("stockpile",), rules="stockpile", guide="stockpile", option_words=("variant", "side"), tools=("scenario",),
)

__all__ = ["PLUGIN", "GAME", "StockpileGame"]
