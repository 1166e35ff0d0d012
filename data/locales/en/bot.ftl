### Boardroom's own words: the slash commands (and, from the next step, the referee's replies).
###
### Command localisation (bot/discord/translator.py) reads:
###   bot-cmd-<command path>             the command's name; .description its description
###   bot-opt-<command path>-<option>    an option's name; .description its description
###   bot-choice-<value>                 a choice's name
### Names: lowercase, 1-32 letters, digits, - or _ (CJK letters are letters); descriptions
### 1-100 characters. English entries repeat the code's own (a test keeps them equal).

## /game and its sub-commands

bot-cmd-game = game
    .description = Play a table game in this channel
bot-cmd-game-new = new
    .description = Open a new table in this channel
bot-opt-game-new-game = game
    .description = Which game
bot-opt-game-new-options = options
    .description = Options in plain words: side=lion, tycoons on, tycoon_sides=reward,penalty,reward,reward
bot-opt-game-new-language = language
    .description = The table's language (the server's by default)
bot-cmd-game-language = language
    .description = Change the table's language (host)
bot-opt-game-language-language = language
    .description = The language of the table's messages and pictures
bot-cmd-game-join = join
    .description = Take a seat at the table
bot-cmd-game-leave = leave
    .description = Leave the table (before it starts)
bot-cmd-game-add-ai = add-ai
    .description = Add computer players
bot-opt-game-add-ai-n = n
    .description = How many (1 by default)
bot-opt-game-add-ai-level = level
    .description = How well they play (normal by default)
bot-cmd-game-remove-ai = remove-ai
    .description = Remove computer players
bot-opt-game-remove-ai-n = n
    .description = How many (1 by default)
bot-cmd-game-start = start
    .description = Deal and start the game
bot-cmd-game-status = status
    .description = The table, the board and whose move it is; the host shares its web page
bot-cmd-game-hand = hand
    .description = Your secret cards and holdings (only you see this)
bot-cmd-game-rules = rules
    .description = How a game is played
bot-opt-game-rules-game = game
    .description = Which game (the one at this table by default)
bot-cmd-game-history = history
    .description = The last actions at this table
bot-opt-game-history-last = last
    .description = How many actions (15 by default)
bot-cmd-game-scores = scores
    .description = The scores now (or the final result)
bot-cmd-game-abandon = abandon
    .description = End the game without a result (host or Manage Server)
bot-cmd-game-rematch = rematch
    .description = Play again with the same seats
bot-cmd-game-hand-to-ai = hand-to-ai
    .description = Give a departed player's seat to a computer (host)
bot-opt-game-hand-to-ai-member = member
    .description = The player whose seat a computer takes over

## The games offered by /game new and /game rules

bot-choice-easy = easy
bot-choice-normal = normal
bot-choice-hard = hard
bot-choice-en = English
bot-choice-zh-tw = 繁體中文
bot-choice-ja = 日本語

## Game verbs

bot-cmd-bid = bid
    .description = Bid (pick from the list or type e.g. `2 6000`)
bot-opt-bid-choice = choice
    .description = What exactly (suggestions follow your legal moves)
bot-cmd-buy = buy
    .description = Buy (pick from the list or type what to buy)
bot-opt-buy-choice = choice
    .description = What exactly (suggestions follow your legal moves)
bot-cmd-sell = sell
    .description = Sell (pick from the list or type what to sell)
bot-opt-sell-choice = choice
    .description = What exactly (suggestions follow your legal moves)
bot-cmd-place = place
    .description = Place (pick from the list or type where)
bot-opt-place-choice = choice
    .description = What exactly (suggestions follow your legal moves)
bot-cmd-pass = pass
    .description = Pass (pick from the list, or leave empty)
bot-opt-pass-choice = choice
    .description = What exactly (suggestions follow your legal moves)
bot-cmd-play = play
    .description = Play a card or tile (pick from the list)
bot-opt-play-choice = choice
    .description = What exactly (suggestions follow your legal moves)
bot-cmd-move = move
    .description = Any move, typed as you would say it (pick from the list or type)
bot-opt-move-text = text
    .description = The move as you would say it, e.g. `found tower` (suggestions follow your legal moves)

## Where a table lives and its time (issue 13: threads, /game tables, the turn timer)

