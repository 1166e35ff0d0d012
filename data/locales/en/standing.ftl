### Standing between games: ratings, statistics, leaderboards, rivals (/game stats, /game leaderboard, /game versus).

## Words used in several answers
standing-rating = { $rating }{ $provisional }
standing-provisional = { " " }(provisional)
standing-computer = Computer ({ $level })
standing-seconds = { $count } s
standing-minutes = { $count } min
standing-hours = { $count } h

## The end card
standing-end-head = Ratings
standing-end-line = { $player } { $before } → { $after } ({ $change }){ $provisional }

## /game stats
standing-stats-head = **{ $player }** on this server:
standing-stats-game = **{ $game }**: rating { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
  }, { $wins } won · average place { $place }
standing-stats-play = { "  " }time a turn { $turn } · turns the clock played { $timeouts } · moves after a hint { $hinted }
standing-stats-favourite = Favourite game: { $game } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
  })
standing-stats-none = { $player } has no rated game on this server yet.
standing-stats-hidden-note = Hidden from the leaderboards (`/game stats hide:False` shows you again).
standing-hidden-on = You are hidden from the leaderboards now; your games are still rated. `/game stats hide:False` shows you again.
standing-hidden-off = You appear on the leaderboards again.
standing-chart-title = Rating
standing-chart-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
  }
standing-chart-alt = A chart of the rating after each rated game.

## /game leaderboard
standing-board-head = **{ $game }** on this server, best ratings:
standing-board-line = { $rank }. { $player }: { $rating } · { $games } played, { $wins } won
standing-board-you = You: { $rank }. { $rating } · { $games } played, { $wins } won
standing-board-you-none = You have no rated game of { $game } on this server yet.
standing-board-you-hidden = You are hidden from the leaderboards (`/game stats hide:False` shows you again).
standing-board-none = Nobody has a rated game of { $game } on this server yet.
standing-board-empty = No rated game has been played on this server yet: finish a table (`/game new`) to start the leaderboards.

## /game versus
standing-versus-head = { $player } and { $other } on this server: { $games ->
    [one] { $games } rated game together
   *[other] { $games } rated games together
  }
standing-versus-wins = Games won: { $player } { $mine }, { $other } { $theirs }
standing-versus-ahead = Finished ahead of the other: { $player } { $mine }, { $other } { $theirs }
standing-versus-last = The last { $count }:
standing-versus-game = { $date } { $game } #{ $table }: place { $place } against { $other_place } (of { $players })
standing-versus-none = { $player } and { $other } have no rated game together on this server yet.
standing-versus-self = Choose another player: you cannot play against yourself.
standing-server-only = Ratings are kept per server: use this command in a server's channel.
standing-posted = Posted in the channel.
standing-console-versus-who = Against whom? `/game versus <player>`.
