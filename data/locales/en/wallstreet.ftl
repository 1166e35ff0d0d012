### 1920 Wall Street: what the game says. Players, cards, stocks and money come as arguments
### already worded ($player, $card, $stock, $cost ...); numbers are numbers, for the plurals.

wallstreet-title = 1920 Wall Street

## Each option in words (shown with the options; names and values are what players type).

wallstreet-option-board = price board side: blue (standard) or yellow (beginners, narrower limits)
wallstreet-option-tycoons = tycoon cards variant: a stock reaching a limit triggers its card
wallstreet-option-tycoon-sides = side of each tycoon card, e.g. A:penalty; unnamed cards: reward
wallstreet-option-options = call-option variant: reserve a card for $1

## Glossary: the game's own words, for the messages to use as { -wallstreet-... }.

-wallstreet-stock-corn = corn
-wallstreet-stock-cotton = cotton
-wallstreet-stock-steel = steel
-wallstreet-stock-oil = oil
-wallstreet-stock-card = stock card
-wallstreet-market-card = market card
-wallstreet-capital-card = capital card
-wallstreet-loan-card = loan card
-wallstreet-explosion = explosion
-wallstreet-trend = trend
-wallstreet-golden = golden

## Money: { $sign } is "-" or nothing, { $amount } the amount without sign.

wallstreet-money = { $sign }${ $amount }

## Stocks, piles, cards: the terms the sentences are given.

wallstreet-stock-corn = Corn
wallstreet-stock-cotton = Cotton
wallstreet-stock-steel = Steel
wallstreet-stock-oil = Oil
wallstreet-stockword-corn = { -wallstreet-stock-corn }
wallstreet-stockword-cotton = { -wallstreet-stock-cotton }
wallstreet-stockword-steel = { -wallstreet-stock-steel }
wallstreet-stockword-oil = { -wallstreet-stock-oil }
wallstreet-pile-left = left
wallstreet-pile-middle = middle
wallstreet-pile-right = right
wallstreet-side-reward = reward
wallstreet-side-penalty = penalty
wallstreet-move-up = { $stock } +{ $steps }
wallstreet-move-down = { $stock } -{ $steps }
wallstreet-card-golden = Golden share
wallstreet-card-dual = { $first }/{ $second }
wallstreet-card-explosion = Explosion
wallstreet-card-stock = { $stock }
wallstreet-card-double = { $stock } x2
wallstreet-card-moves = { $card } ({ $moves })
wallstreet-card-market-move = { $moves } market card
wallstreet-card-market-boom = Boom
wallstreet-card-market-bust = Bust
wallstreet-card-market-rise = Upswing
wallstreet-card-market-fall = Downswing
wallstreet-card-market-mixed = Mixed swing
wallstreet-card-market-crash = Crash
wallstreet-card-market-exchange = Exchange
wallstreet-share-double = double { $stock }
wallstreet-times = { $what } ×{ $count }
wallstreet-with-points = { $card } ({ $points } { $points ->
        [one] point
       *[other] points
    })
wallstreet-none = none
wallstreet-nothing = nothing
wallstreet-spot-trend = the trend card
wallstreet-spot-empty = empty spot { $spot }
wallstreet-spot-card = { $card } (spot { $spot })
wallstreet-spot-cards = { $first } + { $second } (spot { $spot })
wallstreet-spot-number = spot { $spot }
wallstreet-player-card = { $player } { $card }
wallstreet-player-score = { $player } { $score }
wallstreet-pile-dynamite = { $pile } { $dynamite }
# Sentences one after another (the secret text), names in a list, choices one after another (a refusal).
wallstreet-sentences = { $first } { $rest }
wallstreet-comma = { $first }, { $rest }
wallstreet-then = { $first }; { $rest }

## The discard piles' events (the view, and the end).

wallstreet-pile-event-left = golden cards pay { $cash } instead of counting
wallstreet-pile-event-middle = every holding counts one share less
wallstreet-pile-event-right = every price is halved (rounded up)
wallstreet-fires-left = golden cards pay { $cash } instead of counting as shares
wallstreet-fires-middle = every holding counts one share less
wallstreet-fires-right = every price is halved

## Tycoon cards (variant): what each side does.

