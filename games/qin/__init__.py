"""Qin (Reiner Knizia): provinces, pagodas and villages on a 13x13 board, 2-4 players."""
from games.plugin import GamePlugin
from games.qin.chart import CHART
from games.qin.state import QinGame, QinOptions, QinState

GAME = QinGame()


PLUGIN = GamePlugin(
    game=GAME, menu=4, accent=0xD8402F, money=None, chart=CHART,
    levels="games.qin.ai", card="games.qin.card", sample="games.qin.sample", pictures="render.qin",
    catalogs=("qin",), rules="qin", guide="qin", option_words=("side",), tools=("scenario",),
)

__all__ = ["PLUGIN", "GAME", "QinGame", "QinOptions", "QinState"]
