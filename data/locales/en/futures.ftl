### Futures!: what the game says. English reads as the game always has.

futures-title = Futures!

## Glossary: the game's own words, for the messages to use as { -futures-... }.

-futures-corn = CORN
-futures-rice = RICE
-futures-pepper = PEPPER
-futures-futures = futures
-futures-settle = settle
-futures-trade = trade
-futures-market = market
-futures-up = UP
-futures-down = DOWN

## Terms passed as arguments: commodities, sides, cards.

futures-commodity-corn = { -futures-corn }
futures-commodity-rice = { -futures-rice }
futures-commodity-pepper = { -futures-pepper }
# A commodity as the chart and the boards' figures name it (Corn).
futures-pic-figure-corn = Corn
futures-pic-figure-rice = Rice
futures-pic-figure-pepper = Pepper
futures-side-up = { -futures-up }
futures-side-down = { -futures-down }
# A fluctuation card: CORN UP.
futures-card = { $commodity } { $side }

## Lists: { $first } and { $rest } (three items or more), { $first } and { $last } (the last two).

futures-join-comma = { $first }, { $rest }
futures-join-comma-last = { $first }, { $last }
futures-join-semi = { $first }; { $rest }
futures-join-semi-last = { $first }; { $last }
futures-join-or = { $first }, { $rest }
futures-join-or-last = { $first } or { $last }
futures-join-and = { $first }, { $rest }
futures-join-and-last = { $first } and { $last }
futures-join-plus = { $first } + { $rest }
futures-join-plus-last = { $first } + { $last }
futures-join-sentences = { $first } { $rest }
futures-join-sentences-last = { $first } { $last }

## The deal and the rounds.

futures-opening = Futures! for { $players } players, { $rounds } rounds. { $player } holds the SP marker. Field: { $field }.
futures-round = Round { $round } of { $rounds }. Early trading from { $player }.
futures-npc-covers = The NPC covers slot { $slot } with a face-down card from the deck.
futures-no-card = { $player } has no card to place and goes straight to the action.
futures-late = Late trading from { $player }, in reverse order.
futures-last-reveal = The last face-down card is revealed on slot { $slot }: { $card }.
futures-last-reveal-record = The last face-down card is revealed on slot { $slot }.
futures-carry = Carry-over: everyone draws a card, then passes one card face down to the left.
futures-draw = You draw { $card }.
futures-passed-card = { $player } has passed a card.
futures-pass-card-yours = You pass { $card } to { $player }.
futures-receive = You receive { $card } from { $player }.
futures-sp-passes = The SP marker passes to { $player }.

## Price moves and BURST. { $kind } is one of futures-move-*.

futures-move-opening = Opening price move
futures-move-mid = Mid price move
futures-move-period-end = Period-end price move
futures-move = { $kind } ({ $cards }): { $changes }.
futures-move-record = { $kind }: { $changes }.
futures-no-cards = no cards
futures-no-change = no change
futures-change = { $commodity } { $before }→{ $after }
futures-burst = BURST! { $commodity } hit { $price }: { $markers ->
        [one] 1 marker
       *[other] { $markers } markers
    } force-settled ({ $debts }; { $gains }). { $commodity } returns to { $start }.
futures-burst-pays = { $player } pays { $amount }
futures-burst-unpaid = { $player } { $amount }
futures-burst-no-debts = no debts
futures-burst-gains = gains not paid: { $players }
futures-burst-no-gains = no gains to pay

## Moves.

futures-place = { $player } places a card face down on slot { $slot }.
futures-place-yours = You placed { $card } face down on slot { $slot }.
futures-reveal = { $player } reveals slot { $slot }: { $card }.
futures-reveal-record = { $player } reveals slot { $slot }.
futures-trade = { $player } trades { $commodity } { $side } at { $price } (fee { $fee }).
futures-settle = { $player } settles { $commodity } { $side } from { $opened } at { $price } and { $outcome }.
futures-settle-receives = receives { $amount }
futures-settle-pays = pays { $amount }
futures-settle-even = breaks even
futures-pass = { $player } passes and takes { $income }.
futures-buy-marker = { $player } buys a fourth trade marker for { $price }.
futures-discard = { $player } discards { $cards } for an extra action ({ $left } left this turn).
futures-discard-record = { $player } discards two cards for an extra action ({ $left } left this turn).