wallstreet-tycoon-a-reward = At the end you score +{ $points }.
wallstreet-tycoon-a-penalty = Give this card to another player: they score -{ $points } at the end.
wallstreet-tycoon-b-reward = Take all the cash on the trend card.
wallstreet-tycoon-b-penalty = Every other player pays { $fine } to the bank.
wallstreet-tycoon-c-reward = You may pay { $cost } to take back one loan ($10 side back to $5, or return the $5 card).
wallstreet-tycoon-c-penalty = Every other player with capital 6, 7 or 8 loses 1 capital.
wallstreet-tycoon-d-reward = Take the top card of any discard pile (no price effect).
wallstreet-tycoon-d-penalty = Every other player removes one of their stock or market cards from the game.

## What happens (events).

wallstreet-start-chosen = { $player } is the start player (chosen by the table) and places a pawn first.
wallstreet-start-drawn = { $player } is the start player (drawn by lot) and places a pawn first.
wallstreet-explosion-on-top = The explosion card is on top of the deck: { $player } places it on a discard pile.
wallstreet-explodes = Wall Street explodes. Dynamite on the piles: { $piles }. The { $pile } pile fires: { $event }.
wallstreet-explodes-tie = Wall Street explodes. Dynamite on the piles: { $piles }. A tie: no event.
wallstreet-holdings = { $player } shows: shares { $shares }; market cards { $market }; capital card back: { $back }, { $points } points.
wallstreet-final-scores = Final scores: { $scores }.
wallstreet-winners = Winner: { $players }.
wallstreet-loan = { $player } takes a loan of { $amount } ({ $loans } { $loans ->
        [one] loan
       *[other] loans
    }: -{ $penalty } at the end).
wallstreet-place = { $player } places their pawn on { $spot }.
wallstreet-flip-clockwise = { $player } pays { $cost } onto the trend card and flips it: the market now moves clockwise.
wallstreet-flip-counter-clockwise = { $player } pays { $cost } onto the trend card and flips it: the market now moves counter-clockwise.
wallstreet-option = { $player } places a call option under { $spot }.
wallstreet-option-back = The call option of { $player } goes back to them.
wallstreet-buy-trend = { $player } moves { $steps } { $steps ->
        [one] step
       *[other] steps
    } onto the trend card; the move costs { $cost }: { $capital } from capital, { $bank } in cash. Nothing is bought.
wallstreet-buy-trend-cash = { $player } moves { $steps } { $steps ->
        [one] step
       *[other] steps
    } onto the trend card and takes the { $found } lying there; the move costs { $cost }: { $capital } from capital, { $bank } in cash. Nothing is bought.
wallstreet-buy = { $player } moves { $steps } { $steps ->
        [one] step
       *[other] steps
    } and buys { $cards }: { $total } ({ $cost } for the steps + { $price } for the { $count ->
        [one] card
       *[other] cards
    }{ $optioned ->
        [0] {""}
       *[other] , incl. { $option_fee } for the call option
    }), { $capital } from capital and { $bank } in cash{ $fees ->
        [0] {""}
       *[other] ; pays { $pawn_fee } to { $paid } (pawn there)
    }.
wallstreet-refill = { $card } from the deck fills the gap.
wallstreet-discard = { $player } discards { $card } onto the { $pile } pile.
wallstreet-last-round = This is the last round: it ends after the player before the start player.
wallstreet-sell = { $player } sells { $card } for { $value }: the share goes face up on spot { $spot }.
wallstreet-sell-beside = { $player } sells { $card } for { $value }: the share goes face up on spot { $spot }, next to { $beside } from the deck (two cards lie there now).
wallstreet-raise = { $player } pays { $cost } and raises their capital to { $capital }.
wallstreet-keep = { $player } keeps { $card }.
wallstreet-keep-market = { $player } keeps { $card } ({ $points } { $points ->
        [one] point
       *[other] points
    } at the end).
wallstreet-crash = Crash! Every player pays { $cost }.
wallstreet-no-exchange = { $player } has no share to exchange.
wallstreet-price = { $stock } moves to { $price }.
wallstreet-price-limit = { $stock } stays at { $price } (its limit).
wallstreet-offer = { $player } offers { $card } (as { $stock }) for exchange.
wallstreet-cannot-answer = { $player } has no card to answer with and shows their shares: { $shares }.
wallstreet-nobody-answers = Nobody can answer: no exchange.
wallstreet-answer-you = You answer face down with { $card }.
wallstreet-answered = { $player } has answered face down.
wallstreet-answers = The answers are revealed: { $answers }.
wallstreet-take = { $player } takes { $card } from { $other } in exchange for { $given }.
wallstreet-tycoon = { $stock } reached its limit: tycoon card { $card } ({ $side }) for { $player }: { $does }
wallstreet-trend-cash = { $player } takes { $amount } from the trend card.
wallstreet-capital-falls = { $player }'s capital falls to { $capital }.
wallstreet-give = { $player } gives tycoon card A to { $other }: -{ $points } at the end.
wallstreet-repay = { $player } pays { $cost } and takes back a loan ({ $loans } left).
wallstreet-decline = { $player } keeps their loans.
wallstreet-claim = { $player } takes { $card } from the { $pile } pile (no effect).
wallstreet-remove-you = You remove { $card }.
wallstreet-removing = { $player } has chosen a card to remove.
wallstreet-removed = Removed from the game: { $cards }.

