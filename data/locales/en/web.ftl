### The web view of a table (bot/web/): only what the table saw, the public board and narration.

web-page-title = { $game } #{ $table }
web-status-playing = In play: updates arrive as moves are made.
web-status-over = The game is over: the full reveal and the chart are below.
web-status-stopped = This table was stopped.
web-to-act = To move: { $players }
web-facts = The table
web-log = Moves
web-deal = The deal: the game begins.
web-move = Move { $move }
web-replay = Replay
web-replay-at = Move { $move } of { $count }
web-replay-earlier = ◀ Earlier
web-replay-later = Later ▶
web-replay-keys = ◀ ▶ keys step the replay.
web-chart-alt = The chart of { $game } #{ $table } over its moves.
web-reveal = The reveal
web-not-found = There is no table at this link: it may have been mistyped, or its players stopped sharing it.