## The end.

futures-final = Final settlement: each player settles up to { $markers } markers normally, the rest as forced.
futures-final-player = { $player } settles { $markers ->
        [one] 1 marker
       *[other] { $markers } markers
    }: { $gains } in gains, { $debts } in debts → { $total }.
futures-final-forfeit = { $player } settles { $markers ->
        [one] 1 marker
       *[other] { $markers } markers
    }: { $gains } in gains, { $debts } in debts, { $forfeited } forfeited → { $total }.
futures-winners = { $players } { $count ->
        [one] wins
       *[other] win
    } with { $money }.

## Refusals: what IS allowed now. Never a hidden card.

futures-refuse-carry = Now everyone passes one card from their hand face down to the left: choose one of the cards you hold (your hand is in your private view).
futures-refuse-place = First place one card from your hand face down on an uncovered field slot ({ $slots }); then you take your action.
futures-refuse-reveal = First reveal one face-down field card (slot { $slots }); then you take your action.
futures-refuse-no-free-marker = All your trade markers are on the board, so you cannot trade now. You can: { $allowed }.
futures-refuse-trade = You can trade { $commodities }, on the UP or the DOWN side.
futures-held = { $commodity } { $side } from { $price }
futures-refuse-settle = You can settle only one of your own markers: { $markers }.
futures-refuse-settle-none = You have no marker on the board to settle. You can: { $allowed }.
futures-refuse-discard = For an extra action, discard { $need } cards you hold, given as a list of { $need } (you hold { $held }).
futures-refuse-other = That is not a move you can make now. You can: { $allowed }.
futures-refuse-bought = You have already bought your fourth marker: each player can buy only one.
futures-refuse-buy-money = The fourth marker costs { $price } and you have { $money }: you can buy it on your turn once you have { $price } or more.
futures-can-trade = trade a commodity UP or DOWN
futures-can-settle = settle one of your markers
futures-can-pass = pass (+{ $income })
futures-can-buy = buy a fourth marker for { $price }
futures-can-discard = discard two hand cards for an extra action

## Labels of moves (buttons, the history): short.

futures-label-place = Place { $card } face down on slot { $slot }
futures-label-reveal = Reveal slot { $slot }
futures-label-trade = Trade { $commodity } { $side } at { $price } (fee { $fee })
futures-label-settle = Settle { $commodity } { $side } from { $opened } ({ $value })
futures-label-settle-gain = Settle { $commodity } { $side } from { $opened } (+{ $value })
futures-label-pass = Pass (+{ $income })
futures-label-buy = Buy a fourth marker for { $price }
futures-label-discard = Discard { $cards } for an extra action
futures-label-pass-card = Pass { $card } to the left
futures-label-unknown = Unknown move

## What only you know (a DM, /game hand).

futures-secret-over = The game is over: the cards no longer count.
futures-secret-hand = Your hand: { $cards }.
futures-secret-hand-empty = Your hand is empty.
futures-secret-on-slot = { $card } on slot { $slot }
futures-secret-face-down = Your face-down { $count ->
        [one] card
       *[other] cards
    }: { $cards }.
futures-secret-passing = You are passing { $card } to { $player }.

## The pictures (render/futures.py): column heads, legends, labels.

