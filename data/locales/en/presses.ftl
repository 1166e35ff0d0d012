### Presses on the table card and private messages (bot/discord/presses.py, bot/discord/dms.py).

## A press that changes nothing.

presses-stale = This card belongs to an earlier table here, so nothing was done. `/game status` shows the table now.
presses-started = This game has already started, so the lobby's buttons do nothing now. Use the table card or `/game status`.
presses-over = This game is over, so nothing was done. `/game history` lists its moves; `/game rematch` plays it again.
presses-not-started = The game has not started yet: its lobby card has the buttons for now.
presses-unknown = I do not know this button, so nothing was done. `/game status` shows the table now.

## The lobby card: each option with what it does (in the table's language).

presses-lobby-option = { $name }: { $value } — { $about }
presses-option-placeholder = { $name }: { $value } — { $about }

## Private messages: /game dm off|on.

presses-dm-on = DMs are on: I will send you a private message whenever your secrets change.
presses-dm-off = DMs are off: I will send you no private messages. Your hand is always one press away: *My hand* on the table card, or `/game hand`.
presses-dm-held = Your secrets changed, but your DMs are off, so I sent none (I say this once per table). Read your hand with *My hand* on the table card or `/game hand`; `/game dm on` turns DMs back on.
