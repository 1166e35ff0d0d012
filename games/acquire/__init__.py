"""Acquire: hotel chains on a 12x9 grid; found, grow and merge them, and hold the right shares."""
from games.plugin import GamePlugin
from games.acquire.chart import CHART
from games.acquire.game import GAME, AcquireGame, AcquireOptions
from games.acquire.state import AcquireState


PLUGIN = GamePlugin(
    game=GAME, menu=2, accent=0x3478D6, money="common-money", chart=CHART,
    levels="games.acquire.ai", card="games.acquire.card", sample="games.acquire.sample", pictures="render.acquire",
    catalogs=("acquire",), rules="acquire", guide="acquire", option_words=("edition", "bonus_rounding"), tools=("scenario",),
)

__all__ = ["PLUGIN", "GAME", "AcquireGame", "AcquireOptions", "AcquireState"]
