### Taking back a move: the Undo button, /undo and their refusals.

undo-nothing = There is no move to take back.
undo-not-yours = Only the player who made the last move can take it back.
undo-acted-since = Someone has moved since your last move, so it can't be taken back any more.
undo-revealed = That move can't be taken back: it showed something hidden or drew a card.
undo-timer = Your time ran out and the computer made that move for you, so it can't be taken back.
undo-told = { $player } took back a move ({ $move })
undo-done = You took back: { $move }. It is your move again.
undo-label = took back: { $move }
undo-taken-back = { $move } (taken back)
undo-button = Undo ({ $player })
undo-stale = This Undo button is from an older card: the table has moved on. Type `/undo` to take back your last move if it is still allowed.
undo-for-other = This Undo button is for { $name }.
