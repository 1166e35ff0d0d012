### Acquire: what the game says. Chains are terms; tile names (6D) stay as they are.

acquire-title = Acquire

## Glossary: the game's own words, for the messages to use as { -acquire-... }.

-acquire-chain-worldwide = Worldwide
-acquire-chain-sackson = Sackson
-acquire-chain-festival = Festival
-acquire-chain-imperial = Imperial
-acquire-chain-american = American
-acquire-chain-continental = Continental
-acquire-chain-tower = Tower
-acquire-chain-luxor = Luxor
-acquire-tile = hotel tile
-acquire-chain = chain
-acquire-share = share
-acquire-merger = merger
-acquire-safe = safe
-acquire-majority-bonus = majority bonus
-acquire-minority-bonus = minority bonus

## Chains as messages (the code names them acquire-chain-<name>).

acquire-chain-worldwide = { -acquire-chain-worldwide }
acquire-chain-sackson = { -acquire-chain-sackson }
acquire-chain-festival = { -acquire-chain-festival }
acquire-chain-imperial = { -acquire-chain-imperial }
acquire-chain-american = { -acquire-chain-american }
acquire-chain-continental = { -acquire-chain-continental }
acquire-chain-tower = { -acquire-chain-tower }
acquire-chain-luxor = { -acquire-chain-luxor }
# A chain and its size: "Tower (12)".
acquire-chain-size = { $chain } ({ $size })

## The tile_bag option refused (games/acquire/game.py); tile_bag is what players type.

acquire-option-not-a-tile = { $option }: { $tile } is not a tile (1A to { $last })
acquire-option-tile-twice = { $option }: { $tile } is listed twice
acquire-option-edition = "2016" (Worldwide, Sackson / Festival, Imperial, American / Continental, Tower) or "classic" (Luxor, Tower / American, Festival, Worldwide / Continental, Imperial)
acquire-option-bonus-rounding = split bonuses rounded "down" to $100 (rule text) or "up" (Hasbro rulebook)
acquire-option-open-holdings = true: every player's cash and shares are public
acquire-option-tile-bag = tiles in draw order (starting tiles, then hands, then draws); unlisted tiles follow in shuffled order; never shown to the table

## Chains, continued.

# A merger's survivor, when a label is asked for outside a merger.
acquire-survivor = survivor

## Joining lists where English uses a sign: "Tower + Sackson", "a; b".

acquire-join-plus = { $first } + { $rest }
acquire-join-semicolon = { $first }; { $rest }

## Narration: the table reads these.

# $starters: a list of acquire-starter; $first: the player who starts.
acquire-opening = Starting tiles: { $starters }. { $first } has the lowest and plays first.
acquire-starter = { $player } { $tile }
acquire-declare = { $player } declares the end of the game.
acquire-place = { $player } places { $tile }.
acquire-place-found = { $player } places { $tile } and founds a new chain.
acquire-place-grow = { $player } places { $tile }: { $chain } grows by { $grown } to { $size } tiles.
# $chains: a list of acquire-chain-size, the largest first.
acquire-place-merge = { $player } places { $tile }, merging { $chains }.
acquire-found = { $player } founds { $chain } ({ $size } tiles) and takes { $free } free founder's { $free ->
        [one] share
       *[other] shares
    }.
acquire-found-no-share = { $player } founds { $chain } ({ $size } tiles); the bank has no share left to give.
acquire-survives-chosen = { $chain } survives (chosen by the merge maker).
acquire-survives-largest = { $chain } survives (the largest chain).
acquire-merger-over = The merger is over: { $chain } has { $size } tiles.
# $holders: a list of acquire-holder.
acquire-defunct = { $chain } is defunct at { $price } a share. Its shares, shown to all: { $holders }.
acquire-defunct-unheld = { $chain } is defunct at { $price } a share. Its shares, shown to all: nobody.
acquire-holder = { $player } { $count }
acquire-no-bonus = Nobody holds { $chain }: no bonus is paid.
# $bonus: one of acquire-bonus-*.
acquire-bonus = { $player } receives the { $chain } { $bonus } bonus: { $amount }.
acquire-bonus-both = majority and minority
acquire-bonus-shared-both = shared majority and minority
acquire-bonus-majority = majority
acquire-bonus-minority = minority
acquire-bonus-shared-minority = shared minority
acquire-sell = { $player } sells { $count } { $chain } for { $amount }.
acquire-trade = { $player } trades { $given } { $chain } for { $count } { $survivor }.
acquire-keep = { $player } keeps { $count } { $chain }.
acquire-buy = { $player } buys 1 { $chain } for { $price }.
acquire-buy-several = { $player } buys { $shares } for { $price }.
acquire-shares-of = { $count } { $chain }
acquire-label-buy-several = Buy { $shares } ({ $price })
acquire-buy-steps = Name the shares to buy, at most { $limit }: `/buy 3 { acquire-chain-tower }`, `/buy { acquire-chain-tower } { acquire-chain-tower } { acquire-chain-sackson }`. { $allowed }
acquire-set-aside = { $player } sets aside dead { $count ->
        [one] tile
       *[other] tiles
    } { $tiles }.
