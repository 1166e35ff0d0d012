### Qin: what the game says.

qin-title = Qin

## Each option in words (shown with the options; names and values are what players type).

qin-option-side = "bird" (easier, default) or "lion" (more water and villages)
qin-option-match = true: play both sides, one after the other; fewest pagodas left over wins

## Glossary: the game's own words, for the messages to use as { -qin-... }.

-qin-pagoda = pagoda
-qin-double-pagoda = double pagoda
-qin-village = village
-qin-province = province
-qin-tile = tile
-qin-water = water
-qin-red = red
-qin-yellow = yellow
-qin-blue = blue
-qin-side-bird = Bird side
-qin-side-lion = Lion side
-qin-place-form = Type a placement as /place RY C4 C5: a tile from your hand, then two squares side by side (columns A-M, rows 1-13); the tile's first colour goes on the first square.

## Names: colours, boards, tiles.

qin-colour-red = { -qin-red }
qin-colour-yellow = { -qin-yellow }
qin-colour-blue = { -qin-blue }
qin-board-bird = Bird
qin-board-lion = Lion
qin-nobody = nobody
# $tile (a code like RY), $first and $second (squares like C4)
qin-tile-on = { $tile } on { $first } + { $second }
qin-tile-at = { $tile }: { $colour1 } { $first }, { $colour2 } { $second }
qin-tile-double = { $tile } (two { $colour })
qin-tile-mixed = { $tile } ({ $colour1 } + { $colour2 })
qin-tile-colours = { $colour1 } { $colour2 }
qin-label-place = Place { $tile }
# What a placement does, on its button: "RY E7+E8: founds a red province".
qin-label-does = { $tile } { $first }+{ $second }: { $effects }
qin-does-found = founds a { $colour } province
qin-does-extend = grows a { $colour } province to { $size }
qin-does-major = makes a { $colour } province major
qin-does-join = joins two { $colour } provinces ({ $size } squares)
qin-does-conquer = conquers { $player }'s { $size }-square province
qin-does-absorbed = gives your { $colour } province to { $player }
qin-does-absorb = lets { $keeper } take { $player }'s { $size }-square province
qin-does-village-take = takes the { $count ->
        [one] village
       *[other] villages
    } at { $squares }
qin-does-village-conquer = takes the village at { $square } from { $holder }
qin-does-village-empty = empties the village at { $square }

## The game's narration.

qin-starts-chosen = { $player } starts (chosen by the table) on the { $board } board.
qin-starts-drawn = { $player } starts (drawn by lot) on the { $board } board.
qin-places = { $player } places { $tile }.
qin-note-found = { $player } founds a { $colour } province ({ $size } squares) and puts a pagoda on it.
qin-note-extend = { $player }'s { $colour } province grows to { $size } squares.
qin-note-major = { $player }'s { $colour } province reaches { $size } squares: a major province, and a second pagoda goes on top.
qin-note-absorb = { $keeper }'s { $colour } province ({ $big } squares) absorbs { $player }'s ({ $small } squares); { $player } takes back { $back ->
        [one] { $back } pagoda
       *[other] { $back } pagodas
    }.
qin-note-join = Two { $colour } provinces of { $keeper } ({ $big } and { $small } squares) join; { $back ->
        [one] { $back } pagoda goes
       *[other] { $back } pagodas go
    } back.
qin-note-village-take = { $player } takes the village at { $square }.
qin-note-village-conquer = { $player } conquers the village at { $square } from { $holder }, who takes the pagoda back.
qin-note-village-empty = The village at { $square } is now tied: { $holder } takes the pagoda back and the village stands empty.
qin-all-placed = { $players } { $count ->
        [one] has
       *[other] have
    } placed every pagoda!
qin-passes = { $player } cannot place a tile and passes.
qin-blocked = Nobody can place a tile any more.
qin-head-game = The game is over
qin-head-board = The { $board } board is over
qin-winners = { $head }: { $players } { $count ->
        [one] wins
       *[other] share the win
    } with { $pagodas ->
        [one] { $pagodas } pagoda
       *[other] { $pagodas } pagodas
    } on the board.
qin-second-board = Second board of the match: { $board }. Every player has { $pagodas ->
        [one] { $pagodas } pagoda
       *[other] { $pagodas } pagodas
    } again; { $player } starts.
qin-left-entry = { $player } { $left }
qin-match-over = The match is over. Pagodas left over on both boards: { $summary }. { $players } { $count ->
        [one] wins
       *[other] win
    } the match.

## Private messages.

qin-draw = You draw { $tile }. Your tiles: { $tiles }.
qin-your-tiles = Your tiles: { $tiles }.
qin-secret-over = The game is over: the tiles left in hands do not count.
qin-secret-empty = You hold no tiles. You have { $left ->
        [one] { $left } pagoda
       *[other] { $left } pagodas
    } left.
qin-secret-hand = Your tiles: { $tiles }. You have { $left ->
        [one] { $left } pagoda
       *[other] { $left } pagodas
    } left.

## Refusals.

