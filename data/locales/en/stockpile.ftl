### Stockpile: what the game says. Players are { $player }-like arguments (names), money is
### { $amount } (already formatted), company and card arguments are nested messages.

stockpile-title = Stockpile

## Each option in words (shown with the options; names and values are what players type).

stockpile-option-variant = two_player: the 2-player variant (automatic with 2 players); standard: 3-5 players
stockpile-option-side = board side: standard or advanced
stockpile-option-investors = true: play with the investor cards
stockpile-option-rounds = override the number of rounds (1-12)

## Glossary: the game's own words (full names), for the messages to use as { -stockpile-... }.
-stockpile-company-cosmic = Cosmic Computers
-stockpile-company-bank = Bottomline Bank
-stockpile-company-labs = Leading Laboratories
-stockpile-company-auto = American Automotive
-stockpile-company-steel = Stanford Steel
-stockpile-company-epic = Epic Electric
-stockpile-phase-information = information phase
-stockpile-phase-supply = supply phase
-stockpile-phase-demand = demand phase
-stockpile-phase-action = action phase
-stockpile-phase-selling = selling phase
-stockpile-phase-movement = movement phase
-stockpile-company-card = company card
-stockpile-forecast = forecast card
-stockpile-bid-track = bid track
-stockpile-market-deck = market deck
-stockpile-trading-fee = trading fee
-stockpile-split = split
-stockpile-bankrupt = bankrupt
-stockpile-investor = investor

## Names as the messages say them: companies by their short names, investors, cards.

stockpile-company-cosmic = Cosmic
stockpile-company-bank = Bank
stockpile-company-labs = Labs
stockpile-company-auto = Auto
stockpile-company-steel = Steel
stockpile-company-epic = Epic
stockpile-company-full-cosmic = { -stockpile-company-cosmic }
stockpile-company-full-bank = { -stockpile-company-bank }
stockpile-company-full-labs = { -stockpile-company-labs }
stockpile-company-full-auto = { -stockpile-company-auto }
stockpile-company-full-steel = { -stockpile-company-steel }
stockpile-company-full-epic = { -stockpile-company-epic }
stockpile-investor-bill = Billionaire Bill
stockpile-investor-mark = Maverick Mark
stockpile-investor-bernie = Broker Bernie
stockpile-investor-graham = Golden Graham
stockpile-investor-cramer = Crazy Cramer
stockpile-investor-martha = Mayknow Martha
stockpile-investor-donald = Discount Donald
stockpile-investor-stuart = Secretive Stuart
stockpile-investor-deborah = Dividend Deborah
stockpile-investor-warren = Wise Warren
stockpile-action-boom = Boom
stockpile-action-bust = Bust
# A market card: { $company } is a company name, { $amount } money.
stockpile-card-share = { $company } share
stockpile-card-fee = { $amount } trading fee
stockpile-card-boom = Boom action
stockpile-card-bust = Bust action
stockpile-card-number = card { $number }
stockpile-card-facedown = a face-down card
stockpile-card-on-pile = { $card } on pile { $pile }
# A company and its forecast card; { $forecast } is the card as printed (+2, -3, $$).
stockpile-pair = { $company } { $forecast }
stockpile-pair-dividend = { $company } { $forecast } (dividend)
stockpile-pairs-two = { $first }; { $second }
stockpile-count-company = { $count } { $company }
stockpile-face-up = up
stockpile-face-down = down
stockpile-seed = { $pile }: { $card }
stockpile-phase-choose = choosing investors
stockpile-phase-info = information
stockpile-phase-supply = supply
stockpile-phase-predemand = investors before the demand
stockpile-phase-demand = demand (bidding)
stockpile-phase-action = actions
stockpile-phase-selling = selling
stockpile-phase-movement = movement
stockpile-phase-round_end = the end of the round
stockpile-phase-over = over

## Events.

