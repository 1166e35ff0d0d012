### /game hint: the normal computer's move for you now, with its reason (bot/referee/coach.py).
### Each game's reasons are in its own catalog (<game>-hint-*); hint-fallback is the one shared reason.

hint-suggest = Hint: { $move } — { $reason }
hint-fallback = it is the move the computer would make here; none of the others is worth more to it.
hint-only = it is the only move you have.
hint-button = Hint
hint-off = Hints are off at this table. The host ({ $host }) can turn them on with `/game hint hints:on`.
hint-not-your-turn = A hint is for the player whose move it is, and this move is not yours. The table waits for { $waiting }.
hint-over = This game is over, so there is nothing left to hint.
hint-host-only = Only the host ({ $host }) can turn hints on or off.
hint-set-on = Hints are on: `/game hint` (or *Hint* in your move panel) suggests a move with its reason, only to you.
hint-set-off = Hints are off at this table.
hint-now-on = { $player } turned hints on: `/game hint` suggests your move, only to you.
hint-now-off = { $player } turned hints off.
