### Where a table lives (threads, /game tables, /game tables mine) and its time (the turn timer).

## Threads
# The name of a table's thread: the game's title and the table's number.
table-thread-name = { $game } #{ $id }
table-opened-in-thread = Table #{ $id } is open in { $thread }: play there.
table-no-thread-permission = I may not create threads in this channel (that needs Create Public Threads and Send Messages in Threads), so the table is in the channel itself.
table-thread-failed = Discord did not let me create a thread, so the table is in the channel itself.
# A command that needs a table, used in a channel whose tables are in its threads.
table-in-threads = This channel's tables are played in their threads: { $threads }. Use the commands there.

## /game tables (here, or mine)
table-list-head = Tables on this server ({ $count }):
table-list-none = No table is open on this server. Open one with `/game new`.
table-mine-head = Your tables ({ $count }):
table-mine-none = You have no open table.
# One table: its game, number, players, state and a link to its channel or thread.
table-line = **{ $game }** #{ $id } · { $players } · { $state } · { $link }
table-state-lobby = waiting to start
table-state-waiting = waiting for { $players }
table-state-your-move = **waiting for you**
table-list-more = … and { $count } more.

## The turn timer
table-timer-choice-off = no timer
table-timer-choice-5m = 5 minutes
table-timer-choice-15m = 15 minutes
table-timer-choice-1h = 1 hour
table-timer-choice-24h = 24 hours
table-timer-set = { $player } sets the turn timer: { $timer }.
table-timer-changed = Turn timer: { $timer }.
table-timer-unknown = That is not a turn timer. Choose one of: { $choices }.
table-timer-host-only = Only the host, { $host }, can change the turn timer.
table-timer-reminder = { $players ->
    [one] Reminder: the table is waiting for you. In { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    } the computer moves for you.
   *[other] Reminder: the table is waiting for you. In { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    } the computer moves for each of you.
}
table-timer-expired = Time is up for { $player }: the computer makes this move.

# The idle nudge (turn_reminder_minutes): no timer, only a ping.
table-idle-reminder = Reminder: the table is waiting for you.