stockpile-start-marker = { $player } holds the start player marker.
stockpile-keep = You keep { $investor }.
stockpile-chosen = { $player } has chosen.
stockpile-investors-start = { $player } plays { $investors } and starts with { $amount }.
stockpile-round = Round { $round } of { $rounds }: { $player } starts.
stockpile-public-forecast = This round's public forecast: { $pair } (it takes effect in the movement phase).
stockpile-your-forecast = Your forecast for round { $round }: { $pairs }.
stockpile-seeds = Seed cards on the piles — { $cards }.
stockpile-you-get = You get { $cards } to put in the piles.
stockpile-put-up = { $player } puts { $card } face up on pile { $pile }.
stockpile-put-down = { $player } puts a card face down on pile { $pile }.
stockpile-your-facedown = Your face-down card on pile { $pile } is { $card }.
stockpile-warren-looks = { $player } ({ stockpile-investor-warren }) looks at the face-down cards of pile { $pile }.
stockpile-warren-sees = Face down in pile { $pile }: { $cards }.
stockpile-mark-moves = { $player } ({ stockpile-investor-mark }) moves { $card } from pile { $pile } to pile { $to }.
stockpile-bidding = Bidding: { $player } bids first.
stockpile-martha-looks = { $player } ({ stockpile-investor-martha }) looks at { $whose }'s forecast.
stockpile-martha-looks-facedown = { $player } ({ stockpile-investor-martha }) looks at a face-down forecast.
stockpile-martha-sees = You see { $pair }.
stockpile-bid = { $player } bids { $amount } on pile { $pile }.
stockpile-bid-outbid = { $player } bids { $amount } on pile { $pile }, outbidding { $outbid }.
stockpile-paid = { $amount }
stockpile-paid-donald = { $amount } ({ stockpile-investor-donald }: the space below the { $bid } bid)
stockpile-took-shares = { $count } { $count ->
    [one] share card
   *[other] share cards
}
stockpile-took-boom = a Boom card
stockpile-took-bust = a Bust card
# What a pile gives: { $first } is a list ("1 share card, a Boom card"), { $last } one more item.
stockpile-took-and = { $first } and { $last }
stockpile-pays-for-pile = { $player } pays { $paid } for pile { $pile } and takes { $took }.
stockpile-pile-gives = Pile { $pile } gives you: { $cards }.
stockpile-bernie-collects = { $player } ({ stockpile-investor-bernie }) collects a { $amount } fee.
stockpile-pays-fee = { $player } pays a { $amount } trading fee.
stockpile-fee-unpaid = { $player } cannot pay a { $amount } trading fee yet.
stockpile-pays-waiting-fee = { $player } pays a waiting { $amount } trading fee.
stockpile-cramer-up = { $player } ({ stockpile-investor-cramer }) moves { $company } up 1.
stockpile-cramer-down = { $player } ({ stockpile-investor-cramer }) moves { $company } down 1.
# { $steps } is signed: +2, -2.
stockpile-plays-action = { $player } plays { $card } on { $company } ({ $steps }).
# "an" before the company names that start with a vowel.
stockpile-sells = { $player } sells { $company ->
    [Auto] an
    [Epic] an
   *[other] a
} { $company } share for { $amount }.
stockpile-sells-graham = { $player } sells { $company ->
    [Auto] an
    [Epic] an
   *[other] a
} { $company } share for { $amount } ({ stockpile-investor-graham }'s bonus included).
stockpile-sells-split = { $player } sells a split { $company } card (2 shares) for { $amount }.
stockpile-sells-split-graham = { $player } sells a split { $company } card (2 shares) for { $amount } ({ stockpile-investor-graham }'s bonus included).
stockpile-sells-half = { $player } sells half of a split { $company } card for { $amount }.
stockpile-sells-half-graham = { $player } sells half of a split { $company } card for { $amount } ({ stockpile-investor-graham }'s bonus included).
stockpile-dividend-space = { $company } moves up onto a dividend space.
stockpile-now-at = { $company } is now at { $price }.
stockpile-splits = { $company } splits!
stockpile-resplit = { $player } gets { $amount } for { $count } { $company } { $count ->
    [one] split card
   *[other] split cards
} already split.
stockpile-to-split = { $player } shows { $count } { $company } { $count ->
    [one] share and moves it
   *[other] shares and moves them
} to the split area.
stockpile-bankrupt = { $company } goes bankrupt: every { $company } share is discarded and it restarts.
stockpile-loses = { $player } loses { $count } { $company } { $count ->
    [one] card
   *[other] cards
}.
stockpile-claims = { $player } shows { $count } { $company } { $count ->
    [one] share
   *[other] shares
} and takes { $amount }.
stockpile-claims-nothing = { $player } claims nothing from the { $company } payout.
stockpile-reveal-public = The public forecast takes effect: { $pair }.
stockpile-reveal-hidden = A face-down forecast: { $pair }.
stockpile-reveal = { $player } reveals: { $pair }.
stockpile-deborah-passes = { $player } ({ stockpile-investor-deborah }) names no company.
stockpile-deborah-names = { $player } ({ stockpile-investor-deborah }) names { $company }: { $amount } a share to its holders.
stockpile-no-shares = no shares
stockpile-final-fees-paid = waiting fees paid { $amount }
stockpile-final-fees-unpaid = unpaid fees { $amount }
stockpile-final = { $player } shows { $shares }: majority bonuses { $bonus }, shares sold for { $sale } — { $total } in all.
stockpile-final-fees = { $player } shows { $shares }: majority bonuses { $bonus }, shares sold for { $sale }, { $fees } — { $total } in all.
stockpile-over = The game is over. { $winners } { $count ->
    [one] wins
   *[other] share the win
} with { $amount }.

## What a payout is (a dividend asks the holders how many shares they show).

stockpile-why-space = { $company } dividend space
stockpile-why-dividend = { $company } dividend
stockpile-why-deborah = Deborah's { $company } dividend

## A seat's secrets, for a DM: the parts after the portfolio start with a space.

stockpile-secret = { $forecasts }{ $portfolio }.{ $hand }{ $facedown }{ $seen }{ $offers }{ $investors }
stockpile-secret-none = { "" }
stockpile-secret-over = The game is over: every portfolio has been shown.
stockpile-secret-forecasts = { $count ->
    [one] Your forecast
   *[other] Your forecasts
}: { $pairs }.{ " " }
stockpile-secret-portfolio = Your portfolio: { $shares }
stockpile-secret-portfolio-empty = Your portfolio: no shares
stockpile-secret-portfolio-split = { $portfolio } (split cards: { $split })
stockpile-secret-hand = { " " }In hand: { $cards }.
stockpile-secret-facedown = { " " }Face down: { $cards }.
stockpile-secret-seen = { " " }Martha saw: { $seen }.
stockpile-seen-facedown = face-down pair { $number } is { $pair }
stockpile-seen-player = { $player }'s pair is { $pair }
stockpile-seen-player-pair = { $player }'s pair { $number } is { $pair }
stockpile-secret-offers = { " " }Investors to choose from: { $investors }.
stockpile-secret-investors = { " " }{ $count ->
    [one] Investor
   *[other] Investors
}: { $investors }.

## Labels of the actions (buttons, menus, the history).

stockpile-label-bid = Bid { $amount } on pile { $pile }
stockpile-pile-number = pile { $pile }
stockpile-label-place-up = Put { $card } face up on pile { $pile }
stockpile-label-place-down = Put { $card } face down on pile { $pile }
stockpile-label-keep = Keep { $investor }
stockpile-label-look = Warren: look at pile { $pile }
stockpile-label-move-card = Mark: move { $card } of pile { $pile } to pile { $to }
stockpile-label-peek = Martha: look at { $player }'s pair { $number }
stockpile-label-peek-facedown = Martha: look at face-down pair { $number }
stockpile-label-play-up = Play { $card }: { $company } up { $steps }
stockpile-label-play-down = Play { $card }: { $company } down { $steps }
stockpile-label-nudge-up = Cramer: { $company } up 1
stockpile-label-nudge-down = Cramer: { $company } down 1
stockpile-label-sell = Sell 1 { $company } share
stockpile-label-sell-split = Sell a split { $company } card (2 shares)
stockpile-label-sell-half = Sell half of a split { $company } card
stockpile-label-show = Show { $count } { $count ->
    [one] share
   *[other] shares
} for the payout
stockpile-label-claim-none = Show no { $company } shares (take nothing)
stockpile-label-claim = Show { $count } { $company } { $count ->
    [one] share
   *[other] shares
}: take { $amount }
stockpile-label-dividend = Deborah: dividend on { $company }
stockpile-label-done = Done
stockpile-label-done-selling = Done selling
stockpile-label-done-predemand = Done: go on to the bidding
stockpile-label-done-action = Done: no Cramer nudge
stockpile-label-pass = Pass

## Refusals: why a move is not allowed, and what is. Typed words (look, pile, sell_split ...)
## are the commands' own and stay as they are.

stockpile-refuse-variant-two = The two-player variant is for exactly 2 players.
stockpile-refuse-variant-standard = With 2 players Stockpile uses the two-player variant; the standard game is for 3 to 5.
stockpile-refuse-claim = Now each holder says how many { $company } shares they show for the payout ({ $amount } a share; a split card counts two): claim a number from 0 to the { $company } shares you hold.
stockpile-refuse-choose = Keep one of the investors you were dealt (see your private view).
stockpile-refuse-selling = Sell one of your shares (sell, sell_split or sell_half with a company you hold), or done to stop selling.
stockpile-refuse-round-end = Name a company for { stockpile-investor-deborah }'s payout (dividend with a company), or pass.
stockpile-refuse-phase = That is not possible now ({ $phase }).
stockpile-refuse-place = Put a card from your hand face { $faces } on a pile from 1 to { $piles }.
stockpile-refuse-place-unheld = You don't hold that card: put one of the cards in your hand (see your private view) face { $faces } on a pile from 1 to { $piles }.
stockpile-refuse-place-down-used = You have already put a card face down this time; put your other card face up on a pile from 1 to { $piles }.
stockpile-refuse-place-up-used = You have already put a card face up this time; put your other card face down on a pile from 1 to { $piles }.
stockpile-refuse-predemand = Before the bidding you may { $can }, on piles 1 to { $piles }; or done.
stockpile-can-look = look at the face-down cards of one pile (look, pile)
stockpile-can-move = move one card to another pile (move_card, pile, card, to)
stockpile-can-investor = use your investor
stockpile-you-have = you have { $amount }
stockpile-you-have-beside = you have { $amount } left beside your other bid
stockpile-refuse-martha-used = { stockpile-investor-martha } looks only once a round; now bid on a pile.
stockpile-refuse-martha = { stockpile-investor-martha } may look at another player's pair (peek, player, pair), then bid.
stockpile-refuse-martha-facedown = { stockpile-investor-martha } may look at another player's pair (peek, player, pair) or a face-down pair (peek_facedown, pair), then bid.
stockpile-refuse-bid-pile = Bid on a pile from 1 to { $piles }, higher than the bid there, on a track space ({ $spaces }); { $have }.
stockpile-refuse-bid-own = Your own meeple is on pile { $pile }; bid on another pile.
stockpile-refuse-bid-locked = Pile { $pile } is locked at { $amount }; bid on another pile.
stockpile-refuse-bid-can = You can bid { $amount } or more on pile { $pile }; { $have }.
stockpile-refuse-bid-elsewhere = { $can } Bid on another pile.
stockpile-refuse-bid-spaces = { $can } Bids go on the track's spaces ({ $spaces }).
stockpile-refuse-bid-only = { $can } So the only bid left there is { $amount }.
stockpile-refuse-bid-range = { $can } So bid from { $low } to { $top } there.
stockpile-refuse-bid-range-over = { $can } So bid from { $low } to { $top } there. A bid may never be more than the cash you have.
stockpile-refuse-action = Play each action card you took ({ $cards }) on a company of your choice ({ $companies }).
stockpile-refuse-action-cramer = Play each action card you took ({ $cards }) on a company of your choice ({ $companies }); { stockpile-investor-cramer } may also nudge one company 1 step up or down.
stockpile-refuse-cramer = { stockpile-investor-cramer } may nudge one company 1 step up or down (nudge, company, steps 1 or -1), or done.
stockpile-refuse-action-any = Play each action card you took on a company of your choice.

## Pictures (render/stockpile.py): the board and a player's desk.

stockpile-pic-company-cosmic = Cosmic
stockpile-pic-company-bank = Bank
stockpile-pic-company-labs = Labs
stockpile-pic-company-auto = Auto
stockpile-pic-company-steel = Steel
stockpile-pic-company-epic = Epic
stockpile-pic-investor-bill = Bill
stockpile-pic-investor-mark = Mark
stockpile-pic-investor-bernie = Bernie
stockpile-pic-investor-graham = Graham
stockpile-pic-investor-cramer = Cramer
stockpile-pic-investor-martha = Martha
stockpile-pic-investor-donald = Donald
stockpile-pic-investor-stuart = Stuart
stockpile-pic-investor-deborah = Deborah
stockpile-pic-investor-warren = Warren
stockpile-pic-action-boom = boom
stockpile-pic-action-bust = bust
stockpile-pic-fee = fee
stockpile-pic-boom = Boom
stockpile-pic-bust = Bust
stockpile-pic-phase-choose = Choosing investors
stockpile-pic-phase-info = Information
stockpile-pic-phase-supply = Supply
stockpile-pic-phase-predemand = Before demand
stockpile-pic-phase-demand = Demand: bidding
stockpile-pic-phase-action = Actions
stockpile-pic-phase-selling = Selling
stockpile-pic-phase-movement = Movement
stockpile-pic-phase-round_end = End of round
stockpile-pic-phase-over = Game over
stockpile-pic-subtitle = Round { $round } of { $rounds } · { $phase }
stockpile-pic-subtitle-advanced = Round { $round } of { $rounds } · { $phase } · advanced board
stockpile-pic-rounds = Rounds
stockpile-pic-start-player = start player
stockpile-pic-legend = white ring: start space · gold mark: where a split company goes
stockpile-pic-legend-dividend = white ring: start space · gold mark: where a split company goes · $: pays holders when the price moves up onto it
stockpile-pic-track-bust = BUST
stockpile-pic-track-split = SPLIT
stockpile-pic-forecasts = Forecasts
stockpile-pic-public = public
stockpile-pic-face-down = face down
stockpile-pic-revealed = Revealed this round:
stockpile-pic-pair = { $company } { $forecast }
stockpile-pic-pile = Pile { $pile } · { $count } { $count ->
    [one] card
   *[other] cards
}
stockpile-pic-head-player = Player
stockpile-pic-head-cash = Cash
stockpile-pic-head-unpaid = Unpaid
stockpile-pic-head-portfolio = Portfolio
stockpile-pic-head-split = Split area
stockpile-pic-head-investors = Investors
stockpile-pic-head-actions = Actions
stockpile-pic-names = { $names }
stockpile-pic-chosen = chosen
stockpile-pic-winners = { $count ->
    [one] Winner
   *[other] Winners
}: { $winners } with { $amount }
stockpile-pic-final = { $player } { $total } (bonus { $bonus }, shares { $shares })
stockpile-pic-claim = { $why }: { $amount } a share — waiting for { $waiting }
stockpile-pic-to-act = To act: { $players }
stockpile-pic-deck = Market deck: { $count } { $count ->
    [one] card
   *[other] cards
} · discard pile: { $discard }
stockpile-pic-desk = Your desk
stockpile-pic-desk-cash = Cash { $amount } · round { $round }/{ $rounds }
stockpile-pic-forecast = Your forecast
stockpile-pic-forecast-hand = Your forecast and your hand
stockpile-pic-pair-number = pair { $number }
stockpile-pic-no-forecast = no forecast this round
stockpile-pic-portfolio = Portfolio (hidden from the others) and split area (shown)
stockpile-pic-shares = { $count } { $count ->
    [one] share
   *[other] shares
}
stockpile-pic-split = { $count } split (×2)
stockpile-pic-known = Face-down cards you know
stockpile-pic-pile-number = pile { $pile }
stockpile-pic-none = none
stockpile-pic-unpaid = Unpaid fees: { $amount }
stockpile-pic-investors = Investors
stockpile-pic-offered = { $investor } (offered)
stockpile-pic-investor-cash = cash { $amount }
stockpile-pic-facedown-pair = face-down pair
stockpile-pic-martha-saw = Martha saw { $who }: { $company } { $forecast }
stockpile-pic-ability-bill = No ability; starts with the most money.
stockpile-pic-ability-mark = Before the demand phase, may move one card from a pile to another pile.
stockpile-pic-ability-bernie = Trading fees in the piles he takes pay him their value instead of costing it.
stockpile-pic-ability-graham = Each share he sells, also at the end of the game, brings $1,000 more.
stockpile-pic-ability-cramer = On his turn in the action phase, may move one company one step up or down.
stockpile-pic-ability-martha = Once a round, on her turn in the demand phase, may look at one player's pair (or, with fewer than five players, at a face-down pair).
stockpile-pic-ability-donald = Pays the bid space one below the one his meeple stands on ($6,000 for a $10,000 bid).
stockpile-pic-ability-stuart = May place both of his supply cards face down.
stockpile-pic-ability-deborah = At the end of each round, may name a company: every holder gets $1,000 per share of it.
stockpile-pic-ability-warren = Before the demand phase, may look at every face-down card in one pile.

## The table card's facts (games/stockpile/card.py).

stockpile-facts-phase = Round { $round } of { $rounds } · { $phase }
stockpile-facts-prices = Prices: { $prices }
stockpile-facts-forecasts = Known forecasts: { $forecasts }
stockpile-facts-pile = Pile { $pile }: { $cards }{ $down ->
    [0] {""}
   *[other] {" "}+ { $down } face down
} · { $bid }
stockpile-facts-bid = bid { $amount } by { $player }
stockpile-facts-no-bid = no bid
stockpile-facts-seat = { $player }: { $cash } · { $shares ->
    [one] 1 share
   *[other] { $shares } shares
}
stockpile-facts-final = { $player }: { $total } = cash { $cash } + majority bonuses { $bonus } + shares sold { $shares } − unpaid fees { $unpaid }
stockpile-facts-held = shares { $shares }; forecasts { $forecasts }
stockpile-facts-doing = { $phase ->
    [choose] { $player } chooses an investor
    [supply] { $player } puts a card on a pile
    [predemand] { $player } uses their investor
    [demand] { $player } bids on a pile
    [action] { $player } plays their action cards
    [selling] { $player } sells shares
   *[other] { $player } to act
}

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

stockpile-option-value-variant = { $value }
stockpile-option-value-side = { $value }

## /game hint: why the normal computer would make this move (games/stockpile/ai.py advise)
stockpile-hint-claim = claim all { $shares } shares: every share you show is paid.
stockpile-hint-keep = { $investor } is the strongest of the investors you were dealt.
stockpile-hint-place-hide = hide your { $card } (worth about { $value } to you) on pile { $pile }, the pile you are most likely to bid for.
stockpile-hint-place-spoil = show your { $card } on pile { $pile }: it is worth least, and the card makes that pile less tempting for the others.
stockpile-hint-bid = pile { $pile } is worth about { $value } to you, so a bid of { $amount } leaves the most over ({ $surplus }).
stockpile-hint-peek = look before you bid: a forecast you know is worth more than any bid.
stockpile-hint-look = pile { $pile } has the most face-down cards to see.
stockpile-hint-move = you hold { $shares } shares of { $company }: a move of { $steps } is the best for your own holdings.
stockpile-hint-sell = { $company } is expected to be worth { $expected } a share after the movement, less than { $now } now: sell.
stockpile-hint-hold = none of your shares is expected to fall this round: keep them.
stockpile-hint-dividend = you hold the most shares of { $company } ({ $shares }): name it, and you are paid the most.
stockpile-hint-place-best = put your { $card } on pile { $pile }, the pile worth most to you (about { $value }): it is the one to bid for.

## A move that tells the table nothing else, as the history and the card's log tell it (bot/text/told.py)
stockpile-told-done = { $player } is done.
stockpile-told-done-selling = { $player } is done selling.
stockpile-told-done-predemand = { $player } is ready for the bidding.
stockpile-told-done-action = { $player } gives no { stockpile-investor-cramer } nudge.

## A round's end on the card, a line per kind (bot/text/summary.py): <id>-kind heads the line, <id>-brief is one event
stockpile-reveal-kind = forecasts
stockpile-reveal-brief = { $player } { $pair }
stockpile-reveal-hidden-kind = face-down forecasts
stockpile-reveal-hidden-brief = { $pair }
stockpile-now-at-kind = prices now
stockpile-now-at-brief = { $company } { $price }
stockpile-loses-kind = cards lost
stockpile-loses-brief = { $player } { $count } { $company }
stockpile-to-split-kind = moved to the split area
stockpile-to-split-brief = { $player } { $count } { $company }
stockpile-pays-for-pile-kind = piles paid for
stockpile-pays-for-pile-brief = { $player } pile { $pile } for { $paid } ({ $took })
stockpile-pays-fee-kind = trading fees paid
stockpile-pays-fee-brief = { $player } { $amount }
stockpile-fee-unpaid-kind = trading fees not paid yet
stockpile-fee-unpaid-brief = { $player } { $amount }
stockpile-pays-waiting-fee-kind = waiting trading fees paid
stockpile-pays-waiting-fee-brief = { $player } { $amount }
stockpile-bankrupt-kind = bankrupt (every share discarded; it restarts)
stockpile-bankrupt-brief = { $company }
