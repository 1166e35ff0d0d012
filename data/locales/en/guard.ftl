### What a member sends is measured before any work (bot/discord/bounds.py); server limits (bot/referee/limits.py).

## A value that cannot be taken: answered privately, nothing changes.

guard-too-long = That is { $length } characters long; at most { $limit } are read here. Nothing was changed.
guard-out-of-range = `{ $text }` is outside what this option takes ({ $low } to { $high }). Nothing was changed.
guard-forged-component = I did not draw this button or menu, so I cannot act on it. Nothing was changed; `/game status` shows the table.
guard-may-not-send = You may not send messages here, so I will not post here for you. Nothing was changed.

## Server limits: `/game limits` (Manage Server sets them) and the refusals they cause.

guard-limits-now = This server's limits: { $member } open tables per member, { $channel } open tables per channel (with its threads), { $hour } new tables per member within an hour, { $seconds } seconds between two rematches in a channel. Members with *Manage Server* change them with `/game limits`.
guard-limits-server-only = Limits belong to a Discord server; there are none here.
guard-limits-admins-only = Only members with *Manage Server* can change this server's limits. Nothing was changed.
guard-limit-range = { $name } must be from { $low } to { $high }. Nothing was changed.
guard-limit-member = You already host { $limit } open tables on this server ({ $tables }), as many as it allows. Finish or abandon one first; `/game tables mine` lists them.
guard-limit-channel = This channel already holds { $limit } open tables with its threads, as many as the server allows. Join one (`/game tables` lists them) or wait for one to end.
guard-limit-hour = You have opened { $limit } tables on this server within the last hour, as many as it allows. You can open the next one in { $minutes ->
        [one] a minute
       *[other] { $minutes } minutes
    }.
guard-limit-rematch = A rematch started in this channel a moment ago, and each one pings every player: the next can start in { $seconds ->
        [one] a second
       *[other] { $seconds } seconds
    }.

## `/game permissions`: what the bot lacks in this channel, and what each permission turns on (bot/discord/permissions.py).

guard-perm-all-here = I have every permission I use here ({ $count }): the table card, the board pictures and tables in threads all work in this channel.
guard-perm-lacking = Here I lack { $count ->
        [one] one permission
       *[other] { $count } permissions
    }: { $needs }. A server admin can grant { $count ->
        [one] it
       *[other] them
    } on my role or in this channel's settings (*Edit Channel → Permissions*).
guard-perm-lacking-entry = **{ $name }** ({ $use })
guard-perm-view-channel = View Channels
guard-perm-view-channel-use = to see this channel at all
guard-perm-send-messages = Send Messages
guard-perm-send-messages-use = to post the table card and what happens at the table
guard-perm-attach-files = Attach Files
guard-perm-attach-files-use = to show the board as a picture; without it the board is described in words
guard-perm-create-public-threads = Create Public Threads
guard-perm-create-public-threads-use = to open each table in a thread of its own; without it tables play in the channel itself
guard-perm-send-messages-in-threads = Send Messages in Threads
guard-perm-send-messages-in-threads-use = to speak in the tables' threads
guard-perm-manage-threads = Manage Threads
guard-perm-manage-threads-use = to remove a thread made for a table that could not open
guard-perm-server-only = Permissions belong to a channel of a Discord server; there are none to check here.