## Refusals.

wallstreet-nothing-to-do = You have nothing to do right now.
wallstreet-refusal = Sorry, { $why }. You can: { $choices }.
wallstreet-refusal-more = Sorry, { $why }. You can: { $choices } (and { $more } more).
wallstreet-why-not-now = that move is not possible right now
wallstreet-why-place = place your pawn on a spot of the circle, 0 to { $last }
wallstreet-why-buy = a buy moves your pawn { $least } to { $most } steps along the trend ({ $circle } steps is a full circle back to your card)
wallstreet-why-no-share = you have no share to sell
wallstreet-why-sell-trend = you cannot sell while your pawn stands on the trend card
wallstreet-why-sell-two = you cannot sell where two cards already lie
wallstreet-why-raise = your capital is already { $most }, the most it can be
wallstreet-why-flip = the trend card can be flipped only once a turn

## Labels (buttons, autocomplete, the history). { $loan } is 1 when paying takes a loan.

wallstreet-label-buy-nothing = Move { $steps } and buy { $spot }
wallstreet-label-buy-trend = Move { $steps } to the trend card (costs { $cost }, { $paid ->
        [0] capital covers it
       *[other] { $cash } cash
    }){ $loan ->
        [0] {""}
       *[other] {" "}(takes a loan)
    }
wallstreet-label-buy = Move { $steps }, buy { $spot }: { $total }, { $paid ->
        [0] capital covers it
       *[other] { $cash } cash
    }{ $loan ->
        [0] {""}
       *[other] {" "}(takes a loan)
    }
wallstreet-label-buy-spot = Move { $steps }, buy { $count ->
        [one] the card
       *[other] { $count } cards
    } at spot { $spot }: { $total }, { $paid ->
        [0] capital covers it
       *[other] { $cash } cash
    }{ $loan ->
        [0] {""}
       *[other] {" "}(takes a loan)
    }
wallstreet-label-sell = Sell { $card } (a { $cost } card{ $dynamite ->
        [0] {""}
       *[other] , { $dynamite } dynamite
    }) for { $value }
wallstreet-label-raise = Raise capital to { $capital } for { $cost }{ $loan ->
        [0] {""}
       *[other] {" "}(takes a loan)
    }
wallstreet-label-flip = Flip the trend card ({ $cost }){ $loan ->
        [0] {""}
       *[other] {" "}(takes a loan)
    }
wallstreet-label-option = Call option on { $spot } ({ $cost }){ $loan ->
        [0] {""}
       *[other] {" "}(takes a loan)
    }
wallstreet-label-place = Place your pawn on { $spot }
wallstreet-label-explosion = Put the explosion on the { $pile } pile
wallstreet-label-discard = Discard { $card } onto the { $pile } pile
wallstreet-label-discard-card = Discard the card onto the { $pile } pile
wallstreet-label-keep = Keep { $card }
wallstreet-label-keep-card = Keep
wallstreet-label-offer = Offer { $card } as { $stock }
wallstreet-label-answer = Answer with { $card }
wallstreet-label-take = Take the card of { $player }
wallstreet-label-give = Give tycoon card A to { $player }
wallstreet-label-repay = Pay { $cost } to take back a loan
wallstreet-label-decline = Keep your loans
wallstreet-label-claim = Take { $card } (top of the { $pile } pile), no effect
wallstreet-label-claim-top = Take the { $pile } pile's top card, no effect
wallstreet-label-remove = Remove { $card } from the game
wallstreet-label-end = End your turn

## What only you know (a DM, /game hand).

wallstreet-secret-over = The game is over: every player's cards are shown in the final scores.
wallstreet-secret-shares = Your shares: { $shares }.
wallstreet-secret-market = Market cards: { $cards }.
wallstreet-secret-capital = Capital card: hidden { $stock } share, { $points } { $points ->
        [one] point
       *[other] points
    }.