bot-opt-game-new-thread = thread
    .description = Open it in a new thread of this channel (yes by default)
bot-opt-game-new-timer = timer
    .description = Time for each turn; then the computer moves (off by default)
bot-cmd-game-tables = tables
    .description = Open tables: this server's, or yours everywhere (only you see this)
bot-opt-game-tables-where = where
    .description = here: this server's tables (default); mine: yours on every server, and where you are awaited
bot-choice-tables-here = here
bot-choice-tables-mine = mine
bot-cmd-game-timer = timer
    .description = Time for each turn at this table (host)
bot-opt-game-timer-length = length
    .description = How long each turn may take; then the computer moves
bot-choice-off = off
bot-choice-5m = 5 minutes
bot-choice-15m = 15 minutes
bot-choice-1h = 1 hour
bot-choice-24h = 24 hours
## The referee's words (bot/*.py): lobby, play, answers, DMs, refusals
## $game is a game's name, $table a table number, $player/$host a player, lists are joined for the locale.

bot-state-lobby = waiting to start
bot-state-playing = playing
bot-state-finished = finished
bot-state-abandoned = abandoned
bot-language-en = English
bot-language-zh-TW = 繁體中文
bot-language-ja = 日本語

bot-unknown-game = I don't know the game “{ $game }”. Games: { $known }.
bot-game-known = { $key } ({ $game })
bot-game-not-installed = The game { $game } is not installed here.
bot-channel-has-table = This channel already has a { $game } table (#{ $table }, { $status }). Finish it or `/game abandon` it first.
bot-channel-busy = This channel already has a table.
bot-no-table = There is no table in this channel. Open one with `/game new <game>`.
bot-no-table-yet = There is no table in this channel yet.
bot-no-such-table = There is no table #{ $table }.
bot-never-started = Table #{ $table } never started.
bot-aside = This channel's table #{ $table } could not be read from the database, so it is left aside. The bot's owner can check it with `boardroom verify`.
bot-table-opened = { $host } opens a table for { $game } ({ $least }–{ $most } players). Take a seat with `/game join`; the host adds computer players with `/game add-ai` and starts with `/game start`.
bot-table-open = Table #{ $table } is open.
bot-unknown-language = Choose the table's language from { $choices }.
bot-language-changed = The table speaks { $language } now.
bot-language-now = From now on this table speaks { $language }.
bot-already-started = The game has already started.
bot-only-host = Only the host, { $host }, can { $what ->
        [add-ai] add computer players
        [remove-ai] remove computer players
        [options] change the options
        [start] start the game
        [abandon] abandon the table
        [hand-over] hand a seat to a computer
        [language] change the table's language
       *[other] do that
    }.
bot-table-changed = The table changed meanwhile; try again.
bot-already-seated = You already have a seat at this table.
bot-table-full = The table is full ({ $seats } seats).
bot-table-full-remove = The table is full ({ $seats } seats). The host can remove a computer player with `/game remove-ai`.
bot-player-joins = { $player } takes a seat.
bot-you-joined = You have a seat.
bot-no-seat = You have no seat at this table.
bot-player-leaves-ai = { $player } leaves; a computer plays their seat.
bot-player-leaves = { $player } leaves the table.
bot-player-leaves-closed = { $player } leaves the table. Nobody is left, so the table is closed.
bot-player-leaves-new-host = { $player } leaves the table. { $host } is the host now.
bot-you-left = You left the table.
bot-you-left-closed = You left; the table is closed.
bot-add-at-least-one = Add at least one computer player.
bot-computers-join = Computer players join: { $names }.
bot-computers-join-some = Computer players join: { $names } (only { $count ->
        [one] one seat was
       *[other] { $count } seats were
    } free).
bot-computers-added = Added { $count ->
        [one] one computer player
       *[other] { $count } computer players
    }.
bot-no-computers = There are no computer players to remove.
bot-computers-leave = Computer players leave: { $names }.
bot-computers-removed = Removed { $count ->
        [one] one computer player
       *[other] { $count } computer players
    }.
bot-options-now = Options: { $options }.
bot-options-default = Options: the defaults.
bot-options-changed = Options changed.
bot-seats = Seats ({ $taken }/{ $most }): { $seats }.
bot-seats-empty = Seats ({ $taken }/{ $most }): nobody yet.
bot-seat-host = { $player } (host)
bot-game-begins = { $game } begins (table #{ $table }). Seats in order: { $seats }.
bot-game-started = The game has started.
bot-abandoned = { $player } abandons the { $game } table (#{ $table }). Its log is kept; `/game rematch` starts it again with the same seats.
bot-abandoned-answer = The table is abandoned.
bot-table-in-play = This channel already has a table in play.
bot-no-finished-table = There is no finished table in this channel to play again.
bot-rematch-players-only = Only a player of the last game can ask for a rematch.
bot-rematch = Rematch of table #{ $table }: same seats, new deal.
bot-no-own-seat = That player has no seat of their own at this table.
bot-player-removed = { $player } is removed from the table.
bot-seat-handed = { $host } hands { $player }'s seat to a computer.
bot-done = Done.
bot-done-move = Done: { $move }.
bot-score-entry = { $player } { $score }
bot-game-over = Game over. Final scores: { $scores }. { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }. `/game rematch` plays again.
bot-your-secrets = Your { $game } secrets (table #{ $table }): { $secrets }

## Playing

bot-outdated = That button is outdated: the table has moved on. Use the latest message or `/game status`.
bot-unreadable-move = I cannot read that as a move. Pick one from the suggestions or your panel, or type it as words (`/bid 2 6000`).
bot-not-your-turn = It is not your move; waiting for { $waiting }.
bot-not-started = The game has not started yet. The host starts it with `/game start`.
bot-not-playing = You are not playing at this table.
bot-computer-plays-you = A computer plays your seat now.
bot-no-computer-to-act = No computer player is to act.
bot-computer-not-saved = A computer player's move could not be saved; it will be tried again in a moment.
bot-rules-engine-broke = That move upset the rules engine; nothing was changed. Please tell the bot's owner.
bot-moved-on = The table moved on meanwhile; nothing was changed.
bot-handed-over = This bot process has handed its servers over to another one; try again in a moment.

## Storage failures: nothing was changed

bot-not-saved = I could not save that: { $why }. Nothing was changed; try again in a moment.
bot-why-disk-full = the server's disk is full
bot-why-busy = the database is busy
bot-why-read-only = the database is read-only
bot-why-refused = the database refused the write
bot-why-slow = the database did not answer in time
bot-halted = The bot has stopped accepting moves because { $why }. Nothing was changed; please tell the bot's owner.

## Pictures' alternative texts

bot-board-alt-waiting = { $game }, table #{ $table }, move { $move }: waiting for { $players }.
bot-board-alt = { $game }, table #{ $table }, move { $move }: { $status }.
bot-hand-alt = Your { $game } hand.

## Status, hand, history, scores, rules

bot-status-last = No table in play. The last one: { $game } #{ $table }, { $status }.
bot-status-last-won = No table in play. The last one: { $game } #{ $table }, { $status }. { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }.
bot-status-lobby = { $game } table #{ $table }, waiting to start. { $least }–{ $most } players.
bot-status-lobby-options = { $game } table #{ $table }, waiting to start (options: { $options }). { $least }–{ $most } players.
bot-status-playing = { $game } table #{ $table } (move { $move }). Seats: { $seats }. { $count ->
        [0] Waiting for nobody.
       *[other] Waiting for { $waiting }.
    }
bot-not-dealt = The cards are dealt when the game starts.
bot-your-hand = Your { $game } secrets: { $secrets }
bot-your-hand-moves = Your { $game } secrets: { $secrets } You can: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
bot-history-head = { $game } table #{ $table } ({ $status }), last { $count ->
        [one] move
       *[other] { $count } moves
    }:
bot-history-none = { $game } table #{ $table } ({ $status }): no moves yet.
bot-history-told = { $version }. { $told }
bot-history-more = {"   "}{ $told }
bot-told-move = { $player } makes a move.
bot-no-scores = No scores yet: the game has not started.
bot-final-scores = Final scores of table #{ $table }: { $scores }.
bot-your-score = Your score now: { $score }.
bot-scores-shown = Scores on the table: { $scores }.
bot-scores-at-end = The final scores are counted at the end; the board shows what is public.
bot-rules-head = **{ $game }**, { $least }–{ $most } players. Options (default): { $options }.
bot-rules-head-plain = **{ $game }**, { $least }–{ $most } players.
bot-replay-head = Replay of table #{ $table } ({ $count ->
        [one] one move
       *[other] { $count } moves
    }):
