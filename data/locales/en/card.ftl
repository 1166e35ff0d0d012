### The table card: one live message per table (bot/text/table_card.py, games/<key>/card.py).

## Shared pieces.

card-none = –
card-dot = { $first } · { $rest }
card-comma = { $first }, { $rest }
card-shares = { $count } { $what }
card-price = { $name } { $price }
card-more = … and { $count } more
card-reveal = { $player } held: { $holdings }
# $won is "yes" or "no".
card-end-rank = { $rank }. { $player }: { $score }{ $won ->
    [yes] {" "}🏆
   *[no] {""}
}

## The card's frame: status, short log, buttons.

card-status-turn = Your move: { $players }
card-status-waiting = Waiting for { $players }
card-status-over = The game is over.
card-log = Last moves
card-log-entry = { $player }: { $label }
card-log-summary = { $kind }: { $items }
card-end-scores = Final scores
card-end-reveal = What everyone held
card-button-move = Your move
card-button-hand = My hand
card-button-history = History
card-button-rematch = Rematch
card-button-join = Join
card-button-leave = Leave
card-button-add-ai = Add computer
card-button-start = Start

## The lobby card.

card-lobby-status = Waiting for players ({ $seated } of { $least }–{ $most } seated). { $host } starts the game.
card-lobby-seats = Seats
card-lobby-seat = { $number }. { $player }
card-lobby-options = Options
card-lobby-option = { $name }: { $value }
card-lobby-no-options = This game has no options.
card-option-on = on
card-option-off = off
card-option-auto = auto
card-option-secret = set (secret)
card-level-placeholder = Computer level: { $level }
card-level-easy = easy
card-level-normal = normal
card-level-hard = hard

## 1920 Wall Street.

card-chart-alt = The chart of this game of { $game }.
