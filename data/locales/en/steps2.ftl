### Step panels in Discord (bot/discord/panels.py) and taking back a move (bot/referee/undoing.py, /undo).

## Undo: refusals, narration, the history, the button.

steps2-undo-nothing = There is no move to take back.
steps2-undo-not-yours = Only the player who made the last move can take it back.
steps2-undo-acted-since = Someone has moved since your last move, so it can't be taken back any more.
steps2-undo-revealed = That move can't be taken back: it showed something hidden or drew a card.
steps2-undo-timer = Your time ran out and the computer made that move for you, so it can't be taken back.
steps2-undo-told = { $player } took back their move: { $move }.
steps2-undo-done = You took back: { $move }. It is your move again.
steps2-undo-label = took back: { $move }
steps2-taken-back = { $move } (taken back)
steps2-undo-button = Undo ({ $player })
steps2-undo-stale = This Undo button is from an older card: the table has moved on. Type `/undo` to take back your last move if it is still allowed.
steps2-undo-for-other = This Undo button is for { $name }.

## Step panels: a decision of more than 25 moves asked one step at a time.

steps2-panel-first = Choose your move ({ $count } options), one step at a time:
steps2-panel-next = { $chosen } → choose the next step ({ $count ->
        [one] one option
       *[other] { $count } options
    }):
steps2-panel-pick = Choose…
steps2-panel-back = ◀ Back
steps2-panel-stale = This panel is from an older move: the table has moved on. Here is your panel as it is now.
steps2-panel-unknown = That step is no longer on offer. Here is your panel as it is now.

## The console's help: the commands of this wave.

steps2-console-help =
      /move <text>: any move, typed as you would say it, e.g. /move found tower, /move place RY E7 E8
      /undo: take back your last move, while nobody has moved since and it showed nothing hidden