bot-options-unreadable = { $why }
bot-options-key-value = Options are written key=value, e.g. `rounds=5`; “{ $option }” is not.

## The offline console (bot/console/terminal.py, bot/console/commands.py)

bot-console-welcome = Boardroom console. Games: { $games }. Type /help for the commands; end of input (Ctrl-D) quits and keeps the table.
bot-console-waiting-table = Table #{ $table } ({ $game }) is waiting here; `/game status` shows it.
bot-console-to = [to { $name }] { $line }
bot-console-dm = [DM to { $name }] { $line }
bot-console-picture = picture: { $path }
bot-console-board = [board] { $path }
bot-console-your-move = >>> { $player }, your move: `/choices` lists what you can do.
bot-console-their-move = >>> { $player }, your move: `/choices` lists what you can do (type `/as { $name }` to play for them).
bot-console-whom = Whom? `/as NAME`.
bot-console-typing-as = Now typing as { $name }.
bot-console-slash = Commands start with a slash, e.g. `/game status` or `/help`.
bot-console-empty = Type a command after the slash; `/help` lists them.
bot-console-what = Say what to do: { $commands }.
bot-console-no-such-command = There is no { $command }. Try: { $commands }.
bot-console-not-a-count = “{ $text }” is not a number of players.
bot-console-add-ai = Type `/game add-ai [n] [level]`, like `/game add-ai 2 hard` (levels: easy, normal, hard).
bot-console-no-game = You have nothing to do right now: no game is being played here.
bot-console-waiting = You have nothing to do right now; waiting for { $waiting }.
bot-console-idle = You have nothing to do right now.
bot-console-choice = { $number }. { $move }    { $typed }
bot-console-which-game-new = Which game? `/game new <game>`, e.g. `/game new stockpile`.
bot-console-which-game-rules = Which game? `/game rules <game>`.
bot-console-whose-seat = Whose seat? `/game hand-to-ai <player>`.
bot-console-which-table = Which table? `/game replay 12`.
bot-console-help =
    Commands as in Discord:
      /game new <game> [option=value ...]: open a table (you are the host and first seat)
      /game join: take a seat
      /game leave: leave the lobby (during play, a computer takes your seat)
      /game add-ai [n] [level]: the host adds n computer players (level easy, normal or hard)
      /game remove-ai [n]: the host removes computer players
      /game start: the host deals and the game begins
      /game status: the table, the board and who is to act
      /game hand: your own secrets (only you see them)
      /game history [n]: the last n moves, each told as a sentence
      /game scores: the scores the table may see (all of them at the end)
      /game rules [game] [page]: how to play, a page at a time, in your language
      /game hint [on|off]: a suggested move with its reason; with on or off, the host turns hints on or off
      /game language <en|zh-TW|ja>: the host changes the table's language
      /game timer <off|5m|15m|1h|24h>: the host sets the time for each turn
      /game tables [here|mine]: the open tables here, or yours
      /game dm <on|off>: your private messages with your secrets
      /game abandon: the host (or an admin) ends the table
      /game rematch: the last table again, same seats, new deal
      /game hand-to-ai <player>: the host gives a departed player's seat to a computer
      /game replay [table]: every move of a table, from its seed
      /game stats [player] [game] [hide on|off]: ratings, games, wins and habits here (hide: off the leaderboards)
      /game leaderboard [game]: the best ratings here at a game, and your place
      /game versus <player>: you against another player: games, wins each, the last five
      /move <text>: any move, typed as you would say it, e.g. /move found tower, /move place RY E7 E8
      /bid, /buy, /sell, /place, /pass, /play <what>: a game move as you would type it, e.g. /bid 2 6000, /pass
      /undo: take back your last move, while nobody has moved since and it showed nothing hidden
