### What a member sends is measured before any work (bot/discord/bounds.py); server limits (bot/limits.py).

## A value that cannot be taken: answered privately, nothing changes.

guard-too-long = That is { $length } characters long; at most { $limit } are read here. Nothing was changed.
guard-out-of-range = `{ $text }` is outside what this option takes ({ $low } to { $high }). Nothing was changed.
guard-forged-component = I did not draw this button or menu, so I cannot act on it. Nothing was changed; `/game status` shows the table.
