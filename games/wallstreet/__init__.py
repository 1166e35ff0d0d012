"""1920 Wall Street: buy, sell and raise capital around a circle of cards until Wall Street explodes."""
from games.plugin import GamePlugin
from games.wallstreet.chart import CHART
from games.wallstreet.game import WallStreetGame

GAME = WallStreetGame()


PLUGIN = GamePlugin(
    game=GAME, menu=5, accent=0x9A6A3E, money="wallstreet-money", chart=CHART,
    levels="games.wallstreet.ai", card="games.wallstreet.card", sample="games.wallstreet.sample", pictures="render.wallstreet",
    catalogs=("wallstreet",), rules="wallstreet", guide="wallstreet", option_words=("board",), tools=("tune",),
)

__all__ = ["PLUGIN", "GAME", "WallStreetGame"]