bot-console-help-only =
    Only in the console:
      /game options key=value ...: the host changes the options before the start
      /choices [verb]: your legal moves, numbered
      /pick <n>: make move number n of /choices (/play <n> too, where the game has no move called play)
      /as <name>: hot seat: from now on <name> is typing
      /help: this list
bot-console-help-discord =
    Only in Discord (the console is one channel on no server):
      /game permissions: which permissions the bot lacks in a channel
      /game limits: a server's limits on tables and rematches
bot-console-left-out-thread = The console is one channel: it opens no threads.
bot-console-left-out-timer = Set the timer after opening the table: `/game timer 5m`.
bot-console-left-out-language = The table speaks the console's language (LANG or --lang); `/game language ja` changes it.
bot-console-left-out-rated = Every console table is rated (as server 0); a practice table is Discord's `/game new rated:False`.
bot-console-left-out-public = The console is yours alone: every answer shows here, so there is nothing to post.
bot-console-discord-only-permissions = { $command } is only in Discord: it says which channel permissions the bot lacks there, and the console has no channel permissions.
bot-console-discord-only-limits = { $command } is only in Discord: it holds a server's limits on tables, and the console is on no server.
bot-console-dm-form = Turn your private messages on or off: `/game dm on` or `/game dm off`.
bot-console-tables-form = Which tables? `/game tables` (here) or `/game tables mine` (yours).

