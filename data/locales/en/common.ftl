### Shared by every game and the bot.

# Money: { $sign } is "-" or nothing, { $amount } the amount without sign (a number).
common-money = { $sign }${ $amount }

# What joins the parts of a sentence that may hold commas themselves (a list in the "clauses" style).
common-list-clauses = { "; " }

## Refusals every game shares (games/base.py).

common-not-playing = You are not playing in this game.
common-game-over = The game is over.
# { $waiting }: the players to act (a list).
common-not-your-move = It is not your move; waiting for { $waiting }.
# { $start }: the seat asked for; { $seats }: how many seats there are.
common-start-seat = start={ $start }: there are seats 1 to { $seats }.
# { $game }: the game's name.
common-player-count = { $game } is for { $low } to { $high } players, not { $count }.
common-one-seat-each = Each player can take only one seat.

## Options a table sets (games/option_words.py). Option names and values are what players type: keep them.

# { $problems }: one or more of the common-option-* texts below; { $options }: the option names.
common-options-refused = Those options don't fit { $game }: { $problems }. Options: { $options }.
common-options-none = none
common-option-unknown = there is no option { $option }
common-option-bad = { $option } cannot be { $value }
# { $allowed }: one of the common-allowed-* texts.
common-option-not-allowed = { $option } cannot be { $value } ({ $allowed })
common-allowed-choice = { $values }
common-allowed-switch = on or off
common-allowed-range = a whole number from { $low } to { $high }
common-allowed-number = a whole number
# { $keys }: the table's keys; { $values }: what each may be.
common-allowed-table = { $keys }, each { $values }
common-allowed-list = a list separated by commas

## The game's chart (render/chart.py, render/history.py): its title, and the moves it covers.

common-chart-share-prices = Share prices
common-chart-chain-sizes = Chain sizes
common-chart-prices = Prices
common-chart-pagodas = Pagodas on the board
common-chart-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
common-chart-start = start

## Each option in words (shown with the options; names and values are what players type).

common-option-start = the seat that starts (1 = the first seat); default: drawn from the seed