futures-pic-subtitle = Round { $round }/{ $rounds } · { $status }
futures-pic-phase-early = Early trading
futures-pic-phase-late = Late trading
futures-pic-phase-carry = Carry-over
futures-pic-phase-over = Game over
futures-pic-status-turn = { $phase }: { $player } — { $step }
futures-pic-status-carry = { $phase }: pass a card left
futures-pic-step-place = place a card
futures-pic-step-reveal = reveal a card
futures-pic-step-act = { $count } action(s)
futures-pic-ladder-head = { $commodity }  { $price }
futures-pic-up-column = ▲ { -futures-up }
futures-pic-down-column = { -futures-down } ▼
futures-pic-price-column = price
futures-pic-burst-row = { $price } BURST
futures-pic-mini-up = { $commodity } ▲
futures-pic-mini-down = { $commodity } ▼
futures-pic-field = FIELD
futures-pic-npc = NPC
futures-pic-players = PLAYERS
futures-pic-money-column = money
futures-pic-markers-column = markers
futures-pic-hand-column = hand
futures-pic-final-column = final settlement
futures-pic-open-column = open positions
futures-pic-sp = SP
futures-pic-win = WIN
futures-pic-markers = { $free } free / { $owned }
futures-pic-hand = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
futures-pic-hand-passed = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }  ✓ passed
futures-pic-hand-passing = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }  passing…
futures-pic-final = received ${ $gains }, paid ${ $debts }
futures-pic-final-forfeit = received ${ $gains }, paid ${ $debts }, lost ${ $forfeited } of gains
futures-pic-open = { $count } on board, worth { $value } now
futures-pic-open-gain = { $count } on board, worth +{ $value } now
futures-pic-kind-opening = opening
futures-pic-kind-mid = mid
futures-pic-kind-period-end = period-end
futures-pic-step-up = { $commodity } +{ $steps }
futures-pic-step-down = { $commodity } -{ $steps }
futures-pic-last-move = Last price move ({ $kind }): { $changes }
futures-pic-last-move-burst = Last price move ({ $kind }): { $changes } · BURST: { $bursts }
futures-pic-footer = deck { $deck } · discarded { $discarded }
futures-pic-provisional-footer = deck { $deck } · discarded { $discarded } · ladder values provisional
futures-pic-your-hand = { $player } — your hand
futures-pic-your-money = money { $money } · { $free } of { $owned } markers free
futures-pic-in-hand = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } in hand
futures-pic-no-cards = no cards
futures-pic-face-down-on = face down, slot { $slot }
futures-pic-passing-left = passing left
futures-pic-your-move = Your move — { $status }

## Player colours (the view's colour_names).

futures-colour-red = red
futures-colour-blue = blue
futures-colour-yellow = yellow
futures-colour-purple = purple

## The table card's facts (games/futures/card.py).

# $step: card, act, pass or done.
futures-facts-phase = Round { $round } of { $rounds } · { $phase }{ $step ->
    [card] {" "}· place a card face down
    [reveal] {" "}· reveal a face-down card
    [act] {" "}· trade, settle or pass
    [pass] {" "}· pass a card left
   *[other] {""}
}
futures-facts-prices = Prices: { $prices }
futures-facts-ladder = Ladder: { $steps } (each UP card more than DOWN moves a price one step up, and the reverse; the ends BURST)
futures-facts-price = { $name } { $price } (▼{ $down } ▲{ $up })
futures-facts-field = Field: { $slots }
futures-facts-slot = { $slot } { $card }
futures-facts-face-down = face down
futures-facts-actions = { $player } to act ({ $left ->
    [one] 1 action left
   *[other] { $left } actions left
})
futures-facts-marker = { $commodity } { $side } at { $price } ({ $value })
futures-facts-seat = { $player } ({ $colour }): { $money } · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · markers { $markers }
futures-facts-final = { $player }: { $money } · { $markers ->
    [one] 1 marker settled
   *[other] { $markers } markers settled
}: gains { $gains }, debts { $debts }, forfeited { $forfeited }
futures-facts-held = cards { $cards }

## /game hint: why the normal computer would make this move (games/futures/ai.py advise)
futures-hint-pass-card-idle = pass { $card }: you hold no position in that commodity, so it costs you least to give away.
futures-hint-pass-card-against = pass { $card }: it pushes against your own positions.
futures-hint-place-helps = put { $card } face down on slot { $slot }: it pushes your positions your way, and only you know it.
futures-hint-place-hides = put { $card } face down on slot { $slot }: it moves prices least against your positions and keeps your next trade open.
futures-hint-reveal = turn up slot { $slot }: a card you have not seen tells you most before you act.
futures-hint-trade = you expect { $commodity } to move { $direction } about { $rows } rows this round: { $side } is worth about { $gain } to you after the fee.
futures-hint-settle = settling { $commodity } now brings { $now }; holding on is expected to bring { $later }.
futures-hint-pass = no trade or settlement is expected to beat the { $income } a pass pays.
futures-hint-buy-marker = a strong trade is waiting and you have no free marker.
futures-hint-discard = two good moves are waiting (each worth { $value } or more): two cards buy the second.
futures-hint-reveal-known = you already know every face-down card left: turning up slot { $slot } changes nothing you do not expect.