## The Discord layer (bot/discord/*): panels, buttons, notices

bot-panel-choose = Choose your move ({ $count ->
        [one] one option
       *[other] { $count } options
    }):
bot-panel-choose-page = Choose your move ({ $count } options, page { $page } of { $pages }):
bot-panel-range = Choices { $first }–{ $last } of { $count }
bot-panel-prev = ◀ Prev
bot-panel-next = Next ▶
bot-discord-your-move-panel = Your move. { $panel }
bot-discord-gone = This button belongs to a game that is no longer running in this channel.
bot-discord-panel-outdated = This panel is outdated: the game has moved on since it was drawn.
bot-discord-panel-outdated-here = This panel is outdated: the game has moved on since it was drawn. Here is the current one.
bot-discord-raced = Not applied: the table moved on while you clicked (a double click counts once). Nothing else changed.
bot-discord-stale-suggestion = That suggestion is outdated: the table has moved on since it was offered. Type the command again to see your current choices.
bot-discord-not-posted = I could not post in this channel: { $why }. Your move is saved; `/game status` posts it again.
bot-discord-cause-gone = the channel is gone
bot-discord-cause-forbidden = I am missing a permission in this channel (View Channel, Send Messages or Attach Files)
bot-discord-cause-rate-limited = Discord is rate-limiting me
bot-discord-cause-server-error = Discord had a server error
bot-discord-cause-refused = Discord refused the message
bot-discord-nothing = Nothing to show.
bot-discord-which-game = Which game? Pick one in `/game rules game:`.
bot-discord-no-rules = No rules page for that game yet.
bot-discord-cannot-now = You cannot { $verb } now.
bot-discord-you-can = You can: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }.
bot-discord-not-in-game = You are not playing in this game.
bot-discord-not-your-move = It is not your move right now.
bot-discord-panel-for = This panel is for { $name }.
bot-discord-panel-for-other = This panel is for another player.
bot-discord-you-chose = You chose: { $move }
bot-discord-another-game = Another game is already on at this table.
bot-discord-failed = Something went wrong on my side; the table is saved. Try again.
bot-discord-dm-closed = I could not send a direct message to { $players } (DMs closed). The game goes on: use `/game hand` to see what is yours.
bot-discord-dm-lost = I could not send a direct message to { $players } (Discord had an error). Use `/game hand` to see what is yours.
bot-discord-guild-only = Boardroom tables live in server channels: use this command in a channel of a server where Boardroom is installed.
bot-discord-old-component = This button is from an older version of the table; nothing was changed. `/game status` gives you the current one.
bot-discord-stale-command = That command has changed since Discord last loaded it. Wait a minute (or restart Discord) and try again.
bot-discord-not-a-number = I could not read `{ $text }` as a number; please type a whole number.
bot-discord-unreadable-option = I could not read `{ $text }`; please pick from the suggestions.

# A computer seat as readers see it: its name and level (bot-choice-easy/normal/hard).
bot-seat-computer = { $name } (computer, { $level })
bot-seat-computer-plain = { $name } (computer)