wallstreet-secret-answer = Your face-down answer: { $card }.
wallstreet-secret-choice = Your face-down choice: { $card }.
wallstreet-secret-estimate = Your score if the game ended now: { $total }.

## The pictures (render/wallstreet.py): card faces, the board, the private hand.

wallstreet-pic-money = { $amount }
wallstreet-pic-head-corn = CORN
wallstreet-pic-head-cotton = COTTON
wallstreet-pic-head-steel = STEEL
wallstreet-pic-head-oil = OIL
wallstreet-pic-head-double = { $stock } ×2
wallstreet-pic-head-dual = { $first }/{ $second }
wallstreet-pic-abbr-corn = COR
wallstreet-pic-abbr-cotton = COT
wallstreet-pic-abbr-steel = STE
wallstreet-pic-abbr-oil = OIL
wallstreet-pic-head-golden = GOLDEN
wallstreet-pic-head-market = MARKET
wallstreet-pic-head-explosion = BOOM!
# A price move on a card face, with a real minus sign (−).
wallstreet-pic-up = { $stock } +{ $steps }
wallstreet-pic-down = { $stock } −{ $steps }
wallstreet-pic-mixed-top = Mixed
wallstreet-pic-mixed-bottom = swing
wallstreet-pic-share = share
wallstreet-pic-share-double = share ×2
wallstreet-pic-start-share = start share
wallstreet-pic-any-stock = any stock
wallstreet-pic-points = { $points }pt
wallstreet-pic-trend = TREND
wallstreet-pic-trend-cash = { $cash } here
wallstreet-pic-clockwise = clockwise
wallstreet-pic-counter-clockwise = counter-clockwise
wallstreet-pic-deck = deck { $count }
wallstreet-pic-empty = empty
# The call-option chip under a card (short).
wallstreet-pic-option = opt
wallstreet-pic-prices = Prices ({ $board } side)  ·  minimum holdings
wallstreet-pic-board-blue = blue
wallstreet-pic-board-yellow = yellow
wallstreet-pic-tycoons = Tycoons
wallstreet-pic-tycoon = { $card } { $side }
wallstreet-pic-tycoon-used = { $card } { $side } · used
wallstreet-pic-piles = Discard piles (top card; the event fires at the end)
wallstreet-pic-pile = { $pile } ({ $count })
wallstreet-pic-event-left = golden = { $cash } cash
wallstreet-pic-event-middle = holdings count -1
wallstreet-pic-event-right = prices halved
wallstreet-pic-dynamite = dynamite
wallstreet-pic-over = Game over. Event: { $event }. Winner: { $winners }
wallstreet-pic-fires = { $pile } pile fires
wallstreet-pic-tied = none (dynamite tied)
wallstreet-pic-prompt = { $who }: { $what }
wallstreet-pic-prompt-last = { $who }: { $what }  ·  LAST ROUND
wallstreet-pic-do-place = places a pawn
wallstreet-pic-do-explode = places the explosion on a pile
wallstreet-pic-do-act = buys, sells or raises capital
wallstreet-pic-do-end = may flip the trend card or end the turn
wallstreet-pic-do-keep = keeps or discards { $card }
wallstreet-pic-do-pile = discards { $card }
wallstreet-pic-do-raise = picks a stock to raise
wallstreet-pic-do-lower = picks a stock to lower
wallstreet-pic-do-offer = offers a share for exchange
wallstreet-pic-do-answer = answer the exchange face down
wallstreet-pic-do-answer-for = answer face down for { $card } (as { $stock }) with a share that is not { $stock } or golden
wallstreet-pic-do-pick = picks an answer to take: { $answers }
wallstreet-pic-do-give = gives tycoon card A away
wallstreet-pic-do-repay = may repay a loan
wallstreet-pic-do-claim = takes a pile's top card
wallstreet-pic-do-remove = remove a card from the game
wallstreet-pic-col-player = Player
wallstreet-pic-col-cash = Cash
wallstreet-pic-col-capital = Capital
wallstreet-pic-col-loans = Loans
wallstreet-pic-col-shares = Shares
wallstreet-pic-col-market = Market
wallstreet-pic-col-tycoon = Tycoon
wallstreet-pic-col-spot = Spot
wallstreet-pic-col-score = Score
wallstreet-pic-col-total = Total
wallstreet-pic-col-points = points
wallstreet-pic-final = Final scoring · dynamite { $dynamite } · event: { $event }
wallstreet-pic-over-short = game over
wallstreet-pic-turn = turn: { $player }
wallstreet-pic-setup = setting up
wallstreet-pic-hand = Your hand — { $player }
wallstreet-pic-private = private
wallstreet-pic-shares = Shares ({ $count })
wallstreet-pic-market = Market cards ({ $count })
wallstreet-pic-capital-card = Capital card (hidden side)
wallstreet-pic-hidden-score = hidden score: { $points }
wallstreet-pic-purse = capital { $capital } · cash { $cash } · loans { $loans }
wallstreet-pic-face-down = face down: { $card }
wallstreet-pic-estimate = If the game ended now (no pile event)
wallstreet-pic-total = total { $total }
wallstreet-pic-count = { $stock } { $count }
wallstreet-pic-est-market = Market cards + hidden score
wallstreet-pic-est-shares = Shares ({ $counts })
wallstreet-pic-est-cash = Cash
wallstreet-pic-est-loans = Loans
wallstreet-pic-est-tycoon = Tycoon card A

