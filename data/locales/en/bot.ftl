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
    .description = The table, the board and whose move it is
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

bot-choice-stockpile = { stockpile-title }
bot-choice-acquire = { acquire-title }
bot-choice-futures = { futures-title }
bot-choice-qin = { qin-title }
bot-choice-wallstreet = { wallstreet-title }
bot-choice-easy = easy
bot-choice-normal = normal
bot-choice-hard = hard

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

## Where a table lives and its time (issue 13: threads, /game tables, /game mine, the turn timer)

bot-opt-game-new-thread = thread
    .description = Open it in a new thread of this channel (yes by default)
bot-opt-game-new-timer = timer
    .description = Time for each turn; then the computer moves (off by default)
bot-cmd-game-tables = tables
    .description = The tables open on this server (only you see this)
bot-cmd-game-mine = mine
    .description = Your tables on every server, and where you are awaited
bot-cmd-game-timer = timer
    .description = Time for each turn at this table (host)
bot-opt-game-timer-length = length
    .description = How long each turn may take; then the computer moves
bot-choice-off = off
bot-choice-5m = 5 minutes
bot-choice-15m = 15 minutes
bot-choice-1h = 1 hour
bot-choice-24h = 24 hours