# Options typed by players (bot/text/options_text.py): what could not be read, and what is allowed.
bot-options-not-an-option = `{ $key }` is not an option here. { $allowed }
bot-options-bad-value = I could not read `{ $value }` for { $name }. { $hint }
bot-options-say-value = Say what { $name } should be. { $hint }
bot-options-ambiguous = `{ $word }` could be several options; write { $which }.
bot-options-bad-word = I could not read `{ $word }`. { $allowed }
bot-options-hint = Write `{ $name }=value`; { $name }: { $about }.
bot-options-none = This game has no options.
bot-options-allowed = Write options as `key=value` or plain words. Options: { $options }.
bot-options-item = { $name } ({ $about })
bot-options-kind-switch = on or off
bot-options-kind-number = a whole number
bot-options-kind-choice = { $choices }
bot-options-kind-list = a list separated by commas
bot-options-kind-table = values separated by commas, or key:value pairs
bot-options-kind-word = a word
bot-options-kind-or-auto = { $kind }, or auto
# /game rules: an option, its default and what it does.
bot-rules-option = `{ $name }` ({ $default }): { $about }
bot-options-secret-set = { $name } set (secret)

# --- w4replay: /game replay ---
bot-cmd-game-replay = replay
    .description = The board at any move of a table, step by step (only you see this)
bot-opt-game-replay-table = table
    .description = Which table (this channel's by default; numbers from /game tables)

## w4steps: /undo (bot/discord/undo_button.py)
bot-cmd-undo = undo
    .description = Take back your last move, while nobody has moved since

## w4press: /game dm (private messages on or off)

bot-cmd-game-dm = dm
    .description = Private messages with your secrets: on or off (only you see this)
bot-opt-game-dm-setting = setting
    .description = off: no DMs; read your hand with My hand or /game hand
bot-choice-dm-on = on
bot-choice-dm-off = off
bot-cmd-game-permissions = permissions
    .description = Which permissions the bot lacks in this channel, and what each turns on
bot-cmd-game-limits = limits
    .description = This server's limits on tables and rematches (Manage Server sets them)
bot-opt-game-limits-tables_per_member = tables_per_member
    .description = Open tables one member may host (3 by default)
bot-opt-game-limits-tables_per_channel = tables_per_channel
    .description = Open tables in one channel and its threads (10 by default)
bot-opt-game-limits-tables_per_hour = tables_per_hour
    .description = New tables one member may open within an hour (6 by default)
bot-opt-game-limits-rematch_seconds = rematch_seconds
    .description = Seconds between two rematches in a channel (120 by default)

## /game hint (and hints:on|off) (bot/referee/coach.py)
bot-cmd-game-hint = hint
    .description = A suggested move with its reason (only you see this); the host turns hints on or off
bot-opt-game-hint-hints = hints
    .description = Host: turn hints at this table on or off (leave it out for your hint)
bot-choice-hints-on = on
bot-choice-hints-off = off
bot-console-hints-form = Turn hints on or off: `/game hint on` or `/game hint off`.

## Standing between games: /game stats, /game leaderboard, /game versus (bot/discord/stats_commands.py)
bot-opt-game-new-rated = rated
    .description = False: a practice table, left out of ratings (rated by default)
bot-cmd-game-stats = stats
    .description = A player's ratings, games and habits on this server
bot-opt-game-stats-player = player
    .description = Whose (yours by default)
bot-opt-game-stats-game = game
    .description = One game only (every game by default)
bot-opt-game-stats-hide = hide
    .description = True: keep yourself off the leaderboards; False: show yourself again
bot-opt-game-stats-public = public
    .description = True: post the answer in the channel (only you see it by default)
bot-cmd-game-leaderboard = leaderboard
    .description = This server's best ratings at a game, and your place
bot-opt-game-leaderboard-game = game
    .description = Which game (the most played here by default)
bot-opt-game-leaderboard-public = public
    .description = True: post the answer in the channel (only you see it by default)
bot-cmd-game-versus = versus
    .description = You against another player on this server: games, wins, the last five
bot-opt-game-versus-player = player
    .description = The other player
bot-opt-game-versus-public = public
    .description = True: post the answer in the channel (only you see it by default)
bot-opt-game-status-share = share
    .description = Host: the table's web page (the Watch link) on or off (leave it out for the status)
bot-choice-share-on = on
bot-choice-share-off = off
bot-console-share-form = Share the table's web page or stop sharing it: `/game status share:on` or `/game status share:off` (in the console `/game status on` or `off`).