acquire-frozen = Nobody can place a tile any more: the game ends.
acquire-show-hand = { $player } cannot place any tile and shows the hand: { $tiles }.
acquire-no-tiles = { $player } has no tiles left.
acquire-nothing-to-buy = There are no shares to buy either.
# $sales: acquire-sale joined by acquire-join-semicolon.
acquire-final-sale = Shares of the chains on the board are sold to the bank: { $sales }.
# $shares: a list of acquire-shares.
acquire-sale = { $player } { $shares } for { $amount }
acquire-shares = { $count } { $chain }
# $standings: a list of acquire-standing; $winners: a list of players, $count of them.
acquire-final = Final money: { $standings }. { $winners } { $count ->
        [one] wins
       *[other] win
    }.
acquire-standing = { $player } { $cash }

## Private: only the player reads these.

acquire-draw = You draw { $tiles }.
acquire-draw-dead = You draw { $tiles } ({ $dead } drawn dead and set aside).
# The secret message: $tiles is acquire-secret-tiles or -no-tiles, $holdings acquire-secret-holdings(-none).
acquire-secret = { $tiles } { $holdings }
acquire-secret-over = The game is over: everyone's cash and shares are shown.
# $tiles: a list of tile names, each maybe with a note (acquire-tile-note-*).
acquire-secret-tiles = Your tiles: { $tiles }.
acquire-secret-no-tiles = You hold no tiles.
acquire-tile-note-found = { $tile } (founds)
acquire-tile-note-grow = { $tile } (grows)
acquire-tile-note-merge = { $tile } (merges)
acquire-tile-note-waits = { $tile } (waits)
acquire-tile-note-dead = { $tile } (dead)
# $shares: a list of acquire-holding.
acquire-secret-holdings = Cash { $cash }. Shares: { $shares }.
acquire-secret-holdings-none = Cash { $cash }. Shares: none.
acquire-holding = { $chain } { $count }

## Labels of actions (buttons, the log): short.

acquire-label-place = Place { $tile }
acquire-label-place-found = Place { $tile } (founds a chain)
acquire-label-place-grow = Place { $tile } (grows { $chains })
acquire-label-place-merge = Place { $tile } (merges { $chains })
acquire-label-buy = Buy 1 { $chain } ({ $price })
acquire-label-buy-unknown = Buy 1 { $chain }
acquire-label-done = Done buying: end the turn
acquire-label-declare = Declare the end of the game
acquire-label-found = Found { $chain }
acquire-label-survivor = { $chain } survives
acquire-label-defunct = Settle { $chain } next
acquire-label-sell = Sell { $count } { $chain } ({ $amount })
acquire-label-trade = Trade { $given } { $chain } for { $count } { $survivor }
acquire-label-keep-held = Keep your { $held } { $chain } (worth nothing until it is founded again)
acquire-label-keep = Keep the rest

## Refusals: only the player who acts reads these. $allowed is one of acquire-allowed-*.

