### The table card: one live message per table (bot/text/table_card.py, games/<key>/card.py).

## Shared pieces.

card-none = –
card-dot = { $first } · { $rest }
card-comma = { $first }, { $rest }
card-shares = { $count } { $what }
card-price = { $name } { $price }
card-more = … and { $count } more
card-reveal = { $player } held: { $holdings }
# $won is "yes" or "no".
card-end-rank = { $rank }. { $player }: { $score }{ $won ->
    [yes] {" "}🏆
   *[no] {""}
}

## The card's frame: status, short log, buttons.

card-status-turn = Your move: { $players }
card-status-waiting = Waiting for { $players }
card-status-over = The game is over.
card-log = Last moves
card-log-entry = { $player }: { $label }
card-end-scores = Final scores
card-end-reveal = What everyone held
card-button-move = Your move
card-button-hand = My hand
card-button-history = History
card-button-rematch = Rematch
card-button-join = Join
card-button-leave = Leave
card-button-add-ai = Add computer
card-button-start = Start

## The lobby card.

card-lobby-status = Waiting for players ({ $seated } of { $least }–{ $most } seated). { $host } starts the game.
card-lobby-seats = Seats
card-lobby-seat = { $number }. { $player }
card-lobby-options = Options
card-lobby-option = { $name }: { $value }
card-lobby-no-options = This game has no options.
card-option-on = on
card-option-off = off
card-option-auto = auto
card-option-secret = set (secret)
card-level-placeholder = Computer level: { $level }
card-level-easy = easy
card-level-normal = normal
card-level-hard = hard

## Stockpile.

card-stockpile-phase = Round { $round } of { $rounds } · { $phase }
card-stockpile-prices = Prices: { $prices }
card-stockpile-forecasts = Known forecasts: { $forecasts }
card-stockpile-pile = Pile { $pile }: { $cards }{ $down ->
    [0] {""}
   *[other] {" "}+ { $down } face down
} · { $bid }
card-stockpile-bid = bid { $amount } by { $player }
card-stockpile-no-bid = no bid
card-stockpile-seat = { $player }: { $cash } · { $shares ->
    [one] 1 share
   *[other] { $shares } shares
}
card-stockpile-final = { $player }: { $total } = cash { $cash } + majority bonuses { $bonus } + shares sold { $shares } − unpaid fees { $unpaid }
card-stockpile-held = shares { $shares }; forecasts { $forecasts }

## Acquire.

# $phase is the state's phase: place, found, survivor, order, dispose, buy or over.
card-acquire-phase = { $phase ->
    [place] { $player } places a tile
    [found] { $player } founds a chain
    [survivor] { $player } chooses the surviving chain
    [order] { $player } chooses the next defunct chain
    [dispose] { $player } sells, trades or keeps shares of the defunct chain
    [buy] { $player } buys shares ({ $bought } of { $most } bought)
   *[over] The game is over
}
# $safe is "yes" or "no".
card-acquire-chain = { $name } ({ $size ->
    [one] 1 tile
   *[other] { $size } tiles
}, { $price }{ $safe ->
    [yes] , safe
   *[no] {""}
})
card-acquire-chains = Chains: { $chains } · { $tiles } tiles left
card-acquire-merger = Merger: { $defunct } into { $survivor } at { $price } a share
card-acquire-seat = { $player }: { $cash } · { $shares }
card-acquire-holdings-secret = Cash and shares are secret until the end.
card-acquire-payout = { $name } ({ $size ->
    [one] 1 tile
   *[other] { $size } tiles
}): { $price } a share, bonuses { $majority } / { $minority }
card-acquire-end-chains = Chains paid out at the end:
card-acquire-final = { $player }: final cash { $cash } · shares left { $shares }
card-acquire-held = tiles { $tiles }

## Futures!

# $step: card, act, pass or done.
card-futures-phase = Round { $round } of { $rounds } · { $phase }{ $step ->
    [card] {" "}· place a card face down
    [reveal] {" "}· reveal a face-down card
    [act] {" "}· trade, settle or pass
    [pass] {" "}· pass a card left
   *[other] {""}
}
card-futures-prices = Prices: { $prices }
card-futures-field = Field: { $slots }
card-futures-slot = { $slot } { $card }
card-futures-face-down = face down
card-futures-actions = { $player } to act ({ $left ->
    [one] 1 action left
   *[other] { $left } actions left
})
card-futures-marker = { $commodity } { $side } at { $price } ({ $value })
card-futures-seat = { $player } ({ $colour }): { $money } · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · markers { $markers }
card-futures-final = { $player }: { $money } · { $markers ->
    [one] 1 marker settled
   *[other] { $markers } markers settled
}: gains { $gains }, debts { $debts }, forfeited { $forfeited }
card-futures-held = cards { $cards }

## Qin.

# $phase: place or over.
card-qin-phase = { $board }{ $boards ->
    [1] {""}
   *[other] {" "}(board { $number } of { $boards })
} · { $phase ->
    [place] { $player } places a tile
   *[over] the game is over
} · { $pile } tiles in the pile
card-qin-seat = { $player }: { $placed } pagodas on the board, { $left } left · { $villages ->
    [one] 1 village
   *[other] { $villages } villages
} · { $provinces ->
    [one] 1 province
   *[other] { $provinces } provinces
}
# $reason: blocked or placed.
card-qin-end = { $reason ->
    [blocked] Nobody could place a tile any more.
   *[placed] A player placed their last pagoda.
}
card-qin-final = { $player }: { $placed } pagodas placed, { $left } left over
card-qin-held = tiles { $tiles }

## 1920 Wall Street.

# $kind: the step the player is asked for (the view's prompt).
card-wallstreet-turn = { $kind ->
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
card-wallstreet-prices = Prices: { $prices }
# $direction: clockwise or counter-clockwise.
card-wallstreet-trend = Trend card on spot { $spot }, { $direction ->
    [clockwise] clockwise
   *[other] counter-clockwise
}, { $cash } with it
card-wallstreet-rondel = Circle: { $spots }
card-wallstreet-spot = { $number } { $what }
card-wallstreet-card = { $card } ({ $cost })
card-wallstreet-trend-here = trend card
card-wallstreet-pawns = { $what } [{ $players }]
card-wallstreet-seat = { $player }: { $cash } cash · capital { $capital } · { $loans ->
    [one] 1 loan
   *[other] { $loans } loans
} · { $shares ->
    [one] 1 share
   *[other] { $shares } shares
} · { $market ->
    [one] 1 market card
   *[other] { $market } market cards
}
card-wallstreet-final = { $player }: { $total } = shares { $shares } + market cards { $market } + cash { $cash } + loans { $loans } + tycoon { $tycoon }
# $double is "yes" or "no".
card-wallstreet-capital = { $stock }{ $double ->
    [yes] {" "}×2
   *[no] {""}
}, { $points ->
    [one] 1 point
   *[other] { $points } points
}
card-wallstreet-held = shares { $shares }; market cards { $market }; capital card back { $capital }


card-chart-alt = The chart of this game of { $game }.