## The table card's facts (games/wallstreet/card.py).

# $kind: the step the player is asked for (the view's prompt).
wallstreet-facts-turn = { $kind ->
    [act] { $player } moves to buy, sells or raises capital
    [place] { $player } places their pawn
    [end] { $player } may flip the trend card or end the turn
    [explode] { $player } places the explosion on a pile
    [claim] { $player } takes a pile's top card
    [keep] { $player } keeps or discards the card
    [pile] { $player } discards onto a pile
    [offer] { $player } offers a share for the exchange
    [answer] Everyone answers the exchange face down
    [pick] { $player } picks a share from the exchange
    [repay] { $player } repays loans
    [give] { $player } gives a share
    [remove] { $player } removes a card
    [boost] { $player } moves a price
    [tycoon] { $player } uses a tycoon card
    [over] The game is over
   *[other] { $player } decides
}
wallstreet-facts-prices = Prices: { $prices }
# $direction: clockwise or counter-clockwise.
wallstreet-facts-trend = Trend card on spot { $spot }, { $direction ->
    [clockwise] clockwise
   *[other] counter-clockwise
}, { $cash } with it
wallstreet-facts-rondel = Circle: { $spots }
wallstreet-facts-spot = { $number } { $what }
wallstreet-facts-card = { $card } ({ $cost })
wallstreet-facts-trend-here = trend card
wallstreet-facts-pawns = { $what } [{ $players }]
wallstreet-facts-seat = { $player }: { $cash } cash · capital { $capital } · { $loans ->
    [one] 1 loan
   *[other] { $loans } loans
} · { $shares ->
    [one] 1 share
   *[other] { $shares } shares
} · { $market ->
    [one] 1 market card
   *[other] { $market } market cards
}
wallstreet-facts-final = { $player }: { $total } = shares { $shares } + market cards { $market } + cash { $cash } + loans { $loans } + tycoon { $tycoon }
# $double is "yes" or "no".
wallstreet-facts-capital = { $stock }{ $double ->
    [yes] {" "}×2
   *[no] {""}
}, { $points ->
    [one] 1 point
   *[other] { $points } points
}
wallstreet-facts-held = shares { $shares }; market cards { $market }; capital card back { $capital }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

wallstreet-option-value-board = { $value }

## /game hint: why the normal computer would make this move (games/wallstreet/ai.py advise)
wallstreet-hint-buy = moving { $steps } and buying what lies there is worth about { $points } points to you, the most of your moves.
wallstreet-hint-sell = selling this share is worth about { $points } points to you now, the most of your moves.
wallstreet-hint-raise = one more capital pays for itself over the { $turns } or so turns left.
wallstreet-hint-flip = the best buy lies the other way round: turning the { -wallstreet-trend } is worth its cost.
wallstreet-hint-end = nothing more is worth doing this turn.
wallstreet-hint-keep = keeping it is worth about { $points } points to you.
wallstreet-hint-discard = it does you no good: on the { $pile } pile it matters least to you.
wallstreet-hint-discard-dynamite = its dynamite goes on the { $pile } pile, whose event hurts you least compared with the others.
wallstreet-hint-place = the cards just ahead of this spot are worth about { $points } points to you.
wallstreet-hint-boom = { $stock } up one raises what your shares are worth the most.
wallstreet-hint-bust = { $stock } down one costs you least.
wallstreet-hint-part = this is the share you miss least (about { $points } points).
wallstreet-hint-better = it is worth about { $points } points more to you than the next best move.

## A move that tells the table nothing else, as the history and the card's log tell it (bot/text/told.py)
wallstreet-told-end = { $player } ends the turn.