acquire-allowed-place = You can place { $tiles }.
acquire-allowed-place-or-end = You can place { $tiles }, or declare the end of the game.
acquire-allowed-end = You can declare the end of the game.
acquire-allowed-none = None of your tiles can be placed.
acquire-allowed-buy = You can buy { $chains } ({ $left } more this turn), or say done.
acquire-allowed-buy-or-end = You can buy { $chains } ({ $left } more this turn), declare the end of the game, or say done.
acquire-allowed-end-or-done = You can declare the end of the game or say done.
acquire-allowed-done = Say done to end your turn.
acquire-say-tile = Say which tile to place. { $allowed }
# $text: what the player typed, quoted.
acquire-not-a-tile = { $text } is not a tile (they run from { $first } to { $last }). { $allowed }
acquire-not-in-hand = { $tile } is not in your hand. { $allowed }
acquire-tile-waits = { $tile } would found an eighth chain while all seven are on the board; it waits. { $allowed }
acquire-tile-dead = { $tile } would join the safe chains { $chains }: it is dead and is replaced at the end of your turn. { $allowed }
acquire-write-tile = Write the tile as { $tile }. { $allowed }
acquire-declare-rule = You can declare the end only when a chain has { $end } or more tiles or every chain on the board is safe ({ $safe } or more tiles). { $allowed }
acquire-place-first = Place a tile first; then you can buy shares. { $allowed }
acquire-say-chain = Say which chain to buy. { $allowed }
acquire-no-such-chain = There is no chain called { $text }. { $allowed }
acquire-buy-limit = You can buy at most { $limit } shares a turn; you have bought { $bought }. { $allowed }
acquire-not-on-board = { $chain } is not on the board: only chains on the board can be bought. { $allowed }
acquire-bank-empty = The bank has no { $chain } shares left. { $allowed }
acquire-too-dear = { $chain } costs { $price }; you have { $cash }. { $allowed }
# $typed: the chain's name as typed in an action.
acquire-buy-how = To buy one { $chain } share, send {"{"}"type": "buy", "chain": "{ $typed }"{"}"}. { $allowed }
acquire-no-placeable = None of your tiles can be placed this turn. { $allowed }
acquire-placed-already = You have placed your tile for this turn. { $allowed }
acquire-chain-taken = { $chain } is already on the board. Choose the chain your tile founds: { $chains }.
acquire-choose-found = Choose the chain your tile founds: { $chains }.
acquire-choose-survivor = { $tied } tie for largest with { $size } tiles: choose which survives ({ $choices }).
acquire-choose-defunct = The defunct chains { $tied } tie with { $size } tiles: choose which is settled next ({ $choices }).
acquire-dispose = You hold { $held } { $chain }: { $held ->
        [1] sell it for { $price }, or keep it
       *[other] sell 1 to { $held } at { $price } each, or keep them
    }.
acquire-dispose-trade = You hold { $held } { $chain }: { $held ->
        [1] sell it for { $price }
       *[other] sell 1 to { $held } at { $price } each
    }, trade { $ratio } for 1 { $survivor } (up to { $pairs } { $survivor }), or keep { $held ->
        [1] it
       *[other] them
    }.
acquire-dispose-trade-capped = You hold { $held } { $chain }: { $held ->
        [1] sell it for { $price }
       *[other] sell 1 to { $held } at { $price } each
    }, trade { $ratio } for 1 { $survivor } (up to { $pairs } { $survivor }; the bank has { $bank } left), or keep { $held ->
        [1] it
       *[other] them
    }.
acquire-dispose-no-trade = You hold { $held } { $chain }: { $held ->
        [1] sell it for { $price }, or keep it
       *[other] sell 1 to { $held } at { $price } each, or keep them
    } (the bank has no { $survivor } left to trade for).
acquire-over = The game is over.

## Pictures (render/acquire.py): titles, the chain table, the players, the status lines, a hand.

acquire-pic-money = { $amount }
acquire-pic-comma = {", "}
acquire-pic-edition-2016 = 2016 edition
acquire-pic-edition-classic = classic edition
acquire-pic-title-over = { acquire-title } — game over
acquire-pic-title-disposer = { acquire-title } — { $player }: sell, trade or keep
acquire-pic-title-place = { acquire-title } — { $player } places a tile
acquire-pic-title-found = { acquire-title } — { $player } founds a chain
acquire-pic-title-survivor = { acquire-title } — { $player } picks the survivor
acquire-pic-title-order = { acquire-title } — { $player } orders the defunct chains
acquire-pic-title-dispose = { acquire-title } — { $player } merger: shares
acquire-pic-title-buy = { acquire-title } — { $player } buys shares
acquire-pic-title-player = { acquire-title } — { $player }
acquire-pic-chains = Chains
acquire-pic-head-chain = chain
acquire-pic-head-size = size
acquire-pic-head-price = price
acquire-pic-head-bank = bank
acquire-pic-head-major = major
acquire-pic-head-minor = minor
acquire-pic-players = Players
acquire-pic-tiles = { $count } { $count ->
        [one] tile
       *[other] tiles
    }
acquire-pic-cash-and-tiles = { $cash }  ·  { $count } { $count ->
        [one] tile
       *[other] tiles
    }
acquire-pic-no-shares = no shares
acquire-pic-over = Game over — { $winners } { $count ->
        [one] wins
       *[other] win
    }
