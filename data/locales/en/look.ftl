### What a new player meets (bot/text/table_card.py): words the cards show in the reader's language.

## An option's value on the lobby card and in its select: the word in the reader's language,
## with the word typed in `/game options` after it where they differ.

look-option-stockpile-variant = { $value }
look-option-stockpile-side = { $value }
look-option-acquire-edition = { $value }
look-option-acquire-bonus_rounding = { $value }
look-option-qin-side = { $value }
look-option-wallstreet-board = { $value }

## A player presses *Your move* (or asks for a panel) when it is someone else's move.

look-not-your-move = It is not your move right now: { $players } to play.

## Stockpile's card: what the player to act does now (the other games' cards say it in their phase line).

look-stockpile-doing = { $phase ->
    [choose] { $player } chooses an investor
    [supply] { $player } puts a card on a pile
    [predemand] { $player } uses their investor
    [demand] { $player } bids on a pile
    [action] { $player } plays their action cards
    [selling] { $player } sells shares
   *[other] { $player } to act
}
