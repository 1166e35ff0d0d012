### Typed moves (bot/moves/typed.py): refusals of what a player typed, and how moves are written.

# One allowed move: how to type it and what it does.
moves-form = `{ $form }` ({ $label })
moves-not-your-move = It is not your move; waiting for { $waiting }.
moves-game-over = The game is over.
moves-not-playing = You are not playing in this game.
moves-no-reason = That move is not allowed now.
moves-not-now = `{ $command }` is not a move you can make now. { $reason } Closest: { $closest }.
moves-verbs = You can: { $verbs }.
moves-play-number = `{ $typed }` is no move of this game now: a move is not picked by its number here. Type the move, or pick it from the suggestions. { $verbs } Closest: { $closest }.
moves-not-allowed = `{ $typed }` is not allowed now. { $reason } Closest allowed: { $closest }.
moves-ambiguous = `{ $typed }` could mean several moves; say which: { $forms }.
moves-one-at-a-time = This game takes these moves one at a time: { $forms }.
moves-outdated-choice = That number is from an older `/choices` list: the table has moved on. Type `/choices` again.
moves-no-choice = There is no move number { $number }; `/choices` lists { $count ->
        [one] one move
       *[other] { $count } moves
    }.