acquire-pic-merger = Merger at { $tile } by { $player }: { $chains }
acquire-pic-survivor = Survivor: { $chain }
acquire-pic-defunct = Defunct: { $chain } at { $price }
acquire-pic-shown = Shares shown: { $holders }
acquire-pic-pending = Still to settle: { $chains }
acquire-pic-bought = Shares bought this turn: { $bought } of { $most }
acquire-pic-can-declare = The end may be declared
acquire-pic-starters = Starting tiles (lowest went first):
acquire-pic-starting = { $starters }
acquire-pic-tiles-left = Tiles left to draw: { $count }
acquire-pic-dead = Dead tiles: { $tiles }
acquire-pic-note-over = game over
acquire-pic-note-your-move = your move
acquire-pic-waiting-names = { $players }
acquire-pic-note-waiting = waiting for { $players }
acquire-pic-no-tiles = No tiles in hand.
acquire-pic-status-lone = lone
acquire-pic-status-found = founds
acquire-pic-status-grow = grows
acquire-pic-status-merge = merger
acquire-pic-status-waits = waits
acquire-pic-status-dead = dead
acquire-pic-cash = Cash { $cash }
acquire-pic-no-shares-held = No shares.
acquire-pic-held = { $chain }: { $count }
acquire-pic-each = { $price } each
acquire-pic-off-board = not on the board
acquire-pic-worth = shares worth { $worth }

## The table card's facts (games/acquire/card.py).

# $phase is the state's phase: place, found, survivor, order, dispose, buy or over.
acquire-facts-phase = { $phase ->
    [place] { $player } places a tile
    [found] { $player } founds a chain
    [survivor] { $player } chooses the surviving chain
    [order] { $player } chooses the next defunct chain
    [dispose] { $player } sells, trades or keeps shares of the defunct chain
    [buy] { $player } buys shares ({ $bought } of { $most } bought)
   *[over] The game is over
}
# $safe is "yes" or "no".
acquire-facts-chain = { $name } ({ $size ->
    [one] 1 tile
   *[other] { $size } tiles
}, { $price }, { $left } shares left, bonuses { $majority } / { $minority }{ $safe ->
    [yes] , safe
   *[no] {""}
})
# $count: the chains on the board (each follows on its own line, acquire-facts-chain).
acquire-facts-chains = { $count ->
    [0] No chain on the board
    [one] 1 chain on the board
   *[other] { $count } chains on the board
} · { $tiles } tiles left
acquire-facts-merger = Merger: { $defunct } into { $survivor } at { $price } a share
acquire-facts-seat = { $player }: { $cash } · { $shares }
acquire-facts-holdings-secret = Cash and shares are secret until the end.
acquire-facts-payout = { $name } ({ $size ->
    [one] 1 tile
   *[other] { $size } tiles
}): { $price } a share, bonuses { $majority } / { $minority }
acquire-facts-end-chains = Chains paid out at the end:
acquire-facts-final = { $player }: final cash { $cash } · shares left { $shares }
acquire-facts-held = tiles { $tiles }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

acquire-option-value-edition = { $value }
acquire-option-value-bonus_rounding = { $value }

## /game hint: why the normal computer would make this move (games/acquire/ai.py advise)
acquire-hint-end = the bonuses the board would pay now favour you (about { $lead } ahead of your best rival): end the game before that changes.
acquire-hint-place-found = { $tile } founds a { -acquire-chain }: a free { -acquire-share } and the first claim on its bonus, worth about { $value } to you.
acquire-hint-place-grow = { $tile } grows a { -acquire-chain } you hold: worth about { $value } to you.
acquire-hint-place-merge = { $tile } starts a { -acquire-merger } that pays you about { $value }.
acquire-hint-place-quiet = none of your { -acquire-tile }s founds, grows or merges to your profit; { $tile } gives nothing away.
acquire-hint-buy = at { $price } a { -acquire-share }, you would hold { $shares } of { $chain }: about { $bonus } in bonus if it merges (the { -acquire-majority-bonus } is { $majority }).
acquire-hint-done = no { -acquire-share } is worth its price to you now: keep your { $cash }.
acquire-hint-found = found { $chain }: you already hold { $shares } of its { -acquire-share }s, or it is the dearest { -acquire-chain } you can afford to back.
acquire-hint-survivor = keeping { $chain } pays you the most in this { -acquire-merger }.
acquire-hint-defunct = settle { $chain } first: you hold { $shares } of it, and the survivor's bank is fullest now for trades.
acquire-hint-trade = trade { $count } times: two { $chain } { -acquire-share }s for one of { $survivor } are worth more than { $price } each in cash.
acquire-hint-sell = sell { $count } at { $price }: kept { -acquire-share }s of { $chain } are worth little unless it comes back.
acquire-hint-keep = keep your { $chain } { -acquire-share }s: it may be founded again while the board has room.

## A move that tells the table nothing else, as the history and the card's log tell it (bot/text/told.py)
acquire-told-done = { $player } buys no more shares and ends the turn.

## A round's end on the card, a line per kind (bot/text/summary.py)
acquire-bonus-kind = bonuses
acquire-bonus-brief = { $player } { $chain } { $bonus } { $amount }
