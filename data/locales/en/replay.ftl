### /game replay: the board at move N of a table's log, for the caller alone
### (bot/referee/replay.py, bot/discord/replay.py). Only what the table saw: the public board and narration.

replay-head = **Replay of { $game } #{ $table }** ({ $status }): move { $move } of { $count }
replay-deal = The deal: { $players } sit down and the game begins.
replay-moved = { $player } made a move.
replay-not-yours = This replay was opened by { $player }; its buttons are theirs. `/game replay` opens your own.
replay-out-of-range = The log of this table has no move { $move }: it has { $count ->
        [one] one move
       *[other] { $count } moves
    }. Nothing changed; `/game replay` opens it again.
replay-gone = Table #{ $table } no longer exists, so it cannot be replayed.
replay-not-installed = Table #{ $table } is a game this bot no longer has; it cannot be replayed.
replay-no-table = There is no table here to replay. Give its number: `/game replay table:12` (`/game tables` lists them; `/game tables mine` lists yours).
replay-alt = The board of { $game } #{ $table } at move { $move }.
replay-post-button = Post link here
replay-posted = { $player } shares the replay of { $game } #{ $table } at move { $move } of { $count }.
replay-post-wait = You posted this replay's link a moment ago. You can post it again in { $seconds ->
        [one] one second
       *[other] { $seconds } seconds
    }; nothing was posted now.
replay-post-unshared = Table #{ $table }'s web page is turned off (its host chose `/game status share:off`), so there is no link to post. Nothing was posted.
