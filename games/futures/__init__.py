"""Futures! (Kei Kajino, One More Game!, 2014): commodity futures trading for 3-4 players."""
from games.plugin import GamePlugin
from games.futures.chart import CHART
from games.futures.game import FuturesGame

GAME = FuturesGame()


PLUGIN = GamePlugin(
    game=GAME, menu=3, accent=0xECC830, money="common-money", chart=CHART,
    levels="games.futures.ai", card="games.futures.card", sample="games.futures.sample", pictures="render.futures",
    catalogs=("futures",), rules="futures", guide="futures", option_words=(), tools=(),
)

__all__ = ["PLUGIN", "GAME"]