qin-not-a-placement = In Qin every move is a tile placement. { -qin-place-form }
qin-bad-tile = A tile is two of R, Y, B, like RY or BB (your tiles: /game hand). { -qin-place-form }
qin-bad-square = { $square } is not a square of the board. Name two squares side by side, like C4 and C5. { -qin-place-form }
qin-bad-squares = Name two squares side by side, like C4 and C5. { -qin-place-form }
qin-not-held = You don't hold a { $tile } tile; see your hand with /game hand.
qin-not-adjacent = { $first } and { $second } are not side by side; a tile covers two touching squares.
qin-square-water = { $square } is water; tiles go on empty grass squares only.
qin-square-village = { $square } is a village; tiles go on empty grass squares only.
qin-square-coloured = { $square } is already coloured; tiles go on empty grass squares only.
qin-not-touching = A tile must touch a coloured square along an edge; { $first }-{ $second } touches none.
qin-no-join-majors = That tile would join two major { $colour } provinces ({ $size } or more squares each); major provinces never join. Choose another square or tile, or turn the tile round.
qin-no-join-equal = That tile would join { $first }'s and { $second }'s { $colour } provinces of { $size } squares each; provinces of equal size and different owners may not be joined. Choose another square or tile, or turn the tile round.

## Words on the pictures.

qin-pic-title = Qin · { $board } side
qin-pic-title-match = Qin · { $board } side · board { $number }/{ $boards }
qin-pic-over = Over: { $players } { $count ->
        [one] wins
       *[other] win
    }
qin-pic-to-place = { $player } to place
qin-pic-pagodas-left = Pagodas left
qin-pic-winner = WINNER · { $placed } on board
qin-pic-on-board = { $placed } on board · { $tiles } tiles
qin-pic-pile = Tiles in the pile: { $tiles }
qin-pic-began = Each player began with { $pagodas }.
qin-pic-match-board = Match: board { $number } of { $boards }
qin-pic-left-in-all = { $left } left in all
qin-pic-left = { $left } left
qin-pic-legend-one = 1 pagoda: province or village
qin-pic-legend-two = 2 pagodas: major province
qin-pic-legend-major = (5 or more squares)
qin-pic-legend-start = S: start square
qin-pic-legend-last = white frame: the last tile
qin-pic-last = Last: { $player } placed { $tile }
qin-pic-your-tiles = Your tiles
qin-pic-pagodas-in-hand = { $left } pagodas left
qin-pic-no-tiles = No tiles left in hand.
qin-pic-place-with = Place with /place { $tile } C4 C5 (first letter on the first square)
qin-pic-your-pagodas = your pagodas: { $colour }
qin-pic-pagoda-white = white
qin-pic-pagoda-black = black
qin-pic-pagoda-purple = purple
qin-pic-pagoda-green = green
# The phone sheet's grid legend (render/qin.py phone): what a letter or symbol on a square means.
qin-phone-red = red province
qin-phone-yellow = yellow province
qin-phone-blue = blue province
qin-phone-water = { -qin-water }
qin-phone-village = village (with a number: its holder's seat)
qin-phone-pagoda = number: the seat holding the province (x2: two pagodas)

## The table card's facts (games/qin/card.py).

# $phase: place or over.
qin-facts-phase = { $board }{ $boards ->
    [1] {""}
   *[other] {" "}(board { $number } of { $boards })
} · { $phase ->
    [place] { $player } places a tile
   *[over] the game is over
} · { $pile } tiles in the pile
qin-facts-seat = { $player }: { $placed } pagodas on the board, { $left } left · { $villages ->
    [one] 1 village
   *[other] { $villages } villages
} · { $provinces ->
    [one] 1 province
   *[other] { $provinces } provinces
} ({ $sizes })
# $cells: the squares of the villages nobody holds yet.
qin-facts-free = Villages nobody holds: { $cells }
# $reason: blocked or placed.
qin-facts-end = { $reason ->
    [blocked] Nobody could place a tile any more.
   *[placed] A player placed their last pagoda.
}
qin-facts-final = { $player }: { $placed } pagodas placed, { $left } left over
qin-facts-held = tiles { $tiles }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

qin-option-value-side = { $value }

## /game hint: why the normal computer would make this placement (games/qin/ai.py advise)
qin-hint-win = it places your last { -qin-pagoda }: you win.
qin-hint-pagodas = it places { $count ->
        [one] one of your { -qin-pagoda }s
       *[other] { $count } of your { -qin-pagoda }s
    } ({ $left } left to place).
qin-hint-major-soon = it brings one of your { -qin-province }s to { $size } squares, one square from its second { -qin-pagoda }.
qin-hint-grow = it adds { $squares } squares to your { -qin-province }s ({ $total } in all): bigger { -qin-province }s are safe from being absorbed.
qin-hint-quiet = no placement earns a { -qin-pagoda } now, and this one gives your rivals nothing.
qin-hint-least = no placement earns you anything now, and this one helps your rivals least ({ $squares } squares next to theirs).
