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

## /game status share:on|off (bot/referee/sharing.py) and the card's Watch button
web-share-host-only = Only the host ({ $host }) can share the table's web page or stop sharing it.
web-share-set-on = The table's web page is shared: the card's *Watch* button opens it, for anyone with the link.
web-share-set-off = The table's web page is no longer shared: its link answers "not found" until `/game status share:on`.
web-share-now-on = { $player } shared this table's web page: *Watch* on the card opens it.
web-share-now-off = { $player } stopped sharing this table's web page.
web-watch = Watch
web-replay-link = Replay on the web
