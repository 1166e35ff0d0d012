"""1920 Wall Street: buy, sell and raise capital around a circle of cards until Wall Street explodes."""
from games.wallstreet.game import WallStreetGame

GAME = WallStreetGame()

__all__ = ["GAME", "WallStreetGame"]
