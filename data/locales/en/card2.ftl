### The table card as sent (bot/discord/compose.py, bot/discord/sender.py).

card2-chart-alt = The chart of this game of { $game }.
